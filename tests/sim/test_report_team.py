"""The team report's arithmetic on game results: Isles of Terror's (its terrors, report_team.py there, beside
the generic team section of engine/sim/report_team.py) as its summary.py writes them, and a ruleset of
the test's own that gives only `team_modes` and `team_outcome`.

Real cooperative runs are checked end to end in tests/cli/test_modes_cli.py; here the numbers are
worked by hand: six finished games and one unfinished, three terrors.
"""

from __future__ import annotations

import json

import pytest

from engine.content.resolve import load_adventure
from engine.core import ruleset as rulesets
from engine.core.ruleset import Ruleset
from engine.sim import report_schema
from engine.sim.batch import BatchResult
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text
from engine.sim.runner import GameResult, RunSpec

FACTIONS = ("chasseurs", "red-coats", "yoruba")


def _result(k: int, won: bool, vp: int, terrors: dict, finished: bool = True) -> GameResult:
    r = GameResult(index=k, seed=k, factions=FACTIONS, returns=(1.0,) * 3 if won else (0.0,) * 3, vp=(vp, 0, 0),
                   winners=(0, 1, 2) if won else (), finished=finished, condition="bargain-broken" if won else "")
    r.details = {"team": {"won": won, "loss": None if won else ("driven-into-the-sea" if k % 2 else "end_of_game"),
                          "loss_year": None if won else 1 + k % 2, "vp": vp},
                 "terrors": terrors}
    return r


def _terror(summoned=False, levels=(), destroyed=0, vp_lost=0, areas=()):
    return {"summoned": summoned, "max_level": max(levels, default=1), "level_sum": sum(levels),  # as summary.py
            "activations": len(levels), "destroyed": destroyed, "vp_lost": vp_lost, "areas": list(areas)}


def _report(mode="cooperative"):
    adventure = load_adventure("drowned-temple")
    quiet = {"the-burners": _terror(), "the-whisperers": _terror()}
    results = [
        _result(0, True, 7, {"the-scavengers": _terror(True, (1, 2), 1, 0, ["3,4", "4,4"]), **quiet}),
        _result(1, False, 2, {"the-scavengers": _terror(True, (2, 3, 3), 0, 2, ["3,4", "3,4", "3,5"]),
                              **quiet}),
        _result(2, False, 4, {"the-scavengers": _terror(), **quiet}),
        _result(3, False, 3, {"the-scavengers": _terror(), **quiet}),
        _result(4, True, 9, {"the-scavengers": _terror(), **quiet}),
        _result(5, False, 1, {"the-scavengers": _terror(True, (1,), 0, 1, ["4,4"]), **quiet}),
        _result(6, False, 0, {"the-scavengers": _terror(True, (3, 3), 0, 5, ["0,0"]), **quiet}, finished=False),
    ]
    return adventure, build_report(adventure, BatchResult(RunSpec(players=3, mode=mode), 7, results))


def test_team_win_rate_losses_vp_and_terrors_by_hand():
    adventure, report = _report()
    assert report_schema.errors(json.loads(json.dumps(report))) == []
    team = report["cooperative"]["team"]
    assert report["mode"] == "cooperative"
    [three] = team["by_players"]
    assert three["players"] == 3 and {k: v for k, v in three.items() if k != "players"} == team["overall"]
    assert (team["overall"]["games"], team["overall"]["wins"], team["overall"]["rate"]) == (6, 2, 0.333333)
    assert (team["overall"]["ci_low"], team["overall"]["ci_high"]) == (0.096771, 0.700007)
    assert team["losses"] == [
        {"loss": "driven-into-the-sea", "title": "Driven into the Sea", "games": 3, "share": 0.5,
         "years": [{"year": 2, "games": 3}]},
        {"loss": "end_of_game", "title": "", "games": 1, "share": 0.166667, "years": [{"year": 1, "games": 1}]}]
    assert (team["vp"]["mean"], team["vp"]["median"], team["vp"]["min"], team["vp"]["max"]) == (4.333333, 3.5, 1, 9)
    scavengers, burners, _ = report["cooperative"]["terrors"]
    assert scavengers == {"id": "the-scavengers", "title": scavengers["title"], "games_summoned": 3,
                          "summoned_share": 0.5, "never_summoned": False, "mean_level": 2.0, "max_level": 3,
                          "activations": 1.0, "destroyed": 0.166667, "vp_lost": 0.5}
    assert burners["never_summoned"] and burners["max_level"] == 0 and burners["mean_level"] == 0.0
    stood = {tuple(f["field"]): f["stood"] for f in report["cooperative"]["terror_map"]["fields"] if f["stood"]}
    assert stood == {(3, 4): 0.5, (4, 4): 0.333333, (3, 5): 0.166667}  # the unfinished game's (0, 0) left out


def test_the_terminal_and_html_reports_show_the_team_and_the_terrors():
    adventure, report = _report("solo")
    ruleset = rulesets.of(adventure)
    text = summary_text(report, ruleset)
    assert ("(drowned-temple 1.0.0): 7 games, 3 players, random bots, seed 0\n"  # the team right after the run
            "mode: solo: the players win or lose together\n"
            "the team wins 33.3% of 6 games: a designer accepts 30%-70%\n"
            "team win rate by factions (95% CI):\n  3 factions:  33.3%  [  9.7% -  70.0%]  (6 games)\n") in text
    assert "  driven-into-the-sea          3  50.0%  2: 3\n  end_of_game                  1  16.7%  1: 1\n" in text
    assert "  the-burners            0.0%  0.00/0  0.00  0.00  0.00   NEVER SUMMONED\n" in text
    page = render_html(report, ruleset)
    assert "<h2>The team (solo play)</h2>" in page and "where terrors stood (activations per game)" in page
    assert "<td>the-scavengers</td><td>50.0%</td><td>2.00</td><td>3</td>" in page


def test_a_competitive_report_has_neither_mode_nor_cooperative_key():
    _, report = _report("competitive")
    assert "mode" not in report and "cooperative" not in report


# -- the generic team section, for any ruleset ----------------------------------------------------
class Duet(Ruleset):
    """A ruleset no shared file knows: its seats win or lose together in mode `together`."""

    id = "duet-test"
    title = "Duet"
    team_modes = ("together",)

    def ending_titles(self, model, mode):
        return {"storm": "The storm broke the raft"}

    def team_outcome(self, result):
        return {"won": bool(result.winners), "vp": sum(result.vp), "loss": result.condition or None,
                "year": result.turns if not result.winners else None}


@pytest.fixture
def duet():
    ruleset = rulesets.register(Duet())
    yield ruleset
    rulesets.unregister(ruleset.id)


def test_any_ruleset_gets_the_team_section_from_its_team_outcomes(duet):
    adventure = type("Adventure", (), {"id": "raft", "title": "Raft", "version": "1.0.0", "digest": "0" * 64,
                                       "ruleset": "duet-test", "modes": ("together",)})()

    def game(k, won, vp, turns):
        return GameResult(index=k, seed=k, factions=("a", "b"), finished=True, vp=vp, turns=turns,
                          returns=(1.0, 1.0) if won else (-1.0, -1.0), winners=(0, 1) if won else (),
                          condition="" if won else "storm")

    results = [game(0, True, (2, 3), 4), game(1, False, (1, 0), 3), game(2, False, (0, 0), 3),
               game(3, True, (1, 1), 5)]
    report = build_report(adventure, BatchResult(RunSpec(players=2, mode="together"), 4, results))
    assert report["mode"] == "together" and report["ruleset"] == "duet-test"
    team = report["cooperative"]["team"]
    assert [(row["players"], row["games"], row["wins"]) for row in team["by_players"]] == [(2, 4, 2)]
    assert (team["overall"]["games"], team["overall"]["wins"], team["overall"]["rate"]) == (4, 2, 0.5)
    assert team["losses"] == [{"loss": "storm", "title": "The storm broke the raft", "games": 2, "share": 0.5,
                               "years": [{"year": 3, "games": 2}]}]
    assert (team["vp"]["mean"], team["vp"]["median"], team["vp"]["min"], team["vp"]["max"]) == (2.0, 1.5, 0, 5)
    text = summary_text(report)
    assert ("mode: together: the players win or lose together\n"
            "the team wins 50.0% of 4 games: a designer accepts 30%-70%\n"
            "team win rate by players (95% CI):\n  2 players:  50.0%  [ 15.0% -  85.0%]  (4 games)\n"
            "team VP mean 2.00 median 1.5 sd 1.87 (0-5)\n"
            "why games were lost (games, share, in year):\n  storm                        2  50.0%  3: 2\n") in text
    page = render_html(report)
    assert "<h2>The team (together play)</h2>" in page
    assert "<tr><td>storm</td><td>The storm broke the raft</td><td>2</td><td>50.0%</td><td>3: 2</td></tr>" in page

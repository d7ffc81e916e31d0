"""A team mode's report is the team's and nothing competitive (issue 31 item 4), in the JSON (checked by
the composed schema), the terminal summary and the HTML; and a sweep in team play ranks variants by
how near the team wins to an even chance.

Fixed-seed runs of the bundled first-landing in solo play (tuned so that greedy bots win about a
third of its games; half of these 30 since the team bot's pull towards the goal, session 9) give
exact values.
"""

from __future__ import annotations

import json

from editor.cli import main
from engine.sim import report_schema
from engine.sim.batch import run_batch
from engine.sim.content import load_playable
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text

COMPETITIVE_KEYS = ("win_rates", "balance", "first_player_advantage", "victory_points")
COMPETITIVE_HTML = ("Balance", "Win rate by seat", "Win rate by faction", "VP of seat", "first-player advantage",
                    "margin of victory", "Victory points</h2>")


def _solo_report(games: int = 30) -> dict:
    from engine.sim.runner import RunSpec

    adventure = load_playable("first-landing")
    return build_report(adventure, run_batch(adventure, RunSpec(players=1, bots="greedy", seed=0, mode="solo"), games,
                                             jobs=1))


def test_a_fixed_seed_solo_reports_the_team_and_nothing_competitive():
    report = _solo_report()
    assert report_schema.errors(json.loads(json.dumps(report))) == []
    assert not set(COMPETITIVE_KEYS) & set(report)
    assert report["cooperative"]["team"] == {
        "by_players": [{"players": 1, "games": 30, "wins": 15.0, "rate": 0.5, "ci_low": 0.331541, "ci_high": 0.668459}],
        "overall": {"games": 30, "wins": 15.0, "rate": 0.5, "ci_low": 0.331541, "ci_high": 0.668459},
        "vp": {"mean": 5.6, "median": 5.0, "stdev": 1.645195, "min": 3, "max": 9,
               "distribution": [{"value": 3, "games": 1}, {"value": 4, "games": 8}, {"value": 5, "games": 10},
                                {"value": 6, "games": 2}, {"value": 7, "games": 2}, {"value": 8, "games": 6},
                                {"value": 9, "games": 1}]},
        "losses": [{"loss": "turned-back", "title": "Turned Back by the Gales", "games": 15, "share": 0.5,
                    "years": [{"year": 1, "games": 15}]}]}
    text = summary_text(report)
    assert text.startswith(
        "First Landing (first-landing 1.0.0): 30 games, 1 player, greedy bots, seed 0\n"
        "mode: solo: the players win or lose together\n"
        "the team wins 50.0% of 30 games: a designer accepts 30%-70%\n"
        "team win rate by factions (95% CI):\n"
        "  1 faction:  50.0%  [ 33.2% -  66.8%]  (30 games)\n"
        "team VP mean 5.60 median 5 sd 1.65 (3-9)\n"
        "why games were lost (games, share, in year):\n"
        "  turned-back                 15  50.0%  1: 15\n"
        "length: ")
    assert "terrors (summoned, mean/max level" in text  # the ruleset's team section follows
    for word in ("balance", "seat", "first-player", "margin of victory", "shared wins"):
        assert word not in text


def test_the_html_of_a_team_mode_has_no_competitive_section():
    page = render_html(_solo_report())
    for heading in COMPETITIVE_HTML:
        assert heading not in page
    assert "<p class='verdict'>the team wins 50.0% of 30 games: a designer accepts 30%-70%.</p>" in page
    assert page.index("<h2>The team (solo play)</h2>") < page.index("<h2>Why games were lost</h2>") < page.index(
        "<h2>Game length</h2>") < page.index("<h2>Terrors</h2>")
    assert 'aria-label="team win rate by factions"' in page


def test_a_team_report_with_a_competitive_key_is_refused_by_the_schema():
    report = json.loads(json.dumps(_solo_report(4)))
    assert report_schema.errors(report) == []
    report["balance"] = {"score": 1.0, "largest_gap": 0.0, "best_seat": 0, "worst_seat": 0, "verdict": "balanced"}
    assert report_schema.errors(report) != []
    competitive = json.loads(json.dumps(_solo_report(4)))
    del competitive["cooperative"], competitive["mode"]
    assert any("'win_rates' is a required property" in e for e in report_schema.errors(competitive))


def test_a_team_sweep_ranks_by_how_near_the_team_wins_to_an_even_chance(capsys, tmp_path):
    target = tmp_path / "sweep.json"
    code = main(["sweep", "first-landing", "--mode", "solo", "--vary", "map/areas/0/tile/value=1..3", "--games", "40",
                 "--bots", "greedy", "--jobs", "1", "--json", str(target), "--html", str(tmp_path / "sweep.html"),
                 "--no-progress"])
    out = capsys.readouterr().out
    assert code == 0
    report = json.loads(target.read_text(encoding="utf-8"))
    assert report_schema.errors(report, "sweep") == []
    assert [(r["key"], r["score"], r["verdict"]) for r in report["ranking"]] == [
        ("map/areas/0/tile/value=2", 0.95, "within reach"), ("map/areas/0/tile/value=1", 0.4, "inconclusive"),
        ("map/areas/0/tile/value=3", 0.1, "too hard")]
    assert all("team" in row and "win_rates" not in row and "balance" not in row for row in report["variants"])
    assert "rank  fit      from 50%  team win rate (95% CI)        verdict        variant\n" in out
    assert "keep adventures/first-landing.yaml as it is" in report["suggestion"]["text"]
    page = (tmp_path / "sweep.html").read_text(encoding="utf-8")
    assert "<h2>Team win rate by variant</h2>" in page and "seat win rates" not in page

"""`--mode`, `--players` and `--factions` of `playtest` and `replay`: every wrong combination is one clear line."""

from __future__ import annotations

import json

import pytest

from editor.cli import main
from engine.sim import report_schema



def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("command", [["playtest", "drowned-temple", "--games", "2"],
                                     ["replay", "drowned-temple", "--game", "0"]])
@pytest.mark.parametrize("extra, message", [
    (["--mode", "raid"], "--mode raid: Isles of Terror has no such mode; it plays competitive, cooperative, solo"),
    (["--mode", "solo", "--players", "2"], "solo is played by one player, not 2; to play several factions alone, "
                                           "name them with --factions A,B"),
    (["--players", "1"], "the adventure 'drowned-temple' is for 2\u20134 players, not 1; alone, play it with --mode solo"),
    (["--mode", "cooperative", "--players", "5"], "the adventure 'drowned-temple' is for 2\u20134 players, not 5"),
    (["--players", "2", "--factions", "red-coats"], "--players 2 but --factions names 1 faction; give one or the other"),
    (["--factions", " , "], "--factions names no faction; give faction ids separated by commas (e.g. --factions a,b)"),
])
def test_a_wrong_combination_is_one_line_before_any_game(capsys, command, extra, message):
    code, out, err = run(capsys, *command, "--bots", "random", *extra)
    assert (code, out, err) == (2, "", f"isleforge: error: {message}\n")


def test_ember_crown_is_not_played_solo(capsys):
    code, _, err = run(capsys, "playtest", "ember-crown", "--games", "2", "--mode", "solo")
    assert code == 2 and err == ("isleforge: error: the adventure 'ember-crown' is not played in solo mode; "
                                 "it declares competitive, cooperative (--mode)\n")


# -- real cooperative and solo runs (fixed seeds: the numbers are the engine's, checked exactly) -----------
def _report(capsys, *argv):
    code, out, err = run(capsys, "playtest", "drowned-temple", *argv, "--jobs", "1", "--json", "-", "--no-progress")
    assert code == 0, err
    report = json.loads(out)
    assert report_schema.errors(report) == []  # the composed schema: the core with the ruleset's sections
    return report


def _terrors(report):
    return [(t["id"], t["games_summoned"], t["max_level"], t["activations"], t["destroyed"], t["vp_lost"])
            for t in report["cooperative"]["terrors"]]


def test_a_cooperative_run_reports_the_team_and_the_terrors(capsys):
    report = _report(capsys, "--mode", "cooperative", "--bots", "random", "--games", "12", "--seed", "3")
    team = report["cooperative"]["team"]
    assert report["mode"] == "cooperative" and report["run"]["players"] == 3
    assert team["by_players"] == [{"players": 3, "games": 12, "wins": 0.0, "rate": 0.0, "ci_low": 0.0,
                                   "ci_high": 0.242494}]
    assert team["losses"] == [{"loss": "driven-into-the-sea", "title": "Driven into the Sea", "games": 12, "share": 1.0,
                               "years": [{"year": 2, "games": 12}]}]
    assert team["vp"]["mean"] == 3.416667  # 6 gold each and the temple at 1 since the cooperative tuning
    assert _terrors(report) == [("the-scavengers", 4, 1, 1.083333, 0.0, 0.0), ("the-burners", 2, 1, 0.583333, 0.0, 0.0),
                                ("the-whisperers", 3, 1, 1.0, 0.0, 0.083333)]
    stood = sorted((f for f in report["cooperative"]["terror_map"]["fields"] if f["stood"]),
                   key=lambda f: (-f["stood"], f["field"]))
    assert [(f["field"], f["stood"]) for f in stood[:2]] == [([1, 2], 0.416667), ([4, 6], 0.416667)]
    assert [v["games"] for v in report["victory_conditions"]] == [12, 0, 0]  # the lose condition ended them all
    assert "coverage" in report and report["anomalies"]["counts"]["engine_error"] == 0


def test_one_solo_player_with_two_factions_and_greedy_bots_plays_for_the_team(capsys):
    report = _report(capsys, "--mode", "solo", "--factions", "yoruba,chasseurs", "--bots", "greedy", "--games", "4",
                     "--seed", "1")
    team = report["cooperative"]["team"]
    assert report["mode"] == "solo" and report["run"]["factions"] == ["yoruba", "chasseurs"]
    # since the solo tuning (the temple at 1, the Weeping Stair at 1) and the team bot's goal pull (session 9)
    # the team wins 3 of these 4 games
    assert (team["overall"]["games"], team["overall"]["wins"], team["vp"]["mean"]) == (4, 3.0, 10.0)
    assert team["losses"][0]["loss"] == "claimed-by-the-tide" and team["losses"][0]["games"] == 1
    assert _terrors(report) == [("the-scavengers", 3, 1, 2.5, 0.0, 0.0), ("the-burners", 2, 1, 2.0, 0.25, 0.5),
                                ("the-whisperers", 4, 1, 3.0, 1.25, 0.75)]
    _, text, _ = run(capsys, "playtest", "drowned-temple", "--mode", "solo", "--factions", "yoruba,chasseurs",
                     "--bots", "greedy", "--games", "4", "--seed", "1", "--jobs", "1", "--no-progress")
    assert ("mode: solo: the players win or lose together\nthe team wins 75.0% of 4 games: outside the 30%-70% a "
            "designer accepts, within chance (play more games)\n"
            "team win rate by factions (95% CI):\n  2 factions:  75.0%  [ 30.1% -  95.4%]  (4 games)\n") in text
    assert "balance" not in text and "seat" not in text and "first-player" not in text  # nothing competitive


def test_replay_says_the_mode_and_the_one_player_of_a_solo_game(capsys):
    code, out, _ = run(capsys, "replay", "drowned-temple", "--mode", "solo", "--factions", "yoruba,chasseurs",
                       "--game", "1", "--games", "4", "--bots", "random", "--seed", "1")
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == ("# drowned-temple game 1 of the run with seed 1 (random bots): game seed 7735715960199495141, "
                        "factions yoruba, chasseurs, solo play (one player)")
    assert lines[-1] == "# winners [] by driven-into-the-sea; VP [0, 1]; 141 decisions"


def test_the_ladder_runs_in_cooperative_play(capsys):
    report = _report(capsys, "--mode", "cooperative", "--bots", "ladder:2", "--games", "2", "--seed", "2")
    assert report["run"]["bots"] == "mcts:2" and report["ladder"]["baseline_bots"] == "random"
    assert report["ladder"]["rungs"] == ["random", "greedy", "mcts:2"] and report["ladder"]["believed_bots"] == "mcts:2"
    assert report["ladder"]["baseline"]["mode"] == "cooperative" and "cooperative" in report["ladder"]["baseline"]


def test_sweep_seats_a_solo_run_as_playtest_does(capsys):
    code, _, err = run(capsys, "sweep", "drowned-temple", "--vary", "years=1..2", "--games", "2", "--mode", "solo",
                       "--players", "2", "--bots", "random")
    assert (code, err) == (2, "isleforge: error: solo is played by one player, not 2; to play several factions alone, "
                              "name them with --factions A,B\n")
    code, out, _ = run(capsys, "sweep", "drowned-temple", "--vary", "years=1..2", "--games", "2", "--mode", "solo",
                       "--bots", "random", "--jobs", "1", "--no-progress")
    assert code == 0 and "years=1" in out


def test_without_players_a_run_seats_the_default_three_and_a_bot_table_must_fit_them(capsys, tmp_path):
    """A merged bug: the bot-table check read `--players` itself, None when left out (a traceback)."""
    target = tmp_path / "r.json"
    code, _, err = run(capsys, "playtest", "drowned-temple", "--games", "2", "--bots", "random", "--seed", "3",
                       "--jobs", "1", "--json", str(target), "--no-progress")
    assert code == 0 and "Traceback" not in err and json.loads(target.read_text(encoding="utf-8"))["run"]["players"] == 3
    code, out, err = run(capsys, "playtest", "drowned-temple", "--games", "2", "--bots", "greedy,random")
    assert (code, out, err) == (2, "", "isleforge: error: --bots greedy,random names 2 seats; the game has 3\n")
    code, out, err = run(capsys, "playtest", "drowned-temple", "--games", "2", "--bots", "greedy,random",
                         "--mode", "solo", "--factions", "red-coats,yoruba,chasseurs")
    assert (code, out, err) == (2, "", "isleforge: error: --bots greedy,random names 2 seats; the game has 3\n")


def test_a_ladder_budget_that_is_no_budget_is_one_line(capsys):
    code, out, err = run(capsys, "playtest", "drowned-temple", "--games", "2", "--bots", "ladder:lots")
    assert (code, out, err) == (2, "", "isleforge: error: an MCTS budget is a whole number of iterations (mcts:200) "
                                       "or of milliseconds (mcts:50ms), not 'lots'\n")

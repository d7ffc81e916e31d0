"""The ladder in team play tells "too hard" from "the bots are weak" (issue 31 item 4): the team win
rate of every rung, weakest first, and what it says; fast in the default suite with `ladder:2`,
at the default search budget behind `--long`.

The readings are worked by hand on reports of the test's own (only their `cooperative.team.overall`
is read); the command line's ladder on a real solo run (first-landing: short games) checks the
shape, the schema, the terminal and the HTML.
"""

from __future__ import annotations

import json

import pytest

from editor.cli import main
from engine.sim import report_schema
from engine.sim.report_team import ladder
from engine.sim.stats import rate_row


def _team(wins: int, games: int) -> dict:
    return {"cooperative": {"team": {"overall": rate_row(wins, games)}}}


def test_no_rung_wins_reads_too_hard():
    found = ladder(["random", "greedy", "mcts:200"], [_team(0, 50), _team(0, 50), _team(0, 50)])
    assert found["verdict"] == "no bot wins"
    assert found["reading"] == ("no bot wins a game, not even mcts:200: too hard as it stands "
                                "(or its win condition is out of the bots' reach)")
    assert [row["bots"] for row in found["rungs"]] == ["random", "greedy", "mcts:200"]
    assert found["rungs"][2] == {"bots": "mcts:200", "games": 50, "wins": 0.0, "rate": 0.0, "ci_low": 0.0,
                                 "ci_high": 0.071348}


def test_stronger_bots_winning_more_says_whether_good_players_reach_the_goal():
    low = ladder(["random", "greedy", "mcts:200"], [_team(0, 50), _team(3, 50), _team(10, 50)])
    assert low["verdict"] == "stronger bots win more"
    assert low["reading"] == ("stronger bots win more (random 0.0% -> greedy 6.0% -> mcts:200 20.0%): too hard for "
                              "these bots, but better play pays; try a stronger bot before easing it")
    within = ladder(["random", "mcts:200"], [_team(2, 50), _team(25, 50)])
    assert within["reading"] == "stronger bots win more (random 4.0% -> mcts:200 50.0%): within reach of good players"
    easy = ladder(["random", "mcts:200"], [_team(10, 50), _team(45, 50)])
    assert easy["reading"] == "stronger bots win more (random 20.0% -> mcts:200 90.0%): too easy for good players"


def test_strength_that_changes_nothing_says_the_outcome_does_not_reward_play():
    found = ladder(["random", "greedy"], [_team(20, 50), _team(22, 50)])
    assert found["verdict"] == "strength makes no difference"
    assert found["reading"] == ("stronger bots do not win more (random 40.0% -> greedy 44.0%): "
                                "the outcome does not reward play")


def test_a_search_rung_weaker_than_greedy_is_named():
    found = ladder(["random", "greedy", "mcts:2"], [_team(0, 40), _team(30, 40), _team(8, 40)])
    assert found["verdict"] == "stronger bots win more"
    assert found["reading"] == ("stronger bots win more (random 0.0% -> greedy 75.0% -> mcts:2 20.0%): too easy for "
                                "good players; mcts:2 plays worse than greedy: give the search a larger budget")


def _ladder_run(capsys, tmp_path, budget: str, games: str) -> tuple[dict, str, str]:
    page, target = tmp_path / "ladder.html", tmp_path / "ladder.json"
    code = main(["playtest", "first-landing", "--mode", "solo", "--bots", f"ladder:{budget}", "--games", games,
                 "--seed", "2", "--jobs", "1", "--json", str(target), "--html", str(page), "--no-progress"])
    text = capsys.readouterr().out
    assert code == 0
    return json.loads(target.read_text(encoding="utf-8")), text, page.read_text(encoding="utf-8")


def test_the_solo_ladder_shows_the_team_win_rate_of_every_rung(capsys, tmp_path):
    report, text, page = _ladder_run(capsys, tmp_path, "2", "6")
    assert report_schema.errors(report) == []
    team = report["ladder"]["team"]
    assert [(row["bots"], row["games"], row["wins"]) for row in team["rungs"]] == [
        ("random", 6, 0.0), ("greedy", 6, 5.0), ("mcts:2", 6, 4.0)]
    # greedy's 5 wins of 6 (4 before the team bot's goal pull, session 9) are significant against random's 0
    assert team["verdict"] == "stronger bots win more"
    # mcts:2's 4 wins (0 before the search reused its tree, session 9)
    assert ("team win rate by bot strength (95% CI): stronger bots win more (random 0.0% -> greedy 83.3% -> "
            "mcts:2 66.7%): too easy for good players\n"
            "  random       0.0%  [  0.0% -  39.0%]  (6 games)\n"
            "  greedy      83.3%  [ 43.6% -  97.0%]  (6 games)\n"
            "  mcts:2      66.7%  [ 30.0% -  90.3%]  (6 games)\n") in text
    assert "<h3>Team win rate by bot strength</h3>" in page and 'aria-label="team win rate by bot strength"' in page
    for competitive in ("Win rate by seat", "Balance", "first-player", "VP of seat", "Win rate by faction"):
        assert competitive not in page  # a team's ladder page has no competitive section


@pytest.mark.long
def test_the_solo_ladder_at_a_real_search_budget(capsys, tmp_path):
    """A real budget (mcts:200), a few games (about a minute): the ladder keeps its shape."""
    report, _, _ = _ladder_run(capsys, tmp_path, "200", "3")
    assert [row["bots"] for row in report["ladder"]["team"]["rungs"]] == ["random", "greedy", "mcts:200"]
    assert report["ladder"]["team"]["verdict"] in ("no bot wins", "stronger bots win more",
                                                   "strength makes no difference")


def test_the_team_win_rate_is_read_against_what_a_designer_accepts():
    from engine.sim.report_team import reach

    assert reach(rate_row(0, 200)) == ("the team wins 0.0% of 200 games: too hard for these bots (a designer accepts "
                                       "30%-70%); --bots ladder tells a hard adventure from weak bots")
    assert reach(rate_row(190, 200)) == "the team wins 95.0% of 200 games: too easy for these bots (a designer accepts 30%-70%)"
    assert reach(rate_row(100, 200)) == "the team wins 50.0% of 200 games: a designer accepts 30%-70%"
    assert reach(rate_row(2, 20)) == ("the team wins 10.0% of 20 games: outside the 30%-70% a designer accepts, "
                                      "within chance (play more games)")
    assert reach(rate_row(0, 0)) == "no game finished: no team win rate"

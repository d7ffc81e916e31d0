"""Audit (ci-audit.md): the playtest report's words for Cursed Island.

- `engine/sim/report_team.py` heads the losses "in year" (Isles of Terror's word) in the terminal and HTML
  report and the editor's dashboard; this game counts rounds (`CursedIsland.length_words`).
- summary.py stamps every finished game's ending "end_of_round": a castaway's death ends the game at
  once ("Players lose immediately when one of the players' Character dies") and the bundled goal is
  checked immediately, so the report's "endings: death:surveyor [end_of_round]" is wrong.
- "goal 4% reached" reads as a share of games that reached the goal; it is the mean progress.
"""

from __future__ import annotations

import random


from editor.cli import main
from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island import greedy, summary
from engine.rulesets.cursed_island.game import Game
from engine.sim.runner import GameResult


def playtest_text(capsys) -> str:
    code = main(["playtest", "wreck-and-beacon", "--games", "2", "--bots", "greedy", "--players", "3", "--seed", "1",
                 "--jobs", "1", "--no-progress"])
    assert code == 0
    return capsys.readouterr().out


def lost_game():
    """Seed 2 of the bundled scenario, greedy bots: the Marine dies in round 10 (deterministic; seed 0 is
    no longer lost since the bundled numbers were tuned for play)."""
    state = Game(load_adventure("wreck-and-beacon"), players=3).new_initial_state(2)
    bots = [greedy.factory(random.Random(i)) for i in range(3)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    return state


def test_the_team_report_counts_rounds_not_years(capsys):
    out = playtest_text(capsys)
    assert "why games were lost (games, share, in round):" in out and "in year" not in out


def test_a_death_ends_the_game_immediately_in_the_summary():
    state = lost_game()
    assert state.loss[0].startswith("death:")
    result = GameResult(index=0, seed=0)
    summary.summarise(state, result)
    assert result.timing == "immediately"  # fixed on s10-ci-play since the audit began (was "end_of_round")


def test_the_goal_line_says_it_is_a_mean_progress(capsys):
    out = playtest_text(capsys)
    line = next(x for x in out.splitlines() if x.startswith("at the end:"))
    assert "goal progress" in line and "reached" not in line


def test_the_solo_report_names_no_factions(capsys):
    code = main(["playtest", "wreck-and-beacon", "--mode", "solo", "--games", "2", "--bots", "greedy", "--seed", "1",
                 "--jobs", "1", "--no-progress"])
    assert code == 0
    out = capsys.readouterr().out
    assert "faction" not in out  # now "team win rate by factions (95% CI):" and "  1 faction: ..."


def test_the_replay_header_names_castaways_not_factions(capsys):
    code = main(["replay", "wreck-and-beacon", "--game", "0", "--bots", "greedy"])
    assert code == 0
    header = capsys.readouterr().out.splitlines()[0]
    assert "faction" not in header  # now "... factions Castaway 1, Castaway 2, Castaway 3, cooperative play"

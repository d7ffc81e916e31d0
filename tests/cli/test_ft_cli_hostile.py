"""Hostile arguments to `isleforge playtest` and `sweep` on Finis Terrae's seas: one clear line on
standard error, the documented exit code (1: no such adventure; 2: usage), never a traceback and
never a game played; a sweep value the schema refuses is a skipped variant with its diagnostic."""

from __future__ import annotations

import pytest

from editor.cli import main

PLAYTEST = ("playtest", "windward-sea", "--games", "1", "--jobs", "1", "--no-progress")
SWEEP = ("sweep", "windward-sea", "--vary", "rules/den_toll=1", "--games", "1", "--jobs", "1", "--no-progress")


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("argv, code, message", [
    (("playtest", "windward-seas", "--games", "1", "--no-progress"), 1,
     "isleforge: the library has no adventure 'windward-seas'"),
    (("sweep", "windward-seas", "--vary", "rules/den_toll=1", "--no-progress"), 1,
     "isleforge: the library has no adventure 'windward-seas'"),
    (("playtest", "windward-tiles", "--games", "1", "--no-progress"), 1,
     "isleforge: the library has no adventure 'windward-tiles'"),  # a tile set is no adventure
    ((*PLAYTEST, "--players", "5"), 2, "isleforge: error: the adventure 'windward-sea' is for 2–4 players, not 5"),
    ((*PLAYTEST, "--players", "1"), 2, "isleforge: error: the adventure 'windward-sea' is for 2–4 players, not 1"),
    ((*PLAYTEST, "--players", "0"), 2, "isleforge: error: the adventure 'windward-sea' is for 2–4 players, not 0"),
    ((*SWEEP, "--players", "5"), 2, "isleforge: error: the adventure 'windward-sea' is for 2–4 players, not 5"),
    ((*PLAYTEST, "--bots", "wizard"), 2,
     "isleforge: error: unknown bot kind 'wizard' (choose one of: random, greedy, mcts, or mcts:BUDGET)"),
    ((*PLAYTEST, "--bots", "greedy,wizard"), 2,
     "isleforge: error: unknown bot kind 'wizard' (choose one of: random, greedy, mcts, or mcts:BUDGET)"),
    ((*SWEEP, "--bots", "wizard"), 2,
     "isleforge: error: unknown bot kind 'wizard' (choose one of: random, greedy, mcts, or mcts:BUDGET)"),
    ((*PLAYTEST, "--players", "3", "--bots", "greedy,random,random,random"), 2,
     "isleforge: error: --bots greedy,random,random,random names 4 seats; the game has 3"),
    ((*PLAYTEST, "--mode", "solo"), 2, "isleforge: error: --mode solo: Finis Terrae has no such mode; it plays competitive"),
    (("sweep", "windward-sea", "--vary", "rules/den_tol=1", "--no-progress"), 2,
     "isleforge: error: --vary: adventures/finis-terrae/windward-sea.yaml:1: /rules/den_tol: the adventure has no "
     "field 'den_tol' here, and the finis-terrae adventure schema allows none (did you mean 'den_toll'?)"),
    (("sweep", "windward-sea", "--vary", "harbour/fee=1", "--no-progress"), 2,
     "isleforge: error: --vary: adventures/finis-terrae/windward-sea.yaml:1: /harbour/fee: the adventure has no "
     "field 'harbour' here, and the finis-terrae adventure schema allows none (fields allowed here: author, "
     "background, dice, id, kind, modes, opening, players, rules, ruleset, scoring, seats, start, tiles, title, "
     "version, weather)"),
    (("sweep", "windward-sea", "--vary", "start/title/x=1", "--no-progress"), 2,
     "isleforge: error: --vary: adventures/finis-terrae/windward-sea.yaml:20: /start/title/x: 'x' goes below a "
     "value that has no fields"),
    (("sweep", "windward-sea", "--vary", "dice/move/9=1", "--no-progress"), 2,
     "isleforge: error: --vary: adventures/finis-terrae/windward-sea.yaml:1: /dice/move/9: 'move' is a list the "
     "file does not write; write the list first, then vary its entries"),
])
def test_hostile_arguments_are_one_line_and_an_exit_code(capsys, argv, code, message):
    got, out, err = run(capsys, *argv)
    assert (got, out, err) == (code, "", message + "\n")


@pytest.mark.parametrize("vary, why", [
    ("rules/den_toll=-1", "'den_toll' is -1; it must be at least 0 [schema/minimum]"),
    ("rules/den_toll=x", "'den_toll' must be a whole number, not 'x' [schema/type]"),
    ("rules=1", "'rules' must be a mapping of fields, not 1 [schema/type]"),
    ("players/0=1", "Finis Terrae is played by 2 to 4 explorers, not 1 [finis/players-range]"),
])
def test_a_value_the_content_refuses_is_a_skipped_variant(capsys, vary, why):
    code, out, _ = run(capsys, "sweep", "windward-sea", "--vary", vary, "--games", "1", "--jobs", "1", "--no-progress")
    assert code == 0
    assert f"  skipped {vary}: invalid ({why})\n" in out and "No variant finished a game: nothing to rank." in out

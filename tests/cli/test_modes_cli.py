"""`--mode`, `--players` and `--factions` of `playtest` and `replay`: every wrong combination is one clear line."""

from __future__ import annotations

import pytest

from editor.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("command", [["playtest", "drowned-temple", "--games", "2"],
                                     ["replay", "drowned-temple", "--game", "0"]])
@pytest.mark.parametrize("extra, message", [
    (["--mode", "raid"], "the adventure 'drowned-temple' is not played in raid mode; it declares competitive, "
                         "cooperative, solo (--mode)"),
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

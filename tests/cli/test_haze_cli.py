"""`isleforge playtest`, `replay` and `sweep` on the bundled Haze Islands adventure in every mode: each
report validates against its composed schema and carries the game's own sections."""

from __future__ import annotations

import json

import pytest

from editor.cli import main
from engine.sim import report_schema

MODES = ["friendly", "competitive", "solo", "cooperative"]


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("mode", MODES)
def test_playtest_in_every_mode_writes_a_valid_report(capsys, mode):
    code, out, _ = run(capsys, "playtest", "misty-reach", "--games", "2", "--bots", "random", "--seed", "1",
                       "--mode", mode, "--jobs", "1", "--json", "-", "--no-progress")
    assert code == 0
    report = json.loads(out)
    assert report_schema.errors(report) == [] and report["ruleset"] == "haze-islands"
    assert report["haze_islands"]["games"] == 2 and report["nemesis"]["title"] == "The Doom"
    assert ("cooperative" in report) == (mode in ("solo", "cooperative"))


@pytest.mark.parametrize("mode", MODES)
def test_replay_tells_a_game_of_every_mode_to_its_end(capsys, mode):
    code, out, _ = run(capsys, "replay", "misty-reach", "--seed", "1", "--game", "0", "--mode", mode,
                       "--bots", "random")
    assert code == 0 and "The first location, " in out and "The game ends (" in out


def test_sweep_varies_a_numeric_field_of_the_rules(capsys):
    code, out, _ = run(capsys, "sweep", "misty-reach", "--vary", "rules/hand_limit=2..3", "--games", "2",
                       "--bots", "random", "--seed", "1", "--mode", "cooperative", "--jobs", "1", "--no-progress")
    assert code == 0
    assert out.startswith("sweep of misty-reach (adventures/haze-islands/misty-reach.yaml): 2 variants x 2 games, "
                          "random bots, seed 1, grid\n")
    assert "rules/hand_limit=2" in out and "rules/hand_limit=3" in out

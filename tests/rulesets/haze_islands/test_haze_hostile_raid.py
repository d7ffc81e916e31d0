"""An island with raid number 0 is only a warning, so the engine must play it (found by fuzz_content.py).

`haze/island-raid-zero` warns that no one can raid there, and a file with warnings is played. The
engine still offered the raid there (0 cards <= any deck), drew nothing and asked the raider which of
no cards to keep: an IndexError a few turns later. Now no one raids an island with raid number 0, as
on open sea.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from editor.cli.seats import seating
from engine.content.paths import library_dir
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.sim.runner import RunSpec, bot_class, derive_seed, play_out

CHARTS = library_dir() / "haze-islands" / "misty-charts.yaml"


@pytest.fixture(scope="module")
def raidless():
    """The bundled library with Lookout Crag's raid number 0 (an editor buffer; nothing is written)."""
    text = CHARTS.read_text(encoding="utf-8")
    before = "  - id: lookout-crag\n    title: Lookout Crag\n    kind: island\n    icon: spyglass\n    raid: 2\n"
    assert text.count(before) == 1
    validation = validate_paths([library_dir()])
    return validation.replace_file(CHARTS, text.replace(before, before.replace("raid: 2", "raid: 0")))


def test_the_validator_warns_and_accepts(raidless):
    found = [(d.severity.value, d.code, d.pointer, d.message) for d in raidless.diagnostics
             if d.file.endswith("misty-charts.yaml")]
    assert found == [("warning", "haze/island-raid-zero", "/cards/16/raid",
                      "the island 'lookout-crag' has raid number 0: no one can raid there, as on open sea")]


#: (adventure, seed) of a game that crashed (benchmarks/fuzz_content.py's set-up: the ruleset's first bot)
@pytest.mark.parametrize("adventure, seed", [("squall-line", 4), ("shoal-watch", 1), ("misty-reach", 5)])
def test_games_on_a_sea_with_a_raidless_island_end_without_an_engine_error(raidless, adventure, seed):
    ruleset = rulesets.get("haze-islands")
    resolved = ruleset.resolve(raidless, adventure)
    seats, _problem = seating(SimpleNamespace(mode=None, players=None, factions=None), resolved, ruleset)
    spec = RunSpec(players=seats.players, factions=seats.factions, bots="random", seed=seed, mode=seats.mode,
                   max_decisions=5000)
    game = spec.game(resolved, 0)
    bots = lambda players: [bot_class("random", ruleset)(random.Random(derive_seed(seed, 0, "bot", s)))
                            for s in range(players)]
    state, anomalies = play_out(game, bots, 5000, 0, spec.seed_of(0))
    assert [(a.kind, a.detail) for a in anomalies] == []
    assert state is not None


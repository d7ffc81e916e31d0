"""A run's `Table`: one `Game` per (adventure, mode, seats), every game of the run dealt from it with its
own seed (`Game.new_initial_state(seed)`); where Isles of Terror draws the factions per game from its
seed, one `Game` per seating, kept by the run (no module cache)."""

from __future__ import annotations

import pytest

from engine.content import paths
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.sim.runner import RunSpec, Table, derive_seed, play_game, play_state


@pytest.fixture(scope="module")
def lagoon():
    folder = paths.library_dir() / "island-clash"
    return rulesets.get("island-clash").resolve(validate_paths([folder], root=folder), "lagoon-crossing")


def test_chosen_factions_give_one_game_for_the_whole_run(drowned):
    spec = RunSpec(factions=("yoruba", "red-coats", "chasseurs"), seed=3)
    table = Table(drowned, spec)
    games = {id(table.game(k)) for k in range(6)}
    assert len(games) == 1 and table.game(0).seat_names() == ["yoruba", "red-coats", "chasseurs"]
    state = play_state(drowned, spec, 4, table)
    assert state.game is table.game(4) and state.seed == derive_seed(3, 4) == spec.seed_of(4)


def test_drawn_factions_give_one_game_per_seating_met(drowned):
    spec = RunSpec(players=3, seed=1)
    table = Table(drowned, spec)
    ruleset = rulesets.of(drowned)
    seatings = [ruleset.seating(drowned, players=3, seed=spec.seed_of(k)) for k in range(12)]
    games = [table.game(k) for k in range(12)]
    assert [tuple(g.seat_names()) for g in games] == seatings
    assert len(table.seated) == len(set(seatings)) < 12  # a seating met again reuses its Game
    for k, seating in enumerate(seatings):
        assert table.game(k) is table.seated[seating]


def test_a_game_played_from_the_runs_table_is_the_game_played_alone(drowned):
    spec = RunSpec(players=3, bots="random", seed=5)
    table = Table(drowned, spec)
    for k in range(3):
        assert play_game(drowned, spec, k, table) == play_game(drowned, spec, k)


def test_a_ruleset_that_does_not_draw_seats_has_one_game(lagoon):
    spec = RunSpec(players=4, seed=2)
    table = Table(lagoon, spec)
    assert rulesets.of(lagoon).seating(lagoon, players=4, seed=1) is None
    assert len({id(table.game(k)) for k in range(5)}) == 1 and not table.seated

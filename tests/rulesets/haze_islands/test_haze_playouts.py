"""Random playouts of every mode and option keep every invariant at every decision, end, and are
deterministic from their seed (a fast default; more seeds with `pytest --long`)."""

from __future__ import annotations

import random

import pytest
from haze_builder import build, with_rules

from engine.bots import RandomBot
from engine.rulesets.haze_islands.game import Game
from engine.rulesets.haze_islands.summary import invariants

MODES = [("competitive", 3), ("competitive", 2), ("friendly", 3), ("friendly", 2), ("solo", 1),
         ("cooperative", 3), ("cooperative", 2)]
#: every decision of a game is at most this many; see docs/rules-haze-islands.md, "Every game ends"
DECISION_BOUND = 20_000


def playout(game, seed: int) -> tuple:
    state = game.new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    while not state.is_terminal():
        problems = invariants(state)
        assert problems == [], (seed, state.stage, problems)
        state.apply_action(bot.step(state))
        assert len(state.decisions) < DECISION_BOUND
    assert invariants(state) == []
    return state


def _games():
    model = build()
    for mode, players in MODES:
        yield Game(model, players=players, mode=mode)
    yield Game(with_rules(model, titan=True), players=3, mode="competitive")
    yield Game(with_rules(model, short_game=True), players=3, mode="competitive")


@pytest.mark.parametrize("game", list(_games()), ids=repr)
def test_random_playouts_keep_the_invariants(game):
    for seed in range(8):
        state = playout(game, seed)
        assert state.result in ("final-round", "doom-defeated", "all-sunk", "sunk")


@pytest.mark.long
@pytest.mark.parametrize("game", list(_games()), ids=repr)
def test_random_playouts_keep_the_invariants_long(game):
    for seed in range(8, 300):
        playout(game, seed)


def test_a_game_is_the_same_from_the_same_seed():
    game = Game(build(), players=3, mode="competitive")
    one, two = playout(game, 11), playout(game, 11)
    assert one.decisions == two.decisions and one.log == two.log and one.to_json() == two.to_json()


def test_a_clone_plays_on_as_the_original_would():
    game = Game(build(), players=3, mode="competitive")
    state = game.new_initial_state(5)
    bot = RandomBot(random.Random(5))
    for _ in range(60):
        state.apply_action(bot.step(state))
    copy = state.clone()
    a, b = RandomBot(random.Random(1)), RandomBot(random.Random(1))
    while not state.is_terminal():
        state.apply_action(a.step(state))
        copy.apply_action(b.step(copy))
    assert copy.is_terminal() and copy.log == state.log and copy.to_json() == state.to_json()


def test_the_copy_table_lists_every_attribute():
    from engine.core.copytable import check_state
    from engine.rulesets.haze_islands.state import State
    state = game_state = Game(build(), players=3).new_initial_state(2)
    assert check_state(State.FIELDS, game_state, State.NOT_COPIED) == []
    assert state.clone().to_json() == state.to_json()


BUNDLED = [("misty-reach", "competitive", 3), ("misty-reach", "friendly", 2), ("misty-reach", "solo", 1),
           ("misty-reach", "cooperative", 3), ("squall-line", "competitive", 3),
           ("shoal-watch", "solo", 1), ("shoal-watch", "cooperative", 2)]


def _bundled(adventure_id: str, mode: str, players: int):
    from engine.content.resolve import load_adventure
    from engine.core import ruleset as rulesets
    model = load_adventure(adventure_id)
    return rulesets.of(model).new_game(model, players=players, mode=mode)


@pytest.mark.parametrize("adventure_id, mode, players", BUNDLED)
def test_random_playouts_of_the_bundled_adventures(adventure_id, mode, players):
    game = _bundled(adventure_id, mode, players)
    for seed in range(4):
        playout(game, seed)


@pytest.mark.long
@pytest.mark.parametrize("adventure_id, mode, players", BUNDLED)
def test_random_playouts_of_the_bundled_adventures_long(adventure_id, mode, players):
    game = _bundled(adventure_id, mode, players)
    for seed in range(4, 200):
        playout(game, seed)

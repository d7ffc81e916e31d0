"""The kit's base State (engine/core/state_base.py): one copy table drives clone, snapshot and the
completeness check; a clone carries its own generator."""

from __future__ import annotations

import random

from engine.bots import RandomBot
from engine.core.copytable import Copy, Field, check_state, listed
from engine.core.state_base import TableState


class Pocket(TableState):
    """A toy state: a shared board, a hand per seat, a pile, a score track, a cache."""

    FIELDS = (Field("board", Copy.SHARED), Field("hands", Copy.LIST_OF_LISTS, "hands"),
              Field("piles", Copy.DICT_OF_LISTS, "piles"), Field("score", Copy.SHARED, "score"),
              Field("log", Copy.LIST, "log", len), Field("seen", Copy.SET, "seen", sorted),
              Field("winners", Copy.SHARED, "winners", listed), Field("_cache", Copy.NONE))

    def __init__(self, seed: int) -> None:
        self._rng, self._rng_state = random.Random(seed), None
        self.board = ("a", "b")
        self.hands = [["x"], ["y", "z"]]
        self.piles = {"draw": [1, 2, 3]}
        self.score = 0
        self.log = ["start"]
        self.seen = {3, 1}
        self.winners = ()
        self._cache = [("cached",)]


def test_the_snapshot_shows_the_keyed_rows_in_table_order():
    state = Pocket(1)
    assert state.snapshot() == {"hands": [["x"], ["y", "z"]], "piles": {"draw": [1, 2, 3]}, "score": 0,
                                "log": 1, "seen": [1, 3], "winners": []}
    assert list(state.snapshot()) == ["hands", "piles", "score", "log", "seen", "winners"]


def test_a_clone_copies_each_row_as_it_says():
    state = Pocket(1)
    copy = state.clone()
    assert type(copy) is Pocket and copy.snapshot() == state.snapshot()
    assert copy.board is state.board and copy._cache is None
    assert copy.hands is not state.hands and copy.hands[1] is not state.hands[1]
    assert copy.piles["draw"] is not state.piles["draw"] and copy.seen is not state.seen
    copy.hands[1].append("w")
    copy.piles["draw"].pop()
    assert state.hands == [["x"], ["y", "z"]] and state.piles == {"draw": [1, 2, 3]}


def test_a_clone_continues_the_generator_without_sharing_it():
    state = Pocket(5)
    copy = state.clone()
    assert copy._rng is None  # built when first drawn from
    assert copy.rng.random() == state.rng.random() == random.Random(5).random()
    handed = random.Random(8)
    assert state.clone(handed).rng.random() == random.Random(8).random() and handed.random() == random.Random(8).random()
    assert state.clone(rng_state=random.Random(2).getstate()).rng.random() == random.Random(2).random()


def test_the_table_check_names_a_missing_row_and_a_stale_one():
    state = Pocket(1)
    assert check_state(Pocket.FIELDS, state, Pocket.NOT_COPIED) == []
    state.forgotten = 3
    del state.score
    assert check_state(Pocket.FIELDS, state, Pocket.NOT_COPIED) == [
        "'forgotten' has no row in the copy table", "'score' is in the copy table but not an attribute"]


def test_island_clash_keeps_every_attribute_in_its_table(lagoon):
    """Island Clash's `State` is a `TableState`: every attribute of a state in play has its row."""
    from engine.rulesets.island_clash.state import State

    state = lagoon_game(lagoon)
    assert isinstance(state, TableState) and check_state(State.FIELDS, state, State.NOT_COPIED) == []
    bot = RandomBot(random.Random(2))
    for _ in range(30):
        state.apply_action(bot.step(state))
    assert check_state(State.FIELDS, state, State.NOT_COPIED) == []
    assert state.clone().to_json() == state.to_json()


def lagoon_game(lagoon):
    from engine.rulesets.island_clash.game import Game
    return Game(lagoon, players=4, seed=2).new_initial_state()

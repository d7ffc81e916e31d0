"""The kit's StagedState on a state of its own: a two-seat race to 3 where each decision adds 1 or 2,
so the glue every queue-driven game shares is proven once, apart from any game."""

from __future__ import annotations

import random

import pytest

from engine.core.copytable import Copy, Field, listed
from engine.core.errors import EngineError
from engine.core.protocols import TERMINAL
from engine.core.staged import StagedState, normalise


class _Game:
    num_players = 2


class Race(StagedState):
    FIELDS = (Field("game", Copy.SHARED), Field("stage", Copy.SHARED), Field("actor", Copy.SHARED),
              Field("_legal", Copy.SHARED), Field("decisions", Copy.LIST, "decisions", listed),
              Field("winners", Copy.SHARED), Field("total", Copy.LIST, "total", listed))

    def __init__(self) -> None:
        self.game, self.stage, self.actor, self._legal = _Game(), "add", 0, None
        self.decisions, self.winners, self.total = [], (), [0, 0]
        self._rng, self._rng_state = random.Random(1), None
        self.asked = 0

    def stage_legal(self) -> list:
        self.asked += 1
        return [("add", 1), ("add", 2)]

    def stage_apply(self, action: tuple) -> None:
        self.total[self.actor] += action[1]
        if self.total[self.actor] >= 3:
            self.stage, self.winners = "over", (self.actor,)
        else:
            self.actor = 1 - self.actor

    def score(self, seat: int) -> int:
        return self.total[seat]


def test_a_staged_state_plays_refuses_and_ends():
    state = Race()
    assert state.legal_actions() == [("add", 1), ("add", 2)] and state.legal_actions() == [("add", 1), ("add", 2)]
    assert state.asked == 1  # listed once per decision
    state.apply_action(["add", 2])  # a list, as JSON hands it
    with pytest.raises(EngineError) as refused:
        state.apply_action(("add", 3))
    assert (refused.value.code, refused.value.message) == ("action/not-legal", "('add', 3) is not a legal action of seat 1 now")
    state.apply_action(("add", 1))
    assert (state.current_player(), state.returns(), state.scores()) == (0, [0.0, 0.0], [2, 1])
    state.apply_action(("add", 1))
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert (state.returns(), state.scores(), state.decisions) == ([1.0, 0.0], [3, 1], [("add", 2), ("add", 1), ("add", 1)])
    with pytest.raises(EngineError) as over:
        state.apply_action(("add", 1))
    assert over.value.code == "game/over"
    assert state.to_json() == {"decisions": [("add", 2), ("add", 1), ("add", 1)], "total": [3, 1]}  # the snapshot


def test_normalise_turns_lists_into_tuples_at_any_depth():
    assert normalise(["cell", [1, -2], ["x", [3]]]) == ("cell", (1, -2), ("x", (3,)))

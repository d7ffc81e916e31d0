"""Random games through the real action phase (ci-actions) keep the state's invariants at every
decision and end, for 1 to 4 players; every listed planning choice can be completed (the phase never
asks a pawn that has no choice, and a finished plan has every group's pawns and earmarked resources)."""

from __future__ import annotations

import random

import ci_actions_kit as k
import pytest

from engine.rulesets.cursed_island.groups import affordable, earmarked, groups, owner_missing
from engine.rulesets.cursed_island.invariants import invariants
from engine.rulesets.cursed_island.planning import next_pawn


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_the_invariants(players):
    game = k.game(players)
    stages = set()
    for seed in range(6):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        for _ in range(4000):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            stages.add(state.stage)
            if state.stage == "plan" and next_pawn(state) is not None:
                assert any(a[0] == "assign" for a in legal)
            if ("commit",) in legal:  # every group of a finished plan has its pawns and resources
                planned = groups(state)
                assert all(len(g.pawns) >= g.need for g in planned)
                assert all(owner_missing(state, g) < 0 for g in planned)  # a personal invention's owner is there
                assert affordable(state, earmarked(planned))
            state.apply_action(rng.choice(legal))
            assert invariants(state) == []
        assert state.is_terminal()
    assert {"plan", "reroll"} <= stages


def test_a_clone_played_on_leaves_the_original_as_it_was():
    import json
    for players in (1, 4):
        state = k.game(players).new_initial_state(2)
        rng = random.Random(2)
        while not state.is_terminal():
            before = (json.dumps(state.to_json(), sort_keys=True, default=str), dict(state.ctx), list(state.todo))
            clone = state.clone()
            other = random.Random(len(state.decisions))
            for _ in range(12):
                if clone.is_terminal():
                    break
                clone.apply_action(other.choice(clone.legal_actions()))
            assert (json.dumps(state.to_json(), sort_keys=True, default=str), state.ctx, state.todo) == before
            state.apply_action(rng.choice(state.legal_actions()))

"""The search bot plays every installed ruleset: a full fixed-seed game of each with a small budget,
searching on `State.determinize` (Island Clash's through the kit's re-deal)."""

from __future__ import annotations

import random

import pytest

from engine.bots.mcts import MCTSBot
from engine.content import paths
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets

LIMIT = 3000  # decisions: a game longer than this is a bug here


@pytest.fixture(scope="module")
def bundled():
    return validate_paths([paths.library_dir()], root=paths.library_dir())


def first_adventure(bundled, ruleset):
    ids = sorted(f.id for f in bundled.library.of_kind("adventure") if f.ruleset == ruleset.id)
    assert ids, f"the bundled library has no adventure of {ruleset.id}"
    return ruleset.resolve(bundled, ids[0])


def play(ruleset, model, seed):
    state = ruleset.new_game(model, players=2, factions=ruleset.seating(model, players=2, seed=seed)).new_initial_state(seed)
    bots = [MCTSBot(random.Random(seed * 7 + s), iterations=3, depth=3) for s in range(2)]
    while not state.is_terminal() and len(state.decisions) < LIMIT:
        state.apply_action(bots[state.current_player()].step(state))
    return state, bots


@pytest.mark.parametrize("ruleset_id", [r.id for r in rulesets.all_rulesets()])
def test_a_full_fixed_seed_game_of_every_installed_ruleset(bundled, ruleset_id):
    ruleset = rulesets.get(ruleset_id)
    model = first_adventure(bundled, ruleset)
    state, bots = play(ruleset, model, seed=5)
    assert state.is_terminal() and ruleset.invariants(state) == []
    assert sorted(state.returns()) in ([0.0, 1.0], [0.5, 0.5], [0.0, 0.0], [1.0, 1.0])
    # a played decision searches at most its budget: less where it reuses the last tree or settles early
    decisions = sum(b.decisions for b in bots)
    assert decisions > 0 and decisions <= sum(b.total_iterations for b in bots) < 3 * decisions
    again, _ = play(ruleset, model, seed=5)
    assert again.decisions == state.decisions and again.returns() == state.returns()


def test_island_clash_searches_on_re_dealt_hands_and_leaves_the_game_alone(bundled):
    clash = rulesets.get("island-clash")
    state = clash.new_game(first_adventure(bundled, clash), players=2).new_initial_state(1)
    before = state.to_json()
    result = MCTSBot(random.Random(2), iterations=12, depth=4).search(state)
    assert state.to_json() == before and state.decisions == []
    assert result.iterations == 12 and sum(m.visits for m in result.moves) == 12 and result.best in state.legal_actions()
    assert MCTSBot(random.Random(2), iterations=12, depth=4).search(state) == result

"""A search scores a cut-off rollout with `Ruleset.evaluate_seats`: every seat's `evaluate` at once.
Isles of Terror works out each seat's worth once there (not once per seat it is weighed against); the
values must be exactly `evaluate`'s, seat by seat, or the search would pick other moves."""

from __future__ import annotations

import random

import pytest

from engine.core import ruleset as rulesets
from engine.sim.content import load_playable


def positions(spec: str, players: int, seed: int, every: int = 7) -> list:
    """Every `every`-th position of a fixed-seed greedy game (its end included)."""
    adventure = load_playable(spec)
    ruleset = rulesets.of(adventure)
    state = ruleset.new_game(adventure, players=players, mode=ruleset.default_mode(adventure)).new_initial_state(seed)
    bots = [ruleset.bot_table()["greedy"](random.Random(seed * 3 + seat)) for seat in range(players)]
    found = []
    while not state.is_terminal():
        if len(state.decisions) % every == 0:
            found.append(state.clone())
        state.apply_action(bots[state.current_player()].step(state))
    return found + [state]


@pytest.mark.parametrize("players", [2, 3])
def test_isles_of_terror_scores_every_seat_as_evaluate_does(players):
    states = positions("drowned-temple", players, seed=4)
    ruleset = rulesets.of(states[0].game.adventure)
    assert len(states) > 20 and states[-1].is_terminal()
    for state in states:
        assert ruleset.evaluate_seats(state) == [ruleset.evaluate(state, seat) for seat in range(players)]
    middle = ruleset.evaluate_seats(states[len(states) // 2])
    assert len(set(middle)) == players  # real leads, not the equal shares of a ruleset that knows nothing


def test_the_default_asks_evaluate_seat_by_seat():
    state = positions("adventures/island-clash/lagoon-crossing.yaml", 2, seed=1, every=5)[3]
    ruleset = rulesets.of(state.game.adventure)
    assert type(ruleset).evaluate_seats is rulesets.Ruleset.evaluate_seats
    assert ruleset.evaluate_seats(state) == [ruleset.evaluate(state, 0), ruleset.evaluate(state, 1)]

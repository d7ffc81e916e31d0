"""The state's hot queries (`occupant`, `controlled_land`, `adjacency`) against the code they replaced,
kept here as the reference, on every area of the positions of fixed-seed games (competitive and
cooperative: terrors haunt areas there)."""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game
from rules_helpers import adventure


def occupant_before(state, area: int, but: int = -1) -> int:
    for p in state.players:
        if p.seat != but and (p.soldiers[area] or p.captains[area] or p.camps[area] or p.ship == area):
            return p.seat
    return -1


def controlled_land_before(state, seat: int) -> list[int]:
    p = state.players[seat]
    is_sea, explored = state.board.is_sea, state.explored
    held = [a for a, s, c, k in zip(range(len(explored)), p.soldiers, p.captains, p.camps)  # noqa: B905
            if (s or c or k) > 0 and explored[a] and not is_sea[a]]
    if state.terrors:
        haunted = {t.area for t in state.terrors}
        held = [a for a in held if a not in haunted]
    return held


def _positions(adventure_id: str, mode: str, players: int, seed: int, every: int = 5):
    state = Game(adventure(adventure_id), players=players, mode=mode, seed=seed).new_initial_state()
    bot = RandomBot(random.Random(seed))
    step = 0
    while not state.is_terminal() and step < 600:
        if step % every == 0:
            yield state
        state.apply_action(bot.step(state))
        step += 1
    yield state


@pytest.mark.parametrize(("adventure_id", "mode", "players"), [
    ("drowned-temple", "competitive", 3), ("first-landing", "competitive", 2), ("drowned-temple", "cooperative", 3)])
def test_the_queries_answer_as_before(adventure_id, mode, players):
    positions = 0
    for seed in range(4):
        for state in _positions(adventure_id, mode, players, seed):
            positions += 1
            for area in range(state.board.size):
                for but in range(-1, state.n):
                    assert state.occupant(area, but) == occupant_before(state, area, but)
                assert state.occupant(area) == occupant_before(state, area)
            for seat in range(state.n):
                assert state.controlled_land(seat) == controlled_land_before(state, seat)
            assert state.adjacency() == state.board.adjacency(state.rivers)
    assert positions > 60

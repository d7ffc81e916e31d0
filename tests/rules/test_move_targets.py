"""The targets of a move action from one search over all sources equal one search per source (issue 12).

`ways.feasible_targets` once ran `reach` (one breadth-first search per area holding the seat's
characters) and took for every area the fewest steps from a source other than the area itself.
`ways.steps_from_another_source` finds the same in one search that carries each area's two nearest
sources, and stops at the steps the rations pay for (both ask `passage` since session 6:
test_move_ways.py). The old functions are kept here as the reference, and the new ones must say exactly what
they said on every state of fixed-seed games of every bundled adventure in every mode (terrors,
allies and crowds included), for every seat and several rations, and on randomly laid out boards.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game, terrors
from engine.rulesets.isles_of_terror.board import CHARACTERS_PER_AREA
from engine.rulesets.isles_of_terror.ways import feasible_targets, reach, step_cost, swamp_areas
from rules_helpers import ADVENTURES, adventure, new_state

MODES = [(a, mode, players) for a in ADVENTURES for mode, players in (("competitive", 3), ("cooperative", 3), ("solo", 1))
         if mode in adventure(a).modes]


# -- the reference: the functions as they were before one search served all sources -----------------
def old_reach(state, seat: int, left: tuple = ()) -> dict[int, tuple[dict, dict]]:
    adjacency = state.adjacency()
    p = state.players[seat]
    size = state.board.size
    explored = state.explored
    limit = CHARACTERS_PER_AREA
    passable = [chars < limit and ((explored[a] and (chars or camps > 0)) or p.ship == a)
                for a, chars, camps in zip(range(size), map(int.__add__, p.soldiers, p.captains), p.camps, strict=True)]
    for a in left:
        passable[a] = True
    if state.game.mode != "competitive":
        is_sea = state.board.is_sea
        for a in range(size):
            passable[a] = (passable[a] or (not is_sea[a] and state.allied(a, seat))) and state.crowd(seat, a) < limit
    swamps = swamp_areas(state)
    out = {}
    held = terrors.blocked(state) if state.terrors else ()
    for a in held:
        passable[a] = False
    for source in [a for a in range(size) if p.soldiers[a] or p.captains[a]]:
        if source in held:
            continue
        dist = {source: 0}
        swampy = {source: False}
        frontier = [source]
        d = 0
        while frontier:
            d += 1
            nxt = []
            for y in frontier:
                if y != source and not passable[y]:
                    continue
                leaves = swampy[y] or y in swamps
                for z in adjacency[y]:
                    known = dist.get(z)
                    if known is None:
                        dist[z] = d
                        swampy[z] = leaves
                        nxt.append(z)
                    elif known == d and not leaves and swampy[z]:
                        swampy[z] = False
            frontier = nxt
        out[source] = (dist, swampy)
    return out


def old_others_present(state, seat: int) -> list[bool]:
    lists = []
    for p in state.players:
        if p.seat != seat:
            lists += (p.soldiers, p.captains, p.camps)
    present = list(map(any, zip(*lists, strict=True))) if lists else [False] * state.board.size
    for p in state.players:
        if p.seat != seat and p.ship >= 0:
            present[p.ship] = True
    return present


def old_feasible_targets(state, seat: int) -> list[int]:
    p = state.players[seat]
    paths = old_reach(state, seat)
    if not paths and not state.terrors:
        return []
    best: dict[int, int] = {}
    for source, (dist, _) in paths.items():
        for area, d in dist.items():
            if area != source and d < best.get(area, 99):
                best[area] = d
    cost = step_cost(state, seat)
    out = []
    present = old_others_present(state, seat)
    explored = state.explored
    is_sea = state.board.is_sea
    soldiers, captains, ship, rations = p.soldiers, p.captains, p.ship, p.rations
    team = state.game.mode != "competitive"
    for area in range(state.board.size):
        if is_sea[area]:
            if ship != area:
                continue
        elif not explored[area]:
            if present[area]:
                continue
            if soldiers[area] + captains[area]:
                out.append(area)
                continue
        here = state.crowd(seat, area) if team else soldiers[area] + captains[area]
        if state.terrors and soldiers[area] + captains[area] and terrors.at(state, area) >= 0:
            out.append(area)
            continue
        if here >= CHARACTERS_PER_AREA or area not in best or best[area] * cost > rations:
            continue
        out.append(area)
    return out


# -- the comparison --------------------------------------------------------------------------------
def _left(state, seat: int) -> tuple:
    """The areas the current movement of `seat` has left empty (passable until it is over)."""
    for frame in reversed(state.stack):
        if frame.kind == "movement" and frame.player == seat:
            return frame.d["left"]
    return ()


def _compare(state, seen) -> None:
    for seat in range(state.n):
        p = state.players[seat]
        rations = p.rations
        for p.rations in {rations, 0, 1, 3, 40}:  # the search stops at the steps the rations pay for
            targets = feasible_targets(state, seat)
            assert targets == old_feasible_targets(state, seat)
            seen["targets"] += len(targets)
        p.rations = rations
        left = _left(state, seat)
        assert reach(state, seat, left) == old_reach(state, seat, left)
        sources = sum(1 for a in range(state.board.size) if p.characters(a))
        seen["several sources"] += sources > 1
        seen["held"] += bool(state.terrors and terrors.blocked(state))


@pytest.mark.parametrize("adventure_id,mode,players", MODES)
def test_the_targets_equal_one_search_per_source_in_every_state_of_fixed_seed_games(adventure_id, mode, players):
    seen = {"targets": 0, "several sources": 0, "held": 0}
    for seed in range(4):
        state = Game(adventure(adventure_id), players=players, mode=mode, seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        while not state.is_terminal():
            _compare(state, seen)
            state.apply_action(bot.step(state))
        _compare(state, seen)
    assert seen["targets"] > 1000 and seen["several sources"] > 0
    if mode != "competitive":  # terrors are in play
        assert seen["held"] > 0


# -- boards laid out at random: many sources, full areas, allies, terrors, free movement -----------
@st.composite
def boards(draw):
    mode = draw(st.sampled_from(["competitive", "cooperative"]))
    state = new_state(seed=draw(st.integers(0, 3)), mode=mode)
    size = state.board.size
    areas = st.integers(0, size - 1)
    for p in state.players:
        p.soldiers[:] = [0] * size
        p.captains[:] = [0] * size
        p.camps[:] = [0] * size
        for area in draw(st.lists(areas, max_size=12)):
            p.soldiers[area] += 1
        for area in draw(st.lists(areas, max_size=3)):
            p.captains[area] += 1
        for area in draw(st.lists(areas, max_size=3)):
            p.camps[area] = 1
        p.rations = draw(st.integers(0, 8))
    for area in range(size):
        state.explored[area] = draw(st.booleans()) or state.board.is_sea[area]
    for t, area in zip(state.terrors, draw(st.lists(st.one_of(st.none(), areas), max_size=len(state.terrors))),
                       strict=False):
        t.area = area
    for seat in range(state.n):
        if draw(st.booleans()):
            state.mods.append(("game", "move", seat, -1, None))  # free movement: no step costs a ration
    return state, draw(st.lists(areas, max_size=3, unique=True))


@settings(max_examples=150, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(boards())
def test_the_targets_equal_one_search_per_source_on_boards_laid_out_at_random(board):
    state, left = board
    for seat in range(state.n):
        assert feasible_targets(state, seat) == old_feasible_targets(state, seat)
        assert reach(state, seat, tuple(left)) == old_reach(state, seat, tuple(left))

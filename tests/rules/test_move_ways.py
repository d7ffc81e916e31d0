"""The searches of a movement from lists by area equal the searches asked area by area (issue 12).

Session 6 gave the searches of `move` their passability in one pass over the map (`ways.passage`,
which also lists the areas holding the seat's characters, the sources) instead of a `crossable` call
per area expanded, kept their state in lists by area instead of dicts, and gave the callers that
want the way to one area (`MoveFigure`, the greedy bot's `_place` through `reach(..., target=)`)
`ways.ways_to`. The functions as they were before are kept here as the reference: on every state
of fixed-seed games of every bundled adventure in every mode (terrors, allies and crowds included),
for every seat, `passage` says what `crossable` says of every area, `ways_to` and
`reach(..., target=)` what the whole search said of the target, `feasible_targets`,
`MoveFigure.legal` and `position` what they said.
"""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game, terrors
from engine.rulesets.isles_of_terror.board import CHARACTERS_PER_AREA
from engine.rulesets.isles_of_terror.greedy import GreedyBot
from engine.rulesets.isles_of_terror.greedy_coop import TeamGreedyBot
from engine.rulesets.isles_of_terror.move import MoveFigure, position
from engine.rulesets.isles_of_terror.ways import (crossable, feasible_targets, passage, reach, step_cost, swamp_areas,
                                                  swamp_list, ways_to)
from rules_helpers import ADVENTURES, adventure

MODES = [(a, mode, players) for a in ADVENTURES for mode, players in (("competitive", 3), ("cooperative", 3), ("solo", 1))
         if mode in adventure(a).modes]


# -- the reference: the functions as they were before session 6 -----------------------------------
def old_reach(state, seat: int, left: tuple = (), sources=None, target: int | None = None) -> dict:
    adjacency = state.adjacency()
    swamps = swamp_areas(state)
    held = terrors.blocked(state) if state.terrors else ()
    passable: dict[int, bool] = {}
    out = {}
    if sources is None:
        p = state.players[seat]
        sources = [a for a in range(state.board.size) if p.soldiers[a] or p.captains[a]]
    for source in sources:
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
                if y != source:
                    ok = passable.get(y)
                    if ok is None:
                        ok = passable[y] = crossable(state, seat, y, left, held)
                    if not ok:
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
            if target in dist:
                break
            frontier = nxt
        out[source] = (dist, swampy)
    return out


def old_steps_from_another_source(state, seat: int, sources: list[int], held, most: int | None) -> dict[int, int]:
    adjacency = state.adjacency()
    nearest = {s: s for s in sources if s not in held}
    full = set()
    best: dict[int, int] = {}
    passable: dict[int, bool] = {}
    frontier = [(s, s) for s in nearest]
    d = 0
    while frontier and (most is None or d < most):
        d += 1
        nxt = []
        for y, source in frontier:
            if y != source:
                ok = passable.get(y)
                if ok is None:
                    ok = passable[y] = crossable(state, seat, y, (), held)
                if not ok:
                    continue
            for z in adjacency[y]:
                first = nearest.get(z)
                if first is None:
                    nearest[z] = source
                    best[z] = d
                elif first == source or z in full:
                    continue
                else:
                    full.add(z)
                    if first == z:
                        best[z] = d
                nxt.append((z, source))
        frontier = nxt
    return best


def old_feasible_targets(state, seat: int) -> list[int]:
    p = state.players[seat]
    sources = [a for a in range(state.board.size) if p.soldiers[a] or p.captains[a]]
    if not sources:
        return []
    cost = step_cost(state, seat)
    held = terrors.blocked(state) if state.terrors else ()
    best = old_steps_from_another_source(state, seat, sources, held, p.rations // cost if cost else None)
    out = []
    explored = state.explored
    is_sea = state.board.is_sea
    soldiers, captains, ship = p.soldiers, p.captains, p.ship
    team = state.game.mode != "competitive"
    for area in sorted(best.keys() | set(sources)):
        if is_sea[area]:
            if ship != area:
                continue
        elif not explored[area]:
            if state.occupant(area, but=seat) >= 0:
                continue
            if soldiers[area] + captains[area]:
                out.append(area)
                continue
        if held and soldiers[area] + captains[area] and area in held:
            out.append(area)
            continue
        here = state.crowd(seat, area) if team else soldiers[area] + captains[area]
        if here < CHARACTERS_PER_AREA and area in best:
            out.append(area)
    return out


def old_figure_legal(state, frame) -> list:
    move = state.stack[-2].d if state.stack[-2].kind == "movement" else None
    seat = frame.player
    p = state.players[seat]
    target = move["area"]
    out = []
    if state.crowd(seat, target) < CHARACTERS_PER_AREA and move["moved"] < CHARACTERS_PER_AREA:
        coords = state.board.coords
        if move["mode"] == "land":
            src = move["src"]
            if p.soldiers[src]:
                out.append(("place", "soldier"))
            if p.captains[src]:
                out.append(("place", "captain"))
        else:
            cost = max(0, 1 + sum(m[3] for m in state.mods if m[1] == "move" and m[2] == seat))
            for source, (dist, swampy) in old_reach(state, seat, move["left"], target=target).items():
                d = dist.get(target)
                if source == target or d is None:
                    continue
                price = d * cost + (1 if swampy[target] and not move["swamp"] else 0)
                if price <= p.rations:
                    if p.soldiers[source]:
                        out.append(("move_from", coords[source], "soldier"))
                    if p.captains[source]:
                        out.append(("move_from", coords[source], "captain"))
    out.append(("done",))
    return out


def old_position(state) -> tuple:
    figures = tuple((tuple(p.soldiers), tuple(p.captains), tuple(p.camps), p.gold, p.rations, p.vp,
                     p.active.id if p.active else "", len(p.hand)) for p in state.players)
    tiles = tuple(None if t is None else (t.kind, t.value, getattr(t.card, 'id', None)) for t in state.tile)
    return figures, tuple(state.explored), tiles, tuple(state.token), len(state.mods)


# -- the comparison --------------------------------------------------------------------------------
def _left(state, seat: int) -> tuple:
    """The areas the current movement of `seat` has left empty (passable until it is over)."""
    for frame in reversed(state.stack):
        if frame.kind == "movement" and frame.player == seat:
            return frame.d["left"]
    return ()


def _compare(state, turn: int, seen: dict) -> None:
    size = state.board.size
    held = terrors.blocked(state) if state.terrors else ()
    for seat in range(state.n):
        left = _left(state, seat)
        p = state.players[seat]
        for way_left in {(), left}:
            passable, sources = passage(state, seat, way_left, held)
            assert passable == [bool(crossable(state, seat, a, way_left, held)) for a in range(size)]
            assert sources == [a for a in range(size) if p.soldiers[a] or p.captains[a]]
        assert feasible_targets(state, seat) == old_feasible_targets(state, seat)
        whole = old_reach(state, seat, left)
        sources = sorted(whole)
        for target in range(turn % 4, size, 4):  # a quarter of the areas at each state, all of them in turn
            ways = ways_to(state, seat, target, left)
            assert ways == {s: (dist[target], swampy[target]) for s, (dist, swampy) in whole.items() if target in dist}
            assert ways_to(state, seat, target, left, sources[::2]) == {s: w for s, w in ways.items() if s in sources[::2]}
            narrow = reach(state, seat, left, target=target)
            assert list(narrow) == sources
            for source, (dist, swampy) in narrow.items():
                assert dist.get(target) == whole[source][0].get(target)
                assert swampy.get(target) == whole[source][1].get(target)
            seen["ways"] += len(ways)
    frame = state.stack[-1] if state.stack else None
    if frame is not None and frame.kind == "move_figure" and not state.is_terminal():
        assert MoveFigure().legal(state, frame) == old_figure_legal(state, frame)
        seen["figures"] += 1
    assert position(state) == old_position(state)
    swamps = swamp_areas(state)
    assert swamp_list(state, size) == [a in swamps for a in range(size)]


def _bots(mode: str, players: int, seed: int) -> list:
    """Random bots, and greedy ones (they move much more) in the last game."""
    if seed < 3:
        return [RandomBot(random.Random(seed))] * players
    greedy = GreedyBot if mode == "competitive" else TeamGreedyBot
    return [greedy(random.Random(seed * 10 + seat)) for seat in range(players)]


@pytest.mark.parametrize("seeds", [pytest.param((0, 3), id="random-and-greedy"),
                                   pytest.param((0, 1, 2, 3), id="all-four", marks=pytest.mark.long)])
@pytest.mark.parametrize("adventure_id,mode,players", MODES)
def test_the_ways_equal_the_searches_asked_area_by_area_in_every_state_of_fixed_seed_games(adventure_id, mode, players,
                                                                                           seeds):
    """A random game and a greedy one by default (the greedy bots move the most, and the counts below need
    one); with --long, the four games it always played (three random, one greedy)."""
    seen = {"ways": 0, "figures": 0}
    for seed in seeds:
        state = Game(adventure(adventure_id), players=players, mode=mode, seed=seed).new_initial_state()
        bots = _bots(mode, players, seed)
        turn = 0
        while not state.is_terminal():
            _compare(state, turn, seen)
            state.apply_action(bots[state.current_player()].step(state))
            turn += 1
        _compare(state, turn, seen)
    assert seen["ways"] > (100 if players == 1 else 1000) and seen["figures"] > 10  # solo games are short

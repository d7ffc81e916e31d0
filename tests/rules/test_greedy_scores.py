"""The greedy bot's heuristic and direct estimates are what they were before they became module
functions with C-typed loops (greedy.pxd): the reference functions below are the bot's methods as
they were (`evaluate`, `action_values`, the target and placing estimates), and every score on every
decision of fixed-seed greedy games must agree with them to the last bit."""

from __future__ import annotations

import random
from itertools import compress
from operator import add

import pytest

from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror import greedy
from engine.rulesets.isles_of_terror.actions import can_land, production
from engine.rulesets.isles_of_terror.board import CHARACTERS_PER_AREA
from engine.rulesets.isles_of_terror.choices import room
from engine.rulesets.isles_of_terror.greedy import GreedyBot
from engine.rulesets.isles_of_terror.ways import reach, step_cost
from rules_helpers import adventure
from test_greedy_estimates import reference_target_gain


def reference_board_terms(size, soldiers, captains, camps, is_sea, explored, tiles, adjacency, rivals):
    areas = symbols = exposed = 0
    for a in range(size):
        mine = soldiers[a] + captains[a]
        if not (mine or camps[a]) or is_sea[a] or not explored[a]:
            continue
        areas += 1
        if tiles[a] is not None:
            symbols += len(tiles[a].resources)
        threat = 0
        for b in adjacency[a]:
            for their_soldiers, their_captains in rivals:
                threat = max(threat, their_soldiers[b] + their_captains[b])
        if threat > mine:
            exposed += threat - mine
    return areas, symbols, exposed


def reference_evaluate(bot, state, seat) -> float:
    w = bot.w
    p = state.players[seat]
    board = state.board
    value = w["vp"] * p.vp
    value += w["progress"] * sum(p.progress.values())
    value += w["mission"] * p.mission_pos + w["success"] * p.success
    value += bot.res(p.gold) + bot.res(p.rations) + w["sea_resource"] * (p.sea_gold + p.sea_rations)
    value += w["card"] * len(p.hand) + w["kept"] * len(p.kept)
    value += w["sea_figure"] * (p.sea_soldiers + p.sea_captains)
    soldiers, captains, camps = p.soldiers, p.captains, p.camps
    value += w["soldier"] * sum(soldiers) + w["captain"] * sum(captains) + w["camp"] * sum(camps)
    rivals = [(q.soldiers, q.captains) for q in state.players if q.seat != seat] if w["threat"] else ()
    areas, symbols, exposed = reference_board_terms(board.size, soldiers, captains, camps, board.is_sea,
                                                    state.explored, state.tile, state.adjacency(), rivals)
    value += w["area"] * areas + w["area_resource"] * symbols - w["threat"] * exposed
    return value


def reference_action_values(bot, state, seat) -> dict[str, float]:
    """`GreedyBot.action_values` as it was (without its cache)."""
    w = bot.w
    p = state.players[seat]
    board = state.board
    out = {}
    held = state.controlled_land(seat)
    gold, rations, choice = production(state, seat, held)
    space = sum([room(state, seat, a) for a in held])
    if p.ship >= 0:
        space += room(state, seat, p.ship)
    g, r = p.gold + gold, p.rations + rations
    for _ in range(choice):
        if g <= r:
            g += 1
        else:
            r += 1
    out["produce"] = bot.res(g) - bot.res(p.gold) + bot.res(r) - bot.res(p.rations)
    out["supply"] = 2 * w["sea_resource"]
    n = min(space, p.gold, p.pool_soldiers)
    out["recruit"] = n * w["soldier"] - (bot.res(p.gold) - bot.res(p.gold - n)) if n > 0 else 0.0
    land = w["sea_resource"] * 0.1 * (p.sea_gold + p.sea_rations)
    land += (w["soldier"] - w["sea_figure"]) * (p.sea_soldiers + p.sea_captains)
    aboard = (p.characters(p.ship) if p.ship >= 0 else p.sea_soldiers + p.sea_captains)
    hires = min(CHARACTERS_PER_AREA - aboard, p.gold + p.sea_gold, p.pool_soldiers)
    if hires > 0:
        land += hires * w["soldier"] - (bot.res(p.gold + p.sea_gold) - bot.res(p.gold + p.sea_gold - hires))
    if (aboard + max(hires, 0)) and can_land(state, seat):
        land += 0.5 * w["explore"] * bot.target_gain_prior(state, min(CHARACTERS_PER_AREA, aboard + max(hires, 0)))
    out["land"] = land
    best = 0.0
    if p.rations:
        adjacency = state.adjacency()
        is_sea, explored = board.is_sea, state.explored
        characters = list(map(add, p.soldiers, p.captains))
        have = p.rations
        spent = bot.res(have)
        next_to_mine = set()
        for a in compress(range(len(characters)), characters):
            next_to_mine.update(adjacency[a])
        for area in next_to_mine:
            if is_sea[area] or explored[area] and state.occupant(area, seat) < 0:
                continue
            there = characters[area]
            near = min(CHARACTERS_PER_AREA, there + sum([characters[b] for b in adjacency[area]]))
            moving = min(near - there, have)
            gain = reference_target_gain(bot, state, seat, area, there + moving, 0) - spent + bot.res(have - moving)
            if gain > best:
                best = gain
    out["move"] = best
    return out


def reference_targets(bot, state, seat, frame, actions):
    p = state.players[seat]
    soldiers_at, captains_at = p.soldiers, p.captains
    adjacency = state.adjacency()
    landing = frame.kind == "land_target"
    if landing:
        aboard = soldiers_at[frame.d["sea"]], captains_at[frame.d["sea"]]
    have = bot.res(p.rations)
    out = []
    for a in actions:
        if a[0] != "target":
            out.append(0.0)
            continue
        area = state.board.index[a[1]]
        if landing:
            soldiers, captains = aboard
        else:
            soldiers = soldiers_at[area] + sum([soldiers_at[b] for b in adjacency[area]])
            captains = captains_at[area] + sum([captains_at[b] for b in adjacency[area]])
        here = soldiers_at[area] + captains_at[area]
        space = CHARACTERS_PER_AREA - here if state.explored[area] else CHARACTERS_PER_AREA
        captains = min(captains, space)
        soldiers = min(soldiers, space - captains)
        cost = 0.0
        if frame.kind == "move_target":
            cost = have - bot.res(max(0, p.rations - max(0, soldiers + captains - here)))
        out.append(reference_target_gain(bot, state, seat, area, soldiers, captains) - cost)
    return out


def reference_land_sea(bot, state, seat, frame, actions):
    p = state.players[seat]
    aboard = p.characters(p.ship) if p.ship >= 0 else p.sea_soldiers + p.sea_captains
    characters = min(CHARACTERS_PER_AREA, aboard + max(0, min(p.gold + p.sea_gold, p.pool_soldiers)))
    if not characters:
        return None
    out = []
    for a in actions:
        best = 0.0
        for area in state.adjacency()[state.board.index[a[1]]]:
            if state.board.is_sea[area]:
                continue
            gain = reference_target_gain(bot, state, seat, area, characters, 0) if not state.explored[area] \
                or state.occupant(area, seat) >= 0 else 0.0
            best = max(best, gain)
        out.append(best)
    return out


def reference_place(bot, state, seat, frame, actions):
    move = state.stack[-2]
    if move.kind != "movement":
        return None
    p = state.players[seat]
    area = move.d["area"]
    s, c = p.soldiers[area], p.captains[area]
    now = reference_target_gain(bot, state, seat, area, s, c)
    index = state.board.index
    paths = None
    out = []
    for a in actions:
        if a[0] == "done":
            out.append(0.0)
            continue
        kind = a[-1]
        gain = reference_target_gain(bot, state, seat, area, s + (kind == "soldier"), c + (kind == "captain")) - now
        if a[0] == "move_from":
            if paths is None:
                paths = reach(state, seat, move.d["left"],
                              sorted({index[b[1]] for b in actions if b[0] == "move_from"}), target=area)
            source = index[a[1]]
            dist, swampy = paths[source]
            price = dist[area] * step_cost(state, seat) + (1 if swampy[area] and not move.d["swamp"] else 0)
            gain -= bot.res(p.rations) - bot.res(max(0, p.rations - price))
            if p.characters(source) + p.camps[source] == 1 and state.explored[source] \
                    and not state.board.is_sea[source]:
                tile = state.tile[source]
                gain -= bot.w["area"] + bot.w["area_resource"] * (len(tile.resources) if tile is not None else 0)
        elif a[0] != "place":
            return None
        out.append(gain)
    return out


REFERENCE_HANDLERS = {"move_target": reference_targets, "land_target": reference_targets,
                      "land_sea": reference_land_sea, "move_figure": reference_place}


def same(got, want) -> bool:
    if got is None or want is None:
        return got is want
    return [x.hex() for x in got] == [x.hex() for x in want]


@pytest.mark.parametrize("adventure_id,seed", [("drowned-temple", 3), ("drowned-temple", 11), ("ember-crown", 4),
                                               ("first-landing", 5)])
def test_every_score_of_fixed_seed_games_equals_the_reference(adventure_id, seed):
    state = Game(adventure(adventure_id), players=3, seed=seed).new_initial_state()
    bots = [GreedyBot(random.Random(seed * 10 + seat)) for seat in range(3)]
    checked = {"evaluate": 0, "action_values": 0, "handlers": 0}
    while not state.is_terminal():
        seat = state.current_player()
        bot = bots[seat]
        for s in range(3):
            assert bot.evaluate(state, s).hex() == reference_evaluate(bot, state, s).hex()
        checked["evaluate"] += 1
        frame = state.stack[-1]
        if frame.kind in ("field", "act"):
            bot._values_state = None  # computed afresh, as at the decision's first look
            got = bot.action_values(state, seat)
            want = reference_action_values(bot, state, seat)
            assert {k: v.hex() for k, v in got.items()} == {k: v.hex() for k, v in want.items()}
            checked["action_values"] += 1
        reference = REFERENCE_HANDLERS.get(frame.kind)
        if reference is not None:
            actions = [a for a in state.legal_actions() if a[0] not in greedy._FREE]
            assert same(greedy._DIRECT[frame.kind](bot, state, seat, frame, actions),
                        reference(bot, state, seat, frame, actions)), frame.kind
            checked["handlers"] += 1
        state.apply_action(bot.step(state))
    assert min(checked.values()) > 20, checked

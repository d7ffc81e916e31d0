"""The night phase.

0. The heals cards and tokens gave during the day are played (effects.heal kept them for the night).
1. Eat: 1 food per living castaway (Friday and the dog do not eat), rotting food first. When food is
   short the team says who goes without, one ("hungry", person) at a time: 2 wounds each.
2. The camp may move to an adjacent explored, accessible tile: ("camp", space), or stay ("camp", "").
   With a built shelter the roof and palisade are halved (rounded down); without one, a roof or
   palisade built on a natural-shelter tile is lost (both to 0). The night's powers are offered here.
   The shortcut's item turns back (its token discarded); +1 tokens of the old camp move along when the
   team says so: ("camp", space, "carry") (shortcut.py).
3. Without a built shelter and off a natural-shelter tile, each castaway takes 1 wound (open air).
4. Food rots (the available "food"; "preserved" keeps) unless a `keep_food` passive keeps it.
   A castaway spending the night outside the camp (outside.py) eats apart at 1., sleeps apart at 3.
   and puts his supply with the team's after 4.
5. Skill marks are cleared, this round's modifiers end, the first player passes clockwise (solo:
   always the one player).
"""

from __future__ import annotations

from . import itemloss, outside, passives, shortcut, wounds
from .powers import offers
from .queue import ask, push
from .tell import event

KEPT_MODS = ("skip_production", "extra_pawns")  # for the next round's production and planning


def step_night(state, step) -> None:
    state.phase = "night"
    splits = []
    for kept, count, card in state.mods.pop("night_heals", ()):  # the day's card heals (effects.heal)
        if kept == ("chosen",):
            splits += [("heal-one", card)] * count
        else:
            for person in kept:
                wounds.heal(state, person, count, card)
    if splits:
        push(state, *splits)
    outside.eat(state)  # a castaway outside the camp eats his own food (outside.py)
    eaters = outside.home(state, wounds.persons(state, None, "all"))
    have = wounds.held(state, "food")
    wounds.take(state, "food", min(have, len(eaters)))
    short = len(eaters) - have
    event(state, "eat", -1, eaters=len(eaters), food=min(have, len(eaters)), short=max(0, short))
    if short > 0:
        push(state, *[("hungry",) for _ in range(short)])


def step_hungry(state, step) -> None:
    if legal_hungry(state):
        ask(state, "hungry")


def legal_hungry(state) -> list:
    fed_out = state.ctx.get("unfed", ())
    return [("hungry", i) for i in outside.home(state, wounds.persons(state, None, "all")) if i not in fed_out]


def apply_hungry(state, action) -> None:
    person = action[1]
    state.ctx["unfed"] = (*state.ctx.get("unfed", ()), person)
    wounds.demand(state, [person], 2, "hungry")


def step_camp(state, step) -> None:
    state.phase = "night"
    state.ctx.pop("unfed", None)
    ask(state, "camp")


def camp_moves(state) -> list[str]:
    game = state.game
    return [s for s in game.neighbours[state.camp] if s in state.tiles and s not in state.inaccessible]


def legal_camp(state) -> list:
    carry = shortcut.carried(state)  # +1 tokens on the camp's tile: take them along or leave them
    moves = [("camp", s, *extra) for s in camp_moves(state) for extra in (((), ("carry",)) if carry else ((),))]
    return [("camp", ""), *moves, *offers(state, "night")]


def apply_camp(state, action) -> None:
    space = action[1]
    if not space:
        return
    old = state.camp
    levels = state.levels
    if state.shelter:
        levels["roof"] //= 2
        levels["palisade"] //= 2
    elif levels["roof"] or levels["palisade"]:
        levels["roof"] = levels["palisade"] = 0
    event(state, "camp", -1, frm=state.camp, to=space, roof=levels["roof"], palisade=levels["palisade"])
    state.camp = space
    for iid in shortcut.holders(state):  # the shortcut is discarded, its item turned back
        itemloss.turn_back(state, iid)
    if action[2:] == ("carry",):
        shortcut.carry(state, old, space)


def step_night_end(state, step) -> None:
    game = state.game
    if not state.shelter and not game.tiles[state.tiles[state.camp]].shelter:
        everyone = outside.home(state, wounds.persons(state, None, "all"))
        event(state, "open-air", -1, persons=everyone)
        for person in everyone:
            wounds.wound(state, person, 1, "open-air")
    if state.available["food"] and not passives.has(state, "keep_food"):
        event(state, "rot", -1, food=state.available["food"])
        state.available["food"] = 0
    outside.sleep(state)  # outside the camp: his own open air; his supply joins the team's
    for p in state.people:
        p.used = frozenset()
    state.mods = {k: v for k, v in state.mods.items() if k in KEPT_MODS}
    state.uses = state.uses.end("night")
    state.ctx.pop("shuffled", None)  # which cards went into the event deck: no card is being resolved now
    if game.num_players > 1:
        state.first = (state.first + 1) % game.num_players
        event(state, "first", state.first)


STEPS = {"night": step_night, "hungry": step_hungry, "night-camp": step_camp, "night-end": step_night_end}
STAGES = {"hungry": (legal_hungry, apply_hungry), "camp": (legal_camp, apply_camp)}

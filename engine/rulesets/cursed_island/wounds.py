"""Wounds, healing, Determination and the shared tracks: the one place a person's life moves.

Unfulfilled demand (the rulebook's general rule) is ONE primitive, `demand(state, persons, lacking)`:
each of the persons takes a wound per unit that could not be paid. Every shortfall of the game goes
through it: a discard of resources (`pay`), of Determination (`determination`), a level that cannot go
down (`level`), the weather, a beast stronger than the weapon, an unfed castaway (2 each).

A wound moves the person's life track (`engine.core.track.Track`, game.life); each morale mark it
passes lowers morale by 1 (healing back over a mark changes nothing). A castaway on the last space
dies: the game is lost at once (`state.loss`, flow.run ends it). Friday's death only takes him out
of play; the dog takes no wounds. "Who" an effect hits: "actor" (the person acting, the first player
outside actions), "first", "all" (every living castaway: helpers are never "all").
"""

from __future__ import annotations

from engine.core.track import Track

from .tell import event

MORALE = Track("morale", -3, 3)

FOOD_ORDER = ("food", "preserved")  # food that rots is eaten and discarded before food that keeps


def persons(state, ctx, who) -> list[int]:
    """The person indices `who` names (see the module docstring)."""
    if who in (None, "", "actor"):
        person = getattr(ctx, "person", None)
        return [state.first if person is None or person < 0 else person]
    if who == "first":
        return [state.first]
    if who == "all":
        return [i for i, p in enumerate(state.people) if p.seat >= 0 and p.alive]
    if isinstance(who, int):
        return [who]
    return [state.first]


def wound(state, person: int, count: int = 1, reason: str = "") -> None:
    if count <= 0:
        return
    p = state.people[person]
    game = state.game
    character = game.characters[p.character]
    if not p.alive or character.helper == "dog":
        return
    move = game.life[p.character].move(p.wounds, count)
    p.wounds = move.end
    event(state, "wound", p.seat, person=person, count=count, wounds=p.wounds, reason=reason)
    if p.seat >= 0:
        for _ in move.marks:
            morale(state, -1, reason="wounds")
    if p.wounds >= character.life:
        p.alive = False
        event(state, "death", p.seat, person=person, character=p.character)
        if p.seat >= 0 and state.loss is None:
            state.loss = (f"death:{p.character}", state.round)


def heal(state, person: int, count: int = 1, reason: str = "") -> int:
    """Heal up to `count` wounds; returns how many were healed."""
    p = state.people[person]
    if not p.alive or count <= 0 or p.wounds == 0:
        return 0
    healed = min(count, p.wounds)
    p.wounds -= healed
    event(state, "heal", p.seat, person=person, count=healed, wounds=p.wounds, reason=reason)
    return healed


def demand(state, who: list[int], lacking: int, reason: str = "") -> None:
    """Unfulfilled demand: each person of `who` takes `lacking` wounds."""
    if lacking <= 0:
        return
    event(state, "unfulfilled", -1, persons=list(who), lacking=lacking, reason=reason)
    for person in who:
        wound(state, person, lacking, reason)


def take(state, resource: str, amount: int) -> int:
    """Discard up to `amount` of `resource` from the available resources ("food" takes rotting food
    first, then food that keeps); returns how many could not be discarded."""
    kinds = FOOD_ORDER if resource == "food" else (resource,)
    left = amount
    for kind in kinds:
        used = min(left, state.available.get(kind, 0))
        state.available[kind] -= used
        left -= used
    return left


def held(state, resource: str) -> int:
    if resource == "food":
        return state.available["food"] + state.available["preserved"]
    return state.available.get(resource, 0)


def pay(state, costs: dict, who: list[int], reason: str = "") -> None:
    """Discard `costs` (resource -> amount); what is missing is an unfulfilled demand of `who`."""
    lacking = 0
    for resource, amount in costs.items():
        if amount > 0:
            lacking += take(state, resource, amount)
    if any(costs.values()):
        event(state, "discard", -1, **{k: v for k, v in costs.items() if v}, lacking=lacking, reason=reason)
    demand(state, who, lacking, reason)


def gain(state, resources: dict, reason: str = "", future: bool | None = None) -> None:
    """Resources to the team: future resources during the action phase (`future` None), else
    available at once; `future` says it outright (a power's gain is available at once)."""
    if future is None:
        future = state.phase == "action"
    where = state.future if future else state.available
    for resource, amount in resources.items():
        if amount:
            where[resource] = where.get(resource, 0) + amount
    if any(resources.values()):
        event(state, "gain", -1, **{k: v for k, v in resources.items() if v},
              future=future, reason=reason)


def determination(state, person: int, count: int, reason: str = "") -> None:
    """Give (count > 0) or take Determination; a lacking token is a wound (unfulfilled demand)."""
    p = state.people[person]
    if count == 0 or not p.alive:
        return
    if count > 0:
        p.determination += count
    else:
        paid = min(-count, p.determination)
        p.determination -= paid
        lacking = -count - paid
        event(state, "determination", p.seat, person=person, count=count, now=p.determination, reason=reason)
        demand(state, [person], lacking, reason)
        return
    event(state, "determination", p.seat, person=person, count=count, now=p.determination, reason=reason)


def morale(state, steps: int, reason: str = "") -> None:
    """Morale up or down; at the track's ends nothing happens (no wound)."""
    move = MORALE.move(state.morale, steps)
    if move.end != state.morale:
        state.morale = move.end
        event(state, "morale", -1, by=steps, now=state.morale, reason=reason)


def level(state, track: str, by: int, reason: str = "", who: list[int] | None = None) -> None:
    """Roof, palisade or weapon up or down; each level missing below 0 is a wound to every castaway,
    or to each of `who` (a hunt's losses are the hunter's: rulebook 4.1, only the one taking it)."""
    now = state.levels[track]
    end = now + by
    state.levels[track] = max(0, end)
    event(state, "level", -1, track=track, by=by, now=state.levels[track], reason=reason)
    if end < 0:
        demand(state, persons(state, None, "all") if who is None else who, -end, reason or track)


def fight(state, strength: int, who: list[int], reason: str = "") -> None:
    """Fight a beast of `strength`: a wound per missing weapon level to each of `who` (the weapon as
    raised for this action by `weapon_bonus`)."""
    weapon = state.levels["weapon"] + state.mods.get("weapon_bonus", 0)
    event(state, "fight", -1, strength=strength, weapon=weapon, persons=list(who), reason=reason)
    demand(state, who, strength - weapon, reason or "beast")

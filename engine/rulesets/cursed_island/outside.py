"""A night outside the camp (the `night_outside` effect term; seed: "Night phase outside of the Camp").

A card sends a castaway (`who`, the actor by default: the one whose action drew it) to spend this
night away from the camp:
- what his action acquired is his own supply till the next round: a gathering's resources (the
  amount it put in the future resources, `state.ctx["gathered"]` of resolve.gather) are taken back
  out of the team's reach; they join the available resources when the night ends, after food rots
  (the next round's beginning: they do not rot), so no one else uses them in the weather or at night;
- the weather does not touch him (weather.py leaves him out of "each castaway");
- he does not eat with the team: he eats 1 food of his own supply, and without one takes 2 wounds;
- he sleeps in the open (1 wound) unless the tile his action explored has natural shelter; the camp's
  shelter does not cover him, and the team's open-air wound is not his;
- Friday sent outside neither eats nor sleeps in the open, as at the camp (his haul is still his own).

Who is outside is `state.mods["outside"]`: (person, sheltered) pairs, this round's only (the night's
end clears the round's modifiers); his supply is `state.mods["supply"]`: (person, resource, amount)
triples (immutable: a search bot's copy shares the modifiers' values).
"""

from __future__ import annotations

from collections.abc import Mapping

from . import wounds
from .tell import event


def night_outside(state, ctx, args) -> None:
    """The effect term: mark who spends the night outside and set his action's gains apart."""
    who = args.get("who") if isinstance(args, Mapping) else None
    tile = state.tiles.get(ctx.space) if ctx.action == "explore" and ctx.space else None
    sheltered = bool(tile and state.game.tiles[tile].shelter)
    for person in wounds.persons(state, ctx, who):
        if person in away(state) or not state.people[person].alive:
            continue
        state.mods["outside"] = (*state.mods.get("outside", ()), (person, sheltered))
        supply = {}
        gathered = state.ctx.get("gathered") if ctx.action == "gather" and person == ctx.person else None
        if gathered:
            resource, amount = gathered
            amount = min(amount, state.future.get(resource, 0))
            if amount:
                state.future[resource] -= amount
                supply[resource] = amount
                state.mods["supply"] = (*state.mods.get("supply", ()), (person, resource, amount))
        event(state, "outside", state.people[person].seat, person=person, sheltered=sheltered, **supply)


def away(state) -> tuple[int, ...]:
    """The persons spending this night outside the camp."""
    return tuple(person for person, _ in state.mods.get("outside", ()))


def home(state, persons) -> list[int]:
    """`persons` less those outside the camp (the weather's and the camp's "each castaway")."""
    out = away(state)
    return [p for p in persons if p not in out]


def eat(state) -> None:
    """Each castaway outside eats 1 food of his own supply (rotting food first), else takes 2 wounds."""
    supply = list(state.mods.get("supply", ()))
    for person in away(state):
        if state.people[person].seat < 0:
            continue  # Friday and the dog never eat, outside the camp or in it
        at = next((i for r in ("food", "preserved") for i, (who, res, n) in enumerate(supply)
                   if who == person and res == r and n > 0), None)
        if at is not None:
            who, res, n = supply[at]
            supply[at] = (who, res, n - 1)
            event(state, "eat-outside", -1, person=person, food=1)
        else:
            event(state, "eat-outside", -1, person=person, food=0)
            wounds.demand(state, [person], 2, "hungry")
    if supply:
        state.mods["supply"] = tuple(supply)


def sleep(state) -> None:
    """The open-air wound of a castaway outside unless his explored tile sheltered him; his supply
    joins the available resources (the next round's beginning)."""
    for person, sheltered in state.mods.get("outside", ()):
        if not sheltered and state.people[person].seat >= 0:  # the helpers never sleep in the open
            event(state, "open-air", -1, persons=[person])
            wounds.wound(state, person, 1, "open-air")
    for _, resource, amount in state.mods.get("supply", ()):
        if amount:
            wounds.gain(state, {resource: amount}, "outside", False)

"""Special wounds: a token on a castaway's head, arm, belly or leg (the `special_wound` effect term).

The seed only says that the four parts are "at risk of receiving special Wounds" as an effect of
adventures; what a token does is our reading 17 (docs/rules-cursed-island.md): receiving it is a
wound at once, the token stays on the part and hurts the actions that part does (`model.BODY_PARTS`:
the head exploring, the arm building and hunting, the belly facing threats and arranging the camp, the
leg gathering), one wound each time the castaway takes such an action; a rest takes one token off
(the part first in `BODY_PARTS` order) as well as healing. A second token on a part already hurt is
one more wound only (the rulebook's "one token only": the part holds one token).

Why a fixed table and not a per-card toll: the published cards print the part only, so the part must
say what it hurts; the same table is read by the planning board (which part of whom is hurt) and the
team greedy's appraisal through `hurt_by`.
"""

from __future__ import annotations

from collections.abc import Mapping

from . import wounds
from .model import BODY_PARTS
from .tell import event


def special_wound(state, ctx, args) -> None:
    """The effect term: the token on `part` of each person `who` names, and the wound it brings."""
    part = args.get("part") if isinstance(args, Mapping) else args
    who = args.get("who") if isinstance(args, Mapping) else None
    for person in wounds.persons(state, ctx, who):
        p = state.people[person]
        if not p.alive:
            continue
        if part not in p.hurts:
            p.hurts = tuple(sorted((*p.hurts, part), key=tuple(BODY_PARTS).index))
            event(state, "special-wound", p.seat, person=person, part=part, reason=ctx.card)
        wounds.wound(state, person, 1, ctx.card or "special-wound")


def hurt_by(person, action: str) -> tuple[str, ...]:
    """The parts of `person` (a `people.Person`) whose token hurts `action`."""
    return tuple(part for part in person.hurts if action in BODY_PARTS.get(part, ()))


def toll(state, person: int, action: str) -> None:
    """The wound an action costs a castaway whose hurt part does it (resolve.act, after its event)."""
    parts = hurt_by(state.people[person], action)
    if parts:
        wounds.wound(state, person, len(parts), "special-wound")


def mend(state, person: int) -> None:
    """A rest takes one special wound token off (the first part in `BODY_PARTS` order)."""
    p = state.people[person]
    if p.hurts:
        part, p.hurts = p.hurts[0], p.hurts[1:]
        event(state, "wound-mended", p.seat, person=person, part=part)

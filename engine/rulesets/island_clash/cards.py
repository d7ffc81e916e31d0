"""Step 2 of a turn, playing cards, and step 3, drawing and discarding.

Recruit: a resource card of an icon recruits on a field of that icon the player controls (holds
units on), as many units as are there (never above `max_units`). The same card recruits on more
fields of its icon (`recruit-also`, until another card is played or the step ends); a field
recruits once a turn; start and capture areas have no icon, so never recruit. Special cards,
combat or resource, by icon: road, another move step of `moves` move actions; water, one move
across water from the coast to the coast; arrow, remove one enemy unit from a field next to a
field the player holds.
"""

from __future__ import annotations

from engine.core.events import Event

from .decks import can_draw, deal, play
from .model import icon_of, stack_of

DONE = ("done",)
KEEP = ("keep",)
DRAWS = {stack: ("draw", stack) for stack in ("resource", "combat")}


def recruit_fields(state, icon: str) -> list:
    seat, limit = state.seat, state.game.adventure.values.max_units
    return sorted(f for f, (owner, n) in state.units.items()
                  if owner == seat and n < limit and state.tiles.get(f) == icon and f not in state.recruited)


def arrow_targets(state) -> list:
    seat = state.seat
    targets = set()
    for f, (owner, _) in state.units.items():
        if owner == seat:
            targets.update(n for n in state.land_neighbours[f] if n in state.units and state.units[n][0] != seat)
    return sorted(targets)


def _recruit_fields_by_icon(state) -> dict[str, list]:
    """icon -> the fields `recruit_fields` gives for it, for every icon at once (one pass over the board)."""
    seat, limit = state.seat, state.game.adventure.values.max_units
    tiles, recruited = state.tiles, state.recruited
    out: dict[str, list] = {}
    for f, (owner, n) in state.units.items():
        if owner == seat and n < limit and f not in recruited:
            icon = tiles.get(f)
            if icon is not None:
                out.setdefault(icon, []).append(f)
    for fields in out.values():
        fields.sort()
    return out


def legal_plays(state, sail_exists) -> list[tuple]:
    out: list[tuple] = []
    if state.open_icon:
        out += [("recruit-also", f) for f in recruit_fields(state, state.open_icon)]
    fields = can_sail = arrows = None  # each worked out once, when a card first needs it
    for card in dict.fromkeys(state.hands[state.seat]):  # a hand is kept sorted: its distinct cards in order
        icon = icon_of(card)
        if stack_of(card) == "resource":
            if fields is None:
                fields = _recruit_fields_by_icon(state)
            out += [("recruit", card, f) for f in fields.get(icon, ())]
        if icon == "road":
            out.append(("road", card))
        elif icon == "water":
            if can_sail is None:
                can_sail = sail_exists()
            if can_sail:
                out.append(("water", card))
        elif icon == "arrow":
            if arrows is None:
                arrows = arrow_targets(state)
            out += [("arrow", card, f) for f in arrows]
    out.append(DONE)
    return out


def recruit(state, field, card: str | None) -> None:
    owner, there = state.units[field]
    added = min(there, state.game.adventure.values.max_units - there)
    state.units[field] = (owner, there + added)
    state.recruited.add(field)
    state.log.append(Event("recruit", state.seat, field, {"card": card or "", "units": added}))


def apply_play(state, action) -> str:
    """Apply a play of step 2; the phase it leads to ('cards', 'move', 'sail' or 'draw')."""
    kind = action[0]
    if kind == "recruit-also":
        recruit(state, action[1], None)
        return "cards"
    if kind == "done":
        state.open_icon = ""
        return "draw"
    card = action[1]
    play(state, state.seat, card)
    state.open_icon = ""
    if kind == "recruit":
        recruit(state, action[2], card)
        state.open_icon = icon_of(card)
        return "cards"
    state.log.append(Event(kind, state.seat, action[2] if kind == "arrow" else None, {"card": card}))
    if kind == "arrow":
        owner, n = state.units[action[2]]
        if n == 1:
            del state.units[action[2]]
        else:
            state.units[action[2]] = (owner, n - 1)
        return "cards"
    return "move" if kind == "road" else "sail"


def legal_draws(state) -> list[tuple]:
    """Step 3's draw. In the last phase nobody draws and the step is its one discard: a must for a player
    who played no card this turn, still the wiki's "optionally discard 1 card" for one who played."""
    hand = state.hands[state.seat]
    if state.last_phase:
        if not hand:
            return []
        discards = [("discard", c) for c in dict.fromkeys(hand)]
        return discards + [KEEP] if state.played else discards
    return [action for stack, action in DRAWS.items() if can_draw(state, stack)]


def legal_discards(state) -> list[tuple]:
    hand = state.hands[state.seat]
    out = [("discard", c) for c in dict.fromkeys(hand)]
    if len(hand) <= state.game.adventure.values.hand_limit:
        out.append(KEEP)
    return out


def apply_draw(state, action) -> None:
    kind = action[0]
    if kind == "draw":
        deal(state, state.seat, action[1], reason="turn")
    elif kind == "discard":
        discard(state, action[1])
    # ("keep",): the last phase's optional discard not taken


def discard(state, card: str) -> None:
    play(state, state.seat, card)
    state.log.append(Event("discard", state.seat, None, {"card": card}))

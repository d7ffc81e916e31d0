"""Items: inventions turned into items, items lost (turned back), and the passives the rules read.

An invention is built in the action phase into `state.future_items` (its id, once per build): it is
not an item before the phase ends (rulebook 4.2: "the Invention card in the Future Resources
space"), so planning and resolution read `state.items` as it was when the pawns were planned.
`settle` (the phase's end) turns the future ones into items, plays their effects and their lasting
level passives (`weapon_level`, `palisade_level`: the knife's +1 weapon is part of having it).

An item lost turns back into its invention (ci-flow's itemloss.py, the `lose_item` effect): it leaves
`state.items`, its level passives are taken back and it is buildable again.

Passives are read where the rule they change is played, through ci-flow's passives.py (`values`,
`total`); `sources` here names where each `extra_pawn` comes from, one per built copy, so that each
item pawn has its own id (pawns.py).
"""

from __future__ import annotations

from typing import Any

from .model import Invention

LEVEL_PASSIVES = {"weapon_level": "weapon", "palisade_level": "palisade"}


def invention(state, iid: str) -> Invention | None:
    """The invention `iid` of the scenario (its deck, personal ones or the scenario card's)."""
    return state.game.inventions.get(iid)


def has(state, iid: str) -> bool:
    """The team holds the item `iid` (built before this action phase and not lost)."""
    return state.items.get(iid, 0) > 0


def personal_owner(state, iid: str) -> int:
    """The person whose character card carries the invention `iid` (-1: not a personal one)."""
    cid = state.game.personal.get(iid)
    if cid is None:
        return -1
    for index, person in enumerate(state.people):
        if person.character == cid:
            return index
    return -1


def sources(state, name: str) -> list[tuple[str, Any]]:
    """(source, argument) of each passive `name` in play: "item:<id>" per built copy (items in id
    order), then "treasure:<id>" for each kept treasure (in the order kept)."""
    out: list[tuple[str, Any]] = []
    for iid in sorted(state.items):
        inv = invention(state, iid)
        if inv is None:
            continue
        for pname, arg in inv.passives:
            if pname == name:
                out += [(f"item:{iid}", arg)] * state.items[iid]
    if state.treasures:
        cards = state.game.mysteries
        for tid in state.treasures:
            card = cards.get(tid)
            if card is None:
                continue
            for pname, arg in card.keep:
                if pname == name:
                    out.append((f"treasure:{tid}", arg))
    return out


def build(state, iid: str) -> None:
    """An invention built this action phase: an item once the phase ends (`settle`)."""
    state.future_items.append(iid)
    if iid in state.board_inventions:
        inv = invention(state, iid)
        if inv is None or not inv.multiple:
            state.board_inventions.remove(iid)


def settle(state) -> list[str]:
    """The phase's end: the inventions built become items (their level passives raise the levels);
    returns their ids, in the order built, for the caller to play their effects."""
    built = list(state.future_items)
    state.future_items.clear()
    for iid in built:
        state.items[iid] = state.items.get(iid, 0) + 1
        inv = invention(state, iid)
        if inv is None:
            continue
        for pname, arg in inv.passives:
            track = LEVEL_PASSIVES.get(pname)
            if track is not None:
                state.levels[track] = state.levels[track] + int(arg)
    return built

"""Losing an item (the rulebook's "turning Items face up"): the item turns back into its invention,
to be built again; what it gave while kept is taken back (a weapon or palisade level it raised goes
down, not below 0 and without a wound). "any" lets the team choose which item ("pick")."""

from __future__ import annotations

from . import shortcut, wounds
from .queue import ask
from .tell import event


def lose(state, ctx, args) -> None:
    item = args if isinstance(args, str) else args.get("item", "any")
    held = sorted(i for i, n in state.items.items() if n > 0)
    if item == "any":
        if not held:
            wounds.demand(state, wounds.persons(state, ctx, "all"), 1, ctx.card or "lose-item")
        elif len(held) == 1:
            turn_back(state, held[0])
        else:
            state.ctx["pick"] = ("item", tuple(held), None)
            ask(state, "pick")
    elif state.items.get(item, 0) > 0:
        turn_back(state, item)
    else:
        wounds.demand(state, wounds.persons(state, ctx, "all"), 1, ctx.card or "lose-item")


def turn_back(state, item: str) -> None:
    state.items[item] -= 1
    if state.items[item] <= 0:
        del state.items[item]
    if item not in state.board_inventions:
        state.board_inventions.append(item)
    invention = state.game.inventions.get(item)
    if invention and any(t.name == shortcut.SHORTCUT for t in invention.effects) and item not in state.items:
        shortcut.lift(state)  # the item lost: its shortcut token leaves the island
    for key, value in (invention.passives if invention else ()):
        track = {"weapon_level": "weapon", "palisade_level": "palisade"}.get(key)
        if track:
            state.levels[track] = max(0, state.levels[track] - int(value))
    event(state, "item-lost", -1, item=item)

"""The shortcut token, and what a camp move takes along (+1 resource tokens).

The shortcut (seed: Invention/Item cards, "Moving the Camp", "Turning Items face up"): an item whose
effects hold the `shortcut` term places the token, when it is built, on an explored, accessible tile
next to the camp (the team picks when there are several: the pick "shortcut"); each production phase
after, that tile gives 1 of its resources (its first source not exhausted, reading 18). The token
is discarded and the item turned back into its invention when the camp moves; losing the item takes
the token off; a tile turned down loses it with its other tokens (effects.inaccessible).

The +1 resource tokens of the old camp (`plus_food`, `plus_wood`) may move with the camp: the night's
move is asked as ("camp", space) or ("camp", space, "carry") (the rulebook lets the team take them
along; it decides). The "one token only" rule holds on the new tile: a kind already there is not
doubled, the carried one is lost.

Why a token of `state.tokens` and not a field: a shortcut lies on a space like every other token, so
a tile turned down, the board view and the snapshot already know it.
"""

from __future__ import annotations

from .model import PLUS_TOKENS, SHORTCUT
from .queue import ask
from .tell import event


def spots(state) -> list[str]:
    """Where a shortcut may lie: the explored, accessible tiles next to the camp."""
    return [s for s in state.game.neighbours[state.camp] if s in state.tiles and s not in state.inaccessible]


def shortcut(state, ctx, args) -> None:
    """The effect term (played when the item is built): place the token, asking where if it may lie
    on more than one tile; with no tile next to the camp explored it is not placed (nothing to give)."""
    places = spots(state)
    if len(places) == 1:
        place(state, places[0])
    elif places:
        state.ctx["pick"] = ("shortcut", tuple(places), None)
        ask(state, "pick")


def place(state, space: str) -> None:
    state.tokens = {t for t in state.tokens if t[0] != SHORTCUT}  # one shortcut on the island
    state.tokens.add((SHORTCUT, space))
    event(state, "shortcut", -1, space=space)


def where(state) -> str:
    """The space the shortcut lies on, "" when none."""
    return next((t[1] for t in state.tokens if t[0] == SHORTCUT), "")


def production(state) -> dict[str, int]:
    """What the shortcut gives this production: 1 of its tile's first source not exhausted."""
    space = where(state)
    if not space or space not in state.tiles or space in state.inaccessible:
        return {}
    for source in state.game.tiles[state.tiles[space]].sources:
        if (space, source) not in state.exhausted:
            return {source: 1}
    return {}


def holders(state) -> list[str]:
    """The built items whose effects place the shortcut."""
    return [iid for iid, n in sorted(state.items.items())
            if n > 0 and iid in state.game.inventions
            and any(t.name == SHORTCUT for t in state.game.inventions[iid].effects)]


def lift(state) -> None:
    """The token off the island (the item lost, the camp moved)."""
    space = where(state)
    if space:
        state.tokens.discard((SHORTCUT, space))
        event(state, "shortcut-lifted", -1, space=space)


def carry(state, old: str, new: str) -> None:
    """The +1 tokens of the old camp carried along (the team said so): one of a kind on the new tile."""
    for kind in PLUS_TOKENS:
        if (kind, old) in state.tokens:
            state.tokens.discard((kind, old))
            kept = (kind, new) not in state.tokens
            state.tokens.add((kind, new))
            event(state, "token-carried", -1, token=kind, frm=old, to=new, kept=kept)


def carried(state) -> bool:
    """Are there +1 tokens on the camp's tile to take along?"""
    return any((kind, state.camp) in state.tokens for kind in PLUS_TOKENS)

"""The shortcut token, and what a camp move takes along (+1 resource tokens).

The shortcut (seed: Invention/Item cards, "Moving the Camp", "Turning Items face up"): an item whose
effects hold the `shortcut` term places the token, when it is built, on an explored, accessible tile
next to the camp, carrying one of that tile's goods (the team picks tile and good when there is a
choice: the pick "shortcut" among "space:source"); each production phase after, it gives 1 of that
good (the tile's other source when that one is exhausted, reading 18). The token
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

from .model import PLUS_TOKENS, SHORTCUT, SHORTCUT_TOKENS
from .queue import ask
from .tell import event


def spots(state) -> list[str]:
    """Where a shortcut may lie: the explored, accessible tiles next to the camp."""
    return [s for s in state.game.neighbours[state.camp] if s in state.tiles and s not in state.inaccessible]


def options(state) -> list[str]:
    """"space:source" for each source of each tile the shortcut may lie on (where and which good)."""
    return [f"{space}:{source}" for space in spots(state) for source in state.game.tiles[state.tiles[space]].sources]


def shortcut(state, ctx, args) -> None:
    """The effect term (played when the item is built): place the token, asking where and for which of
    the tile's goods when there is a choice; with no tile next to the camp explored, or none with a
    source, it is not placed (nothing to give)."""
    choices = options(state)
    if len(choices) == 1:
        place(state, choices[0])
    elif choices:
        state.ctx["pick"] = ("shortcut", tuple(choices), None)
        ask(state, "pick")


def place(state, choice: str) -> None:
    """Lay the token for "space:source" (one shortcut on the island)."""
    space, source = choice.rsplit(":", 1)
    state.tokens = {t for t in state.tokens if t[0] not in SHORTCUT_TOKENS.values()}
    state.tokens.add((SHORTCUT_TOKENS[source], space))
    event(state, "shortcut", -1, space=space, source=source)


def lying(state) -> tuple[str, str] | None:
    """(token kind, space) of the shortcut on the island, None when none."""
    return next((t for t in state.tokens if t[0] in SHORTCUT_TOKENS.values()), None)


def where(state) -> str:
    """The space the shortcut lies on, "" when none."""
    token = lying(state)
    return token[1] if token else ""


def production(state) -> dict[str, int]:
    """What the shortcut gives this production: 1 of the good it carries, or of its tile's other source
    when that one is exhausted (the seed: "1 resource that is available on the tile")."""
    token = lying(state)
    if token is None or token[1] not in state.tiles or token[1] in state.inaccessible:
        return {}
    kind, space = token
    chosen = next(source for source, name in SHORTCUT_TOKENS.items() if name == kind)
    sources = state.game.tiles[state.tiles[space]].sources
    for source in (chosen, *(s for s in sources if s != chosen)):
        if source in sources and (space, source) not in state.exhausted:
            return {source: 1}
    return {}


def holders(state) -> list[str]:
    """The built items whose effects place the shortcut."""
    return [iid for iid, n in sorted(state.items.items())
            if n > 0 and iid in state.game.inventions
            and any(t.name == SHORTCUT for t in state.game.inventions[iid].effects)]


def lift(state) -> None:
    """The token off the island (the item lost, the camp moved)."""
    token = lying(state)
    if token is not None:
        state.tokens.discard(token)
        event(state, "shortcut-lifted", -1, space=token[1])


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

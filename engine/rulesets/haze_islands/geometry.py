"""The edges of the grown board: what lies between two locations, for ships and for The Doom.

A location is a placed map card (`engine.core.placed.Board`) and, under its top edge, an adventure
card. The card's three open edges (bottom, left, right) carry diamonds, a colour and maybe a scout
triangle; its top edge is covered by the adventure card and opens only while that card shows its
sea side, with the sea side's edge (rulebook p.19, Night Falls: "one more direction (towards the
top)"). A location without an adventure card has a closed top (reading R3 in
docs/rules-haze-islands.md).

Between two neighbouring locations the two facing edges' diamonds add up (reading R2); a ship may
cross only when both edges are gold, The Doom over any colour; a closed edge is no passage at all.
"""

from __future__ import annotations

from engine.core.placed import DELTA, OPPOSITE, SIDES

_SIDE = {side: i for i, side in enumerate(SIDES)}
_OPPOSITE = {side: _SIDE[OPPOSITE[side]] for side in SIDES}


def edge(state, cell, side_index: int):
    """The open edge of the location on `cell` facing board side `SIDES[side_index]`, or None."""
    placed = state.board._cells.get(cell)
    if placed is None:
        return None
    if side_index != placed[1]:  # not the covered top
        return state.game.rotated[placed][side_index]
    under = state.adventures.get(cell)
    if under is not None and under[1] == "sea":
        return state.game.sea[under[0]]
    return None


def passage(state, cell, side: str, nxt, doom: bool = False) -> int | None:
    """The diamonds between `cell` and its neighbour `nxt` across `side` (None: no passage; for a
    ship also None unless both edges are gold)."""
    a = edge(state, cell, _SIDE[side])
    if a is None:
        return None
    b = edge(state, nxt, _OPPOSITE[side])
    if b is None:
        return None
    if not doom and (a.colour != "gold" or b.colour != "gold"):
        return None
    return a.diamonds + b.diamonds


def sail_cost(state, cell, side: str) -> int | None:
    """The cards a sail from `cell` across `side` costs: the diamonds between, at least 1 (reading
    R6: every action costs time), None when no ship may cross."""
    dx, dy = DELTA[side]
    nxt = (cell[0] + dx, cell[1] + dy)
    if nxt not in state.board._cells:
        return None
    diamonds = passage(state, cell, side, nxt)
    return None if diamonds is None else max(1, diamonds)


def can_scout(state, cell, side: str) -> bool:
    """A new location may be scouted from `cell` towards `side`: the edge there is gold with a scout
    triangle and the cell beyond is unexplored."""
    dx, dy = DELTA[side]
    if (cell[0] + dx, cell[1] + dy) in state.board._cells:
        return False
    own = edge(state, cell, _SIDE[side])
    return own is not None and own.triangle and own.colour == "gold"


def doom_cost(state):
    """The Doom's crossing cost for `Board.shortest`: any colour, closed edges stop it."""
    def cost(cell, side, nxt):
        return passage(state, cell, side, nxt, doom=True)
    return cost

"""Moving a ship: where a move action may end, the pirate den's toll, and the move itself.

Readings (docs/rules-finis-terrae.md): a move goes at least 1 and at most the die's squares, north,
east, south or west, crossing from a cell to its neighbour only where both facing edges are sea; it
ends on a cell other than the one it started from (the arrival tile differs from the departure tile);
a path may come back over its cells. Passing through a pirate den (entering it and leaving it again
within the same move) costs `rules.den_toll` coins from the hold, paid to the coffer; a ship without
those coins aboard cannot pass (it may still end its move on the den). The engine takes the cheapest
way to the chosen cell (fewest coins, then fewest squares), so a move is one decision ("move", x, y).
Several ships may stand on one cell. The galleon moves by the same rules, paying from its own hold.
"""

from __future__ import annotations

from .holds import GALLEON, amount, pay
from .sea import event


def reach(state, who, die: int) -> dict:
    """{cell: toll} of every cell a move of at most `die` squares may end on, with its least toll."""
    start = state.galleon if who == GALLEON else state.ships[who]
    hold = state.galleon_hold if who == GALLEON else state.holds[who]
    coins = amount(hold, "coins")
    toll = state.game.rules.den_toll
    ways = state.sea.ways
    board = state.sea.board
    dens = state.game.dens if state.galleon is not None else ()  # no den laid yet: no toll anywhere
    best = {start: 0}
    frontier = {start: 0}
    for k in range(1, die + 1):
        nxt: dict = {}
        for cell, paid in frontier.items():
            if k > 1 and dens and board.at(cell).card in dens:
                paid += toll
                if paid > coins:
                    continue
            for other in ways(cell):
                old = best.get(other)
                if old is not None and old <= paid:
                    continue  # reached before with as few coins and more squares left
                if nxt.get(other, paid + 1) > paid:
                    nxt[other] = paid
        if not nxt:
            break
        best.update(nxt)
        frontier = nxt
    del best[start]
    return best


def move(state, who, seat: int, die: int, cell, toll: int) -> None:
    """Sail `who` to `cell` (a cell `reach` offered), paying `toll` (what `reach` said) on the way."""
    if toll:
        pay(state, who, toll)
        state.stats["tolls"] += toll
    state.moves += 1
    data = {"die": die, "toll": toll}
    if who == GALLEON:
        start = state.galleon
        state.galleon = cell
        data["ship"] = GALLEON
    else:
        start = state.ships[who]
        state.ships[who] = cell
    event(state, "move", seat, cell, start=list(start), **data)
    if who != GALLEON:
        state.east[who] = len(state.events)

"""The end scoring, item by item of `model.SCORE_CATEGORIES`, with the adventure's `Scoring` table.

Colonisation: an island (a land component; rulesets-next §1.5 item 9) belongs to the seat(s) with the
most ports on it (ties: every tied seat owns it); each owned island scores its land tiles, +2 if
complete, +1 per lighthouse and per fort on it; the owner(s) of the largest complete island score 5
(ties: all). Trade: a point per 5 coins, hold and bank together (a pirate's frozen bank counts: the
coins are still the seat's); castaways, finds, treasures and spices, each kept (redeemed, recovered,
sold) or still in the hold; 4 for holding at least one of each of the four. Exploration, over the
ports the seat founded (the start island's home ports never count, §1.5 item 16): ports both north
and south of the centre row, both east and west of the centre column, in all four quadrants (a port
on the centre row or column is on no side of it), and 5 to the founder(s) of the port furthest from
the centre by Manhattan distance. Bonus and malus tokens: +3 and -3 each. The start island is
never scored.
"""

from __future__ import annotations

from .holds import amount
from .model import SCORE_CATEGORIES
from .sea import START

ITEMS = tuple(item for items in SCORE_CATEGORIES.values() for item in items)


def _on_start(state, cell) -> bool:
    return state.board.at(cell).card == START


def _ported(state) -> list[tuple]:
    """(island, {seat: ports on it}) of every island with a port, the start island left out. Only
    these can be owned, so scoring never walks the whole sea for them (bots score often)."""
    sea = state.sea
    by_root: dict = {}
    for cell, seat in state.ports.items():
        root = sea.region_id(cell)
        if root is None or _on_start(state, cell):
            continue
        entry = by_root.get(root)
        if entry is None:
            entry = by_root[root] = [sea.region(cell), {}]
        entry[1][seat] = entry[1].get(seat, 0) + 1
    return [(island, count) for island, count in by_root.values()]


def _largest_complete(state) -> int:
    """Land tiles of the largest complete island (0: none), the start island left out."""
    return max((len(isl.cells) for isl in state.sea.regions() if isl.complete and not _on_start(state, isl.first)),
               default=0)


def _most(count: dict) -> tuple[int, ...]:
    """The seats with the most ports (ties: all); none when no port stands there."""
    if not count:
        return ()
    most = max(count.values())
    return tuple(sorted(s for s, c in count.items() if c == most))


def _founded(state, seat: int) -> list:
    return [cell for cell, owner in state.ports.items() if owner == seat and not _on_start(state, cell)]


def _furthest(state) -> tuple[int, set[int]]:
    cx, cy = state.game.centre
    best, who = -1, set()
    for cell, owner in state.ports.items():
        if _on_start(state, cell):
            continue
        d = abs(cell[0] - cx) + abs(cell[1] - cy)
        if d > best:
            best, who = d, {owner}
        elif d == best:
            who.add(owner)
    return best, who


def held(state, seat: int, token: str) -> int:
    """Tokens (or spices) kept for the score plus those still in the hold."""
    return state.kept[seat][token] + amount(state.holds[seat], token)


def breakdown(state, seat: int) -> dict[str, int]:
    table = state.game.adventure.scoring
    out = dict.fromkeys(ITEMS, 0)
    kind = state.game.kind
    board = state.board
    owned_complete = 0
    for island, count in _ported(state):
        if seat not in _most(count):
            continue
        cells = island.cells
        kinds = [kind[board.at(c).card] for c in cells]
        out["land"] += table.land * len(cells)
        out["lighthouse"] += table.lighthouse * kinds.count("lighthouse")
        out["fort"] += table.fort * kinds.count("fort")
        if island.complete:
            out["complete_island"] += table.complete_island
            owned_complete = max(owned_complete, len(cells))
    if owned_complete and owned_complete == _largest_complete(state):
        out["largest_complete"] = table.largest_complete
    coins = amount(state.holds[seat], "coins") + state.bank[seat]
    out["coins"] = table.coins * (coins // table.coins_per_point) if table.coins_per_point > 0 else 0
    counts = {t: held(state, seat, t) for t in ("castaway", "find", "treasure", "spice")}
    for token, n in counts.items():
        out[token] = getattr(table, token) * n
    if all(counts.values()):
        out["full_set"] = table.full_set
    cx, cy = state.game.centre
    founded = _founded(state, seat)
    north = any(y < cy for _, y in founded)
    south = any(y > cy for _, y in founded)
    west = any(x < cx for x, _ in founded)
    east = any(x > cx for x, _ in founded)
    if north and south:
        out["hemispheres"] = table.hemispheres
    if east and west:
        out["east_west"] = table.east_west
    quarters = {(x > cx, y > cy) for x, y in founded if x != cx and y != cy}
    if len(quarters) == 4:
        out["quadrants"] = table.quadrants
    if founded and seat in _furthest(state)[1]:
        out["furthest_port"] = table.furthest_port
    out["bonus"] = table.bonus * state.bonus[seat]
    out["malus"] = -table.malus * state.malus[seat]
    return out


def score(state, seat: int) -> int:
    return sum(breakdown(state, seat).values())

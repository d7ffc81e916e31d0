"""The end scoring on the real game, item by item, on a position laid tile by tile: islands owned by
most ports (ties all), land tiles, complete islands, lighthouses, forts, the largest complete island,
coins, tokens kept or in the hold, the full set, hemispheres, east/west, quadrants, the furthest port,
bonus and malus; the start island and the home ports never count."""

from __future__ import annotations

from ft_trade_kit import dealt, lay

from engine.rulesets.finis_terrae import scoring
from engine.rulesets.finis_terrae.model import SCORE_CATEGORIES


def position():
    """Seat 0: a complete island of 2 with a lighthouse (port (3,0)), two one-tile portions (ports
    (0,4) and (-3,-3)); seat 1: a complete island of 3 with a fort (port (-4,1))."""
    state = dealt()
    lay(state, (3, -1), "lighthouse", 2)
    lay(state, (3, 0), "cove", 0)
    lay(state, (-4, 1), "cove", 2)
    lay(state, (-4, 2), "narrow", 0)
    lay(state, (-4, 3), "fort", 0)
    lay(state, (0, 4), "cove", 0)
    lay(state, (-3, -3), "cove", 0)
    state.ports.update({(3, 0): 0, (0, 4): 0, (-3, -3): 0, (-4, 1): 1})
    state.holds[0] = [("coins", 20), ("find", 1), ("spice", 2), None]
    state.bank[0] = 3
    state.kept[0].update(castaway=1, treasure=1)
    state.bonus[0] = 1
    state.malus[0] = 2
    return state


def test_every_item_of_the_table():
    state = position()
    assert scoring.breakdown(state, 0) == {
        "land": 4, "complete_island": 2, "lighthouse": 1, "fort": 0, "largest_complete": 0,
        "coins": 4, "castaway": 3, "find": 3, "treasure": 2, "spice": 4, "full_set": 4,
        "hemispheres": 3, "east_west": 3, "quadrants": 0, "furthest_port": 5, "bonus": 3, "malus": -6}
    assert scoring.breakdown(state, 1) == {
        "land": 3, "complete_island": 2, "lighthouse": 0, "fort": 1, "largest_complete": 5,
        "coins": 4, "castaway": 0, "find": 0, "treasure": 0, "spice": 0, "full_set": 0,
        "hemispheres": 0, "east_west": 0, "quadrants": 0, "furthest_port": 0, "bonus": 0, "malus": 0}
    assert (state.score(0), state.score(1)) == (35, 15)
    assert state.breakdown(0) == scoring.breakdown(state, 0)
    assert set(scoring.ITEMS) == {i for items in SCORE_CATEGORIES.values() for i in items}


def test_ties_share_islands_the_largest_and_the_furthest():
    state = position()
    state.ports[(3, -1)] = 1  # not a beach, but a port there ties the island's ownership for the count
    state.ports[(4, 0)] = 1
    lay(state, (4, 0), "cove", 2)  # a lone portion, open to the south
    b = [scoring.breakdown(state, s) for s in (0, 1)]
    assert (b[0]["land"], b[1]["land"]) == (4, 3 + 2 + 1)  # both own the island of 2
    lay(state, (5, -3), "cove", 2)
    lay(state, (5, -2), "narrow", 0)
    lay(state, (5, -1), "cove", 0)
    state.ports[(5, -2)] = 0  # a complete island of 3 for seat 0 too
    b = [scoring.breakdown(state, s) for s in (0, 1)]
    assert (b[0]["largest_complete"], b[1]["largest_complete"]) == (5, 5)
    lay(state, (7, 0), "cove", 0)
    state.ports[(7, 0)] = 1
    assert (b[0]["furthest_port"], b[1]["furthest_port"]) == (5, 0)
    b = [scoring.breakdown(state, s) for s in (0, 1)]
    assert (b[0]["furthest_port"], b[1]["furthest_port"]) == (5, 5)  # (5,-2) and (7,0): both 7 away


def test_all_four_quadrants_and_the_axes_excluded():
    state = dealt()
    for cell in ((2, 2), (-2, 2), (2, -2), (-2, -2)):
        lay(state, cell, "cove", 0)
        state.ports[cell] = 0
    b = scoring.breakdown(state, 0)
    assert (b["hemispheres"], b["east_west"], b["quadrants"]) == (3, 3, 3)
    del state.ports[(-2, -2)]
    lay(state, (-4, 0), "cove", 0)
    state.ports[(-4, 0)] = 0  # on the centre row: west, but in no quadrant
    b = scoring.breakdown(state, 0)
    assert (b["hemispheres"], b["east_west"], b["quadrants"]) == (3, 3, 0)


def test_the_start_island_and_home_ports_never_score():
    state = dealt()
    b = scoring.breakdown(state, 1)  # its home port stands on (1,0), east of the centre
    assert b == {**dict.fromkeys(scoring.ITEMS, 0), "coins": 4}


def test_the_largest_complete_island_scores_nobody_when_nobody_owns_it():
    """Reading: the 5 points go to the owner(s) of THE largest complete island; a larger complete island
    without a port takes them from the owner of a smaller one."""
    state = position()
    assert scoring.breakdown(state, 1)["largest_complete"] == 5  # its island of 3 is the largest
    lay(state, (8, 0), "cove", 2)
    lay(state, (8, 1), "narrow", 0)
    lay(state, (8, 2), "narrow", 0)
    lay(state, (8, 3), "cove", 0)  # a complete island of 4, no port on it
    assert [scoring.breakdown(state, s)["largest_complete"] for s in (0, 1)] == [0, 0]
    state.ports[(8, 1)] = 0
    assert [scoring.breakdown(state, s)["largest_complete"] for s in (0, 1)] == [5, 0]

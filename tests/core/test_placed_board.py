"""The kit's board of placed cards (engine/core/placed.py): orientation, neighbours, placements,
Dijkstra with its fixed tie order, components and cheap copies, with exact values."""

from __future__ import annotations

import pytest

from engine.core.placed import (
    LOCAL,
    SIDES,
    Board,
    Placed,
    local_of,
    neighbour,
    rotation_facing,
    side_of,
)


def test_rotation_turns_every_local_edge_clockwise():
    assert [side_of("bottom", r) for r in range(4)] == ["south", "west", "north", "east"]
    assert [side_of("top", r) for r in range(4)] == ["north", "east", "south", "west"]
    assert side_of("left", 1) == "north"
    for r in range(4):
        for edge in LOCAL:
            assert local_of(side_of(edge, r), r) == edge
        for side in SIDES:
            assert side_of(local_of(side, r), r) == side
    assert rotation_facing("bottom", "north") == 2
    assert side_of("bottom", rotation_facing("bottom", "east")) == "east"


def test_neighbours_in_side_order_and_the_frontier_sorted():
    board = Board()
    assert board.frontier() == [(0, 0)]
    board.place((0, 0), "a")
    board.place((1, 0), "b", rotation=5)
    assert board.at((1, 0)) == Placed("b", 1)
    assert neighbour((0, 0), "north") == (0, -1)
    assert list(board.neighbours((0, 0))) == [("east", (1, 0))]
    assert board.frontier() == [(-1, 0), (0, -1), (0, 1), (1, -1), (1, 1), (2, 0)]
    assert board.cells() == [(0, 0), (1, 0)]
    assert board.find("b") == (1, 0) and board.find("z") is None
    assert board.edge_side((1, 0), "bottom") == "west"
    assert board.local_edge((1, 0), "west") == "bottom"
    assert board.bounds() == (0, 0, 1, 0)
    with pytest.raises(ValueError, match="already holds"):
        board.place((0, 0), "c")


def test_turn_remove_and_copy_are_independent():
    board = Board([((0, 0), Placed("a", 0))])
    copy = board.copy()
    board.turn((0, 0), -1)
    assert board.at((0, 0)) == Placed("a", 3)
    assert copy.at((0, 0)) == Placed("a", 0)
    assert board.remove((0, 0)) == Placed("a", 3)
    assert len(board) == 0 and len(copy) == 1 and (0, 0) in copy


def test_placements_ask_the_game_for_every_cell_card_and_rotation():
    board = Board()
    board.place((0, 0), "a")
    # a card fits only with its bottom facing the placed card
    def fits(cell, card, rotation):
        side = side_of("bottom", rotation)
        return neighbour(cell, side) in board
    got = board.placements(["x"], fits)
    assert got == [((-1, 0), "x", 3), ((0, -1), "x", 0), ((0, 1), "x", 2), ((1, 0), "x", 1)]
    assert board.placements(["x", "y"], fits, cells=[(0, 1), (0, 0)]) == [((0, 1), "x", 2), ((0, 1), "y", 2)]


def _line_board():
    #  (0,0) (1,0) (2,0)
    #  (0,1)       (2,1)
    board = Board()
    for cell in [(0, 0), (1, 0), (2, 0), (0, 1), (2, 1)]:
        board.place(cell, f"c{cell}")
    return board


def test_shortest_costs_paths_and_no_passage():
    board = _line_board()
    walls = {((0, 0), (0, 1)), ((0, 1), (0, 0))}
    def cost(cell, side, nxt):
        if (cell, nxt) in walls:
            return None
        return 2 if nxt == (2, 0) else 1
    paths = board.shortest((0, 0), cost)
    assert paths.dist == {(0, 0): 0, (1, 0): 1, (2, 0): 3, (2, 1): 4}
    assert paths.path((2, 1)) == [(0, 0), (1, 0), (2, 0), (2, 1)]
    assert paths.path((0, 1)) is None
    assert paths.path((0, 0)) == [(0, 0)]
    limited = board.shortest((0, 0), cost, limit=2)
    assert limited.dist == {(0, 0): 0, (1, 0): 1}


def test_equal_paths_resolve_in_distance_x_y_order():
    board = Board()
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        board.place(cell, cell)
    paths = board.shortest((0, 0), lambda c, s, n: 1)
    # (1, 1) is reached at 2 through (0, 1) and through (1, 0): (0, 1) is settled first (x 0 < 1)
    assert paths.dist[(1, 1)] == 2
    assert paths.path((1, 1)) == [(0, 0), (0, 1), (1, 1)]


def test_shortest_stops_once_the_targets_are_settled():
    board = _line_board()
    paths = board.shortest((0, 0), lambda c, s, n: 1, targets=[(1, 0)])
    # (0, 1) ties with (1, 0) at 1 and is settled first (x 0 < 1); (2, 0) is never settled
    assert paths.dist == {(0, 0): 0, (0, 1): 1, (1, 0): 1}


def test_components_by_union_find():
    board = _line_board()
    board.place((5, 5), "far")
    groups = board.components(lambda c, s, n: not (c == (1, 0) and n == (2, 0)))
    assert groups == [[(0, 0), (0, 1), (1, 0)], [(2, 0), (2, 1)], [(5, 5)]]

"""The greedy bot's board terms (`board_terms`, typed for the compiled engine by greedy.pxd): the areas,
symbols and exposed characters, and the seat's soldiers, captains and camps on the board."""

from __future__ import annotations

from engine.rulesets.isles_of_terror.greedy import board_terms


def test_board_terms_counts_areas_symbols_and_exposed_characters():
    # areas 0..3 in a row; the seat holds 1 (2 characters, a tile with 2 symbols) and 3 (a camp, unexplored
    # tile ignored: 3 is not explored), 2 is sea; a rival has 3 characters in 0, next to 1
    adjacency = ((1,), (0, 2), (1, 3), (2,))
    tile = type("Tile", (), {"resources": ("gold", "ration")})()
    terms = board_terms(4, [0, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1], (False, False, True, False),
                        [True, True, True, False], [None, tile, None, None], adjacency, [([3, 0, 0, 0], [0, 0, 0, 0])])
    assert terms == (1, 2, 1, 2, 0, 1)
    assert board_terms(4, [0, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1], (False, False, True, False),
                       [True, True, True, True], [None, tile, None, None], adjacency, ()) == (2, 2, 0, 2, 0, 1)

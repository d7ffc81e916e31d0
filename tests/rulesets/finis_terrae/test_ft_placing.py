"""Laying tiles (placing.py, sea.py): the decomposed decision tile → cell → turn offering only legal
choices, tokens laid with their tiles, the pirate den bringing the galleon and the red flag, the
placement distance, and tiles that fit nowhere discarded face up; exact values from fixed seeds."""

from __future__ import annotations

import random

from ft_sea_fixture import L, S, new_state, sea, tile

from engine.bots import RandomBot
from engine.rulesets.finis_terrae.model import Opening
from engine.rulesets.finis_terrae.ruleset import RULESET
from engine.rulesets.finis_terrae.sea import near_cells, placement_filter


def dealt(stack_top, seed=1, players=2, model=None):
    """A 2-player game (seat 1 first, seat 0's home port at (-1, 0)) whose first seat draws `stack_top`
    (the last drawn first)."""
    state = new_state(players, seed=seed, model=model)
    state.apply_action(("port", -1, 0))
    state.apply_action(("load", 20))
    state.stack[-len(stack_top):] = stack_top
    state.apply_action(("load", 20))
    return state


def test_a_tile_is_chosen_then_its_cell_then_its_turn():
    state = dealt(["den", "cove", "cove", "treasure-isle"])
    assert state.stage == "tile" and state.actor == 1
    assert state.drawn == ["treasure-isle", "cove", "cove", "den"]
    assert state.legal_actions() == [("tile", 0), ("tile", 1), ("tile", 3)]  # one choice per distinct tile
    state.apply_action(("tile", 0))
    assert state.stage == "cell"
    assert state.legal_actions() == [("cell", -2, -1), ("cell", -2, 0), ("cell", -2, 1), ("cell", -1, -2),
                                     ("cell", -1, 2), ("cell", 0, -2), ("cell", 0, 2), ("cell", 1, -2),
                                     ("cell", 1, 2), ("cell", 2, -1), ("cell", 2, 0), ("cell", 2, 1)]
    state.apply_action(("cell", 2, 0))
    assert state.stage == "turn" and state.legal_actions() == [("turn", r) for r in range(4)]
    state.apply_action(("turn", 0))
    assert state.board.at((2, 0)).card == "treasure-isle"
    assert state.tokens == {(2, 0): "treasure"} and state.token_supply["treasure"] == 4
    assert state.sea.region((2, 0)).complete and len(state.sea.region((2, 0)).cells) == 1
    assert state.islands() == [{"cells": [(2, 0)], "complete": True, "owners": ()}]
    assert state.drawn == ["cove", "cove", "den"] and state.stats["tiles_laid"] == 1
    assert state.legal_actions() == [("tile", 0), ("tile", 2)]
    state.apply_action(("tile", 0))
    state.apply_action(("cell", 3, 0))
    # the island's sea edge faces west: the cove's land may not
    assert state.legal_actions() == [("turn", 0), ("turn", 1), ("turn", 2)]
    state.apply_action(("turn", 1))  # land to the east
    assert state.sea.edges((3, 0)) == (S, L, S, S)
    assert state.sea.region((3, 0)).open == frozenset({((3, 0), "east")})


def test_the_first_den_brings_the_galleon_and_the_red_flag():
    state = dealt(["den", "cove", "cove", "den"])
    assert state.galleon is None and state.jolly is None and state.galleon_hold == [None] * 4
    state.apply_action(("tile", 0))
    state.apply_action(("cell", 0, 2))
    state.apply_action(("turn", 0))
    assert state.galleon == (0, 2) and state.jolly == 1
    assert state.galleon_hold == [("coins", 3), ("coins", 3), None, None] and state.coffer == 0
    assert [e.kind for e in state.events[-3:]] == ["lay", "galleon", "red-flag"]
    assert state.legal_actions() == [("tile", 0), ("tile", 2)]
    state.apply_action(("tile", 2))
    state.apply_action(("cell", 0, -2))
    state.apply_action(("turn", 0))
    assert state.galleon == (0, 2) and state.jolly == 1  # a later den: the flag to its layer, no new galleon
    assert state.board.at((0, -2)).card == "den"


def test_a_den_laid_at_setup_gives_the_red_flag_to_the_first_player():
    """Nobody lays an opening's den, yet the galleon it brings must be sailed by someone: the first
    player takes the red flag at setup (before, the flag stayed with nobody and a fight the galleon
    won asked nobody for its loot)."""
    model = sea(opening=(Opening("den", (2, 0), 0),))
    state = new_state(3, seed=45, model=model)
    assert state.galleon == (2, 0) and state.jolly == state.first
    flag = [e for e in state.events if e.kind == "red-flag"]
    assert [(e.player, e.data) for e in flag] == [(state.first, {"reason": "setup"})]
    bot = RandomBot(random.Random(45))
    while not state.is_terminal():
        assert state.jolly is not None and state.current_player() is not None
        assert RULESET.invariants(state) == []
        state.apply_action(bot.step(state))


def test_tiles_that_fit_nowhere_are_discarded_face_up():
    inland = tile("inland", "coast", (L, L, L, L), 2)
    model = sea(tiles=(*sea().tiles, inland))
    state = dealt(["inland", "open-sea", "open-sea", "inland"], model=model)
    assert state.drawn == ["inland", "open-sea", "open-sea", "inland"]
    assert state.legal_actions() == [("tile", 1)]  # no open cell takes land on all four sides
    for _ in range(2):
        state.apply_action(("tile", state.drawn.index("open-sea")))
        state.apply_action(state.legal_actions()[0])
        state.apply_action(state.legal_actions()[0])
    assert state.discarded == ["inland", "inland"] and state.stats["unplaceable"] == 2
    assert [e.data["tile"] for e in state.events if e.kind == "unplaceable"] == ["inland", "inland"]
    assert state.actor == 0 and state.stage == "tile" and state.drawn != []  # the next seat lays


def test_a_tile_that_fits_once_another_is_laid_is_not_discarded():
    inland = tile("inland", "coast", (L, L, L, L), 2)
    model = sea(tiles=(*sea().tiles, inland))
    state = dealt(["inland", "open-sea", "cove", "inland"], model=model)
    assert state.legal_actions() == [("tile", 1), ("tile", 2)]
    state.apply_action(("tile", 1))  # the cove
    state.apply_action(("cell", -2, -1))
    state.apply_action(("turn", 0))  # its land faces north, onto the empty (-2, -2)
    assert state.legal_actions() == [("tile", 0), ("tile", 1)]
    state.apply_action(("tile", 0))
    assert state.legal_actions() == [("cell", -2, -2)]
    state.apply_action(("cell", -2, -2))
    assert state.legal_actions() == [("turn", r) for r in range(4)]
    state.apply_action(("turn", 0))
    assert state.sea.region((-2, -1)).cells == frozenset({(-2, -1), (-2, -2)})
    assert len(state.sea.region((-2, -1)).open) == 3 and state.discarded == []


def test_tiles_go_within_four_squares_of_an_opponents_ship_or_port():
    state = dealt(["cove"] * 4)
    near = placement_filter(state, 1)  # seat 0: ship and port at (-1, 0)
    assert near((3, 0)) and near((1, 2)) and near((-1, -4)) and not near((4, 0)) and not near((1, 3))
    assert state.ctx["near"][0] == 1 and len(state.ctx["near"][1]) == 41  # kept while seat 1 lays
    state.ships[0] = (-5, 0)
    near = near_cells(state, 1).__contains__
    assert near((-9, 0)) and near((3, 0))  # the ship and the port both count
    assert near_cells(state, 0).__contains__((5, 0))  # seat 1's port at (1, 0)
    assert (6, 0) not in near_cells(state, 0)


def test_a_token_comes_with_its_tile_only_while_the_supply_lasts():
    state = dealt(["cove", "cove", "castaway-isle", "treasure-isle"])
    state.token_supply["treasure"] = 0
    state.apply_action(("tile", 0))
    state.apply_action(("cell", 2, 0))
    state.apply_action(("turn", 0))
    assert state.tokens == {} and state.events[-1].data == {"tile": "treasure-isle", "rotation": 0, "token": ""}
    state.apply_action(("tile", 0))
    state.apply_action(("cell", 3, 0))
    state.apply_action(("turn", 0))
    assert state.tokens == {(3, 0): "castaway"} and state.token_supply == {"treasure": 0, "find": 5, "castaway": 4}


def test_once_the_stack_is_used_up_the_days_go_on_without_laying():
    state = dealt(["cove"] * 4)
    state.stack = []
    state.drawn = ["cove"]
    state.apply_action(("tile", 0))
    state.apply_action(state.legal_actions()[0])
    state.apply_action(state.legal_actions()[0])
    assert state.drawn == [] and state.stage != "tile"  # the other seat draws nothing
    assert [e.kind for e in state.events if e.kind == "draw"] == ["draw"]

"""Finis Terrae's setup (setup.py): the first player by the red die, home ports, start coins, the tile
stack for the player count, the weather deck with the finale at its depth, the start island's edges;
exact values from fixed seeds."""

from __future__ import annotations

from collections import Counter

import pytest
from ft_sea_fixture import new_state, opening_sea, sea, settle

from engine.core.errors import EngineError
from engine.rulesets.finis_terrae.game import SEAT_NAMES, START, Game


def test_the_first_player_places_on_the_east_beach_then_the_others_choose():
    state = new_state(3, seed=7)
    assert state.first == 2 and state.stage == "port" and state.actor == 0
    assert state.ports == {(1, 0): 2} and state.ships == [None, None, (1, 0)] and state.home[2] == (1, 0)
    assert state.legal_actions() == [("port", -1, -1), ("port", -1, 0), ("port", -1, 1), ("port", 0, -1),
                                     ("port", 0, 1), ("port", 1, -1), ("port", 1, 1)]
    state.apply_action(("port", 0, -1))
    assert state.actor == 1 and ("port", 0, -1) not in state.legal_actions()
    state.apply_action(("port", -1, 1))
    assert state.home == [(0, -1), (-1, 1), (1, 0)] and state.ships == state.home
    # then the coins, in turn order from the first player
    assert state.stage == "load" and state.actor == 2
    assert state.legal_actions() == [("load", n) for n in range(21)]
    state.apply_action(("load", 15))
    assert state.holds[2] == [("coins", 15), None, None, None] and state.bank[2] == 5
    state.apply_action(("load", 0))  # the rest banked (asked again: test_the_start_coins_are_divided_...)
    state.apply_action(("load", 0))
    assert state.holds[0] == [None] * 4 and state.bank[0] == 20
    state.apply_action(("load", 20))
    assert state.bank == [20, 0, 5] and state.stage == "tile" and state.day == 1


def test_the_weather_deck_keeps_the_finale_third_from_the_bottom():
    state = new_state(3, seed=7)
    assert state.weather == "fair"  # day 1's face-up card
    assert state.weather_deck == ["fair", "drizzle", "world-end", "drizzle", "gale", "fair", "gale", "fair"]
    assert state.weather_deck.index("world-end") == 2 and state.finale_seen == 0
    assert state.weather_out == ["fair", "drizzle"]  # removed unseen
    every = Counter(state.weather_deck) + Counter(state.weather_out) + Counter([state.weather])
    assert every == Counter({"fair": 5, "drizzle": 3, "gale": 2, "world-end": 1})


@pytest.mark.parametrize("players,tiles", [(2, 64), (3, 72), (4, 80)])
def test_the_tile_stack_has_the_rulebooks_size_per_player_count(players, tiles):
    state = new_state(players, seed=1)
    assert len(state.stack) == tiles and len(state.board) == 9


def test_the_start_island_is_land_inside_and_sea_outside():
    state = new_state(2, seed=1)
    assert state.board.at((0, 0)).card == START
    assert state.sea.edges((0, 0)) == ("land",) * 4
    assert state.sea.edges((1, 0)) == ("land", "sea", "land", "land")
    assert state.sea.edges((-1, -1)) == ("sea", "land", "land", "sea")
    assert state.edge((1, 1), "south") == "sea" and state.edge((5, 5), "south") is None
    island = state.sea.region((0, 0))
    assert len(island.cells) == 9 and island.complete
    assert state.islands() == []  # the start island is not one that scores
    assert state.sea.open_cells()[:3] == [(-2, -1), (-2, 0), (-2, 1)] and len(state.sea.open_cells()) == 12


def test_an_opening_tile_leaves_the_stack_and_lies_from_the_start():
    state = new_state(3, seed=1, model=opening_sea())
    assert state.board.at((2, 0)).card == "open-sea" and len(state.stack) == 71
    assert state.stats["tiles_laid"] == 0


def test_the_first_player_is_the_highest_red_die_rerolling_ties():
    assert [new_state(3, seed=s).first for s in range(6)] == [0, 1, 1, 1, 2, 1]  # seeds 2 and 5 reroll a tie of sixes


def test_seats_and_player_counts():
    assert SEAT_NAMES == ("Red", "Green", "Yellow", "Blue")
    game = Game(sea(), players=2)
    assert game.seat_names() == ["Red", "Green"] and game.coastal[6] == (1, 0)
    with pytest.raises(EngineError, match="2 to 4"):
        Game(sea(), players=5)
    with pytest.raises(EngineError, match="for 2 or 3"):
        Game(sea(players=(2, 3)), players=4)
    with pytest.raises(EngineError, match="no mode"):
        Game(sea(), players=2, mode="solo")


def test_a_settled_game_starts_day_one_with_tiles():
    state = new_state(3, seed=7)
    settle(state)
    assert state.stage == "tile" and state.actor == state.first == 2
    assert len(state.drawn) == 4 and len(state.stack) == 68
    assert [e.kind for e in state.events][:3] == ["setup", "home", "home"]


def test_the_start_coins_are_divided_among_compartments():
    """"How many of those coins to load on the ship and how to divide them in the hold": each ("load",
    n) fills the next empty compartment with n coins from the bank, until ("load", 0), an empty bank
    or a full hold."""
    state = new_state(3, seed=7)
    state.apply_action(("port", 0, -1))
    state.apply_action(("port", -1, 1))
    assert (state.stage, state.actor) == ("load", 2)
    state.apply_action(("load", 12))
    assert (state.stage, state.actor) == ("load", 2)  # asked again for the next compartment
    assert state.legal_actions() == [("load", n) for n in range(9)]
    state.apply_action(("load", 5))
    assert state.holds[2] == [("coins", 12), ("coins", 5), None, None] and state.bank[2] == 3
    state.apply_action(("load", 0))  # the rest stays banked
    assert (state.stage, state.actor) == ("load", 0)
    for coins in (5, 5, 5, 5):
        state.apply_action(("load", coins))
    assert state.holds[0] == [("coins", 5)] * 4 and state.bank[0] == 0  # a full hold ends it
    assert (state.stage, state.actor) == ("load", 1)
    state.apply_action(("load", 20))
    assert state.bank == [0, 0, 3] and state.stage == "tile"

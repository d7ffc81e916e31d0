"""The bundled seas set up as the rulebook says: windward-sea's stack of 64/72/80 tiles, its weather deck
(day 1's sunny card face up, 2 removed unseen, the finale third from the bottom), and elbow-reach's
L-shaped start island (its edges, five coastal cells, its own start coins and first port); exact
values from fixed seeds."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content.resolve import load_adventure
from engine.rulesets.finis_terrae.game import Game

WEATHER = Counter({"fair-breeze": 5, "grey-drizzle": 3, "black-squall": 2, "last-horizon": 1})


@pytest.fixture(scope="module")
def windward():
    return load_adventure("windward-sea")


@pytest.mark.parametrize("players,tiles,first", [(2, 64, 1), (3, 72, 1), (4, 80, 3)])
def test_windward_sea_sets_up_by_the_rulebook(windward, players, tiles, first):
    state = Game(windward, players=players).new_initial_state(5)
    assert len(state.stack) == tiles and state.first == first and state.home[first] == (1, 0)
    assert state.weather == "fair-breeze" and state.weather_deck[2] == "last-horizon" and len(state.weather_deck) == 8
    assert len(state.weather_out) == 2
    assert Counter(state.weather_deck) + Counter(state.weather_out) + Counter([state.weather]) == WEATHER
    assert state.bank == [20] * players and len(state.board) == 9


def test_windward_sea_weather_of_a_seed(windward):
    state = Game(windward, players=3).new_initial_state(5)
    assert state.weather_deck == ["black-squall", "grey-drizzle", "last-horizon", "grey-drizzle", "fair-breeze",
                                  "fair-breeze", "grey-drizzle", "fair-breeze"]
    assert state.weather_out == ["black-squall", "fair-breeze"]


def test_elbow_reach_has_an_l_shaped_start_and_its_own_economy():
    model = load_adventure("elbow-reach")
    game = Game(model, players=3)
    assert game.coastal == ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1))
    assert game.start_edges[(-1, 1)] == ("land", "land", "sea", "sea")  # the elbow: land north and east
    assert game.start_edges[(1, 1)] == ("sea", "sea", "sea", "land")
    state = game.new_initial_state(5)
    assert state.home == [None, (1, 1), None] and state.bank == [15, 15, 15]
    assert state.sea.region((-1, -1)).complete and len(state.sea.region((-1, -1)).cells) == 5
    assert state.legal_actions() == [("port", -1, -1), ("port", -1, 0), ("port", -1, 1), ("port", 0, 1)]
    assert model.rules.den_toll == 4 and model.rules.port_cost == 4

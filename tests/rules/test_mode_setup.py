"""An adventure's setup for one mode (`setup.modes`): a team mode tuned apart from the competitive
game. Drowned Temple's cooperative and solo games lower the temple's value, the solo game the Weeping
Stair's too, and the cooperative players get more gold; its competitive game, and every adventure without a mode setup, start as before."""

from __future__ import annotations

import dataclasses

from engine.content.frozen import FrozenMap
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror import model as m
from rules_helpers import adventure, at

TEMPLE = (5, 3)
STAIR = (2, 2)  # the Weeping Stair, linked to the temple by the Flooded Causeway


def _start(adv, mode: str, players: int):
    return Game(adv, players=players, mode=mode, seed=7).new_initial_state()


def test_the_temple_shows_the_value_of_the_mode_being_played():
    adv = adventure("drowned-temple")
    values = {}
    for mode in ("competitive", "cooperative", "solo"):
        state = _start(adv, mode, 1 if mode == "solo" else 3)
        values[mode] = state.tile[at(state, TEMPLE)].value
    assert values == {"competitive": 5, "cooperative": 1, "solo": 1}
    stair = {}
    for mode in ("competitive", "cooperative", "solo"):
        state = _start(adv, mode, 1 if mode == "solo" else 3)
        stair[mode] = state.tile[at(state, STAIR)].value
    assert stair == {"competitive": 3, "cooperative": 3, "solo": 1}  # the solo player's way in


def test_players_start_with_the_materials_of_the_mode_being_played():
    adv = adventure("drowned-temple")
    assert Game(adv, players=3, mode="competitive", seed=0).materials == m.Materials(8, 1, 3, 1, 3, 3)
    assert Game(adv, players=3, mode="cooperative", seed=0).materials == m.Materials(8, 1, 3, 1, 6, 3)
    # a count the mode does not name keeps the setup's materials
    assert Game(adv, players=2, mode="cooperative", seed=0).materials == m.Materials(9, 1, 4, 1, 3, 3)
    state = _start(adv, "cooperative", 3)
    assert [p.gold for p in state.players] == [6, 6, 6]


def test_a_mode_setup_names_only_what_differs():
    adv = adventure("drowned-temple")
    setup = dataclasses.replace(adv.setup, modes=FrozenMap({"solo": m.ModeSetup(
        player_materials=FrozenMap({1: FrozenMap({"camps": 2, "rations": 9})}))}))
    assert setup.materials("solo", 1) == m.Materials(10, 1, 2, 1, 4, 9)
    assert setup.materials("cooperative", 1) == m.Materials(10, 1, 4, 1, 4, 4)
    assert setup.area_value("solo", "drowned-temple", 5) == 5  # no area value named: the printed one
    assert setup.area_value("competitive", None, 3) == 3

"""Audit (ci-audit.md), why the team loses: the greedy bot spends Determination on powers that do nothing.

greedy.one_step scores ("pass",) at the weather stop (and ("camp", ...) at night) by the position
*after* the weather and the night have been played (their wounds counted), but a ("use", ...) by the
position *before* them (the stage is asked again): any power, even one with no effect, looks better
than passing by the round's expected weather and night wounds, and is used. In 20 greedy games of
wreck-and-beacon (3 players) that wastes 35 wood discounts, 22 looks at the hunting deck with no hunt
to come and 6 remedies with nobody wounded: about 5.5 Determination a game, against 6.75 wounds a
game taken at the morale phase for lacking Determination.
"""

from __future__ import annotations

import random


from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island import greedy
from engine.rulesets.cursed_island.game import Game


def first_weather_stop():
    state = Game(load_adventure("wreck-and-beacon"), players=3).new_initial_state(0)
    bots = [greedy.factory(random.Random(i)) for i in range(3)]
    while state.stage != "weather":
        state.apply_action(bots[state.current_player()].step(state))
    return state


def test_the_greedy_bot_passes_rather_than_use_a_power_that_does_nothing():
    state = first_weather_stop()
    state.starting_items.clear()
    state.discoveries.clear()
    state.hunt_deck.clear()  # a look at the hunting deck sees nothing
    for person in state.people:
        person.determination = 0
    state.people[2].determination = 2  # only the marine's look at the hunting deck is affordable
    state._legal = None
    assert state.legal_actions() == [("use", "skill:2:spoor-reading", ""), ("pass",)]
    assert greedy.factory(random.Random(0)).step(state) == ("pass",)  # now the look: 2 Determination for nothing

"""Audit (ci-audit.md): one token of a kind on the weather space.

Rulebook, "One token only": "On each Island tile/space, Action field or Weather or Night space etc.
there can only be one token of each type located there ... the demand is already fulfilled". The
engine caps action-field and island tokens (effects.token) but adds weather tokens up
(effects.weather: `state.weather_tokens[kind] += ...`): a book card whose own effect puts a rain
cloud, drawn while the scenario's book meaning puts one too, brings two rain clouds.
"""

from __future__ import annotations

from ci_state_kit import fresh, steps
from ci_tiny_scenario import t

from engine.rulesets.cursed_island.effects import Ctx

RAIN = t("weather", {"rain": 1})


def test_a_second_rain_token_is_ignored():
    state = fresh(3, 1)
    steps(state, ("terms", (RAIN, RAIN, t("weather", {"winter": 1}), t("weather", {"winter": 1})), 0, Ctx(0)))
    assert (state.weather_tokens["rain"], state.weather_tokens["winter"]) == (1, 1)  # now (2, 2)


def test_a_second_storm_token_is_ignored():
    state = fresh(3, 1)
    steps(state, ("terms", (t("weather", {"storm": 1}), t("weather", {"storm": 1})), 0, Ctx(0)))
    assert state.weather_tokens["storm"] == 1  # now 2


def test_two_rain_cards_in_a_round_cost_one_cloud():
    state = fresh(3, 1)
    state.available.update(food=5, wood=5, preserved=0)
    state.round = 1  # the tiny scenario rolls no weather die in round 1: only the tokens
    state.starting_items.clear()  # no power open: no window stop before the dice
    steps(state, ("terms", (RAIN, RAIN), 0, Ctx(0)), ("weather",), ("weather-roll",))
    assert (state.available["food"], state.available["wood"]) == (4, 4)  # now (3, 3): two clouds paid

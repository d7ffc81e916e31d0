"""The weather phase: the scenario's dice for the round, the weather tokens, the roof.

A window stop comes first ("weather": the powers that change the weather, or ("pass",)), offered
only when a power is usable. Then the dice the scenario names for the round are rolled (one draw each,
in `WEATHER_DICE` order), the hungry-animals die also when a token asks for it (rolled once however
often it is asked). Clouds: the rain and winter faces and tokens, less the ignored ones (`ignore_rain`
/ `ignore_winter` passives and this round's effects), winter clouds turned to rain first. Then:

1. each winter cloud costs 1 wood, whatever the roof;
2. each cloud above the roof level costs 1 food and 1 wood;
3. the hungry-animals die: discard 1 food, palisade -1, or a beast of `island.beast_strength_animals`
   fought by every castaway;
4. each storm token: palisade -1, last.

Every shortfall is a wound to each castaway per missing unit (unfulfilled demand; Friday is not
affected by weather). The tokens and this round's weather modifiers are discarded at the end.
"""

from __future__ import annotations

from . import outside, passives, wounds
from .model import WEATHER_DICE
from .powers import offers
from .queue import ask
from .tell import event

CLOUDS = {"rain": (1, 0), "rain2": (2, 0), "winter": (0, 1), "winter2": (0, 2), "rain_winter": (1, 1)}
WEATHER_MODS = ("ignore_rain", "ignore_winter", "winter_to_rain")


def step_weather(state, step) -> None:
    state.phase = "weather"
    state.mods.pop("weapon_bonus", None)  # an action's temporary weapon is gone by the weather
    if offers(state, "weather"):
        ask(state, "weather")


def legal_window(state) -> list:
    return [*offers(state, "weather"), ("pass",)]


def apply_window(state, action) -> None:
    """("pass",): the window closes (the roll is the next step)."""


def step_roll(state, step) -> None:
    game = state.game
    tokens = state.weather_tokens
    scheduled = set(game.scenario.weather_of(state.round))
    if tokens.get("animals"):
        scheduled.add("animals")
    faces = {die: game.weather_dice[die].roll(state.rng) for die in WEATHER_DICE
             if die in scheduled and die in game.weather_dice}
    rain, winter = tokens.get("rain", 0), tokens.get("winter", 0)
    for die in ("rain", "winter"):
        r, w = CLOUDS.get(faces.get(die, ""), (0, 0))
        rain, winter = rain + r, winter + w
    turned = min(winter, state.mods.get("winter_to_rain", 0))
    winter, rain = winter - turned, rain + turned
    winter = max(0, winter - passives.total(state, "ignore_winter") - state.mods.get("ignore_winter", 0))
    rain = max(0, rain - passives.total(state, "ignore_rain") - state.mods.get("ignore_rain", 0))
    roof = state.levels["roof"]
    event(state, "weather", -1, dice=faces, rain=rain, winter=winter, roof=roof, storm=tokens.get("storm", 0))
    everyone = outside.home(state, wounds.persons(state, None, "all"))  # not who sleeps outside
    if winter:
        wounds.pay(state, {"wood": winter}, everyone, "winter")
    missing = max(0, rain + winter - roof)
    if missing:
        wounds.pay(state, {"food": missing, "wood": missing}, everyone, "clouds")
    animal = faces.get("animals", "")
    if animal == "food":
        wounds.pay(state, {"food": 1}, everyone, "animals")
    elif animal == "palisade":
        wounds.level(state, "palisade", -1, "animals")
    elif animal == "beast":
        wounds.fight(state, game.island.beast_strength_animals, everyone, "animals")
    for _ in range(tokens.get("storm", 0)):
        wounds.level(state, "palisade", -1, "storm")
    state.weather_tokens = {"rain": 0, "winter": 0, "storm": 0, "animals": 0}
    for key in WEATHER_MODS:
        state.mods.pop(key, None)


STEPS = {"weather": step_weather, "weather-roll": step_roll}
STAGES = {"weather": (legal_window, apply_window)}

"""The weather phase (winter wood first, clouds against the roof, the hungry-animals die, the storm
last, every shortfall a wound to each castaway, the window before the dice) and the night (eating,
who goes hungry, the camp's move with its halving or loss, the open air, food rotting, skill marks
cleared, the first player passing)."""

from __future__ import annotations

from ci_state_kit import answer, fresh, kinds, steps

from engine.core.dice import Die
from engine.core.windows import UseLog


def rigged(state, **faces):
    """Every weather die of the game shows the given face (a one-face die per name)."""
    for name, face in faces.items():
        state.game.weather_dice[name] = Die(name, (face,))


def weather(state, round_no=1, **faces):
    state.round = round_no
    state.starting_items.clear()  # no power open: no window stop before the dice
    rigged(state, **faces)
    return steps(state, ("weather",), ("weather-roll",))


def test_the_rulebooks_weather_example():
    state = fresh(3, 1)
    state.available.update(food=1, wood=3, preserved=0)
    state.levels["roof"] = 1
    state.weather_tokens["winter"] = 1
    weather(state, 3, rain="rain2")  # round 3 rolls the rain die
    assert state.available["wood"] == 0 and state.available["food"] == 0
    assert [p.wounds for p in state.people] == [1, 1, 1]  # one food lacking: a wound to each castaway
    assert state.weather_tokens == {"rain": 0, "winter": 0, "storm": 0, "animals": 0}


def test_winter_costs_wood_whatever_the_roof():
    state = fresh(3, 1)
    state.available.update(food=5, wood=0)
    state.levels["roof"] = 5
    state.weather_tokens["winter"] = 2
    weather(state)
    assert [p.wounds for p in state.people] == [2, 2, 2] and state.available["food"] == 5


def test_the_hungry_animals_beast_is_fought_by_every_castaway():
    state = fresh(3, 1)
    state.levels["weapon"] = 1
    weather(state, 5, rain="", winter="", animals="beast")
    assert [p.wounds for p in state.people] == [2, 2, 2]  # strength 3 against weapon 1


def test_the_storm_comes_last_after_the_animals_palisade():
    state = fresh(3, 1)
    state.levels["palisade"] = 1
    state.weather_tokens["storm"] = 1
    weather(state, 5, rain="", winter="", animals="palisade")
    assert state.levels["palisade"] == 0 and [p.wounds for p in state.people] == [1, 1, 1]


def test_the_animals_die_asked_twice_is_rolled_once():
    state = fresh(3, 1)
    state.available.update(food=3, wood=0)
    state.weather_tokens["animals"] = 1
    weather(state, 5, rain="", winter="", animals="food")
    rolled = [e for e in state.events if e.kind == "weather"][-1]
    assert rolled.data["dice"] == {"rain": "", "winter": "", "animals": "food"}
    assert state.available["food"] == 2


def test_ignored_and_turned_clouds():
    state = fresh(3, 1)
    state.available.update(food=0, wood=0)
    state.items["t-inv-furnace"] = 1  # ignores a winter cloud
    state.mods["ignore_rain"] = 1
    state.weather_tokens.update(rain=1, winter=1)
    weather(state)
    assert [p.wounds for p in state.people] == [0, 0, 0] and "ignore_rain" not in state.mods
    state.mods["winter_to_rain"] = 1
    state.levels["roof"] = 1
    state.items.clear()
    state.weather_tokens.update(winter=1)
    weather(state)
    assert [p.wounds for p in state.people] == [0, 0, 0]  # the winter cloud became rain: no wood, roof 1


def test_the_window_before_the_weather():
    state = fresh(3, 1)
    state.round = 1
    steps(state, ("weather",), ("weather-roll",))
    assert state.stage == "weather"
    actions = state.legal_actions()
    assert actions[-1] == ("pass",) and all(a[0] == "use" for a in actions[:-1]) and len(actions) > 1
    answer(state, ("pass",))
    assert kinds(state)[-1] == "weather"


def test_eating_with_enough_food():
    state = fresh(3, 1)
    state.available.update(food=2, preserved=2)
    steps(state, ("night",))
    assert state.available["food"] == 0 and state.available["preserved"] == 1 and state.stage == "halt"


def test_short_food_asks_who_goes_hungry():
    state = fresh(3, 1)
    state.available.update(food=1, preserved=0)
    steps(state, ("night",))
    assert state.stage == "hungry" and state.legal_actions() == [("hungry", 0), ("hungry", 1), ("hungry", 2)]
    answer(state, ("hungry", 2))
    assert state.legal_actions() == [("hungry", 0), ("hungry", 1)]
    answer(state, ("hungry", 0))
    assert [p.wounds for p in state.people] == [2, 0, 2] and state.available["food"] == 0


def test_friday_neither_eats_nor_sleeps_in_the_open():
    state = fresh(2, 1)
    state.available.update(food=2, preserved=0)
    steps(state, ("night",), ("night-end",))
    assert [p.wounds for p in state.people] == [1, 1, 0]  # open air for the castaways only


def test_the_camp_moves_to_an_explored_neighbour():
    state = fresh(3, 1)
    state.tiles.update(s1="t-ridge", s7="t-dune", s3="t-peak")
    state.inaccessible.add("s3")
    steps(state, ("night-camp",))
    assert state.legal_actions()[:2] == [("camp", ""), ("camp", "s1")] and ("camp", "s3") not in state.legal_actions()
    state.shelter = True
    state.levels.update(roof=3, palisade=1)
    answer(state, ("camp", "s1"))
    assert state.camp == "s1" and state.levels["roof"] == 1 and state.levels["palisade"] == 0


def test_without_a_built_shelter_a_moved_camp_loses_roof_and_palisade():
    state = fresh(3, 1)
    state.tiles["s1"] = "t-ridge"
    state.levels.update(roof=2, palisade=2)
    steps(state, ("night-camp",))
    answer(state, ("camp", "s1"))
    assert state.levels["roof"] == 0 and state.levels["palisade"] == 0


def test_the_night_ends_open_air_rot_marks_and_the_first_player():
    state = fresh(3, 1)
    state.available.update(food=3, preserved=1)
    state.people[1].used = frozenset({"broth"})
    state.uses = UseLog((("night", "item:t-inv-pot", 1),))
    steps(state, ("night-end",))
    assert [p.wounds for p in state.people] == [1, 1, 1]
    assert state.available["food"] == 0 and state.available["preserved"] == 1
    assert state.people[1].used == frozenset() and state.uses == UseLog()
    assert state.first == 1


def test_natural_shelter_and_kept_food():
    state = fresh(3, 1)
    state.tiles["s0"] = "t-brook"  # a natural shelter
    state.treasures.append("m-chest")  # keeps food
    state.available["food"] = 2
    steps(state, ("night-end",))
    assert [p.wounds for p in state.people] == [0, 0, 0] and state.available["food"] == 2


def test_solo_keeps_its_first_player():
    state = fresh(1, 1)
    steps(state, ("night-end",))
    assert state.first == 0

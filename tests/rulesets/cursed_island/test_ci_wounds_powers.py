"""Life tracks and their morale marks, death (any castaway's ends the game lost at once; Friday's
does not), and the any-time powers: skills once a round for their Determination, starting items'
two uses, discovery tokens with their needs, kept treasures' uses, the night's healing items."""

from __future__ import annotations

from ci_state_kit import answer, fresh, kinds, steps
from ci_tiny_scenario import t

from engine.rulesets.cursed_island import wounds
from engine.rulesets.cursed_island.effects import Ctx
from engine.rulesets.cursed_island.powers import offers


def test_wounds_passing_a_morale_mark_lower_morale_and_healing_does_not_raise_it():
    state = fresh(3, 1)
    joiner = next(i for i, p in enumerate(state.people) if p.character == "joiner")  # marks at 3 and 6
    wounds.wound(state, joiner, 4)
    assert state.morale == -1
    wounds.heal(state, joiner, 2)
    assert state.morale == -1  # back over the mark: no change
    wounds.wound(state, joiner, 1)
    assert state.morale == -2 and state.people[joiner].wounds == 3  # passing it again lowers it again
    wounds.wound(state, joiner, 3)
    assert state.morale == -3


def test_a_castaways_death_loses_the_game_at_once():
    state = fresh(3, 1)
    state.people[1].wounds = state.game.characters[state.people[1].character].life - 1
    steps(state, ("terms", (t("wound", {"who": "all"}),), 0, Ctx(0)), ("night",))
    assert state.is_terminal() and state.loss == (f"death:{state.people[1].character}", 1)
    assert "death" in kinds(state) and kinds(state)[-1] == "lost" and not state.people[1].alive
    assert state.stage == "over" and state.todo == []  # the night never came


def test_fridays_death_is_not_a_loss():
    state = fresh(2, 1)
    friday = 2
    wounds.wound(state, friday, 4)
    steps(state)
    assert not state.people[friday].alive and state.loss is None and not state.is_terminal()


def test_the_dog_takes_no_wounds():
    state = fresh(1, 1)
    wounds.wound(state, 2, 3)
    assert state.people[2].wounds == 0 and state.people[2].alive


def window(state):
    state.starting_items.clear()
    state.round = 1
    return steps(state, ("weather",), ("weather-roll",))


def test_a_skill_costs_determination_once_a_round_and_asks_again():
    state = fresh(3, 1)
    galley = next(i for i, p in enumerate(state.people) if p.character == "galley")
    state.people[galley].determination = 7
    window(state)
    power = ("use", f"skill:{galley}:warm-drink", "")
    assert power in state.legal_actions()
    answer(state, power)
    assert state.stage == "weather" and state.people[galley].determination == 4
    assert state.mods["ignore_rain"] == 1 and power not in state.legal_actions()


def test_a_starting_item_has_two_uses():
    state = fresh(3, 1)
    state.starting_items = {"i-bottle": 2}
    state.round = 1
    steps(state, ("weather",), ("weather-roll",))
    answer(state, ("use", "item:i-bottle", ""))
    answer(state, ("use", "item:i-bottle", ""))
    assert state.levels["weapon"] == 2 and state.starting_items == {}
    assert ("use", "item:i-bottle", "") not in state.legal_actions()


def test_a_discovery_needs_what_it_names_and_is_discarded_once_used():
    state = fresh(3, 1)
    state.discoveries = ["d-planks", "d-herbs", "d-planks"]
    state.available["wood"] = 0
    window(state)
    assert [a for a in state.legal_actions() if a[0] == "use" and "discovery" in a[1]] == [("use", "discovery:0", "")]
    answer(state, ("use", "discovery:0", ""))
    assert state.discoveries == ["d-herbs", "d-planks"] and state.available["wood"] == 1
    steps(state, ("night-camp",))
    assert ("use", "discovery:0", "") not in state.legal_actions()  # the herbs need a pot
    state.items["t-inv-pot"] = 1
    state._legal = None
    assert ("use", "discovery:0", "") in state.legal_actions()


def test_healing_powers_wait_for_the_night():
    state = fresh(3, 1)
    state.discoveries = ["d-herbs"]
    state.items["t-inv-pot"] = 1
    state.treasures = ["m-flask"]
    state.starting_items.clear()
    assert offers(state, "weather") == [] and offers(state, "planning") == []
    steps(state, ("night-camp",))
    assert {("use", "discovery:0", ""), ("use", "treasure:m-flask", "")} <= set(state.legal_actions())


def test_a_kept_treasure_is_used_its_uses_then_discarded():
    state = fresh(3, 1)
    state.treasures = ["m-flask"]
    state.people[0].wounds = 3
    steps(state, ("night-camp",))
    answer(state, ("use", "treasure:m-flask", ""))
    answer(state, ("use", "treasure:m-flask", ""))
    assert state.people[state.first].wounds == 1 and state.treasures == [] and state.discards["mystery"] == ["m-flask"]


def test_a_night_healing_item_once_a_night():
    state = fresh(3, 1)
    state.items["t-inv-pot"] = 1
    state.available["food"] = 2
    state.people[1].wounds = 2
    steps(state, ("night-camp",))
    answer(state, ("use", "item:t-inv-pot", ""))
    assert state.stage == "heal" and state.legal_actions() == [("heal", 1)]
    answer(state, ("heal", 1))
    assert state.stage == "camp" and state.people[1].wounds == 1 and state.available["food"] == 1
    assert ("use", "item:t-inv-pot", "") not in state.legal_actions()

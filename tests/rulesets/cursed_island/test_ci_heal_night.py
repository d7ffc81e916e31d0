"""A card's heal by day waits for the night (effects.heal, night.step_night): who is healed is named when
the card plays, the heal itself when the night begins; a skill's heal and a heal at night play at once."""

from __future__ import annotations

from ci_state_kit import fresh, steps
from ci_tiny_scenario import t

from engine.rulesets.cursed_island.effects import Ctx


def test_a_days_heal_is_kept_then_played_when_the_night_begins():
    state = fresh(3, 1)
    state.people[1].wounds = 3
    steps(state, ("terms", (t("heal", {"count": 2}),), 0, Ctx(1, "threat", "", "card")))
    assert state.people[1].wounds == 3 and state.mods["night_heals"] == (((1,), 2, "card"),)
    state.available["food"] = 3
    steps(state, ("night",))
    assert state.people[1].wounds == 1 and "night_heals" not in state.mods


def test_a_split_heal_by_day_is_asked_at_night():
    state = fresh(3, 1)
    state.people[0].wounds, state.people[2].wounds = 1, 1
    steps(state, ("terms", (t("heal", {"count": 1, "who": "chosen"}),), 0, Ctx(0, "", "", "card")))
    assert state.mods["night_heals"] == ((("chosen",), 1, "card"),)
    state.available["food"] = 3
    steps(state, ("night",))
    assert state.stage == "heal" and state.legal_actions() == [("heal", 0), ("heal", 2)]


def test_a_skills_heal_plays_at_once():
    state = fresh(3, 1)
    state.people[0].wounds = 2
    steps(state, ("terms", (t("heal", {"count": 1}),), 0, Ctx(0, "", "", "skill:0:remedy")))
    assert state.people[0].wounds == 1 and "night_heals" not in state.mods

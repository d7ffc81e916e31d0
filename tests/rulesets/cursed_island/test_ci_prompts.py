"""Prompts and action labels in words (prompts.py, wording.py): every stage has a prompt naming what is
decided, every action a label naming its pawn, card, tile or effect, with exact texts."""

from __future__ import annotations

import ci_actions_kit as k

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island import flow, wording
from engine.rulesets.cursed_island.effects import Ctx
from engine.rulesets.cursed_island.groups import Group
from engine.rulesets.cursed_island.model import EFFECTS
from engine.rulesets.cursed_island.prompts import PROMPTS, action_text, prompt


def test_every_stage_has_a_prompt():
    assert set(flow.STAGES) - set(PROMPTS) == set()
    assert {"reroll", "hunt", "arrange"} <= set(PROMPTS)


def test_planning_labels_name_the_pawn_and_its_target():
    state = k.planning(3)
    assert prompt(state) == "Cook: place Cook's pawn 1: choose its action (or use a power)"
    labels = [action_text(state, a) for a in state.legal_actions()[:2]]
    assert labels == ["Cook's pawn 1 to the threat action: Crates", "Cook's pawn 1 to building: Basket"]
    assert action_text(state, ("assign", "cook:1", "explore", "n0")) == "Cook's pawn 1 to exploring: space n0"
    assert action_text(state, ("assign", "cook:1", "rest", "")) == "Cook's pawn 1 to resting"
    assert action_text(state, ("lead", "carpenter:1", "hunt", "")) == \
        "Carpenter's pawn 1 to hunting, taking the action (the others support)"


def test_a_left_out_supporting_pawn_says_so():
    state = k.planning(1)
    k.place(state, ("explore", "n0"), ("rest", ""), ("rest", ""))
    assert action_text(state, ("assign", "dog", "", "")) == "Dog stays out (supports nothing)"
    assert [action_text(state, a) for a in k.options(state)] == ["Dog to exploring: space n0, supporting Cook",
                                                                  "Dog stays out (supports nothing)"]


def test_a_decide_names_its_options_by_their_effects():
    state = k.planning(3)
    state.ctx["choose"] = (((Term("gain", {"wood": 2}),), (Term("wound", {"count": 1, "who": "all"}),
                                                           Term("morale", -1))), Ctx(0, "", "", "watch"))
    state.stage = "decide"
    assert prompt(state) == "Cook: Watch: choose (gain 2 wood) or (1 wound (every castaway); morale -1)"
    assert [action_text(state, ("decide", i)) for i in (0, 1)] == [
        "gain 2 wood", "1 wound (every castaway); morale -1"]


def test_the_reroll_hunt_and_arrange_stages():
    state = k.planning(3)
    state.ctx["roll"] = (0, ("wound", "", ""), 0, False)
    state.ctx["groups"] = (Group("build", "shelter", ("cook:1",), 1, 2, ()),)
    state.stage = "reroll"
    assert prompt(state) == ("Cook: the building roll shows a wound, a failure: reroll a die, use a power, "
                             "or let it stand")
    assert action_text(state, ("reroll", "success", "power")) == "reroll the success die (a reroll held)"
    assert action_text(state, ("pass",)) == "let the roll stand"
    state.ctx["hunt"] = ("boar", 1, 3)
    state.stage = "hunt"
    assert prompt(state) == "Cook: the hunt draws the Boar (strength 3 against weapon 0): use a power, or fight"
    assert action_text(state, ("pass",)) == "fight"
    four = k.planning(4)
    k.place(four, ("camp", ""))
    k.resolve(four)
    assert four.stage == "arrange"
    assert prompt(four) == "Cook: Cook arranges the camp: 2 Determination or morale +1"
    assert [action_text(four, a) for a in four.legal_actions()] == ["gain 2 Determination", "morale +1"]


SAMPLES = {"gain": {"food": 1}, "discard": {"wood": 1}, "wound": {"count": 1}, "heal": {"count": 1},
           "determination": {"count": 2}, "morale": 1, "level": {"track": "roof", "by": 1}, "halve": "roof",
           "weather": {"rain": 1}, "token": {"token": "reroll", "on": "gather"}, "fight": {"strength": 2},
           "mystery": {"treasure": 1}, "shuffle_into_events": True, "beast": 1, "discovery": 1,
           "lose_item": "any", "exhaust": "food", "inaccessible": True, "skip_production": True,
           "scenario_track": {"track": "pile", "by": 1}, "extra_pawn": "build", "reroll": "grey",
           "ignore_cloud": "rain", "winter_to_rain": 1, "wood_discount": 1, "weapon_bonus": 1,
           "draw_inventions": {"draw": 3, "keep": 1}, "scout_tiles": {"draw": 2}, "scout_discoveries": {"draw": 2},
           "scout_hunt": True, "beast_on_top": True, "resolve_again": True,
           "special_wound": {"part": "leg"}, "shortcut": True, "night_outside": {"who": "actor"},
           "choose": [[Term("morale", 1)], [Term("heal", {"count": 1})]], "if_possible": [Term("morale", 1)]}


def test_every_effect_term_has_its_phrase():
    state = k.planning(3)
    assert set(SAMPLES) == set(EFFECTS)
    phrases = {name: wording.term(state, Term(name, args)) for name, args in SAMPLES.items()}
    assert [n for n, p in phrases.items() if p == n.replace("_", " ")] == []
    assert phrases["scenario_track"] == "Pile +1" and phrases["choose"] == "(morale +1) or (1 wound healed)"
    assert phrases["lose_item"] == "lose an item of the team's choice"
    assert (phrases["special_wound"], phrases["night_outside"]) == (
        "a special wound to the leg", "a night outside the camp (the one acting)")


def test_frozen_arguments_as_content_loads_them():
    from ci_tiny_scenario import t
    state = k.planning(3)
    assert wording.term(state, t("gain", {"wood": 2, "food": 1})) == "gain 1 food, 2 wood"
    assert wording.term(state, t("heal", {"count": 2, "who": "all"})) == "2 wounds healed (every castaway)"


def test_a_powers_decide_and_an_exhaust_pick_name_the_power_and_the_tile():
    state = k.planning(3)
    state.ctx["choose"] = (((Term("morale", 1),), (Term("heal", {"count": 1}),)), Ctx(0, "", "", "skill:0:taste"))
    state.stage = "decide"
    assert prompt(state) == "Cook: Cook's Taste: choose (morale +1) or (1 wound healed)"
    state.ctx["pick"] = ("exhaust", ("c", "n0"), "food")
    state.stage = "pick"
    assert prompt(state) == "Cook: which food source is exhausted"
    assert [action_text(state, ("pick", i)) for i in (0, 1)] == ["choose the Start (c)", "choose space n0"]

"""Audit (ci-audit.md): powers the rulebook ties to the acting character are offered on anyone's action.

- Friday: "If Friday gets any Determination tokens he can use them to reroll any die once during his
  Action" — the engine offers a Friday skill in every reroll window (powers.offers lists every living
  person's skills), so his Determination rerolls a castaway's die.
- The fourth castaway's fury: "+3 to the Weapon level for the Action he takes" — offered in the "hunt"
  window of any castaway's hunt.
"""

from __future__ import annotations

import ci_actions_kit as k

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island.model import Character, Skill

AGAIN = Skill("again", "Again", 1, (Term("reroll", "any"),), windows=("reroll",))
FURY = Skill("fury", "Fury", 3, (Term("weapon_bonus", 3),), windows=("hunt",))


def cast(friday_skills=(), soldier_skills=()):
    return tuple(Character(c.id, c.title, c.life, c.morale_marks, c.invention,
                           friday_skills if c.helper == "friday" else soldier_skills if c.id == "soldier" else c.skills,
                           c.helper, c.pawn_actions, c.supports_only) for c in k.CHARACTERS)


def test_fridays_reroll_is_not_offered_on_a_castaways_roll():
    state = k.planning(2, island=k.dice(build=(0, 0, 0)), characters=cast(friday_skills=(AGAIN,)))
    state.available = {"food": 0, "preserved": 0, "wood": 3, "fur": 0}
    state.shelter = True
    state.people[2].determination = 1  # Friday's own tokens
    k.replan(state)
    k.place(state, ("build", "roof"))  # the cook alone: a failed success die
    k.rest_all(state)
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    state.apply_action(("commit",))
    offered = state.legal_actions() if state.stage == "reroll" else []
    assert ("use", "skill:2:again", "") not in offered  # now offered: the window opened for Friday's skill


def test_fridays_reroll_is_offered_on_his_own_roll():
    """The control case (passes today)."""
    state = k.planning(2, island=k.dice(build=(0, 0, 0)), characters=cast(friday_skills=(AGAIN,)))
    state.available = {"food": 0, "preserved": 0, "wood": 3, "fur": 0}
    state.shelter = True
    state.people[2].determination = 1
    k.replan(state)
    k.place(state, ("rest", ""), ("rest", ""), ("rest", ""), ("rest", ""), ("build", "roof"))
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    state.apply_action(("commit",))
    assert state.stage == "reroll" and ("use", "skill:2:again", "") in state.legal_actions()


def test_a_fury_for_the_action_he_takes_is_not_offered_on_anothers_hunt():
    state = k.planning(4, characters=cast(soldier_skills=(FURY,)))
    state.hunt_deck = ["boar"]
    state.people[3].determination = 3  # the soldier can pay
    k.replan(state)
    k.place(state, ("hunt", ""), ("hunt", ""))  # the cook hunts
    k.rest_all(state)
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    state.apply_action(("commit",))
    offered = state.legal_actions() if state.stage == "hunt" else []
    assert ("use", "skill:3:fury", "") not in offered  # now offered in the cook's hunt

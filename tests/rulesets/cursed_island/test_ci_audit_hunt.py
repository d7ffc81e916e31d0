"""Audit (ci-audit.md): a level lost *during a hunt* is the hunter's demand, not the whole team's.

Rulebook, "Temporally increased Weapon level": "If a player has to decrease Weapon level during the same
Action, he normally marks it ... and can even get Wounds if the Weapon level is lower than the number to
decrease" (he: the player taking the action), and 4.1: the effects of certain actions "affect only the
player taking the Action and not the whole group (i.e. Hunting)". The engine (resolve.fight through
wounds.level, reading 5 of ci-actions) wounds every castaway instead. Each test fails on the current
code with exact values; the fixer removes the xfail mark.
"""

from __future__ import annotations

import ci_actions_kit as k

from engine.rulesets.cursed_island.model import BeastCard


def hunt_wounds(beast: BeastCard, weapon: int, palisade: int = 0) -> list[int]:
    """Castaway 0 hunts `beast` with both pawns; castaways 1 and 2 arrange the camp (no rest: a rest
    would heal what the hunt did to them). The wounds of the three castaways after the action phase."""
    state = k.planning(3, beasts=(beast,))
    state.hunt_deck = [beast.id]
    state.levels = {"roof": 0, "palisade": palisade, "weapon": weapon}
    k.replan(state)
    k.place(state, ("hunt", ""), ("hunt", ""), ("camp", ""), ("camp", ""), ("camp", ""), ("camp", ""))
    k.resolve(state)
    return [p.wounds for p in state.people]


def test_a_weapon_loss_below_zero_in_a_hunt_wounds_the_hunter_only():
    boar = BeastCard("boar", "Boar", 2, weapon_loss=1, food=2, fur=1)
    # strength 2 against weapon 0: 2 wounds; then the weapon cannot go from 0 to -1: 1 more, the hunter's
    assert hunt_wounds(boar, weapon=0) == [3, 0, 0]  # now [3, 1, 1]


def test_a_palisade_loss_below_zero_in_a_hunt_wounds_the_hunter_only():
    cat = BeastCard("cat", "Cat", 1, palisade_loss=1, food=1)
    # strength 1 against weapon 1: no wound; the palisade cannot go from 0 to -1: the hunter's wound
    assert hunt_wounds(cat, weapon=1) == [1, 0, 0]  # now [1, 1, 1]


def test_a_weapon_loss_the_weapon_can_pay_wounds_nobody():
    """The control case (passes today): a loss the track can pay is no demand."""
    boar = BeastCard("boar", "Boar", 2, weapon_loss=1, food=2, fur=1)
    assert hunt_wounds(boar, weapon=2) == [0, 0, 0]

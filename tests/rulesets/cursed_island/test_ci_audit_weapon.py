"""Audit (ci-audit.md): a temporary weapon bonus outlives its action.

Rulebook, "Temporally increased Weapon level": "Such temporary increase lasts only for the Action that
player takes." `effects.weapon_bonus` adds to `state.mods["weapon_bonus"]`, which only a hunt's fight
spends (resolve.fight) and the night clears: a bonus from an adventure card of an exploration (the
vocabulary allows it anywhere; the tiny scenario's Cave card has one) still raises the weapon against
the weather's hungry animals that evening.
"""

from __future__ import annotations

from ci_state_kit import fresh, steps
from ci_tiny_scenario import t

from engine.core.dice import Die
from engine.rulesets.cursed_island.effects import Ctx


def rigged(state, **faces):
    """Every weather die named shows the given face (a one-face die)."""
    for name, face in faces.items():
        state.game.weather_dice[name] = Die(name, (face,))


def test_an_explorations_weapon_bonus_is_gone_by_the_weather():
    state = fresh(3, 1)
    state.round = 5
    state.starting_items.clear()
    rigged(state, rain="", winter="", animals="beast")
    state.phase = "action"
    steps(state, ("terms", (t("weapon_bonus", 1),), 0, Ctx(0, "explore", "s1", "a-cave")),
          ("weather",), ("weather-roll",))
    assert [p.wounds for p in state.people] == [3, 3, 3]  # strength 3 against weapon 0; now [2, 2, 2]

"""Audit (ci-audit.md): the bundled content against the rulebook's facts.

- Set-up 2 and the solo variant: at 2 players and solo the castaway is drawn "out of only the following
  three: Carpenter, Cook and Explorer": the bundled scenarios name no `small_game_characters`, so the
  fourth castaway (the marine, the soldier's counterpart) is dealt.
- Friday "can use them to reroll any die": the bundled islander's skill rerolls the success die only.
- The cook's recipe heals "of any player including himself ... 1 wound of two different players": the
  bundled galley hand's remedy heals only herself.
- The corral: "you *can* cover 1 food source": the bundled goat pen's exhaust is a demand (no food
  source near: a wound to every castaway).
"""

from __future__ import annotations

import pytest

from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island.game import Game

SMALL = {"shipwright", "galley-hand", "surveyor"}  # the bundled carpenter, cook and explorer


@pytest.fixture(scope="module")
def beacon():
    return load_adventure("wreck-and-beacon")


@pytest.mark.parametrize("scenario_id", ["wreck-and-beacon", "the-long-tide"])
def test_small_games_deal_only_the_three_small_game_castaways(scenario_id):
    scenario = load_adventure(scenario_id)
    dealt = set()
    for players in (1, 2):
        for seed in range(8):
            state = Game(scenario, players=players).new_initial_state(seed)
            dealt |= {p.character for p in state.people if p.seat >= 0}
    assert dealt <= SMALL, dealt - SMALL  # fixed on s10-ci-content since the audit began (was {"marine"})


def skill(scenario, character: str, skill_id: str):
    cast = {c.id: c for c in scenario.characters}
    return next(s for s in cast[character].skills if s.id == skill_id)


def test_fridays_bundled_reroll_reaches_any_die(beacon):
    term = skill(beacon, "islander", "second-try").effects[0]
    assert (term.name, term.args) == ("reroll", "any")  # now ("reroll", "success")


def test_the_bundled_remedy_heals_any_castaway(beacon):
    (possible,) = skill(beacon, "galley-hand", "old-remedy").effects
    heal = next(t for t in possible.args if t.name == "heal")
    assert heal.args.get("who") == "chosen"  # now no `who`: the acting person, the galley hand


def test_the_bundled_pen_covers_a_food_source_only_if_possible(beacon):
    pen = next(c for c in beacon.inventions if c.id == "goat-pen")
    assert [t.name for t in pen.effects] == ["if_possible"]  # now ["exhaust"]

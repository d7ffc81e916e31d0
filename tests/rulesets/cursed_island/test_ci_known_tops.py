"""A beast the team tracked and left on top of the hunting deck stays on top in every determinization
until it is drawn (hidden.py, `state.known`); one put at the bottom is unknown again."""

from __future__ import annotations

import random

from ci_state_kit import answer, fresh, steps
from ci_tiny_scenario import t

from engine.rulesets.cursed_island import decks
from engine.rulesets.cursed_island.effects import Ctx


def tracked(choice: str):
    state = fresh(3, 1)
    state.hunt_deck, state.beast_deck = ["b-cat", "b-goat", "b-boar"], ["b-bird"]
    steps(state, ("terms", (t("scout_hunt"),), 0, Ctx(0)))
    assert state.stage == "pick"
    answer(state, ("pick", ("top", "bottom").index(choice)))
    return state


def tops(state) -> set[str]:
    return {state.determinize(0, random.Random(seed)).hunt_deck[-1] for seed in range(12)}


def test_a_tracked_beast_left_on_top_stays_on_top():
    state = tracked("top")
    assert state.known == {"hunt": "b-boar"} and tops(state) == {"b-boar"}
    copy = state.determinize(0, random.Random(3))
    assert sorted(copy.hunt_deck + copy.beast_deck) == ["b-bird", "b-boar", "b-cat", "b-goat"]
    assert len(copy.hunt_deck) == 3
    assert decks.draw(state, "hunt") == "b-boar" and state.known == {}
    assert len(tops(state)) > 1


def test_a_beast_put_at_the_bottom_is_not_known_on_top():
    state = tracked("bottom")
    assert state.hunt_deck[0] == "b-boar" and state.known == {} and len(tops(state)) > 1

"""Determinization: every hidden pile dealt again from what the team cannot see (the event deck's
event cards from the unseen ones of each icon class, the cards shuffled into it staying in it; the
hunting and beast decks pooled; the other piles reordered), the original untouched."""

from __future__ import annotations

import random
from collections import Counter

from ci_state_kit import fresh


def test_determinize_keeps_what_is_known_and_deals_the_rest_again():
    state = fresh(3, 1)
    state.event_deck.append("a-collapse")  # shuffled in during play: the team knows it is there
    state.threat[:] = ["e-swarm", "w-crates"]
    state.hunt_deck[:] = ["b-boar"]
    state.beast_deck[:] = ["b-goat", "b-cat", "b-bird"]
    before = state.snapshot()
    copy = state.determinize(0, random.Random(5))
    assert state.snapshot() == before
    game = state.game
    assert len(copy.event_deck) == len(state.event_deck) and "a-collapse" in copy.event_deck
    icons = Counter(game.events[c].icon == "book" for c in copy.event_deck if c in game.events)
    assert icons == Counter(game.events[c].icon == "book" for c in state.event_deck if c in game.events)
    assert "e-swarm" not in copy.event_deck  # seen on the threat field
    assert len(copy.hunt_deck) == 1 and sorted(copy.hunt_deck + copy.beast_deck) == ["b-bird", "b-boar", "b-cat", "b-goat"]
    assert sorted(copy.tile_stack) == sorted(state.tile_stack)
    assert copy.invention_deck == state.invention_deck  # face up
    again = state.determinize(0, random.Random(5))
    assert again.snapshot() == copy.snapshot() and again.event_deck == copy.event_deck


def test_a_determinized_game_plays_on_to_its_end():
    state = fresh(2, 3)
    copy = state.determinize(0, random.Random(1))
    rng = random.Random(2)
    while not copy.is_terminal():
        copy.apply_action(rng.choice(copy.legal_actions()))
    assert copy.loss is not None or copy.winners

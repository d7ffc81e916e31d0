"""The kit's piles (engine/core/deck.py): top card last, draws, reshuffles, depths, peeks; exact values."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import deck


def test_a_draw_takes_the_top_card_which_is_the_last_of_the_list():
    pile = ["a", "b", "c"]
    assert deck.draw(pile) == "c" and pile == ["a", "b"]
    assert deck.draw_many(pile, 5) == ["b", "a"] and pile == [] and deck.draw(pile) is None


def test_an_empty_pile_takes_its_discards_shuffled_once_with_the_games_generator():
    pile, discard = [], ["w", "x", "y", "z"]
    expected = ["w", "x", "y", "z"]
    random.Random(7).shuffle(expected)
    assert deck.draw(pile, discard, random.Random(7)) == expected[-1]
    assert pile == expected[:-1] and discard == []
    assert deck.draw([], [], random.Random(7)) is None


def test_a_reshuffle_without_the_generator_says_what_it_needs():
    with pytest.raises(ValueError, match="needs the game's generator"):
        deck.draw([], ["a"])


def test_draw_many_reshuffles_in_between_when_the_pile_runs_out():
    pile, discard = ["a"], ["b", "c"]
    rng = random.Random(3)
    drawn = deck.draw_many(pile, 3, discard, rng)
    again = ["b", "c"]
    random.Random(3).shuffle(again)
    assert drawn == ["a", again[1], again[0]] and pile == [] and discard == []


def test_put_at_a_depth_top_bottom_and_nth():
    pile = ["b1", "b2", "b3", "t"]  # "t" is the top card
    assert deck.put(pile, "TOP") == 4 and pile[-1] == "TOP"
    assert deck.put(pile, "BOT", deck.BOTTOM) == 0 and pile[0] == "BOT"
    assert deck.put(pile, "2nd", 1) == 5 and deck.peek(pile, 3) == ["TOP", "2nd", "t"]
    assert deck.put(pile, "deep", 99) == 0  # past the bottom is the bottom
    with pytest.raises(ValueError, match="a depth is 0"):
        deck.put(pile, "x", -2)


def test_the_finis_terrae_card_lies_third_from_the_bottom_and_is_drawn_after_the_others():
    weather = [f"w{i}" for i in range(10)]
    index = deck.put(weather, "finis-terrae", depth=len(weather) - 2)
    assert index == 2 and deck.depth_of(weather, index) == 8 and weather[:3] == ["w0", "w1", "finis-terrae"]
    assert deck.draw_many(weather, 9)[-1] == "finis-terrae" and weather == ["w0", "w1"]


def test_peek_and_the_bottom_card_leave_the_rest_in_place():
    pile = [1, 2, 3]
    assert deck.peek(pile, 2) == [3, 2] and deck.peek(pile, 9) == [3, 2, 1] and deck.peek([], 1) == []
    assert deck.draw_bottom(pile) == 1 and pile == [2, 3] and deck.draw_bottom([]) is None


def test_a_shuffle_in_a_fixed_order_ignores_how_the_cards_came():
    assert deck.shuffled(["c", "a", "b"], random.Random(1)) == deck.shuffled(["b", "c", "a"], random.Random(1))
    assert deck.counts(["a", "b", "a"]) == {"a": 2, "b": 1}


@given(st.lists(st.integers(0, 9), max_size=12), st.integers(0, 15), st.integers(0, 20))
def test_put_then_peek_finds_the_card_at_its_depth(cards, depth, card):
    pile = list(cards)
    deck.put(pile, card, depth)
    assert len(pile) == len(cards) + 1
    assert deck.peek(pile, len(pile))[min(depth, len(cards))] == card


@given(st.lists(st.integers(), max_size=10), st.lists(st.integers(), max_size=10), st.integers(0, 2**32))
def test_draws_never_lose_or_invent_a_card(pile, discard, seed):
    everything = sorted(pile + discard)
    drawn = deck.draw_many(pile, len(everything) + 2, discard, random.Random(seed))
    assert sorted(drawn) == everything and pile == [] == discard


def test_shuffle_in_puts_the_card_at_a_depth_drawn_once_from_the_generator():
    pile = ["a", "b", "c"]
    depth = random.Random(5).randrange(4)
    index = deck.shuffle_in(pile, "new", random.Random(5))
    assert index == 3 - depth and pile[index] == "new" and len(pile) == 4 and deck.depth_of(pile, index) == depth
    assert deck.shuffle_in([], "only", random.Random(1)) == 0
    seen = set()
    for seed in range(40):
        pile = ["a", "b", "c"]
        seen.add(deck.shuffle_in(pile, "x", random.Random(seed)))
    assert seen == {0, 1, 2, 3}  # the top, the bottom and each place between


def test_draw_until_gives_the_card_found_and_the_cards_passed_over_in_draw_order():
    pile = ["e1", "a1", "e2", "a2", "a3"]  # "a3" is the top card
    assert deck.draw_until(pile, lambda c: c.startswith("e")) == ("e2", ["a3", "a2"]) and pile == ["e1", "a1"]
    assert deck.draw_until(pile, lambda c: c == "e1") == ("e1", ["a1"]) and pile == []
    assert deck.draw_until(["a", "b"], lambda c: False) == (None, ["b", "a"])
    assert deck.draw_until([], lambda c: True) == (None, [])

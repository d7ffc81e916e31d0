"""Re-dealing hidden cards (engine/core/knowledge.py): groups keep their sizes, known places stay,
and the truth never shows through."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.knowledge import KnownDeck, redeal, redeal_keeping


def test_redeal_pools_sorts_shuffles_once_and_deals_back_in_order():
    hands = [["c", "a"], ["e"]]
    draw = ["d", "b", "f"]
    pool = ["a", "b", "c", "d", "e", "f"]
    random.Random(4).shuffle(pool)
    assert redeal(hands + [draw], random.Random(4)) == [pool[:2], pool[2:3], pool[3:]]


def test_redeal_never_depends_on_where_the_cards_truly_are():
    one = redeal([["a", "b"], ["c", "d", "e"]], random.Random(9))
    two = redeal([["e", "c"], ["b", "a", "d"]], random.Random(9))
    assert one == two


def test_a_seat_that_looked_at_the_top_two_keeps_them_the_rest_is_shuffled():
    deck = KnownDeck(["a", "b", "c", "d", "e"], seats=2)
    assert deck.look(0, 2) == ["e", "d"] and deck.knows(0) == {3: "d", 4: "e"} and deck.knows(1) == {}
    rest = ["a", "b", "c"]
    random.Random(2).shuffle(rest)
    assert deck.redealt(0, random.Random(2)).cards == rest + ["d", "e"]
    other = deck.redealt(1, random.Random(2)).cards
    assert sorted(other) == ["a", "b", "c", "d", "e"]
    assert deck.cards == ["a", "b", "c", "d", "e"]  # the real deck is untouched


def test_places_follow_draws_puts_and_shuffles():
    deck = KnownDeck(["a", "b", "c"], seats=2)
    deck.show(0)  # everyone knows the bottom card ("a")
    deck.look(1, 1)  # seat 1 knows the top ("c")
    assert deck.put("x", 1, seen_by=[0]) == 2 and deck.cards == ["a", "b", "x", "c"]
    assert deck.knows(0) == {0: "a", 2: "x"} and deck.knows(1) == {0: "a", 3: "c"}
    assert deck.draw() == "c" and deck.knows(1) == {0: "a"}
    assert deck.draw_bottom() == "a" and deck.knows(0) == {1: "x"} and deck.knows(1) == {}
    deck.shuffle(random.Random(1))
    assert deck.known == [set(), set()] and sorted(deck.cards) == ["b", "x"]
    assert KnownDeck([], 1).draw() is None and KnownDeck([], 1).draw_bottom() is None


def test_a_seat_reorders_the_top_cards_and_only_it_knows_them_then():
    deck = KnownDeck(["a", "b", "c", "d"], seats=2)
    deck.look(1, 4)
    deck.reorder(0, [2, 0, 1])  # of the top three (d, c, b): b on top, then d, then c
    assert deck.cards == ["a", "c", "d", "b"] and deck.knows(0) == {1: "c", 2: "d", 3: "b"}
    assert deck.knows(1) == {0: "a"}
    with pytest.raises(ValueError, match="lists each depth 0..1 once"):
        deck.reorder(0, [0, 0])


def test_the_copy_is_independent_and_equal():
    deck = KnownDeck(["a", "b"], seats=1)
    deck.look(0)
    copy = deck.copy()
    assert copy == deck and copy is not deck
    copy.draw()
    assert deck.cards == ["a", "b"] and deck.known == [{1}] and copy != deck
    assert repr(deck) == "KnownDeck(['a', 'b'], known=[[1]])"


cards = st.lists(st.sampled_from("abcdefgh"), min_size=0, max_size=9)


@given(cards, st.sets(st.integers(0, 8)), st.integers(0, 2**32))
def test_known_places_stay_and_the_hidden_cards_are_the_same_cards(pile, known, seed):
    known = {i for i in known if i < len(pile)}
    dealt = redeal_keeping(pile, known, random.Random(seed))
    assert all(dealt[i] == pile[i] for i in known)
    assert Counter(dealt) == Counter(pile)


@given(st.permutations("abcd"), st.integers(0, 2**32))
def test_two_decks_that_differ_only_where_a_seat_cannot_see_redeal_alike(below, seed):
    """Places 4 and 5 are known; two decks with the same cards there and any order below re-deal alike."""
    one = KnownDeck(["a", "b", "c", "d", "e", "f"], 1)
    two = KnownDeck([*below, "e", "f"], 1)
    for known in (one, two):
        known.show(4)
        known.show(5)
    assert one.redealt(0, random.Random(seed)).cards == two.redealt(0, random.Random(seed)).cards


@given(st.lists(st.lists(st.integers(0, 5), max_size=4), min_size=1, max_size=4), st.integers(0, 2**32))
def test_every_group_keeps_its_size_and_no_card_is_lost(groups, seed):
    dealt = redeal(groups, random.Random(seed))
    assert [len(g) for g in dealt] == [len(g) for g in groups]
    assert Counter(c for g in dealt for c in g) == Counter(c for g in groups for c in g)

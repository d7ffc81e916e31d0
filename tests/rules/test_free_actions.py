"""Strategy cards, re-rolls and reactions computed with less work (issue 12) equal the straightforward
versions they replaced, on every position of fixed-seed random games.

The references below are the engine's former code, kept here only: `cards.reroll_sources` (every source
asked, through `_my_dice`, `Player.captain_on_board` and `mods.reroll_allowance`), the card taken by
`next(...)` and `list.remove`, the die marked by `next(...)`, `played_at` as `1 + max(...)` and the
abandon offers by `itertools.compress`. tests/rules/test_offers.py compares `playable`, `offers`,
`reaction_due` and the landing sites the same way.
"""

from __future__ import annotations

import random
from itertools import compress

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror import mods
from engine.rulesets.isles_of_terror.cards import (MarkDice, _my_dice, _mountain, has_reroll, play_strategy, reroll_sources,
                                                   take_card)
from engine.rulesets.isles_of_terror.freeacts import abandon_offers
from engine.rulesets.isles_of_terror.greedy import GreedyBot
from rules_helpers import ADVENTURES, adventure, new_state

MODES = [(a, mode, players) for a in ADVENTURES for mode, players in (("competitive", 3), ("cooperative", 3), ("solo", 1))
         if mode in adventure(a).modes]


# -- the former code ------------------------------------------------------------------------
def my_dice_before(state, seat):
    c = state.combat
    return c.dice_a if c.side_of(seat) == "attacker" else c.dice_d


def reroll_sources_before(state, seat):
    c = state.combat
    if not my_dice_before(state, seat):
        return []
    p = state.players[seat]
    out = []
    if ("mountain", seat) not in c.used and seat == c.attacker and _mountain(state, seat, c.area):
        out.append("mountain")
    if ("strategy", seat) not in c.used and p.hand and p.captain_on_board():
        out.append("strategy")
    if ("allowance", seat) not in c.used and mods.reroll_allowance(state, seat) > 0:
        out.append("allowance")
    return out


def take_card_before(cards, card_id):
    card = next(c for c in cards if c.id == card_id)
    cards.remove(card)
    return card


# -- the comparison ---------------------------------------------------------------------------
def _check(state, seen) -> None:
    for p in state.players:
        for card in {card.id: card for card in p.hand}.values():  # the first card with each id, as before
            after, before = list(p.hand), list(p.hand)
            assert take_card(after, card.id) is take_card_before(before, card.id)
            assert after == before and len(after) == len(p.hand) - 1
        expected = [("abandon", state.board.coords[a]) for a in compress(range(state.board.size), p.camps)]
        assert abandon_offers(state.board, p.camps) == expected
    c = state.combat
    if c is None:
        return
    frame = state.stack[-1]
    if frame.kind == "mark":  # the die marked for a value: the first unmarked one (former `next(...)`)
        for action in state.legal_actions():
            if action[0] == "mark":
                marked = frame.d["marked"]
                index = next(i for i, die in enumerate(my_dice_before(state, frame.player))
                             if i not in marked and die == (action[1], action[2]))
                copy = state.clone(random.Random(0))
                MarkDice().apply(copy, copy.stack[-1], action)
                assert copy.stack[-1].d["marked"] == marked + (index,)
                seen["marks"] += 1
    for seat in {c.attacker, c.defender} - {-1}:
        sources = reroll_sources_before(state, seat)
        assert reroll_sources(state, seat) == sources
        assert reroll_sources(state, seat, True) == sources[:1]
        assert has_reroll(state, seat) == bool(sources)
        assert _my_dice(state, seat) == my_dice_before(state, seat)
        seen["sources"] += bool(sources)


def _play(adventure_id, mode, players, seed, bot_class, seen) -> None:
    state = Game(adventure(adventure_id), players=players, mode=mode, seed=seed).new_initial_state()
    bots = [bot_class(random.Random(seed * 10 + seat)) for seat in range(state.n)]
    while not state.is_terminal():
        _check(state, seen)
        state.apply_action(bots[state.current_player()].step(state))


@pytest.mark.parametrize("adventure_id,mode,players", MODES)
def test_rerolls_taken_cards_and_abandon_offers_equal_the_former_code_after_every_action(adventure_id, mode, players):
    seen = {"sources": 0, "marks": 0}
    for seed in range(4):
        _play(adventure_id, mode, players, seed, RandomBot, seen)


def test_rerolls_equal_the_former_code_in_the_combats_of_greedy_games():
    seen = {"sources": 0, "marks": 0}
    for seed in range(3):  # greedy bots attack far more often than random ones
        _play("drowned-temple", "competitive", 3, seed, GreedyBot, seen)
    assert seen["sources"] > 10 and seen["marks"] > 10  # re-rolls were open, and dice marked, in these games


def test_a_played_card_is_the_latest_and_leaves_the_hand_at_its_first_copy():
    state = new_state(quiet=False)
    p = state.players[0]
    state.players[1].played_at, state.players[2].played_at = 4, 2
    hand = list(p.hand)
    card = hand[-1]
    first = next(c for c in hand if c.id == card.id)
    expected = list(hand)
    take_card_before(expected, card.id)
    play_strategy(state, 0, card.id, "turn")
    assert p.played_at == 5 and p.hand == expected and p.played[-1] is first

"""determinize re-deals only what the deciding player cannot know, and the truth never shows through:
two states that differ only in what that player cannot see give the same determinization."""

from __future__ import annotations

import random
from collections import Counter

from haze_builder import build, holding, in_window, play, position, two_player

from engine.bots import RandomBot
from engine.rulesets.haze_islands.game import Game


def _midgame(seed: int, decisions: int = 40):
    state = Game(build(), players=3, mode="competitive").new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    for _ in range(decisions):
        if state.is_terminal():
            break
        state.apply_action(bot.step(state))
    return state


def _view(state) -> tuple:
    return (tuple(tuple(h) for h in state.hands), tuple(tuple(d.cards) for d in state.decks),
            tuple(state.discard.cards), tuple(state.adventure_deck), tuple(state.doom_deck))


def test_what_the_player_knows_stays_and_the_sizes_are_kept():
    for seed in range(12):
        state = _midgame(seed)
        player = state.current_player()
        copy = state.determinize(player, random.Random(3))
        assert copy.hands[player] == state.hands[player]
        for deck, new in zip(state.decks + [state.discard], copy.decks + [copy.discard], strict=True):
            assert len(new) == len(deck)
            for index in deck.known[player]:
                assert new.cards[index] == deck.cards[index]
        assert [len(h) for h in copy.hands] == [len(h) for h in state.hands]
        assert copy.doom_deck[-1] == state.doom_deck[-1]
        assert copy.board == state.board and copy.adventures == state.adventures
        assert sorted(copy.adventure_deck) == sorted(state.adventure_deck)


def _swap_hidden(state, player: int):
    """A state equal to `state` for `player`: another seat's hand card swapped with an unknown deck card."""
    other = state.clone()
    seat = next(s for s in range(3) if s != player and other.hands[s])
    deck_seat, index = next((s, i) for s, d in enumerate(other.decks) for i in range(len(d))
                            if i not in d.known[player])
    deck = other.decks[deck_seat]
    other.hands[seat][0], deck.cards[index] = deck.cards[index], other.hands[seat][0]
    other.adventure_deck.reverse()
    return other


def test_the_true_arrangement_never_leaks():
    checked = 0
    for seed in range(40):
        state = _midgame(seed, 60)
        if state.is_terminal():
            continue
        player = state.current_player()
        if not any(state.hands[s] for s in range(3) if s != player):
            continue
        if not any(i not in d.known[player] for d in state.decks for i in range(len(d))):
            continue
        other = _swap_hidden(state, player)
        assert _view(other) != _view(state)
        one = state.determinize(player, random.Random(seed))
        two = other.determinize(player, random.Random(seed))
        assert _view(one) == _view(two)
        checked += 1
    assert checked >= 10


def test_the_cards_put_on_the_next_deck_stay_known_to_who_put_them():
    state = two_player()
    position(state, board={(0, 0): ("isle-02", 0)}, decks=[["isle-09", "isle-05", "isle-06", "isle-07"], ["isle-11"]],
             hands=[[], ["isle-12", "isle-13"]])
    play(state, ("raid",), ("keep", "isle-06"), ("put", "isle-07"))
    # seat 0 put isle-07 then isle-05 on seat 1's deck: it knows them, seat 1 does not
    for seed in range(20):
        mine = state.determinize(0, random.Random(seed))
        assert mine.decks[1].cards[1:] == ["isle-07", "isle-05"]
    theirs = {tuple(state.determinize(1, random.Random(seed)).decks[1].cards) for seed in range(20)}
    assert len(theirs) > 1


def test_a_blind_fate_card_is_dealt_again_unless_the_player_knew_it():
    state = two_player()
    position(state, decks=[["isle-07", "isle-04"], ["isle-09", "isle-10"]], hands=[["isle-02", "isle-11"], []])
    play(state, ("attack", 1))
    seen = {state.determinize(0, random.Random(s)).ctx["fate_card"] for s in range(30)}
    assert len(seen) > 1
    state = two_player()
    position(state, decks=[["isle-07", "isle-04"], ["isle-09", "isle-10"]], hands=[["isle-02", "isle-11"], []])
    holding(state, 0, "tale-00")
    in_window(state, 0)
    play(state, ("order", "tale-00"), ("top", "isle-04"))  # looked at and reordered: the top is known
    play(state, ("attack", 1))
    assert {state.determinize(0, random.Random(s)).ctx["fate_card"] for s in range(30)} == {"isle-04"}


def _conserved(state) -> bool:
    return _cards(state) == Counter(c.id for c in state.game.adventure.map_cards)


def _cards(state) -> Counter:
    """Every map card in play, counted (a fate card drawn is counted while it is out of the decks)."""
    cards = Counter(p.card for _, p in state.board.items())
    for seat in range(state.game.num_players):
        cards.update(state.hands[seat])
        cards.update(state.decks[seat].cards)
    cards.update(state.discard.cards)
    if state.stage == "fate" and state.ctx.get("fate_for") == "action":
        cards[state.ctx["fate_card"]] += 1
    for key, stage in (("drawn", "keep"), ("rest", "put")):
        if state.stage == stage:
            cards.update(state.ctx[key])
    if state.stage in ("pay", "keep-spent"):
        cards.update(state.ctx["spent"])
    return cards


def test_a_determinization_conserves_the_cards_at_every_decision():
    game = Game(build(), players=3, mode="competitive")
    for seed in range(6):
        state = game.new_initial_state(seed)
        bot = RandomBot(random.Random(seed))
        while not state.is_terminal():
            copy = state.determinize(state.current_player(), random.Random(seed))
            assert _cards(copy) == _cards(state), (seed, state.stage)
            state.apply_action(bot.step(state))


def test_the_skull_decision_does_not_deal_the_fate_card_twice():
    state = two_player()
    position(state, decks=[["isle-07", "isle-04"], ["isle-09", "isle-10"]], hands=[["isle-02", "isle-11"], []])
    holding(state, 0, "tale-14")
    play(state, ("attack", 1), ("fate", "top-left"))
    assert state.stage == "skull"
    for seed in range(10):
        copy = state.determinize(0, random.Random(seed))
        assert "fate_card" not in copy.ctx
        assert _cards(copy) == _cards(state)


def test_a_seat_looking_through_its_own_deck_keeps_it_whole_in_every_deal():
    """Stealing, the seat looks through its whole deck for cards of the island's icon (the `take`
    stage): it has seen every card, so every deal keeps that deck card for card and the offered cards
    are in it (a re-deal of that deck made them missing before)."""
    from engine.core import ruleset as rulesets
    from engine.sim.content import load_playable

    reach = load_playable("misty-reach")
    state = rulesets.of(reach).new_game(reach, players=1, mode="solo").new_initial_state(1)
    bot = RandomBot(random.Random(1))
    # the first steal offering two cards (seed 1 since misty-reach's solo game plays its `mode_rules:`)
    while state.stage != "take" or len(state.legal_actions()) < 2:
        state.apply_action(bot.step(state))
    assert state.legal_actions() == [("take", "dead-calm"), ("take", "hawser-cay")]
    deck = state.decks[0]
    assert deck.known[0] == set(range(len(deck)))
    for seed in range(20):
        copy = state.determinize(0, random.Random(seed))
        assert copy.decks[0].cards == deck.cards
        assert copy.legal_actions() == state.legal_actions()

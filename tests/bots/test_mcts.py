"""ISMCTS on the real rulesets: determinization hides what a seat cannot see, and search never reads it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.bots import RandomBot
from engine.bots.mcts import MCTSBot
from engine.core import ruleset as rulesets
from engine.rulesets.island_clash.model import stack_of
from engine.sim.batch import run_batch
from engine.sim.content import load_playable
from engine.sim.runner import RunSpec, table_seats


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


@pytest.fixture(scope="module")
def lagoon():
    return load_playable("lagoon-crossing")


def played(adventure, players: int, decisions: int, seed: int = 2):
    """A game after `decisions` random decisions, then on to a decision of seat 0 with several actions."""
    ruleset = rulesets.of(adventure)
    seats = ruleset.seating(adventure, players=players, seed=seed)  # (drawn per game where the ruleset draws them)
    state = ruleset.new_game(adventure, players=players, factions=seats).new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    for _ in range(decisions):
        state.apply_action(bot.step(state))
    while state.current_player() != 0 or len(state.legal_actions()) < 2:
        state.apply_action(bot.step(state))
    return state


def ids(cards) -> Counter:
    return Counter(c.id for c in cards)


def test_isles_of_terror_deals_again_only_what_seat_0_cannot_see(temple):
    state = played(temple, 2, 40)
    copy = state.determinize(0, random.Random(1))
    me, other = state.players[0], state.players[1]
    assert [c.id for c in copy.players[0].hand] == [c.id for c in me.hand]  # my hand is mine to see
    assert ids(copy.players[1].hand + copy.players[1].deck) == ids(other.hand + other.deck)
    assert len(copy.players[1].hand) == len(other.hand)
    assert copy.explored == state.explored and copy.legal_actions() == state.legal_actions()
    shown = [(a, t) for a, t in enumerate(state.tile) if state.explored[a]]
    assert shown == [(a, copy.tile[a]) for a, _ in shown]
    for name in ("event_deck", "explore_deck", "mission_deck", "location_bag", "terrain_bag"):
        assert ids(getattr(copy, name)) == ids(getattr(state, name))
    assert copy.rng.getstate() != state.rng.getstate()  # the copy's dice are not the game's
    assert state.determinize(0, random.Random(1)).snapshot() == copy.snapshot()


def test_an_opponents_hand_does_not_change_the_search(temple):
    state = played(temple, 2, 40)
    other = state.players[1]
    assert other.hand and other.deck and {c.id for c in other.deck} - {c.id for c in other.hand}
    swapped = state.clone()
    hand, deck = swapped.players[1].hand, swapped.players[1].deck
    k = next(i for i, c in enumerate(deck) if c.id not in {h.id for h in hand})
    hand[0], deck[k] = deck[k], hand[0]
    deck.reverse()
    assert ids(swapped.players[1].hand) != ids(other.hand)

    def search(s):
        return MCTSBot(random.Random(5), iterations=12, depth=6).search(s)
    assert search(state) == search(swapped)


def test_island_clash_deals_other_hands_by_stack_and_hides_the_attackers_card(lagoon):
    state = played(lagoon, 2, 10)
    other = state.hands[1]
    assert other and state.draw["combat"]
    swapped = state.clone()
    copy = state.determinize(0, random.Random(4))
    assert copy.hands[0] == state.hands[0] and copy.units == state.units and copy.tiles == state.tiles
    assert len(copy.hands[1]) == len(other)
    assert Counter(copy.hands[1] + copy.draw["resource"] + copy.draw["combat"]) == \
        Counter(other + state.draw["resource"] + state.draw["combat"])
    swapped.hands[1], swapped.draw["combat"] = _swap_combat(swapped.hands[1], swapped.draw["combat"])
    assert swapped.hands[1] != state.hands[1]
    assert state.determinize(0, random.Random(4)).hands == swapped.determinize(0, random.Random(4)).hands


def _swap_combat(hand, draw):
    """Another hand of the same stacks: one combat card of the hand traded for a different one of the deck."""
    i = next(i for i, c in enumerate(hand) if stack_of(c) == "combat")
    j = next(j for j, c in enumerate(draw) if c != hand[i])
    hand, draw = list(hand), list(draw)
    hand[i], draw[j] = draw[j], hand[i]
    return sorted(hand), draw


def test_mixed_tables_go_round_the_table_and_play_the_same_games_whatever_the_jobs(temple):
    assert [table_seats("mcts:3,random", k, 2) for k in range(3)] == \
        [["mcts:3", "random"], ["random", "mcts:3"], ["mcts:3", "random"]]
    assert table_seats("greedy", 5, 3) == ["greedy"] * 3
    spec = RunSpec(players=2, bots="mcts:3,random", seed=4)
    one = run_batch(temple, spec, 2, jobs=1)
    two = run_batch(temple, spec, 2, jobs=2)
    assert [r.log_digest for r in one.results] == [r.log_digest for r in two.results]
    assert all(r.finished for r in one.results)


def test_evaluate_is_a_win_chance_that_favours_the_leader(temple, lagoon):
    for adventure in (temple, lagoon):
        ruleset = rulesets.of(adventure)
        state = played(adventure, 2, 30)
        values = [ruleset.evaluate(state, seat) for seat in (0, 1)]
        assert all(0.0 < v < 1.0 for v in values)
        assert values[0] + values[1] == pytest.approx(1.0)  # two seats: each one's lead is the other's deficit

"""GreedyBot: deterministic for a seed, only legal actions in full games, and stronger than RandomBot.

Everything here is seeded: the counts asserted were computed once and hold exactly (a change to
the rules or to the bot that moves them shows up here).
"""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror.greedy import GreedyBot
from engine.rulesets.isles_of_terror import Game
from rules_helpers import ADVENTURES, adventure, check_invariants

MAX_ACTIONS = 5000


def play(adventure_id: str, players: int, seed: int, kinds: str, check=None):
    """One full game; `kinds` gives each seat's bot ('g' greedy, 'r' random), seat i seeded 1000*seed+i."""
    state = Game(adventure(adventure_id), players=players, seed=seed).new_initial_state()
    bots = [(GreedyBot if kind == "g" else RandomBot)(random.Random(1000 * seed + i)) for i, kind in enumerate(kinds)]
    actions = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        action = bots[state.current_player()].step(state)
        assert action in legal
        state.apply_action(action)
        actions += 1
        if check is not None:
            check(state)
        assert actions < MAX_ACTIONS, f"seed {seed} does not end"
    return state


def test_the_same_seed_plays_the_same_game():
    first = play("drowned-temple", 3, 5, "ggg")
    second = play("drowned-temple", 3, 5, "ggg")
    assert first.decisions == second.decisions
    assert first.returns() == second.returns() and first.scores() == second.scores()
    assert [tuple(e) for e in first.log] == [tuple(e) for e in second.log]
    other = play("drowned-temple", 3, 6, "ggg")
    assert other.decisions != first.decisions


def test_the_look_ahead_leaves_the_game_untouched():
    """Scoring actions on clones never changes the state or its random generator."""
    state = Game(adventure("drowned-temple"), players=3, seed=2).new_initial_state()
    bot = GreedyBot(random.Random(2))
    mirror = Game(adventure("drowned-temple"), players=3, seed=2).new_initial_state()
    for _ in range(300):
        if state.is_terminal():
            break
        before = state.snapshot()
        action = bot.step(state)
        assert state.snapshot() == before
        state.apply_action(action)
        mirror.apply_action(action)  # the same decisions without any look-ahead: the same game
    assert state.snapshot() == mirror.snapshot()


CASES = [(a, n) for a in ADVENTURES for n in (2, 3) if adventure(a).players[0] <= n <= adventure(a).players[1]]


@pytest.mark.parametrize("adventure_id,players", CASES)
def test_greedy_games_end_with_legal_actions_only(adventure_id, players):
    for seed in range(2):
        state = play(adventure_id, players, seed, "g" * players, check=check_invariants)
        assert state.log[-1].kind == "game_end"
        assert len(state.returns()) == players
    mixed = play(adventure_id, players, 7, "gr" + "g" * (players - 2))
    assert mixed.log[-1].kind == "game_end"


def test_greedy_beats_two_random_bots():
    """40 games of drowned-temple, 3 players, the greedy seat rotating (seed % 3)."""
    greedy_vp = 0
    random_vp = [0, 0]  # the first and second random seat in seat order
    greedy_wins = 0
    ahead = 0  # games where greedy scored more points than both random seats
    for seed in range(40):
        seat = seed % 3
        kinds = "".join("g" if i == seat else "r" for i in range(3))
        state = play("drowned-temple", 3, seed, kinds)
        scores = state.scores()
        others = [scores[i] for i in range(3) if i != seat]
        greedy_vp += scores[seat]
        random_vp[0] += others[0]
        random_vp[1] += others[1]
        greedy_wins += state.returns()[seat] == 1.0
        ahead += scores[seat] > max(others)
    assert (greedy_vp, random_vp, greedy_wins, ahead) == (214, [75, 61], 37, 32)  # no morale from progress tokens (issue 11)
    assert greedy_vp > max(random_vp) and greedy_wins > 20


def test_weights_can_be_overridden_and_are_checked():
    bot = GreedyBot(random.Random(0), weights={"vp": 20.0})
    assert bot.w["vp"] == 20.0 and bot.w["camp"] > 0
    with pytest.raises(ValueError):
        GreedyBot(random.Random(0), weights={"no-such-weight": 1.0})

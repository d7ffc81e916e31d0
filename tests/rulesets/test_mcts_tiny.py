"""The search bot on the tiny coin race: exact values on a fixed position, budgets, determinism."""

from __future__ import annotations

import random

import pytest
from tiny.game import Game

from engine.bots.mcts import MCTSBot, factory, parse_budget


def last_move(race):
    """Blue's last turn of the race, coins 2-2, die 1: north takes the last coin (a win), west takes nothing (a tie)."""
    state = Game(race, players=2, seed=1).new_initial_state()
    state.positions = [(0, 0), (3, 3)]
    state.coins = {(3, 2)}
    state.taken = [2, 2]
    state.round, state.seat, state.roll = race.turns, 1, 1
    return state


def test_the_winning_move_is_found_with_its_exact_values(race):
    state = last_move(race)
    assert state.legal_actions() == [("move", 1), ("move", 4)]
    result = MCTSBot(random.Random(3), iterations=40).search(state)
    north, west = result.moves
    assert (north.action, north.value, west.action, west.value) == (("move", 1), 1.0, ("move", 4), 0.5)
    assert result.best == ("move", 1) and result.player == 1 and result.iterations == 40
    assert north.visits + west.visits == 40 and north.visits > west.visits
    assert north.share == pytest.approx(north.visits / 40)


def test_an_iteration_budget_is_kept_and_the_same_seed_searches_the_same(race):
    state = Game(race, players=2, seed=4).new_initial_state()
    one = MCTSBot(random.Random(9), iterations=25, depth=4).search(state)
    two = MCTSBot(random.Random(9), iterations=25, depth=4).search(state)
    assert one == two and one.iterations == 25 and sum(m.visits for m in one.moves) == 25
    assert state.decisions == [] and len(state.log) == 1  # the search played on determinizations only


def test_a_search_can_be_cancelled_and_reports_its_progress(race):
    state = Game(race, players=2, seed=4).new_initial_state()
    seen = []
    result = MCTSBot(random.Random(9), iterations=500).search(
        state, progress=lambda done, total: seen.append((done, total)), cancelled=lambda: len(seen) >= 7)
    assert result.iterations == 7 and seen == [(k, 500) for k in range(1, 8)]


def test_a_millisecond_budget_searches_at_least_once(race):
    state = Game(race, players=2, seed=4).new_initial_state()
    result = MCTSBot(random.Random(9), ms=1.0).search(state)
    assert result.iterations >= 1 and result.best in state.legal_actions()


def test_bot_kinds_and_budgets():
    assert parse_budget("200") == {"iterations": 200} and parse_budget("50ms") == {"ms": 50.0}
    assert factory("greedy") is None
    assert factory("mcts:7")(random.Random(0)).iterations == 7
    assert factory("mcts:20ms")(random.Random(0)).ms == 20.0
    for bad in ("mcts:0", "mcts:fast", "mcts:-3", "mcts:5s"):
        with pytest.raises(ValueError, match="a whole number of iterations"):
            factory(bad)
    with pytest.raises(ValueError, match="unknown rollout policy 'smart'"):
        MCTSBot(random.Random(0), rollout="smart")


def test_a_full_fixed_seed_game_of_the_coin_race(race):
    """The test-only ruleset too: the search bot plays it to the end, the same game for the same seeds."""
    def play():
        state = Game(race, players=2, seed=6).new_initial_state()
        bots = [MCTSBot(random.Random(s), iterations=4, depth=3) for s in range(2)]
        while not state.is_terminal():
            state.apply_action(bots[state.current_player()].step(state))
        return state
    state = play()
    assert state.result in ("coins-gone", "time-up") and sum(state.taken) + len(state.coins) == len(race.coins)
    assert play().decisions == state.decisions


def test_the_offered_greedy_bot_scores_with_the_coin_races_evaluation(race, tiny):
    """The coin race has no greedy bot of its own: the kit's, offered as `greedy`, takes the winning coin."""
    state = last_move(race)
    bot = tiny.bot("greedy", random.Random(2))
    action, scored = bot.choose(state, state.legal_actions())
    assert action == ("move", 1) and scored == [(("move", 1), 1.0), (("move", 4), 0.5)]

"""Cursed Island's bots on the bundled scenario: the team greedy outlasts random play, the rollout policy
plays whole games without cloning, the search bot decides over the team's shared value, and every event
of a played game is told in words (prose.py)."""

from __future__ import annotations

import random
import statistics

import pytest

from engine.bots import RandomBot
from engine.bots.mcts import MCTSBot
from engine.content.resolve import load_adventure
from engine.core import ruleset as rulesets
from engine.core.events import describe
from engine.rulesets.cursed_island import appraise, prose
from engine.rulesets.cursed_island.greedy import CursedGreedy
from engine.rulesets.cursed_island.rollout import CursedRollout

SEEDS = range(8)
FAST = [range(3), pytest.param(SEEDS, marks=pytest.mark.long)]  # a fast default, every seed in the long run


@pytest.fixture(scope="module")
def game():
    return rulesets.get("cursed-island").new_game(load_adventure("wreck-and-beacon"), players=3)


def play(game, seed: int, bot) -> object:
    state = game.new_initial_state(seed)
    bots = [bot(random.Random(seed * 10 + s)) for s in range(game.num_players)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    return state


@pytest.mark.parametrize("seeds", FAST)
def test_the_team_greedy_survives_longer_than_random_play(game, seeds):
    greedy = [play(game, seed, CursedGreedy).round for seed in seeds]
    random_play = [play(game, seed, RandomBot).round for seed in seeds]
    assert statistics.fmean(greedy) >= statistics.fmean(random_play) + 1


def test_the_rollout_policy_plays_whole_games_without_cloning(game):
    assert CursedRollout.clones is False
    state = play(game, 3, CursedRollout)
    assert state.is_terminal() and rulesets.get("cursed-island").invariants(state) == []


def test_the_search_bot_decides_for_the_team_with_one_value_for_every_seat(game):
    state = game.new_initial_state(5)
    ruleset = rulesets.get("cursed-island")
    values = [ruleset.evaluate(state, seat) for seat in range(3)]
    assert values[0] == values[1] == values[2] and 0.0 < values[0] < 1.0
    action = MCTSBot(random.Random(1), iterations=8).step(state)
    assert action in state.legal_actions()


def test_every_event_of_a_game_is_told_in_words(game):
    state = play(game, 2, CursedGreedy)
    untold = {e.kind for e in state.events if prose.narrate(e, game) == describe(e, game.seat_names())}
    assert untold == set()
    first = prose.narrate(state.events[0], game)
    assert first.startswith("3 castaways come ashore on ")


def test_a_lost_game_is_worth_nothing_to_any_seat(game):
    state = play(game, 2, CursedGreedy)  # seed 2 is lost (the Marine dies in round 10)
    assert state.loss is not None and [appraise.evaluate(state, s) for s in range(3)] == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("seeds", [range(6, 7), pytest.param(SEEDS, marks=pytest.mark.long)])  # seed 6: 4 hungry nights
def test_the_castaway_furthest_from_death_goes_hungry(game, seeds):
    told = []
    for seed in seeds:
        state = game.new_initial_state(seed)
        bots = [CursedGreedy(random.Random(seed * 10 + s)) for s in range(3)]
        while not state.is_terminal():
            legal = state.legal_actions()
            action = bots[state.current_player()].step(state)
            hungry = [a for a in legal if a[0] == "hungry"]
            margins = {appraise.margin(state, a[1]) for a in hungry}
            if len(margins) > 1 and max(margins) > 2:  # (where every choice dies, none is better)
                told.append(appraise.margin(state, action[1]) == max(appraise.margin(state, a[1]) for a in hungry))
            state.apply_action(action)
    assert told and all(told)

"""The greedy bot's direct estimates stay what they were: the reference functions below are the
estimates as they were before they were made cheaper, and must agree to the last bit on every
position of fixed-seed greedy games (a cache or a shortcut that changed one score would change
the bot's choices)."""

from __future__ import annotations

import random

import pytest

from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.greedy import GreedyBot
from rules_helpers import adventure


def reference_target_gain(bot, state, seat, area, soldiers, captains) -> float:
    """`GreedyBot.target_gain` before unexplored areas were cached by what decides their gain."""
    board = state.board
    if soldiers + captains == 0 or board.is_sea[area]:
        return 0.0
    w = bot.w
    if not state.explored[area]:
        if board.is_adventure[area]:
            tile = state.tile[area]
            value, resources = (tile.value, len(tile.resources)) if tile is not None else (1, 1.0)
        else:
            value, resources = bot.prior(state, board.colour[area])
        win, loss, _ = bot.fight(soldiers, captains, 0, 0, 0, value)
        fig = w["soldier"] if soldiers else w["captain"]
        return w["explore"] * (win * bot.area_gain(state, area, resources)) - loss * fig
    other = state.occupant(area, but=seat)
    if other < 0:
        return 0.0
    q = state.players[other]
    tile = state.tile[area]
    resources = len(tile.resources) if tile is not None else 0
    win, loss, kills = bot.fight(soldiers, captains, q.soldiers[area], q.captains[area], q.camps[area])
    fig = w["soldier"] if soldiers else w["captain"]
    return (w["explore"] * win * (bot.area_gain(state, area, resources) + w["camp"] * q.camps[area])
            - loss * fig + 0.3 * kills * w["soldier"])


def reference_best(bot, actions, scores):
    """`GreedyBot._best` as it was (zip, strict)."""
    low = max(scores) - 1e-9
    best = [a for a, s in zip(actions, scores, strict=True) if s >= low]
    return best[0] if len(best) == 1 else best[int(bot.rng.random() * len(best))]


def positions(adventure_id: str, seed: int, every: int = 3):
    """Every `every`-th position of a fixed-seed 3-player greedy game, with the bots."""
    state = Game(adventure(adventure_id), players=3, seed=seed).new_initial_state()
    bots = [GreedyBot(random.Random(seed * 10 + seat)) for seat in range(3)]
    n = 0
    while not state.is_terminal():
        if n % every == 0:
            yield state, bots
        state.apply_action(bots[state.current_player()].step(state))
        n += 1


@pytest.mark.parametrize("adventure_id,seed", [("drowned-temple", 0), ("drowned-temple", 7), ("ember-crown", 1),
                                               ("first-landing", 2)])
def test_target_gain_equals_the_reference_on_every_area_of_sampled_positions(adventure_id, seed):
    checked = 0
    for state, bots in positions(adventure_id, seed):
        for seat, bot in enumerate(bots):
            for area in range(state.board.size):
                for soldiers, captains in ((1, 0), (0, 1), (2, 1), (3, 0)):
                    got = bot.target_gain(state, seat, area, soldiers, captains)
                    want = reference_target_gain(bot, state, seat, area, soldiers, captains)
                    assert got.hex() == want.hex(), (adventure_id, seed, seat, area, soldiers, captains)
                    checked += 1
    assert checked > 10_000


def test_an_unexplored_area_with_a_progress_token_is_worth_the_token_more():
    state = Game(adventure("drowned-temple"), players=3, seed=0).new_initial_state()
    bot = GreedyBot(random.Random(1))
    area = next(a for a in range(state.board.size)
                if not state.board.is_sea[a] and not state.explored[a] and not state.board.is_adventure[a]
                and state.token[a] is None)
    bare = bot.target_gain(state, 0, area, 2, 0)
    state.token[area] = "a token"
    marked = bot.target_gain(state, 0, area, 2, 0)
    win = bot.fight(2, 0, 0, 0, 0, bot.prior(state, state.board.colour[area])[0])[0]
    assert marked - bare == pytest.approx(win * (bot.w["token"] + bot.w["progress"]))
    assert marked.hex() == reference_target_gain(bot, state, 0, area, 2, 0).hex()


def test_best_draws_the_same_ties_as_the_reference():
    actions = [("a",), ("b",), ("c",), ("d",)]
    for scores in ([1.0, 2.0, 2.0, 0.5], [3.0, 3.0 - 1e-10, 1.0, 3.0], [0.0, 0.0, 0.0, 0.0], [5.0, 1.0, 1.0, 1.0]):
        for seed in range(20):
            bot, ref = GreedyBot(random.Random(seed)), GreedyBot(random.Random(seed))
            assert bot._best(actions, scores) == reference_best(ref, actions, scores)
            assert bot.rng.getstate() == ref.rng.getstate()

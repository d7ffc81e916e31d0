"""`State.look(action)`: the greedy bot's look-ahead reaches the position `apply_action` reaches, without
listing the next decision's legal actions until they are asked for (issue 12)."""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.core.errors import EngineError
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.greedy import GreedyBot
from rules_helpers import ADVENTURES, adventure

MODES = [(a, mode, players) for a in ADVENTURES for mode, players in (("competitive", 3), ("cooperative", 3), ("solo", 1))
         if mode in adventure(a).modes]


@pytest.mark.parametrize("adventure_id,mode,players", MODES)
def test_look_reaches_the_position_apply_action_reaches(adventure_id, mode, players):
    state = Game(adventure(adventure_id), players=players, mode=mode, seed=5).new_initial_state()
    bot, picker = RandomBot(random.Random(5)), random.Random(7)
    compared = 0
    while not state.is_terminal():
        actions = state.legal_actions()
        for action in picker.sample(actions, min(3, len(actions))):
            applied = state.clone(rng=random.Random(compared))
            looked = state.clone(rng=random.Random(compared))
            applied.apply_action(action)
            looked.look(action)
            assert looked.is_terminal() == applied.is_terminal()
            assert looked.legal_actions() == applied.legal_actions()  # listed when asked for
            assert looked.snapshot() == applied.snapshot()
            assert looked.log == applied.log
            compared += 1
        state.apply_action(bot.step(state))
    assert compared > 100


def test_a_looked_position_plays_on_as_an_applied_one():
    state = Game(adventure("drowned-temple"), players=3, seed=2).new_initial_state()
    bot = RandomBot(random.Random(2))
    for _ in range(40):
        state.apply_action(bot.step(state))
    applied, looked = state.clone(), state.clone()
    action = state.legal_actions()[0]
    applied.apply_action(action)
    looked.look(action)
    follow = RandomBot(random.Random(9)), RandomBot(random.Random(9))
    for _ in range(60):  # apply_action on a looked position lists its legal actions first
        applied.apply_action(follow[0].step(applied))
        looked.apply_action(follow[1].step(looked))
    assert looked.snapshot() == applied.snapshot()


def test_look_refuses_an_illegal_action_as_apply_action_does():
    state = Game(adventure("drowned-temple"), players=3, seed=2).new_initial_state()
    state.look(state.legal_actions()[0])
    with pytest.raises(EngineError, match="is not a legal action now"):
        state.look(("no-such-action",))


def test_the_greedy_bot_scores_a_look_ahead_as_before():
    # the bot's look-ahead is `look`; its scores equal those on an applied clone
    state = Game(adventure("drowned-temple"), players=3, seed=4).new_initial_state()
    bot = GreedyBot(random.Random(4))
    for _ in range(30):
        state.apply_action(bot.step(state))
    seat = state.current_player()
    for action in state.legal_actions():
        looked = state.clone(rng=random.Random(1), history=False)
        looked.look(action)
        applied = state.clone(rng=random.Random(1), history=False)
        applied.apply_action(action)
        assert bot.evaluate(looked, seat) == bot.evaluate(applied, seat)
        assert bot.pending(looked, seat) == bot.pending(applied, seat)


def test_a_looked_position_has_the_snapshot_of_an_applied_one_before_anything_is_asked():
    state = Game(adventure("drowned-temple"), players=3, seed=3).new_initial_state()
    action = state.legal_actions()[0]
    applied, looked = state.clone(), state.clone()
    applied.apply_action(action)
    looked.look(action)
    assert looked.snapshot() == applied.snapshot()

"""The greedy bot of team play (greedy_coop.py): it scores the expedition, fights as the team's side,
and the `greedy` kind stays `GreedyBot` in competitive play."""

from __future__ import annotations

import random

import pytest

from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.greedy import GreedyBot
from engine.rulesets.isles_of_terror.greedy_coop import Greedy, TeamGreedyBot
from engine.rulesets.isles_of_terror.ruleset import RULESET
from rules_helpers import temple_as_first_bundled


@pytest.fixture(scope="module")
def temple():
    return temple_as_first_bundled()  # the cooperative scenarios below were found on it


def test_the_greedy_kind_is_greedybot_in_competitive_play_and_teamgreedybot_in_team_play(temple):
    assert RULESET.bots["greedy"] is Greedy
    for mode, kind in (("competitive", GreedyBot), ("cooperative", TeamGreedyBot), ("solo", TeamGreedyBot)):
        state = Game(temple, players=1 if mode == "solo" else 3, mode=mode, seed=3).new_initial_state()
        bot = Greedy(random.Random(5))
        bot.step(state)
        assert type(bot.bot) is kind


def test_choosing_the_kind_late_plays_the_same_competitive_game(temple):
    """The factory is handed only its generator; GreedyBot built at the first step draws the same numbers."""
    lines = []
    for make in (GreedyBot, Greedy):
        state = Game(temple, players=2, seed=8).new_initial_state()
        bots = [make(random.Random(80 + seat)) for seat in range(2)]
        for _ in range(150):
            state.apply_action(bots[state.current_player()].step(state))
        lines.append(list(state.decisions))
    assert lines[0] == lines[1]


def test_the_shared_victory_conditions_count_term_by_term(temple):
    state = Game(temple, players=3, mode="cooperative", seed=1).new_initial_state()
    bot = TeamGreedyBot(random.Random(1))
    # driven-into-the-sea (lose): year >= 2 not yet, no camp in play yet: half its terms, -12 / 2;
    # bargain-broken (win): no flag, no ruin held: 0; claimed-by-the-tide has no terms
    assert bot.goals(state) == -6.0
    assert bot.terror_threat(state) == 0.0  # no terror on the isle yet
    assert bot.w["threat"] == 0.0  # the other players are allies


def test_a_casualty_of_an_allys_figure_is_weighed_for_the_whole_side(temple):
    """Seed 16, decision 299: Red Coats lose a figure to a terror with Chasseurs' captain beside them.
    GreedyBot reads only the chooser's own figures and broke (a captain count of -1). (The scenario was
    found before the goal's pull, which `goal_pull` 0 leaves out.)"""
    state = Game(temple, players=3, mode="cooperative", seed=16).new_initial_state()
    bots = [TeamGreedyBot(random.Random(160 + seat), {"goal_pull": 0.0}) for seat in range(3)]
    for _ in range(299):
        state.apply_action(bots[state.current_player()].step(state))
    actions = state.legal_actions()
    assert state.stack[-1].kind == "casualty" and state.combat.monster == "terror"
    assert actions == [("casualty", "soldier"), ("casualty", "soldier", 2), ("casualty", "captain", 2)]
    with pytest.raises(ValueError, match="must be a non-negative integer"):
        GreedyBot(random.Random(0)).step(state.clone())
    assert TeamGreedyBot(random.Random(0)).step(state) in (("casualty", "soldier"), ("casualty", "soldier", 2))


def test_the_search_bot_reads_a_team_game_as_the_team_gains_since_the_start(temple):
    """`Ruleset.evaluate` in team play: 0.5 at the first decision (no gain yet), more once the team
    has gained, and a lost game is worth nothing to every player (returns -1 are not a chance)."""
    iot = RULESET
    state = Game(temple, players=3, mode="cooperative", seed=1).new_initial_state()
    assert [iot.evaluate(state, p) for p in range(3)] == [0.5] * 3
    bots = [TeamGreedyBot(random.Random(seat)) for seat in range(3)]
    for _ in range(60):
        state.apply_action(bots[state.current_player()].step(state))
    assert 0.5 < iot.evaluate(state, 0) == iot.evaluate(state, 2) < 1.0
    assert state.game.hooks.check_victory(state, "end_of_game") and state.returns() == [-1.0] * 3
    assert [iot.evaluate(state, p) for p in range(3)] == [0.0] * 3

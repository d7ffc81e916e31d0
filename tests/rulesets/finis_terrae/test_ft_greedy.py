"""Finis Terrae's bots: the greedy heuristic beats random play by a clear margin on fixed seeds (the greedy
seat going round the table), its quick rollout policy plays games to the end, the search bot plays
through `determinize` with the decomposed placement, and the appraisals behind them (storm safety,
when to turn pirate) read the position as the rules do."""

from __future__ import annotations

import random

import pytest

from engine.bots import mcts
from engine.core import ruleset as rulesets
from engine.rulesets.finis_terrae import appraise, greedy, rollout
from engine.sim.content import load_playable
from engine.sim.runner import RunSpec, play_games, table_seats


@pytest.fixture(scope="module")
def sea():
    return load_playable("windward-sea")


def _tally(spec, results):
    wins: dict[str, float] = {}
    points: dict[str, int] = {}
    for r in results:
        for seat, kind in enumerate(table_seats(spec.bots, r.index, len(r.vp))):
            wins[kind] = wins.get(kind, 0.0) + max(0.0, r.returns[seat])
            points[kind] = points.get(kind, 0) + r.vp[seat]
    return wins, points


def test_the_ruleset_offers_random_its_greedy_and_a_quick_rollout(sea):
    finis = rulesets.of(sea)
    assert list(finis.bot_table()) == ["random", "greedy"]
    assert finis.bot_table()["greedy"] is greedy.factory and finis.rollout_bot() is rollout.factory
    state = finis.new_game(sea, players=3).new_initial_state(1)
    assert 0.0 < finis.evaluate(state, 0) < 1.0


def test_greedy_beats_random_on_fixed_seeds(sea):
    """Six games of one greedy seat against two random seats, the greedy going round the table: it
    wins all six and scores 228 points to the random seats' 21 over twice as many seat-games."""
    spec = RunSpec(players=3, bots="greedy,random,random", seed=5)
    results = play_games(sea, spec, 0, 6)
    assert all(r.finished for r in results)
    assert _tally(spec, results) == ({"greedy": 6.0, "random": 0.0}, {"greedy": 228, "random": 21})


@pytest.mark.long
def test_greedy_beats_random_over_twelve_games_and_the_search_outscores_greedy(sea):
    """The long run: the greedy seat wins all 12 games against two random seats (521 points to 17); the
    search bot (mcts:32, seeds 7) against two greedy seats wins 2 of 6 games (its seat's share of a
    three-seat table) and scores more a seat-game than they do (194 points over 6 games to 359 over 12)."""
    spec = RunSpec(players=3, bots="greedy,random,random", seed=5)
    assert _tally(spec, play_games(sea, spec, 0, 12)) == ({"greedy": 12.0, "random": 0.0},
                                                          {"greedy": 521, "random": 17})
    spec = RunSpec(players=3, bots="mcts:32,greedy,greedy", seed=7)
    assert _tally(spec, play_games(sea, spec, 0, 6)) == ({"mcts:32": 2.0, "greedy": 4.0},
                                                         {"mcts:32": 194, "greedy": 359})


def test_the_rollout_policy_plays_games_to_the_end(sea):
    finis = rulesets.of(sea)
    ends = []
    for seed in range(3):
        state = finis.new_game(sea, players=3).new_initial_state(seed)
        bots = [rollout.factory(random.Random(seed * 3 + s)) for s in range(3)]
        while not state.is_terminal():
            state.apply_action(bots[state.current_player()].step(state))
        assert finis.invariants(state) == []
        ends.append((state.result, state.day))
    assert [e[0] for e in ends] == ["finale"] * 3


def test_the_search_bot_plays_through_determinize_one_placement_decision_at_a_time(sea):
    """The tile, its cell and its rotation are three decisions: the search sees a few dozen choices
    at a time, never the product of them."""
    finis = rulesets.of(sea)
    state = finis.new_game(sea, players=3).new_initial_state(7)
    search = mcts.factory("mcts:6")(random.Random(1))
    verbs = []
    for _ in range(30):
        legal = state.legal_actions()
        action = search.step(state)
        assert action in legal
        verbs.append(action[0])
        state.apply_action(action)
    assert {"tile", "cell", "turn"} <= set(verbs) and not state.is_terminal()


def _day_one(sea):
    """Seed 1 after the setup (home ports, coins loaded by random seats): the first seat lays its tiles."""
    from engine.bots import RandomBot

    state = rulesets.of(sea).new_game(sea, players=3).new_initial_state(1)
    bot = RandomBot(random.Random(0))
    while state.stage != "tile":
        state.apply_action(bot.step(state))
    return state


def test_the_search_bot_rolls_out_with_the_quick_policy_at_every_step(sea):
    """The quick policy clones nothing, so the search bot lets it decide even where fifty destinations or
    cells are legal (a policy that clones plays such steps at random): its rollouts sail where the greedy
    would, which is what makes the search stronger than the greedy it rolls out with."""
    policy = mcts.MCTSBot(random.Random(0))._policy(rulesets.of(sea))
    assert policy.__self__.__class__ is rollout.FinisRollout and rollout.FinisRollout.clones is False


def test_a_ship_in_a_port_fears_no_storm_and_one_at_sea_fears_what_the_wind_may_do(sea):
    """While storm cards remain, the greedy prices a wreck by the wind faces that would push its ship
    across land, onto rocks or off the sea; a port shelters from all of them."""
    state = _day_one(sea)
    ap = appraise.Appraiser(state)
    home = state.home[0]
    assert home in state.ports and ap.wreck_share(home) == 0.0
    assert ap.storm_chance() == 0.125  # one storm among the eight weather cards still to come
    # the west beach of the start island, no port there: land on three sides, open water to the west
    assert (-1, 0) not in state.ports and ap.wreck_share((-1, 0)) == 1.0
    assert ap.storm_risk(0, (-1, 0)) > 0.125 * sea.scoring.malus  # the malus and the hold beyond the refill
    assert ap.wreck_share(home, galleon=True) == 1.0  # the galleon is never in port on a seat's beach


def test_the_greedy_turns_pirate_only_for_a_loaded_rival_this_move_reaches_and_a_small_bank(sea):
    state = _day_one(sea)
    ap = appraise.Appraiser(state)
    state.bank[0] = 0
    state.holds[1][0] = ("coins", 30)
    rival = state.ships[1]
    assert appraise.wants_pirate(state, 0, ap, {rival})
    assert not appraise.wants_pirate(state, 0, ap, {(9, 9)})  # out of this move's reach
    state.bank[0] = appraise.SMALL_BANK + 1  # a larger bank would freeze: it stays an explorer
    assert not appraise.wants_pirate(state, 0, ap, {rival})

"""Haze Islands' bots: the greedy heuristic beats random play by a clear margin on fixed seeds, its quick
rollout policy plays every mode to the end, and the search bot plays it through `determinize`."""

from __future__ import annotations

import random

import pytest

from engine.bots import mcts
from engine.core import ruleset as rulesets
from engine.rulesets.haze_islands import greedy, rollout
from engine.sim.content import load_playable
from engine.sim.runner import RunSpec, play_games, table_seats
from engine.sim.skill import skill_gap, skill_lines


@pytest.fixture(scope="module")
def reach():
    return load_playable("misty-reach")


def _tally(spec, results):
    wins = {"greedy": 0.0, "random": 0.0}
    icons = {"greedy": 0, "random": 0}
    for r in results:
        for seat, kind in enumerate(table_seats(spec.bots, r.index, len(r.vp))):
            wins[kind] += max(0.0, r.returns[seat])
            icons[kind] += r.vp[seat]
    return wins, icons


def test_the_ruleset_offers_random_and_its_own_greedy_and_a_quick_rollout(reach):
    haze = rulesets.of(reach)
    assert list(haze.bot_table()) == ["random", "greedy"]
    assert haze.bot_table()["greedy"] is greedy.factory and haze.rollout_bot() is rollout.factory
    state = haze.new_game(reach, players=3).new_initial_state(1)
    assert 0.0 < haze.evaluate(state, 0) < 1.0


def test_greedy_beats_random_on_fixed_seeds(reach):
    """Three games of one greedy seat against two random seats, the greedy going round the table: it
    wins all three and scores 13 icons to the random seats' 8 over twice as many seat-games."""
    spec = RunSpec(players=3, bots="greedy,random,random", seed=5, mode="competitive")
    results = play_games(reach, spec, 0, 3)
    assert all(r.finished for r in results)
    assert _tally(spec, results) == ({"greedy": 3.0, "random": 0.0}, {"greedy": 13, "random": 8})
    gap = skill_gap(spec.bots, results, rulesets.of(reach))  # what `playtest --bots greedy,random,random` prints
    assert [(row["bots"], row["games"], row["rate"], row["vp_mean"]) for row in gap["by_kind"]] == [
        ("greedy", 3, 1.0, 4.333333), ("random", 6, 0.0, 1.333333)]
    assert skill_lines({"skill_gap": gap})[0].startswith("skill gap: greedy seats win 100.0%, the others 0.0%")


@pytest.mark.long
def test_greedy_beats_random_by_a_clear_margin_over_nine_games(reach):
    """The long run: the greedy seats take 8 of the 9 wins, the random seats none; 32 icons to 13."""
    spec = RunSpec(players=3, bots="greedy,random,random", seed=5, mode="competitive")
    assert _tally(spec, play_games(reach, spec, 0, 9)) == ({"greedy": 8.0, "random": 0.0},
                                                           {"greedy": 32, "random": 13})


@pytest.mark.parametrize("mode", ["friendly", "competitive", "solo", "cooperative"])
def test_the_rollout_policy_plays_every_mode_to_its_end(reach, mode):
    haze = rulesets.of(reach)
    for seed in range(3):
        state = haze.new_game(reach, players=1 if mode == "solo" else 3, mode=mode).new_initial_state(seed)
        bots = [rollout.factory(random.Random(seed * 3 + s)) for s in range(state.game.num_players)]
        while not state.is_terminal():
            state.apply_action(bots[state.current_player()].step(state))
        assert state.result in ("final-round", "doom-defeated", "all-sunk", "sunk")


@pytest.mark.parametrize("mode", ["competitive", "solo", "cooperative"])
def test_the_search_bot_plays_through_determinize(reach, mode):
    haze = rulesets.of(reach)
    state = haze.new_game(reach, players=1 if mode == "solo" else 3, mode=mode).new_initial_state(7)
    search = mcts.factory("mcts:6")(random.Random(1))
    for _ in range(12):
        action = search.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    assert not state.is_terminal() and len(state.decisions) == 12


def test_greedy_takes_a_stolen_card_it_sees_in_its_own_deck(reach):
    """Solo, stealing: the seat looks through its own deck and picks a card. A re-deal of what it cannot
    see (`determinize`) deals that deck again, so the offered cards were missing in the greedy's world
    for some of its seeds (ValueError); the seat now knows every place of the deck it looked through, so
    every deal keeps it and the greedy decides on a determinization as everywhere else."""
    from engine.bots import RandomBot

    haze = rulesets.of(reach)
    state = haze.new_game(reach, players=1, mode="solo").new_initial_state(1)
    bot = RandomBot(random.Random(1))
    # the first steal offering two cards (seed 1 since misty-reach's solo game plays its `mode_rules:`)
    while state.stage != "take" or len(state.legal_actions()) < 2:
        state.apply_action(bot.step(state))
    assert len(state.decisions) == 15 and state.legal_actions() == [("take", "dead-calm"), ("take", "hawser-cay")]
    assert {greedy.HazeGreedy(random.Random(seed)).step(state) for seed in range(10)} <= set(state.legal_actions())


def test_the_greedy_prices_every_diamond_and_pirate_between_its_ship_and_the_doom():
    """A ship The Doom will sink is still better off a diamond farther (or a pirate richer): the shortfall
    is priced point by point, so the greedy sails away and keeps its pirates even when it cannot get out
    of reach in one action (a sinking was one flat price, so it gave up and ended as a ghost ship)."""
    from haze_builder import position, two_player

    state = two_player()
    position(state, supply=[2, 3], lost=[1, 0])
    near, far = ({0: (1.0, damage)} for damage in (6.0, 5.0))
    assert greedy.worth(state, 0, far, []) - greedy.worth(state, 0, near, []) == pytest.approx(greedy.SHORTFALL)
    assert greedy.doom_risk(state, 0, far) == pytest.approx(2 * (0.4 + 0.1 * 2) + greedy.SINK + greedy.SHORTFALL * 3)
    assert greedy.doom_risk(state, 0, {0: (1.0, 2.0)}) == pytest.approx(2 * 0.6)  # two pirates take it: no sinking


def test_in_team_play_one_sinking_costs_the_whole_game(reach):
    """A ship with no pirate in its supply that The Doom will surely strike for 2: in competitive play it
    risks `SINK` plus half its log and the shortfall (8 + 0 + 1); in solo and cooperative play a sinking
    loses every seat's game, so the greedy prices it at `TEAM_SINK` (40 + 1) and flees first."""
    haze = rulesets.of(reach)
    for mode, players, risk in (("competitive", 3, 9.0), ("cooperative", 2, 41.0), ("solo", 1, 41.0)):
        state = haze.new_game(reach, players=players, mode=mode).new_initial_state(1)
        state.supply[0] = 0
        assert greedy.doom_risk(state, 0, {0: (1.0, 2.0)}) == risk


def test_in_team_play_cards_over_the_hand_limit_are_worth_nothing(reach):
    """Handing a card to a seat whose hand is full only makes it discard one: in cooperative play the
    hand counts up to the limit (3), so five cards are worth what three are; in competitive play the
    heuristic is unchanged (the extra cards still count)."""
    haze = rulesets.of(reach)
    for mode, players, gained in (("cooperative", 2, 0.0), ("competitive", 2, 2 * greedy.HAND)):
        state = haze.new_game(reach, players=players, mode=mode).new_initial_state(1)
        state.hands[1] = ["dead-calm"] * 3  # a dead end's icon... any map card id: only the count matters here
        three = greedy.worth(state, 1, {}, [])
        state.hands[1] = ["dead-calm"] * 5
        assert greedy.worth(state, 1, {}, []) - three == pytest.approx(gained)


def test_in_team_play_ships_together_share_the_strike(reach):
    """Two ships at The Doom's own location at the start: it stops there and strikes both, so in
    cooperative play each carries the whole threat (chance 1), while the competitive heuristic splits it
    between the tied ships (2/3 to the most icons or the first, 1/3 to the other)."""
    haze = rulesets.of(reach)
    coop = haze.new_game(reach, players=2, mode="cooperative").new_initial_state(1)
    assert greedy.doom_threat(coop) == {0: (1.0, 2.0), 1: (1.0, 2.0)}
    rival = haze.new_game(reach, players=2, mode="competitive").new_initial_state(1)
    assert sorted(chance for chance, _ in greedy.doom_threat(rival).values()) == [pytest.approx(1 / 3),
                                                                                   pytest.approx(2 / 3)]


def test_the_greedy_attacks_the_doom_and_wins_solo_games_of_the_team_adventure():
    """Four solo games of The Shoal Watch, the greedy seeded with the game's seed: it attacks The Doom
    when it can (a fate followed through the payment it opens) and defeats it in three of the four.
    Before the team policy the same games ended sunk, final-round, final-round, sunk (no win), the
    greedy declining most attacks it could make."""
    shoal = load_playable("shoal-watch")
    game = rulesets.of(shoal).new_game(shoal, players=1, mode="solo")
    played = []
    for seed in range(4):
        state, bot, chosen = game.new_initial_state(seed), greedy.HazeGreedy(random.Random(seed)), []
        while not state.is_terminal():
            legal, action = state.legal_actions(), bot.step(state)
            if ("attack-doom",) in legal:
                chosen.append(action[0])
            state.apply_action(action)
        played.append((chosen.count("attack-doom"), len(chosen), state.doom_cards(0), state.result))
    assert played == [(2, 4, 2, "doom-defeated"), (1, 2, 1, "final-round"), (2, 3, 2, "doom-defeated"),
                      (4, 5, 2, "doom-defeated")]

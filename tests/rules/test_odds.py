"""Exact combat odds (engine.rulesets.isles_of_terror.odds): hand-computed values, an independent
brute-force oracle, seeded Monte Carlo cross-checks and properties.

The oracle below implements the rulebook's round literally (pair off equal
dice, then compare the highest leftover dice) and shares no code with the
module under test. The last section checks the odds against the engine's own
pools and round resolution (`dice.py`), which the odds compute from.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from engine.rulesets.isles_of_terror import dice
from engine.rulesets.isles_of_terror.combat import Combat
from engine.rulesets.isles_of_terror.dice import count_dice, round_winner
from engine.rulesets.isles_of_terror.odds import (
    Force,
    Odds,
    clear_caches,
    combat_odds,
    dice_pool,
    round_win_fraction,
    round_win_probability,
)
from rules_helpers import at, new_state, put

# ----------------------------------------------------------------- the oracle


def literal_round_attacker_wins(att_rolls, def_rolls) -> bool:
    """The rulebook's round: equal results cancel one for one, highest left wins,
    the defender wins when all cancel."""
    att = sorted(att_rolls, reverse=True)
    dfn = sorted(def_rolls, reverse=True)
    left_att = []
    for die in att:
        if die in dfn:
            dfn.remove(die)  # this die cancels exactly one equal enemy die
        else:
            left_att.append(die)
    best_att = max(left_att, default=0)
    best_def = max(dfn, default=0)
    return best_att > best_def  # 0 vs 0 (all cancelled): the defender wins


def _multisets(d6: int, d8: int) -> Counter:
    """Every sorted roll of d6 D6 and d8 D8, with its number of outcomes."""
    faces = [range(1, 7)] * d6 + [range(1, 9)] * d8
    return Counter(tuple(sorted(roll)) for roll in itertools.product(*faces))


def brute_force_round(a6: int, a8: int, d6: int, d8: int) -> Fraction:
    att, dfn = _multisets(a6, a8), _multisets(d6, d8)
    wins = sum(
        na * nd for ra, na in att.items() for rd, nd in dfn.items() if literal_round_attacker_wins(ra, rd)
    )
    return Fraction(wins, 6 ** (a6 + d6) * 8 ** (a8 + d8))


def roll_pool(rng: random.Random, d6: int, d8: int) -> list[int]:
    rand = rng.random
    return [int(rand() * 6) + 1 for _ in range(d6)] + [int(rand() * 8) + 1 for _ in range(d8)]


def simulate_combat(rng, attacker: Force, defender: Force, *, attacker_d8=True, defender_d8=False,
                    retreat_below=0, order=("soldier", "captain", "camp")):
    """One combat played out by the literal rules. Returns (result, attacker left, defender left, rounds)."""

    def pool(figs, monster, exchange):
        if monster:
            d6, d8 = figs["value"], 0
        else:
            d6, d8 = figs["soldier"] + 2 * figs["captain"], figs["camp"]
        if exchange and d6:
            d6, d8 = d6 - 1, d8 + 1
        return d6, d8

    def lose(figs, monster):
        if monster:
            figs["value"] -= 1
            return
        for kind in order:
            if figs[kind]:
                figs[kind] -= 1
                return

    att = {"soldier": attacker.soldiers, "captain": attacker.captains, "camp": 0}
    monster = defender.monster_value > 0
    dfn = {"value": defender.monster_value} if monster else {
        "soldier": defender.soldiers, "captain": defender.captains, "camp": defender.camps}
    rounds = 0
    while True:
        if sum(att.values()) == 0:
            result = "defender"
            break
        if sum(dfn.values()) == 0:
            result = "attacker"
            break
        if rounds and sum(att.values()) < retreat_below:
            result = "retreat"
            break
        rounds += 1
        a_roll = roll_pool(rng, *pool(att, False, attacker_d8))
        d_roll = roll_pool(rng, *pool(dfn, monster, defender_d8))
        if literal_round_attacker_wins(a_roll, d_roll):
            lose(dfn, monster)
        else:
            lose(att, False)
    a_left = (att["soldier"], att["captain"])
    d_left = (dfn["value"],) if monster else (dfn["soldier"], dfn["captain"], dfn["camp"])
    return result, a_left, d_left, rounds


# ------------------------------------------------------------ hand-computed


def test_one_d6_against_one_d6_is_fifteen_in_thirty_six():
    # 36 outcomes: 6 ties cancel (defender), the other 30 split evenly.
    assert round_win_fraction(1, 0, 1, 0) == Fraction(15, 36)
    assert round_win_probability(1, 0, 1, 0) == pytest.approx(15 / 36, abs=1e-15)


def test_hand_computed_rounds():
    # 1D8 vs 1D6: a 7 or 8 always wins (2/8); otherwise it is 1D6 vs 1D6.
    assert round_win_fraction(0, 1, 1, 0) == Fraction(2, 8) + Fraction(6, 8) * Fraction(15, 36) == Fraction(9, 16)
    # 1D6 vs 1D8: the D8 shows 1..6 with 6/8, then 15/36.
    assert round_win_fraction(1, 0, 0, 1) == Fraction(6, 8) * Fraction(15, 36) == Fraction(5, 16)
    # 1D8 vs 1D8: strictly higher, 28 of 64.
    assert round_win_fraction(0, 1, 0, 1) == Fraction(28, 64)
    # 2D6 vs 1D6: the attacker loses only when both its dice are below the
    # defender's; a tie of the higher die cancels it and leaves the lower die
    # unopposed (and a double cancels once, leaving the other die).
    assert round_win_fraction(2, 0, 1, 0) == 1 - Fraction(sum((d - 1) ** 2 for d in range(1, 7)), 216)
    assert round_win_fraction(2, 0, 1, 0) == Fraction(161, 216)
    # Nobody has dice: nothing is left, the defender wins.
    assert round_win_fraction(0, 0, 0, 0) == 0
    # The attacker has dice and the defender none: any die wins.
    assert round_win_fraction(2, 1, 0, 0) == 1
    assert round_win_fraction(0, 0, 3, 1) == 0


def test_rulebook_rolls_resolve_as_in_the_example():
    # Thomas's boss combat (rulebook p. 18): C, D and E.
    assert not literal_round_attacker_wins([4, 3, 1, 5], [7, 6, 2])  # Denise's 7
    assert literal_round_attacker_wins([6, 5, 2], [6, 5, 1])  # 6s and 5s cancel, 2 beats 1
    assert not literal_round_attacker_wins([5, 3, 2], [6, 1])  # Denise's 6


@pytest.mark.parametrize(
    "pools",
    [
        (a6, a8, d6, d8)
        for a6, a8, d6, d8 in itertools.product(range(4), range(3), range(4), range(3))
        if a6 + a8 + d6 + d8 <= 5
    ],
)
def test_round_probability_matches_brute_force(pools):
    assert round_win_fraction(*pools) == brute_force_round(*pools)


def test_round_probability_matches_brute_force_for_the_boss_example_pools():
    # Round 1 of the rulebook example: 3D6 + 1D8 against 2D6 + 1D8; round 2: 2D6 + 1D8 against 1D6 + 1D8.
    assert round_win_fraction(3, 1, 2, 1) == brute_force_round(3, 1, 2, 1)
    assert round_win_fraction(2, 1, 1, 1) == brute_force_round(2, 1, 1, 1)


def test_one_soldier_against_one_soldier_combat():
    # One round decides it; the attacker's D8 exchange applies.
    odds = combat_odds(Force(soldiers=1), Force(soldiers=1), exact=True)
    assert odds.attacker_wins == Fraction(9, 16)
    assert odds.defender_wins == Fraction(7, 16)
    assert odds.rounds_expected == 1
    assert odds.attacker_left == {(1, 0): Fraction(9, 16), (0, 0): Fraction(7, 16)}
    assert odds.defender_left == {(1, 0, 0): Fraction(7, 16), (0, 0, 0): Fraction(9, 16)}
    no_swap = combat_odds(Force(soldiers=1), Force(soldiers=1), attacker_d8=False, exact=True)
    assert no_swap.attacker_wins == Fraction(15, 36)


def test_two_against_one_by_hand():
    # 2 soldiers (1D6 + 1D8) vs a minion of value 1 (1D6): the attacker must
    # win one round before losing two; after one loss it has 1D8 vs 1D6.
    p2 = round_win_fraction(1, 1, 1, 0)
    p1 = round_win_fraction(0, 1, 1, 0)
    odds = combat_odds(Force(soldiers=2), Force(monster_value=1), exact=True)
    assert odds.attacker_wins == p2 + (1 - p2) * p1
    assert odds.rounds_expected == 1 + (1 - p2)
    assert odds.expected_attacker_losses == (1 - p2) * p1 * 1 + (1 - p2) * (1 - p1) * 2
    assert odds.defender_left == {(1,): (1 - p2) * (1 - p1), (0,): odds.attacker_wins}


# ---------------------------------------------------- dice pools and casualties


def test_dice_pools_follow_the_rulebook():
    # Thomas: 2 soldiers + 1 captain = 4D6 -> 3D6 + 1D8; the boss of value 3: 2D6 + 1D8.
    assert dice_pool(Force(soldiers=2, captains=1), exchange=True) == (3, 1)
    assert dice_pool(Force(monster_value=3), exchange=True) == (2, 1)
    assert dice_pool(Force(monster_value=3), exchange=False) == (3, 0)  # a minion
    # A boss down to value 1 keeps its D8 ("a D8 may only be removed when it is the last option").
    assert dice_pool(Force(monster_value=1), exchange=True) == (0, 1)
    # Camps roll D8; with no D6 nothing is exchanged.
    assert dice_pool(Force(soldiers=1, captains=1, camps=2), exchange=False) == (3, 2)
    assert dice_pool(Force(camps=2), exchange=True) == (0, 2)


def test_casualty_order_is_configurable():
    attacker = Force(soldiers=1, captains=1)
    soldier_first = combat_odds(attacker, Force(monster_value=4), exact=True)
    captain_first = combat_odds(attacker, Force(monster_value=4), casualty_order=("captain", "soldier", "camp"),
                                exact=True)
    # Keeping the captain (2 dice) beats keeping the soldier (1 die).
    assert soldier_first.attacker_wins > captain_first.attacker_wins
    assert set(soldier_first.attacker_left) == {(1, 1), (0, 1), (0, 0)}
    assert set(captain_first.attacker_left) == {(1, 1), (1, 0), (0, 0)}
    with pytest.raises(ValueError):
        combat_odds(attacker, Force(monster_value=4), casualty_order=("soldier", "captain"))


def test_invalid_forces_are_rejected():
    with pytest.raises(ValueError):
        Force(soldiers=-1)
    with pytest.raises(ValueError):
        Force(soldiers=1, monster_value=2)
    with pytest.raises(ValueError):
        combat_odds(Force(camps=1), Force(monster_value=1))
    with pytest.raises(ValueError):
        combat_odds(Force(monster_value=2), Force(soldiers=1))
    with pytest.raises(ValueError):
        combat_odds(Force(soldiers=1), Force(monster_value=1), retreat_below=-1)


def test_empty_sides_end_the_combat_at_once():
    assert combat_odds(Force(soldiers=2), Force()).attacker_wins == 1
    odds = combat_odds(Force(), Force(monster_value=2))
    assert odds.defender_wins == 1 and odds.rounds_expected == 0


# ------------------------------------------------------------------ properties

CONFIGS = [
    (Force(soldiers=s, captains=c), defender, dd8)
    for s in range(4)
    for c in range(2)
    if s + c
    for defender, dd8 in [
        (Force(monster_value=1), False),
        (Force(monster_value=3), True),
        (Force(monster_value=6), False),
        (Force(soldiers=2, captains=1), False),
        (Force(soldiers=1, camps=2), False),
        (Force(captains=1, camps=1), True),
    ]
]


def _check_consistent(odds: Odds, attacker: Force, defender: Force, exact: bool) -> None:
    one = 1 if exact else pytest.approx(1, abs=1e-12)
    assert odds.attacker_wins + odds.defender_wins + odds.attacker_retreats == one
    assert sum(odds.attacker_left.values()) == one
    assert sum(odds.defender_left.values()) == one
    for value in (odds.attacker_wins, odds.defender_wins, odds.attacker_retreats, *odds.attacker_left.values(),
                  *odds.defender_left.values()):
        assert 0 <= value <= 1 + 1e-12
    assert odds.attacker_left.get((0, 0), 0) == (odds.defender_wins if exact else pytest.approx(odds.defender_wins))
    zero_key = (0,) if defender.monster_value else (0, 0, 0)
    assert odds.defender_left.get(zero_key, 0) == (odds.attacker_wins if exact else pytest.approx(odds.attacker_wins))
    n_att = attacker.soldiers + attacker.captains
    att_loss = sum(p * (n_att - s - c) for (s, c), p in odds.attacker_left.items())
    assert odds.expected_attacker_losses == (att_loss if exact else pytest.approx(att_loss))
    def_loss = sum(p * (defender.size - sum(k)) for k, p in odds.defender_left.items())
    assert odds.expected_defender_losses == (def_loss if exact else pytest.approx(def_loss))
    # Every round costs exactly one casualty.
    rounds = odds.expected_attacker_losses + odds.expected_defender_losses
    assert odds.rounds_expected == (rounds if exact else pytest.approx(rounds))


@pytest.mark.parametrize("attacker, defender, dd8", CONFIGS)
def test_probabilities_are_consistent_and_exact_agrees_with_float(attacker, defender, dd8):
    for retreat in (0, 2):
        exact = combat_odds(attacker, defender, defender_d8=dd8, retreat_below=retreat, exact=True)
        fast = combat_odds(attacker, defender, defender_d8=dd8, retreat_below=retreat)
        _check_consistent(exact, attacker, defender, exact=True)
        _check_consistent(fast, attacker, defender, exact=False)
        assert isinstance(exact.attacker_wins, Fraction) and isinstance(fast.attacker_wins, float)
        for field in ("attacker_wins", "defender_wins", "attacker_retreats", "expected_attacker_losses",
                      "expected_defender_losses", "rounds_expected"):
            assert getattr(fast, field) == pytest.approx(float(getattr(exact, field)), rel=1e-12, abs=1e-15)
        assert fast.attacker_left.keys() == exact.attacker_left.keys()
        for key, value in exact.attacker_left.items():
            assert fast.attacker_left[key] == pytest.approx(float(value), rel=1e-12, abs=1e-15)


def test_round_probability_is_monotone_in_dice():
    """An extra attacker die never hurts it, an extra defender die never helps it,
    and the D8 exchange helps the side that makes it."""
    for a6, a8, d6, d8 in itertools.product(range(6), range(3), range(6), range(3)):
        p = round_win_fraction(a6, a8, d6, d8)
        assert round_win_fraction(a6 + 1, a8, d6, d8) >= p
        assert round_win_fraction(a6, a8 + 1, d6, d8) >= p
        assert round_win_fraction(a6, a8, d6 + 1, d8) <= p
        assert round_win_fraction(a6, a8, d6, d8 + 1) <= p
        both_roll = (a6 + a8) and (d6 + d8)  # otherwise the round is decided whatever the dice
        if a6:
            swapped = round_win_fraction(a6 - 1, a8 + 1, d6, d8)
            assert swapped > p if both_roll else swapped == p
        if d6:
            swapped = round_win_fraction(a6, a8, d6 - 1, d8 + 1)
            assert swapped < p if both_roll else swapped == p


def test_more_attackers_never_lowers_the_win_chance():
    defenders = [Force(monster_value=v) for v in range(1, 8)] + [
        Force(soldiers=s, captains=c, camps=k) for s in range(3) for c in range(2) for k in range(3) if s + c + k]
    for defender in defenders:
        for dd8 in (False, True):
            for s, c in itertools.product(range(5), range(3)):
                if not s + c:
                    continue
                base = combat_odds(Force(soldiers=s, captains=c), defender, defender_d8=dd8).attacker_wins
                more_soldiers = combat_odds(Force(soldiers=s + 1, captains=c), defender, defender_d8=dd8)
                more_captains = combat_odds(Force(soldiers=s, captains=c + 1), defender, defender_d8=dd8)
                assert more_soldiers.attacker_wins >= base - 1e-12
                assert more_captains.attacker_wins >= base - 1e-12
                # ... and a stronger defender never raises it.
                if defender.monster_value:
                    stronger = Force(monster_value=defender.monster_value + 1)
                else:
                    stronger = Force(defender.soldiers + 1, defender.captains, defender.camps)
                assert combat_odds(Force(soldiers=s, captains=c), stronger,
                                   defender_d8=dd8).attacker_wins <= base + 1e-12


def test_the_d8_exchange_helps_the_side_that_gets_it():
    for attacker in (Force(soldiers=1), Force(soldiers=2, captains=1), Force(captains=1), Force(soldiers=3)):
        for value in range(1, 7):
            minion = Force(monster_value=value)
            plain = combat_odds(attacker, minion, attacker_d8=False).attacker_wins
            swapped = combat_odds(attacker, minion, attacker_d8=True).attacker_wins
            boss = combat_odds(attacker, minion, attacker_d8=True, defender_d8=True).attacker_wins
            assert swapped > plain
            assert boss < swapped


def test_retreat_threshold():
    attacker, boss = Force(soldiers=2, captains=1), Force(monster_value=3)
    never = combat_odds(attacker, boss, defender_d8=True, exact=True)
    assert never.attacker_retreats == 0
    # A threshold above the force retreats after the first round unless that round ends the combat.
    at_once = combat_odds(attacker, Force(monster_value=1), retreat_below=9, exact=True)
    p = round_win_fraction(3, 1, 1, 0)
    assert at_once.attacker_wins == p and at_once.attacker_retreats == 1 - p and at_once.rounds_expected == 1
    # Retreating can only trade defeats for retreats, never add wins.
    for n in range(1, 4):
        odds = combat_odds(attacker, boss, defender_d8=True, retreat_below=n, exact=True)
        assert odds.attacker_wins <= never.attacker_wins
        assert odds.defender_wins <= never.defender_wins
        assert all(s + c >= n - 1 for (s, c), p in odds.attacker_left.items() if (s, c) != (0, 0))
    # retreat_below=1 is the same as never: figures drop below 1 only when eliminated.
    assert combat_odds(attacker, boss, defender_d8=True, retreat_below=1, exact=True) == never


# ------------------------------------------------------------- the rulebook example


def test_rulebook_boss_example():
    """Thomas: 2 soldiers + 1 captain against a boss of red area value 3 (the boss exchanges a D6 for a D8)."""
    attacker, boss = Force(soldiers=2, captains=1), Force(monster_value=3)
    odds = combat_odds(attacker, boss, defender_d8=True, exact=True)
    _check_consistent(odds, attacker, boss, exact=True)
    # Round 1 pools as in the example: 1D8 + 3D6 against 1D8 + 2D6.
    p_first = round_win_fraction(3, 1, 2, 1)
    assert p_first == brute_force_round(3, 1, 2, 1)
    # The boss keeps its whole value only by winning three rounds in a row.
    assert odds.defender_left[(3,)] == (
        (1 - round_win_fraction(3, 1, 2, 1)) * (1 - round_win_fraction(2, 1, 2, 1))
        * (1 - round_win_fraction(1, 1, 2, 1)))
    # The attacker keeps everything only by winning three rounds in a row.
    assert odds.attacker_left[(2, 1)] == (
        round_win_fraction(3, 1, 2, 1) * round_win_fraction(3, 1, 1, 1) * round_win_fraction(3, 1, 0, 1))
    # The example's path: lose round 1 (2D6 + 1D8 left), win round 2, lose round 3,
    # then Thomas retreats with his captain alone (retreat_below=2).
    path = (1 - round_win_fraction(3, 1, 2, 1)) * round_win_fraction(2, 1, 2, 1) * (1 - round_win_fraction(2, 1, 1, 1))
    retreat = combat_odds(attacker, boss, defender_d8=True, retreat_below=2, exact=True)
    _check_consistent(retreat, attacker, boss, exact=True)
    assert retreat.defender_wins == 0  # he always gets out with the captain
    assert set(retreat.attacker_left) == {(2, 1), (1, 1), (0, 1)}
    assert retreat.attacker_left[(0, 1)] == retreat.attacker_retreats >= path
    # Fighting on with the captain alone can only turn some of those retreats into wins or defeats.
    assert odds.attacker_wins > retreat.attacker_wins
    assert odds.defender_wins == retreat.attacker_retreats - (odds.attacker_wins - retreat.attacker_wins)
    # The numbers, for the record.
    assert float(odds.attacker_wins) == pytest.approx(0.66095468918156, abs=1e-13)
    assert float(retreat.attacker_wins) == pytest.approx(0.51256456339937, abs=1e-13)


# ---------------------------------------------------------------- Monte Carlo


def _tolerance(p: float, n: int) -> float:
    return 5 * math.sqrt(max(p * (1 - p), 1e-4) / n)  # five standard errors


@pytest.mark.parametrize("pools", [(0, 1, 1, 0), (3, 1, 2, 1), (4, 1, 6, 0), (1, 1, 2, 2), (2, 1, 0, 3)])
def test_round_probability_monte_carlo(pools):
    rng = random.Random(20240601 + sum(pools))
    n = 200_000
    a6, a8, d6, d8 = pools
    wins = sum(literal_round_attacker_wins(roll_pool(rng, a6, a8), roll_pool(rng, d6, d8)) for _ in range(n))
    exact = round_win_probability(*pools)
    assert abs(wins / n - exact) < _tolerance(exact, n)


MC_COMBATS = [
    (Force(soldiers=2, captains=1), Force(monster_value=3), dict(defender_d8=True)),
    (Force(soldiers=2, captains=1), Force(monster_value=3), dict(defender_d8=True, retreat_below=2)),
    (Force(soldiers=1, captains=1), Force(monster_value=6), {}),
    (Force(soldiers=2, captains=1), Force(soldiers=2, captains=1, camps=2), {}),
    (Force(soldiers=3), Force(soldiers=1, camps=2), dict(casualty_order=("camp", "captain", "soldier"))),
]


@pytest.mark.slow
@pytest.mark.parametrize("attacker, defender, kwargs", MC_COMBATS)
def test_combat_odds_monte_carlo(attacker, defender, kwargs):
    rng = random.Random(1789)
    n = 40_000
    sim_kwargs = dict(kwargs)
    order = sim_kwargs.pop("casualty_order", ("soldier", "captain", "camp"))
    results, a_left, d_left, rounds = Counter(), Counter(), Counter(), 0
    for _ in range(n):
        result, a, d, r = simulate_combat(rng, attacker, defender, order=order, **sim_kwargs)
        results[result] += 1
        a_left[a] += 1
        d_left[d] += 1
        rounds += r
    odds = combat_odds(attacker, defender, **kwargs)
    for name, p in (("attacker", odds.attacker_wins), ("defender", odds.defender_wins),
                    ("retreat", odds.attacker_retreats)):
        assert abs(results[name] / n - p) < _tolerance(p, n), name
    for key in set(a_left) | set(odds.attacker_left):
        p = odds.attacker_left.get(key, 0.0)
        assert abs(a_left[key] / n - p) < _tolerance(p, n), key
    for key in set(d_left) | set(odds.defender_left):
        p = odds.defender_left.get(key, 0.0)
        assert abs(d_left[key] / n - p) < _tolerance(p, n), key
    assert rounds / n == pytest.approx(odds.rounds_expected, rel=0.02)


# ------------------------------------------------------------------ speed, memo


def test_memoised_results_are_independent_copies():
    first = combat_odds(Force(soldiers=2), Force(monster_value=2))
    first.attacker_left.clear()
    second = combat_odds(Force(soldiers=2), Force(monster_value=2))
    assert second.attacker_left and second == combat_odds(Force(soldiers=2), Force(monster_value=2))


# ------------------------------------------------- against the engine's own combat resolution

ENGINE_COMBATS = [  # attacker (soldiers, captains), defender: a player's figures or a monster
    ((1, 0), (1, 0, 0)),
    ((2, 1), (1, 0, 1)),
    ((0, 1), (0, 1, 0)),
    ((1, 0), ("minion-2", 2)),
    ((2, 0), ("boss", 2)),
    ((0, 1), ("boss", 1)),
]


def _engine_combat(attacker, defender):
    """A state with both sides in one area, the engine's Combat, the odds' Forces and whether the
    defender exchanges a D6 for a D8 (a boss)."""
    state = new_state()
    area = at(state, (4, 4))
    put(state, 0, (4, 4), soldiers=attacker[0], captains=attacker[1])
    if isinstance(defender[0], str):
        kind, value = defender
        return state, Combat(area, 0, -1, kind, value), Force(*attacker), Force(monster_value=value), kind == "boss"
    put(state, 1, (4, 4), soldiers=defender[0], captains=defender[1], camps=defender[2])
    return state, Combat(area, 0, 1), Force(*attacker), Force(*defender), False


def _faces(d6: int, d8: int) -> list[range]:
    return [range(1, 7)] * d6 + [range(1, 9)] * d8


@pytest.mark.parametrize("attacker, defender", ENGINE_COMBATS)
def test_odds_pools_and_rounds_are_the_engines(attacker, defender):
    """The odds' pools are what the engine rolls (`count_dice`), and a round's exact odds count
    every roll of those pools as the engine's `round_winner` resolves it."""
    state, combat, att, dfn, boss = _engine_combat(attacker, defender)
    a_pool, d_pool = count_dice(state, combat, "attacker"), count_dice(state, combat, "defender")
    assert dice_pool(att, exchange=True) == a_pool
    assert dice_pool(dfn, exchange=boss) == d_pool
    rolls = list(itertools.product(*_faces(*a_pool), *_faces(*d_pool)))
    split = sum(a_pool)
    wins = sum(round_winner(r[:split], r[split:]) == "attacker" for r in rolls)
    assert round_win_fraction(*a_pool, *d_pool) == Fraction(wins, len(rolls))


def test_a_changed_pool_in_the_engine_changes_the_odds(monkeypatch):
    """The odds compute from `dice.py`: were a captain to roll 3D6, the odds would follow."""
    attacker, defender = Force(soldiers=1, captains=1), Force(monster_value=3)
    assert dice_pool(attacker, exchange=True) == (2, 1)
    before = combat_odds(attacker, defender, exact=True)
    monkeypatch.setattr(dice, "figure_pool", lambda soldiers, captains, camps: (soldiers + 3 * captains, camps))
    clear_caches()
    try:
        assert dice_pool(attacker, exchange=True) == (3, 1)
        after = combat_odds(attacker, defender, exact=True)
        assert after.attacker_wins > before.attacker_wins
        assert after == combat_odds(attacker, defender, exact=True)
    finally:
        clear_caches()

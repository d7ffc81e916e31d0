"""`dice.round_winner`, `dice.roll` and the combat log's dice (`combat._show`) without generator expressions
or formatting per die (issue 12: both are slow compiled). The functions as they were stay here only to prove
that the new ones give the same results: every pair of pools of up to three dice each (D6 and D8 values),
and the same rolls from the same generator."""

from __future__ import annotations

import itertools
import random

from engine.rulesets.isles_of_terror.combat import _show
from engine.rulesets.isles_of_terror.dice import roll, round_winner


def _reference_round_winner(attacker, defender) -> str:
    left_a = sorted(attacker, reverse=True)
    left_d = sorted(defender, reverse=True)
    counts: dict[int, int] = {}
    for v in left_d:
        counts[v] = counts.get(v, 0) + 1
    best_a = 0
    cancelled: dict[int, int] = {}
    for v in left_a:
        if counts.get(v, 0) > 0:
            counts[v] -= 1
            cancelled[v] = cancelled.get(v, 0) + 1
        elif v > best_a:
            best_a = v
    best_d = max((v for v, n in counts.items() if n > 0), default=0)
    if best_a == 0:
        return "defender"
    if best_d == 0:
        return "attacker"
    return "attacker" if best_a > best_d else "defender"


def _reference_roll(state, n6: int, n8: int):
    return tuple((8, state.roll(8)) for _ in range(n8)) + tuple((6, state.roll(6)) for _ in range(n6))


def _reference_show(dice) -> list[str]:
    return [f"d{sides}:{value}" for sides, value in dice]


def _pools(most: int):
    for n in range(most + 1):
        yield from itertools.combinations_with_replacement(range(1, 9), n)


def test_round_winner_equals_the_generator_version_on_every_small_pool():
    pools = list(_pools(3))
    compared = 0
    for attacker in pools:
        for defender in pools:
            for a, d in ((list(attacker), list(defender)), (list(reversed(attacker)), list(defender))):
                assert round_winner(a, d) == _reference_round_winner(a, d), (a, d)
                compared += 1
    assert compared == 2 * len(pools) ** 2 == 2 * 165 ** 2


class _Roller:
    """The `state.roll` of a state: a seeded generator, as `State.roll` uses it."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def roll(self, sides: int) -> int:
        return int(self.rng.random() * sides) + 1


def test_roll_rolls_the_same_dice_in_the_same_order():
    for seed in range(20):
        for n6 in range(5):
            for n8 in range(3):
                assert roll(_Roller(seed), n6, n8) == _reference_roll(_Roller(seed), n6, n8)


def test_the_log_shows_every_die_as_before():
    dice = [(sides, value) for sides in (6, 8) for value in range(1, sides + 1)] + [(10, 3), (6, 0)]
    assert _show(dice) == _reference_show(dice) and _show(()) == []

"""Dice with any faces (engine/core/dice.py): one `rng.random()` per die, exact faces for fixed seeds."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.dice import D6, D8, Die, Pool, numbered, tally, total

MOVE = Die("move", (2, 3, 3, 4, 5, 6))  # Finis Terrae's white move die
WIND = Die("wind", ("N", "E", "S", "W"))


def test_a_custom_die_rolls_its_faces_with_the_games_generator():
    assert MOVE.roll(random.Random(1)) == 2
    rng = random.Random(5)
    assert [MOVE.roll(rng) for _ in range(8)] == [4, 5, 5, 6, 5, 6, 2, 3]
    assert [WIND.roll(random.Random(s)) for s in range(6)] == ["W", "N", "W", "N", "N", "S"]
    assert MOVE.sides == 6 and str(MOVE) == "move (2-3-3-4-5-6)"


def test_a_numbered_die_rolls_what_isles_of_terror_rolls():
    """`int(rng.random() * sides) + 1`, Isles of Terror's `State.roll`: the same numbers from the same seed."""
    kit, own = random.Random(11), random.Random(11)
    assert [D6.roll(kit) for _ in range(50)] == [int(own.random() * 6) + 1 for _ in range(50)]
    assert [D8.roll(kit) for _ in range(50)] == [int(own.random() * 8) + 1 for _ in range(50)]
    assert numbered(3).faces == (1, 2, 3) and numbered(3).name == "D3"


def test_exact_odds_count_a_face_listed_twice_twice():
    assert MOVE.odds() == {2: Fraction(1, 6), 3: Fraction(1, 3), 4: Fraction(1, 6), 5: Fraction(1, 6),
                           6: Fraction(1, 6)}


def test_a_pool_rolls_its_dice_in_order_one_draw_each():
    pool = Pool.of((D8, 1), (D6, 2), (WIND, 1))
    rng, same = random.Random(3), random.Random(3)
    assert pool.roll(rng) == (D8.roll(same), D6.roll(same), D6.roll(same), WIND.roll(same))
    assert len(pool) == 4 and rng.random() == same.random()
    assert Pool.of((D6, 0), (D6, -1)).roll(rng) == ()


def test_symbols_are_tallied_and_numbers_summed():
    assert tally(("beast", "?", "beast", 2)) == {"beast": 2, "?": 1, 2: 1}
    assert total((2, "N", 5, True)) == 7


def test_a_die_needs_faces():
    with pytest.raises(ValueError, match="the die 'blank' has no faces"):
        Die("blank", ())
    with pytest.raises(ValueError, match="at least one side"):
        numbered(0)


@given(st.lists(st.one_of(st.integers(-3, 9), st.sampled_from("NESW")), min_size=1, max_size=8), st.integers(0, 2**32))
def test_every_roll_is_one_of_the_faces_and_uses_one_draw(faces, seed):
    die = Die("any", tuple(faces))
    rng, same = random.Random(seed), random.Random(seed)
    assert die.roll(rng) in faces
    same.random()
    assert rng.random() == same.random()

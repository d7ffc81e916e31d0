"""Tracks with bounds and marks (engine/core/track.py): clamped moves fire the marks entered, in order."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.track import Move, Track

THREAT = Track("threat", 0, 10, {3: "beasts", 6: "storm", 10: "the end"})
MORALE = Track("morale", -3, 3, {-3: "despair", 3: "elation"})


def test_a_move_fires_the_marks_it_reaches_or_passes_in_the_order_entered():
    assert THREAT.move(1, 5) == Move(1, 6, (3, 6), False)
    assert THREAT.move(6, -5) == Move(6, 1, (3,), False)  # back down: the start space does not fire again
    assert THREAT.move(3, 0) == Move(3, 3, (), False) and THREAT.move(4, 1).marks == ()


def test_a_move_stops_at_the_bounds_and_says_so():
    move = MORALE.move(-2, -2)
    assert move == Move(-2, -3, (-3,), True) and move.steps == -1
    assert THREAT.move(8, 7) == Move(8, 10, (10,), True) and THREAT.at_end(10) and not THREAT.at_end(9)
    assert THREAT.move_to(0, 6) == Move(0, 6, (3, 6), False)


def test_marks_are_read_in_order():
    assert THREAT.next_mark(3) == 6 and THREAT.next_mark(10) is None and THREAT.mark_at(6) == "storm"
    assert list(Track("t", 0, 5, {4: "b", 1: "a"}).marks) == [1, 4]


def test_a_track_off_its_bounds_is_refused_with_what_is_wrong():
    with pytest.raises(ValueError, match="low is above high"):
        Track("t", 3, 1)
    with pytest.raises(ValueError, match=r"has marks off it: \[12\]"):
        Track("t", 0, 10, {12: "x"})
    with pytest.raises(ValueError, match="position 11 is off the track 'threat'"):
        THREAT.move(11, -1)


@given(st.integers(0, 10), st.integers(-25, 25))
def test_a_move_stays_on_the_track_and_fires_each_mark_between_once(start, steps):
    move = THREAT.move(start, steps)
    assert 0 <= move.end <= 10 and move.clamped == (move.end != start + steps)
    between = {s for s in THREAT.marks if min(start, move.end) <= s <= max(start, move.end) and s != start}
    assert set(move.marks) == between and len(move.marks) == len(between)

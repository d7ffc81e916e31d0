"""The carry-over policy of campaigns (engine/core/carry.py): each kind, exact values, and its checks."""

from __future__ import annotations

import pytest

from engine.content import campaign as m
from engine.core.carry import CarryIn, ChapterEnd, SeatCarry, next_carry_in
from engine.core.errors import EngineError

BEACON = m.Advantage("beacon-charts", "The Beacon Charts", "", "winner", ())
LESSONS = m.Advantage("hard-lessons", "Hard Lessons", "", "losers", ())
RELICS = m.Advantage("relic-wards", "Relic Wards", "", "each_player", ())
CHAPTER = m.Chapter("landfall", "first-landing", "Chapter I: Landfall", "", (), (BEACON, LESSONS, RELICS))
END = ChapterEnd(flags=frozenset({"beacon-lit", "not-carried"}),
                 resources=((("gold", 5), ("rations", 3)), (("gold", 1), ("rations", 0)), (("gold", 0), ("rations", 4))),
                 captains_lost=(1, 0, 2), vp=(7, 3, 4), winners=(0,))


def carry(**declared) -> CarryIn:
    return next_carry_in(m.CarryOver(**declared), CHAPTER, END, None)


@pytest.mark.parametrize("share, expected", [
    ("none", [(), (), ()]),
    ("half", [(("gold", 2), ("rations", 1)), (), (("rations", 2),)]),
    ("all", [(("gold", 5), ("rations", 3)), (("gold", 1),), (("rations", 4),)]),
])
def test_resources_none_half_all(share, expected):
    assert [s.resources for s in carry(resources=share).seats] == expected


def test_lost_captains_carry_only_when_declared():
    assert [s.captains_lost for s in carry(figures="captains").seats] == [1, 0, 2]
    assert [s.captains_lost for s in carry(figures="none").seats] == [0, 0, 0]


def test_victory_points_add_up_over_chapters():
    first = carry(victory_points=True)
    assert [s.vp for s in first.seats] == [7, 3, 4]
    second = next_carry_in(m.CarryOver(victory_points=True), CHAPTER, END, first)
    assert [s.vp for s in second.seats] == [14, 6, 8]
    assert [s.vp for s in carry(victory_points=False).seats] == [0, 0, 0]


def test_advantages_go_to_the_winner_the_losers_or_everyone_and_accumulate():
    first = carry(advantages=True)
    assert [[a.id for a in s.advantages] for s in first.seats] == [
        ["beacon-charts", "relic-wards"], ["hard-lessons", "relic-wards"], ["hard-lessons", "relic-wards"]]
    second = next_carry_in(m.CarryOver(advantages=True), CHAPTER, END, first)
    assert [len(s.advantages) for s in second.seats] == [4, 4, 4]
    assert [s.advantages for s in carry(advantages=False).seats] == [(), (), ()]


def test_only_declared_flags_carry_and_the_source_is_the_chapter_title():
    result = carry(flags=("beacon-lit", "temple-cleansed"))
    assert result.flags == ("beacon-lit",)
    assert result.source == "Chapter I: Landfall"


@pytest.mark.parametrize("declared, seat, code", [
    (m.CarryOver(resources="none"), SeatCarry(resources=(("gold", 2),)), "carry/resources"),
    (m.CarryOver(figures="none"), SeatCarry(captains_lost=1), "carry/captains"),
    (m.CarryOver(victory_points=False), SeatCarry(vp=3), "carry/vp"),
    (m.CarryOver(advantages=False), SeatCarry(advantages=(BEACON,)), "carry/advantages"),
    (m.CarryOver(resources="all"), SeatCarry(resources=(("gold", -1),)), "carry/negative"),
])
def test_a_carry_in_beyond_the_declaration_is_refused_with_a_code(declared, seat, code):
    with pytest.raises(EngineError) as error:
        CarryIn("Chapter I", declared, (), (seat, SeatCarry())).check(2)
    assert error.value.code == code


def test_undeclared_flags_and_a_wrong_seat_count_are_refused():
    declared = m.CarryOver(flags=("beacon-lit",))
    with pytest.raises(EngineError) as error:
        CarryIn("Chapter I", declared, ("temple-cleansed",), (SeatCarry(), SeatCarry())).check(2)
    assert error.value.code == "carry/flag"
    with pytest.raises(EngineError) as error:
        CarryIn("Chapter I", declared, (), (SeatCarry(),)).check(2)
    assert error.value.code == "carry/seats"

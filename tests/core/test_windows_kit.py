"""Any-time powers (engine/core/windows.py): windows, offers with their arguments, limits per scope."""

from __future__ import annotations

import pytest

from engine.core.windows import ANY, Limit, Power, UseLog, offers

SCOUT = Power("skill:0:scout", cost=2, windows=("before_roll",), limit=Limit(1, "round"))
KNIFE = Power("item:knife", windows=(ANY,), limit=Limit(2, "game"))
TRADE = Power("trade")  # as often as its cost is paid, everywhere


def usable(power):
    return {"skill:0:scout": ["", "reroll"], "item:knife": [1, 2], "trade": [""]}[power.id]


def test_a_power_is_open_in_its_windows_or_every_window_with_any():
    assert SCOUT.open_in("before_roll") and not SCOUT.open_in("weather") and not SCOUT.open_in(None)
    assert KNIFE.open_in("weather") and TRADE.open_in("night") and TRADE.windows == ("any",)


def test_offers_list_each_argument_of_each_open_power_in_order():
    assert offers([SCOUT, KNIFE, TRADE], "before_roll", usable) == [
        ("use", "skill:0:scout", ""), ("use", "skill:0:scout", "reroll"), ("use", "item:knife", 1),
        ("use", "item:knife", 2), ("use", "trade", "")]
    assert offers([SCOUT, KNIFE], "weather", usable) == [("use", "item:knife", 1), ("use", "item:knife", 2)]
    assert offers([SCOUT, KNIFE], None, usable) == []
    assert offers([SCOUT], "before_roll", lambda power: []) == []  # its cost cannot be paid now


def test_a_limit_per_round_resets_at_the_rounds_end_and_one_per_game_never():
    log = UseLog().note(SCOUT).note(KNIFE)
    assert log.left(SCOUT) == 0 and log.left(KNIFE) == 1 and log.left(TRADE) is None
    assert offers([SCOUT, KNIFE], "before_roll", usable, log) == [("use", "item:knife", 1), ("use", "item:knife", 2)]
    log = log.end("round")
    assert log.used("skill:0:scout", "round") == 0 and log.used("item:knife", "game") == 1
    log = log.note(KNIFE).note(SCOUT)
    assert offers([SCOUT, KNIFE], "before_roll", usable, log) == []
    assert log.end("round").end("round").counts == (("game", "item:knife", 2),)


def test_a_log_is_a_value_unlimited_powers_are_not_counted_and_overuse_is_refused():
    assert UseLog().note(KNIFE).note(SCOUT) == UseLog().note(SCOUT).note(KNIFE)
    assert hash(UseLog().note(KNIFE)) == hash(UseLog().note(KNIFE))
    assert UseLog().note(TRADE) == UseLog() and UseLog().end("round") == UseLog()
    with pytest.raises(ValueError, match="'skill:0:scout' has no use left this round"):
        UseLog().note(SCOUT).note(SCOUT)
    with pytest.raises(ValueError, match="at least one use"):
        Limit(0, "round")

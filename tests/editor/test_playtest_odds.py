"""The combat odds panel shows exactly the engine's numbers (engine/rules/odds.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from editor.rulesets.isles_of_terror.odds_panel import (
    CombatOddsPanel,
    area_value,
    format_number,
    format_percent,
    show_combat_odds,
)
from engine.rulesets.isles_of_terror.odds import Force, combat_odds

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def panel(qtbot):
    widget = CombatOddsPanel()
    qtbot.addWidget(widget)
    return widget


def shown(panel: CombatOddsPanel) -> dict[str, str]:
    return {
        "conquer": panel.conquer_label.text(),
        "defender": panel.defender_wins_label.text(),
        "retreats": panel.retreats_label.text(),
        "att_loss": panel.attacker_losses_label.text(),
        "def_loss": panel.defender_losses_label.text(),
        "rounds": panel.rounds_label.text(),
    }


def expected(odds) -> dict[str, str]:
    return {
        "conquer": format_percent(odds.attacker_wins),
        "defender": format_percent(odds.defender_wins),
        "retreats": format_percent(odds.attacker_retreats),
        "att_loss": format_number(odds.expected_attacker_losses),
        "def_loss": format_number(odds.expected_defender_losses),
        "rounds": format_number(odds.rounds_expected),
    }


def test_formatting():
    assert format_percent(0.66123) == "66.1%"
    assert format_number(1.0) == "1.00"


def test_two_soldiers_and_a_captain_against_a_boss_of_value_3(panel):
    panel.attacker_soldiers.setValue(2)
    panel.attacker_captains.setValue(1)
    panel.defender_kind.setCurrentIndex(panel.defender_kind.findData("boss"))
    panel.monster_value.setValue(3)

    engine = combat_odds(Force(2, 1), Force(monster_value=3), attacker_d8=True, defender_d8=True)
    assert panel.odds() == engine
    assert shown(panel) == expected(engine)
    rows = sorted(engine.attacker_left.items(), reverse=True)
    assert [chance for _, chance in panel.left_rows()] == [format_percent(p) for _, p in rows]
    assert len(panel.left_rows()) == len(rows) > 1
    assert panel.left_rows()[0][0] == "2 soldiers, 1 captain"
    assert [name for name, _ in panel.left_rows()][-2:] == ["1 captain", "none"]
    total = sum(float(p) for p in engine.attacker_left.values())
    assert total == pytest.approx(1.0)


def test_changing_an_input_updates_the_result(panel, qtbot):
    panel.set_attacker(2, 0)
    panel.set_defender_monster(3)
    before = shown(panel)
    with qtbot.waitSignal(panel.odds_changed, timeout=1000) as blocker:
        panel.attacker_soldiers.setValue(5)
    engine = combat_odds(Force(5, 0), Force(monster_value=3))
    assert blocker.args == [engine]
    assert shown(panel) == expected(engine)
    assert shown(panel) != before

    panel.retreat_below.setValue(3)
    engine = combat_odds(Force(5, 0), Force(monster_value=3), retreat_below=3)
    assert panel.odds() == engine
    assert shown(panel) == expected(engine)
    assert engine.attacker_retreats > 0
    assert panel.retreat_below.text() == "3 figures"
    panel.retreat_below.setValue(0)
    assert panel.retreat_below.text() == "never"


def test_the_d8_toggle_changes_the_odds_as_the_engine_says(panel, qtbot):
    panel.set_attacker(3, 0)
    panel.set_defender_monster(4)
    with_d8 = combat_odds(Force(3), Force(monster_value=4), attacker_d8=True)
    assert panel.attacker_d8.isChecked()
    assert panel.odds() == with_d8

    panel.attacker_d8.click()
    without = combat_odds(Force(3), Force(monster_value=4), attacker_d8=False)
    assert not panel.attacker_d8.isChecked()
    assert panel.odds() == without
    assert shown(panel) == expected(without)
    assert without.attacker_wins < with_d8.attacker_wins


def test_a_player_defender_with_camps(panel):
    panel.set_attacker(4, 1)
    panel.set_defender_player(1, 1, 2)
    assert panel.defender_pages.currentIndex() == 1
    engine = combat_odds(Force(4, 1), Force(1, 1, 2), attacker_d8=True, defender_d8=False)
    assert panel.defender() == Force(1, 1, 2)
    assert panel.odds() == engine
    assert shown(panel) == expected(engine)

    panel.defender_camps.setValue(0)
    assert panel.odds() == combat_odds(Force(4, 1), Force(1, 1, 0))


def test_set_defender_monster_presets(panel):
    panel.set_defender_player(2, 0, 1)
    panel.set_defender_monster(7, boss=True)
    assert panel.defender_kind.currentData() == "boss"
    assert panel.defender_pages.currentIndex() == 0
    assert panel.monster_value.value() == 7
    assert panel.odds() == combat_odds(panel.attacker(), Force(monster_value=7), defender_d8=True)

    panel.set_area(5, is_boss=False)
    assert panel.defender_kind.currentData() == "monster"
    assert panel.odds() == combat_odds(panel.attacker(), Force(monster_value=5))


def test_area_value_from_an_adventure_document(panel, adventure):
    areas = adventure.value("/map/areas")
    index = next(i for i, area in enumerate(areas) if area.get("tile", {}).get("value") is not None)
    value = areas[index]["tile"]["value"]
    assert area_value(adventure, f"/map/areas/{index}") == value
    panel.set_area_from_document(adventure, f"/map/areas/{index}")
    assert panel.monster_value.value() == value
    assert area_value(adventure, "/map/areas/999") == 0


@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # offscreen platform
def test_show_combat_odds_opens_a_non_modal_tool_window(qtbot):
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    panel = show_combat_odds(parent, value=3, boss=True)
    assert panel.isVisible()
    assert panel.isWindow()
    assert panel.windowFlags() & Qt.WindowType.Tool
    assert not panel.isModal()
    assert panel.monster_value.value() == 3 and panel.defender_kind.currentData() == "boss"
    panel.close()

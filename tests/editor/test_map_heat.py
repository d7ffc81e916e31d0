"""The balance run's heat map on the map designer, and combat odds from a field's context menu."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.board.heat import (
    MEASURES,
    REPORT_KEYS,
    HeatStore,
    format_share,
    heat_store,
    run_label,
)
from editor.documents.document import Document
from editor.map.view import MapView
from editor.playtest.dashboard import BalanceDashboard, Settings
from editor.rulesets.isles_of_terror.odds_panel import CombatOddsPanel
from engine.content import paths

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing the keyboard")


def open_copy(tmp_path: Path, name: str) -> Document:
    shutil.copy(paths.library_dir() / name, tmp_path / name)
    return Document.open(tmp_path / name)


@pytest.fixture
def landing(tmp_path, qapp) -> Document:
    document = open_copy(tmp_path, "first-landing.yaml")
    yield document
    heat_store().clear(document.path)


@pytest.fixture
def temple(tmp_path, qtbot, workspace) -> MapView:
    view = MapView(open_copy(tmp_path, "drowned-temple.yaml"), workspace)
    qtbot.addWidget(view)
    yield view
    view.document.undo_stack.clear()


def test_format_share():
    assert [format_share(x) for x in (0, 0.05, 0.099, 0.1, 0.3, 0.125, 1.35)] == \
        ["0%", "5.0%", "9.9%", "10%", "30%", "12%", "135%"]


def test_the_store_keeps_one_heat_map_per_file(qtbot, tmp_path):
    store = HeatStore()
    report_map = {"grid": "hex", "width": 2, "height": 1, "fields": [
        {"field": [0, 0], "area": "", "kind": "green", "explored": 0.5, "conquered": 0.25, "fought": 0.75, "held": 0.1},
        {"field": [1, 0], "area": "x", "kind": "sea", "explored": 0.0, "conquered": 0.0, "fought": 0.0, "held": 0.0}]}
    with qtbot.waitSignal(store.changed) as changed:
        store.set(tmp_path / "a.yaml", report_map, "20 random games, seed 0")
    assert changed.args == [(tmp_path / "a.yaml").resolve()]
    heat = store.get(tmp_path / "." / "a.yaml")
    assert heat.report_map is report_map and heat.label == "20 random games, seed 0"
    assert heat.values == {(0, 0): {"explored": 0.5, "conquered": 0.25, "contested": 0.75, "held": 0.1},
                           (1, 0): {"explored": 0.0, "conquered": 0.0, "contested": 0.0, "held": 0.0}}
    assert heat.value((0, 0), "contested") == 0.75 and heat.maximum("explored") == 0.5
    assert store.get(tmp_path / "b.yaml") is None
    with qtbot.waitSignal(store.changed):
        store.clear(tmp_path / "a.yaml")
    assert store.get(tmp_path / "a.yaml") is None


def test_a_dashboard_run_shows_its_heat_map_on_the_map_designer(qtbot, landing, workspace):
    view = MapView(landing, workspace)
    qtbot.addWidget(view)
    assert view.heat_panel.isHidden() and view.heat_measure is None
    dashboard = BalanceDashboard(landing, workspace)
    qtbot.addWidget(dashboard)
    dashboard.set_settings(Settings(games=20, players=3, bots="random", seed=0, jobs=1))
    with qtbot.waitSignal(dashboard.finished, timeout=30_000) as done:
        dashboard.start_button.click()
    report = done.args[0]
    heat = heat_store().get(landing.path)
    assert heat.report_map == report["map"] and heat.label == "20 random games, seed 0" == run_label(report)
    assert not view.heat_panel.isHidden()
    # off by default: nothing drawn
    assert view.heat_measure is None and not view.heat_overlay.isVisible()
    assert all(view.heat_text(tuple(f["field"])) == "" for f in report["map"]["fields"])

    fields = {tuple(f["field"]): f for f in report["map"]["fields"]}
    shown = {}
    for measure in MEASURES:
        view.set_heat_measure(measure)
        assert view.heat_measure == measure and view.heat_overlay.isVisible()
        key = REPORT_KEYS[measure]
        for coord, row in fields.items():
            expected = "" if row["kind"] == "sea" and row[key] == 0 else format_share(row[key])
            assert view.heat_text(coord) == expected, (measure, coord)
        shown[measure] = {c: view.heat_text(c) for c in fields}
    # the field most explored, its exact text; and switching the measure changes what is written
    top = max(fields, key=lambda c: (fields[c]["explored"], c))
    assert shown["explored"][top] == f"{100 * fields[top]['explored']:.0f}%"
    assert shown["explored"] != shown["contested"] != shown["held"]
    view.set_heat_measure("explored")
    assert view.heat_panel.legend.scale == fields[top]["explored"]
    assert view.tooltip(top).splitlines()[1] == f"Explored: {shown['explored'][top]} (20 random games, seed 0)"
    # Off hides it again
    view.set_heat_measure(None)
    assert not view.heat_overlay.isVisible() and view.heat_text(top) == ""
    view.set_heat_measure("held")
    # editing under the overlay still works, and the overlay keeps the data of each coordinate
    view.tool = "brush"
    view.choose_kind("red")
    view.stroke([(2, 1)])
    assert view.board.kind((2, 1)) == "red"
    assert view.heat_text((2, 1)) == format_share(fields[(2, 1)]["held"])
    heat_store().clear(landing.path)
    assert view.heat_panel.isHidden() and not view.heat_overlay.isVisible() and view.heat_text(top) == ""
    landing.undo_stack.clear()


def odds_action(menu):
    return next(a for a in menu.actions() if a.objectName() == "combat-odds")


@pytest.mark.parametrize("coord, value, label", [
    ((5, 3), 5, "Combat Odds for This Area…"),  # an adventure area: its tile value
    ((7, 3), 4, "Combat Odds for This Area…"),
    ((5, 6), 3, "Combat Odds for This Area…"),  # a fixed location tile: its card's tile value (smugglers-cove)
    ((4, 1), 0, "Combat Odds for This Area…"),  # a fixed terrain tile: mountain-1's value
])
def test_the_context_menu_opens_the_odds_panel_preset_to_the_area(temple: MapView, coord, value, label):
    menu = temple.context_menu(coord)
    action = odds_action(menu)
    assert action.text() == f"{label}\tCtrl+Shift+K" and action.isEnabled()
    action.trigger()
    panel = temple.odds_panel
    assert isinstance(panel, CombatOddsPanel) and panel.isVisible()
    assert panel.monster_value.value() == value and panel.defender().monster_value == value
    assert panel.defender_kind_value() == "monster"
    panel.close()


def test_a_pool_field_opens_the_panel_unpreset_and_the_sea_has_no_odds(temple: MapView):
    green = odds_action(temple.context_menu((3, 1)))
    assert green.text().startswith("Combat Odds…") and green.isEnabled()
    assert temple.area_odds_preset((3, 1)) is None
    sea = odds_action(temple.context_menu((0, 2)))
    assert not sea.isEnabled()


def test_the_keyboard_path_uses_the_selected_field(temple: MapView):
    temple.set_selection([(2, 2)])  # the Weeping Stair, value 3
    panel = temple.open_combat_odds()
    assert panel.monster_value.value() == 3 and temple.odds_panel is panel
    panel.close()


def test_a_right_click_selects_the_field_and_pops_the_menu_up(temple: MapView, qtbot):
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication, QMenu

    temple.show()
    qtbot.waitExposed(temple)
    temple.board_view.fit()
    position = temple.board_view.mapFromScene(temple.item.layout.centre((5, 3)))
    viewport = temple.board_view.viewport()
    QApplication.sendEvent(viewport, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, position,
                                                       viewport.mapToGlobal(position)))
    assert temple.selection == {(5, 3)}
    menu = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible())
    assert odds_action(menu).text().startswith("Combat Odds for This Area…")
    menu.close()

"""Map designer: painting an adventure field opens its name and value inline; the form shows only what the file holds."""

from __future__ import annotations


import pytest
from PySide6.QtCore import Qt

from editor.map.area_popup import id_from_name
from editor.map.view import MapView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def centre(view: MapView, coord):
    return view.board_view.mapFromScene(view.item.layout.centre(coord))


def paint_adventure_field(qtbot, view: MapView, coord) -> None:
    qtbot.keyClick(view.board_view.viewport(), Qt.Key.Key_5)
    qtbot.mouseClick(view.board_view.viewport(), Qt.MouseButton.LeftButton, pos=centre(view, coord))


def test_painting_an_adventure_field_names_it_inline_in_one_more_step(landing: MapView, qtbot):
    paint_adventure_field(qtbot, landing, (2, 1))
    popup = landing.area_popup
    assert popup.isVisible() and popup.coord == (2, 1)
    assert landing.document.value("/map/rows/1") == ". s a g g s ."
    qtbot.waitUntil(lambda: popup.name_edit.hasFocus())
    qtbot.keyClicks(popup.name_edit, "Salt Marsh")
    assert popup.id_label.text() == "salt-marsh"
    qtbot.keyClick(popup.value_spin, Qt.Key.Key_Up)  # 2 -> 3
    qtbot.keyClick(popup.name_edit, Qt.Key.Key_Return)
    assert not popup.isVisible()
    entry = [e for e in landing.document.value("/map/areas") if list(e["at"]) == [2, 1]][0]
    assert entry == {"at": [2, 1], "id": "salt-marsh", "name": "Salt Marsh", "tile": {"value": 3, "value_colour": "white"}}
    stack = landing.document.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == ["Paint adventure area", "Name adventure area"]
    assert landing.selection == {(2, 1)}
    stack.undo()
    assert not any(list(e["at"]) == [2, 1] for e in landing.document.value("/map/areas"))
    assert landing.document.value("/map/rows/1") == ". s a g g s ."


def test_escape_leaves_the_field_painted_and_unnamed(landing: MapView, qtbot):
    paint_adventure_field(qtbot, landing, (2, 1))
    qtbot.waitUntil(lambda: landing.area_popup.name_edit.hasFocus())
    qtbot.keyClick(landing.area_popup.name_edit, Qt.Key.Key_Escape)
    assert not landing.area_popup.isVisible()
    assert landing.document.undo_stack.count() == 1
    assert not any(list(e["at"]) == [2, 1] for e in landing.document.value("/map/areas"))


def test_repainting_a_named_area_asks_nothing(landing: MapView, qtbot):
    paint_adventure_field(qtbot, landing, (3, 2))  # the Cold Beacon already is an adventure area
    assert not landing.area_popup.isVisible()


def test_ids_are_made_from_names_and_kept_unique():
    assert id_from_name("The Cold Beacon", set()) == "the-cold-beacon"
    assert id_from_name("Cold Beacon", {"cold-beacon", "cold-beacon-2"}) == "cold-beacon-3"
    assert id_from_name("12 Bells!", set()) == "area-12-bells"
    assert id_from_name("  ", set()) == "area"


def test_the_form_shows_not_set_for_a_tile_the_file_does_not_hold(landing: MapView, qtbot):
    paint_adventure_field(qtbot, landing, (2, 1))
    qtbot.keyClick(landing.area_popup.name_edit, Qt.Key.Key_Escape)
    landing.set_selection([(2, 1)])
    panel = landing.properties
    assert panel.value_spin.text() == "not set" and panel.colour_combo.currentText() == "not set"
    panel.value_spin.setValue(4)
    entry = [e for e in landing.document.value("/map/areas") if list(e["at"]) == [2, 1]][0]
    assert entry["tile"] == {"value": 4, "value_colour": "white"}
    assert panel.colour_combo.currentText() == "white"  # now in the file, so shown

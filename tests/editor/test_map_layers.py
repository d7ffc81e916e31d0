"""Map designer: layers to show or hide, and the undo history panel, driven with the mouse."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from editor.board import style
from editor.map.view import MapView
from map_support import field_point, shown_small_map

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def small(tmp_path: Path, qtbot) -> MapView:
    view = shown_small_map(tmp_path, qtbot, (1000, 700))
    yield view
    view.document.undo_stack.clear()


def colour_at(view: MapView, coord) -> str:
    return view.board_view.viewport().grab().toImage().pixelColor(field_point(view, coord)).name()


def click_box(qtbot, box) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # on the box, not past its label


def test_hiding_the_terrain_colours_paints_every_field_plain_and_leaves_the_document(small: MapView, qtbot):
    assert colour_at(small, (1, 1)) == QColor(style.FILL["yellow"]).name()
    click_box(qtbot, small.layers_panel.boxes["terrain"])
    assert "terrain" not in small.layers
    qtbot.waitUntil(lambda: colour_at(small, (1, 1)) == style.PLAIN_FILL.name())
    assert small.document.undo_stack.count() == 0 and not small.document.modified
    click_box(qtbot, small.layers_panel.boxes["terrain"])
    qtbot.waitUntil(lambda: colour_at(small, (1, 1)) == QColor(style.FILL["yellow"]).name())


def test_every_layer_has_a_box_and_set_layer_keeps_the_box_in_step(small: MapView, qtbot):
    assert [b.text() for b in small.layers_panel.boxes.values()] == ["Terrain colours", "Names", "Progress tokens",
                                                                     "Links", "Heat map"]
    for name in ("names", "tokens", "links", "heat"):
        click_box(qtbot, small.layers_panel.boxes[name])
    assert small.layers == {"terrain"}
    small.set_layer("links", True)
    assert small.layers_panel.boxes["links"].isChecked() and small.layers == {"terrain", "links"}
    with pytest.raises(ValueError, match="unknown map layer 'grid'"):
        small.set_layer("grid", False)


def test_the_history_lists_each_stroke_and_a_click_goes_back_to_it(small: MapView, qtbot):
    viewport = small.board_view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=field_point(small, (0, 0)))
    small.choose_kind("red")
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=field_point(small, (4, 0)))
    assert small.document.value("/map/rows/0") == "g . . . r"
    history = small.history.view
    model = history.model()
    assert [model.index(i, 0).data() for i in range(model.rowCount())] == ["Opened", "Paint green", "Paint red"]
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=history.visualRect(model.index(0, 0)).center())
    assert small.document.value("/map/rows/0") == ". . . . ." and not small.document.modified
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=history.visualRect(model.index(1, 0)).center())
    assert small.document.value("/map/rows/0") == "g . . . ."

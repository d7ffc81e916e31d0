"""Map designer: the labelled tile palette, and every tool on the toolbar at any width."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.map.view import MapView
from map_support import field_point, shown_small_map

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def small(tmp_path: Path, qtbot) -> MapView:
    view = shown_small_map(tmp_path, qtbot, (900, 600))
    yield view
    view.document.undo_stack.clear()


def test_the_palette_names_every_tile_with_its_colour_letter_and_key(small: MapView):
    palette = small.palette
    rows = [[palette.topLevelItem(i).text(c) for c in range(3)] for i in range(palette.topLevelItemCount())]
    assert rows == [["Sea", "s", "1"], ["Green", "g", "2"], ["Yellow", "y", "3"], ["Red", "r", "4"],
                    ["Adventure area", "a", "5"], ["Fixed tile", "f", "6"], ["Empty water", ".", "7"]]
    assert all(not palette.topLevelItem(i).icon(0).isNull() for i in range(7))
    assert palette.current_kind() == "green"


def test_a_click_in_the_palette_picks_what_the_brush_paints(small: MapView, qtbot):
    palette = small.palette
    qtbot.mouseClick(palette.viewport(), Qt.MouseButton.LeftButton, pos=palette.visualItemRect(palette.item_of("red")).center())
    assert small.paint_kind == "red"
    qtbot.mouseClick(small.board_view.viewport(), Qt.MouseButton.LeftButton, pos=field_point(small, (0, 0)))
    assert small.document.value("/map/rows/0") == "r . . . ."
    small.document.undo_stack.undo()
    assert small.document.value("/map/rows/0") == ". . . . ."


def test_a_number_key_on_the_board_shows_its_tile_in_the_palette(small: MapView, qtbot):
    small.board_view.setFocus()
    qtbot.keyClick(small.board_view.viewport(), Qt.Key.Key_5)
    assert small.paint_kind == "adventure" and small.palette.current_kind() == "adventure"


@pytest.mark.parametrize("width", [400, 480, 1300])
def test_every_tool_and_board_size_stay_on_the_toolbars_at_any_width(small: MapView, qtbot, width):
    small.resize(width, 600)  # 480: the map page of a 900 px window with its docks; 400: a page squeezed further
    bars = (small.toolbar, small.view_toolbar)
    shown = [(bar, a) for bar in bars for a in bar.actions() if not a.isSeparator()]
    assert [a.text() for _, a in shown if a.text()] == ["Brush", "Stamp", "Random brush", "Eraser", "Fill", "Rectangle",
                                                        "Select", "Link", "Landing", "Zoom in", "Zoom out", "Fit"]
    widgets = [bar.widgetForAction(a) for bar, a in shown]
    assert small.symmetry_button in widgets and small.resize_button in widgets

    def all_on_a_toolbar():
        assert small.width() == width
        for (bar, action), widget in zip(shown, widgets, strict=True):
            inside = bar.rect().contains(widget.geometry())
            assert widget.isVisible() and inside, action.text() or widget.text()

    qtbot.waitUntil(all_on_a_toolbar)
    expected = Qt.ToolButtonStyle.ToolButtonTextBesideIcon if width == 1300 else Qt.ToolButtonStyle.ToolButtonIconOnly
    assert small.toolbar.toolButtonStyle() == expected
    if width in (400, 1300):  # one row while it holds every button, else the view bar under the tools
        assert (small.view_toolbar.y() > small.toolbar.y()) == (width == 400)


def test_board_size_opens_from_the_toolbar_at_a_narrow_width(small: MapView, qtbot):
    small.resize(480, 600)
    qtbot.waitUntil(lambda: small.toolbar.width() == 480)
    action = small.actions_by_name["resize-add-bottom"]
    assert action in small.resize_button.menu().actions()
    action.trigger()
    assert small.document.value("/map/rows") == [". . . . .", ". y y . .", ". . y s .", "y . . . .", ". . . . ."]
    small.document.undo_stack.undo()
    assert len(small.document.value("/map/rows")) == 4

"""Landing fields are placed with the mouse (the Landing tool), drawn on the board, in the legend and
validated (issue 16: Isles of Terror has no start areas; ships land on sea fields)."""

from __future__ import annotations


import pytest
from PySide6.QtCore import Qt

from editor.forms.context import plain
from editor.map.landing import LEGEND, LandingLegend
from editor.map.view import MapView
from map_support import field_point

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def seas(view: MapView) -> list[tuple[int, int]]:
    board = view.board
    return [(c, r) for r in range(board.height) for c in range(board.width)
            if board.kind((c, r)) == "sea" and board.entry((c, r)) is None]


def click(qtbot, view: MapView, coord) -> None:
    qtbot.mouseClick(view.board_view.viewport(), Qt.MouseButton.LeftButton, pos=field_point(view, coord))


def test_the_landing_tool_forbids_and_allows_landing_with_the_mouse(landing: MapView, qtbot):
    qtbot.keyClick(landing.board_view, Qt.Key.Key_L)
    assert landing.tool == "landing"
    areas_before = plain(landing.document.value("/map/areas"))
    first, second, third = seas(landing)[:3]
    click(qtbot, landing, first)
    assert plain(landing.document.value("/map/areas"))[-1] == {"at": list(first), "landing": False}
    assert not landing.board.landing(first)
    assert landing.document.undo_stack.undoText() == "Forbid landing"
    # a drag over two more seas: one undo step
    viewport = landing.board_view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=field_point(landing, second))
    qtbot.mouseMove(viewport, field_point(landing, third))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=field_point(landing, third))
    assert not landing.board.landing(second) and not landing.board.landing(third)
    assert landing.document.undo_stack.undoText() == "Forbid landing on 2 fields"
    assert landing.document.undo_stack.count() == 2
    # a click on a forbidden sea allows landing again: the entry that said only that goes
    click(qtbot, landing, first)
    assert landing.board.landing(first)
    assert landing.document.undo_stack.undoText() == "Allow landing"
    assert sorted(a["at"] for a in plain(landing.document.value("/map/areas"))[len(areas_before):]) == sorted(
        [list(second), list(third)])
    while landing.document.undo_stack.canUndo():
        landing.document.undo_stack.undo()
    assert plain(landing.document.value("/map/areas")) == areas_before


def test_a_press_on_land_changes_nothing_and_a_named_sea_keeps_its_entry(landing: MapView, qtbot):
    landing.tool = "landing"
    land = next((c, r) for r in range(landing.board.height) for c in range(landing.board.width)
                if landing.board.kind((c, r)) == "green")
    click(qtbot, landing, land)
    assert landing.document.undo_stack.count() == 0
    sea = seas(landing)[0]
    landing.document.append("/map/areas", {"at": list(sea), "name": "Kelp Shallows"}, "Name a sea")
    click(qtbot, landing, sea)
    assert plain(landing.document.value("/map/areas"))[-1] == {"at": list(sea), "name": "Kelp Shallows", "landing": False}
    click(qtbot, landing, sea)
    assert plain(landing.document.value("/map/areas"))[-1] == {"at": list(sea), "name": "Kelp Shallows"}


def test_the_side_panel_has_the_landing_legend(landing: MapView, qtbot):
    legend = landing.findChild(LandingLegend)
    assert legend is not None and legend.isVisibleTo(landing)
    assert [legend.findChild(type(legend.layout().itemAt(1).widget()), f"legend-{n}").text() for n in ("landing", "no-landing")] \
        == [text for _, text in LEGEND]

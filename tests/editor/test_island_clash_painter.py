"""Island Clash's board is painted by the generic map designer: codes, start areas, swaps, board sizes.

What its private painter did (brushes, a seat's start area, Move, the board's size; one undo step
and one line of the YAML each) now goes through `editor.map`, driven by the engine ruleset's field
kinds and map rows (`board.FIELD_KINDS`, `board.MAP_ROWS`).
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from editor.documents.document import Document
from editor.map import markers
from editor.map.board import Board
from editor.map.view import MapView
from engine.content import paths

from map_support import field_point, shown_map

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
FOLDER = paths.library_dir() / "island-clash"
LAGOON = ["Sra?wS", "a?wr?r", "wrC.a?", "?a.Cwr", "r?aw?a", "Sw?raS"]
SEATS = [{"colour": "red", "start": [0, 0]}, {"colour": "blue", "start": [5, 5]},
         {"colour": "green", "start": [5, 0]}, {"colour": "yellow", "start": [0, 5]}]


class Data:
    """Plain adventure data read like a document (`value(pointer, default)`)."""

    def __init__(self, rows, seats) -> None:
        self.data = {"kind": "adventure", "ruleset": "island-clash", "board": {"map": rows}, "seats": seats}

    def value(self, pointer: str, default=None):
        node = self.data
        for token in pointer.strip("/").split("/") if pointer else []:
            if isinstance(node, list) and token.isdigit() and int(token) < len(node):
                node = node[int(token)]
            elif isinstance(node, dict) and token in node:
                node = node[token]
            else:
                return default
        return node


@pytest.fixture
def painter(tmp_path, qtbot) -> MapView:
    for name in ("lagoon-crossing.yaml", "clash-cards.yaml"):
        shutil.copy(FOLDER / name, tmp_path / name)
    return shown_map(tmp_path / "lagoon-crossing.yaml", qtbot, (1100, 800))


def drag(qtbot, view: MapView, fields) -> None:
    viewport = view.board_view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=field_point(view, fields[0]))
    for field in fields[1:]:
        qtbot.mouseMove(viewport, field_point(view, field))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=field_point(view, fields[-1]))


# -- the edits, as data ------------------------------------------------------------------------
def test_placing_a_start_area_swaps_it_with_the_field_it_lands_on():
    board = Board.from_document(Data(LAGOON, SEATS))
    red = board.markers[0]
    assert (red.label, red.at, red.pointer) == ("red", (0, 0), "/seats/0/start")
    assert markers.place_changes(board, red, (1, 1)) == ({"/seats/0/start/0": 1, "/seats/0/start/1": 1},
                                                         {(0, 0): "?", (1, 1): "S"})
    assert board.row_changes(markers.place_changes(board, red, (1, 1))[1]) == {"/board/map/0": "?ra?wS",
                                                                                "/board/map/1": "aSwr?r"}
    assert markers.place_changes(board, red, (5, 0)) == (  # two seats swap homes
        {"/seats/0/start/0": 5, "/seats/0/start/1": 0, "/seats/2/start/0": 0, "/seats/2/start/1": 0}, {(5, 0): "S"})
    assert markers.place_changes(board, red, (0, 0)) == ({}, {}) and markers.place_changes(board, red, (6, 0)) == ({}, {})


def test_swapping_two_fields_carries_a_start_area():
    board = Board.from_document(Data(LAGOON, SEATS))
    assert markers.swap_changes(board, (2, 2), (2, 1)) == ({}, {(2, 2): "w", (2, 1): "C"})
    assert markers.swap_changes(board, (5, 5), (4, 4)) == ({"/seats/1/start/0": 4, "/seats/1/start/1": 4},
                                                           {(5, 5): "?", (4, 4): "S"})
    assert markers.swap_changes(board, (1, 1), (1, 1)) == ({}, {}) and markers.swap_changes(board, (1, 1), (9, 9)) == ({}, {})


def test_a_board_reads_and_writes_island_clash_rows_as_one_letter_a_field():
    board = Board.from_document(Data(LAGOON, SEATS))
    assert (board.grid, board.width, board.height, board.rows_pointer) == ("square", 6, 6, "/board/map")
    assert [k.code for k in board.field_kinds.values()] == list(".SCarw?")
    assert (board.kind((2, 2)), board.terrain((3, 2)), board.describe((0, 0))) == \
        ("capture", "water", "[0, 0] start · start of red")
    assert board.row_changes({(1, 1): "C", (7, 1): "C"}) == {"/board/map/1": "aCwr?r"}  # off the board: ignored


# -- the designer, with the mouse ---------------------------------------------------------------
def test_a_drag_paints_capture_areas_as_one_undo_step(painter, qtbot):
    painter.actions_by_name["kind-capture"].trigger()
    drag(qtbot, painter, [(1, 1), (2, 1), (3, 1)])
    assert painter.document.value("/board/map/1") == "aCCC?r"
    assert painter.document.undo_stack.count() == 1 and painter.document.undo_stack.undoText() == "Paint capture area"
    painter.document.undo_stack.undo()
    assert painter.document.value("/board/map/1") == "a?wr?r"


def test_the_eraser_paints_water_and_the_fill_floods_one_kind(painter, qtbot):
    painter.actions_by_name["tool-eraser"].trigger()
    drag(qtbot, painter, [(1, 0)])
    assert painter.document.value("/board/map/0") == "S.a?wS"
    painter.actions_by_name["kind-road"].trigger()
    painter.actions_by_name["tool-fill"].trigger()
    drag(qtbot, painter, [(2, 2)])  # the lone capture area
    assert painter.document.value("/board/map/2") == "wrr.a?"
    assert painter.document.undo_stack.count() == 2


def test_a_click_with_a_seat_places_its_start_area_as_one_undo_step(painter, qtbot):
    button = painter.findChild(QToolButton, "marker-button-1")
    assert button.text() == "Start: blue"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert painter.tool == "marker-1" and painter.actions_by_name["marker-1"].isChecked()
    drag(qtbot, painter, [(4, 4)])
    document = painter.document
    assert document.value("/seats/1/start") == [4, 4]
    assert document.value("/board/map/4") == "r?awSa" and document.value("/board/map/5") == "Sw?ra?"
    assert "  - {colour: blue, start: [4, 4]}\n" in document.text()  # one line of the YAML per change
    assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Place the start area of blue"
    document.undo_stack.undo()
    assert document.value("/seats/1/start") == [5, 5] and document.value("/board/map/5") == "Sw?raS"
    assert painter.board.marker_at((5, 5)).label == "blue"  # the board follows the undo


def test_dragging_with_swap_carries_a_capture_area_and_a_start_area(painter, qtbot):
    painter.actions_by_name["tool-swap"].trigger()
    drag(qtbot, painter, [(3, 3), (4, 3), (4, 2)])
    document = painter.document
    assert document.value("/board/map/3") == "?a.awr" and document.value("/board/map/2") == "wrC.C?"
    drag(qtbot, painter, [(0, 5), (1, 4)])
    assert document.value("/seats/3/start") == [1, 4] and document.value("/board/map/4") == "rSaw?a"
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.value("/board/map") == LAGOON and document.value("/seats") == SEATS


def test_the_board_size_changes_from_the_size_menu_as_one_undo_step(painter, qtbot):
    assert painter.resize_button.text() == "6 × 6 square"
    presets = [a.text() for a in painter.resize_button.menu().actions() if a.text().startswith(("5 ×", "6 ×"))]
    assert presets == ["6 × 6 (2 or 4 players)", "5 × 6 (3 players)"]
    painter.actions_by_name["resize-to-5x6"].trigger()
    document = painter.document
    assert document.value("/board/map") == [row[:5] for row in LAGOON]
    assert painter.resize_button.text() == "5 × 6 square" and painter.board.width == 5
    painter.actions_by_name["resize-add-bottom"].trigger()
    assert document.value("/board/map/6") == "?????" and len(document.value("/board/map")) == 7  # random tiles
    assert painter.resize_button.text() == "5 × 7 square"
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.value("/board/map") == LAGOON
    assert not painter.resize_to(6, 6)  # already that size: nothing to undo


def test_a_hostile_board_shows_and_edits_without_a_traceback(tmp_path, qtbot):
    target = tmp_path / "broken.yaml"
    target.write_text("kind: adventure\nruleset: island-clash\nid: broken\nboard: {map: ['S.', 7]}\n"
                      "seats: [5, {colour: red, start: 'S'}, {colour: blue, start: [1, 0]}]\n", encoding="utf-8")
    view = MapView(Document.open(target))
    qtbot.addWidget(view)
    assert [p.label for p in view.board.markers] == ["1", "red", "blue"]
    assert [n for n in view.actions_by_name if n.startswith("marker-")] == ["marker-0", "marker-1", "marker-2"]
    view.choose_marker(1)
    view.stroke([(0, 0)])  # a seat without a readable start gets one
    assert view.document.value("/seats/1/start") == [0, 0]
    view.tool = "swap"
    view.stroke([(0, 0), (5, 5)])  # off the board: nothing
    assert view.document.undo_stack.count() == 1
    assert view.resize_to(3, 2) and view.document.value("/board/map") == ["S.?", "???"]

"""The Island Clash board painter edits the whole board with the mouse: codes, start areas, moves, size."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, Qt

from editor.documents.document import Document
from editor.rulesets.island_clash.board_edits import move_field, place_start, resized
from editor.rulesets.island_clash.board_painter import BoardPainter
from editor.rulesets.island_clash.board_view import SIZE
from engine.content import paths

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
FOLDER = paths.library_dir() / "island-clash"
LAGOON = ["Sra?wS", "a?wr?r", "wrC.a?", "?a.Cwr", "r?aw?a", "Sw?raS"]
SEATS = [{"colour": "red", "start": [0, 0]}, {"colour": "blue", "start": [5, 5]},
         {"colour": "green", "start": [5, 0]}, {"colour": "yellow", "start": [0, 5]}]


@pytest.fixture
def painter(tmp_path, qtbot):
    for name in ("lagoon-crossing.yaml", "clash-cards.yaml"):
        shutil.copy(FOLDER / name, tmp_path / name)
    view = BoardPainter(Document.open(tmp_path / "lagoon-crossing.yaml"))
    qtbot.addWidget(view)
    view.resize(900, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def at(view: BoardPainter, field) -> QPoint:
    return view.grid.mapFromScene((field[0] + 0.5) * SIZE, (field[1] + 0.5) * SIZE)


def drag(qtbot, view: BoardPainter, fields) -> None:
    viewport = view.grid.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(view, fields[0]))
    for field in fields[1:]:
        qtbot.mouseMove(viewport, at(view, field))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(view, fields[-1]))


def click_tool(qtbot, view: BoardPainter, name: str) -> None:
    button = next(b for b in view.palette.buttons() if b.objectName() == name)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.isChecked()


# -- the edits, as data ------------------------------------------------------------------------
def test_placing_a_start_area_swaps_it_with_the_field_it_lands_on():
    assert place_start(LAGOON, SEATS, 0, (1, 1)) == {"/seats/0/start/0": 1, "/seats/0/start/1": 1,
                                                      "/board/map/0": "?ra?wS", "/board/map/1": "aSwr?r"}
    assert place_start(LAGOON, SEATS, 0, (5, 0)) == {"/seats/0/start/0": 5, "/seats/0/start/1": 0,
                                                      "/seats/2/start/0": 0, "/seats/2/start/1": 0,
                                                      "/board/map/0": "Sra?wS"}  # two seats swap homes
    assert place_start(LAGOON, SEATS, 0, (0, 0)) == {} and place_start(LAGOON, SEATS, 0, (6, 0)) == {}
    assert place_start(LAGOON, SEATS, 7, (1, 1)) == {}


def test_moving_a_field_swaps_two_fields_and_carries_a_start_area():
    assert move_field(LAGOON, SEATS, (2, 2), (2, 1)) == {"/board/map/2": "wrw.a?", "/board/map/1": "a?Cr?r"}
    assert move_field(LAGOON, SEATS, (5, 5), (4, 4)) == {"/board/map/5": "Sw?ra?", "/board/map/4": "r?awSa",
                                                          "/seats/1/start/0": 4, "/seats/1/start/1": 4}
    assert move_field(LAGOON, SEATS, (1, 1), (1, 1)) == {} and move_field(LAGOON, SEATS, (1, 1), (9, 9)) == {}


def test_resizing_cuts_or_grows_the_map_with_random_tiles():
    assert resized(LAGOON, 5, 6) == [row[:5] for row in LAGOON]
    assert resized(["S.", "?C"], 3, 3) == ["S.?", "?C?", "???"]


# -- the painter, with the mouse --------------------------------------------------------------
def test_a_drag_paints_capture_areas_as_one_undo_step(painter, qtbot):
    click_tool(qtbot, painter, "code-C")
    drag(qtbot, painter, [(1, 1), (2, 1), (3, 1)])
    assert painter.document.value("/board/map/1") == "aCCC?r"
    assert painter.document.undo_stack.count() == 1
    painter.document.undo_stack.undo()
    assert painter.document.value("/board/map/1") == "a?wr?r"


def test_a_click_with_a_seat_places_its_start_area_as_one_undo_step(painter, qtbot):
    click_tool(qtbot, painter, "start-1")
    qtbot.mouseClick(painter.grid.viewport(), Qt.MouseButton.LeftButton, pos=at(painter, (4, 4)))
    document = painter.document
    assert document.value("/seats/1/start") == [4, 4]
    assert document.value("/board/map/4") == "r?awSa" and document.value("/board/map/5") == "Sw?ra?"
    assert "  - {colour: blue, start: [4, 4]}\n" in document.text()  # one line of the YAML per change
    assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Place the start area of blue"
    document.undo_stack.undo()
    assert document.value("/seats/1/start") == [5, 5] and document.value("/board/map/5") == "Sw?raS"


def test_dragging_with_move_carries_a_capture_area_and_a_start_area(painter, qtbot):
    click_tool(qtbot, painter, "tool-move")
    drag(qtbot, painter, [(3, 3), (4, 3), (4, 2)])
    document = painter.document
    assert document.value("/board/map/3") == "?a.awr" and document.value("/board/map/2") == "wrC.C?"
    drag(qtbot, painter, [(0, 5), (1, 4)])
    assert document.value("/seats/3/start") == [1, 4] and document.value("/board/map/4") == "rSaw?a"
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.value("/board/map") == LAGOON and document.value("/seats") == SEATS


def test_the_board_size_changes_from_the_painter_as_one_undo_step(painter, qtbot):
    assert painter.preset.currentText().startswith("6 × 6") and painter.columns.value() == 6
    painter.preset.setFocus()
    qtbot.keyClick(painter.preset, Qt.Key.Key_Down)  # 5 x 6 (3 players)
    painter.preset.activated.emit(painter.preset.currentIndex())
    document = painter.document
    assert document.value("/board/map") == [row[:5] for row in LAGOON]
    assert painter.columns.value() == 5 and painter.preset.currentText().startswith("5 × 6")
    painter.height.setFocus()
    painter.height.selectAll()
    qtbot.keyClicks(painter.height, "7")
    qtbot.keyClick(painter.height, Qt.Key.Key_Return)
    assert document.value("/board/map/6") == "?????" and len(document.value("/board/map")) == 7
    assert painter.preset.currentText() == "5 × 7"
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.value("/board/map") == LAGOON


def test_a_hostile_board_shows_and_edits_without_a_traceback(tmp_path, qtbot):
    target = tmp_path / "broken.yaml"
    target.write_text("kind: adventure\nruleset: island-clash\nid: broken\nboard: {map: ['S.', 7]}\n"
                      "seats: [5, {colour: red, start: 'S'}, {colour: blue, start: [1, 0]}]\n", encoding="utf-8")
    view = BoardPainter(Document.open(target))
    qtbot.addWidget(view)
    assert [b.objectName() for b in view.palette.buttons()][7:] == ["tool-move", "start-0", "start-1", "start-2"]
    assert view.place_start(1, (0, 0))  # a seat without a readable start gets one
    assert view.document.value("/seats/1/start") == [0, 0]
    assert not view.move_field((0, 0), (5, 5))
    assert view.resize_board(3, 2) and view.document.value("/board/map") == ["S.?", "???"]

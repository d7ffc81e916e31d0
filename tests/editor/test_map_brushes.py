"""Map designer: the stamp brush paints the copied fields; the random brush paints the pool's colours in proportion."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.documents.document import Document
from editor.map import shapes
from editor.map.view import MapView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")



def open_sea(width: int = 10, height: int = 8) -> str:
    rows = "".join(f'    - "{" ".join(["."] * width)}"\n' for _ in range(height))
    return f"kind: adventure\nid: open-sea\nsetup:\n  area_tiles: core-area-tiles\nmap:\n  grid: hex\n  rows:\n{rows}"


OPEN_SEA = open_sea()


@pytest.fixture
def make_view(qtbot, tmp_path: Path):
    views = []

    def build(text: str, workspace=None) -> MapView:
        (tmp_path / "open-sea.yaml").write_text(text, encoding="utf-8")
        view = MapView(Document.open(tmp_path / "open-sea.yaml"), workspace)
        qtbot.addWidget(view)
        view.resize(1000, 700)
        view.show()
        qtbot.waitExposed(view)
        view.activateWindow()  # the tool keys work while the board has the focus
        qtbot.waitUntil(view.isActiveWindow)
        views.append(view)
        return view

    yield build
    for view in views:
        view.document.undo_stack.clear()


def at(view: MapView, coord):
    return view.board_view.mapFromScene(view.item.layout.centre(coord))


def drag(qtbot, view: MapView, coords) -> None:
    viewport = view.board_view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(view, coords[0]))
    for coord in coords[1:]:
        qtbot.mouseMove(viewport, at(view, coord))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(view, coords[-1]))


def test_the_stamp_paints_the_copied_fields_at_each_click_as_one_step_per_stroke(make_view, qtbot):
    view = make_view(OPEN_SEA)
    view.stroke([(0, 0)])  # brush: green
    view.choose_kind("red")
    view.stroke([(1, 0)])
    view.set_selection([(0, 0), (1, 0)])
    assert view.copy()
    view.board_view.setFocus()
    qtbot.keyClick(view.board_view.viewport(), Qt.Key.Key_T)
    assert view.tool == "stamp"
    qtbot.mouseMove(view.board_view.viewport(), at(view, (4, 2)))
    assert view.item.preview == {(4, 2): "g", (5, 2): "r"}
    steps = view.document.undo_stack.count()
    qtbot.mouseClick(view.board_view.viewport(), Qt.MouseButton.LeftButton, pos=at(view, (4, 2)))
    qtbot.mouseClick(view.board_view.viewport(), Qt.MouseButton.LeftButton, pos=at(view, (2, 6)))
    rows = view.document.value("/map/rows")
    assert rows[2] == ". . . . g r . . . ." and rows[6] == ". . g r . . . . . ."
    assert view.document.undo_stack.count() == steps + 2
    assert view.document.undo_stack.text(steps) == "Stamp fields"
    view.document.undo_stack.undo()
    assert view.document.value("/map/rows/6") == ". " * 9 + "."


def test_the_random_brush_draws_from_the_pool_in_proportion(make_view, workspace, qtbot):
    view = make_view(OPEN_SEA, workspace)
    kinds, weights = view.random_weights()
    assert dict(zip(kinds, weights, strict=True)) == {"green": 22, "yellow": 18, "red": 14, "sea": 14}
    view.board_view.setFocus()
    qtbot.keyClick(view.board_view.viewport(), Qt.Key.Key_D)
    assert view.tool == "random"
    drag(qtbot, view, [(0, 0), (9, 0)])
    drag(qtbot, view, [(0, 1), (9, 1)])
    rows = view.document.value("/map/rows")
    assert rows[:2] == ["s y y y y g g g s y", "s r r r g g g s r g"]  # the view's seeded draws
    assert view.document.undo_stack.count() == 2
    assert view.document.undo_stack.text(0) == "Paint at random"
    view.document.undo_stack.undo()
    view.document.undo_stack.undo()
    assert set(" ".join(view.document.value("/map/rows"))) == {".", " "}


def test_many_random_fields_follow_the_pool_and_mirrors_copy_their_source(make_view, workspace):
    view = make_view(OPEN_SEA, workspace)
    view.tool = "random"
    for row in range(8):
        view.stroke([(0, row), (9, row)])
    counts = Counter(code for row in view.document.value("/map/rows") for code in row.split())
    assert counts == Counter({"g": 0, "y": 0, "r": 0, "s": 0}) + counts  # only the pool's four colours
    assert sum(counts.values()) == 80 and counts["g"] > counts["r"]
    mirrored = make_view(open_sea(width=9), workspace)  # an odd width: a left-right mirror maps fields one to one
    mirrored.tool = "random"
    mirrored.set_symmetry("horizontal")
    mirrored.stroke([(0, 3), (4, 3)])
    board = mirrored.board
    painted = [c for c in board.fields() if board.code(c) != "."]
    for coord in painted:
        images = [c for c in shapes.mirror_images(board.grid, coord, "horizontal", board.width, board.height)
                  if board.inside(c)]
        assert {board.code(image) for image in images} == {board.code(coord)}

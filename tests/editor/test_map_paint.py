"""Map designer: painting tools, one undo step per stroke, exact rows, symmetric strokes, resizing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.documents.document import Document
from editor.map.view import MapView
from engine.content import paths
from map_support import SMALL



@pytest.fixture
def open_map(qtbot):
    """Open a file in a map view; the undo stacks are emptied at the end of the test.

    (Commands hold their document: left to the garbage collector, that cycle can crash
    PySide 6.11 when it is collected. Emptying the stack breaks it deterministically.)
    """
    views: list[MapView] = []

    def open_view(path: Path) -> MapView:
        view = MapView(Document.open(path))
        qtbot.addWidget(view)
        views.append(view)
        return view

    yield open_view
    for view in views:
        view.document.undo_stack.clear()


@pytest.fixture
def temple(tmp_path: Path, open_map) -> MapView:
    shutil.copy(paths.library_dir() / "drowned-temple.yaml", tmp_path / "drowned-temple.yaml")
    return open_map(tmp_path / "drowned-temple.yaml")


@pytest.fixture
def small(tmp_path: Path, open_map) -> MapView:
    (tmp_path / "small.yaml").write_text(SMALL, encoding="utf-8")
    return open_map(tmp_path / "small.yaml")


def rows(view: MapView) -> list[str]:
    return list(view.document.value("/map/rows"))


def changed_lines(before: str, after: str) -> list[int]:
    a, b = before.splitlines(), after.splitlines()
    assert len(a) == len(b)
    return [i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y]


def test_a_brush_stroke_is_one_step_and_changes_only_its_lines(temple: MapView):
    document = temple.document
    original, before = document.text(), rows(temple)
    temple.tool, temple.paint_kind = "brush", "sea"
    temple.stroke([(0, 0), (1, 0), (2, 0)])
    assert rows(temple)[0] == "s s s s . s . . . ."
    assert rows(temple)[1:] == before[1:]
    assert document.undo_stack.count() == 1
    assert len(changed_lines(original, document.text())) == 1
    assert document.text().splitlines()[changed_lines(original, document.text())[0]] == '    - "s s s s . s . . . ."'
    document.undo_stack.undo()
    assert document.text() == original
    document.undo_stack.redo()
    assert rows(temple)[0] == "s s s s . s . . . ."


def test_a_stroke_over_several_rows_fills_the_gaps_and_undoes_at_once(temple: MapView):
    document = temple.document
    original = document.text()
    temple.paint_kind = "red"
    temple.stroke([(0, 4), (0, 7)])  # a fast move: the fields between are painted too
    assert [r[0] for r in rows(temple)] == [".", ".", "s", "s", "r", "r", "r", "r"]
    assert len(changed_lines(original, document.text())) == 4
    assert document.undo_stack.count() == 1
    temple.stroke([(9, 0)])
    assert document.undo_stack.count() == 2  # a new press is a new step
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.text() == original


def test_eraser_and_a_stroke_that_changes_nothing(temple: MapView):
    document = temple.document
    temple.tool = "eraser"
    temple.stroke([(3, 0), (3, 0)])
    assert rows(temple)[0] == ". . . . . s . . . ."
    temple.tool, temple.paint_kind = "brush", "sea"
    temple.stroke([(5, 0)])  # already sea
    assert document.undo_stack.count() == 1


def test_flood_fill_follows_hex_neighbours(small: MapView):
    small.tool, small.paint_kind = "fill", "red"
    small.stroke([(1, 1)])
    # (2, 2) touches (1, 1) through the odd column's south-east side; (0, 3) touches no yellow field
    assert rows(small) == [". . . . .", ". r r . .", ". . r s .", "y . . . ."]
    assert small.document.undo_stack.count() == 1


def test_rectangle_previews_then_paints_on_release(small: MapView):
    small.tool, small.paint_kind = "rectangle", "sea"
    small.tool_object.press((1, 0))
    small.tool_object.drag((3, 2))
    assert set(small.item.preview) == {(c, r) for c in range(1, 4) for r in range(3)}
    assert rows(small)[0] == ". . . . ."  # nothing written while dragging
    small.tool_object.release((3, 2))
    assert rows(small) == [". s s s .", ". s s s .", ". s s s .", "y . . . ."]
    assert small.item.preview == {}
    assert small.document.undo_stack.count() == 1
    small.document.undo_stack.undo()
    assert rows(small) == [". . . . .", ". y y . .", ". . y s .", "y . . . ."]


def test_symmetric_stroke_paints_the_mirror_images(small: MapView):
    small.set_symmetry("both")
    small.paint_kind = "green"
    small.stroke([(0, 0), (1, 0)])
    # width 5 (odd): left-right is (4-c, r); top-bottom is (c, 3-r) on even columns, (c, 2-r) on odd ones
    assert rows(small) == ["g g . g g", ". y y . .", ". g y g .", "g . . . g"]
    assert small.document.undo_stack.count() == 1


def test_point_symmetry_on_an_even_width(tmp_path: Path, open_map):
    (tmp_path / "even.yaml").write_text(SMALL.replace('". . . . ."', '". . . . . ."').replace('". y y . ."', '". y y . . ."')
                                        .replace('". . y s ."', '". . y s . ."').replace('"y . . . ."', '"y . . . . ."'))
    view = open_map(tmp_path / "even.yaml")
    view.set_symmetry("point")
    view.paint_kind = "red"
    view.stroke([(0, 0)])
    view.stroke([(1, 1)])
    # a half turn around the board's centre: (c, r) -> (5-c, 3-r) in both column parities
    assert rows(view) == ["r . . . . .", ". r y . . .", ". . y s r .", "y . . . . r"]
    view.set_symmetry("horizontal")
    view.stroke([(0, 1)])
    # no mirror line of the hex grid runs between two columns: the image sits half a field higher
    assert rows(view)[0] == "r . . . . r"
    assert rows(view)[1] == "r r y . . ."


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_paint_kinds_by_number_key_and_tools_by_letter(small: MapView, qtbot):
    small.show()
    small.activateWindow()
    qtbot.waitActive(small)
    small.board_view.setFocus()
    qtbot.waitUntil(small.board_view.hasFocus)
    qtbot.keyClick(small.board_view, "4")
    assert small.paint_kind == "red"
    qtbot.keyClick(small.board_view, "f")
    assert small.tool == "fill"
    qtbot.keyClick(small.board_view, "s")
    assert small.tool == "select"
    qtbot.keyClick(small.board_view, "7")
    assert (small.paint_kind, small.tool) == ("empty", "brush")


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_mouse_drag_on_the_board_is_one_stroke(small: MapView, qtbot):
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    small.resize(900, 600)
    small.show()
    qtbot.waitExposed(small)
    small.paint_kind = "sea"
    viewport = small.board_view.viewport()

    def send(kind, coord, button, buttons):
        point = QPointF(small.board_view.mapFromScene(small.item.layout.centre(coord)))
        event = QMouseEvent(kind, point, viewport.mapToGlobal(point), button, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    send(QMouseEvent.Type.MouseButtonPress, (0, 0), left, left)
    send(QMouseEvent.Type.MouseMove, (1, 0), none, left)
    send(QMouseEvent.Type.MouseMove, (2, 0), none, left)
    send(QMouseEvent.Type.MouseButtonRelease, (2, 0), left, none)
    assert rows(small)[0] == "s s s . ."
    assert small.document.undo_stack.count() == 1


def test_resizing_the_board_moves_what_names_fields(temple: MapView):
    document = temple.document
    original = document.text()
    assert temple.resize_board("top", True)
    assert rows(temple)[0] == ". . . . . . . . . ." and len(rows(temple)) == 9
    assert document.value("/map/areas/0/at") == [5, 4]
    assert document.value("/map/links/0/between") == [[2, 3], [5, 4]]
    assert document.value("/setup/progress_tokens/0/at") == [3, 4]
    assert temple.board.height == 9
    assert temple.resize_board("left", True)  # a hex board grows two columns at the left: odd columns stay odd
    assert rows(temple)[1] == ". . . . . s . s . . . ."
    assert document.value("/map/areas/0/at") == [7, 4]
    assert temple.resize_board("right", False)
    assert temple.board.width == 11
    assert document.undo_stack.count() == 3
    for _ in range(3):
        document.undo_stack.undo()
    assert document.text() == original
    assert (temple.board.width, temple.board.height) == (10, 8)


def test_removing_an_edge_removes_what_lay_on_it(temple: MapView):
    document = temple.document
    temple.resize_board("bottom", False)
    assert len(rows(temple)) == 7
    assert [a["at"] for a in document.value("/map/areas")].count([4, 6]) == 1  # row 6 is still there
    temple.resize_board("bottom", False)
    assert [4, 6] not in [a["at"] for a in document.value("/map/areas")]
    assert [5, 6] not in [a["at"] for a in document.value("/map/areas")]


def test_a_40_by_40_board_paints(tmp_path: Path, open_map):
    rows_text = "\n".join(f'    - "{" ".join(["s" if (c + r) % 7 == 0 else "." for c in range(40)])}"' for r in range(40))
    (tmp_path / "big.yaml").write_text(f"kind: adventure\nid: big\nmap:\n  grid: hex\n  rows:\n{rows_text}\n", encoding="utf-8")
    view = open_map(tmp_path / "big.yaml")
    assert (view.board.width, view.board.height) == (40, 40)
    original = view.document.text()
    view.paint_kind = "green"
    path = [(c, r) for r in range(0, 40, 8) for c in (range(40) if r % 16 == 0 else range(39, -1, -1))]
    view.stroke(path)
    assert all(view.board.code(c) == "g" for c in path)
    assert view.document.undo_stack.count() == 1
    assert len(changed_lines(original, view.document.text())) == 33  # the five painted rows and the rows between
    view.grab()  # paints the whole board
    view.document.undo_stack.undo()
    assert view.document.text() == original


def test_a_square_grid_has_four_neighbours(tmp_path: Path, open_map):
    text = SMALL.replace("grid: hex", "grid: square")
    (tmp_path / "square.yaml").write_text(text, encoding="utf-8")
    view = open_map(tmp_path / "square.yaml")
    view.tool, view.paint_kind = "fill", "green"
    view.stroke([(1, 1)])
    # (2, 2) touches (2, 1) by a side; (0, 3) only touches (1, 2) corner to corner, and that is water
    assert rows(view) == [". . . . .", ". g g . .", ". . g s .", "y . . . ."]
    view.tool = "brush"
    view.set_symmetry("point")
    view.stroke([(0, 0), (1, 1)])  # a diagonal move paints a four-connected path
    assert rows(view) == ["g g . . .", ". g g . .", ". . g g .", "y . . g g"]
    assert view.board.describe((3, 2)) == "[3, 2] green"


def test_the_map_view_is_registered_for_adventures(temple: MapView):
    import editor.map  # noqa: F401  (registers on import)
    from editor import rulesets as editor_rulesets

    title, factory = editor_rulesets.get("isles-of-terror").views("adventure")[0]
    assert title == "Map"
    view = factory(temple.document, None)
    assert isinstance(view, MapView)
    view.deleteLater()


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_zoom_and_pan(temple: MapView, qtbot):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent, QWheelEvent
    from PySide6.QtWidgets import QApplication

    temple.resize(900, 600)
    temple.show()
    qtbot.waitExposed(temple)
    board = temple.board_view
    fitted = board.zoom
    board.zoom_in()
    assert board.zoom == pytest.approx(fitted * 1.25)
    viewport = board.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    wheel = QWheelEvent(centre, viewport.mapToGlobal(centre), QPoint(), QPoint(0, 240), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.ControlModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, wheel)
    assert board.zoom > fitted * 1.25 * 1.3
    scroll = board.horizontalScrollBar()
    before = scroll.value()
    middle, none = Qt.MouseButton.MiddleButton, Qt.MouseButton.NoButton
    for kind, x, button, buttons in ((QMouseEvent.Type.MouseButtonPress, 400, middle, middle),
                                     (QMouseEvent.Type.MouseMove, 300, none, middle),
                                     (QMouseEvent.Type.MouseButtonRelease, 300, middle, none)):
        point = QPointF(x, 300)
        QApplication.sendEvent(viewport, QMouseEvent(kind, point, viewport.mapToGlobal(point), button, buttons,
                                                     Qt.KeyboardModifier.NoModifier))
    assert scroll.value() == before + 100
    assert temple.document.undo_stack.count() == 0  # panning paints nothing
    board.fit()
    assert board.zoom == pytest.approx(fitted)

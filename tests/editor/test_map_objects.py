"""Map designer: progress tokens, links and fixed tiles are placed and dragged on the map with the mouse."""

from __future__ import annotations


import pytest
from PySide6.QtCore import Qt

from editor.map.view import MapView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def on_screen(view: MapView, scene_point):
    return view.board_view.mapFromScene(scene_point)


def centre(view: MapView, coord):
    return on_screen(view, view.item.layout.centre(coord))


def drag(qtbot, view: MapView, start, end) -> None:
    viewport = view.board_view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def test_a_progress_token_is_dragged_by_its_disc_to_another_field(landing: MapView, qtbot):
    landing.tool = "select"
    token, disc = next((t, at) for t, at in landing.item.token_positions() if t.task == "friendly-faces")
    assert token.at == (4, 2)
    drag(qtbot, landing, on_screen(landing, disc), centre(landing, (5, 2)))
    assert landing.document.value("/setup/progress_tokens/1") == {"at": [5, 2], "task": "friendly-faces"}
    assert "    - at: [5, 2]\n      task: friendly-faces\n" in landing.document.text()
    assert landing.document.undo_stack.undoText() == "Move progress token"
    assert landing.selection == set()  # grabbing a token neither selects nor moves fields
    landing.document.undo_stack.undo()
    assert landing.document.value("/setup/progress_tokens/1/at") == [4, 2]


def test_a_token_dropped_off_the_isle_stays_where_it_was(landing: MapView, qtbot):
    landing.tool = "select"
    disc = next(at for t, at in landing.item.token_positions() if t.task == "friendly-faces")
    drag(qtbot, landing, on_screen(landing, disc), centre(landing, (0, 0)))  # empty water
    assert landing.document.value("/setup/progress_tokens/1/at") == [4, 2]
    assert landing.document.undo_stack.count() == 0


def test_the_link_tool_draws_a_link_and_its_end_drags_to_another_field(landing: MapView, qtbot):
    qtbot.keyClick(landing.board_view.viewport(), Qt.Key.Key_K)
    assert landing.tool == "link"
    drag(qtbot, landing, centre(landing, (1, 2)), centre(landing, (3, 3)))
    assert landing.document.value("/map/links") == [{"between": [[1, 2], [3, 3]]}]
    assert landing.document.undo_stack.undoText() == "Add link"
    assert [(link.a, link.b) for link in landing.board.links] == [((1, 2), (3, 3))]
    landing.tool = "select"
    end = landing.item.link_path((1, 2), (3, 3)).pointAtPercent(1)
    drag(qtbot, landing, on_screen(landing, end), centre(landing, (4, 3)))
    assert landing.document.value("/map/links/0/between") == [[1, 2], [4, 3]]
    assert landing.document.undo_stack.undoText() == "Move link end"
    drag(qtbot, landing, centre(landing, (1, 2)), centre(landing, (4, 3)))  # the same pair again: no second link
    landing.tool = "link"
    drag(qtbot, landing, centre(landing, (1, 2)), centre(landing, (4, 3)))
    assert len(landing.document.value("/map/links")) == 1
    landing.document.undo_stack.undo()
    landing.document.undo_stack.undo()
    assert landing.document.value("/map/links") is None


def test_a_fixed_tile_is_dragged_with_its_entry(landing: MapView, qtbot):
    landing.tool = "select"
    viewport = landing.board_view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=centre(landing, (3, 3)))
    assert landing.selection == {(3, 3)}
    drag(qtbot, landing, centre(landing, (3, 3)), centre(landing, (4, 4)))
    rows = landing.document.value("/map/rows")
    assert rows[3][6] == "." and rows[4].split()[4] == "f"
    entry = landing.document.value("/map/areas/1")
    assert entry["id"] == "wreck-of-the-gannet" and entry["at"] == [4, 4]
    landing.document.undo_stack.undo()
    assert landing.document.value("/map/areas/1/at") == [3, 3]


def popped_menu(view: MapView, coord):
    """Right-click a field as the mouse does (a context-menu event on the board); the menu that pops up."""
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication, QMenu

    position = centre(view, coord)
    viewport = view.board_view.viewport()
    QApplication.sendEvent(viewport, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, position,
                                                       viewport.mapToGlobal(position)))
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible())


@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise", "grabbing the keyboard")
def test_a_progress_token_is_added_on_the_map_for_the_task_chosen_and_deleted_there(landing: MapView, qtbot):
    from PySide6.QtWidgets import QMenu

    board = landing.board
    occupied = {t.at for t in board.tokens}
    coord = next((c, r) for r in range(board.height) for c in range(board.width)
                 if board.kind((c, r)) in ("green", "yellow", "red") and (c, r) not in occupied)
    before = list(landing.document.value("/setup/progress_tokens"))
    menu = popped_menu(landing, coord)
    add = menu.findChild(QMenu, "add-progress-token")
    tasks = [t["id"] for t in landing.document.value("/progress_tasks")]
    assert add.isEnabled() and [a.objectName() for a in add.actions()] == [f"add-progress-token-{t}" for t in tasks]
    add.popup(menu.geometry().topRight())
    add.actions()[0].trigger()
    add.close()
    menu.close()
    task = landing.document.value("/progress_tasks/0/id")
    tokens = landing.document.value("/setup/progress_tokens")
    assert len(tokens) == len(before) + 1 and tokens[-1] == {"at": [coord[0], coord[1]], "task": task}
    assert landing.document.undo_stack.undoText() == "Add progress token"
    assert any(t.at == coord and t.task == task for t, _ in landing.item.token_positions())  # drawn at once

    menu = popped_menu(landing, coord)
    delete = next(a for a in menu.actions() if a.objectName() == "delete-progress-token")
    assert delete.text() == f"Delete Progress Token ({task})"
    delete.trigger()
    menu.close()
    assert list(landing.document.value("/setup/progress_tokens")) == before
    assert landing.document.undo_stack.undoText() == "Delete progress token"
    landing.document.undo_stack.undo()
    assert len(landing.document.value("/setup/progress_tokens")) == len(before) + 1


def test_no_progress_token_is_offered_on_the_sea(landing: MapView):
    from PySide6.QtWidgets import QMenu

    board = landing.board
    sea = next((c, r) for r in range(board.height) for c in range(board.width) if board.kind((c, r)) == "sea")
    menu = landing.context_menu(sea)
    assert not menu.findChild(QMenu, "add-progress-token").isEnabled()

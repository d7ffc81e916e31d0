"""A bundled-library file is truly read-only in the editor (issue 16): forms, map and document refuse
edits, nothing becomes modified or undoable, and the banner's button gives a copy that can be changed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from editor.app import application
from editor.app.bundled import BANNER_TEXT
from editor.forms.adventure import AdventureView
from editor.rulesets.isles_of_terror.setup_form import SetupView
from editor.map.view import create_map_view
from engine.content import paths

from map_support import field_point

BUNDLED = paths.library_dir().resolve()
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


@pytest.fixture
def bundled(make_window, registry):
    registry.register("adventure", "Map", create_map_view, order=10)
    registry.register("adventure", "Adventure", AdventureView, order=20)
    registry.register("adventure", "Setup", SetupView, order=30)
    window = make_window(root=BUNDLED)
    window.resize(1300, 850)
    window.show()
    yield window
    for other in application._windows[:]:
        other.close()
        other.shutdown()
        application._windows.remove(other)


def snapshot(folder: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_bundled_file_refuses_every_edit_and_shows_the_banner(bundled, qtbot, tmp_path):
    before = snapshot(BUNDLED)
    page = bundled.session.open(BUNDLED / "drowned-temple.yaml")
    document = page.document
    assert document.read_only
    qtbot.waitUntil(bundled.bundled_banner.isVisible)
    assert BANNER_TEXT in bundled.bundled_banner.label.text()
    refused = []
    document.edit_refused.connect(refused.append)

    # the map: painting tools are off; a click with the mouse changes nothing
    board = page.view("Map")
    assert board.tool == "select" and not board.actions_by_name["tool-brush"].isEnabled()
    assert not board.palette.isEnabled() and board.actions_by_name["zoom-fit"].isEnabled()
    rows = document.value("/map/rows")[0]
    board.tool = "brush"  # even the brush, chosen without its (disabled) button, paints nothing
    qtbot.mouseClick(board.board_view.viewport(), Qt.MouseButton.LeftButton, pos=field_point(board, (0, 0)))
    assert document.value("/map/rows")[0] == rows

    # the forms: text read-only, choices disabled
    adventure = page.view("Adventure")
    texts = [w for w in adventure.findChildren(QLineEdit) if w.isVisibleTo(adventure)]
    assert texts and all(w.isReadOnly() for w in texts)
    setup = page.view("Setup")
    assert not setup.first_event.combo.isEnabled()

    # the document itself: an edit by any path is refused, so no undo entry and nothing modified
    document.set_value("/title", "Mine now", "Edit title")
    with document.macro("Two edits"):
        document.set_value("/title", "Mine now")
    assert refused == ["Paint green", "Edit title", "Change title"]
    assert document.value("/title") == "The Drowned Temple"
    assert document.undo_stack.count() == 0 and not document.modified
    page.grab().save(str(tmp_path / "bundled.png"))

    # Duplicate to My Library from the banner: the copy opens editable, the banner goes
    qtbot.mouseClick(bundled.bundled_banner.button, Qt.MouseButton.LeftButton)
    copy = bundled.config.documents_dir.resolve() / "Isleforge" / "drowned-temple.yaml"
    assert copy.is_file()
    assert snapshot(BUNDLED) == before


def test_widgets_a_view_rebuilds_after_a_reload_are_locked_too(bundled, qtbot):
    from editor.rulesets.isles_of_terror.setup_form import SetupView

    page = bundled.session.open(BUNDLED / "drowned-temple.yaml")
    setup = page.view("Setup")
    assert isinstance(setup, SetupView)
    page.document.reload()  # the views rebuild what the change touched
    qtbot.waitUntil(lambda: all(w.isReadOnly() for w in setup.findChildren(QLineEdit)), timeout=5000)
    assert page.document.undo_stack.count() == 0 and not page.document.modified

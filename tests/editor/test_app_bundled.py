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


# -- the bundled library beside the designer's own (issue 31) ----------------------------------------------

@pytest.fixture
def first_start(qtbot, tmp_path, registry):
    """`isleforge` on a fresh machine: the designer's library folder is made (empty), the window opens on it."""
    from editor.app.config import config_in
    from editor.app.prompter import DISCARD, ScriptedPrompter

    config = config_in(tmp_path / "config", ScriptedPrompter(ask_save=DISCARD))
    config.views = registry
    window = application.open_window(None, config)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.workspace.ready, timeout=10_000)
    yield window
    for other in application._windows[:]:
        other.close()
        other.shutdown()
        application._windows.remove(other)


def _rows(model, parent=None) -> list:
    from PySide6.QtCore import QModelIndex

    parent = parent or QModelIndex()
    return [model.index(row, 0, parent) for row in range(model.rowCount(parent))]


def _group(window, game: str, kind: str = "Adventures"):
    """Bundled library (read-only) > game > kind."""
    model = window.library.filter
    (bundled_root,) = [i for i in _rows(model) if i.data() == "Bundled library (read-only)"]
    (game_row,) = [i for i in _rows(model, bundled_root) if i.data() == game]
    (group,) = [i for i in _rows(model, game_row) if i.data() == kind]
    return group


def test_the_first_start_lists_the_bundled_adventures_by_game_read_only(first_start, qtmodeltester):
    from editor.app.library_model import BUNDLED_ROLE

    window = first_start
    assert window.workspace.root == (window.config.documents_dir / "Isleforge").resolve()
    assert not any(window.workspace.root.iterdir())  # the designer's own folder: empty
    model = window.library.filter
    assert [i.data() for i in _rows(model)] == ["Bundled library (read-only)"]
    (bundled_root,) = _rows(model)
    games = _rows(model, bundled_root)
    assert [i.data() for i in games] == ["Isles of Terror", "Cursed Island", "Finis Terrae", "Haze Islands",
                                      "Island Clash"]  # the default game first
    assert [i.data() for i in _rows(model, games[0])][:3] == ["Adventures", "Campaigns", "Factions"]
    assert [i.data() for i in _rows(model, games[4])] == ["Adventures", "Card stacks"]
    assert [i.data() for i in _rows(model, games[3])] == ["Adventures", "Adventure cards", "Doom cards", "Map cards"]
    assert [i.data() for i in _rows(model, games[2])] == ["Adventures", "Tile set", "Weather deck"]
    assert [i.data() for i in _rows(model, _group(window, "Finis Terrae"))] == ["elbow-reach", "windward-sea"]
    assert [i.data() for i in _rows(model, _group(window, "Cursed Island"))] == ["the-long-tide", "wreck-and-beacon"]
    assert [i.data() for i in _rows(model, _group(window, "Haze Islands"))] == ["misty-reach", "shoal-watch", "squall-line"]
    temple = _group(window, "Isles of Terror")
    assert [i.data() for i in _rows(model, temple)] == ["drowned-temple", "ember-crown", "first-landing"]
    assert [i.data() for i in _rows(model, _group(window, "Island Clash"))] == ["lagoon-crossing", "three-reefs"]
    first = _rows(model, temple)[0]
    assert first.data(BUNDLED_ROLE) is True and "read-only" in first.data(Qt.ItemDataRole.ToolTipRole)
    tree = window.library.dock.tree
    assert all(tree.isExpanded(i) for i in [bundled_root, *games, temple, _group(window, "Island Clash")])
    assert not tree.isExpanded(_group(window, "Isles of Terror", "Factions"))  # a reference: cards stay folded
    qtmodeltester.check(window.library.model)


def test_a_bundled_adventure_opens_read_only_in_the_same_window(first_start, qtbot):
    window = first_start
    model = window.library.filter
    temple = _rows(model, _group(window, "Isles of Terror"))[0]
    window.library.dock.tree.activated.emit(temple)  # double-click / Enter on the row
    assert application._windows == [window]  # no second main window
    document = window.session.current_document()
    assert document.path == BUNDLED / "drowned-temple.yaml" and document.read_only
    qtbot.waitUntil(window.bundled_banner.isVisible)
    window.open_path(BUNDLED / "island-clash" / "lagoon-crossing.yaml")  # Open Recent, the command line...
    assert application._windows == [window]
    assert window.session.current_document().path == BUNDLED / "island-clash" / "lagoon-crossing.yaml"


def test_file_open_offers_the_bundled_library_and_opens_its_file_here(first_start):
    window = first_start
    window.prompter.answer("open_file", BUNDLED / "ember-crown.yaml")
    window.menus.open.trigger()
    (asked,) = window.prompter.questions("open_file")
    assert asked == (window.workspace.root, window.workspace.root, BUNDLED)  # starts in the designer's folder
    assert application._windows == [window]
    assert window.session.current_document().path == BUNDLED / "ember-crown.yaml"


def test_a_bundled_row_can_be_duplicated_but_not_renamed_or_deleted(first_start):
    window = first_start
    temple = _rows(window.library.filter, _group(window, "Isles of Terror"))[0]
    window.library.dock.tree.setCurrentIndex(temple)
    window.library.update_actions()
    assert window.library.duplicate.isEnabled()
    assert not window.library.rename.isEnabled() and not window.library.delete.isEnabled()


def test_a_rescan_of_the_designers_folder_keeps_the_bundled_rows(first_start):
    window = first_start
    (window.workspace.root / "my-isle.yaml").write_text((BUNDLED / "first-landing.yaml").read_text(encoding="utf-8")
                                                        .replace("id: first-landing", "id: my-isle"),
                                                        encoding="utf-8")
    changes = window.library.rescan_changes()
    assert changes == {(window.workspace.root / "my-isle.yaml").resolve(): True}
    model = window.library.filter
    assert [i.data() for i in _rows(model)] == ["Adventures", "Bundled library (read-only)"]
    assert [i.data() for i in _rows(model, _rows(model)[0])] == ["my-isle"]
    assert len(_rows(model, _group(window, "Isles of Terror"))) == 3

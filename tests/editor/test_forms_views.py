"""Isles of Terror's form views: every bundled file opens in them, and pointers select their fields."""

from __future__ import annotations

import pytest

from editor import rulesets as editor_rulesets
from editor.app.document_page import views_of
from editor.documents.document import Document
from editor.documents.workspace import Workspace
from engine.content import paths
from engine.content.library import CONTENT_SUFFIXES
from engine.rulesets.isles_of_terror.content_kinds import KINDS


def views_for(kind: str) -> list:
    """Isles of Terror's views of a kind (its editor parts' literal table)."""
    return editor_rulesets.get("isles-of-terror").views(kind)


LIBRARY = paths.library_dir()
BUNDLED = sorted(p for p in LIBRARY.rglob("*") if p.suffix in CONTENT_SUFFIXES)
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture(scope="module")
def workspace(qapp):
    space = Workspace(LIBRARY)
    yield space
    space.shutdown()


def test_every_kind_has_a_form_view():
    for kind in KINDS:
        titles = [title for title, _ in views_for(kind)]
        assert titles, kind
    assert [t for t, _ in views_for("adventure") if t != "Map"] == ["Adventure", "Story", "Setup", "Progress",
                                                                    "Victory", "Rules"]


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.relative_to(LIBRARY).as_posix())
def test_every_bundled_file_opens_in_its_views(path, workspace, qtbot):
    document = Document.open(path)
    for title, factory in views_of(document):  # its ruleset's views (Island Clash's schema forms for its files)
        if title in ("Map", "YAML"):
            continue  # the map designer's own view and the text, tested with them
        view = factory(document, workspace)
        qtbot.addWidget(view)
        assert hasattr(view, "select_pointer") and hasattr(view, "pointer_selected"), title
        view.select_pointer("/title")
    assert document.undo_stack.count() == 0  # opening writes nothing
    assert document.text() == path.read_text(encoding="utf-8")


def test_select_pointer_goes_to_the_view_that_owns_the_pointer(workspace, qtbot):
    document = Document.open(LIBRARY / "drowned-temple.yaml")
    views = {}
    for title, factory in views_for("adventure"):
        if title != "Map":
            views[title] = factory(document, workspace)
            qtbot.addWidget(views[title])
    expected = {
        "/author": "Adventure", "/players/max": "Adventure", "/story/objectives": "Story",
        "/setup/terrain_bag/2": "Setup", "/progress_tasks/2/trigger/where/adventure_area": "Progress",
        "/mission_bar/victory_fields/1": "Progress", "/victory/cooperative/1/conditions/0/flag/flag": "Victory",
        "/rules/4/effects/0/summon_terror/terror": "Rules", "/map/areas/2/rules/0/effects/0": "Rules",
    }
    for pointer, owner in expected.items():
        claimed = [title for title, view in views.items() if view.select_pointer(pointer)]
        assert claimed == [owner], pointer
        focused = views[owner].ctx.focused.pointer  # the field itself, the list holding it, or the first inside it
        assert pointer == focused or pointer.startswith(focused + "/") or focused.startswith(pointer + "/"), pointer
    assert views["Rules"].editor.pointer == "/map/areas/2/rules"
    assert views["Victory"].ctx.focused.pointer == "/victory/cooperative/1/conditions/0/flag/flag"


def test_pointer_selected_follows_the_focus(workspace, qtbot):
    document = Document.open(LIBRARY / "drowned-temple.yaml")
    view = dict(views_for("adventure"))["Story"](document, workspace)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    with qtbot.waitActive(view):  # a field of an inactive window has no focus to follow
        view.activateWindow()
    with qtbot.waitSignal(view.pointer_selected, check_params_cb=lambda p: p == "/story/epilogue", timeout=3000):
        view.fields["epilogue"].editor.setFocus()


def test_views_open_on_a_file_with_wrong_types_and_can_repair_it(workspace, qtbot):
    from editor.documents import tree
    document = Document.open(LIBRARY / "drowned-temple.yaml")
    for pointer, value in {"/story": ["a", 1], "/players": "many", "/setup/event_deck": 5, "/rules/0/effects": "oops",
                           "/progress_tasks/1": 7, "/map/areas/0/rules": {}, "/victory/solo": {"x": 1},
                           "/setup/player_materials": [1, 2]}.items():
        tree.set_value(document.tree, pointer, value)
    document.notify("")
    views = {}
    for title, factory in views_for("adventure"):
        if title != "Map":
            views[title] = factory(document, workspace)
            qtbot.addWidget(views[title])
    views["Story"].fields["epilogue"].editor.setPlainText("The end.")
    assert document.value("/story") == {"epilogue": "The end."}  # the list in its place is replaced
    views["Adventure"].players_max.editor.setValue(3)
    assert document.value("/players") == {"max": 3}
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.value("/story") == ["a", 1] and document.value("/players") == "many"

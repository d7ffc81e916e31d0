"""Island Clash's adventures and card stacks open on forms built from `schemas/island-clash/` alone."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox

from editor.app.document_page import DocumentPage
from editor.documents.document import Document
from editor.documents.workspace import Workspace
from editor.forms.form import ListSection
from editor.forms.reference import RefField
from editor.forms.schema_form import IntSetField, LinesField, SchemaForm
from engine.content import paths

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
FOLDER = paths.library_dir() / "island-clash"


def opened(tmp_path, qtbot, workspace, name: str, tab: str) -> tuple[Document, SchemaForm, DocumentPage]:
    for file in ("lagoon-crossing.yaml", "clash-cards.yaml"):
        shutil.copy(FOLDER / file, tmp_path / file)
    document = Document.open(tmp_path / name)
    page = DocumentPage(document, workspace)
    qtbot.addWidget(page)
    form = page.view(tab)
    assert isinstance(form, SchemaForm)
    page.setCurrentWidget(form)
    page.resize(900, 1200)
    page.show()
    return document, form, page  # the caller holds the page (qtbot only holds it weakly)


def leaves(value, pointer: str = ""):
    """Every scalar's pointer in plain data."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from leaves(inner, f"{pointer}/{key}")
    elif isinstance(value, list) and value and isinstance(value[0], (dict, list)):
        for index, inner in enumerate(value):
            yield from leaves(inner, f"{pointer}/{index}")
    else:
        yield pointer


def test_the_tabs_of_island_clash_files_are_its_board_and_its_schema_forms(tmp_path, qtbot, workspace):
    document, form, page = opened(tmp_path, qtbot, workspace, "lagoon-crossing.yaml", "Adventure")
    assert [page.tabText(i) for i in range(page.count())] == ["Board", "Adventure", "YAML"]
    cards = DocumentPage(Document.open(tmp_path / "clash-cards.yaml"), workspace)
    qtbot.addWidget(cards)
    assert [cards.tabText(i) for i in range(cards.count())] == ["Cards", "YAML"]


@pytest.mark.parametrize(("name", "tab"), [("lagoon-crossing.yaml", "Adventure"), ("clash-cards.yaml", "Cards")])
def test_every_value_of_the_file_has_a_field_titled_and_explained_by_the_schema(tmp_path, qtbot, workspace, name, tab):
    document, form, _page = opened(tmp_path, qtbot, workspace, name, tab)
    pointers = {field.pointer for field in form.ctx.fields()}
    covered = pointers | {p.rsplit("/", 1)[0] for p in pointers if p.endswith(("/0", "/1"))}  # [column, row] pairs
    missing = [p for p in leaves(document.value("")) if p not in covered and p not in ("/kind", "/ruleset")]
    assert missing == []
    if tab == "Adventure":
        tie = form.ctx.field_for("/rules/battle_tie")
        assert tie.label_text == "Battle tie" and "the defender" in tie.base_tip
        assert [tie.editor.itemText(i) for i in range(tie.editor.count())] == ["— (default: Defender)", "Defender", "Attacker"]
        assert isinstance(form.ctx.field_for("/players"), IntSetField)
        assert isinstance(form.ctx.field_for("/board/map"), LinesField)
        assert form.ctx.field_for("/seats/0/start/0").label_text == "Column"
        assert form.ctx.field_for("/setup/hand_limit").editor.maximum() == 12  # the schema's bound
    else:
        assert form.ctx.field_for("/resource/0/value").editor.minimum() == 4


def test_typing_a_title_is_one_undo_step(tmp_path, qtbot, workspace):
    document, form, _page = opened(tmp_path, qtbot, workspace, "lagoon-crossing.yaml", "Adventure")
    title = form.ctx.field_for("/title")
    qtbot.mouseClick(title.editor, Qt.MouseButton.LeftButton)
    title.editor.selectAll()
    qtbot.keyClicks(title.editor, "Reef Run")
    assert document.value("/title") == "Reef Run"
    document.undo_stack.undo()
    assert document.value("/title") == "Lagoon Crossing" and title.editor.text() == "Lagoon Crossing"


def test_ticking_a_player_count_and_stepping_a_start_column_write_the_document(tmp_path, qtbot, workspace):
    document, form, _page = opened(tmp_path, qtbot, workspace, "lagoon-crossing.yaml", "Adventure")
    players = form.ctx.field_for("/players")
    three = next(b for b in players.findChildren(QCheckBox) if b.text() == "3")
    qtbot.mouseClick(three, Qt.MouseButton.LeftButton, pos=three.rect().center())
    assert document.value("/players") == [2, 3, 4]
    document.undo_stack.undo()
    assert document.value("/players") == [2, 4] and not three.isChecked()
    column = form.ctx.field_for("/seats/1/start/0")
    column.editor.setFocus()
    qtbot.keyClick(column.editor, Qt.Key.Key_Down)
    assert document.value("/seats/1/start") == [4, 5]
    document.undo_stack.undo()
    assert document.value("/seats/1/start") == [5, 5] and column.editor.value() == 5


def test_the_card_stacks_are_picked_among_the_library_s_card_stacks(tmp_path, qtbot, workspace):
    document, form, _page = opened(tmp_path, qtbot, workspace, "lagoon-crossing.yaml", "Adventure")
    cards = form.ctx.field_for("/cards")
    assert isinstance(cards, RefField)
    ids = [cards.model.item(r, 0).text() for r in range(cards.model.rowCount())]
    assert ids == ["clash-cards"] and cards.note.text() == "Island Clash cards"
    cards.combo.setEditText("no-such-cards")
    assert document.value("/cards") == "no-such-cards" and cards.note.text() == "unknown id"


def test_a_card_is_added_with_valid_values_and_removed_by_undo(tmp_path, qtbot, workspace):
    document, form, _page = opened(tmp_path, qtbot, workspace, "clash-cards.yaml", "Cards")
    resource = next(s for s in form.findChildren(ListSection) if s.pointer == "/resource")
    qtbot.mouseClick(resource.add_button, Qt.MouseButton.LeftButton)
    assert document.value("/resource/9") == {"icon": "arrow", "value": 4, "count": 1}
    assert len(resource.frames) == 10
    document.undo_stack.undo()
    assert len(document.value("/resource")) == 9 and len(resource.frames) == 9


def test_a_problem_shows_on_its_field_while_editing(tmp_path, qtbot, monkeypatch):
    root = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), root)
    monkeypatch.chdir(tmp_path)
    space = Workspace(root)
    try:
        qtbot.waitUntil(lambda: space.ready, timeout=10000)
        document = space.open(root / "island-clash" / "lagoon-crossing.yaml")
        form = SchemaForm(document, space)
        qtbot.addWidget(form)
        moves = form.ctx.field_for("/rules/moves")
        version = form.ctx.field_for("/version")
        assert version.problems == []
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            version.editor.setText("one")
        qtbot.waitUntil(lambda: version.problems != [], timeout=5000)
        assert version.problem_level() == "error" and moves.problems == []
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            document.undo_stack.undo()
        qtbot.waitUntil(lambda: version.problems == [], timeout=5000)
    finally:
        space.shutdown()


def test_a_hostile_file_opens_on_its_form_without_a_traceback(tmp_path, qtbot, workspace):
    target = tmp_path / "broken.yaml"
    target.write_text("kind: adventure\nruleset: island-clash\nid: broken\ntitle: [1]\nplayers: 'a'\nmodes: 7\n"
                      "cards: 3\nboard: 'x'\nseats: [5, {colour: pink, start: 'S'}, {start: [1]}]\nsetup: []\n"
                      "rules: {moves: 'many'}\n", encoding="utf-8")
    document = Document.open(target)
    form = SchemaForm(document, workspace)
    qtbot.addWidget(form)
    assert form.ctx.field_for("/seats/1/start/0") is not None and form.ctx.field_for("/rules/moves") is not None
    assert document.undo_stack.count() == 0  # opening writes nothing

"""Form fields: each edit changes exactly its value, is one undo step, and follows the document."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from editor.documents.document import Document
from editor.documents.workspace import Workspace
from editor.forms.adventure import AdventureView, StoryView
from editor.forms.context import FormContext, plain
from editor.forms.fields import EnumField, IntField, TextField
from editor.forms.form import make_field
from editor.forms.lists import EnumSetField, IdListField, SymbolsField
from editor.forms.reference import RefField
from engine.content import paths

LIBRARY = paths.library_dir()
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def view(adventure, workspace, qtbot) -> AdventureView:
    widget = AdventureView(adventure, workspace)
    qtbot.addWidget(widget)
    return widget


def steps(document: Document) -> int:
    return document.undo_stack.count()


def test_labels_and_tooltips_come_from_the_schema(view: AdventureView):
    assert view.title.label_text == "Title"
    assert "adventure's title" in view.title.editor.toolTip()
    assert view.author.make_label().text() == "Author"
    assert view.years.editor.minimum() == 1 and view.years.editor.maximum() == 10


def test_typing_in_a_text_field_is_one_undo_step(view: AdventureView, adventure: Document):
    line = view.title.editor
    for text in ("T", "Th", "The", "The Sunken Temple"):
        line.setText(text)
    line.editingFinished.emit()
    assert adventure.value("/title") == "The Sunken Temple"
    assert steps(adventure) == 1
    adventure.undo_stack.undo()
    assert adventure.value("/title") == "The Drowned Temple"
    assert line.text() == "The Drowned Temple"  # the field follows the undo
    assert steps(adventure) == 1 and adventure.undo_stack.index() == 0  # and pushed nothing


def test_ctrl_z_in_a_text_box_is_left_to_the_document_undo(view: AdventureView):
    for editor in (view.title.editor, view.summary.editor, view.years.editor):
        event = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        QApplication.sendEvent(editor, event)
        assert not event.isAccepted()  # so the window's Undo action gets the shortcut
    assert not view.summary.editor.isUndoRedoEnabled()


def test_a_new_typing_session_is_a_new_step(view: AdventureView, adventure: Document):
    view.author.editor.setText("Ann")
    view.author.editor.editingFinished.emit()
    view.author.editor.setText("Ann Lee")
    view.author.editor.editingFinished.emit()
    assert steps(adventure) == 2


def test_typing_with_key_clicks_merges(view: AdventureView, adventure: Document, qtbot):
    view.version.editor.clear()
    qtbot.keyClicks(view.version.editor, "2.0.1")
    assert adventure.value("/version") == "2.0.1"
    assert steps(adventure) == 1


def test_an_optional_text_cleared_is_removed_and_undo_restores_it(view: AdventureView, adventure: Document):
    view.summary.editor.setPlainText("")
    assert adventure.value("/summary", "gone") == "gone"
    adventure.undo_stack.undo()
    assert adventure.value("/summary").startswith("The standard adventure.")
    assert view.summary.editor.toPlainText().startswith("The standard adventure.")


def test_spin_boxes_edit_integers(view: AdventureView, adventure: Document):
    view.players_max.editor.setValue(5)
    view.years.editor.setValue(3)
    assert adventure.value("/players/max") == 5 and adventure.value("/years") == 3
    assert steps(adventure) == 2
    adventure.undo_stack.undo()
    adventure.undo_stack.undo()
    assert adventure.value("/players") == {"min": 2, "max": 4}
    assert view.players_max.editor.value() == 4


def test_an_optional_number_can_be_unset(view: AdventureView, adventure: Document):
    spin = view.first_year.editor
    assert spin.specialValueText() == "—"
    spin.setValue(spin.minimum())
    assert adventure.value("/first_year", None) is None
    adventure.undo_stack.undo()
    assert adventure.value("/first_year") == 1759 and spin.value() == 1759


def test_an_enum_combo_offers_the_schema_values_with_tooltips(view: AdventureView, adventure: Document):
    combo = view.board_side.editor
    values = [combo.itemData(i) for i in range(combo.count())]
    assert values == [None, "front", "back"]  # optional: the first item leaves the key out
    combo.setCurrentIndex(values.index("back"))
    assert adventure.value("/board_side") == "back"
    adventure.undo_stack.undo()
    assert combo.currentData() == "front"


def test_modes_are_checkboxes(view: AdventureView, adventure: Document):
    view.modes.set_checked("solo", False)
    assert adventure.value("/modes") == ["competitive", "cooperative"]
    adventure.undo_stack.undo()
    assert adventure.value("/modes") == ["competitive", "cooperative", "solo"]
    assert all(box.isChecked() for box in view.modes.boxes)


def test_fields_refresh_when_the_document_changes_underneath(view: AdventureView, adventure: Document):
    adventure.set_value("/title", "Changed Elsewhere")
    adventure.set_value("/players/min", 3)
    assert view.title.editor.text() == "Changed Elsewhere"
    assert view.players_min.editor.value() == 3
    assert steps(adventure) == 2  # the refresh wrote nothing back


def test_factions_list_adds_and_removes_ids(view: AdventureView, adventure: Document, qtmodeltester):
    factions = view.factions
    qtmodeltester.check(factions.model)
    factions.add("yoruba")
    factions.add("red-coats")
    assert adventure.value("/factions") == ["yoruba", "red-coats"]
    factions.select_value("yoruba")
    factions.move_selected(1)
    assert adventure.value("/factions") == ["red-coats", "yoruba"]
    factions.add("yoruba")  # a set: no second copy
    assert adventure.value("/factions") == ["red-coats", "yoruba"]
    factions.remove_value("red-coats")
    factions.remove_value("yoruba")
    assert adventure.value("/factions", None) is None
    assert steps(adventure) == 5
    for _ in range(5):
        adventure.undo_stack.undo()
    assert adventure.value("/factions", None) is None
    qtmodeltester.check(factions.model)


def test_story_texts_are_multi_line(adventure: Document, workspace, qtbot):
    story = StoryView(adventure, workspace)
    qtbot.addWidget(story)
    editor = story.fields["epilogue"].editor
    editor.setPlainText("The end.\n\nOr is it?")
    editor.setPlainText("The end.\n\nOr is it? It is.")
    assert adventure.value("/story/epilogue") == "The end.\n\nOr is it? It is."
    assert steps(adventure) == 1
    adventure.undo_stack.undo()
    assert editor.toPlainText().startswith("On the last ebb")


def test_make_field_picks_the_widget_the_schema_asks_for(adventure: Document, workspace, qtbot):
    ctx = FormContext(adventure, workspace)
    kinds = {
        "/title": TextField, "/years": IntField, "/board_side": EnumField, "/modes": EnumSetField,
        "/map/areas/0/tile/resources": SymbolsField,
    }
    for pointer, kind in kinds.items():
        field = make_field(ctx, pointer)
        qtbot.addWidget(field)
        assert type(field) is kind, pointer
    boss = make_field(ctx, "/setup/boss", source="card:boss-cards")
    qtbot.addWidget(boss)
    assert isinstance(boss, RefField) and boss.known
    deck = make_field(ctx, "/setup/event_deck", source="card:event-cards")
    qtbot.addWidget(deck)
    assert isinstance(deck, IdListField)


def test_resource_symbols_edit_as_counts(adventure: Document, workspace, qtbot):
    ctx = FormContext(adventure, workspace)
    field = SymbolsField(ctx, "/map/areas/0/tile/resources")
    qtbot.addWidget(field)
    assert [field.spins[s].value() for s in ("gold", "ration", "choice")] == [2, 0, 1]
    field.spins["ration"].setValue(1)
    assert plain(adventure.value("/map/areas/0/tile/resources")) == ["gold", "gold", "ration", "choice"]
    adventure.undo_stack.undo()
    assert plain(adventure.value("/map/areas/0/tile/resources")) == ["gold", "gold", "choice"]
    assert field.spins["ration"].value() == 0


def test_a_reference_field_marks_unknown_ids(adventure: Document, workspace, qtbot):
    ctx = FormContext(adventure, workspace)
    boss = RefField(ctx, "/setup/boss", "card:boss-cards")
    qtbot.addWidget(boss)
    assert boss.note.text() == "The Drowned Priest"
    boss.combo.setEditText("drowned-preist")
    assert adventure.value("/setup/boss") == "drowned-preist"
    assert not boss.known and boss.note.text() == "unknown id"
    ids = [boss.model.item(r, 0).text() for r in range(boss.model.rowCount())]
    assert "drowned-priest" in ids and ids == sorted(ids)


def test_a_field_with_a_problem_gets_a_frame_and_the_message(tmp_path: Path, qtbot, monkeypatch):
    root = tmp_path / "lib"
    shutil.copytree(LIBRARY, root)
    monkeypatch.chdir(tmp_path)
    space = Workspace(root)
    try:
        qtbot.waitUntil(lambda: space.ready, timeout=10000)
        document = space.open(root / "drowned-temple.yaml")
        view = AdventureView(document, space)
        qtbot.addWidget(view)
        assert view.version.problems == []
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            view.version.editor.setText("one")
        qtbot.waitUntil(lambda: view.version.problems != [], timeout=5000)
        assert view.version.problem_level() == "error"
        assert "#d32f2f" in view.version.styleSheet()
        assert "MAJOR.MINOR.PATCH" in view.version.editor.toolTip()
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            document.undo_stack.undo()
        qtbot.waitUntil(lambda: view.version.problems == [], timeout=5000)
        assert "transparent" in view.version.styleSheet()
    finally:
        space.shutdown()


def test_editing_a_story_paragraph_changes_only_its_lines(adventure: Document, workspace, qtbot):
    story = StoryView(adventure, workspace)
    qtbot.addWidget(story)
    before = adventure.text().splitlines()
    editor = story.fields["background"].editor
    editor.setPlainText(editor.toPlainText().replace("Ships' charts bought", "Sea charts bought"))
    after = adventure.text().splitlines()
    changed = [i for i, (a, b) in enumerate(zip(before, after, strict=False)) if a != b]
    assert len(before) == len(after) and len(changed) == 2  # the folded block keeps its wrapping elsewhere
    assert "Sea charts bought" in after[changed[0]]
    adventure.undo_stack.undo()
    assert adventure.text().splitlines() == before


def test_typing_under_a_missing_mapping_creates_it_in_one_step(view: AdventureView, adventure: Document):
    adventure.remove("/players")
    assert view.players_min.editor.value() == view.players_min.editor.minimum()
    for value in (2, 3, 4):
        view.players_min.editor.setValue(value)  # one typing session: the first creates `players`
    assert plain(adventure.value("/players")) == {"min": 4}
    assert adventure.undo_stack.count() == 2
    adventure.undo_stack.undo()
    assert adventure.value("/players", None) is None

"""The rule editor: building rules from the vocabulary, every term's form, and the list operations."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from editor.documents.document import Document
from editor.documents.workspace import Workspace
from editor.forms import schema_info
from editor.forms.adventure import RulesView
from editor.forms.context import plain
from editor.forms.rules import RuleListEditor
from engine.content import paths
from engine.content.schemas import validator

LIBRARY = paths.library_dir()
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def rules(adventure, workspace, qtbot) -> RuleListEditor:
    widget = RuleListEditor(adventure, workspace, "/rules")
    qtbot.addWidget(widget)
    return widget


def schema_errors(document: Document) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
            for e in validator(document.kind).iter_errors(document.parsed().data)]


def combo_index(combo, value) -> int:
    return next(i for i in range(combo.count()) if combo.itemData(i) == value)


def test_build_a_rule_from_scratch(rules: RuleListEditor, adventure: Document):
    original = plain(adventure.value("/rules"))
    rules.select_rule(len(original) - 1)
    rules.add_rule()
    index = len(original)
    assert rules.list.currentRow() == index and rules.editor.pointer == f"/rules/{index}"
    editor = rules.editor
    assert not editor.simulated  # only text so far

    for text in ("R", "Re", "Relic Tithe"):
        editor.title.editor.setText(text)
    editor.title.editor.editingFinished.emit()
    editor.id.editor.setText("relic-tithe")
    editor.id.editor.editingFinished.emit()
    editor.text.editor.setPlainText("When you conquer a ruin in summer or autumn, gain 2 gold and a ration.")
    event = editor.trigger.event.editor
    event.setCurrentIndex(combo_index(event, "conquer"))
    editor.trigger.where.add("tag")
    editor.trigger.where.fields["tag"].combo.setEditText("ruin")

    editor.conditions.add_term("season")
    season = editor.conditions.rows[0].fields["season"]
    season.set_checked("spring", False)
    season.set_checked("summer", True)
    season.set_checked("autumn", True)
    editor.conditions.add_term("progress_position")
    position = editor.conditions.rows[1].fields
    position["min"].editor.setValue(2)

    editor.effects.add_term("gain")
    gain = editor.effects.rows[0].fields
    gain["gold"].editor.setValue(2)
    gain["rations"].editor.setValue(1)
    editor.effects.add_term("advance_progress")
    advance = editor.effects.rows[1].fields
    advance["task"].combo.setEditText("harbour-camps")
    advance["steps"].editor.setValue(2)

    editor.applies_to.editor.setCurrentIndex(combo_index(editor.applies_to.editor, "each_player"))
    editor.limit.editor.setCurrentIndex(combo_index(editor.limit.editor, "once_per_turn"))
    editor.optional.editor.setChecked(True)

    assert plain(adventure.value(f"/rules/{index}")) == {
        "id": "relic-tithe",
        "title": "Relic Tithe",
        "text": "When you conquer a ruin in summer or autumn, gain 2 gold and a ration.",
        "trigger": {"event": "conquer", "where": {"tag": "ruin"}},
        "conditions": [{"season": ["summer", "autumn"]}, {"progress_position": {"task": "relics", "min": 2}}],
        "effects": [{"gain": {"gold": 2, "rations": 1}}, {"advance_progress": {"task": "harbour-camps", "steps": 2}}],
        "applies_to": "each_player",
        "limit": "once_per_turn",
        "optional": True,
    }
    assert editor.simulated
    assert schema_errors(adventure) == []
    assert rules.list.item(index).data(0x0100)[0] == "Relic Tithe"  # the list follows

    # every edit was one undo step: undoing them all restores the list exactly
    while adventure.undo_stack.canUndo():
        adventure.undo_stack.undo()
    assert plain(adventure.value("/rules")) == original


def test_each_edit_of_a_rule_is_one_step(rules: RuleListEditor, adventure: Document):
    editor = rules.editor  # The Rising Tide
    start = adventure.undo_stack.count()
    editor.effects.add_term("victory_points")
    editor.effects.rows[-1].fields["victory_points"].editor.setValue(3)
    editor.conditions.remove(0)
    editor.effects.move(1, -1)
    assert adventure.undo_stack.count() - start == 4
    assert plain(adventure.value("/rules/0/effects")) == [{"victory_points": 3}, {"remove_figures": {"characters": 1, "where": {"tag": "tidal"}}}]
    assert "conditions" not in adventure.value("/rules/0")  # the last condition removed removes the list
    for _ in range(4):
        adventure.undo_stack.undo()
    assert plain(adventure.value("/rules/0/conditions")) == [{"controls_area": {"tag": "tidal"}}]


def test_a_text_only_rule_shows_the_not_simulated_badge(rules: RuleListEditor, adventure: Document):
    rules.add_rule()
    editor = rules.editor
    assert editor.badge.isVisibleTo(rules) and not editor.simulated
    assert rules.list.currentItem().data(0x0100)[2] is False
    rule = plain(adventure.value(editor.pointer))
    assert set(rule) <= {"id", "title", "text"} and rule["text"]
    assert schema_errors(adventure) == []  # a rule with only text is valid
    event = editor.trigger.event.editor
    event.setCurrentIndex(combo_index(event, "season_end"))
    editor.effects.add_term("gain")
    assert editor.simulated and not editor.badge.isVisibleTo(rules)
    event.setCurrentIndex(0)  # none: back to text only
    assert "trigger" not in adventure.value(editor.pointer)
    assert not editor.simulated


def test_changing_the_trigger_event_and_area_filter(rules: RuleListEditor, adventure: Document):
    rules.select_rule(1)  # Smugglers' Welcome: negotiate where tag shore
    trigger = rules.editor.trigger
    assert trigger.event.editor.currentData() == "negotiate"
    assert trigger.where.fields["tag"].combo.currentText() == "shore"
    assert not trigger.task.isVisibleTo(rules)
    trigger.where.add("colour")
    trigger.where.fields["colour"].editor.setCurrentIndex(combo_index(trigger.where.fields["colour"].editor, "yellow"))
    assert plain(adventure.value("/rules/1/trigger/where")) == {"tag": "shore", "colour": "yellow"}
    trigger.where.remove("colour")
    trigger.where.remove("tag")
    assert "where" not in adventure.value("/rules/1/trigger")  # the emptied filter goes too
    trigger.event.editor.setCurrentIndex(combo_index(trigger.event.editor, "progress"))
    assert trigger.task.isVisibleTo(rules)
    trigger.task.combo.setEditText("relics")
    assert plain(adventure.value("/rules/1/trigger")) == {"event": "progress", "task": "relics"}


@pytest.mark.parametrize("family", ["condition", "effect"])
def test_every_term_of_the_schema_has_a_working_form(rules: RuleListEditor, adventure: Document, family: str):
    names = [name for name, _ in schema_info.terms(family)]
    assert len(names) == {"condition": 13, "effect": 25}[family]
    rules.select_rule(2)  # The Drowned Bells: season_start, two conditions, one effect
    editor = rules.editor
    terms = editor.conditions if family == "condition" else editor.effects
    for name in names:
        before = terms.count()
        terms.add_term(name)
        assert terms.count() == before + 1
        row = terms.rows[-1]
        assert row.name == name and row.params is not None
        assert schema_errors(adventure) == [], name
        value = plain(adventure.value(f"{terms.pointer}/{before}"))
        assert list(value) == [name]
        for field in row.fields.values():  # every parameter field shows the stored value
            field.refresh()
        adventure.undo_stack.undo()
        assert terms.count() == before


def test_term_parameter_forms_are_generated_from_the_schema(rules: RuleListEditor, adventure: Document):
    editor = rules.editor
    editor.effects.add_term("modify_combat_dice")
    fields = editor.effects.rows[-1].fields
    assert set(fields) == {"side", "d6", "d8"}
    assert (fields["d6"].low, fields["d6"].editor.maximum()) == (-6, 6)
    assert fields["d8"].editor.specialValueText() == "—"  # optional: one below the minimum leaves it out
    assert fields["d8"].editor.minimum() == -4
    side = fields["side"].editor
    assert [side.itemData(i) for i in range(side.count())] == [None, "own", "enemy", "attacker", "defender"]
    editor.effects.add_term("summon_terror")
    terror = editor.effects.rows[-1].fields["terror"]
    assert terror.combo.currentText() == "the-burners" and terror.known
    editor.effects.add_term("set_flag")
    flag = editor.effects.rows[-1].fields["set_flag"]
    flag.combo.setEditText("bells-silenced")
    assert plain(adventure.value(f"{editor.effects.pointer}/{editor.effects.count() - 1}")) == {"set_flag": "bells-silenced"}
    assert flag.note.text() == ""  # a new flag is not an unknown id


def test_add_duplicate_delete_and_move_rules(rules: RuleListEditor, adventure: Document):
    original = plain(adventure.value("/rules"))
    rules.select_rule(0)
    rules.duplicate_rule()
    assert adventure.value("/rules/1/id") == "rising-tide-copy" and rules.list.currentRow() == 1
    rules.move_rule(1)
    assert adventure.value("/rules/2/id") == "rising-tide-copy" and rules.list.currentRow() == 2
    rules.delete_rule()
    assert plain(adventure.value("/rules")) == original
    assert adventure.undo_stack.count() == 3
    adventure.undo_stack.undo()
    assert adventure.value("/rules/2/id") == "rising-tide-copy"
    assert rules.list.count() == len(original) + 1
    adventure.undo_stack.undo()
    adventure.undo_stack.undo()
    assert plain(adventure.value("/rules")) == original and rules.list.count() == len(original)


def test_copy_and_paste_rules_as_yaml(rules: RuleListEditor, adventure: Document):
    rules.select_rule(2)
    rules.copy_rule()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("- id: drowned-bells")
    rules.select_rule(5)
    assert rules.paste_rules()
    pasted = plain(adventure.value("/rules/6"))
    assert pasted == dict(plain(adventure.value("/rules/2")), id="drowned-bells-copy")
    assert adventure.undo_stack.count() == 1
    QGuiApplication.clipboard().setText("not: [valid")
    assert not rules.paste_rules()
    adventure.undo_stack.undo()
    assert rules.list.count() == 6


def test_rules_of_an_area_without_rules(adventure: Document, workspace, qtbot):
    view = RulesView(adventure, workspace)
    qtbot.addWidget(view)
    assert view.editor.pointer == "/rules"
    view.edit_rules("/map/areas/3/rules")  # Mount Skerry: none yet
    assert view.editor.list.count() == 0 and view.editor.caption.text() == "Rules of Mount Skerry"
    view.editor.add_rule()
    assert len(adventure.value("/map/areas/3/rules")) == 1
    assert view.editor.editor.pointer == "/map/areas/3/rules/0"
    adventure.undo_stack.undo()
    assert "rules" not in adventure.value("/map/areas/3")
    assert view.select_pointer("/map/areas/0/rules/1/effects/0")
    assert view.editor.pointer == "/map/areas/0/rules" and view.editor.list.currentRow() == 1
    assert view.chooser.currentData() == "/map/areas/0/rules"
    assert not view.select_pointer("/setup/boss")


def test_problems_of_a_rule_and_a_term_are_shown(tmp_path: Path, qtbot, monkeypatch):
    root = tmp_path / "lib"
    shutil.copytree(LIBRARY, root)
    monkeypatch.chdir(tmp_path)
    space = Workspace(root)
    try:
        qtbot.waitUntil(lambda: space.ready, timeout=10000)
        document = space.open(root / "drowned-temple.yaml")
        editor = RuleListEditor(document, space, "/rules")
        qtbot.addWidget(editor)
        assert editor.editor.banner.problems == []
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            editor.editor.trigger.event.editor.setCurrentIndex(0)  # effects without a trigger
        qtbot.waitUntil(lambda: editor.editor.banner.problems != [], timeout=5000)
        assert any(d.pointer == "/rules/0" for d in editor.editor.banner.problems)
        assert editor.list.item(0).data(0x0100)[3] == "error"
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            document.undo_stack.undo()
        qtbot.waitUntil(lambda: editor.editor.banner.problems == [], timeout=5000)
        gain = editor.editor.effects
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            document.set_value("/rules/0/effects/0", {"gain": {}, "lose": {"gold": 1}})  # two terms in one entry
        qtbot.waitUntil(lambda: any(row.banner.problems for row in gain.rows), timeout=5000)
        assert gain.rows[0].name is None  # shown as "not one effect"
    finally:
        space.shutdown()


def test_a_misspelt_key_in_a_rule_is_fixed_from_its_banner_with_the_keyboard(tmp_path: Path, qtbot, monkeypatch):
    root = tmp_path / "lib"
    shutil.copytree(LIBRARY, root)
    monkeypatch.chdir(tmp_path)
    path = root / "drowned-temple.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("\nrules:\n")
    misspelt = text[:start] + text[start:].replace("    text: ", "    txet: ", 1)
    path.write_text(misspelt, encoding="utf-8")
    space = Workspace(root)
    try:
        qtbot.waitUntil(lambda: space.ready, timeout=10000)
        document = space.open(path)
        editor = RuleListEditor(document, space, "/rules")
        qtbot.addWidget(editor)
        editor.show()
        qtbot.waitExposed(editor)
        banner = editor.editor.banner
        qtbot.waitUntil(lambda: bool(banner.fixes), timeout=5000)
        assert [fix.label for fix in banner.fixes] == ["Rename field 'txet' to 'text'"]
        assert "Fix: Rename field &#x27;txet&#x27; to &#x27;text&#x27;</a>" in banner.text()
        editor.activateWindow()
        banner.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.keyClick(banner, Qt.Key.Key_Tab)  # Tab moves the keyboard focus to the fix link, Enter follows it
        qtbot.keyClick(banner, Qt.Key.Key_Return)
        assert document.text() == text
        assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Rename field 'txet' to 'text'"
        document.undo_stack.undo()
        assert document.text() == misspelt
    finally:
        space.shutdown()

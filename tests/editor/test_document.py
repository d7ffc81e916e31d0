"""Documents: every edit one undo step, formatting kept, atomic saves, outside changes noticed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.documents.document import Document, DocumentError
from engine.content import paths

LIBRARY = paths.library_dir()


@pytest.fixture
def adventure(tmp_path: Path, qtbot) -> Document:
    target = tmp_path / "drowned-temple.yaml"
    shutil.copy(LIBRARY / "drowned-temple.yaml", target)
    return Document.open(target)


def test_opening_and_saving_an_untouched_file_changes_nothing(adventure: Document):
    before = adventure.path.read_bytes()
    assert not adventure.modified
    adventure.save()
    assert adventure.path.read_bytes() == before


def test_one_edit_changes_one_line_and_undo_restores_the_bytes(adventure: Document):
    original = adventure.text()
    adventure.set_value("/title", "The Sunken Temple")
    changed = [i for i, (a, b) in enumerate(zip(original.splitlines(), adventure.text().splitlines(), strict=False)) if a != b]
    assert len(changed) == 1 and adventure.text().splitlines()[changed[0]] == "title: The Sunken Temple"
    assert adventure.modified
    adventure.undo_stack.undo()
    assert adventure.text() == original
    assert not adventure.modified


def test_a_map_row_keeps_its_double_quotes(adventure: Document):
    row = adventure.value("/map/rows/3")
    adventure.set_value("/map/rows/3", row.replace("g", "y", 1))
    line = adventure.text().splitlines()[adventure.line_of("/map/rows/3") - 1]
    assert line.strip().startswith('- "') and line.rstrip().endswith('"')


def test_typing_merges_into_one_undo_step(adventure: Document):
    for text in ["T", "Th", "The", "The Isle"]:
        adventure.set_value("/title", text, merge_key="title-field")
    assert adventure.undo_stack.count() == 1
    adventure.undo_stack.undo()
    assert adventure.value("/title") == "The Drowned Temple"


def test_a_stroke_of_many_rows_is_one_step(adventure: Document):
    rows = list(adventure.value("/map/rows"))
    adventure.set_values({"/map/rows/1": rows[1].replace("s", "g", 1)}, "Paint", merge_key=("stroke", 1))
    adventure.set_values({"/map/rows/2": rows[2].replace("s", "g", 1)}, "Paint", merge_key=("stroke", 1))
    assert adventure.undo_stack.count() == 1
    adventure.undo_stack.undo()
    assert list(adventure.value("/map/rows")) == rows


def test_insert_remove_and_move_undo_exactly(adventure: Document):
    original = adventure.text()
    adventure.append("/map/areas", {"at": [0, 0], "name": "Test"})
    adventure.remove("/map/areas/0")
    adventure.move("/rules", 0, 1)
    assert adventure.undo_stack.count() == 3
    for _ in range(3):
        adventure.undo_stack.undo()
    assert adventure.text() == original


def test_a_macro_is_one_step(adventure: Document):
    with adventure.macro("Rename"):
        adventure.set_value("/title", "A")
        adventure.set_value("/summary", "B")
    assert adventure.undo_stack.count() == 1


def test_changed_reports_the_pointers(adventure: Document, qtbot):
    with qtbot.waitSignal(adventure.changed) as signal:
        adventure.set_value("/years", 3)
    assert signal.args == [["/years"]]


def test_save_is_atomic_and_marks_clean(adventure: Document):
    adventure.set_value("/years", 3)
    adventure.save()
    assert not adventure.modified
    assert "\nyears: 3\n" in adventure.path.read_text(encoding="utf-8")
    assert [p.name for p in adventure.path.parent.iterdir()] == ["drowned-temple.yaml"]


def test_an_outside_change_is_noticed(adventure: Document):
    assert not adventure.changed_on_disk()
    adventure.path.write_text(adventure.path.read_text(encoding="utf-8") + "# touched\n", encoding="utf-8")
    assert adventure.changed_on_disk()
    adventure.reload()
    assert not adventure.changed_on_disk()
    assert adventure.text().endswith("# touched\n")


def test_a_file_that_does_not_parse_is_not_opened_for_editing(tmp_path: Path, qtbot):
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: adventure\ntitle: [\n", encoding="utf-8")
    with pytest.raises(DocumentError, match="cannot be opened for editing: line 3"):
        Document.open(broken)
    assert broken.read_text(encoding="utf-8") == "kind: adventure\ntitle: [\n"


def test_setting_a_missing_key_creates_it_and_undo_removes_it(adventure: Document):
    original = adventure.text()
    adventure.set_value("/cover", "art/cover.png")
    assert adventure.value("/cover") == "art/cover.png"
    adventure.append("/map/areas/0/tags", "ruin")
    assert adventure.value("/map/areas/0/tags") == ["ruin"]
    adventure.undo_stack.undo()
    adventure.undo_stack.undo()
    assert adventure.text() == original


def test_a_document_with_history_can_be_freed(tmp_path: Path, qtbot):
    import gc

    target = tmp_path / "first-landing.yaml"
    shutil.copy(LIBRARY / "first-landing.yaml", target)
    document = Document.open(target)
    document.set_value("/title", "x")
    document.undo_stack.clear()
    document.set_value("/title", "y")
    del document
    gc.collect()  # a strong command -> document cycle crashed here under PySide6 6.11

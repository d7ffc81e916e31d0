"""A list the schema form has no special editor for (a die's faces, a start island's cells, the wind die)
is one line of YAML in flow style, read back as a list: before, the field showed Python's spelling
(`['north', 'south', 'west', 'east']`) and the first key typed wrote the whole line as one string,
breaking the file. Driven through the Finis Terrae adventure's form in the main window."""

from __future__ import annotations

import pytest

from editor.app.new_adventure import NewAdventure
from editor.forms.flow_list import FlowListField, flow_text, read_list

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


@pytest.fixture
def voyage(make_window, qtbot):
    """A new Finis Terrae adventure made with File > New Adventure from its template, on its form."""
    window = make_window(feature_views=True)
    window.show()
    window.prompter.answer("ask_new_adventure", NewAdventure("finis-terrae", "new-finis", "my-voyage"))
    window.library.new_adventure.trigger()
    page = window.tabs.current()
    assert page.path.name == "my-voyage.yaml"
    fields = {f.pointer: f for f in page.findChildren(FlowListField)}
    return window, page.document, fields


def _retype(qtbot, field, text: str) -> None:
    field.editor.setFocus()
    field.editor.selectAll()
    qtbot.keyClicks(field.editor, text)  # the first key replaces the selected list


def test_lists_show_as_the_yaml_file_writes_them(voyage):
    _window, _document, fields = voyage
    assert fields["/dice/move"].editor.text() == "[2, 3, 3, 4, 5, 6]"
    assert fields["/dice/wind"].editor.text() == "[north, south, west, east]"
    assert fields["/start/cells"].editor.text() == "[[-1, -1], [0, -1], [1, -1], [-1, 0], [0, 0], [1, 0], [-1, 1], [0, 1], [1, 1]]"


def test_typing_a_die_writes_a_list_in_flow_style_as_one_undo_step(voyage, qtbot):
    window, document, fields = voyage
    move = fields["/dice/move"]
    _retype(qtbot, move, "[1, 2, 3, 4, 5, 6]")
    assert document.value("/dice/move") == [1, 2, 3, 4, 5, 6]
    assert "\n  move: [1, 2, 3, 4, 5, 6]\n" in document.text()
    move.editor.clearFocus()
    window.undo.undo_action.trigger()
    assert document.value("/dice/move") == [2, 3, 3, 4, 5, 6] and not document.modified
    assert move.editor.text() == "[2, 3, 3, 4, 5, 6]"
    window.undo.redo_action.trigger()
    assert move.editor.text() == "[1, 2, 3, 4, 5, 6]" and document.value("/dice/move") == [1, 2, 3, 4, 5, 6]


def test_text_that_is_no_list_is_not_written_and_the_field_says_what_to_type(voyage, qtbot):
    _window, document, fields = voyage
    wind = fields["/dice/wind"]
    _retype(qtbot, wind, "[north, south")
    assert document.value("/dice/wind") == ["north", "south", "west", "east"] and not document.modified
    assert wind.problem_level() == "error"
    assert "Type a list in brackets, its items separated by commas, e.g. [north, south, west, east]" in wind.editor.toolTip()
    qtbot.keyClicks(wind.editor, "]")
    assert document.value("/dice/wind") == ["north", "south"] and wind.problem_level() == ""


def test_flow_text_quotes_only_what_yaml_would_read_otherwise():
    assert flow_text(["north", "yes", "2", "a, b", True, None, [1, -2]]) == '[north, "yes", "2", "a, b", true, null, [1, -2]]'
    assert read_list(flow_text(["north", "yes", "2", "a, b", True, None, [1, -2]])) == ["north", "yes", "2", "a, b", True, None, [1, -2]]
    assert read_list("north") is None and read_list("[1, 2") is None


def test_the_modes_offered_are_the_rulesets_own(voyage):
    """A list's items are read in the file's own ruleset's schemas: Finis Terrae's form offered the shared
    file's three modes, and ticking Solo wrote a mode its schema refuses."""
    from editor.forms.lists import EnumSetField

    window, _document, _fields = voyage
    (modes,) = [f for f in window.tabs.current().findChildren(EnumSetField) if f.pointer == "/modes"]
    assert [box.text() for box in modes.boxes] == ["Competitive"] and modes.boxes[0].isChecked()

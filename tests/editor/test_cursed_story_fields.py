"""A Cursed Island scenario's plot and text are paragraphs typed in a box of several lines: the shared `text`
definition allows 2,000 characters, under the schema form's bar for a box, so a new scenario's plot was one
line scrolling sideways ("...e ashore, and what they must do before the island's time runs out.").
Driven from File > New Adventure in the main window, with undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from editor.app.new_adventure import NewAdventure
from editor.forms.fields import LongTextField
from editor.rulesets.cursed_island.scenario_view import ScenarioView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def test_a_new_scenarios_plot_is_a_box_of_lines_and_typing_in_it_undoes_in_one_step(make_window, qtbot):
    window = make_window(feature_views=True)
    window.show()
    window.prompter.answer("ask_new_adventure", NewAdventure("cursed-island", "new-cursed", "my-scenario"))
    window.library.new_adventure.trigger()
    page = window.tabs.current()
    view = page.view("Scenario")
    assert isinstance(view, ScenarioView)
    fields = {f.pointer: f for f in view.pages["Scenario"].findChildren(LongTextField)}
    assert set(fields) >= {"/plot", "/text"}
    document = page.document
    plot = fields["/plot"]
    assert plot.editor.toPlainText() == document.value("/plot") and plot.editor.toPlainText().startswith("Tell the castaways")
    plot.editor.setFocus()
    plot.editor.moveCursor(plot.editor.textCursor().MoveOperation.End)
    qtbot.keyClick(plot.editor, Qt.Key.Key_Return)
    qtbot.keyClicks(plot.editor, "The tide turns at dusk.")
    assert document.value("/plot").endswith(".\nThe tide turns at dusk.")
    plot.editor.clearFocus()
    window.undo.undo_action.trigger()
    assert not document.modified and plot.editor.toPlainText() == document.value("/plot")
    assert "dusk" not in document.value("/plot")

"""Help > Content Reference (F1) inside the editor (issue 31): no browser needed, searchable, one per ruleset.

Where no browser is registered, handing the page to the desktop did nothing at all; the reference now opens
in a window of the editor, the tab's ruleset first, with a find box (Ctrl+F, Enter / F3 for the next match).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from engine.content import reference
from engine.core import ruleset as rulesets

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # the offscreen platform


def _press_f1(window, qtbot):
    window.activateWindow()
    window.menus.reference.trigger()
    shown = window.menus.reference_window
    qtbot.waitExposed(shown)
    return shown


def test_f1_with_no_tab_shows_the_default_games_reference_in_the_editor(window, qtbot):
    shown = _press_f1(window, qtbot)
    assert shown.isVisible() and not shown.isModal()
    assert shown.ruleset_id() == rulesets.DEFAULT_RULESET
    first_heading = next(line.lstrip("# ") for line in reference.generate().splitlines() if line.startswith("# "))
    assert shown.browser.toPlainText().startswith(first_heading)
    assert window.prompter.questions("open_url") == []  # nothing is handed to a browser
    assert _press_f1(window, qtbot) is shown  # F1 again: the same window, brought up


def test_the_selector_offers_every_installed_ruleset_and_shows_its_reference(window, qtbot):
    shown = _press_f1(window, qtbot)
    offered = [shown.rulesets.itemData(row) for row in range(shown.rulesets.count())]
    assert offered == [ruleset.id for ruleset in rulesets.all_rulesets()]
    other = next(r for r in rulesets.all_rulesets() if r.id != rulesets.DEFAULT_RULESET)
    shown.rulesets.setCurrentIndex(offered.index(other.id))
    assert shown.windowTitle() == f"Content Reference: {other.title} — Isleforge"
    first_heading = next(line.lstrip("# ") for line in reference.generate(other.id).splitlines()
                         if line.startswith("# "))
    assert shown.browser.toPlainText().startswith(first_heading)


def test_ctrl_f_focuses_the_find_box_and_enter_walks_the_matches(window, qtbot):
    shown = _press_f1(window, qtbot)
    shown.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is shown)
    qtbot.keySequence(shown.browser, QKeySequence(QKeySequence.StandardKey.Find))
    assert shown.find_box.hasFocus()
    qtbot.keyClicks(shown.find_box, "progress task")
    text = shown.browser.toPlainText()
    expected = text.lower().count("progress task")
    assert expected >= 2
    first = shown.browser.textCursor().selectionStart()
    assert shown.selected_text().lower() == "progress task" and first == text.lower().index("progress task")
    qtbot.keyClick(shown.find_box, Qt.Key.Key_Return)
    assert shown.browser.textCursor().selectionStart() == text.lower().index("progress task", first + 1)
    qtbot.keyClick(shown.find_box, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert shown.browser.textCursor().selectionStart() == first


def test_a_word_the_reference_lacks_says_not_found(window, qtbot):
    shown = _press_f1(window, qtbot)
    shown.find_box.setText("zzqx-no-such-word")
    assert shown.found.text() == "not found" and shown.selected_text() == ""


@pytest.mark.parametrize("ruleset_id", [r.id for r in rulesets.all_rulesets()])
def test_each_ruleset_reference_renders_its_tables(window, qtbot, ruleset_id):
    shown = _press_f1(window, qtbot)
    shown.rulesets.setCurrentIndex(shown.rulesets.findData(ruleset_id))
    tables = shown.browser.document().rootFrame().childFrames()
    assert len(tables) > 3  # the Markdown's tables are tables, not pipes
    assert "|---" not in shown.browser.toPlainText()

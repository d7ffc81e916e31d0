"""The Problems panel: live, counted, and activating a problem lands on the right document, field and line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from editor.app.problems import DIAGNOSTIC_ROLE
from engine.content.diagnostics import Severity

from app_support import register_fake


@pytest.fixture(autouse=True)
def short_bags(library):
    """Three bags one card short, each with the card left out still in the library: three notes
    (`budget/bag-short`), in files not open. The bundled bags hold every card they can (the rest is
    laid on fixed areas), so the library as shipped has no note."""
    for name, old, new in (("drowned-temple.yaml", "[sunken-observatory, pirate-cache, ", "[sunken-observatory, "),
                           ("drowned-temple.yaml", "[river-1, river-2, ", "[river-1, "),
                           ("first-landing.yaml", "[sunken-observatory, whispering-well, ", "[sunken-observatory, ")):
        path = library / name
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        path.write_text(text.replace(old, new), encoding="utf-8")


def _break_the_boss(window, library, qtbot):
    document = window.session.open(library / "drowned-temple.yaml").document
    with qtbot.waitSignal(window.workspace.diagnostics_changed, timeout=5000):
        document.set_value("/setup/boss", "drowned-preist")
    return document


def _row_of(dock, code: str):
    proxy = dock.filter
    for row in range(proxy.rowCount()):
        index = proxy.index(row, 0)
        if index.data(DIAGNOSTIC_ROLE).code == code:
            return index
    raise AssertionError(f"no problem {code}")


def test_the_problems_model_passes_the_model_tester(window, library, qtbot, qtmodeltester):
    _break_the_boss(window, library, qtbot)
    qtmodeltester.check(window.problems.model)
    qtmodeltester.check(window.problems.filter)


def test_problems_are_live_with_counts_in_the_title_and_severity_icons(window, library, qtbot):
    assert window.problems.windowTitle() == "Problems — 0 errors, 0 warnings, 3 notes"
    document = _break_the_boss(window, library, qtbot)
    assert window.problems.windowTitle() == "Problems — 1 error, 0 warnings, 3 notes"
    index = window.problems.filter.index(0, 0)
    assert index.data(DIAGNOSTIC_ROLE).severity is Severity.ERROR  # errors first
    assert index.data() == "no boss has the id 'drowned-preist'"
    assert not index.data(Qt.ItemDataRole.DecorationRole).isNull()
    assert "Did you mean 'drowned-priest'?" in index.data(Qt.ItemDataRole.ToolTipRole)
    assert window.problems.toggles[Severity.ERROR].text() == "Errors (1)"
    window.problems.toggles[Severity.INFO].setChecked(False)
    assert window.problems.filter.rowCount() == 1
    with qtbot.waitSignal(window.workspace.diagnostics_changed, timeout=5000):
        window.undo.undo_action.trigger()
    assert window.problems.windowTitle() == "Problems — 0 errors, 0 warnings, 3 notes"
    assert window.problems.filter.rowCount() == 0
    assert not document.modified


def test_activating_a_problem_opens_its_file_and_the_yaml_view_shows_the_line(window, library, qtbot):
    document = _break_the_boss(window, library, qtbot)
    window.session.open(library / "ember-crown.yaml")  # another document is current
    index = _row_of(window.problems, "ref/unknown-id")
    diagnostic = index.data(DIAGNOSTIC_ROLE)
    window.problems.view.activated.emit(index)
    page = window.tabs.current()
    assert page.document is document
    fallback = page.widget(0)  # no view is registered: the YAML fallback claims the pointer
    assert fallback.marked_line == diagnostic.line == document.line_of("/setup/boss")
    assert fallback.document().findBlockByNumber(diagnostic.line - 1).text().strip() == "boss: drowned-preist"
    assert window.yaml.view.marked_line == diagnostic.line


def test_the_first_view_that_claims_the_field_gets_it(window, library, qtbot, registry):
    made = register_fake(claims=("/setup",))
    _break_the_boss(window, library, qtbot)
    window.problems.view.activated.emit(_row_of(window.problems, "ref/unknown-id"))
    assert made[0].selected == ["/setup/boss"]
    assert window.tabs.current().currentWidget() is made[0]


def test_a_field_no_view_claims_raises_the_yaml_panel_at_its_line(window, library, qtbot, registry):
    made = register_fake(claims=("/nothing",))
    _break_the_boss(window, library, qtbot)
    window.yaml.hide()
    index = _row_of(window.problems, "ref/unknown-id")
    window.problems.view.activated.emit(index)
    assert made[0].selected == []
    assert not window.yaml.isHidden()
    assert window.yaml.view.marked_line == index.data(DIAGNOSTIC_ROLE).line


def test_a_problem_in_a_file_not_yet_open_opens_it(window, library, qtbot):
    index = _row_of(window.problems, "budget/bag-short")
    diagnostic = index.data(DIAGNOSTIC_ROLE)
    window.problems.view.setCurrentIndex(index)
    assert diagnostic.hint in window.problems.detail.text()
    window.problems.view.activated.emit(index)
    page = window.tabs.current()
    assert page.path.name == diagnostic.file.rsplit("/", 1)[-1]
    assert page.widget(0).marked_line == diagnostic.line


def test_the_hint_has_its_own_column_and_a_did_you_mean_is_a_one_click_quick_fix(window, library, qtbot):
    document = _break_the_boss(window, library, qtbot)
    dock = window.problems
    index = _row_of(dock, "ref/unknown-id")
    assert index.siblingAtColumn(1).data() == "Did you mean 'drowned-priest'?"
    assert dock.model.headerData(1, Qt.Orientation.Horizontal) == "Hint"
    dock.view.setCurrentIndex(index)
    assert not dock.fix_button.isHidden()
    assert dock.fix_button.text() == "Quick Fix: Change 'drowned-preist' to 'drowned-priest'"
    with qtbot.waitSignal(window.workspace.diagnostics_changed, timeout=5000):
        qtbot.mouseClick(dock.fix_button, Qt.MouseButton.LeftButton)
    assert document.value("/setup/boss") == "drowned-priest"
    assert document.undo_stack.undoText() == "Change 'drowned-preist' to 'drowned-priest'"
    assert window.problems.windowTitle() == "Problems — 0 errors, 0 warnings, 3 notes"
    document.undo_stack.undo()  # one step back to the typo
    assert document.value("/setup/boss") == "drowned-preist"


def test_a_hint_without_one_suggestion_offers_no_quick_fix(window, library, qtbot):
    document = window.session.open(library / "drowned-temple.yaml").document
    with qtbot.waitSignal(window.workspace.diagnostics_changed, timeout=5000):
        document.set_value("/setup/boss", "zzzzzzzzzz")
    index = _row_of(window.problems, "ref/unknown-id")
    assert "Did you mean" not in index.data(DIAGNOSTIC_ROLE).hint
    window.problems.view.setCurrentIndex(index)
    assert window.problems.fix_button.isHidden()


def test_a_misspelt_field_name_is_a_one_click_quick_fix_keeping_its_value_and_comment(make_window, library, qtbot):
    path = library / "drowned-temple.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("    repeat_steps: 1\n", "    repeat_stepz: 1  # one step a conquest\n", 1), encoding="utf-8")
    window = make_window()
    document = window.session.open(path).document
    qtbot.waitUntil(lambda: any(d.code == "schema/unknown-field" for d in window.workspace.diagnostics_for(path)),
                    timeout=5000)
    dock = window.problems
    index = _row_of(dock, "schema/unknown-field")
    assert index.data(DIAGNOSTIC_ROLE).pointer == "/progress_tasks/0/repeat_stepz"
    assert index.siblingAtColumn(1).data().startswith("Did you mean 'repeat_steps'?")
    dock.view.setCurrentIndex(index)
    assert dock.fix_button.text() == "Quick Fix: Rename field 'repeat_stepz' to 'repeat_steps'"
    with qtbot.waitSignal(window.workspace.diagnostics_changed, timeout=5000):
        qtbot.mouseClick(dock.fix_button, Qt.MouseButton.LeftButton)
    assert document.text() == text.replace("    repeat_steps: 1\n", "    repeat_steps: 1  # one step a conquest\n", 1)
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Rename field 'repeat_stepz' to 'repeat_steps'"
    assert not any(d.code == "schema/unknown-field" for d in window.workspace.diagnostics_for(path))
    document.undo_stack.undo()  # one step back to the misspelling, comment and all
    assert document.text() == text.replace("    repeat_steps: 1\n", "    repeat_stepz: 1  # one step a conquest\n", 1)

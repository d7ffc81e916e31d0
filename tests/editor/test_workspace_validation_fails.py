"""A validation that raises in the workspace's worker thread is answered as a problem on the file
(before, the worker sent nothing: the Problems panel and F5's live validation waited for ever)."""

from __future__ import annotations

from engine.content.library import display_path
from engine.content.validate import Validation

from editor.app.problems import DIAGNOSTIC_ROLE


def test_a_validation_that_raises_is_a_problem_on_the_file_and_the_editor_goes_on(window, library, qtbot, monkeypatch):
    document = window.session.open(library / "drowned-temple.yaml").document
    workspace = window.workspace
    assert window.problems.windowTitle() == "Problems — 0 errors, 0 warnings, 0 notes"

    def broken(self, path, text=None, parsed=None):
        raise RuntimeError("the index lost a bag")

    monkeypatch.setattr(Validation, "replace_file", broken)
    with qtbot.waitSignal(workspace.diagnostics_changed, timeout=10_000):
        document.set_value("/setup/boss", "drowned-preist")
    assert not workspace.busy and workspace.live_validation() is None  # answered; nothing stale offered to F5
    assert window.problems.windowTitle() == "Problems — 1 error, 0 warnings, 0 notes"
    problem = window.problems.filter.index(0, 0).data(DIAGNOSTIC_ROLE)
    assert problem.message == "validation failed: RuntimeError: the index lost a bag; please report it"
    assert problem.file == display_path(document.path) and problem.code == "validation/failed"
    assert workspace.diagnostics_for(document.path) == [problem]

    monkeypatch.undo()  # the checks work again: the next edit (here Undo, through the menu) validates as usual
    with qtbot.waitSignal(workspace.diagnostics_changed, timeout=10_000):
        window.undo.undo_action.trigger()
    assert not document.modified and workspace.live_validation() is not None
    assert window.problems.windowTitle() == "Problems — 0 errors, 0 warnings, 0 notes"

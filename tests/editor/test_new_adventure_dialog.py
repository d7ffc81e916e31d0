"""File > New Adventure is one dialog: the game, what the adventure starts from and its id, the id checked
as it is typed (issue 31, item 10). Driven through the window's real action and the real dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from editor.app.prompter import Prompter, ScriptedPrompter
from editor.cli.new import template_of
from engine.core import ruleset as rulesets

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")

RULESETS = [r.id for r in rulesets.all_rulesets()]


class RealNewAdventure(ScriptedPrompter):
    ask_new_adventure = Prompter.ask_new_adventure


@pytest.fixture
def real_window(make_window):
    return make_window(prompter=RealNewAdventure())


def _in_dialog(check) -> list:
    """When the dialog opens: `check(dialog)` (which types and looks), then Create if it is enabled."""
    seen: list = []

    def act():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, act)
            return
        seen.append(dialog)
        try:
            check(dialog)
        except AssertionError as error:  # seen by the test after the dialog is closed, never a hang
            seen.append(error)
            dialog.reject()
            return
        if dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            dialog.accept()
        else:
            dialog.reject()
    QTimer.singleShot(0, act)
    return seen


def _new_adventure(window) -> QAction:
    (found,) = [a for a in window.findChildren(QAction) if a.objectName() == "newAdventure"]
    return found


def _typed(dialog, text: str) -> tuple[str, bool]:
    dialog.item_id.setText(text)
    return dialog.message.text(), dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_id_is_checked_as_it_is_typed_and_a_taken_id_disables_create(real_window, qtbot, ruleset_id):
    window = real_window
    answers: dict = {}

    def check(dialog):
        dialog.game.setCurrentIndex(dialog.game.findData(ruleset_id))
        answers["games"] = sorted(dialog.game.itemData(i) for i in range(dialog.game.count()))
        answers["empty"] = _typed(dialog, "")
        answers["invalid"] = _typed(dialog, "Coral Reach")
        answers["taken"] = _typed(dialog, "drowned-temple")
        answers["free"] = _typed(dialog, "coral-reach")

    seen = _in_dialog(check)
    _new_adventure(window).trigger()
    assert len(seen) == 1  # one dialog, no second pop-up
    assert answers.pop("games") == sorted(RULESETS)
    assert answers == {
        "empty": ("", False),
        "invalid": ("'Coral Reach' is not a kebab-case id: lower-case letters and digits joined by hyphens, "
                    "e.g. coral-reach.", False),
        "taken": ("Another adventure already has the id 'drowned-temple'.", False),
        "free": ("", True)}
    assert Path(window.tabs.current().path).name == "coral-reach.yaml"
    assert window.prompter.questions("error") == []


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_template_opens_without_a_note(real_window, qtbot, ruleset_id):
    window = real_window
    template = template_of(ruleset_id)  # what `isleforge new adventure` copies

    def check(dialog):
        dialog.game.setCurrentIndex(dialog.game.findData(ruleset_id))
        for index in range(dialog.start.count()):
            if dialog.start.itemData(index) == template:
                dialog.start.setCurrentIndex(index)
        assert dialog.start.currentData() == template
        dialog.item_id.setText("coral-reach")

    seen = _in_dialog(check)
    _new_adventure(window).trigger()
    assert len(seen) == 1, seen
    target = Path(window.tabs.current().path)
    assert target.name == "coral-reach.yaml"
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10_000)
    assert [d.to_text() for d in window.workspace.diagnostics_for(target)] == []  # no error, warning or note

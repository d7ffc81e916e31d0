"""Every question the editor asks the user goes through a Prompter, so tests can answer it.

`Prompter` shows real dialogs (QMessageBox, QFileDialog, QInputDialog).
`ScriptedPrompter` answers from a script and records what was asked: tests and
scripted runs (the benchmark) use it, so no modal dialog ever blocks them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

SAVE, DISCARD, CANCEL = "save", "discard", "cancel"
RELOAD, KEEP = "reload", "keep"


class Prompter:
    """Asks with standard dialogs, parented to the main window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    def ask_save(self, names: list[str]) -> str:
        """Save, discard or cancel closing documents with unsaved changes."""
        listed = "\n".join(f"  \u2022 {name}" for name in names)
        box = QMessageBox(QMessageBox.Icon.Warning, "Unsaved changes",
                          f"{'These documents have' if len(names) > 1 else 'This document has'} unsaved changes:\n{listed}",
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self.parent)
        box.setInformativeText("Save them before closing?")
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        return {QMessageBox.StandardButton.Save: SAVE, QMessageBox.StandardButton.Discard: DISCARD}.get(
            QMessageBox.StandardButton(answer), CANCEL)

    def ask_reload(self, name: str) -> str:
        """Another program changed a file that has unsaved changes here: reload it, or keep mine."""
        box = QMessageBox(QMessageBox.Icon.Question, "File changed on disk",
                          f"{name} was changed by another program, and you have unsaved changes to it.",
                          parent=self.parent)
        box.setInformativeText("Reload drops your changes; Keep Mine keeps them and saving will overwrite the file.")
        reload = box.addButton("Reload", QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton("Keep Mine", QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(keep)
        box.exec()
        return RELOAD if box.clickedButton() is reload else KEEP

    def ask_recover(self, names: list[str]) -> bool:
        listed = "\n".join(f"  \u2022 {name}" for name in names)
        box = QMessageBox(QMessageBox.Icon.Question, "Recover unsaved work",
                          f"Isleforge did not close properly. Unsaved work was kept for:\n{listed}",
                          parent=self.parent)
        box.setInformativeText("Recover it? Recovered documents open as unsaved changes; Discard deletes the copies.")
        recover = box.addButton("Recover", QMessageBox.ButtonRole.AcceptRole)
        box.addButton("Discard", QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(recover)
        box.exec()
        return box.clickedButton() is recover

    def confirm(self, title: str, text: str, action: str = "OK") -> bool:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self.parent)
        ok = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is ok

    def info(self, title: str, text: str) -> None:
        QMessageBox.information(self.parent, title, text)

    def error(self, title: str, text: str) -> None:
        QMessageBox.critical(self.parent, title, text)

    def ask_text(self, title: str, label: str, text: str = "") -> str | None:
        value, ok = QInputDialog.getText(self.parent, title, label, text=text)
        return value.strip() if ok else None

    def ask_choice(self, title: str, label: str, choices: list[str], current: int = 0) -> str | None:
        value, ok = QInputDialog.getItem(self.parent, title, label, choices, current, False)
        return value if ok else None

    def open_file(self, folder: Path, title: str = "Open content file",
                  filter: str = "Content files (*.yaml *.yml);;All files (*)", places: tuple[Path, ...] = ()) -> Path | None:
        """A file to open, starting in ``folder``; ``places`` are offered in the dialog's side bar (File > Open
        lists the designer's library folder and the bundled library there, which lives deep in the install)."""
        dialog = QFileDialog(self.parent, title, str(folder), filter)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        if places:
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)  # native dialogs ignore the side bar
            dialog.setSidebarUrls([QUrl.fromLocalFile(str(place)) for place in places] + dialog.sidebarUrls())
        if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return None
        return Path(dialog.selectedFiles()[0])

    def save_file(self, suggested: Path, title: str, filter: str) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.parent, title, str(suggested), filter)
        return Path(name) if name else None

    def ask_playtest_setup(self, adventure, initial):
        """The playtest setup dialog: a `SessionSetup`, or None when cancelled."""
        from editor.playtest.setup_dialog import PlaytestSetupDialog

        dialog = PlaytestSetupDialog(adventure, initial, self.parent)
        return dialog.setup() if dialog.exec() == PlaytestSetupDialog.DialogCode.Accepted else None

    def ask_new_adventure(self, ruleset_id: str | None = None, taken=None):
        """File > New Adventure: the game, the starting point and the id (`new_adventure.NewAdventure`), or None;
        `taken(id)` says why an id cannot be used, checked as it is typed."""
        from .new_adventure import NewAdventureDialog

        dialog = NewAdventureDialog(ruleset_id, self.parent, taken)
        return dialog.choice() if dialog.exec() == NewAdventureDialog.DialogCode.Accepted else None

    def open_folder(self, folder: Path) -> Path | None:
        name = QFileDialog.getExistingDirectory(self.parent, "Open library folder", str(folder))
        return Path(name) if name else None

    def open_url(self, url: QUrl) -> None:
        QDesktopServices.openUrl(url)

    def choose_library_folder(self, default: Path) -> Path | None:
        """First start: the folder for the designer's own work (None: the proposed ``default``)."""
        box, use = library_folder_box(default, self.parent)
        box.exec()
        if box.clickedButton() is use:
            return None
        name = QFileDialog.getExistingDirectory(self.parent, "Folder for your adventures", str(default.parent))
        return Path(name) if name else None


def library_folder_box(default: Path, parent: QWidget | None = None) -> tuple[QMessageBox, Any]:
    """The first-start question: the proposed library folder, and its "Use This Folder" button."""
    box = QMessageBox(QMessageBox.Icon.Question, "Where your adventures live",
                      f"Isleforge keeps your card sets, adventures and factions in a folder of yours:\n\n"
                      f"    {default}\n\nThe bundled library stays as it is: open it for reference, and "
                      f"duplicate what you want to change into your folder.", parent=parent)
    use = box.addButton("Use This Folder", QMessageBox.ButtonRole.AcceptRole)
    box.addButton("Choose Another…", QMessageBox.ButtonRole.ActionRole)
    box.setDefaultButton(use)
    return box, use


class ScriptedPrompter(Prompter):
    """Answers questions from `answers` (a dict of method name -> list of answers, or one answer).

    Every question is recorded in `asked` as (method name, arguments); a question
    without a scripted answer gets the safe default (cancel, keep, no, None).
    """

    DEFAULTS: dict[str, Any] = {"ask_save": CANCEL, "ask_reload": KEEP, "ask_recover": False, "confirm": False,
                                "ask_text": None, "ask_choice": None, "open_file": None, "open_folder": None,
                                "save_file": None, "ask_playtest_setup": None, "ask_new_adventure": None}

    def __init__(self, **answers: Any) -> None:
        super().__init__(None)
        self.answers: dict[str, Any] = answers
        self.asked: list[tuple[str, tuple]] = []

    def answer(self, method: str, value: Any) -> None:
        self.answers[method] = value

    def _next(self, method: str, *args: Any) -> Any:
        self.asked.append((method, args))
        scripted = self.answers.get(method, self.DEFAULTS.get(method))
        if isinstance(scripted, list):
            return scripted.pop(0) if scripted else self.DEFAULTS.get(method)
        return scripted

    def questions(self, method: str) -> list[tuple]:
        return [args for name, args in self.asked if name == method]

    def ask_save(self, names):
        return self._next("ask_save", names)

    def ask_reload(self, name):
        return self._next("ask_reload", name)

    def ask_recover(self, names):
        return self._next("ask_recover", names)

    def confirm(self, title, text, action="OK"):
        return self._next("confirm", title, text)

    def info(self, title, text):
        self._next("info", title, text)

    def error(self, title, text):
        self._next("error", title, text)

    def ask_text(self, title, label, text=""):
        return self._next("ask_text", title, label, text)

    def ask_choice(self, title, label, choices, current=0):
        return self._next("ask_choice", title, label, choices)

    def open_file(self, folder, title="Open content file", filter="", places=()):
        return self._next("open_file", folder, *places)

    def save_file(self, suggested, title, filter):
        return self._next("save_file", suggested)

    def ask_playtest_setup(self, adventure, initial):
        """A scripted SessionSetup, or "default" to accept what the dialog would propose."""
        answer = self._next("ask_playtest_setup", adventure.id, initial)
        return initial if answer == "default" else answer

    def ask_new_adventure(self, ruleset_id=None, taken=None):
        """A scripted `NewAdventure` (the game preselected is recorded)."""
        return self._next("ask_new_adventure", ruleset_id)

    def open_folder(self, folder):
        return self._next("open_folder", folder)

    def open_url(self, url):
        self._next("open_url", url)

    def choose_library_folder(self, default):
        return self._next("choose_library_folder", default)

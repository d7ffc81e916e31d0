"""Undo and redo for the current document, and edits that span several documents as one step.

Each document keeps its own QUndoStack (so "modified" stays derived from its
clean state); a QUndoGroup makes the current document's stack the active one.
An edit of many files at once (renaming an id and every reference to it) is a
`LinkedEdit`: one `LinkedPartCommand` on each document's stack. Undoing or
redoing any part undoes or redoes all of them, so it is one step for the user.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoGroup, QUndoStack

from editor.documents.commands import SetValuesCommand
from editor.documents.document import Document

from . import icons

if TYPE_CHECKING:
    from .main_window import MainWindow


class LinkedEdit:
    """Several documents changed by one user action."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._parts: list[weakref.ref] = []  # the stacks own the parts; a cleared stack takes its part along
        self.cascading = False

    @property
    def parts(self) -> list[LinkedPartCommand]:
        return [part for part in (ref() for ref in self._parts) if part is not None]

    def apply(self, changes: dict[Document, dict[str, Any]]) -> None:
        """Push one part per document (each part is pushed, i.e. done, once)."""
        self.cascading = True
        try:
            for document, values in changes.items():
                part = LinkedPartCommand(self, document, values)
                self._parts.append(weakref.ref(part))
                document.undo_stack.push(part)
        finally:
            self.cascading = False

    def blocking_documents(self, undo: bool) -> list[Document]:
        """Documents whose later edits stand in the way of undoing (redoing) every part together.

        A part whose document was closed since is gone with its stack (saved or discarded): it no
        longer blocks the others.
        """
        return [part.document for part in self.parts if part.is_alive() and not part.is_next(undo)]

    def cascade(self, origin: LinkedPartCommand, undo: bool) -> None:
        if self.cascading:
            return
        self.cascading = True
        try:
            for part in self.parts:
                if part is not origin and part.is_next(undo):
                    stack = part.document.undo_stack
                    stack.undo() if undo else stack.redo()
        finally:
            self.cascading = False


class LinkedPartCommand(SetValuesCommand):
    """One document's share of a LinkedEdit."""

    def __init__(self, edit: LinkedEdit, document: Document, changes: dict[str, Any]) -> None:
        super().__init__(document, changes, edit.text)
        self.edit = edit
        self.done = False

    def is_alive(self) -> bool:
        """Whether this part is still on its document's stack (closing a document clears its stack)."""
        stack = self.document.undo_stack
        return any(stack.command(i) is self for i in range(stack.count()))

    def is_next(self, undo: bool) -> bool:
        """Whether this part is the next command its stack would undo (redo)."""
        stack = self.document.undo_stack  # a closed document's stack is cleared: its parts are gone
        index = stack.index() - 1 if undo else stack.index()
        return 0 <= index < stack.count() and stack.command(index) is self

    def redo(self) -> None:
        super().redo()
        self.done = True
        self.edit.cascade(self, undo=False)

    def undo(self) -> None:
        super().undo()
        self.done = False
        self.edit.cascade(self, undo=True)


class UndoController(QObject):
    """The Undo and Redo actions, bound to the current document's stack."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.group = QUndoGroup(self)
        self.undo_action = QAction("Undo", self)
        self.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        self.redo_action = QAction("Redo", self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for action, icon in ((self.undo_action, "edit-undo"), (self.redo_action, "edit-redo")):
            action.setEnabled(False)
            action.setIcon(icons.icon(icon))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action.triggered.connect(self.redo)
        self.group.canUndoChanged.connect(self.undo_action.setEnabled)
        self.group.canRedoChanged.connect(self.redo_action.setEnabled)
        for action, verb, signal in ((self.undo_action, "Undo", self.group.undoTextChanged),
                                     (self.redo_action, "Redo", self.group.redoTextChanged)):
            action.setIconText(verb)  # the toolbar keeps a short, steady label; the menu and tooltip say what
            signal.connect(lambda text, a=action, v=verb: (a.setText(f"{v} {text}".strip()),
                                                           a.setToolTip(f"{v} {text}".strip())))

    def add(self, stack: QUndoStack) -> None:
        self.group.addStack(stack)

    def remove(self, stack: QUndoStack) -> None:
        self.group.removeStack(stack)

    def set_active(self, stack: QUndoStack | None) -> None:
        self.group.setActiveStack(stack)

    def _step(self, undo: bool) -> None:
        stack = self.group.activeStack()
        if stack is None:
            return
        index = stack.index() - 1 if undo else stack.index()
        command: QUndoCommand | None = stack.command(index) if 0 <= index < stack.count() else None
        if isinstance(command, LinkedPartCommand):
            blocking = [d for d in command.edit.blocking_documents(undo) if d is not command.document]
            if blocking:
                names = ", ".join(d.path.name for d in blocking)
                verb = "Undo" if undo else "Redo"
                self.window.prompter.info(f"Cannot {verb.lower()} yet",
                                          f"“{command.edit.text}” changed several files together. {verb} the later "
                                          f"edits in {names} first, so all of them change back together.")
                return
        stack.undo() if undo else stack.redo()

    def undo(self) -> None:
        self._step(undo=True)

    def redo(self) -> None:
        self._step(undo=False)

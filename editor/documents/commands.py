"""Undo commands: one per user-visible edit, named VerbNoun, merging typing and strokes."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from . import tree

if TYPE_CHECKING:
    from .document import Document

# Merge ids: commands with the same id and the same `merge_key` collapse into one undo step.
# Commands hold their document weakly: the document owns the stack that owns the commands, and a
# strong back-reference makes a cycle whose collection crashes inside QUndoStack::clear.
MERGE_TYPING = 1
MERGE_STROKE = 2


class SetValueCommand(QUndoCommand):
    """Set one value (a field of a form, a map row). Consecutive edits of the same field merge."""

    def __init__(self, document: Document, pointer: str, value: Any, text: str, merge_key: Any = None) -> None:
        super().__init__(text)
        self.document = weakref.proxy(document)
        self.pointer = pointer
        self.value = value
        self.merge_key = merge_key
        self.old: Any = tree.MISSING
        self.first = True

    def id(self) -> int:
        return MERGE_TYPING if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetValueCommand) or other.merge_key != self.merge_key or other.pointer != self.pointer:
            return False
        self.value = other.value  # keep our `old`: undo goes back to before the first keystroke
        return True

    def redo(self) -> None:
        old = tree.set_value(self.document.tree, self.pointer, self.value)
        if self.first:
            self.old, self.first = old, False
        self.document.notify(self.pointer)

    def undo(self) -> None:
        tree.restore(self.document.tree, self.pointer, self.old)
        self.document.notify(self.pointer)


class SetValuesCommand(QUndoCommand):
    """Several values at once (a brush stroke over map rows); strokes with one merge key merge."""

    def __init__(self, document: Document, changes: dict[str, Any], text: str, merge_key: Any = None) -> None:
        super().__init__(text)
        self.document = weakref.proxy(document)
        self.changes = dict(changes)
        self.merge_key = merge_key
        self.olds: dict[str, Any] = {}

    def id(self) -> int:
        return MERGE_STROKE if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetValuesCommand) or other.merge_key != self.merge_key:
            return False
        for pointer, value in other.changes.items():
            if pointer not in self.olds:
                self.olds[pointer] = other.olds[pointer]
            self.changes[pointer] = value
        return True

    def redo(self) -> None:
        for pointer, value in self.changes.items():
            old = tree.set_value(self.document.tree, pointer, value)
            self.olds.setdefault(pointer, old)
        self.document.notify(*self.changes)

    def undo(self) -> None:
        for pointer in reversed(list(self.changes)):
            tree.restore(self.document.tree, pointer, self.olds[pointer])
        self.document.notify(*self.changes)


class InsertCommand(QUndoCommand):
    """Insert an entry into a list (a card, an area, a rule, a condition)."""

    def __init__(self, document: Document, list_pointer: str, index: int, value: Any, text: str) -> None:
        super().__init__(text)
        self.document, self.list_pointer, self.index, self.value = weakref.proxy(document), list_pointer, index, value

    def redo(self) -> None:
        tree.insert(self.document.tree, self.list_pointer, self.index, tree.snapshot(self.value))
        self.document.notify(self.list_pointer)

    def undo(self) -> None:
        tree.remove(self.document.tree, f"{self.list_pointer}/{self.index}")
        self.document.notify(self.list_pointer)


class RemoveCommand(QUndoCommand):
    """Remove a list entry or a mapping key; undo puts it back where it was, comments and all."""

    def __init__(self, document: Document, pointer: str, text: str) -> None:
        super().__init__(text)
        self.document, self.pointer = weakref.proxy(document), pointer
        self.removed: Any = None

    def redo(self) -> None:
        self.removed = tree.remove(self.document.tree, self.pointer)
        self.document.notify(self.pointer.rsplit("/", 1)[0])

    def undo(self) -> None:
        tree.put_back(self.document.tree, self.pointer, self.removed)
        self.document.notify(self.pointer.rsplit("/", 1)[0])


class MoveCommand(QUndoCommand):
    """Move a list entry from one index to another (reorder rules, chapters, cards)."""

    def __init__(self, document: Document, list_pointer: str, source: int, target: int, text: str) -> None:
        super().__init__(text)
        self.document, self.list_pointer, self.source, self.target = weakref.proxy(document), list_pointer, source, target

    def _move(self, a: int, b: int) -> None:
        sequence = tree.get(self.document.tree, self.list_pointer)
        sequence.insert(b, sequence.pop(a))
        self.document.notify(self.list_pointer)

    def redo(self) -> None:
        self._move(self.source, self.target)

    def undo(self) -> None:
        self._move(self.target, self.source)


class BreakAliasCommand(QUndoCommand):
    """Give one use of an aliased mapping or list a copy of its own, before that use is edited."""

    def __init__(self, document: Document, pointer: str) -> None:
        super().__init__("Break alias")
        self.document = weakref.proxy(document)
        self.pointer = pointer
        self.shared = tree.get(document.tree, pointer)

    def redo(self) -> None:
        parent, token = tree.parent_of(self.document.tree, self.pointer)
        key = tree._key(parent, token) if isinstance(parent, dict) else int(token)
        parent[key] = tree.unshared_copy(self.shared)
        self.document.notify(self.pointer)

    def undo(self) -> None:
        parent, token = tree.parent_of(self.document.tree, self.pointer)
        key = tree._key(parent, token) if isinstance(parent, dict) else int(token)
        parent[key] = self.shared
        self.document.notify(self.pointer)


class RenameKeyCommand(QUndoCommand):
    """Rename a mapping key in place (a misspelt field name fixed): its value and comments stay."""

    def __init__(self, document: Document, pointer: str, new_key: str, text: str) -> None:
        super().__init__(text)
        self.document, self.pointer, self.new_key = weakref.proxy(document), pointer, new_key
        self.old_key: Any = None

    def _renamed(self) -> str:
        return self.pointer.rsplit("/", 1)[0] + "/" + self.new_key.replace("~", "~0").replace("/", "~1")

    def redo(self) -> None:
        self.old_key = tree.rename_key(self.document.tree, self.pointer, self.new_key)
        self.document.notify(self.pointer.rsplit("/", 1)[0])

    def undo(self) -> None:
        tree.rename_key(self.document.tree, self._renamed(), self.old_key)
        self.document.notify(self.pointer.rsplit("/", 1)[0])

"""One document per content file: the file, its round-trip tree and its undo stack.

Views never hold the truth: they read `value(pointer)`, listen to `changed`,
and write through `set_value` / `insert` / `remove` / `move`, each one undo
command. `modified` is derived from the undo stack's clean state. Saving is
atomic and refuses to write text that does not parse back.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from pathlib import Path
from typing import Any
from collections.abc import Iterator

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from engine.content.files import atomic_write_text
from engine.content.yaml_io import (
    MAX_FILE_BYTES,
    Parsed,
    dump,
    load_roundtrip,
    parse_text,
    plain,
)

from engine.content.diagnostics import split_pointer

from . import tree
from .sections import Sections
from .commands import (
    BreakAliasCommand,
    InsertCommand,
    MoveCommand,
    RemoveCommand,
    RenameKeyCommand,
    SetValueCommand,
    SetValuesCommand,
)

_ABSENT = object()  # a default for look-ups of values that may not exist yet


class DocumentError(Exception):
    """A document that cannot be opened or saved; the message says why, for the user."""


class _UndoStack(QUndoStack):
    """The document's undo stack; while the document is read-only it takes no command (nothing runs)."""

    def __init__(self, document: Document) -> None:
        super().__init__(document)  # held as the Qt parent only: a Python reference back would make a cycle
        self._refused_macros = 0

    def _read_only(self) -> bool:
        return bool(getattr(self.parent(), "read_only", False))

    def push(self, command) -> None:
        if self._read_only():
            self.parent().edit_refused.emit(command.text())
            return
        super().push(command)

    def beginMacro(self, text: str) -> None:
        if self._read_only():
            self._refused_macros += 1
            return
        super().beginMacro(text)

    def endMacro(self) -> None:
        if self._refused_macros:
            self._refused_macros -= 1
            return
        super().endMacro()


class Document(QObject):
    changed = Signal(list)  # pointers whose values changed (a view refreshes what lies below them)
    modified_changed = Signal(bool)
    saved = Signal()
    path_changed = Signal(str)
    edit_refused = Signal(str)  # the text of an edit refused because the document is read-only

    #: A read-only document (a file of the bundled library) refuses every edit: no command is run
    #: or kept, so nothing changes and it never becomes modified.
    read_only = False
    #: Set while the document's page has not painted yet: the workspace splits its text only after
    #: that paint (`Workspace.prepare_soon`), so the split never delays the page.
    awaits_paint = False

    def __init__(self, path: Path, text: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        parsed = parse_text(text, str(path))
        if not parsed.ok:
            first = parsed.diagnostics[0]
            raise DocumentError(f"{path.name} cannot be opened for editing: line {first.line}: {first.message}. "
                                "Fix it in a text editor; its problems are listed in the Problems panel.")
        self.path = Path(path)
        self.saved_text = text
        try:
            self.tree = load_roundtrip(text)
        except Exception as exc:  # noqa: BLE001 - the round-trip loader refuses some files the checker reads
            raise DocumentError(f"{path.name} cannot be opened for editing: {_first_line(exc)}. "
                                "Fix it in a text editor.") from None
        if not _same(plain(self.tree), parsed.data):
            raise DocumentError(f"{path.name} cannot be opened for editing: the editor would not keep its data "
                                "exactly as written. Fix it in a text editor; its problems are listed in the Problems panel.")
        self.undo_stack = _UndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self._disk_stamp = _stamp(self.path)
        self._text_cache: str | None = text
        self._parsed_cache: Parsed | None = parsed
        # The tree's text per top-level section (None: not split yet, or not splittable) and the keys
        # whose sections changed since (None: all of them): an edit re-dumps and re-parses its section.
        self._sections: Sections | None = None
        self._changed: dict[Any, set[Any] | None] | None = None
        self._splittable = True

    def _on_clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)

    # -- opening ---------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path, parent: QObject | None = None) -> Document:
        try:
            info = os.stat(path)
            size = info.st_size
            if not stat.S_ISREG(info.st_mode):
                raise DocumentError(f"{Path(path).name} is not a regular file and cannot be opened for editing.")
            if size > MAX_FILE_BYTES:
                raise DocumentError(f"{Path(path).name} cannot be opened for editing: it is {size:,} bytes; "
                                    f"content files are at most {MAX_FILE_BYTES:,} bytes (1 MiB).")
            text = Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise DocumentError(f"{Path(path).name} is not UTF-8 text and cannot be opened for editing.") from None
        except OSError as exc:
            raise DocumentError(f"{Path(path).name} cannot be read: {exc.strerror or exc}.") from None
        return cls(Path(path), text, parent)

    # -- reading ---------------------------------------------------------------------
    @property
    def kind(self) -> str | None:
        kind = self.tree.get("kind") if isinstance(self.tree, dict) else None
        return kind if isinstance(kind, str) else None

    @property
    def item_id(self) -> str | None:
        item_id = self.tree.get("id") if isinstance(self.tree, dict) else None
        return item_id if isinstance(item_id, str) else None

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def value(self, pointer: str, default: Any = None) -> Any:
        return tree.get(self.tree, pointer, default)

    def text(self) -> str:
        """The document as YAML text, exactly as it would be saved."""
        if self._text_cache is None:
            text = None
            if self._sections is not None and self._changed is not None:
                text = self._sections.update(self.tree, self._changed)  # only the edited sections
            if text is None:
                text = self._split()
            self._changed = {}
            self._text_cache = text
        return self._text_cache

    def prepare(self) -> None:
        """Split the text into sections ahead of the first edit (an idle moment after opening); a
        read-only document is never edited."""
        if self._sections is None and self._splittable and not self.read_only:
            self._split()
            self._changed = {}
            if self._sections is not None:
                self._sections.parsed(str(self.path))  # each section's parse, for the edits to reuse

    def _split(self) -> str:
        """The whole dump, and the sections later edits splice (unless the tree cannot be split)."""
        if not self._splittable:
            return dump(self.tree)
        text, self._sections = Sections.build(self.tree)
        self._splittable = self._sections is not None
        return text

    def parsed(self) -> Parsed:
        """Plain data and source positions of the current text (for validation and the YAML view)."""
        if self.parsed_if_known() is None:
            self._parsed_cache = parse_text(self.text(), str(self.path))
        assert self._parsed_cache is not None
        return self._parsed_cache

    def parsed_if_known(self) -> Parsed | None:
        """`parsed()` if it costs no parse of the whole text (kept, or the edited sections parsed
        alone and spliced into the others' parses), else None."""
        if self._parsed_cache is None and self._sections is not None:
            text = self.text()
            if self._sections.text() == text:
                self._parsed_cache = self._sections.parsed(str(self.path))
        return self._parsed_cache

    def line_of(self, pointer: str) -> int:
        return self.parsed().positions.value(pointer)[0]

    # -- editing (each call is one undo step) -------------------------------------------
    def set_value(self, pointer: str, value: Any, text: str = "", merge_key: Any = None) -> None:
        """Set (or create, if the last key is missing) the value at ``pointer``: one undo step."""
        if tree.get(self.tree, pointer, _ABSENT) == value and value is not None:
            return
        with self._own_use(text or f"Change {_label(pointer)}", [pointer]):
            self.undo_stack.push(SetValueCommand(self, pointer, value, text or f"Change {_label(pointer)}", merge_key))

    def set_values(self, changes: dict[str, Any], text: str, merge_key: Any = None) -> None:
        changes = {p: v for p, v in changes.items() if tree.get(self.tree, p, _ABSENT) != v}
        if changes:
            with self._own_use(text, list(changes)):
                self.undo_stack.push(SetValuesCommand(self, changes, text, merge_key))

    def insert(self, list_pointer: str, index: int, value: Any, text: str = "") -> None:
        with self._own_use(text or f"Add to {_label(list_pointer)}", [list_pointer], in_place=True):
            self.undo_stack.push(InsertCommand(self, list_pointer, index, value, text or f"Add to {_label(list_pointer)}"))

    def append(self, list_pointer: str, value: Any, text: str = "") -> None:
        if tree.get(self.tree, list_pointer, _ABSENT) is _ABSENT:
            self.set_value(list_pointer, [value], text or f"Add {_label(list_pointer)}")
            return
        self.insert(list_pointer, len(self.value(list_pointer)), value, text)

    def remove(self, pointer: str, text: str = "") -> None:
        with self._own_use(text or f"Remove {_label(pointer)}", [pointer]):
            self.undo_stack.push(RemoveCommand(self, pointer, text or f"Remove {_label(pointer)}"))

    def rename_key(self, pointer: str, new_key: str, text: str = "") -> None:
        """Rename the mapping key at ``pointer`` keeping its place, value and comments: one undo step."""
        with self._own_use(text or f"Rename {_label(pointer)}", [pointer]):
            self.undo_stack.push(RenameKeyCommand(self, pointer, new_key, text or f"Rename {_label(pointer)}"))

    def move(self, list_pointer: str, source: int, target: int, text: str = "") -> None:
        if source != target:
            with self._own_use(text or f"Reorder {_label(list_pointer)}", [list_pointer], in_place=True):
                self.undo_stack.push(MoveCommand(self, list_pointer, source, target, text or f"Reorder {_label(list_pointer)}"))

    @contextlib.contextmanager
    def _own_use(self, text: str, pointers: list[str], in_place: bool = False) -> Iterator[None]:
        """Edit only this use of an aliased node: its use gets its own copy first (both one undo step)."""
        broken: list[str] = []
        for pointer in pointers:
            while (slot := tree.shared_slot(self.tree, pointer, include_last=in_place)) is not None:
                if slot in broken:
                    break
                if not broken:
                    self.undo_stack.beginMacro(text)
                broken.append(slot)
                self.undo_stack.push(BreakAliasCommand(self, slot))
        try:
            yield
        finally:
            if broken:
                self.undo_stack.endMacro()

    @contextlib.contextmanager
    def macro(self, text: str) -> Iterator[None]:
        """Several edits as one undo step (a rename across fields, a paste of many fields)."""
        self.undo_stack.beginMacro(text)
        try:
            yield
        finally:
            self.undo_stack.endMacro()

    def notify(self, *pointers: str) -> None:
        """Called by commands after they change the tree (at or below ``pointers``)."""
        self._text_cache = None
        self._parsed_cache = None
        for pointer in pointers:
            tokens = split_pointer(pointer)
            if not tokens:  # the whole tree (a reload, a top-level key renamed or removed)
                self._changed, self._splittable = None, True
                break
            if self._changed is not None:
                self._changed = _note_change(self._changed, self.tree, tokens)
        self.changed.emit(list(pointers))

    # -- files ----------------------------------------------------------------------
    def save(self, path: Path | None = None) -> None:
        """Write atomically; never writes text that does not parse back into the same data."""
        target = Path(path) if path is not None else self.path
        text = self.text()
        check = parse_text(text, str(target))
        if not check.ok:
            first = check.diagnostics[0]
            raise DocumentError(f"Not saved: the result would not be valid YAML (line {first.line}: {first.message}).")
        if not _same(check.data, plain(self.tree)):
            raise DocumentError("Not saved: the file written would not read back as the document's data "
                                "(a YAML feature the editor cannot keep). Your changes are kept; save a copy or "
                                "fix the file in a text editor.")
        try:
            atomic_write_text(target, text)
        except OSError as exc:
            raise DocumentError(f"Not saved: {target} cannot be written ({exc.strerror or exc}).") from None
        if target != self.path:
            self.path = target
            self.path_changed.emit(str(target))
        self.saved_text = text
        self._disk_stamp = _stamp(target)
        self.undo_stack.setClean()
        self.saved.emit()

    def changed_on_disk(self) -> bool:
        """Whether another program changed (or removed) the file since we read or wrote it."""
        return _stamp(self.path) != self._disk_stamp

    def reload(self) -> None:
        """Read the file again, dropping unsaved changes and the undo history."""
        fresh = Document.open(self.path)
        self.tree = fresh.tree
        self.saved_text = fresh.saved_text
        self._disk_stamp = _stamp(self.path)
        self.undo_stack.clear()
        self.notify("")

    def keep_mine(self) -> None:
        """The user keeps their version after an outside change: it now counts as unsaved."""
        self._disk_stamp = _stamp(self.path)
        self.undo_stack.resetClean()
        self.modified_changed.emit(True)


def _note_change(changed: dict[Any, set[Any] | None], root: Any, tokens: list[str]) -> dict[Any, set[Any] | None] | None:
    """Add a change at ``tokens`` to ``changed`` (top-level key -> its entries changed, None: all of
    it); None when a top-level key was added or removed (the whole text is dumped again)."""
    key = tree.key_of(root, tokens[0])
    if key is tree.MISSING:
        return None
    if len(tokens) == 1 or changed.get(key, set()) is None:
        changed[key] = None
        return changed
    value = root[key]
    entry: Any = tree.key_of(value, tokens[1])
    if isinstance(value, list) and tokens[1].isdigit() and int(tokens[1]) < len(value):
        entry = int(tokens[1])
    if entry is tree.MISSING:
        changed[key] = None
    else:
        changed.setdefault(key, set()).add(entry)  # type: ignore[union-attr]
    return changed


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = os.stat(path)
        return (stat.st_mtime_ns, stat.st_size)
    except OSError:
        return None


def _same(read_back: Any, intended: Any) -> bool:
    """Equal data; NaN, which equals nothing, compares by its written form."""
    if read_back == intended:
        return True
    try:
        return json.dumps(read_back, sort_keys=True) == json.dumps(intended, sort_keys=True)
    except (TypeError, ValueError):
        return False


def _first_line(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def _label(pointer: str) -> str:
    tokens = [t for t in pointer.split("/") if t and not t.isdigit()]
    return tokens[-1].replace("_", " ") if tokens else "document"

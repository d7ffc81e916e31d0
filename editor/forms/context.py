"""The link between one form view and its document: reads, writes, refreshes, problems, selection.

A `FormContext` is shared by every field of a view. Fields and sections
register with it; it listens to the document's `changed` signal once and hands
each change only to the widgets whose pointer lies above or below a changed
pointer, and to the workspace's diagnostics to mark fields with problems.
Writes go through `write`, which creates missing parent mappings, removes
optional keys that were cleared, and keeps typing in one undo step.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any, Protocol
from collections.abc import Callable, Iterable

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea, QStackedWidget, QTabWidget, QWidget
from ruamel.yaml.comments import CommentedMap, CommentedSeq

from editor.documents import tree
from editor.documents.commands import SetValueCommand
from engine.content.diagnostics import Diagnostic, escape_pointer_token, split_pointer

from . import lookups, schema_info
from .local_ids import local_references

if TYPE_CHECKING:
    from editor.documents.document import Document
    from editor.documents.workspace import Workspace

REMOVE = object()  # write(pointer, REMOVE): drop the key or entry
ABSENT = object()  # value(pointer, ABSENT) is ABSENT: nothing is written there
_merge_ids = itertools.count(1)


def new_merge_base() -> int:
    return next(_merge_ids)


def join(pointer: str, *tokens: Any) -> str:
    return pointer + "".join("/" + escape_pointer_token(t) for t in tokens)


def parent_pointer(pointer: str) -> str:
    return pointer.rsplit("/", 1)[0]


def related(a: str, b: str) -> bool:
    """Whether one pointer lies inside the other (or they are equal)."""
    return a == b or a.startswith(b + "/") or b.startswith(a + "/") or a == "" or b == ""


def inside(pointer: str, ancestor: str) -> bool:
    return pointer == ancestor or pointer.startswith(ancestor + "/") or ancestor == ""


def as_list(value: Any) -> list:
    """``value`` if it is a list, else [] (a broken file may hold anything anywhere)."""
    return list(value) if isinstance(value, list) else []


def as_dict(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def plain(node: Any) -> Any:
    """Round-trip nodes as plain Python data."""
    if isinstance(node, dict):
        return {k: plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
    return node


def block(value: Any) -> Any:
    """A new mapping or list in block style, its entries in flow style (how the bundled files look)."""
    if isinstance(value, (CommentedMap, CommentedSeq)):
        return value
    return tree.to_tree(value, flow=False)



def is_retired(widget: QObject) -> bool:
    """Whether `FormContext.retire` took the widget out (it is about to be deleted).

    Read from the widget's own attributes: asking a Qt object for an attribute it lacks searches its
    Qt properties and costs about 8 µs, and every edit asks each bound widget (issue 32)."""
    return bool(widget.__dict__.get("_retired", False))


class Bound(Protocol):
    """What the context expects of a registered widget."""

    pointer: str

    def document_changed(self, pointers: list[str]) -> None: ...


class FormContext(QObject):
    """One view's connection to its document and workspace."""

    pointer_selected = Signal(str)
    edit_rules = Signal(str)

    def __init__(self, document: Document, workspace: Workspace | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.workspace = workspace
        self.kind = document.kind
        named = document.value("/ruleset")
        self.ruleset = named if isinstance(named, str) and named else None  # whose schemas describe the fields
        self.lookups = lookups.Lookups(document, workspace)
        self._bound: list[Any] = []
        self._revealers: list[tuple[Callable[[], str], Callable[[str], None], QObject]] = []
        self._problems: dict[str, list[Diagnostic]] = {}
        self._apply_pending = False
        self.focused: Any = None  # the field the last `focus` showed
        document.changed.connect(self._on_changed)
        if workspace is not None:
            workspace.diagnostics_changed.connect(self._on_diagnostics)
            QTimer.singleShot(0, self._on_diagnostics)

    # -- registry ------------------------------------------------------------------------
    def bind(self, widget: Any) -> None:
        """Refresh ``widget`` on changes around ``widget.pointer`` (and show its problems, if it can)."""
        self._bound.append(widget)
        problems = self.problems_at(widget.pointer)
        if problems and hasattr(widget, "set_problems"):
            widget.set_problems(problems)
        if self._problems and not self._apply_pending:
            self._apply_pending = True  # new widgets may be the nearest home of deeper problems
            QTimer.singleShot(0, self._apply_problems)

    def revealer(self, prefix: str | Callable[[], str], reveal: Callable[[str], None], owner: QObject) -> None:
        """``reveal(pointer)`` makes the part of the view holding pointers under ``prefix`` visible.

        ``prefix`` may be a callable, for a widget that can be pointed at another list later.
        """
        self._revealers.append((prefix if callable(prefix) else (lambda p=prefix: p), reveal, owner))

    def _live(self) -> list[Any]:
        self._bound = [w for w in self._bound if shiboken6.isValid(w) and not is_retired(w)]
        return list(self._bound)

    def retire(self, widget: QWidget) -> None:
        """Stop refreshing a widget and everything inside it (it is about to be deleted)."""
        for child in [widget, *widget.findChildren(QWidget)]:
            child._retired = True  # type: ignore[attr-defined]
        widget.hide()
        widget.setParent(None)
        widget.deleteLater()

    # -- reading and writing -----------------------------------------------------------
    def value(self, pointer: str, default: Any = None) -> Any:
        return self.document.value(pointer, default)

    def exists(self, pointer: str) -> bool:
        return self.document.value(pointer, ABSENT) is not ABSENT

    def schema(self, pointer: str) -> dict:
        return schema_info.at(self.kind, pointer, self.ruleset)

    def required(self, pointer: str) -> bool:
        return schema_info.is_required(self.kind, pointer, self.ruleset)

    def write(self, pointer: str, value: Any, text: str = "", merge_key: Any = None, prune: str | None = None) -> None:
        """Set (or with REMOVE drop) the value at ``pointer``, creating missing parents.

        Edits with the same ``merge_key`` collapse into one undo step, even when the first of them
        had to create the parent mapping. With ``prune``, removing the last key of a mapping at or
        below ``prune`` removes that emptied mapping too.
        """
        if value is REMOVE:
            self._remove(pointer, text, prune)
            return
        references = local_references(plain(self.document.tree), pointer, self.document.value(pointer))
        if references and isinstance(value, str):  # an id of this document: its references follow, one undo step
            old = self.document.value(pointer)
            self.document.set_values({pointer: value, **dict.fromkeys(references, value)},
                                     text or f"Rename {old} to {value}", merge_key)
            return
        anchor = self._anchor_of(pointer, merge_key)
        if anchor is None:
            anchor = self._first_missing(pointer)
        if anchor == pointer:
            self._set(pointer, value, text, merge_key)
            return
        current = plain(self.document.value(anchor, {})) if self.exists(anchor) else {}
        built = _with(current, split_pointer(pointer)[len(split_pointer(anchor)):], value)
        self._set(anchor, built, text, merge_key)

    def _set(self, pointer: str, value: Any, text: str, merge_key: Any) -> None:
        # Pushes the document's own command rather than calling Document.set_value, whose
        # "unchanged?" check takes True for 1 (a checkbox ticked over a count would not be written).
        current = self.document.value(pointer, ABSENT)
        if current is not ABSENT and current == value and isinstance(current, bool) == isinstance(value, bool):
            return
        label = pointer.rsplit("/", 1)[-1].replace("_", " ")
        self.document.undo_stack.push(SetValueCommand(self.document, pointer, value, text or f"Change {label}", merge_key))

    def _anchor_of(self, pointer: str, merge_key: Any) -> str | None:
        """The pointer the last command of this typing session wrote, if it lies above ``pointer``."""
        if merge_key is None:
            return None
        stack = self.document.undo_stack
        command = stack.command(stack.index() - 1) if stack.index() > 0 else None
        if isinstance(command, SetValueCommand) and command.merge_key == merge_key and inside(pointer, command.pointer):
            return command.pointer
        return None

    def _first_missing(self, pointer: str) -> str:
        """The first pointer on the way to ``pointer`` that is missing (or holds a scalar where a mapping must go)."""
        tokens = split_pointer(pointer)
        for depth in range(1, len(tokens) + 1):
            partial = join("", *tokens[:depth])
            node = self.document.value(partial, ABSENT)
            if node is ABSENT:
                return partial
            if depth < len(tokens) and not (isinstance(node, dict) or (isinstance(node, list) and tokens[depth].isdigit())):
                return partial  # a broken file: a scalar or list where a mapping belongs is replaced
        return pointer

    def _remove(self, pointer: str, text: str, prune: str | None) -> None:
        if not self.exists(pointer):
            return
        victims = [pointer]
        if prune is not None:
            parent = parent_pointer(pointer)
            while inside(parent, prune) and parent != pointer:
                node = self.value(parent)
                if isinstance(node, dict) and len(node) == 1:
                    victims = [parent]
                    pointer, parent = parent, parent_pointer(parent)
                else:
                    break
        self.document.remove(victims[0], text)

    # -- document changes --------------------------------------------------------------
    def _on_changed(self, pointers: list[str]) -> None:
        for widget in self._live():
            if is_retired(widget):
                continue
            if any(related(p, widget.pointer) for p in pointers):
                widget.document_changed(pointers)

    # -- problems ----------------------------------------------------------------------
    def _on_diagnostics(self) -> None:
        if self.workspace is None or not shiboken6.isValid(self):
            return
        problems: dict[str, list[Diagnostic]] = {}
        for diagnostic in self.workspace.diagnostics_for(self.document.path, notes=False):
            problems.setdefault(diagnostic.pointer, []).append(diagnostic)
        self._problems = problems
        self._apply_problems()

    def _apply_problems(self) -> None:
        """Give each problem to the widget of its pointer, or of the nearest pointer above it."""
        self._apply_pending = False
        if not shiboken6.isValid(self):
            return
        problems = self._problems
        live = [w for w in self._live() if hasattr(w, "set_problems")]
        pointers = {w.pointer for w in live}
        shown: dict[str, list[Diagnostic]] = {}
        for pointer, found in problems.items():
            target = pointer
            while target not in pointers and target:
                target = parent_pointer(target)
            if target in pointers:
                shown.setdefault(target, []).extend(found)
        for widget in live:
            widget.set_problems(shown.get(widget.pointer, []))

    def problems_at(self, pointer: str) -> list[Diagnostic]:
        return list(self._problems.get(pointer, []))

    def problems_under(self, pointer: str) -> list[Diagnostic]:
        return [d for p, found in self._problems.items() if inside(p, pointer) for d in found]

    # -- selection ---------------------------------------------------------------------
    def focus(self, pointer: str) -> bool:
        """Show the field of ``pointer`` (see `field_for`), focus and highlight it; False if there is none.

        Parts of the view that show one entry of a list at a time (a rules list, a card table) reveal
        the entry first, outermost first.
        """
        used: set[int] = set()
        for _ in range(8):
            self._revealers = [r for r in self._revealers if shiboken6.isValid(r[2]) and not is_retired(r[2])]
            candidates = [(len(prefix()), i, reveal) for i, (prefix, reveal, owner) in enumerate(self._revealers)
                          if id(owner) not in used and inside(pointer, prefix()) and pointer != prefix()]
            if not candidates:
                break
            _, index, reveal = min(candidates, key=lambda c: c[0])
            used.add(id(self._revealers[index][2]))
            reveal(pointer)
        widget = self.field_for(pointer)
        if widget is None:
            return False
        show_widget(widget)
        widget.focus_editor()
        if hasattr(widget, "flash"):
            widget.flash()
        # The main window focuses the whole view after it claims a pointer: take the focus back then.
        QTimer.singleShot(0, lambda: shiboken6.isValid(widget) and widget.isVisible() and widget.focus_editor())
        self.focused = widget
        return True

    def field_for(self, pointer: str) -> Any:
        """The field of ``pointer``; else the first field inside it; else the nearest field around it."""
        fields = self.fields()
        by_pointer: dict[str, Any] = {}
        for widget in fields:
            by_pointer.setdefault(widget.pointer, widget)
        if pointer in by_pointer:
            return by_pointer[pointer]
        below = next((w for w in fields if pointer and w.pointer.startswith(pointer + "/")), None)
        if below is not None:
            return below
        target = pointer
        while target:
            target = parent_pointer(target)
            if target in by_pointer:
                return by_pointer[target]
        return None

    def fields(self) -> list[Any]:
        return [w for w in self._live() if hasattr(w, "focus_editor")]


def _with(current: Any, tokens: Iterable[str], value: Any) -> Any:
    """``current`` (plain data) with ``value`` set at the path ``tokens``, creating mappings."""
    tokens = list(tokens)
    if not tokens:
        return value
    head, rest = tokens[0], tokens[1:]
    if isinstance(current, list) and head.isdigit() and int(head) < len(current):
        result = list(current)
        result[int(head)] = _with(result[int(head)], rest, value)
        return result
    result = dict(current) if isinstance(current, dict) else {}
    result[head] = _with(result.get(head, {}), rest, value)
    return result


def show_widget(widget: QWidget) -> None:
    """Switch tabs and stacks and scroll so that ``widget`` can be seen."""
    chain: list[QWidget] = []
    node: QWidget | None = widget
    while node is not None:
        chain.append(node)
        node = node.parentWidget()
    for child, parent in zip(chain, chain[1:], strict=False):
        if isinstance(parent, QStackedWidget) and parent.indexOf(child) >= 0:
            parent.setCurrentWidget(child)
            tabs = parent.parentWidget()
            if isinstance(tabs, QTabWidget):
                tabs.setCurrentWidget(child)
        if hasattr(parent, "expand") and getattr(parent, "collapsible", False):
            parent.expand()
    for node in chain:
        if isinstance(node, QScrollArea):
            node.ensureWidgetVisible(widget, 40, 40)
        elif isinstance(node, QAbstractScrollArea):
            continue

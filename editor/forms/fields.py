"""Field widgets: each shows the value at one pointer of the document and writes it back.

A field reads its label and tooltip from the schema, refreshes itself when the
document changes at or around its pointer (without writing anything back),
writes through the form context (typing in one field is one undo step until the
field loses focus), and shows the diagnostics at its pointer as a red (error)
or orange (warning) frame with the messages in its tooltip.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFrame, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QSizePolicy,
                               QSpinBox, QWidget)

from ruamel.yaml.scalarstring import FoldedScalarString

from editor.documents import fixes
from engine.content.diagnostics import Diagnostic, split_pointer
from engine.content.quick_fixes import QuickFix, quick_fix_of

from . import schema_info
from .context import ABSENT, REMOVE, FormContext, new_merge_base

ERROR_COLOUR = "#d32f2f"
WARNING_COLOUR = "#ef8c00"
FLASH_COLOUR = "#fff1a8"
UNSET = "—"


#: The events `Field.eventFilter` acts on
_FILTERED = frozenset((QEvent.Type.ShortcutOverride, QEvent.Type.FocusIn, QEvent.Type.FocusOut, QEvent.Type.Wheel))


class Field(QFrame):
    """The common part of every field: binding, refresh, writing, problems, focus."""

    inline_label = False  # the editor shows its own label (a checkbox)
    merges = True  # consecutive edits of one session are one undo step

    def __init__(self, ctx: FormContext, pointer: str, schema: dict | None = None, label: str | None = None,
                 required: bool | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.pointer = pointer
        self.sub = schema if schema is not None else ctx.schema(pointer)
        tokens = split_pointer(pointer)
        name = tokens[-1] if tokens else ""
        self.name = name
        self.required = ctx.required(pointer) if required is None else required
        self.label_text = label or schema_info.title(self.sub, name)
        self.base_tip = schema_info.tooltip(self.sub, name)
        self.prune: str | None = None
        self._merge_base = new_merge_base()
        self._session = 0
        self._updating = False
        self._problems: list[Diagnostic] = []
        self._flashing = False
        self.setObjectName("formField")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(4)
        self.editor = self.make_editor()
        layout.addWidget(self.editor, 1)
        if isinstance(self.editor, (QSpinBox, QComboBox)):
            layout.addStretch(0)
        self.editor.installEventFilter(self)
        self.setFocusProxy(self.editor)
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.setInterval(1500)
        self._flash_timer.timeout.connect(self._end_flash)
        self._restyle()
        ctx.bind(self)
        self.refresh()

    # -- to implement ----------------------------------------------------------------
    def make_editor(self) -> QWidget:
        raise NotImplementedError

    def show_value(self, value: Any) -> None:
        raise NotImplementedError

    # -- binding -----------------------------------------------------------------------
    def merge_key(self) -> Any:
        return ("field", self._merge_base, self._session) if self.merges else None

    def end_session(self) -> None:
        self._session += 1

    def current(self) -> Any:
        value = self.ctx.value(self.pointer, ABSENT)
        return None if value is ABSENT else value

    def refresh(self) -> None:
        self._updating = True
        try:
            self.show_value(self.current())
        finally:
            self._updating = False

    def document_changed(self, pointers: list[str]) -> None:
        self.refresh()

    def commit(self, value: Any, text: str = "") -> None:
        """Write ``value`` (None or "" on an optional field removes the key)."""
        if self._updating:
            return
        current = self.current()
        if (value == current and isinstance(value, bool) == isinstance(current, bool)) or (value in ("", None) and current is None):
            return  # nothing changed (a font or a margin set on a text box re-emits its text)
        if (value is None or value == "") and not self.required:
            value = REMOVE
        elif value is None:
            value = ""
        self.ctx.write(self.pointer, value, text or f"Change {self.label_text.lower()}", self.merge_key(), self.prune)

    # -- focus, problems, highlight ----------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _FILTERED:  # (most events: building a page sends each editor dozens, one read here)
            return False
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and \
                (event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)):
            # Undo belongs to the document, not to the text box: let the window's Undo action have it.
            event.ignore()
            return True
        if kind == QEvent.Type.FocusIn:
            self.ctx.pointer_selected.emit(self.pointer)
        elif kind == QEvent.Type.FocusOut:
            self.end_session()
        elif kind == QEvent.Type.Wheel and not self.editor.hasFocus() and isinstance(watched, (QSpinBox, QComboBox)):
            event.ignore()
            return True  # scrolling the form must not change values under the mouse
        return False

    def focus_editor(self) -> None:
        self.editor.setFocus(Qt.FocusReason.OtherFocusReason)

    def flash(self) -> None:
        self._flashing = True
        self._restyle()
        self._flash_timer.start()

    def _end_flash(self) -> None:
        self._flashing = False
        self._restyle()

    def set_problems(self, problems: list[Diagnostic]) -> None:
        if problems == self._problems:
            return
        self._problems = list(problems)
        self._restyle()

    @property
    def problems(self) -> list[Diagnostic]:
        return list(self._problems)

    def problem_level(self) -> str:
        if any(d.is_error for d in self._problems):
            return "error"
        return "warning" if self._problems else ""

    def _restyle(self) -> None:
        level = self.problem_level()
        colour = {"error": ERROR_COLOUR, "warning": WARNING_COLOUR}.get(level, "transparent")
        background = FLASH_COLOUR if self._flashing else "transparent"
        if level or self._flashing or self.styleSheet():
            if not self.styleSheet():  # the first sheet: its 2px border takes the margins' place (only
                self.setContentsMargins(0, 0, 0, 0)  # then: Qt restores a sheet's margins as it replaces it)
            self.setStyleSheet(f"#formField {{ border: 2px solid {colour}; border-radius: 4px; background: {background}; }}")
        else:
            # A field that never showed a problem nor flashed draws no border: the same 2px as margins,
            # without a style sheet of its own (each one is parsed, and every widget carrying one is
            # polished again whenever its form is put into its page: a third of opening a page)
            self.setContentsMargins(2, 2, 2, 2)
        tip = self.base_tip
        if self._problems:
            lines = []
            for d in self._problems:
                icon = "⛔" if d.is_error else "⚠"
                hint = f"<br><i>{html.escape(d.hint)}</i>" if d.hint else ""
                lines.append(f"{icon} {html.escape(d.message)}{hint}")
            tip = tip + "<hr>" + "<br>".join(lines)
        self.editor.setToolTip(tip)
        self.setToolTip(tip)

    def make_label(self) -> QLabel:
        label = QLabel(self.label_text)
        label.setToolTip(self.base_tip)
        label.setBuddy(self.editor)
        return label


class ProblemBanner(QLabel):
    """The problems of a whole entry (a rule, a term, a list item), shown under it in red or orange.

    A problem with a quick fix (a misspelt field name, a misspelt id: `engine.content.quick_fixes`)
    shows it as a link; clicking it applies the fix to ``document`` as one undoable edit.
    """

    def __init__(self, parent: QWidget | None = None, document: Any = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.hide()
        self.problems: list[Diagnostic] = []
        self.document = document
        self.fixes: list[QuickFix] = []
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)  # Tab reaches a fix, Enter applies it
        self.linkActivated.connect(self.apply_fix)

    def set_problems(self, problems: list[Diagnostic]) -> None:
        self.problems = list(problems)
        if not problems:
            self.fixes = []
            self.hide()
            return
        colour = ERROR_COLOUR if any(d.is_error for d in problems) else WARNING_COLOUR
        self.fixes, lines = [], []
        for d in problems:
            line = ("⛔ " if d.is_error else "⚠ ") + html.escape(d.message) + (f" <i>({html.escape(d.hint)})</i>" if d.hint else "")
            fix = quick_fix_of(d)
            if fix is not None and self.document is not None and fixes.applicable(self.document, fix):
                line += f" <a href='fix:{len(self.fixes)}'>Fix: {html.escape(fix.label)}</a>"
                self.fixes.append(fix)
            lines.append(line)
        self.setText(f"<span style='color:{colour}'>" + "<br>".join(lines) + "</span>")
        self.show()

    def apply_fix(self, link: str) -> bool:
        """Apply the quick fix of a link (`fix:N`); False if it no longer applies."""
        number = link.removeprefix("fix:")
        if not number.isdigit() or int(number) >= len(self.fixes) or self.document is None:
            return False
        return fixes.apply(self.document, self.fixes[int(number)])


class TextField(Field):
    """One line of text (titles, ids, versions)."""

    def make_editor(self) -> QWidget:
        editor = QLineEdit()
        editor.setMinimumWidth(200 if self.name == "title" else 130)
        if "default" in self.sub:
            editor.setPlaceholderText(f"default: {self.sub['default']}")
        elif not self.required:
            editor.setPlaceholderText("optional")
        editor.textChanged.connect(lambda text: self.commit(text))
        editor.editingFinished.connect(self.end_session)
        max_length = self.sub.get("maxLength")
        if isinstance(max_length, int):
            editor.setMaxLength(max_length)
        return editor

    def show_value(self, value: Any) -> None:
        text = "" if value is None else str(value)
        if self.editor.text() != text:
            self.editor.setText(text)


class _TextEdit(QPlainTextEdit):
    def __init__(self, lines: int) -> None:
        super().__init__()
        self.lines = lines

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.fontMetrics().lineSpacing() * self.lines + 14)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.fontMetrics().lineSpacing() * min(self.lines, 2) + 14)


class LongTextField(Field):
    """Several lines or paragraphs (story texts, card texts, rule texts)."""

    def __init__(self, *args: Any, lines: int = 5, **kwargs: Any) -> None:
        self._lines = lines
        super().__init__(*args, **kwargs)

    def make_editor(self) -> QWidget:
        editor = _TextEdit(self._lines)
        editor.setTabChangesFocus(True)
        editor.setUndoRedoEnabled(False)  # the document's undo stack undoes typing
        editor.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        if not self.required:
            editor.setPlaceholderText("optional")
        editor.textChanged.connect(lambda: self.commit(self.editor.toPlainText()))
        return editor

    def show_value(self, value: Any) -> None:
        text = "" if value is None else str(value)
        if self.editor.toPlainText() != text:
            self.editor.setPlainText(text)

    def commit(self, value: Any, text: str = "") -> None:
        super().commit(refold(self.current(), value) if isinstance(value, str) and value else value, text)


def _greedy_folds(text: str, width: int) -> list[int]:
    """Where a folded scalar breaks its lines: at the last space that keeps each line within ``width``."""
    folds, offset = [], 0
    for paragraph in text.split("\n"):
        length, position = 0, offset
        for number, word in enumerate(paragraph.split(" ")):
            if number and length + 1 + len(word) > width and length:
                folds.append(position)
                length = len(word)
            else:
                length += (1 if number else 0) + len(word)
            position += (1 if number else 0) + len(word)
            if number == 0:
                position = offset + len(word)
        offset += len(paragraph) + 1
    return folds


def refold(old: Any, new: str) -> Any:
    """``new`` folded like ``old`` was (a `>-` block wrapped at the same width), so that editing one
    paragraph of a story text changes only that paragraph's lines in the file."""
    folds = getattr(old, "fold_pos", None)
    if not isinstance(old, FoldedScalarString) or not folds:
        return new
    starts = [0] + [p + 1 for p in folds]
    longest = max(len(line) for a, b in zip(starts, folds + [len(old)], strict=False) for line in old[a:b].split("\n"))
    width = next((w for w in range(longest, longest + 12) if _greedy_folds(str(old), w) == list(folds)), longest)
    folded = FoldedScalarString(new)
    folded.fold_pos = _greedy_folds(new, width)  # type: ignore[attr-defined]
    return folded


class _SpinBox(QSpinBox):
    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), 72), hint.height())


class IntField(Field):
    """A whole number within the schema's bounds; an optional one without default can be unset (—)."""

    def __init__(self, *args: Any, low: int | None = None, high: int | None = None, **kwargs: Any) -> None:
        self._low, self._high = low, high
        super().__init__(*args, **kwargs)

    @property
    def can_unset(self) -> bool:
        return not self.required and "default" not in self.sub

    def make_editor(self) -> QWidget:
        editor = _SpinBox()
        editor.setMaximumWidth(130)
        low, high = schema_info.int_bounds(self.sub)
        low = self._low if self._low is not None else low
        high = self._high if self._high is not None else high
        self.low = low
        if self.can_unset:
            editor.setSpecialValueText(UNSET)
            low -= 1
        editor.setRange(low, high)
        editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        editor.setKeyboardTracking(True)
        editor.valueChanged.connect(self._changed)
        editor.editingFinished.connect(self.end_session)
        editor.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        editor.customContextMenuRequested.connect(lambda at: self.context_menu().popup(editor.mapToGlobal(at)))
        return editor

    def context_menu(self):
        """The number's context menu: the text editing entries and "Sweep This Value…" (a balance sweep)."""
        menu = self.editor.lineEdit().createStandardContextMenu()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        menu.addSeparator()
        action = menu.addAction("Sweep This Value…", self.open_sweep)
        action.setObjectName("sweep-value")
        return menu

    def open_sweep(self):
        """The balance sweep dialog on this form's document, preset to this number."""
        from editor import views

        self.sweep_dialog = views.open_tool("sweep", self.ctx.document, self.ctx.workspace, self.pointer,
                                            self.window())
        return self.sweep_dialog

    def _changed(self, value: int) -> None:
        if self.can_unset and value < self.low:
            self.commit(None)
        else:
            self.commit(value)

    def show_value(self, value: Any) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            value = self.sub.get("default", self.editor.minimum() if self.can_unset else self.low)
        # a number beyond the box's range (the validator reports it) shows clamped, as the box clamps any
        # number; one beyond 32 bits (10**18 in a hand-written file) raised OverflowError in setValue
        value = max(self.editor.minimum(), min(int(value), self.editor.maximum()))
        if self.editor.value() != value:
            self.editor.setValue(value)


class BoolField(Field):
    """True or false, shown as a checkbox labelled with the field's title."""

    inline_label = True
    merges = False

    def make_editor(self) -> QWidget:
        editor = QCheckBox(self.label_text)
        editor.toggled.connect(lambda checked: self.commit(bool(checked)))
        return editor

    def commit(self, value: Any, text: str = "") -> None:
        if self._updating:
            return
        self.ctx.write(self.pointer, value, text or f"Change {self.label_text.lower()}")

    def show_value(self, value: Any) -> None:
        checked = bool(self.sub.get("default", False) if value is None else value)
        if self.editor.isChecked() != checked:
            self.editor.setChecked(checked)


class EnumField(Field):
    """A choice from the schema's values; each item's tooltip explains it. Optional ones start with —."""

    merges = False

    def __init__(self, *args: Any, choices: list[schema_info.Option] | None = None, **kwargs: Any) -> None:
        self._choices = choices
        super().__init__(*args, **kwargs)

    def make_editor(self) -> QWidget:
        editor = QComboBox()
        editor.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        editor.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.choices = self._choices if self._choices is not None else schema_info.options(self.sub)
        self.has_unset = not self.required
        if self.has_unset:
            default = self.sub.get("default")
            editor.addItem(f"{UNSET} (default: {schema_info.humanize(default)})" if default is not None else UNSET, None)
        for option in self.choices:
            editor.addItem(option.label, option.value)
            if option.tip:
                editor.setItemData(editor.count() - 1, option.tip, Qt.ItemDataRole.ToolTipRole)
        self._fixed_count = editor.count()
        editor.currentIndexChanged.connect(self._changed)
        return editor

    def _changed(self, index: int) -> None:
        if index < 0 or index >= self._fixed_count:
            return
        self.commit(self.editor.itemData(index))

    def show_value(self, value: Any) -> None:
        editor: QComboBox = self.editor
        while editor.count() > self._fixed_count:
            editor.removeItem(editor.count() - 1)
        if value is None and self.has_unset:
            index = 0
        else:
            index = next((i for i in range(self._fixed_count) if editor.itemData(i) == value and editor.itemData(i) is not None), -1)
            if index < 0:
                editor.addItem(f"{value} (unknown)", value)
                index = editor.count() - 1
        if editor.currentIndex() != index:
            editor.setCurrentIndex(index)


class TriBoolField(EnumField):
    """An optional true/false without a default: —, yes or no."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("choices", [schema_info.Option(True, "Yes"), schema_info.Option(False, "No")])
        super().__init__(*args, **kwargs)

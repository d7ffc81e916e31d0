"""A list typed on one line the way its YAML file writes it: `[2, 3, 3, 4, 5, 6]`, `[north, south]`,
`[[-1, -1], [0, -1]]`.

The schema form gives lists of choices checkboxes, lists of words one line each and lists of objects
sub-forms; every other list (a die's faces, the cells of a start island, a wind die's directions) used
to fall through to the one-line text field, which showed Python's spelling (`['north', 'south']`) and
wrote what was typed back as one string, so the file broke at the first key pressed. This field shows
the list in YAML's flow style and reads what is typed with the content layer's own YAML reader
(`engine.content.yaml_io.parse_text`, YAML 1.2 as the files are read): a list is written as one undo
step per typing session; anything else is not written, and the field says what to type instead.
What the list holds (numbers in range, pairs of whole numbers) is the schema's to check: its problems
show on the field like any other.
"""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtWidgets import QLineEdit, QWidget

from engine.content.yaml_io import parse_text, plain

from .fields import TextField

#: a word YAML reads back as the same text without quotes (not a number, a boolean or null)
_PLAIN_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_ .'-]*")
_NOT_TEXT = frozenset({"true", "false", "null", "yes", "no", "on", "off", "~"})


def flow_text(value: Any) -> str:
    """``value`` in YAML's flow style on one line: lists in brackets, words bare, other text quoted."""
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(flow_text(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{flow_text(k)}: {flow_text(v)}" for k, v in value.items()) + "}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        bare = _PLAIN_WORD.fullmatch(value) and value.lower() not in _NOT_TEXT and value == value.strip()
        return value if bare else json.dumps(value, ensure_ascii=False)
    return str(value)


def read_list(text: str) -> list | None:
    """The list ``text`` writes in YAML (flow or not), None when it writes no list."""
    if "\n" in text:
        return None
    parsed = parse_text(f"value: {text}", "field")  # the reader reads content files: a mapping of fields
    if not parsed.ok or not isinstance(parsed.data, dict):
        return None
    value = plain(parsed.data.get("value"))
    return value if isinstance(value, list) else None


class FlowListField(TextField):
    """A list of numbers, words or pairs, typed as YAML writes it on one line."""

    HINT = "Type a list in brackets, its items separated by commas, e.g. {example}"

    def make_editor(self) -> QWidget:
        editor = QLineEdit()
        editor.setMinimumWidth(130)
        if "default" in self.sub:
            editor.setPlaceholderText(f"default: {flow_text(self.sub['default'])}")
        elif not self.required:
            editor.setPlaceholderText("optional")
        self.unread = ""  # what to type instead, while the text writes no list
        editor.textChanged.connect(self._typed)
        editor.editingFinished.connect(self._finished)
        return editor

    def example(self) -> str:
        current = self.current()
        return flow_text(current) if isinstance(current, list) and current else "[1, 2, 3]"

    def _typed(self, text: str) -> None:
        if self._updating:
            return
        if not text.strip():
            self._set_unread("")
            self.commit(None)
            return
        value = read_list(text)
        if value is None:
            self._set_unread(self.HINT.format(example=self.example()))
            return
        self._set_unread("")
        self.commit(value)

    def _finished(self) -> None:
        self.end_session()
        if not self.unread:
            self.refresh()  # the list as the file writes it, once typing ends

    def show_value(self, value: Any) -> None:
        if self.editor.hasFocus() and read_list(self.editor.text()) == value:
            return  # the text being typed already says it: leave the cursor where it is
        text = "" if value is None else flow_text(value)
        self._set_unread("")
        if self.editor.text() != text:
            self.editor.setText(text)

    def _set_unread(self, message: str) -> None:
        if message != getattr(self, "unread", ""):
            self.unread = message
            self._restyle()

    def problem_level(self) -> str:
        return "error" if getattr(self, "unread", "") else super().problem_level()

    def _restyle(self) -> None:
        super()._restyle()
        message = getattr(self, "unread", "")
        if message:
            self.editor.setToolTip(f"⛔ {message}<hr>{self.editor.toolTip()}")
            self.setToolTip(self.editor.toolTip())

"""The effect builder: a list of effect (or condition) terms edited term by term from a vocabulary's table.

Any ruleset whose content writes effects as terms of a rules vocabulary (`engine.core.vocabulary`) gets
the same builder: it is given the family's `TermTable` (the names and one line of help of each term,
`editor.forms.term_table`) and the pointer of the list, and offers every name of the table in its Add
menu, each with its help. A term's argument is edited as its help reads: a mapping's keys as fields (a
choice where the help lists them), a flag as nothing to fill, a value as one field; the combinators
nest: `all`/`any`/`if_possible` hold a list of terms of their family, `not` one term, `choose` a list
of options, each a list of terms.

Every edit (add, remove, move, a value typed, an option added) is one command of the document's undo
stack, as every other form edit, so Undo takes it back and the YAML view follows. A list with no terms
on a card that has words (`text_pointer`) is said to be *not simulated*: the game plays nothing for it.
Only the outermost builder listens to the document: it rebuilds its rows when the value under its
pointer changes, the nested lists are rebuilt with it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QMenu, QSizePolicy,
                               QToolButton, QVBoxLayout, QWidget)

from editor.documents import tree

from .context import REMOVE, FormContext, join, plain
from .fields import ProblemBanner
from .form import hint_label, tool_button
from .term_table import TermTable, make_term, parse_value, term_of, title
from .text_style import bold, dim

NOT_SIMULATED = "Not simulated: only the card's words say what it does (no term plays it)."


class ValueField(QWidget):
    """One argument value: a choice box where the help lists the choices, else a line parsed on Enter/leave."""

    def __init__(self, builder: EffectBuilder, pointer: str, value: Any, choices: tuple[str, ...], label: str,
                 removable: bool, source: str | None = None) -> None:
        super().__init__()
        self.builder, self.pointer, self.label, self.removable = builder, pointer, label, removable
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        if source and not choices:  # ids of the library (an invention, a track): offered, any other may be typed
            self.editor = QComboBox()
            self.editor.setEditable(True)
            ids = [i for i, _title in builder.ctx.lookups.options(source)]
            self.editor.addItems(ids if value is None or str(value) in ids else [*ids, str(value)])
            self.editor.setCurrentText("" if value is None else _shown(value))
            self.editor.lineEdit().editingFinished.connect(lambda: self.commit(self.editor.currentText()))
            self.editor.activated.connect(lambda _i: self.commit(self.editor.currentText()))
        elif choices:
            self.editor: QWidget = QComboBox()
            options = ([""] if removable else []) + list(choices)
            if value is not None and str(value) not in options:
                options.append(str(value))
            self.editor.addItems(options)
            self.editor.setCurrentText("" if value is None else str(value))
            self.editor.activated.connect(lambda _i: self.commit(self.editor.currentText()))
        else:
            self.editor = QLineEdit("" if value is None else _shown(value))
            self.editor.setPlaceholderText("—")
            self.editor.editingFinished.connect(lambda: self.commit(self.editor.text()))
        self.editor.setObjectName(f"arg:{label}")
        row.addWidget(self.editor, 1)

    def commit(self, text: str) -> None:
        value = parse_value(text)
        current = plain(self.builder.ctx.value(self.pointer))
        if value == "" and self.removable:
            if current is not None:
                self.builder.ctx.write(self.pointer, REMOVE, f"Clear {self.label}")
            return
        if value != current or isinstance(value, bool) != isinstance(current, bool):
            self.builder.ctx.write(self.pointer, value, f"Set {self.label} to {_shown(value)}")


def _shown(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


class TermBox(QFrame):
    """One term: its title and help, its argument, and move/delete buttons."""

    def __init__(self, owner: TermList, index: int, item: Any) -> None:
        super().__init__()
        self.owner, self.index = owner, index
        self.pointer = owner.item_pointer(index)
        self.setObjectName("termBox")
        self.setStyleSheet("#termBox { border: 1px solid palette(midlight); border-radius: 5px; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 4, 4)
        layout.setSpacing(2)
        header = QHBoxLayout()
        found = term_of(item)
        table = owner.table
        self.name = found[0] if found else None
        if found is None:
            head = QLabel(f"Not one {table.family}: {_shown(plain(item))}")
        elif self.name not in table.helps:
            head = QLabel(f"Unknown {table.family} '{self.name}': {_shown(plain(found[1]))}")
        else:
            head = bold(QLabel(title(self.name)))
            head.setToolTip(f"<code>{self.name}</code>: {table.help(self.name)}")
        header.addWidget(head)
        if self.name in table.helps:
            help_label = dim(QLabel(table.meaning(self.name)))
            help_label.setToolTip(table.help(self.name))
            help_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            header.addWidget(help_label, 1)
        else:
            header.addStretch(1)
        family = table.family
        if not (owner.single or owner.keyed):
            self.up = tool_button("↑", f"Move this {family} up", lambda: owner.move(index, -1))
            self.down = tool_button("↓", f"Move this {family} down", lambda: owner.move(index, 1))
            self.up.setEnabled(index > 0)
            self.down.setEnabled(index < owner.count() - 1)
            header.addWidget(self.up, 0, Qt.AlignmentFlag.AlignTop)
            header.addWidget(self.down, 0, Qt.AlignmentFlag.AlignTop)
        self.delete = tool_button("✕", f"Delete this {family}", lambda: owner.remove(index))
        header.addWidget(self.delete, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(header)
        self.fields: dict[str, ValueField] = {}
        self.nested: list[TermList] = []
        if found is not None and self.name in table.helps:
            self.argument(layout, found[1])

    def argument(self, layout: QVBoxLayout, argument: Any) -> None:
        builder, table, name = self.owner.builder, self.owner.table, self.name
        shape = table.shape(name)
        here = join(self.pointer, name)
        if shape.kind == "mapping":
            grid = QGridLayout()
            grid.setContentsMargins(12, 0, 0, 0)
            values = argument if isinstance(argument, dict) else {}
            keys = list(shape.keys) + [(k, ()) for k in values if k not in dict(shape.keys)]
            for n, (key, choices) in enumerate(keys):
                field = ValueField(builder, join(here, key), plain(values.get(key)), table.choices(key, choices, name),
                                   f"{title(name)} {key}", removable=True, source=table.source(key, name))
                self.fields[key] = field
                grid.addWidget(QLabel(key.replace("_", " ")), n // 3, (n % 3) * 2)
                grid.addWidget(field, n // 3, (n % 3) * 2 + 1)
            layout.addLayout(grid)
        elif shape.kind == "value":
            choices = table.choices(name, shape.choices) or table.choices(shape.word, (), name)
            field = ValueField(builder, here, plain(argument), choices, title(name), removable=False,
                               source=table.source("", name))
            self.fields[""] = field
            row = QHBoxLayout()
            row.setContentsMargins(12, 0, 0, 0)
            row.addWidget(QLabel(shape.word or "value"))
            row.addWidget(field, 1)
            layout.addLayout(row)
        elif shape.kind in ("terms", "term"):
            inner = TermList(builder, here, table, single=shape.kind == "term")
            self.nested.append(inner)
            layout.addWidget(inner)
        elif shape.kind == "options":
            options = argument if isinstance(argument, list) else []
            for number in range(len(options)):
                frame = QFrame()
                frame.setObjectName("optionBox")
                frame.setStyleSheet("#optionBox { border-left: 3px solid palette(mid); }")
                column = QVBoxLayout(frame)
                column.setContentsMargins(8, 0, 0, 0)
                top = QHBoxLayout()
                top.addWidget(bold(QLabel(f"Option {number + 1}")))
                top.addStretch(1)
                top.addWidget(tool_button("✕", "Remove this option", lambda n=number: self.remove_option(n)))
                column.addLayout(top)
                inner = TermList(builder, join(here, number), table)
                self.nested.append(inner)
                column.addWidget(inner)
                layout.addWidget(frame)
            self.add_option_button = tool_button("+ Add option", "Another list of effects the team may choose",
                                                 self.add_option)
            layout.addWidget(self.add_option_button, 0, Qt.AlignmentFlag.AlignLeft)

    def add_option(self) -> None:
        here = join(self.pointer, self.name)
        ctx = self.owner.builder.ctx
        if isinstance(ctx.value(here), list):
            ctx.document.append(here, tree.to_tree([], flow=True), "Add option")
        else:
            ctx.write(here, tree.to_tree([[]], flow=True), "Add option")

    def remove_option(self, number: int) -> None:
        self.owner.builder.ctx.document.remove(join(self.pointer, self.name, number), "Remove option")


class TermList(QWidget):
    """The terms at one pointer: a list of terms, one term (`single`, the argument of `not`), or a mapping of
    terms by name, each at most once (`keyed`: an item's lasting passives)."""

    def __init__(self, builder: EffectBuilder, pointer: str, table: TermTable, single: bool = False,
                 keyed: bool = False) -> None:
        super().__init__()
        self.builder, self.pointer, self.table, self.single, self.keyed = builder, pointer, table, single, keyed
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12 if builder.lists else 0, 0, 0, 0)
        layout.setSpacing(3)
        builder.lists.append(self)
        items = self.items()
        self.boxes = [TermBox(self, index, item) for index, item in enumerate(items)]
        for box in self.boxes:
            layout.addWidget(box)
        self.add_button = QToolButton()
        noun = table.family
        self.add_button.setText(f"+ {'Set' if single else 'Add'} {noun}")
        self.add_button.setToolTip(f"Add a {noun} of the rules vocabulary")
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.add_button)
        self.menu.setToolTipsVisible(True)
        taken = {term_of(item)[0] for item in items} if keyed else set()
        for name in table.names():
            if name in taken:
                continue
            action = QAction(title(name), self.menu)
            action.setToolTip(table.help(name))
            action.setStatusTip(table.help(name))
            action.setData(name)
            action.triggered.connect(lambda _checked=False, n=name: self.add(n))
            self.menu.addAction(action)
        self.add_button.setMenu(self.menu)
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        # shown only once it has a parent: shown parentless it is a window of its own for a moment, and the main
        # window loses the keyboard focus when a card is built while the editor shows (a card built late, a term added)
        self.add_button.setVisible(not (single and items))

    def items(self) -> list[Any]:
        value = self.builder.ctx.value(self.pointer)
        if self.keyed:
            return [{name: argument} for name, argument in value.items()] if isinstance(value, dict) else []
        if self.single:
            return [value] if value is not None and value != {} else []
        return list(value) if isinstance(value, list) else []

    def count(self) -> int:
        return len(self.items())

    def item_pointer(self, index: int) -> str:
        return self.pointer if self.single or self.keyed else join(self.pointer, index)

    # -- edits (one undo step each) ------------------------------------------------------------
    def add(self, name: str) -> None:
        ctx = self.builder.ctx
        term = tree.to_tree(make_term(name, self.table.default(name)), flow=False)  # `- name: {...}`, as written by hand
        text = f"Add {self.table.family} {title(name)}"
        if self.keyed:
            ctx.write(join(self.pointer, name), term[name], text)
        elif self.single or not isinstance(ctx.value(self.pointer), list):
            ctx.write(self.pointer, term if self.single else tree.to_tree([term], flow=False), text)
        else:
            ctx.document.append(self.pointer, term, text)

    def remove(self, index: int) -> None:
        ctx = self.builder.ctx
        if self.keyed:
            name = term_of(self.items()[index])[0]
            ctx.write(join(self.pointer, name), REMOVE, f"Remove {self.table.family} {title(name)}", prune=self.pointer)
        elif self.single:
            ctx.write(self.pointer, {}, f"Remove {self.table.family}")
        else:
            ctx.document.remove(join(self.pointer, index), f"Remove {self.table.family}")

    def move(self, index: int, step: int) -> None:
        if 0 <= index + step < self.count():
            self.builder.ctx.document.move(self.pointer, index, index + step, f"Move {self.table.family}")


class EffectBuilder(QWidget):
    """The terms of one list of a file (a card's effects, a goal's conditions), built from `table`.

    text_pointer: the card's words; an empty list beside words is said to be not simulated.
    keyed: the terms are a mapping by name (lasting passives), not a list."""

    def __init__(self, ctx: FormContext, pointer: str, table: TermTable, text_pointer: str | None = None,
                 keyed: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer, self.table, self.text_pointer, self.keyed = ctx, pointer, table, text_pointer, keyed
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.note = hint_label("")
        self.layout_.addWidget(self.note)
        self.banner = ProblemBanner(document=ctx.document)  # the problems of the terms (an unknown name, a bad value)
        self.layout_.addWidget(self.banner)
        self.lists: list[TermList] = []
        self.root: TermList | None = None
        self.shown: Any = object()
        ctx.bind(self)
        self.rebuild()

    def state(self) -> Any:
        return plain(self.ctx.value(self.pointer)), plain(self.ctx.value(self.text_pointer)) if self.text_pointer else None

    def document_changed(self, pointers: list[str]) -> None:
        if self.state() != self.shown:
            self.rebuild()

    def rebuild(self) -> None:
        if self.root is not None:
            self.ctx.retire(self.root)
        self.lists = []
        self.root = TermList(self, self.pointer, self.table, keyed=self.keyed)
        self.layout_.insertWidget(0, self.root)
        self.shown = self.state()
        self.note.setText(self.note_text())
        self.note.setVisible(bool(self.note.text()))

    def note_text(self) -> str:
        if self.root is not None and self.root.count():
            return ""
        words = self.ctx.value(self.text_pointer) if self.text_pointer else None
        if isinstance(words, str) and words.strip():
            return NOT_SIMULATED
        return f"No {self.table.family}s."

    def set_problems(self, problems: list) -> None:
        """The diagnostics inside the list (the context gives a widget those at or below its pointer that no
        field below claims): shown under the terms, a quick fix as a link."""
        self.banner.set_problems(problems)

    def focus_editor(self) -> None:
        """Focus the first value of the terms, else the Add button (the Problems panel and search show a pointer)."""
        first = next((f.editor for t in self.lists for b in t.boxes for f in b.fields.values()), None)
        (first or (self.root.add_button if self.root is not None else self)).setFocus()

    @property
    def simulated(self) -> bool:
        return self.root is not None and self.root.count() > 0

    # -- for tests and the keyboard: the list at a pointer ----------------------------------------
    def list_at(self, pointer: str) -> TermList | None:
        return next((found for found in self.lists if found.pointer == pointer), None)


__all__ = ["EffectBuilder", "NOT_SIMULATED", "TermBox", "TermList", "ValueField"]

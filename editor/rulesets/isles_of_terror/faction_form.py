"""The faction view: its fields, figures, ability, strategy deck and the two sides of its player board.

A player board side is a row of action fields; each links to three actions,
each with up to three bonus symbols. The cooperative side is optional.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QColorDialog, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton,
                               QTabWidget, QToolButton, QVBoxLayout, QWidget)

from editor.documents import tree

from editor.forms import schema_info
from editor.forms.context import REMOVE, FormContext, as_list, inside, join
from editor.forms.fields import TextField
from editor.forms.form import FormView, ListSection, Section, field_row, hint_label, make_field
from editor.forms.lists import IdListField, SymbolsField
from editor.forms.rules import RuleListEditor

SIDES = ("competitive", "cooperative")


class ColourField(TextField):
    """A CSS colour name or #rrggbb, with a swatch that opens a colour picker."""

    def make_editor(self) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.line = super().make_editor()
        self.line.setMaximumWidth(220)
        self.line.installEventFilter(self)
        self.swatch = QToolButton()
        self.swatch.setFixedWidth(36)
        self.swatch.setToolTip("Pick a colour")
        self.swatch.clicked.connect(self._pick)
        row.addWidget(self.line, 1)
        row.addWidget(self.swatch)
        row.addStretch(1)
        box.setFocusProxy(self.line)
        return box

    def focus_editor(self) -> None:
        self.line.setFocus(Qt.FocusReason.OtherFocusReason)

    def _pick(self) -> None:
        colour = QColorDialog.getColor(QColor(self.line.text() or "white"), self, "Faction colour")
        if colour.isValid():
            self.line.setText(colour.name())

    def show_value(self, value: Any) -> None:
        text = "" if value is None else str(value)
        if self.line.text() != text:
            self.line.setText(text)
        colour = QColor(text) if text else QColor()
        self.swatch.setStyleSheet(f"background: {colour.name()};" if colour.isValid() else "")

    @property
    def editor_line(self) -> Any:
        return self.line


def _action_field(ctx: FormContext, pointer: str) -> QWidget:
    """The three links of an action field, one line each: the action and its bonus symbols."""
    box = QWidget()
    grid = QGridLayout(box)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setHorizontalSpacing(8)
    links = as_list(ctx.value(join(pointer, "links")))
    for index in range(3):
        grid.addWidget(QLabel(f"Link {index + 1}"), index, 0)
        if index < len(links):
            link = join(pointer, "links", index)
            action = make_field(ctx, join(link, "action"))
            bonus = SymbolsField(ctx, join(link, "bonus"), most=3)
            grid.addWidget(action, index, 1)
            grid.addWidget(bonus.make_label(), index, 2)
            grid.addWidget(bonus, index, 3)
        else:
            grid.addWidget(hint_label("Missing: every action field links to three actions."), index, 1, 1, 3)
    grid.setColumnStretch(4, 1)
    return box


def _new_action_field() -> Any:
    return {"links": [{"action": "land"}, {"action": "move"}, {"action": "recruit"}]}


class BoardSide(QWidget):
    """One side of the player board (or a button to add the optional cooperative side).

    A ``deferred`` side is built when its tab is first shown or a pointer in it is selected (`ensure`):
    a side's action fields are about a third of a faction page, and one side shows at a time (issue 32).
    """

    def __init__(self, ctx: FormContext, side: str, parent: QWidget | None = None, deferred: bool = False) -> None:
        super().__init__(parent)
        self.ctx, self.side = ctx, side
        self.pointer = f"/player_board/{side}"
        self.layout_ = QVBoxLayout(self)
        self.content: QWidget | None = None
        ctx.bind(self)
        if not deferred:
            self.rebuild()

    def ensure(self) -> None:
        """Build the side if it was deferred and is not built yet."""
        if self.content is None:
            self.rebuild()

    def document_changed(self, pointers: list[str]) -> None:
        if self.content is not None and any(inside(self.pointer, p) for p in pointers):
            self.rebuild()  # a side not built yet reads the document when it is

    def rebuild(self) -> None:
        if self.content is not None:
            self.ctx.retire(self.content)
        self.content = QWidget()
        layout = QVBoxLayout(self.content)
        layout.setContentsMargins(0, 0, 0, 0)
        sub = self.ctx.schema(self.pointer)
        if not self.ctx.exists(self.pointer):
            layout.addWidget(hint_label(sub.get("description", "") + " This faction has no such side yet."))
            button = QPushButton(f"Add the {self.side} side (a copy of the other side)")
            button.clicked.connect(self.add_side)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        else:
            layout.addWidget(field_row(make_field(self.ctx, join(self.pointer, "raid_fields"))))
            fields_pointer = join(self.pointer, "action_fields")
            fields_sub = self.ctx.schema(fields_pointer)
            layout.addWidget(hint_label(fields_sub.get("description", "") + " " +
                                        self.ctx.schema(join(fields_pointer, 0)).get("description", "")))
            self.fields = ListSection(self.ctx, fields_pointer, _action_field, lambda item, i: f"Action field {i + 1}",
                                      _new_action_field, "action field", most=fields_sub.get("maxItems"),
                                      least=fields_sub.get("minItems", 0))
            layout.addWidget(self.fields)
            if self.side == "cooperative":
                remove = QPushButton("Remove the cooperative side")
                remove.clicked.connect(lambda: self.ctx.write(self.pointer, REMOVE, "Remove the cooperative side"))
                layout.addWidget(remove, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        self.layout_.addWidget(self.content)

    def add_side(self) -> None:
        other = next(s for s in SIDES if s != self.side)
        source = self.ctx.value(f"/player_board/{other}")
        if isinstance(source, dict):
            value = tree.snapshot(source)
        else:
            value = tree.to_tree({"action_fields": [_new_action_field() for _ in range(3)]}, flow=False)
        self.ctx.write(self.pointer, value, f"Add the {self.side} side")


class FactionView(FormView):
    prefixes = ("",)

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(document, workspace, parent)
        ctx = self.ctx
        about = Section("Faction", ctx.schema("").get("description", ""))
        about.add_wide(field_row(make_field(ctx, "/title"), make_field(ctx, "/id")))
        about.add(make_field(ctx, "/set", source="set", strict=False))
        self.colour = about.add(ColourField(ctx, "/colour"))
        about.add(make_field(ctx, "/description", lines=4))
        figures = Section("Figures", ctx.schema("/figures").get("description", ""))
        figures.add_wide(field_row(*(make_field(ctx, f"/figures/{name}") for name in ("soldiers", "captains", "camps", "ships"))))
        self.body.addWidget(about)
        self.body.addWidget(figures)

        self.ability = Section("Ability", ctx.schema("/ability").get("description", ""))
        self.ability_holder = QVBoxLayout()
        self.ability.form.addRow(self.ability_holder)
        self.body.addWidget(self.ability)
        self.ability_content: QWidget | None = None
        self.pointer = "/ability"
        ctx.bind(self)
        self._ability()

        deck = Section("Strategy deck", ctx.schema("/strategy_deck").get("description", ""))
        self.deck = deck.add(IdListField(ctx, "/strategy_deck", "card:strategy-cards", counted=True, rows=8))
        self.body.addWidget(deck)

        board = Section("Player board", ctx.schema("/player_board").get("description", ""))
        self.tabs = QTabWidget()
        self.sides = {}
        for side in SIDES:
            sub = ctx.schema(f"/player_board/{side}")
            self.sides[side] = BoardSide(ctx, side, deferred=side != SIDES[0])
            self.tabs.addTab(self.sides[side], schema_info.title(sub, side))
            self.tabs.setTabToolTip(self.tabs.count() - 1, sub.get("description", ""))
            ctx.revealer(self.sides[side].pointer, lambda _p, s=side: self.tabs.setCurrentWidget(self.sides[s]), self)
        self.tabs.currentChanged.connect(lambda index: self.tabs.widget(index).ensure())
        board.add_wide(self.tabs)
        self.body.addWidget(board)
        self.finish()

    def document_changed(self, pointers: list[str]) -> None:
        if any(inside(self.pointer, p) for p in pointers):
            self._ability()

    def _ability(self) -> None:
        if self.ability_content is not None:
            self.ctx.retire(self.ability_content)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        if self.ctx.exists("/ability"):
            form = QWidget()
            rows = QFormLayout(form)
            rows.setContentsMargins(0, 0, 0, 0)
            for field in (make_field(self.ctx, "/ability/title"), make_field(self.ctx, "/ability/text", lines=2)):
                rows.addRow(field.make_label(), field)
            layout.addWidget(form)
            rules = QGroupBox("Rules")
            rules.setToolTip(schema_info.tooltip(self.ctx.schema("/ability/rules")))
            QVBoxLayout(rules).addWidget(RuleListEditor(self.document, self.workspace, "/ability/rules", ctx=self.ctx,
                                                        orientation=Qt.Orientation.Vertical))
            layout.addWidget(rules)
            remove = QPushButton("Remove the ability")
            remove.clicked.connect(lambda: self.ctx.write("/ability", REMOVE, "Remove ability"))
            layout.addWidget(remove, 0, Qt.AlignmentFlag.AlignLeft)
        else:
            add = QPushButton("Add an ability")
            add.clicked.connect(lambda: self.ctx.write("/ability", tree.to_tree({"title": "New ability"}, flow=False),
                                                       "Add ability"))
            layout.addWidget(add, 0, Qt.AlignmentFlag.AlignLeft)
        self.ability_content = content
        self.ability_holder.addWidget(content)

"""Lists of condition and effect terms, each with a parameter form generated from its subschema.

The terms offered are the properties of the schema's `condition` and `effect`
definitions (title and description each); a term's parameters come from its
subschema: numbers with their bounds, choices, area filters, and ids as
reference fields (see `trigger.param_field`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QMenu, QSizePolicy, QToolButton, QVBoxLayout,
                               QWidget)

from editor.documents import tree

from . import schema_info
from .context import REMOVE, FormContext, inside, join
from .fields import Field, ProblemBanner
from .form import hint_label, tool_button
from .sheet_look import SheetFrame, SheetLook
from .trigger import AreaFilterEditor, param_field, source_for
from .text_style import dim

#: A term's rounded border and the bar left of an area filter, painted without sheets of their own
TERM_LOOK = SheetLook("termRow", "#termRow { border: 1px solid palette(midlight); border-radius: 5px; }")
WHERE_LOOK = SheetLook("whereFrame", "#whereFrame { border-left: 3px solid palette(mid); }")


# -- terms ---------------------------------------------------------------------------------------
def term_name(item: Any) -> str | None:
    if isinstance(item, dict) and len(item) == 1:
        return str(next(iter(item)))
    return None


def term_params(ctx: FormContext, pointer: str, family: str, name: str) -> QWidget:
    """The parameter form of one term at ``pointer`` (the entry of the list), from its subschema."""
    sub = schema_info.term(family, name)
    value_pointer = join(pointer, name)
    form = schema_info.shape(sub)
    box = QWidget()
    box.fields = {}  # type: ignore[attr-defined]
    grid = QGridLayout(box)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setHorizontalSpacing(8)
    grid.setVerticalSpacing(4)
    if form == "const":
        grid.addWidget(hint_label(f"No parameters (written as {name}: {str(sub['const']).lower()})."), 0, 0)
        return box
    if form != "object":
        field = param_field(ctx, value_pointer, name, sub, required=True)
        box.fields[name] = field  # type: ignore[attr-defined]
        grid.addWidget(field.make_label() if not field.inline_label else QLabel(""), 0, 0)
        grid.addWidget(field, 0, 1)
        grid.setColumnStretch(1, 1)
        return box
    props = sub.get("properties", {})
    if not props:
        grid.addWidget(hint_label("No parameters."), 0, 0)
        return box
    filter_names = set(schema_info.common("area_filter").get("properties", {}))
    if filter_names <= set(props):
        # the term is an area filter (in_area), or a filter with extra parameters (controls_area)
        editor = AreaFilterEditor(ctx, value_pointer, prune=False)
        box.filter = editor  # type: ignore[attr-defined]
        grid.addWidget(editor, 0, 0, 1, 4)
        props = {k: v for k, v in props.items() if k not in filter_names}
        row = 1
        for prop_name in props:
            prop = schema_info.child(sub, prop_name)
            field = param_field(ctx, join(value_pointer, prop_name), prop_name, prop,
                                required=prop_name in sub.get("required", []))
            box.fields[prop_name] = field  # type: ignore[attr-defined]
            grid.addWidget(field.make_label(), row, 0)
            grid.addWidget(field, row, 1)
            row += 1
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 2)
        return box
    required = set(sub.get("required", []))
    row = col = 0
    for prop_name in props:
        prop = schema_info.child(sub, prop_name)
        pointer_of = join(value_pointer, prop_name)
        if prop_name == "where":
            frame = SheetFrame(WHERE_LOOK)
            inner = QVBoxLayout(frame)
            inner.setContentsMargins(8, 0, 0, 0)
            caption = QLabel(f"<b>{schema_info.title(prop, prop_name)}</b>: {prop.get('description', '')}")
            caption.setWordWrap(True)
            inner.addWidget(caption)
            box.filter = AreaFilterEditor(ctx, pointer_of)  # type: ignore[attr-defined]
            inner.addWidget(box.filter)  # type: ignore[attr-defined]
            if col:
                row, col = row + 1, 0
            grid.addWidget(frame, row, 0, 1, 4)
            row += 1
            continue
        field = param_field(ctx, pointer_of, prop_name, prop, required=prop_name in required)
        box.fields[prop_name] = field  # type: ignore[attr-defined]
        grid.addWidget(field.make_label() if not field.inline_label else QLabel(""), row, col * 2)
        grid.addWidget(field, row, col * 2 + 1)
        col += 1
        if col == 2:
            row, col = row + 1, 0
    grid.setColumnStretch(1, 1)
    grid.setColumnStretch(3, 1)
    return box


class TermRow(SheetFrame):
    """One condition or effect: its title and description, its parameters, and move/delete buttons."""

    def __init__(self, owner: TermListEditor, index: int) -> None:
        super().__init__(TERM_LOOK)
        self.owner, self.index = owner, index
        self.pointer = join(owner.pointer, index)
        item = owner.ctx.value(self.pointer)
        self.name = term_name(item)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 6, 6)
        layout.setSpacing(2)
        header = QHBoxLayout()
        if self.name is None:
            title = QLabel(f"<b>Not one {owner.family}</b>: write exactly one term per entry (delete and add again).")
            header.addWidget(title, 1)
            sub: dict = {}
        else:
            sub = schema_info.term(owner.family, self.name)
            title = QLabel(f"<b>{schema_info.title(sub, self.name)}</b>")
            title.setToolTip(schema_info.tooltip(sub, self.name, f"<code>{self.name}</code>"))
            header.addWidget(title)
            description = QLabel(sub.get("description", ""))
            dim(description)
            description.setWordWrap(True)
            description.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            header.addWidget(description, 1)
        count = owner.count()
        self.up = tool_button("↑", f"Move this {owner.family} up", lambda: owner.move(self.index, -1))
        self.down = tool_button("↓", f"Move this {owner.family} down", lambda: owner.move(self.index, 1))
        self.delete = tool_button("✕", f"Delete this {owner.family}", lambda: owner.remove(self.index))
        self.up.setEnabled(index > 0)
        self.down.setEnabled(index < count - 1)
        for button in (self.up, self.down, self.delete):
            header.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(header)
        self.params: QWidget | None = None
        if self.name is not None:
            self.params = term_params(owner.ctx, self.pointer, owner.family, self.name)
            layout.addWidget(self.params)
        self.banner = ProblemBanner(document=owner.ctx.document)
        layout.addWidget(self.banner)
        owner.ctx.bind(self)

    def document_changed(self, pointers: list[str]) -> None:
        pass  # the list rebuilds its rows; the fields refresh themselves

    def set_problems(self, problems: list) -> None:
        self.banner.set_problems(problems)

    @property
    def fields(self) -> dict[str, Field]:
        """The parameter fields by name (the criteria of an area filter among them)."""
        found = dict(getattr(self.params, "fields", {}))
        area_filter = getattr(self.params, "filter", None)
        if area_filter is not None:
            found.update({f"where.{k}" if "where" in found or area_filter.pointer.endswith("/where") else k: v
                          for k, v in area_filter.fields.items()})
        return found

    @property
    def area_filter(self) -> AreaFilterEditor | None:
        return getattr(self.params, "filter", None)


class TermListEditor(QWidget):
    """The conditions (all must hold) or effects (in order) of a rule, a task, a mission or a terror."""

    def __init__(self, ctx: FormContext, pointer: str, family: str, most: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer, self.family = ctx, pointer, family
        list_sub = ctx.schema(pointer)
        self.most = most or list_sub.get("maxItems")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(4)
        layout.addLayout(self.rows_box)
        self.empty = hint_label(f"No {family}s." if family == "effect" else "No conditions: the rule always applies.")
        layout.addWidget(self.empty)
        self.add_button = QToolButton()
        self.add_button.setText(f"+ Add {family}")
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_button.setToolTip(f"Add a {family}; each entry of the list is one of these terms")
        menu = QMenu(self.add_button)
        menu.setToolTipsVisible(True)
        for name, sub in schema_info.terms(family):
            action = QAction(schema_info.title(sub, name), menu)
            action.setToolTip(sub.get("description", ""))
            action.setStatusTip(sub.get("description", ""))
            action.triggered.connect(lambda checked=False, n=name: self.add_term(n))
            menu.addAction(action)
        self.add_button.setMenu(menu)
        bottom = QHBoxLayout()
        bottom.addWidget(self.add_button)
        bottom.addStretch(1)
        layout.addLayout(bottom)
        self.rows: list[TermRow] = []
        ctx.bind(self)
        self.rebuild()

    def items(self) -> list[Any]:
        value = self.ctx.value(self.pointer)
        return list(value) if isinstance(value, list) else []

    def count(self) -> int:
        return len(self.items())

    def document_changed(self, pointers: list[str]) -> None:
        if any(inside(self.pointer, p) for p in pointers):
            self.rebuild()
        elif any(p.count("/") == self.pointer.count("/") + 1 for p in pointers):
            self.rebuild()  # one whole entry replaced (a pasted or undone term)

    def rebuild(self) -> None:
        for row in self.rows:
            self.ctx.retire(row)
        self.rows = [TermRow(self, index) for index in range(self.count())]
        for row in self.rows:
            self.rows_box.addWidget(row)
        self.empty.setVisible(not self.rows)
        self.add_button.setEnabled(self.most is None or len(self.rows) < self.most)

    # -- edits (one undo step each) ------------------------------------------------------------
    def default_term(self, name: str) -> dict:
        sub = schema_info.term(self.family, name)
        lookups_ = self.ctx.lookups

        def ids(param: str) -> str:
            source = source_for(self.ctx, param)
            if source == "flag" or not source:
                return lookups_.first("flag", "new-flag") if param == "flag" else "new-flag"
            return lookups_.first(source, f"new-{param.replace('_', '-')}")

        return {name: schema_info.default_value(sub, ids, name)}

    def add_term(self, name: str) -> None:
        term = self.default_term(name)
        title = schema_info.title(schema_info.term(self.family, name), name)
        if not self.ctx.exists(self.pointer):
            self.ctx.write(self.pointer, tree.to_tree([term], flow=False), f"Add {self.family} {title}")
        else:
            self.ctx.document.append(self.pointer, tree.to_tree(term, flow=True), f"Add {self.family} {title}")

    def remove(self, index: int) -> None:
        if self.count() == 1:
            self.ctx.write(self.pointer, REMOVE, f"Remove {self.family}")
        else:
            self.ctx.document.remove(join(self.pointer, index), f"Remove {self.family}")

    def move(self, index: int, step: int) -> None:
        target = index + step
        if 0 <= target < self.count():
            self.ctx.document.move(self.pointer, index, target, f"Move {self.family}")


# -- words -----------------------------------------------------------------------------------
def describe_trigger(trigger: Any) -> str:
    if not isinstance(trigger, dict) or "event" not in trigger:
        return ""
    event = next((o.label for o in schema_info.trigger_events() if o.value == trigger["event"]), str(trigger["event"]))
    where = trigger.get("where")
    parts = []
    if isinstance(where, dict):
        parts = [f"{k.replace('_', ' ')} {v}" if not isinstance(v, bool) else ("adventure area" if v else "not an adventure area")
                 for k, v in where.items()]
    if trigger.get("task"):
        parts.append(f"task {trigger['task']}")
    return event + (f" ({', '.join(parts)})" if parts else "")


def describe_terms(family: str, terms: Any) -> str:
    names = []
    for item in terms if isinstance(terms, list) else []:
        name = term_name(item)
        if name:
            names.append(schema_info.title(schema_info.term(family, name), name))
    return ", ".join(names)


def is_simulated(rule: Any) -> bool:
    """Whether a playtest can carry the rule out: it has a trigger and effects (else it is only text)."""
    return isinstance(rule, dict) and bool(rule.get("trigger")) and bool(rule.get("effects"))


__all__ = ["AreaFilterEditor", "TermListEditor", "TermRow", "describe_trigger", "describe_terms",
           "is_simulated", "term_name"]

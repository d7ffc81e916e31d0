"""Triggers and area filters: when a rule (a task, a mission) fires, and which areas a term means.

The events come from the schema's `anyOf` of titled consts; the filter's
criteria from the `area_filter` definition. A parameter that is an id is a
reference field completed from the adventure (areas, tags, tasks) or the
library (locations, terrors, kept cards).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QMenu, QToolButton, QVBoxLayout, QWidget

from . import schema_info
from .context import REMOVE, FormContext, join
from .fields import UNSET, EnumField, Field
from .form import hint_label, make_field, tool_button
from .reference import RefField
from .text_style import dim


def source_for(ctx: FormContext, name: str) -> str:
    """The lookups source a term's parameter offers (the shared ones, else the document's ruleset's)."""
    return ctx.lookups.param_source(name)


def strict_for(ctx: FormContext, name: str) -> bool:
    return source_for(ctx, name) not in ("flag", "")


def param_field(ctx: FormContext, pointer: str, name: str, sub: dict, required: bool | None = None) -> Field:
    """The field of one parameter of a term (or of a term whose value is a single value)."""
    form = schema_info.shape(sub)
    if form == "id":
        return RefField(ctx, pointer, source_for(ctx, name) or "flag", sub, strict=strict_for(ctx, name), required=required)
    return make_field(ctx, pointer, schema=sub, required=required)


# -- area filter -------------------------------------------------------------------------------
class AreaFilterEditor(QWidget):
    """An area filter (`where`, `in_area`): one row per criterion given, and a menu to add another.

    Every criterion given must match; an empty filter matches every area. Removing the last
    criterion of a `where` removes the `where` itself (``prune``).
    """

    def __init__(self, ctx: FormContext, pointer: str, prune: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer, self.prune = ctx, pointer, prune
        self.sub = schema_info.common("area_filter")
        self.names = list(self.sub.get("properties", {}))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)
        layout.addLayout(self.grid)
        bottom = QHBoxLayout()
        self.empty = QLabel("Any area.")
        dim(self.empty)
        bottom.addWidget(self.empty)
        self.add_button = QToolButton()
        self.add_button.setText("+ Criterion")
        self.add_button.setToolTip(schema_info.tooltip(self.sub))
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.add_button)
        self.menu.setToolTipsVisible(True)
        self.menu.aboutToShow.connect(self._fill_menu)
        self.add_button.setMenu(self.menu)
        bottom.addWidget(self.add_button)
        bottom.addStretch(1)
        layout.addLayout(bottom)
        self.fields: dict[str, Field] = {}
        self._rows: list[QWidget] = []
        self._shown: list[str] | None = None
        ctx.bind(self)
        self.rebuild()

    def given(self) -> list[str]:
        value = self.ctx.value(self.pointer)
        return [n for n in self.names if isinstance(value, dict) and n in value]

    def document_changed(self, pointers: list[str]) -> None:
        if self.given() != self._shown:
            self.rebuild()

    def rebuild(self) -> None:
        for widget in self._rows:
            self.ctx.retire(widget)
        self._rows, self.fields = [], {}
        self._shown = self.given()
        for row, name in enumerate(self._shown):
            prop = schema_info.child(self.sub, name)
            field = param_field(self.ctx, join(self.pointer, name), name, prop, required=True)
            label = field.make_label()
            remove = tool_button("✕", f"Remove this criterion ({schema_info.title(prop, name).lower()})",
                                 lambda checked=False, n=name: self.remove(n))
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(field, row, 1)
            self.grid.addWidget(remove, row, 2)
            self._rows += [label, field, remove]
            self.fields[name] = field
        self.empty.setVisible(not self._shown)
        self.add_button.setEnabled(len(self._shown) < len(self.names))

    def _fill_menu(self) -> None:
        self.menu.clear()
        for name in self.names:
            if name in (self._shown or []):
                continue
            prop = schema_info.child(self.sub, name)
            action = QAction(schema_info.title(prop, name), self.menu)
            action.setToolTip(prop.get("description", ""))
            action.triggered.connect(lambda checked=False, n=name: self.add(n))
            self.menu.addAction(action)

    def default(self, name: str) -> Any:
        prop = schema_info.child(self.sub, name)
        if schema_info.shape(prop) == "id":
            return self.ctx.lookups.first(source_for(self.ctx, name), f"new-{name}")
        if schema_info.shape(prop) == "bool":
            return True
        return schema_info.default_value(prop)

    def add(self, name: str, value: Any = None) -> None:
        """Add a criterion (with a first sensible value); one undo step."""
        title = schema_info.title(schema_info.child(self.sub, name), name).lower()
        self.ctx.write(join(self.pointer, name), self.default(name) if value is None else value, f"Add {title} to area filter")
        field = self.fields.get(name)
        if field is not None:
            field.focus_editor()

    def remove(self, name: str) -> None:
        title = schema_info.title(schema_info.child(self.sub, name), name).lower()
        self.ctx.write(join(self.pointer, name), REMOVE, f"Remove {title} from area filter",
                       prune=self.pointer if self.prune else None)


# -- trigger -------------------------------------------------------------------------------------
class TriggerEventField(EnumField):
    """The trigger's event; choosing none removes the whole trigger (a text-only rule)."""

    def __init__(self, ctx: FormContext, pointer: str, required: bool = False) -> None:
        self.trigger_pointer = pointer.rsplit("/", 1)[0]
        super().__init__(ctx, pointer, schema_info.child(schema_info.common("trigger"), "event"),
                         choices=schema_info.trigger_events(), required=required)
        if not required:
            self.editor.setItemText(0, f"{UNSET} none: text only, not simulated")

    def commit(self, value: Any, text: str = "") -> None:
        if self._updating:
            return
        if value is None:
            self.ctx.write(self.trigger_pointer, REMOVE, "Remove trigger")
        else:
            self.ctx.write(self.pointer, value, text or "Change trigger event")


class TriggerEditor(QWidget):
    """When a rule fires: an event, the progress task (for `progress`) and an optional area filter."""

    def __init__(self, ctx: FormContext, pointer: str, required: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer = ctx, pointer
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        top = QHBoxLayout()
        self.event = TriggerEventField(ctx, join(pointer, "event"), required)
        top.addWidget(self.event.make_label())
        top.addWidget(self.event, 2)
        self.task = RefField(ctx, join(pointer, "task"), "task", required=False)
        self.task_label = self.task.make_label()
        top.addWidget(self.task_label)
        top.addWidget(self.task, 2)
        top.addStretch(1)
        layout.addLayout(top)
        self.event_help = hint_label("")
        layout.addWidget(self.event_help)
        self.where_box = QFrame()
        where_layout = QVBoxLayout(self.where_box)
        where_layout.setContentsMargins(0, 0, 0, 0)
        where_sub = schema_info.child(schema_info.common("trigger"), "where")
        caption = QLabel(f"<b>{schema_info.title(where_sub, 'where')}</b> (optional): "
                         f"{where_sub.get('description', '')}")
        caption.setWordWrap(True)
        where_layout.addWidget(caption)
        where_layout.setSpacing(2)
        self.where = AreaFilterEditor(ctx, join(pointer, "where"))
        where_layout.addWidget(self.where)
        layout.addWidget(self.where_box)
        ctx.bind(self)
        self._update()

    def document_changed(self, pointers: list[str]) -> None:
        self._update()

    def _update(self) -> None:
        event = self.ctx.value(join(self.pointer, "event"))
        has_task = event == "progress" or self.ctx.exists(join(self.pointer, "task"))
        self.task.setVisible(has_task)
        self.task_label.setVisible(has_task)
        self.where_box.setEnabled(event is not None)
        tip = next((o.tip for o in schema_info.trigger_events() if o.value == event), "")
        self.event_help.setText(tip)
        self.event_help.setVisible(bool(tip))



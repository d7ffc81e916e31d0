"""The adventure's Progress tab (the three progress tasks, the mission bar, the threat bar) and Victory tab."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from editor.documents import tree
from engine.core import ruleset as rulesets

from . import schema_info
from .bar import BarEditor
from .context import REMOVE, FormContext, as_list, inside, join
from .form import FormView, ListSection, Section, copy_with_id, field_row, hint_label, make_field
from .lists import IdListField
from .terms import TermListEditor
from .trigger import TriggerEditor

DEFAULT_THREAT_BAR = [{"from": 1, "hits_on": 6}, {"from": 5, "hits_on": 5}, {"from": 9, "hits_on": 4},
                      {"from": 13, "hits_on": 3}]
MODES = ("competitive", "cooperative", "solo")


def _titled(item: Any, index: int, noun: str) -> str:
    if isinstance(item, dict) and item.get("title"):
        return f"{noun} {index + 1}: {item['title']}"
    return f"{noun} {index + 1}"


def group(title: str, widget: QWidget, tip: str = "") -> QGroupBox:
    box = QGroupBox(title)
    if tip:
        box.setToolTip(tip)
    QVBoxLayout(box).addWidget(widget)
    return box


def task_form(ctx: FormContext, pointer: str) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    title = make_field(ctx, join(pointer, "title"))
    ident = make_field(ctx, join(pointer, "id"))
    steps = make_field(ctx, join(pointer, "repeat_steps"))
    layout.addWidget(field_row(title, ident, steps))
    text = make_field(ctx, join(pointer, "text"), lines=2)
    row = QHBoxLayout()
    row.addWidget(text.make_label())
    row.addWidget(text, 1)
    layout.addLayout(row)
    layout.addWidget(group("Accomplished when", TriggerEditor(ctx, join(pointer, "trigger")),
                           schema_info.tooltip(ctx.schema(join(pointer, "trigger")))))
    layout.addWidget(group("If (every condition must hold)", TermListEditor(ctx, join(pointer, "conditions"), "condition")))
    layout.addWidget(group("Bar", BarEditor(ctx, join(pointer, "bar")), schema_info.tooltip(ctx.schema(join(pointer, "bar")))))
    return box


class ProgressView(FormView):
    prefixes = ("/progress_tasks", "/mission_bar", "/threat_bar")

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(document, workspace, parent)
        ctx = self.ctx
        tasks = ctx.schema("/progress_tasks")
        self.body.addWidget(hint_label(tasks.get("description", "") + " " +
                                       ctx.schema("/progress_tasks/0").get("description", "")))
        self.tasks = ListSection(ctx, "/progress_tasks", task_form, lambda item, i: _titled(item, i, "Task"),
                                 self._new_task, "progress task", duplicate=copy_with_id,
                                 most=tasks.get("maxItems", 3), least=tasks.get("minItems", 3))
        self.body.addWidget(self.tasks)

        mission = Section("Mission bar", ctx.schema("/mission_bar").get("description", ""))
        mission.add_wide(BarEditor(ctx, "/mission_bar"))
        self.body.addWidget(mission)

        threat = Section("Threat bar", ctx.schema("/threat_bar").get("description", ""))
        threat.add_wide(hint_label(ctx.schema("/threat_bar").get("description", "")))
        self.threat = ListSection(ctx, "/threat_bar", self._threat_row, lambda item, i: f"Row {i + 1}",
                                  self._new_threat_row, "row", most=ctx.schema("/threat_bar").get("maxItems"))
        threat.add_wide(self.threat)
        self.threat_default = QPushButton("Customise the default rows")
        self.threat_default.setToolTip("Write the default rows into the file so they can be changed")
        self.threat_default.clicked.connect(self.customise_threat_bar)
        self.threat_reset = QPushButton("Use the default rows")
        self.threat_reset.setToolTip("Leave the threat bar out: 1 hits on 6, 5 on 5, 9 on 4, 13 on 3")
        self.threat_reset.clicked.connect(lambda: ctx.write("/threat_bar", REMOVE, "Use the default threat bar"))
        threat.add_wide(field_row(self.threat_default, self.threat_reset))
        self.body.addWidget(threat)
        self.pointer = "/threat_bar"
        ctx.bind(self)
        self._update()
        self.finish()

    def document_changed(self, pointers: list[str]) -> None:
        self._update()

    def _update(self) -> None:
        custom = self.ctx.exists("/threat_bar")
        self.threat_default.setVisible(not custom)
        self.threat_reset.setVisible(custom)

    def customise_threat_bar(self) -> None:
        self.ctx.write("/threat_bar", tree.to_tree(DEFAULT_THREAT_BAR, flow=False), "Customise the threat bar")

    def _threat_row(self, ctx: FormContext, pointer: str) -> QWidget:
        return field_row(make_field(ctx, join(pointer, "from")), make_field(ctx, join(pointer, "hits_on")))

    def _new_threat_row(self) -> Any:
        rows = as_list(self.ctx.value("/threat_bar"))
        last = rows[-1] if rows and isinstance(rows[-1], dict) else {"from": 0, "hits_on": 4}
        return {"from": min(99, int(last.get("from", 0)) + 4), "hits_on": max(1, int(last.get("hits_on", 4)) - 1)}

    def _new_task(self) -> Any:
        taken = {t.get("id") for t in as_list(self.ctx.value("/progress_tasks")) if isinstance(t, dict)}
        number = 1
        while f"task-{number}" in taken:
            number += 1
        return {"id": f"task-{number}", "title": f"Task {number}", "bar": {"length": 5}}


class VictoryView(FormView):
    prefixes = ("/victory",)

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(document, workspace, parent)
        ctx = self.ctx
        self.body.addWidget(hint_label(ctx.schema("/victory").get("description", "").rstrip(".") +
                                       ". Every mode the adventure supports needs at least one condition."))
        self.sections: dict[str, ListSection] = {}
        self.notes: dict[str, QLabel] = {}
        for mode in MODES:
            sub = ctx.schema(f"/victory/{mode}")
            section = Section(schema_info.title(sub, mode), sub.get("description", ""))
            note = hint_label("")
            section.add_wide(note)
            self.notes[mode] = note
            conditions = ListSection(ctx, f"/victory/{mode}", self._condition_form,
                                     lambda item, i: _titled(item, i, "Condition"),
                                     lambda m=mode: self._new_condition(m), "victory condition",
                                     duplicate=copy_with_id, most=sub.get("maxItems"), insert_at=lambda items: catch_all_index(items, ctx.ruleset),
                                     add_tip="Add a victory condition before the catch-all that always holds at the end "
                                             "(it would hide any condition after it)")
            section.add_wide(conditions)
            self.sections[mode] = conditions
            self.body.addWidget(section)
        self.pointer = ""
        ctx.bind(self)
        self._update()
        self.finish()

    def document_changed(self, pointers: list[str]) -> None:
        if any(inside(p, "/modes") or inside("/modes", p) for p in pointers):
            self._update()

    def _update(self) -> None:
        modes = as_list(self.ctx.value("/modes"))
        for mode, note in self.notes.items():
            if mode in modes:
                note.setText(f"Checked in order; the first that holds ends the {mode} game.")
            else:
                note.setText(f"This adventure is not played {mode} (see Modes on the Adventure tab); "
                             "conditions here are ignored.")
            self.sections[mode].parentWidget().setEnabled(True)

    def _condition_form(self, ctx: FormContext, pointer: str) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(field_row(make_field(ctx, join(pointer, "title")), make_field(ctx, join(pointer, "id"))))
        text = make_field(ctx, join(pointer, "text"), lines=2)
        row = QHBoxLayout()
        row.addWidget(text.make_label())
        row.addWidget(text, 1)
        layout.addLayout(row)
        layout.addWidget(field_row(make_field(ctx, join(pointer, "timing")), make_field(ctx, join(pointer, "result"))))
        layout.addWidget(field_row(make_field(ctx, join(pointer, "decide_by"))))
        layout.addWidget(group("If (every condition must hold)",
                               TermListEditor(ctx, join(pointer, "conditions"), "condition")))
        breaks_pointer = join(pointer, "tie_breaks")
        options = [(str(o.value), o.label) for o in schema_info.options(ctx.schema(breaks_pointer))]
        breaks = IdListField(ctx, breaks_pointer, options=options, rows=3)
        row = QHBoxLayout()
        row.addWidget(breaks.make_label())
        row.addWidget(breaks, 1)
        layout.addLayout(row)
        return box

    def _new_condition(self, mode: str) -> Any:
        """A condition numbered by the place it will take (the third is Condition 3), its id unused."""
        conditions = as_list(self.ctx.value(f"/victory/{mode}"))
        taken = {c.get("id") for c in conditions if isinstance(c, dict)}
        place = number = catch_all_index(conditions, self.ctx.ruleset) + 1
        while f"condition-{number}" in taken:
            number += 1
        return {"id": f"condition-{number}", "title": f"Condition {place}", "timing": "end_of_game"}


def catch_all_index(conditions: list[Any], ruleset: str | None = None) -> int:
    """Where a new victory condition goes: before the catch-all, the last that always holds at the game's end.

    (The last, not the first: a new condition has no conditions of its own yet, and the next one
    added goes after it, not before.)
    """
    always_met = rulesets.get(ruleset).is_catch_all
    catch_alls = [i for i, c in enumerate(conditions)
                  if isinstance(c, dict) and always_met(c) and c.get("timing") == "end_of_game"]
    return catch_alls[-1] if catch_alls else len(conditions)


__all__ = ["ProgressView", "VictoryView"]

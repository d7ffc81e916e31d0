"""The rule editor: a structured editor over the rules vocabulary, and a list of rules around it.

`RuleListEditor(document, workspace, list_pointer)` edits any `rules` list: the
adventure's special rules, an adventure area's rules (`/map/areas/I/rules`),
a card's or an ability's rules. Rules can be added, duplicated, deleted,
reordered, and copied and pasted as YAML. `RuleEditor` edits one rule: its
text, a trigger picked from the schema's events with an optional area filter,
conditions and effects picked from the schema's terms with a parameter form
each, and who it applies to, how often and whether it is optional. A rule with
only text is valid and is marked "not simulated". Every edit is one undo step.
"""

from __future__ import annotations

import html

import shiboken6
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (QApplication, QFormLayout, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QScrollArea, QSplitter, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QVBoxLayout,
                               QWidget)

from editor.documents import tree

from . import schema_info
from .clipboard import copy_items, pasted_items
from .context import REMOVE, FormContext, as_dict, inside, is_retired, join
from .fields import ERROR_COLOUR, WARNING_COLOUR, BoolField, EnumField, LongTextField, ProblemBanner, TextField
from .form import STYLE, field_row, hint_label, tool_button
from .terms import TermListEditor, describe_terms, describe_trigger, is_simulated
from .trigger import TriggerEditor
from .text_style import bold

NOT_SIMULATED_TIP = ("This rule has only text (or no effects): players read it, and playtests report it as "
                     "<b>not simulated</b>. Pick a trigger and add effects to have it simulated.")
BADGE_STYLE = ("QLabel { background: #ef8c00; color: white; border-radius: 8px; padding: 2px 8px; "
               "font-weight: bold; }")


def rule_title(rule: Any, index: int) -> str:
    if isinstance(rule, dict):
        for key in ("title", "id"):
            if isinstance(rule.get(key), str) and rule[key].strip():
                return rule[key]
        if isinstance(rule.get("text"), str) and rule["text"].strip():
            text = " ".join(rule["text"].split())
            return text if len(text) <= 48 else text[:47] + "…"
    return f"Rule {index + 1}"


def rule_summary(rule: Any, say=None) -> str:
    """The rule in one line. `say(rule, effects)`: the file's ruleset's sentence for it
    (`EditorRuleset.rule_sentence`, the same the printed sheet gives), None where it has none."""
    if not isinstance(rule, dict):
        return "not a rule"
    if say is not None:
        effects = describe_terms("effect", rule.get("effects")).lower() if is_simulated(rule) else \
            "only text, not simulated"
        sentence = say(rule, effects)
        if sentence:
            return sentence
    when = describe_trigger(rule.get("trigger"))
    if not is_simulated(rule):
        return (f"When {when}: " if when else "") + "only text, not simulated"
    summary = f"When {when}"
    conditions = describe_terms("condition", rule.get("conditions"))
    if conditions:
        summary += f", if {conditions}"
    return summary + f": {describe_terms('effect', rule.get('effects'))}"


class RuleItemDelegate(QStyledItemDelegate):
    """A rule in the list: its title in bold (with a 'not simulated' mark) over a one-line summary."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:
        height = option.fontMetrics.height()
        return QSize(200, height * 2 + 12)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        title, summary, simulated, level = index.data(Qt.ItemDataRole.UserRole) or ("", "", True, "")
        style_option = QStyleOptionViewItem(option)
        self.initStyleOption(style_option, index)
        style_option.text = ""
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, style_option, painter, widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        text_colour = palette.highlightedText().color() if selected else palette.text().color()
        faint = palette.highlightedText().color() if selected else palette.placeholderText().color()
        rect = option.rect.adjusted(6, 4, -6, -4)
        line = option.fontMetrics.height()
        painter.save()
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        if level and not selected:
            text_colour = QColor(ERROR_COLOUR if level == "error" else WARNING_COLOUR)
        painter.setPen(text_colour)
        if level:
            title = ("⛔ " if level == "error" else "⚠ ") + title
        badge = "" if simulated else "not simulated"
        metrics = QFontMetrics(bold)
        badge_width = metrics.horizontalAdvance(badge) + 14 if badge else 0
        title_rect = QRect(rect.left(), rect.top(), rect.width() - badge_width, line)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         metrics.elidedText(title, Qt.TextElideMode.ElideRight, title_rect.width()))
        if badge:
            small = QFont(option.font)
            small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
            small_metrics = QFontMetrics(small)
            pill = QRect(rect.right() - small_metrics.horizontalAdvance(badge) - 10, rect.top() + 1,
                         small_metrics.horizontalAdvance(badge) + 10, line - 2)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ef8c00"))
            painter.drawRoundedRect(pill, 6, 6)
            painter.setFont(small)
            painter.setPen(QColor("white"))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, badge)
        painter.setFont(option.font)
        painter.setPen(faint)
        summary_rect = QRect(rect.left(), rect.top() + line + 2, rect.width(), line)
        painter.drawText(summary_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         option.fontMetrics.elidedText(summary, Qt.TextElideMode.ElideRight, summary_rect.width()))
        painter.restore()


class RuleEditor(QWidget):
    """One rule at ``pointer``."""

    def __init__(self, ctx: FormContext, pointer: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer = ctx, pointer
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(8)

        self.title = TextField(ctx, join(pointer, "title"))
        self.id = TextField(ctx, join(pointer, "id"))
        self.badge = QLabel("not simulated")
        self.badge.setStyleSheet(BADGE_STYLE)
        self.badge.setToolTip(NOT_SIMULATED_TIP)
        top = field_row(self.title, self.id, stretch=False)
        top.layout().addWidget(self.badge)
        top.layout().addStretch(1)
        layout.addWidget(top)
        self.banner = ProblemBanner(document=ctx.document)
        layout.addWidget(self.banner)
        self.text = LongTextField(ctx, join(pointer, "text"), lines=3)
        text_row = QHBoxLayout()
        text_row.addWidget(self.text.make_label(), 0, Qt.AlignmentFlag.AlignTop)
        text_row.addWidget(self.text, 1)
        layout.addLayout(text_row)

        rule = schema_info.common("rule")
        when = QGroupBox("When (trigger)")
        when.setToolTip(schema_info.tooltip(schema_info.common("trigger")))
        self.trigger = TriggerEditor(ctx, join(pointer, "trigger"))
        QVBoxLayout(when).addWidget(self.trigger)
        layout.addWidget(when)

        conditions = QGroupBox("If (every condition must hold)")
        conditions.setToolTip(schema_info.tooltip(schema_info.child(rule, "conditions")))
        self.conditions = TermListEditor(ctx, join(pointer, "conditions"), "condition")
        QVBoxLayout(conditions).addWidget(self.conditions)
        layout.addWidget(conditions)

        effects = QGroupBox("Then (effects, in order)")
        effects.setToolTip(schema_info.tooltip(schema_info.child(rule, "effects")))
        self.effects = TermListEditor(ctx, join(pointer, "effects"), "effect")
        QVBoxLayout(effects).addWidget(self.effects)
        layout.addWidget(effects)

        self.applies_to = EnumField(ctx, join(pointer, "applies_to"))
        self.limit = EnumField(ctx, join(pointer, "limit"))
        self.optional = BoolField(ctx, join(pointer, "optional"))
        self.optional.editor.setText('Optional ("you may")')
        who = QGroupBox("Who and how often")
        rows = QFormLayout(who)
        rows.addRow(self.applies_to.make_label(), self.applies_to)
        rows.addRow(self.limit.make_label(), self.limit)
        rows.addRow("", self.optional)
        layout.addWidget(who)
        layout.addStretch(1)
        ctx.bind(self)
        self._update()

    def document_changed(self, pointers: list[str]) -> None:
        self._update()

    def set_problems(self, problems: list) -> None:
        self.banner.set_problems(problems)

    def _update(self) -> None:
        self.badge.setVisible(not is_simulated(self.ctx.value(self.pointer)))

    @property
    def simulated(self) -> bool:
        return self.badge.isHidden()


class RuleListEditor(QWidget):
    """A list of rules with a rule editor for the selected one. Reusable wherever a `rules` list is."""

    pointer_selected = Signal(str)

    def __init__(self, document: Any, workspace: Any, list_pointer: str, ctx: FormContext | None = None,
                 orientation: Qt.Orientation = Qt.Orientation.Horizontal, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.own_ctx = ctx is None
        self.ctx = ctx or FormContext(document, workspace, self)
        if self.own_ctx:
            self.ctx.pointer_selected.connect(self.pointer_selected)
        self.pointer = list_pointer
        self.orientation = orientation
        self.editor: RuleEditor | None = None

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(orientation)
        self.splitter.setChildrenCollapsible(False)
        outer.addWidget(self.splitter)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(4)
        self.caption = QLabel()
        bold(self.caption)
        left_layout.addWidget(self.caption)
        self.list = QListWidget()
        self.list.setAlternatingRowColors(True)
        self.list.setItemDelegate(RuleItemDelegate(self.list))
        self.list.setUniformItemSizes(True)
        self.list.currentRowChanged.connect(self._show_rule)
        left_layout.addWidget(self.list, 1)
        self.buttons = {
            "add": tool_button("Add", "Add a new rule after the selected one", self.add_rule),
            "duplicate": tool_button("Duplicate", "Insert a copy of the selected rule below it", self.duplicate_rule),
            "delete": tool_button("Delete", "Delete the selected rule", self.delete_rule),
            "up": tool_button("↑", "Move the selected rule up (rules apply in order)", lambda: self.move_rule(-1)),
            "down": tool_button("↓", "Move the selected rule down", lambda: self.move_rule(1)),
            "copy": tool_button("Copy", "Copy the selected rule to the clipboard as YAML", self.copy_rule),
            "paste": tool_button("Paste", "Paste rules copied as YAML after the selected one", self.paste_rules),
        }
        buttons = QGridLayout()
        buttons.setSpacing(3)
        wide = orientation == Qt.Orientation.Vertical  # embedded under its list: one row is wide enough
        for index, name in enumerate(("add", "duplicate", "delete", "up", "down", "copy", "paste")):
            row, column = (0, index) if wide else divmod(index, 3) if index < 3 else (1, index - 3)
            buttons.addWidget(self.buttons[name], row, column)
        buttons.setColumnStretch(7 if wide else 4, 1)
        left_layout.addLayout(buttons)
        self.status = hint_label("")
        left_layout.addWidget(self.status)
        for keys, slot in ((QKeySequence.StandardKey.Copy, self.copy_rule), (QKeySequence.StandardKey.Paste, self.paste_rules),
                           (QKeySequence.StandardKey.Delete, self.delete_rule)):
            QShortcut(keys, self.list, slot, context=Qt.ShortcutContext.WidgetShortcut)
        self.splitter.addWidget(left)

        self.holder = QWidget()
        self.holder.setStyleSheet(STYLE)
        self.holder_layout = QVBoxLayout(self.holder)
        self.holder_layout.setContentsMargins(0, 0, 0, 0)
        if orientation == Qt.Orientation.Horizontal:
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(self.holder)
            self.splitter.addWidget(scroll)
            self.splitter.setStretchFactor(0, 1)
            self.splitter.setStretchFactor(1, 3)
            left.setMinimumWidth(220)
            self.splitter.setSizes([300, 900])
        else:
            self.caption.hide()  # embedded: the group around it names the list
            self.splitter.addWidget(self.holder)
        self.placeholder = hint_label("No rule selected. Add one, or paste rules copied as YAML.")
        self.holder_layout.addWidget(self.placeholder)
        self.ctx.bind(self)
        self.ctx.revealer(lambda: self.pointer, self.reveal, self)
        if workspace is not None:
            workspace.diagnostics_changed.connect(self._retitle)
        self._reload()

    # -- the list ------------------------------------------------------------------------------
    def rules(self) -> list[Any]:
        value = self.ctx.value(self.pointer)
        return list(value) if isinstance(value, list) else []

    def set_list_pointer(self, pointer: str) -> None:
        """Edit another rules list (e.g. the rules of the area selected on the map)."""
        self.pointer = pointer
        self._reload()

    def _caption(self) -> str:
        if self.pointer == "/rules":
            return "Special rules"
        if self.pointer.startswith("/map/areas/"):
            area = as_dict(self.ctx.value(self.pointer.rsplit("/", 1)[0]))
            return f"Rules of {area.get('name') or area.get('id') or 'this area'}"
        return "Rules"

    def document_changed(self, pointers: list[str]) -> None:
        if any(inside(self.pointer, p) for p in pointers):
            self._reload()
        else:
            self._retitle()

    def _item_text(self, rule: Any, index: int) -> tuple[str, str]:
        return rule_title(rule, index), rule_summary(rule, self._sentence)

    def _sentence(self, rule: Any, effects: str) -> str | None:
        """The rule in the words of the document's ruleset (`EditorRuleset.rule_sentence`)."""
        from editor import rulesets as editor_rulesets
        from engine.core.errors import EngineError

        try:
            parts = editor_rulesets.for_document(self.ctx.document)
        except EngineError:
            return None
        return parts.rule_sentence(rule, self.ctx.value("", {}), effects)

    def _reload(self) -> None:
        row = self.list.currentRow()
        rules = self.rules()
        self.caption.setText(self._caption())
        self.list.blockSignals(True)
        self.list.clear()
        for _ in rules:
            item = QListWidgetItem()
            self.list.addItem(item)
        self._retitle()
        row = min(max(row, 0), len(rules) - 1) if rules else -1
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        if self.orientation == Qt.Orientation.Vertical:  # embedded: as tall as its rules, up to five
            line = self.list.fontMetrics().height() * 2 + 12
            self.list.setFixedHeight(min(5, max(1, len(rules))) * line + 6)
        self._show_rule(row)
        self._update_buttons()

    def _retitle(self) -> None:
        if not shiboken6.isValid(self) or is_retired(self):
            return
        rules = self.rules()
        for index in range(min(self.list.count(), len(rules))):
            title, summary = self._item_text(rules[index], index)
            item = self.list.item(index)
            simulated = is_simulated(rules[index])
            problems = self.ctx.problems_under(join(self.pointer, index))
            level = "error" if any(d.is_error for d in problems) else "warning" if problems else ""
            item.setText(title if simulated else f"{title} (not simulated)")
            item.setData(Qt.ItemDataRole.UserRole, (title, summary, simulated, level))
            text = rules[index].get("text") if isinstance(rules[index], dict) else None
            item.setToolTip(f"<b>{html.escape(title)}</b><br>{html.escape(summary)}"
                            + (f"<hr>{html.escape(str(text))}" if text else ""))

    def _update_buttons(self) -> None:
        row, count = self.list.currentRow(), self.list.count()
        most = schema_info.common("rules").get("maxItems", 50)
        self.buttons["add"].setEnabled(count < most)
        self.buttons["paste"].setEnabled(count < most)
        for name in ("duplicate", "delete", "copy"):
            self.buttons[name].setEnabled(row >= 0)
        self.buttons["duplicate"].setEnabled(row >= 0 and count < most)
        self.buttons["up"].setEnabled(row > 0)
        self.buttons["down"].setEnabled(0 <= row < count - 1)

    def _show_rule(self, row: int) -> None:
        if self.editor is not None:
            self.ctx.retire(self.editor)
            self.editor = None
        rules = self.rules()
        self.placeholder.setVisible(not 0 <= row < len(rules))
        if 0 <= row < len(rules):
            self.editor = RuleEditor(self.ctx, join(self.pointer, row))
            self.holder_layout.addWidget(self.editor)
        self._update_buttons()

    def select_rule(self, row: int) -> None:
        self.list.setCurrentRow(row)

    def current_pointer(self) -> str | None:
        row = self.list.currentRow()
        return join(self.pointer, row) if row >= 0 else None

    def reveal(self, pointer: str) -> None:
        rest = pointer[len(self.pointer) + 1:].split("/", 1)[0]
        if rest.isdigit() and int(rest) != self.list.currentRow():
            self.select_rule(int(rest))

    # -- edits (one undo step each) ----------------------------------------------------------
    def _insert(self, index: int, rule: Any, text: str) -> None:
        if not self.ctx.exists(self.pointer):
            self.ctx.write(self.pointer, tree.to_tree([rule], flow=False), text)
        else:
            self.ctx.document.insert(self.pointer, index, rule, text)
        self.select_rule(index)

    def _unique_id(self, base: str) -> str:
        taken = {r.get("id") for r in self.rules() if isinstance(r, dict)}
        candidate, n = base, 2
        while candidate in taken:
            candidate, n = f"{base}-{n}", n + 1
        return candidate

    def new_rule(self) -> Any:
        rules = self.rules()
        value: dict[str, Any] = {}
        if rules and all(isinstance(r, dict) and "id" in r for r in rules):
            value["id"] = self._unique_id("new-rule")
        value["title"] = "New rule"
        value["text"] = "Describe the rule for the players."
        return tree.to_tree(value, flow=False)

    def add_rule(self) -> None:
        row = self.list.currentRow()
        self._insert(row + 1 if row >= 0 else self.list.count(), self.new_rule(), "Add rule")

    def duplicate_rule(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            return
        rule = tree.snapshot(self.rules()[row])
        if isinstance(rule, dict) and isinstance(rule.get("id"), str):
            rule["id"] = self._unique_id(rule["id"] + "-copy")
        self._insert(row + 1, rule, "Duplicate rule")

    def delete_rule(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            return
        if len(self.rules()) == 1:
            self.ctx.write(self.pointer, REMOVE, "Delete rule")
        else:
            self.ctx.document.remove(join(self.pointer, row), "Delete rule")

    def move_rule(self, step: int) -> None:
        row = self.list.currentRow()
        target = row + step
        if row >= 0 and 0 <= target < len(self.rules()):
            self.ctx.document.move(self.pointer, row, target, "Move rule")
            self.select_rule(target)

    # -- clipboard -------------------------------------------------------------------------
    def copy_rule(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            copy_items([self.rules()[row]])
            self.status.setText("Rule copied as YAML.")

    def paste_rules(self) -> bool:
        rules = pasted_items()
        if not rules:
            self.status.setText("The clipboard holds no rules (copy a rule first, or YAML text of rules).")
            return False
        row = self.list.currentRow()
        at = row + 1 if row >= 0 else len(self.rules())
        taken = {r.get("id") for r in self.rules() if isinstance(r, dict)}
        with self.ctx.document.macro(f"Paste {len(rules)} rule{'s' if len(rules) > 1 else ''}"):
            for offset, rule in enumerate(rules):
                if isinstance(rule.get("id"), str) and rule["id"] in taken:
                    rule["id"] = self._unique_id(rule["id"] + "-copy")
                taken.add(rule.get("id"))
                if not self.ctx.exists(self.pointer):
                    self.ctx.write(self.pointer, tree.to_tree([rule], flow=False), "Paste rule")
                else:
                    self.ctx.document.insert(self.pointer, at + offset, rule, "Paste rule")
        self.select_rule(at)
        self.status.setText(f"Pasted {len(rules)} rule{'s' if len(rules) > 1 else ''}.")
        return True

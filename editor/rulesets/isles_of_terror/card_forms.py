"""The form of one card, by card kind, and the widgets only cards need (tile fronts, the terror compass).

Common fields first (title, id, copies, text, flavour, picture), then what the
kind adds (an event's colour, a strategy card's timing, a mission's success
trigger, an exploration card's keep and terror, a minion's level, a location's
or terrain tile's front, a terror's colour, movement and three levels), then
its rules in the rule editor (a terror has effects instead).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QVBoxLayout, QWidget

from editor.forms import schema_info
from editor.forms.context import FormContext, as_list, join, plain
from editor.forms.fields import Field, TextField
from editor.forms.form import Section, field_row, hint_label, make_field
from editor.forms.lists import SymbolsField
from editor.forms.rules import RuleListEditor
from editor.forms.terms import TermListEditor
from editor.forms.trigger import TriggerEditor

DIRECTION_NAMES = {1: "north", 2: "north-east", 3: "south-east", 4: "south", 5: "south-west", 6: "north-west"}


class _Compass(QWidget):
    """Seven flat-topped hexes: the terror's own area and its six neighbours, numbered 1-6 from north."""

    RADIUS = 17.0

    def __init__(self, field: CompassField) -> None:
        super().__init__()
        self.field = field
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        r = self.RADIUS
        return QSize(int(r * 5.2) + 4, int(r * math.sqrt(3) * 3) + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def centre_of(self, direction: int) -> QPointF:
        r = self.RADIUS
        middle = QPointF(self.width() / 2, self.height() / 2)
        if direction == 0:
            return middle
        angle = math.radians(-90 + 60 * (direction - 1))
        distance = r * math.sqrt(3)
        return QPointF(middle.x() + distance * math.cos(angle), middle.y() + distance * math.sin(angle))

    def hexagon(self, centre: QPointF) -> QPolygonF:
        r = self.RADIUS - 1
        return QPolygonF([QPointF(centre.x() + r * math.cos(math.radians(60 * i)),
                                  centre.y() + r * math.sin(math.radians(60 * i))) for i in range(6)])

    def direction_at(self, point: QPointF) -> int | None:
        for direction in range(1, 7):
            if self.hexagon(self.centre_of(direction)).containsPoint(point, Qt.FillRule.OddEvenFill):
                return direction
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        direction = self.direction_at(event.position())
        if direction is not None:
            self.field.toggle(direction)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chosen = self.field.directions()
        palette = self.palette()
        centre = self.hexagon(self.centre_of(0))
        painter.setPen(QPen(palette.text().color(), 1.2))
        painter.setBrush(QColor("#7b4fa0"))
        painter.drawPolygon(centre)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(centre.boundingRect()), Qt.AlignmentFlag.AlignCenter, "T")
        for direction in range(1, 7):
            polygon = self.hexagon(self.centre_of(direction))
            on = direction in chosen
            painter.setPen(QPen(palette.mid().color(), 1.2))
            painter.setBrush(QColor("#e3a33b") if on else palette.base().color())
            painter.drawPolygon(polygon)
            painter.setPen(palette.text().color())
            painter.drawText(QRectF(polygon.boundingRect()), Qt.AlignmentFlag.AlignCenter, str(direction))
        if self.hasFocus():
            painter.setPen(QPen(palette.highlight().color(), 1, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.end()


class CompassField(Field):
    """A terror level's effect range: click the neighbours (1-6, clockwise from north) it reaches."""

    merges = False

    def make_editor(self) -> QWidget:
        self.compass = _Compass(self)
        return self.compass

    def directions(self) -> list[int]:
        value = plain(self.current())
        return sorted(v for v in value if isinstance(v, int)) if isinstance(value, list) else []

    def toggle(self, direction: int) -> None:
        values = self.directions()
        if direction in values:
            values.remove(direction)
            text = f"Remove direction {direction} from the effect range"
        else:
            values = sorted(values + [direction])
            text = f"Add direction {direction} to the effect range"
        self.ctx.write(self.pointer, values, text)

    def show_value(self, value: Any) -> None:
        chosen = self.directions()
        words = ", ".join(f"{d} {DIRECTION_NAMES.get(d, '(not a direction)')}" for d in chosen) or "its own area only"
        self.compass.setToolTip(f"{self.base_tip}<br>Reaches: {words}")
        self.compass.update()


def tile_front(ctx: FormContext, pointer: str, title: str = "Tile") -> QGroupBox:
    """A tile's front: area value, its colour, and the resource symbols."""
    box = QGroupBox(title)
    box.setToolTip(schema_info.tooltip(ctx.schema(pointer)))
    layout = QVBoxLayout(box)
    value = make_field(ctx, join(pointer, "value"))
    colour = make_field(ctx, join(pointer, "value_colour"))
    layout.addWidget(field_row(value, colour))
    symbols = SymbolsField(ctx, join(pointer, "resources"))
    layout.addWidget(field_row(symbols))
    return box


def _long(ctx: FormContext, pointer: str, lines: int) -> QWidget:
    field = make_field(ctx, pointer, lines=lines)
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    label = field.make_label()
    label.setMinimumWidth(52)
    layout.addWidget(label, 0, Qt.AlignmentFlag.AlignTop)
    layout.addWidget(field, 1)
    return row


def card_form(ctx: FormContext, pointer: str, kind: str) -> QWidget:
    """The form of the card at ``pointer`` in a file of ``kind``."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.setSpacing(8)
    card = Section(schema_info.title(ctx.schema(pointer), "card"), ctx.schema(pointer).get("description", ""))
    card.add_wide(field_row(make_field(ctx, join(pointer, "title")), make_field(ctx, join(pointer, "id")),
                            make_field(ctx, join(pointer, "copies"))))
    card.add_wide(_long(ctx, join(pointer, "text"), 3))
    card.add_wide(_long(ctx, join(pointer, "flavour"), 2))
    card.add(make_field(ctx, join(pointer, "image")))
    layout.addWidget(card)

    specific = Section("On this card")
    if kind == "event-cards":
        specific.add(make_field(ctx, join(pointer, "colour")))
    elif kind == "strategy-cards":
        specific.add_wide(field_row(make_field(ctx, join(pointer, "timing")), make_field(ctx, join(pointer, "duration"))))
    elif kind == "mission-cards":
        specific.add_wide(field_row(make_field(ctx, join(pointer, "value")), make_field(ctx, join(pointer, "enforceable"))))
        success = QGroupBox("Success token when (trigger)")
        success.setToolTip(schema_info.tooltip(ctx.schema(join(pointer, "success"))))
        QVBoxLayout(success).addWidget(TriggerEditor(ctx, join(pointer, "success")))
        specific.add_wide(success)
        conditions = QGroupBox("If (every condition must hold)")
        QVBoxLayout(conditions).addWidget(TermListEditor(ctx, join(pointer, "conditions"), "condition"))
        specific.add_wide(conditions)
    elif kind == "exploration-cards":
        specific.add_wide(field_row(make_field(ctx, join(pointer, "keep")), make_field(ctx, join(pointer, "random_movement")),
                                    make_field(ctx, join(pointer, "acute"))))
        specific.add_wide(field_row(make_field(ctx, join(pointer, "minion_attack")), make_field(ctx, join(pointer, "terror"))))
    elif kind == "minion-cards":
        specific.add(make_field(ctx, join(pointer, "level")))
    elif kind == "terrain-tiles":
        specific.add(make_field(ctx, join(pointer, "terrain")))
        specific.add_wide(tile_front(ctx, join(pointer, "tile")))
    elif kind == "location-cards":
        specific.add_wide(tile_front(ctx, join(pointer, "tile")))
    elif kind == "terror-cards":
        specific.add_wide(field_row(make_field(ctx, join(pointer, "colour")), terror_movement(ctx, join(pointer, "movement"))))
        specific.add_wide(terror_levels(ctx, join(pointer, "levels")))
        effects = QGroupBox("Effects on each player in range")
        effects.setToolTip(schema_info.tooltip(ctx.schema(join(pointer, "effects"))))
        QVBoxLayout(effects).addWidget(TermListEditor(ctx, join(pointer, "effects"), "effect"))
        specific.add_wide(effects)
    if specific.form.rowCount():
        layout.addWidget(specific)

    if "rules" in ctx.schema(pointer).get("properties", {}):
        rules = QGroupBox("Rules")
        rules.setToolTip(schema_info.tooltip(ctx.schema(join(pointer, "rules"))))
        rules_layout = QVBoxLayout(rules)
        rules_layout.addWidget(RuleListEditor(ctx.document, ctx.workspace, join(pointer, "rules"), ctx=ctx,
                                              orientation=Qt.Orientation.Vertical))
        layout.addWidget(rules)
    layout.addStretch(1)
    return box


def terror_levels(ctx: FormContext, pointer: str) -> QWidget:
    """The terror's three levels side by side: combat value and effect range (a compass of six toggles)."""
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    levels = as_list(ctx.value(pointer))
    for index in range(3):
        group = QGroupBox(f"Level {index + 1}")
        column = QVBoxLayout(group)
        if index < len(levels):
            level_pointer = join(pointer, index)
            column.addWidget(field_row(make_field(ctx, join(level_pointer, "value"))))
            compass = CompassField(ctx, join(level_pointer, "range"))
            column.addWidget(compass.make_label())
            column.addWidget(compass, 0, Qt.AlignmentFlag.AlignHCenter)
        else:
            column.addWidget(hint_label("Missing: a terror has exactly three levels."))
        row.addWidget(group)
    row.addStretch(1)
    return box


def new_card(kind: str, card_id: str) -> dict:
    """A new card of ``kind`` with every required field set."""
    card: dict[str, Any] = {"id": card_id, "title": "New card"}
    extra: dict[str, dict] = {
        "event-cards": {"colour": "green"},
        "strategy-cards": {"timing": "action"},
        "mission-cards": {"value": 1},
        "minion-cards": {"level": 1},
        "location-cards": {"tile": {"value": 1, "value_colour": "white"}},
        "terrain-tiles": {"terrain": "river", "tile": {"value": 1, "value_colour": "white"}},
        "terror-cards": {"colour": "yellow", "movement": "random",
                         "levels": [{"value": 2, "range": []}, {"value": 3, "range": [1]}, {"value": 4, "range": [1, 4]}]},
    }
    card.update(extra.get(kind, {}))
    return card


__all__ = ["card_form", "new_card", "CompassField", "tile_front"]


class TermText(TextField):
    """A movement term (a mapping) shown as it is written, read-only: terms are edited in the YAML."""

    def make_editor(self) -> QWidget:
        editor = super().make_editor()
        editor.setReadOnly(True)
        editor.setToolTip("A movement term; edit it in the YAML (or pick a shorthand after clearing it there).")
        return editor

    def show_value(self, value: Any) -> None:
        text = written(plain(value))
        if self.editor.text() != text:
            self.editor.setText(text)


def written(value: Any, top: bool = True) -> str:
    """A term as YAML flow style: `toward: {tag: shrine}`, `directions: [1, 4]`."""
    if isinstance(value, dict):
        inner = ", ".join(f"{k}: {written(v, False)}" for k, v in value.items())
        return inner if top else "{" + inner + "}"
    if isinstance(value, list):
        return "[" + ", ".join(written(v, False) for v in value) + "]"
    return "true" if value is True else "false" if value is False else str(value)


def terror_movement(ctx: FormContext, pointer: str) -> Field:
    """A terror's movement: the shorthands as a choice (a movement term is shown as written)."""
    sub = ctx.schema(pointer)
    if isinstance(ctx.value(pointer), dict):
        return TermText(ctx, pointer, sub)
    shorthand = {**sub["then"], "title": sub.get("title", ""), "description": sub.get("description", "")}
    return make_field(ctx, pointer, schema=shorthand)

"""A bar drawn as a row of boxes: click a box to toggle its victory point, right-click for morale.

Used for the three progress tasks and the mission bar. The bar's length is a
spin box beside it; fields outside the length are drawn struck through in red
(the validator reports them too).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from . import schema_info
from .context import FormContext, join, plain
from .fields import IntField
from .text_style import dim

BOX = 34
GAP = 4
VICTORY_COLOUR = QColor("#c9a227")
MORALE_COLOUR = QColor("#2f6fb5")


class BarWidget(QWidget):
    """The boxes of a bar at ``pointer`` (a mapping with length, victory_fields, morale_fields)."""

    def __init__(self, ctx: FormContext, pointer: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer = ctx, pointer
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        bar = ctx.schema(pointer)
        self.problems: list = []
        self.cursor = 1  # the box the keyboard works on
        self.base_tip = ("<b>Click</b> a field to toggle its victory point; <b>right-click</b> (or Shift+click) "
                        "to toggle its morale. Keys: ←/→ choose a field, Space victory point, M morale.<br>" + schema_info.tooltip(schema_info.child(bar, "victory_fields")) +
                        "<br>" + schema_info.tooltip(schema_info.child(bar, "morale_fields")))
        self.setToolTip(self.base_tip)
        ctx.bind(self)

    # -- reading -------------------------------------------------------------------------
    def length(self) -> int:
        value = self.ctx.value(join(self.pointer, "length"))
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    def fields(self, key: str) -> list[int]:
        value = plain(self.ctx.value(join(self.pointer, key)))
        return [v for v in value if isinstance(v, int)] if isinstance(value, list) else []

    def shown(self) -> int:
        return max([self.length(), *self.fields("victory_fields"), *self.fields("morale_fields"), 1])

    def document_changed(self, pointers: list[str]) -> None:
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.shown() * (BOX + GAP) + GAP, BOX + 2 * GAP + 14)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def box_rect(self, number: int) -> QRect:
        return QRect(GAP + (number - 1) * (BOX + GAP), GAP + 14, BOX, BOX)

    def field_at(self, point: QPoint) -> int | None:
        for number in range(1, self.shown() + 1):
            if self.box_rect(number).contains(point):
                return number
        return None

    # -- editing (one undo step per click) -----------------------------------------------
    def _toggle(self, key: str, number: int, noun: str) -> None:
        values = self.fields(key)
        if number in values:
            values.remove(number)
            text = f"Remove {noun} on field {number}"
        else:
            values = sorted(values + [number])
            text = f"Add {noun} on field {number}"
        self.ctx.write(join(self.pointer, key), values, text)

    def toggle_victory(self, number: int) -> None:
        self._toggle("victory_fields", number, "victory point")

    def toggle_morale(self, number: int) -> None:
        self._toggle("morale_fields", number, "morale")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        number = self.field_at(event.position().toPoint())
        if number is None:
            return super().mousePressEvent(event)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.cursor = number
        if event.button() == Qt.MouseButton.RightButton or event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.toggle_morale(number)
        elif event.button() == Qt.MouseButton.LeftButton:
            self.toggle_victory(number)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.cursor = min(max(1, self.cursor + (1 if key == Qt.Key.Key_Right else -1)), self.shown())
            self.update()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.toggle_victory(self.cursor)
        elif key == Qt.Key.Key_M:
            self.toggle_morale(self.cursor)
        else:
            super().keyPressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        number = self.field_at(event.position().toPoint())
        if number is not None:
            marks = [w for w, on in (("victory point", number in self.fields("victory_fields")),
                                     ("morale", number in self.fields("morale_fields"))) if on]
            state = " and ".join(marks) if marks else "plain field"
            QToolTip.showText(event.globalPosition().toPoint(), f"Field {number}: {state}", self)
        super().mouseMoveEvent(event)

    def focus_editor(self) -> None:
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def flash(self) -> None:
        self.update()

    def set_problems(self, problems: list) -> None:
        self.problems = list(problems)
        messages = "<br>".join(("⛔ " if d.is_error else "⚠ ") + d.message for d in self.problems)
        self.setToolTip(self.base_tip + ("<hr>" + messages if messages else ""))
        self.update()

    def focusInEvent(self, event: Any) -> None:
        self.ctx.pointer_selected.emit(self.pointer)
        super().focusInEvent(event)

    # -- drawing -------------------------------------------------------------------------
    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        length = self.length()
        victory, morale = set(self.fields("victory_fields")), set(self.fields("morale_fields"))
        palette = self.palette()
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.75))
        for number in range(1, self.shown() + 1):
            rect = self.box_rect(number)
            inside_bar = number <= length
            painter.setPen(QPen(palette.mid().color() if inside_bar else QColor("#d32f2f"), 1.5,
                                Qt.PenStyle.SolidLine if inside_bar else Qt.PenStyle.DashLine))
            painter.setBrush(palette.base())
            painter.drawRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
            painter.setFont(small)
            painter.setPen(palette.text().color())
            painter.drawText(QRect(rect.x(), 0, rect.width(), 14), Qt.AlignmentFlag.AlignCenter, str(number))
            if number in victory:
                star = QRectF(rect).adjusted(5, 5, -5, -5) if number not in morale else QRectF(rect).adjusted(3, 3, -11, -11)
                _star(painter, star, VICTORY_COLOUR)
            if number in morale:
                _chevron(painter, QRectF(rect), MORALE_COLOUR, big=number not in victory)
            if not inside_bar:
                painter.setPen(QPen(QColor("#d32f2f"), 1.5))
                painter.drawLine(rect.topLeft(), rect.bottomRight())
        if self.problems:
            painter.setPen(QPen(QColor("#d32f2f" if any(d.is_error for d in self.problems) else "#ef8c00"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 4, 4)
        if self.hasFocus():
            painter.setPen(QPen(palette.highlight().color(), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.box_rect(min(self.cursor, self.shown()))).adjusted(-2, -2, 2, 2), 6, 6)
        painter.end()


def _star(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    centre, outer, inner = rect.center(), rect.width() / 2, rect.width() / 5
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)))
    painter.setPen(QPen(colour.darker(130), 1))
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF(points))


def _chevron(painter: QPainter, rect: QRectF, colour: QColor, big: bool = True) -> None:
    """Two chevrons pointing up: morale moves a token on."""
    path = QPainterPath()
    if big:
        w = rect.width() * 0.5
        x, y = rect.center().x() - w / 2, rect.center().y() - 6
        gap, rise = 9.0, w / 2
    else:
        w = 11.0
        x, y = rect.right() - w - 3, rect.bottom() - 14
        gap, rise = 5.0, 4.0
    path.moveTo(x, y + rise)
    path.lineTo(x + w / 2, y)
    path.lineTo(x + w, y + rise)
    path.moveTo(x, y + rise + gap)
    path.lineTo(x + w / 2, y + gap)
    path.lineTo(x + w, y + rise + gap)
    painter.setPen(QPen(colour, 3.0 if big else 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


class BarEditor(QWidget):
    """A bar's length and its boxes, with a legend."""

    def __init__(self, ctx: FormContext, pointer: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.length = IntField(ctx, join(pointer, "length"))
        row.addWidget(self.length.make_label())
        row.addWidget(self.length)
        self.bar = BarWidget(ctx, pointer)
        row.addSpacing(12)
        row.addWidget(self.bar)
        row.addStretch(1)
        layout.addLayout(row)
        legend = QLabel("<span style='color:#c9a227'>★</span> victory point (click) &nbsp;&nbsp; "
                        "<span style='color:#2f6fb5'>︽</span> morale (right-click)")
        dim(legend)
        layout.addWidget(legend)

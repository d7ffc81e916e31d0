"""The last storm on the F5 board: which way the wind blew and what it did to each ship, for one step.

A storm is an interlude the engine plays between two decisions (`engine.rulesets.finis_terrae.weather`):
the wind die, then every ship pushed one square, sheltered, or wrecked against land, rock or the edge of
the sea. Only the log said so; a designer watching the board saw ships jump. So the board reads the
events of the step it shows (the playtest window hands them over through `EditorRuleset.show_step`)
and, when a storm is among them, draws the wind over the start island's centre (streaks and an arrow
toward where it blows, and its name), an arrow from where each pushed ship stood to where it went (in
its seat's colour, black for the galleon), and for a ship wrecked by the wind a red arrow into what
stopped it with a cross. The next step's events hold no storm, so the marks go with it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from editor.board.placed import CELL
from engine.core.placed import DELTA

WIND = QColor("#2f6fa8")
WRECKED = QColor("#c62828")
GALLEON_INK = QColor("#111111")


@dataclass(frozen=True)
class Push:
    """One ship the wind moved (`to` its new cell) or wrecked (`to` None, `against` what stopped it)."""

    seat: int
    galleon: bool
    start: tuple[int, int]
    to: tuple[int, int] | None
    against: str = ""


@dataclass(frozen=True)
class Storm:
    wind: str  # the board side the wind blows toward: "north", "east", "south" or "west"
    pushes: tuple[Push, ...] = field(default=())


def storm_of(events) -> Storm | None:
    """The last storm among `events` (a step's events) and the pushes that followed it; None: no storm."""
    storm = None
    for e in events:
        if e.kind == "storm":
            storm = Storm(e.data["wind"])
        elif e.kind == "pushed" and storm is not None:
            galleon = e.data.get("ship") == "galleon"
            dx, dy = DELTA[e.data["wind"]]
            if e.data.get("to") is None:
                push = Push(e.player, galleon, tuple(e.area), None, e.data.get("against", ""))
            else:
                to = tuple(e.data["to"])
                push = Push(e.player, galleon, (to[0] - dx, to[1] - dy), to)
            storm = Storm(storm.wind, (*storm.pushes, push))
    return storm


def storm_marks(storm: Storm, centre: tuple[int, int], colour_of) -> dict:
    """cell -> painters (the board's marks): the wind on the start island's centre and an arrow per push;
    `colour_of(seat)`: a seat's QColor."""
    marks: dict = {centre: [partial(_wind, wind=storm.wind)]}
    for push in storm.pushes:
        colour = GALLEON_INK if push.galleon else colour_of(push.seat)
        marks.setdefault(push.start, []).append(partial(_push, wind=storm.wind, colour=colour, moved=push.to is not None))
    return marks


def _centre(rect: QRectF) -> QPointF:
    return rect.center()


def arrow(painter: QPainter, start: QPointF, end: QPointF, colour: QColor, width: float, head: float) -> None:
    """A straight arrow from `start` to `end` with a filled head."""
    painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    back = QPointF(end.x() - head * math.cos(angle), end.y() - head * math.sin(angle))
    painter.drawLine(start, back)
    painter.setBrush(colour)
    side = QPointF(-math.sin(angle) * head * 0.55, math.cos(angle) * head * 0.55)
    painter.drawPolygon(QPolygonF([end, back + side, back - side]))


def paint_wind(painter: QPainter, rect: QRectF, wind: str) -> None:
    """Three streaks blowing toward `wind` across the cell, an arrow through them and the wind's name."""
    dx, dy = DELTA[wind]
    c = _centre(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    along, across = QPointF(dx, dy), QPointF(-dy, dx)
    for offset, length in ((-0.28, 0.3), (0.28, 0.3)):
        mid = c + across * (CELL * offset)
        painter.setPen(QPen(WIND, 1.4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(mid - along * (CELL * length), mid + along * (CELL * length))
    arrow(painter, c - along * (CELL * 0.42), c + along * (CELL * 0.46), WIND, 3.0, CELL * 0.18)
    font = QFont()
    font.setPointSizeF(CELL * 0.11)
    font.setBold(True)
    painter.setFont(font)
    label = QRectF(rect.left(), rect.top() + CELL * 0.02, CELL, CELL * 0.18)
    painter.setPen(QColor("#ffffff"))
    painter.setBrush(WIND)
    painter.drawRoundedRect(label.adjusted(CELL * 0.12, 0, -CELL * 0.12, 0), 3, 3)
    painter.drawText(label, int(Qt.AlignmentFlag.AlignCenter), f"wind {wind}")
    painter.restore()


def paint_push(painter: QPainter, rect: QRectF, wind: str, colour: QColor, moved: bool) -> None:
    """A pushed ship's arrow out of its cell: to the next cell's centre, or (wrecked) to the edge it hit,
    red, with a cross where it broke."""
    dx, dy = DELTA[wind]
    c = _centre(rect)
    along = QPointF(dx, dy)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if moved:
        painter.setPen(QPen(QColor("#ffffff"), 4.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(c + along * (CELL * 0.18), c + along * (CELL * 0.8))  # a halo: seen on any tile
        arrow(painter, c + along * (CELL * 0.18), c + along * (CELL * 0.86), colour, 2.2, CELL * 0.16)
    else:
        end = c + along * (CELL * 0.5)
        arrow(painter, c + along * (CELL * 0.1), end, WRECKED, 2.2, CELL * 0.14)
        across, r = QPointF(-dy, dx), CELL * 0.08
        painter.setPen(QPen(WRECKED, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for sign in (1, -1):
            painter.drawLine(end + along * r + across * (sign * r), end - along * r - across * (sign * r))
    painter.restore()


def _wind(painter, rect, *, wind):
    paint_wind(painter, rect, wind)


def _push(painter, rect, *, wind, colour, moved):
    paint_push(painter, rect, wind, colour, moved)

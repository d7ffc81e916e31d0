"""The face of a Finis Terrae weather card, drawn as it prints and edited by clicking on its parts.

A portrait card (`SIZE` mm): its title, the sky of its kind (sun, rain, storm) in a frame of the kind's
colour, the move actions the day gives (or, for a storm, that the wind pushes every ship), and for the
finale card the sea's edge and the words that its second appearance is the last day (another card
shows its own `text` there).

What a click writes (pointers inside the card's entry of `cards`): the sky cycles `kind` sunny -> rain
-> storm (Shift+click backwards; the menu picks one); the moves line opens a spin box for `moves`
(the menu: back to the kind's default); the finale band toggles `finale`; the title opens a line
field; the count corner (drawn only while editing) spins `count`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from editor.cards.face import REMOVE, Choice, Edit, Face, Number, Region, Words
from engine.rulesets.finis_terrae import model

from . import glyphs

SIZE = (44.0, 68.0)  # mm: a small portrait card
BORDER = 2.4
KIND_COLOURS = {"sunny": "#e39b12", "rain": "#2f6db5", "storm": "#4c5560"}
SKY = {"sunny": "#fdf0c8", "rain": "#dbe6f0", "storm": "#c9ccd1"}
TITLE_RECT = QRectF(4.0, 4.0, SIZE[0] - 8.0, 7.0)
SKY_RECT = QRectF(5.0, 13.0, SIZE[0] - 10.0, 26.0)
MOVES_RECT = QRectF(4.0, 41.0, SIZE[0] - 8.0, 9.0)
FINALE_RECT = QRectF(4.0, 50.0, SIZE[0] - 8.0, 10.0)
COUNT_RECT = QRectF(SIZE[0] - 11.0, 61.0, 7.5, 4.6)


def kind_of(card: dict) -> str:
    kind = card.get("kind")
    return kind if kind in model.WEATHER_KINDS else "sunny"


def moves_of(card: dict) -> int:
    moves = card.get("moves", model.MOVES_OF_KIND[kind_of(card)])
    return moves if isinstance(moves, int) and not isinstance(moves, bool) else 0


def count_of(card: dict) -> int:
    count = card.get("count", 1)
    return count if isinstance(count, int) and not isinstance(count, bool) else 0


def moves_words(card: dict) -> str:
    if kind_of(card) == "storm":
        return "Storm: the wind pushes every ship one square, then a new card is turned"
    moves = moves_of(card)
    return f"{moves} move{'s' * (moves != 1)} for each ship today"


def paint(painter: QPainter, card: dict, editing: bool = True) -> None:
    kind = kind_of(card)
    painter.save()
    painter.setPen(QPen(QColor(KIND_COLOURS[kind]), BORDER))
    painter.setBrush(QColor("#f7f2e6"))
    painter.drawRoundedRect(QRectF(BORDER / 2, BORDER / 2, SIZE[0] - BORDER, SIZE[1] - BORDER), 3.0, 3.0)
    glyphs.text(painter, TITLE_RECT, str(card.get("title", card.get("id", ""))), 3.4, bold=True)
    painter.setPen(QPen(QColor(KIND_COLOURS[kind]), 0.4))
    painter.setBrush(QColor(SKY[kind]))
    painter.drawRoundedRect(SKY_RECT, 2.0, 2.0)
    glyphs.WEATHER[kind](painter, SKY_RECT.center(), 18.0)
    glyphs.text(painter, MOVES_RECT, moves_words(card), 2.7)
    if card.get("finale"):
        painter.setPen(QPen(QColor("#7a3b12"), 0.4))
        painter.setBrush(QColor("#f6dcc3"))
        painter.drawRoundedRect(FINALE_RECT, 1.5, 1.5)
        glyphs.paint_horizon(painter, QPointF(FINALE_RECT.x() + 6.0, FINALE_RECT.center().y()), 8.0)
        glyphs.text(painter, FINALE_RECT.adjusted(11.0, 0, -1, 0),
                    "The edge of the world: shuffled in the first time; the second time, the last day", 2.0)
    elif isinstance(card.get("text"), str) and card["text"]:  # the card's own words, where the finale's would be
        glyphs.text(painter, FINALE_RECT, card["text"], 2.2, colour="#5a4a36")
    elif editing:
        glyphs.text(painter, FINALE_RECT, "(not the finale card)", 2.2, colour="#a89c86")
    if editing:
        painter.setPen(QPen(QColor("#35586e"), 0.3))
        painter.setBrush(QColor(255, 250, 240, 215))
        painter.drawRoundedRect(COUNT_RECT, 1.2, 1.2)
        glyphs.text(painter, COUNT_RECT, f"×{count_of(card)}", 2.8, bold=True)
    painter.restore()


def _rect(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def regions(card: dict) -> list[Region]:
    kind = kind_of(card)
    order = model.WEATHER_KINDS
    later, before = order[(order.index(kind) + 1) % len(order)], order[(order.index(kind) - 1) % len(order)]
    moves, count = moves_of(card), count_of(card)
    finale = bool(card.get("finale"))
    title = str(card.get("title", ""))
    return [
        Region(f"Copies in the deck: {count}", "count", _rect(COUNT_RECT), number=Number("count", count, 0, 20, "Count: {value}"),
               inverse=Edit(f"Count: {count - 1}", {"count": count - 1}) if count > 0 else None),
        Region(f"Weather: {kind}", "kind", _rect(SKY_RECT), click=Edit(f"Weather: {later}", {"kind": later}),
               inverse=Edit(f"Weather: {before}", {"kind": before}),
               menu=[Choice(f"Weather: {k}", Edit(f"Weather: {k}", {"kind": k}), checked=k == kind) for k in order]),
        Region(f"Move actions: {moves}", "moves", _rect(MOVES_RECT), number=Number("moves", moves, 0, 4, "Moves: {value}"),
               inverse=Edit(f"Moves: {moves - 1}", {"moves": moves - 1}) if moves > 0 else None,
               menu=[Choice("Moves: the kind's default", Edit("Moves: the kind's default", {"moves": REMOVE}))]),
        Region(f"Finale card: {'yes' if finale else 'no'}", "finale", _rect(FINALE_RECT),
               click=Edit(f"Finale: {'no' if finale else 'yes'}", {"finale": REMOVE if finale else True}),
               inverse=Edit(f"Finale: {'no' if finale else 'yes'}", {"finale": REMOVE if finale else True})),
        Region(f"Title: {title}", "title", _rect(TITLE_RECT), words=Words("title", title, "Title: {value}")),
    ]


def faces(card: dict, file: dict) -> list[Face]:
    return [Face("Weather card", lambda painter: paint(painter, card), lambda: regions(card))]

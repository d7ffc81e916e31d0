"""The faces of Haze Islands' adventure cards and Doom cards.

An adventure card is laid under a map card with one end showing: first its double side (the top
band), after a night its single side (the bottom band, so drawn upside down: the card is turned),
and its back is open sea with one more edge. Its special order is printed in words in the middle.
A Doom card has two sides, each the icons needed to attack it and its score.

What a click writes (pointers inside the card's entry of `cards`): an icon of a side picks another
(`double/needs`, `single/needs`, `sides/<n>/needs`), the "+" slot adds one, Shift+click removes it, a
score badge spins `.../score`; the order picks `order` from the closed vocabulary; the sea edge cycles
`sea/diamonds`, right click `sea/colour`, its triangle toggles `sea/triangle`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from editor.cards.face import Choice, Edit, Face, Region, Words
from engine.rulesets.haze_islands import model

from . import glyphs, needs_row
from .map_face import BORDER, SIZE, edge_regions, paint_edge, turned

BAND = 14.0
DOUBLE_RECT = QRectF(4.0, 2.5, SIZE - 8.0, BAND - 3.0)
ORDER_RECT = QRectF(7.0, BAND + 6.0, SIZE - 14.0, SIZE - 2 * BAND - 12.0)
ORDER_WORDS = {
    "look-and-reorder": "Look through your map deck and stack it in any order.",
    "sail-from-hand": "Pay a sail with cards from your hand.",
    "move-ship-anywhere": "Move your ship to any location without a ship.",
    "move-pirate": "Move one of your deployed pirates to any location.",
    "return-pirate": "Take one deployed pirate back to your supply.",
    "recover-pirate": "Take one pirate lost to damage back to your supply.",
    "rotate-adventure": "Turn the adventure card at your location end for end.",
    "flip-adventure": "Turn over the adventure card at your location.",
    "swap-adventures": "Exchange two adventure cards in play.",
    "doom-ignores-you": "The Doom does not hunt you this round.",
    "doom-stays": "The Doom stays where it is this round.",
    "move-doom": "Move The Doom to a location next to it.",
    "lower-doom": "Turn The Doom's die (and the round) one lower.",
    "icon-counts-double": "One of your {icon} icons counts as two.",
    "keep-attack-cards": "Keep two of the cards you spent on an attack.",
    "ignore-skull": "A skull of fate you reveal does not stop you.",
}
FRAME = {"adventure": "#2e6b8a", "doom": "#7a1f1f"}


def order_words(order: dict, icons: list) -> str:
    kind = order.get("kind") if isinstance(order, dict) else None
    words = ORDER_WORDS.get(kind, f"(unknown order '{kind}')") if isinstance(kind, str) else "(no special order)"
    if "{icon}" in words:
        icon = glyphs.icon_entry(icons, str(order.get("icon", "")))
        words = words.replace("{icon}", str(icon.get("title", "?")))
    return words


def _frame(painter: QPainter, colour: str, paper: str) -> None:
    painter.setPen(QPen(QColor(colour), BORDER))
    painter.setBrush(QColor(paper))
    painter.drawRoundedRect(QRectF(BORDER / 2, BORDER / 2, SIZE - BORDER, SIZE - BORDER), 3.0, 3.0)


def _side(card: dict, key: str) -> dict:
    side = card.get(key)
    return side if isinstance(side, dict) else {}


def paint_front(painter: QPainter, card: dict, icons: list, editing: bool = True) -> None:
    painter.save()
    _frame(painter, FRAME["adventure"], "#f2ecdc")
    painter.fillRect(QRectF(BORDER, BORDER, SIZE - 2 * BORDER, BAND - BORDER), QColor("#e6d6a8"))
    painter.fillRect(QRectF(BORDER, SIZE - BAND, SIZE - 2 * BORDER, BAND - BORDER), QColor("#d9e4d3"))
    needs_row.paint(painter, DOUBLE_RECT, _side(card, "double"), icons, editing)
    painter.save()
    painter.setTransform(turned(180.0) * painter.transform())
    needs_row.paint(painter, DOUBLE_RECT, _side(card, "single"), icons, editing)
    painter.restore()
    glyphs.text(painter, QRectF(6, BAND + 0.5, SIZE - 12, 5), str(card.get("title", card.get("id", ""))), 3.0, bold=True)
    glyphs.text(painter, ORDER_RECT, order_words(card.get("order", {}), icons), 2.7)
    glyphs.text(painter, QRectF(6, SIZE - BAND - 5.5, SIZE - 12, 4), "special order of the double side", 1.8,
                colour="#6b5a44")
    painter.restore()


def front_regions(card: dict, icons: list) -> list[Region]:
    found = needs_row.regions(DOUBLE_RECT, _side(card, "double"), icons, "double", "Double side")
    for region in needs_row.regions(DOUBLE_RECT, _side(card, "single"), icons, "single", "Single side"):
        found.append(Region(region.name, region.key, turned(180.0).map(region.shape), region.click, region.inverse,
                            region.right, region.choices, region.menu, region.number))
    order = card.get("order") if isinstance(card.get("order"), dict) else {}
    choices = []
    for kind in model.ORDER_KINDS:
        if kind == "icon-counts-double":
            for icon in icons:
                if isinstance(icon, dict) and icon.get("category") == "spell":
                    value = {"kind": kind, "icon": icon.get("id")}
                    choices.append(Choice(order_words(value, icons), Edit(f"Order: {kind} ({icon.get('id')})", {"order": value}),
                                          checked=order == value))
        else:
            choices.append(Choice(ORDER_WORDS[kind], Edit(f"Order: {kind}", {"order": {"kind": kind}}),
                                  checked=order.get("kind") == kind))
    shape = QPainterPath()
    shape.addRect(ORDER_RECT)
    found.append(Region(f"Special order: {order_words(order, icons)}", "order", shape, choices=choices))
    found.append(title_region(card, QRectF(6, BAND + 0.5, SIZE - 12, 5)))
    return found


def title_region(card: dict, rect: QRectF) -> Region:
    shape = QPainterPath()
    shape.addRect(rect)
    title = str(card.get("title", ""))
    return Region(f"Title: {title}", "title", shape, words=Words("title", title, "Title: {value}"))


def paint_sea(painter: QPainter, card: dict) -> None:
    painter.save()
    _frame(painter, FRAME["adventure"], "#9cc3d8")
    painter.setPen(QPen(QColor("#ffffff"), 0.5))
    for row in range(6):
        y = 20.0 + row * 5.5
        painter.drawLine(QRectF(10, y, 40, 0).topLeft(), QRectF(10, y, 40, 0).topRight())
    glyphs.text(painter, QRectF(6, 24, SIZE - 12, 8), "open sea", 4.0, bold=True, colour="#1d4c66")
    glyphs.text(painter, QRectF(6, 33, SIZE - 12, 8), str(card.get("title", card.get("id", ""))), 2.5, colour="#1d4c66")
    paint_edge(painter, _side(card, "sea"), 180.0)
    painter.restore()


def adventure_faces(card: dict, file: dict) -> list[Face]:
    icons = file.get("icons") if isinstance(file.get("icons"), list) else []
    return [Face("Front (double side up)", lambda p: paint_front(p, card, icons),
                 lambda: front_regions(card, icons)),
            Face("Back (the sea)", lambda p: paint_sea(p, card),
                 lambda: edge_regions(card, "sea", "sea", 180.0, "sea edge"))]


def _doom_side(card: dict, index: int) -> dict:
    sides = card.get("sides")
    side = sides[index] if isinstance(sides, list) and index < len(sides) else None
    return side if isinstance(side, dict) else {}


DOOM_ROW = QRectF(5.0, 30.0, SIZE - 10.0, 11.0)


def paint_doom(painter: QPainter, card: dict, index: int, icons: list, editing: bool = True) -> None:
    painter.save()
    _frame(painter, FRAME["doom"], "#ecd6d0")
    painter.fillRect(QRectF(BORDER, BORDER, SIZE - 2 * BORDER, 16), QColor("#7a1f1f"))
    glyphs.text(painter, QRectF(4, 3, SIZE - 8, 7), "THE DOOM", 4.0, bold=True, colour="#f5e6e0")
    glyphs.text(painter, QRectF(4, 10, SIZE - 8, 6), f"{card.get('title', card.get('id', ''))} · side {index + 1}", 2.4,
                colour="#f5e6e0")
    glyphs.text(painter, QRectF(5, 22, SIZE - 10, 6), "attack it with", 2.3, colour="#5a2a22")
    needs_row.paint(painter, DOOM_ROW, _doom_side(card, index), icons, editing)
    glyphs.text(painter, QRectF(5, 44, SIZE - 10, 10), "beaten, it scores the number in the box", 2.0,
                colour="#5a2a22")
    painter.restore()


def doom_faces(card: dict, file: dict) -> list[Face]:
    icons = file.get("icons") if isinstance(file.get("icons"), list) else []
    return [Face(f"Side {index + 1}", lambda p, i=index: paint_doom(p, card, i, icons),
                 lambda i=index: [*needs_row.regions(DOOM_ROW, _doom_side(card, i), icons, f"sides/{i}", f"Side {i + 1}"),
                                  title_region(card, QRectF(4, 10, SIZE - 8, 6))])
            for index in range(2)]

"""The face of a Cursed Island island tile, drawn as it prints and edited by clicking on its parts.

A hexagon (`SIZE` mm across its flats' square) in its terrain's colour, its number at the top and its
title at the bottom; its sources (food, wood) as marks on the left, the icons it carries on the right
(a beast's paw: a beast joins the hunting deck when it is explored; a totem; a mystery's question
mark), a discovery token per discovery drawn and a cave's arch for a natural shelter in the middle.

What a click writes (pointers inside the tile's entry of `tiles`): the middle cycles `terrain` (Shift+
click backwards; the menu picks one); each source mark toggles that source in `sources`; each icon
toggles `beast`, `totem` or `mystery`; the shelter toggles `shelter`; the discoveries and the number
open spin boxes; the title opens a line field.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from editor.cards.face import REMOVE, Choice, Edit, Face, Number, Region, Words
from engine.rulesets.cursed_island import model

from . import ink

SIZE = 50.0  # mm: the square the hexagon fills
TERRAIN_COLOURS = {"beach": "#ecd9a0", "hills": "#b9c77a", "mountains": "#a39a8e", "river": "#8cc3df", "plains": "#9cbf6e"}
CENTRE = QPointF(SIZE / 2, SIZE / 2)
RADIUS = SIZE / 2 - 1.0
NUMBER_RECT = QRectF(SIZE / 2 - 6.0, 5.0, 12.0, 5.5)
TITLE_RECT = QRectF(9.0, SIZE - 12.0, SIZE - 18.0, 5.5)
SOURCE_RECTS = {"food": QRectF(6.5, 16.0, 8.0, 8.0), "wood": QRectF(6.5, 26.0, 8.0, 8.0)}
ICON_RECTS = {"beast": QRectF(SIZE - 14.5, 13.0, 8.0, 7.0), "totem": QRectF(SIZE - 14.5, 21.5, 8.0, 7.0),
              "mystery": QRectF(SIZE - 14.5, 30.0, 8.0, 7.0)}
SHELTER_RECT = QRectF(SIZE / 2 - 7.0, 14.0, 14.0, 9.0)
DISCOVERY_RECT = QRectF(SIZE / 2 - 8.0, 26.0, 16.0, 8.0)
MIDDLE_RECT = QRectF(SIZE / 2 - 8.0, 35.0, 16.0, 3.0)
ICON_WORDS = {"beast": "a beast joins the hunting deck", "totem": "the scenario's totem", "mystery": "the scenario's mystery icon"}


def hexagon() -> QPolygonF:
    """The tile's outline: a pointy-topped hexagon (the island's cells are axial hexes)."""
    return QPolygonF([QPointF(CENTRE.x() + RADIUS * math.cos(math.radians(60 * k - 90)),
                              CENTRE.y() + RADIUS * math.sin(math.radians(60 * k - 90))) for k in range(6)])


def terrain_of(tile: dict) -> str:
    terrain = tile.get("terrain")
    return terrain if terrain in model.TERRAINS else "beach"


def sources_of(tile: dict) -> list[str]:
    sources = tile.get("sources")
    return [s for s in sources if s in model.SOURCES] if isinstance(sources, list) else []


def _int(tile: dict, key: str) -> int:
    value = tile.get(key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _food(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#5b1a12"), 0.4))
    painter.setBrush(QColor("#c0392b"))
    painter.drawEllipse(rect.center(), rect.width() * 0.34, rect.height() * 0.34)
    painter.setPen(QPen(QColor("#3e6b22"), 0.6))
    painter.drawLine(rect.center() - QPointF(0, rect.height() * 0.3), rect.center() - QPointF(-1.2, rect.height() * 0.5))


def _wood(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#4a2c12"), 0.4))
    painter.setBrush(QColor("#8b5a2b"))
    painter.drawRoundedRect(rect.adjusted(0.5, rect.height() * 0.3, -0.5, -rect.height() * 0.3), 1.5, 1.5)
    painter.setBrush(QColor("#d2a56d"))
    painter.drawEllipse(QPointF(rect.right() - 1.5, rect.center().y()), 1.0, rect.height() * 0.18)


def _icon(painter: QPainter, rect: QRectF, name: str) -> None:
    """A round icon: a paw (beast), a carved pole (totem) or a question mark (mystery)."""
    centre, r = rect.center(), rect.height() * 0.45
    painter.setPen(QPen(QColor("#2b2118"), 0.35))
    painter.setBrush(QColor({"beast": "#7a4b21", "totem": "#6b4c9a", "mystery": "#1f4e5f"}[name]))
    painter.drawEllipse(centre, r, r)
    painter.setPen(QColor(0, 0, 0, 0))
    painter.setBrush(QColor("#ffffff"))
    if name == "beast":
        painter.drawEllipse(centre + QPointF(0, r * 0.3), r * 0.38, r * 0.3)
        for dx, dy in ((-0.45, -0.2), (-0.15, -0.5), (0.15, -0.5), (0.45, -0.2)):
            painter.drawEllipse(centre + QPointF(dx * r, dy * r), r * 0.14, r * 0.17)
    elif name == "totem":
        painter.drawRect(QRectF(centre.x() - r * 0.18, centre.y() - r * 0.7, r * 0.36, r * 1.4))
        painter.drawRect(QRectF(centre.x() - r * 0.5, centre.y() - r * 0.45, r, r * 0.22))
    else:
        ink.text(painter, rect, "?", 3.6, bold=True, colour="#ffffff")


def paint(painter: QPainter, tile: dict, editing: bool = True) -> None:
    painter.save()
    terrain = terrain_of(tile)
    painter.setPen(QPen(QColor("#4a3b28"), 0.6))
    painter.setBrush(QColor(TERRAIN_COLOURS[terrain]))
    painter.drawPolygon(hexagon())
    ink.badge(painter, NUMBER_RECT, str(_int(tile, "number")), fill="#fffaf0", edge="#4a3b28")
    ink.text(painter, TITLE_RECT, str(tile.get("title", tile.get("id", ""))), 3.0, bold=True)
    ink.text(painter, MIDDLE_RECT, terrain, 2.4, colour="#4a3b28")
    sources = sources_of(tile)
    for name, rect in SOURCE_RECTS.items():
        if name in sources:
            (_food if name == "food" else _wood)(painter, rect)
        elif editing:
            painter.setPen(QPen(QColor("#8c7f6a"), 0.25))
            painter.setBrush(QColor(0, 0, 0, 0))
            painter.drawEllipse(rect.center(), rect.width() * 0.3, rect.height() * 0.3)
    for name, rect in ICON_RECTS.items():
        if tile.get(name):
            _icon(painter, rect, name)
        elif editing:
            painter.setPen(QPen(QColor("#8c7f6a"), 0.25))
            painter.setBrush(QColor(0, 0, 0, 0))
            painter.drawEllipse(rect.center(), rect.height() * 0.35, rect.height() * 0.35)
    if tile.get("shelter"):
        arch = QPainterPath()
        arch.moveTo(SHELTER_RECT.bottomLeft())
        arch.arcTo(SHELTER_RECT.adjusted(0, 0, 0, SHELTER_RECT.height()), 180, -180)
        arch.closeSubpath()
        painter.setPen(QPen(QColor("#3d3328"), 0.5))
        painter.setBrush(QColor("#5c4d3c"))
        painter.drawPath(arch)
    elif editing:
        ink.text(painter, SHELTER_RECT, "(no shelter)", 2.0, colour="#8c7f6a")
    discoveries = _int(tile, "discoveries")
    for k in range(discoveries):
        x = DISCOVERY_RECT.center().x() + (k - (discoveries - 1) / 2) * 4.5
        painter.setPen(QPen(QColor("#1d5e5e"), 0.4))
        painter.setBrush(QColor("#2e8b8b"))
        painter.drawEllipse(QPointF(x, DISCOVERY_RECT.center().y()), 1.9, 1.9)
    if editing and not discoveries:
        ink.text(painter, DISCOVERY_RECT, "0 discoveries", 2.0, colour="#8c7f6a")
    painter.restore()


def _toggle(label: str, key: str, on: bool) -> Edit:
    return Edit(f"{label}: {'no' if on else 'yes'}", {key: REMOVE if on else True})


def regions(tile: dict) -> list[Region]:
    terrain = terrain_of(tile)
    order = model.TERRAINS
    at = order.index(terrain)

    def change(value: str) -> Edit:
        return Edit(f"Terrain: {value}", {"terrain": value})

    found = [Region(f"Number: {_int(tile, 'number')}", "number", ink.rect_path(NUMBER_RECT),
                    number=Number("number", _int(tile, "number"), 0, 99, "Number: {value}")),
             Region(f"Title: {tile.get('title', '')}", "title", ink.rect_path(TITLE_RECT),
                    words=Words("title", str(tile.get("title", "")), "Title: {value}"))]
    sources = sources_of(tile)
    for name, rect in SOURCE_RECTS.items():
        on = name in sources
        new = [s for s in model.SOURCES if (s in sources) != (s == name)]
        edit = Edit(f"Source {name}: {'no' if on else 'yes'}", {"sources": new if new else REMOVE})
        found.append(Region(f"Source {name}: {'yes' if on else 'no'}", f"source:{name}", ink.rect_path(rect), click=edit, inverse=edit))
    for name, rect in ICON_RECTS.items():
        on = bool(tile.get(name))
        edit = _toggle(name.capitalize(), name, on)
        found.append(Region(f"{name.capitalize()} ({ICON_WORDS[name]}): {'yes' if on else 'no'}", f"icon:{name}",
                            ink.rect_path(rect), click=edit, inverse=edit))
    shelter = bool(tile.get("shelter"))
    found.append(Region(f"Natural shelter: {'yes' if shelter else 'no'}", "shelter", ink.rect_path(SHELTER_RECT),
                        click=_toggle("Shelter", "shelter", shelter), inverse=_toggle("Shelter", "shelter", shelter)))
    discoveries = _int(tile, "discoveries")
    found.append(Region(f"Discoveries: {discoveries}", "discoveries", ink.rect_path(DISCOVERY_RECT),
                        number=Number("discoveries", discoveries, 0, 5, "Discoveries: {value}"),
                        inverse=Edit(f"Discoveries: {discoveries - 1}", {"discoveries": discoveries - 1}) if discoveries else None))
    hex_path = QPainterPath()
    hex_path.addPolygon(hexagon())
    found.append(Region(f"Terrain: {terrain}", "terrain", hex_path, click=change(order[(at + 1) % len(order)]),
                        inverse=change(order[(at - 1) % len(order)]),
                        menu=[Choice(f"Terrain: {t}", change(t), checked=t == terrain) for t in order]))
    return found


def faces(tile: dict, file: dict) -> list[Face]:
    return [Face("Island tile", lambda painter: paint(painter, tile), lambda: regions(tile),
                 plain=lambda painter: paint(painter, tile, editing=False))]

"""The face of a Haze Islands map card, drawn as it prints and edited by clicking on its parts.

A square card (`SIZE` mm): its top band is covered by the adventure card laid under it; its three
open edges (bottom, left, right) carry 0 to 2 diamonds, gold or red, and may carry a scout triangle
just inside them; its four corners may bear a skull of fate; its middle shows the icon and the raid
number; the frame's colour is its kind (island, dead end, cursed). The parts and what a click on
each writes in the YAML (pointers inside the card's entry of `cards`):

- an edge: click cycles `edges/<edge>/diamonds` 0 -> 1 -> 2 -> 0 (Shift+click backwards), a right
  click toggles `edges/<edge>/colour` gold <-> red;
- a triangle: click toggles `edges/<edge>/triangle`;
- a corner: click toggles the corner in `skulls`;
- the icon: click picks one of the file's icons for `icon` (Shift+click: the previous one);
- the raid number: click opens a spin box for `raid` (Shift+click: one less);
- the frame: click cycles `kind` island -> dead-end -> cursed;
- the title: click opens a line field for `title`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from editor.cards.face import Choice, Edit, Face, Number, Region, Words
from engine.rulesets.haze_islands import model

from . import glyphs

SIZE = 60.0  # mm: the printed map card is a square, so it turns on the board's square cells
BAND = 12.0  # the top band the adventure card covers
BORDER = 2.6
KIND_COLOURS = {"island": "#3e8e5e", "dead-end": "#5a6f86", "cursed": "#6b2d6b"}
KIND_WORDS = {"island": "island", "dead-end": "dead end", "cursed": "cursed"}
PAPER = {"island": "#f4ead2", "dead-end": "#e3e6e6", "cursed": "#e0d2e0"}
EDGE_TURN = {"bottom": 0.0, "left": 90.0, "right": -90.0, "top": 180.0}  # degrees from the bottom edge
CORNER_AT = {"top-left": (6.0, 6.0), "top-right": (SIZE - 6.0, 6.0), "bottom-right": (SIZE - 6.0, SIZE - 6.0),
             "bottom-left": (6.0, SIZE - 6.0)}
ICON_RECT = QRectF(21.0, 22.0, 18.0, 18.0)
RAID_RECT = QRectF(40.0, 38.0, 8.5, 7.5)
TITLE_RECT = QRectF(12.0, BAND + 0.5, SIZE - 24.0, 6.5)


def turned(angle: float) -> QTransform:
    """Turn about the card's centre: the bottom edge's drawing becomes another edge's."""
    return QTransform().translate(SIZE / 2, SIZE / 2).rotate(angle).translate(-SIZE / 2, -SIZE / 2)


def edge_of(card: dict, local: str) -> dict:
    edges = card.get("edges") if isinstance(card.get("edges"), dict) else {}
    edge = edges.get(local)
    return edge if isinstance(edge, dict) else {}


def diamonds_of(edge: dict) -> int:
    value = edge.get("diamonds", model.Edge.diamonds)
    return value if isinstance(value, int) else 0


def edge_words(edge: dict) -> str:
    count = diamonds_of(edge)
    colour = edge.get("colour", model.Edge.colour)
    words = "no diamond" if count == 0 else f"{count} {colour} diamond{'s' * (count != 1)}"
    return words + (", scout triangle" if edge.get("triangle", model.Edge.triangle) else "")


def paint_edge(painter: QPainter, edge: dict, angle: float, size: float = SIZE) -> None:
    """The diamonds and triangle of one edge of a card `size` wide (drawn at the bottom, then turned)."""
    painter.save()
    painter.setTransform(QTransform().translate(size / 2, size / 2).rotate(angle).translate(-size / 2, -size / 2)
                         * painter.transform())
    unit = size / SIZE
    count = diamonds_of(edge)
    colour = edge.get("colour", model.Edge.colour)
    y = size - 5.2 * unit
    spots = {0: [size / 2], 1: [size / 2], 2: [size / 2 - 5 * unit, size / 2 + 5 * unit]}.get(count, [size / 2])
    for x in spots:
        glyphs.paint_diamond(painter, QPointF(x, y), 2.6 * unit, colour if count else None)
    glyphs.paint_triangle(painter, QPointF(size / 2, size - 12.5 * unit), 2.6 * unit, 0.0,
                          bool(edge.get("triangle", model.Edge.triangle)))
    painter.restore()


def edge_shape(angle: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(15.0, SIZE - 9.0, SIZE - 30.0, 9.0))
    return turned(angle).map(path)


def triangle_shape(angle: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(SIZE / 2 - 4.5, SIZE - 16.5, 9.0, 7.4))
    return turned(angle).map(path)


def edge_regions(card: dict, local: str, pointer: str, angle: float, label: str) -> list[Region]:
    """The edge and its triangle as parts (`pointer`: the edge's mapping inside the card)."""
    edge = edge_of(card, local) if pointer.startswith("edges/") else (card.get(local) if isinstance(card.get(local), dict) else {})
    count = diamonds_of(edge)
    colour = edge.get("colour", model.Edge.colour)
    other = "red" if colour == "gold" else "gold"
    more, fewer = (count + 1) % 3, (count - 1) % 3
    triangle = bool(edge.get("triangle", model.Edge.triangle))
    name = label[0].upper() + label[1:]
    return [
        Region(f"{name}: scout triangle {'on' if triangle else 'off'}", f"triangle:{local}", triangle_shape(angle),
               click=Edit(f"{name}: scout triangle {'off' if triangle else 'on'}", {f"{pointer}/triangle": not triangle}),
               inverse=Edit(f"{name}: scout triangle {'off' if triangle else 'on'}", {f"{pointer}/triangle": not triangle})),
        Region(f"{name}: {edge_words(edge)}", f"edge:{local}", edge_shape(angle),
               click=Edit(f"{name}: {more} diamond{'s' * (more != 1)}", {f"{pointer}/diamonds": more}),
               inverse=Edit(f"{name}: {fewer} diamond{'s' * (fewer != 1)}", {f"{pointer}/diamonds": fewer}),
               right=Edit(f"{name}: {other} diamonds", {f"{pointer}/colour": other})),
    ]


def skulls_of(card: dict) -> list[str]:
    skulls = card.get("skulls")
    return [s for s in skulls if isinstance(s, str)] if isinstance(skulls, list) else []


def paint(painter: QPainter, card: dict, icons: list) -> None:
    kind = card.get("kind") if card.get("kind") in model.CARD_KINDS else "island"
    painter.save()
    frame = QColor(KIND_COLOURS[kind])
    painter.setPen(QPen(frame, BORDER))
    painter.setBrush(QColor(PAPER[kind]))
    painter.drawRoundedRect(QRectF(BORDER / 2, BORDER / 2, SIZE - BORDER, SIZE - BORDER), 3.0, 3.0)
    band = QRectF(BORDER, BORDER, SIZE - 2 * BORDER, BAND - BORDER)
    painter.fillRect(band, QColor("#d8ccb2"))
    painter.save()
    painter.setClipRect(band)
    painter.setPen(QPen(QColor("#c4b699"), 0.3))
    for step in range(0, int(SIZE + BAND), 3):  # hatching: the part an adventure card covers
        painter.drawLine(QPointF(step - BAND, BAND), QPointF(step, 0))
    painter.restore()
    glyphs.text(painter, band.adjusted(10, 0, -10, 0), "covered by the adventure card", 2.0, colour="#8a7b60")
    glyphs.text(painter, TITLE_RECT, str(card.get("title", card.get("id", ""))), 3.1, bold=True)
    glyphs.text(painter, QRectF(12.0, 18.5, SIZE - 24.0, 3.5), KIND_WORDS[kind], 2.1, colour=KIND_COLOURS[kind])
    glyphs.paint_icon(painter, ICON_RECT, icons, str(card.get("icon", "")))
    painter.setPen(QPen(glyphs.INK, 0.35))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawRoundedRect(RAID_RECT, 1.5, 1.5)
    raid = card.get("raid")
    glyphs.text(painter, RAID_RECT, str(raid) if isinstance(raid, int) else "?", 4.0, bold=True)
    glyphs.text(painter, QRectF(RAID_RECT.x() - 2, RAID_RECT.bottom(), RAID_RECT.width() + 4, 3.0), "raid", 1.9)
    for local in model.LOCAL_EDGES:
        paint_edge(painter, edge_of(card, local), EDGE_TURN[local])
    skulls = skulls_of(card)
    for corner, (x, y) in CORNER_AT.items():
        glyphs.paint_skull(painter, QPointF(x, y), 3.2, corner in skulls)
    painter.restore()


def regions(card: dict, icons: list) -> list[Region]:
    found: list[Region] = []
    skulls = skulls_of(card)
    for corner, (x, y) in CORNER_AT.items():
        shape = QPainterPath()
        shape.addRect(QRectF(x - 5.5, y - 5.5, 11.0, 11.0))
        words = corner.replace("-", " ")
        on = corner in skulls
        toggled = [s for s in skulls if s != corner] if on else [*skulls, corner]
        edit = Edit(f"{words.capitalize()} corner: {'no skull' if on else 'skull of fate'}", {"skulls": toggled})
        found.append(Region(f"{words.capitalize()} corner: {'skull of fate' if on else 'no skull'}", f"corner:{corner}",
                            shape, click=edit, inverse=edit))
    for local in model.LOCAL_EDGES:
        found += edge_regions(card, local, f"edges/{local}", EDGE_TURN[local], f"{local} edge")
    icon = str(card.get("icon", ""))
    shape = QPainterPath()
    shape.addEllipse(ICON_RECT)
    ids = [i.get("id") for i in icons if isinstance(i, dict)]
    previous = ids[(ids.index(icon) - 1) % len(ids)] if icon in ids else (ids[-1] if ids else None)
    choices = [Choice(f"{i.get('title', i.get('id'))} ({i.get('category', '?')})", Edit(f"Icon: {i.get('title', i.get('id'))}",
                                                                                          {"icon": i.get("id")}),
                      glyph=glyphs.icon_glyph(icons, i.get("id")), checked=i.get("id") == icon)
               for i in icons if isinstance(i, dict)]
    entry = glyphs.icon_entry(icons, icon)
    found.append(Region(f"Icon: {entry.get('title', icon)} ({entry.get('category') or 'not in the icon list'})", "icon",
                        shape, choices=choices,
                        inverse=Edit("Icon: previous", {"icon": previous}) if previous else None))
    raid = card.get("raid") if isinstance(card.get("raid"), int) else 1
    shape = QPainterPath()
    shape.addRect(RAID_RECT.adjusted(-1, -1, 1, 3))
    found.append(Region(f"Raid number: {raid}", "raid", shape,
                        number=Number("raid", raid, 0, 9, "Raid: {value}"),
                        inverse=Edit(f"Raid: {raid - 1}", {"raid": raid - 1}) if raid > 0 else None,
                        menu=[Choice(f"Raid: {raid + 1}", Edit(f"Raid: {raid + 1}", {"raid": raid + 1}))]))
    shape = QPainterPath()
    shape.addRect(TITLE_RECT)
    title = str(card.get("title", ""))
    found.append(Region(f"Title: {title}", "title", shape, words=Words("title", title, "Title: {value}")))
    kind = card.get("kind") if card.get("kind") in model.CARD_KINDS else "island"
    following = model.CARD_KINDS[(model.CARD_KINDS.index(kind) + 1) % len(model.CARD_KINDS)]
    before = model.CARD_KINDS[(model.CARD_KINDS.index(kind) - 1) % len(model.CARD_KINDS)]
    frame = QPainterPath()
    frame.addRect(QRectF(0, 0, SIZE, SIZE))
    inner = QPainterPath()
    inner.addRect(QRectF(BORDER + 0.8, BORDER + 0.8, SIZE - 2 * BORDER - 1.6, SIZE - 2 * BORDER - 1.6))
    found.append(Region(f"Kind: {KIND_WORDS[kind]} (the frame)", "frame", frame.subtracted(inner),
                        click=Edit(f"Kind: {KIND_WORDS[following]}", {"kind": following}),
                        inverse=Edit(f"Kind: {KIND_WORDS[before]}", {"kind": before}),
                        menu=[Choice(f"Kind: {KIND_WORDS[k]}", Edit(f"Kind: {KIND_WORDS[k]}", {"kind": k}), checked=k == kind)
                              for k in model.CARD_KINDS]))
    return found


def faces(card: dict, file: dict) -> list[Face]:
    icons = file.get("icons") if isinstance(file.get("icons"), list) else []
    return [Face("Map card", lambda painter: paint(painter, card, icons), lambda: regions(card, icons))]

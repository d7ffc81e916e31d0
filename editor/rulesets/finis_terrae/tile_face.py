"""The face of a Finis Terrae map tile, drawn as it prints and edited by clicking on its parts.

A square tile (`SIZE` mm) of sea. Its land is drawn from its edges, so what matches when tiles are
laid is what one sees: each `land` edge brings a tongue of land that meets the edge over its middle
(where the neighbour's land continues), two or more are joined in the middle, and a land tile with no
land edge is an islet in the middle; the coast shape (`shape`) changes the drawing only: `narrow`
thins the land, `fjord` cuts an inlet of sea into it. A `rock` edge is sea with rocks along it (ships
cannot cross it). A beach (a port may be founded here) rims the land with sand. The feature of the
tile's kind sits in the middle (a den's flag, a fort, a lighthouse, a wreck, a castaway's palm, a
treasure chest), the token laid with the tile in the lower right corner.

What a click writes (pointers inside the tile's entry of `tiles`):

- an edge: `edges/<edge>` sea -> land -> rock -> sea (Shift+click backwards; the menu picks one);
- the middle: a picker of `kind` (Shift+click: the previous kind; the menu also picks `shape`);
- the token corner: `token` none -> treasure -> find -> castaway (the menu: back to the kind's default);
- the beach corner: toggles `beach`;  the shape corner: cycles `shape`;  the count corner: `count`.

The corner badges (count, shape, beach) are drawn only while editing; the print shows the tile alone.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from editor.cards.face import REMOVE, Choice, Edit, Face, Number, Region
from engine.rulesets.finis_terrae import model

from . import glyphs
from .tile_data import beach_of, count_of, edges_of, kind_of, land_of, shape_of, token_of

SIZE = 50.0  # mm: a square tile, so it turns on the sea's square cells
BADGE = 9.0  # the corner badges' side
BAND = 7.0  # how deep an edge's clickable band reaches into the tile
SEA, DEEP, LAND, SAND, ROCK = "#8cc3df", "#5f9fc4", "#9cbf6e", "#ecd9a0", "#6e6a64"
KIND_WORDS = {"sea": "open sea", "rocks": "sea with rocks", "wreck": "wreck", "coast": "coast", "castaway": "castaway isle",
              "treasure": "treasure isle", "den": "pirate den", "fort": "sea fort", "lighthouse": "lighthouse"}
SHAPE_WORDS = {"": "no shape", "one-side": "one side", "two-sides": "two sides", "fjord": "fjord", "narrow": "narrow"}
SHAPE_MARKS = {"": "·", "one-side": "1", "two-sides": "2", "fjord": "F", "narrow": "N"}
EDGE_TURN = {"top": 0.0, "right": 90.0, "bottom": 180.0, "left": 270.0}  # degrees from the top edge, clockwise
TOKEN_CYCLE = ("", "treasure", "find", "castaway")
CORNERS = {"count": QPointF(0, 0), "shape": QPointF(SIZE - BADGE, 0), "beach": QPointF(0, SIZE - BADGE),
           "token": QPointF(SIZE - BADGE, SIZE - BADGE)}


# -- geometry ----------------------------------------------------------------------------------------------
def _turned(path: QPainterPath, angle: float) -> QPainterPath:
    from PySide6.QtGui import QTransform

    return QTransform().translate(SIZE / 2, SIZE / 2).rotate(angle).translate(-SIZE / 2, -SIZE / 2).map(path)


def _tongue(local: str, narrow: bool) -> QPainterPath:
    """The land a `land` edge brings: it meets the edge over its middle and rounds off inside."""
    half = SIZE * (0.17 if narrow else 0.3)
    depth = SIZE * (0.52 if narrow else 0.48)
    path = QPainterPath()
    path.moveTo(SIZE / 2 - half, -1)
    path.cubicTo(SIZE / 2 - half, depth * 0.7, SIZE / 2 - half * 0.6, depth, SIZE / 2, depth)
    path.cubicTo(SIZE / 2 + half * 0.6, depth, SIZE / 2 + half, depth * 0.7, SIZE / 2 + half, -1)
    path.closeSubpath()
    return _turned(path, EDGE_TURN[local])


def land_path(tile: dict) -> QPainterPath:
    """The land of the tile as drawn (empty for a sea tile)."""
    edges = edges_of(tile)
    lands = [local for local in model.LOCAL if edges[local] == "land"]
    shape = shape_of(tile)
    narrow = shape == "narrow"
    path = QPainterPath()
    for local in lands:
        path = path.united(_tongue(local, narrow))
    centre = QPainterPath()
    if len(lands) >= 2:
        radius = SIZE * (0.16 if narrow else 0.28)
        centre.addEllipse(QPointF(SIZE / 2, SIZE / 2), radius, radius)
        path = path.united(centre)
    elif not lands and land_of(tile):  # a one-tile islet
        centre.addEllipse(QPointF(SIZE / 2, SIZE / 2 + 1), SIZE * 0.3, SIZE * 0.26)
        path = centre
    if shape == "fjord" and lands:
        inlet = QPainterPath()
        inlet.moveTo(SIZE / 2 - 4.5, SIZE * 0.62)
        inlet.cubicTo(SIZE / 2 - 2.0, SIZE * 0.42, SIZE / 2 - 2.5, SIZE * 0.3, SIZE / 2 - 0.5, SIZE * 0.14)
        inlet.cubicTo(SIZE / 2 + 2.5, SIZE * 0.3, SIZE / 2 + 1.5, SIZE * 0.42, SIZE / 2 + 4.5, SIZE * 0.62)
        inlet.closeSubpath()
        path = path.subtracted(_turned(inlet, EDGE_TURN[lands[0]]))  # the sea reaches in from below the first tongue
    return path.simplified()


def _rocks(painter: QPainter, local: str) -> None:
    painter.save()
    painter.translate(SIZE / 2, SIZE / 2)
    painter.rotate(EDGE_TURN[local])
    painter.translate(-SIZE / 2, -SIZE / 2)
    painter.setPen(QPen(QColor("#3c3935"), 0.35))
    painter.setBrush(QColor(ROCK))
    for k, (x, w, h) in enumerate(((4.5, 3.4, 3.0), (11.0, 4.2, 4.2), (18.5, 3.0, 2.6), (25.0, 4.6, 3.8),
                                   (32.0, 3.2, 3.2), (38.5, 4.0, 4.4), (45.5, 3.2, 2.8))):
        top = 0.6 + (k % 2) * 0.8
        painter.drawPolygon(QPolygonF([QPointF(x - w / 2, top + h), QPointF(x - w / 3, top + h * 0.2),
                                       QPointF(x + w / 5, top), QPointF(x + w / 2, top + h * 0.6),
                                       QPointF(x + w / 3, top + h)]))
    painter.restore()


def _waves(painter: QPainter) -> None:
    painter.save()
    painter.setPen(QPen(QColor(DEEP), 0.35))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for x, y in ((8, 16), (33, 10), (15, 38), (38, 33), (26, 44)):
        painter.drawArc(QRectF(x - 2.2, y - 1, 2.2, 2), 0, 180 * 16)
        painter.drawArc(QRectF(x, y - 1, 2.2, 2), 0, 180 * 16)
    painter.restore()


def feature_at(tile: dict, land: QPainterPath) -> QPointF:
    """Where the kind's feature stands: the middle, or the middle of the land when it lies off-centre."""
    centre = QPointF(SIZE / 2, SIZE / 2)
    if land.isEmpty() or land.contains(centre):
        return centre
    return land.boundingRect().center()


def paint(painter: QPainter, tile: dict, editing: bool = True) -> None:
    kind = kind_of(tile)
    edges = edges_of(tile)
    painter.save()
    painter.setClipRect(QRectF(0, 0, SIZE, SIZE))
    painter.fillRect(QRectF(0, 0, SIZE, SIZE), QColor(SEA))
    _waves(painter)
    land = land_path(tile)
    if not land.isEmpty():
        if beach_of(tile):
            painter.setPen(QPen(QColor(SAND), 3.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(land)
        painter.setPen(QPen(QColor("#5b7a3a"), 0.4))
        painter.setBrush(QColor(LAND))
        painter.drawPath(land)
    for local in model.LOCAL:
        if edges[local] == "rock":
            _rocks(painter, local)
    feature = glyphs.FEATURES.get(kind)
    if feature is not None:
        feature(painter, feature_at(tile, land), 15.0)
    token = token_of(tile)
    if token:
        glyphs.paint_token(painter, QPointF(SIZE - 6.5, SIZE - 6.5), 4.6, token)
    painter.setClipping(False)
    painter.setPen(QPen(QColor("#35586e"), 0.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(0.25, 0.25, SIZE - 0.5, SIZE - 0.5))
    if editing:
        _badges(painter, tile)
    painter.restore()


def _badge(painter: QPainter, corner: str, words: str, on: bool = True) -> None:
    rect = QRectF(CORNERS[corner], CORNERS[corner] + QPointF(BADGE, BADGE)).adjusted(1.2, 1.2, -1.2, -1.2)
    painter.setPen(QPen(QColor("#35586e"), 0.3, Qt.PenStyle.SolidLine if on else Qt.PenStyle.DashLine))
    painter.setBrush(QColor(255, 250, 240, 215 if on else 120))
    painter.drawRoundedRect(rect, 1.2, 1.2)
    glyphs.text(painter, rect, words, 3.0, bold=on, colour="#2b2118" if on else "#7d7468")


def _badges(painter: QPainter, tile: dict) -> None:
    _badge(painter, "count", f"×{count_of(tile)}")
    _badge(painter, "shape", SHAPE_MARKS[shape_of(tile)], bool(shape_of(tile)))
    _badge(painter, "beach", "B", beach_of(tile))
    if not token_of(tile):
        _badge(painter, "token", "+", False)


# -- the parts a click edits ---------------------------------------------------------------------------------
def _edge_shape(local: str) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(BADGE, 0)
    path.lineTo(SIZE - BADGE, 0)
    path.lineTo(SIZE - BADGE - 2, BAND)
    path.lineTo(BADGE + 2, BAND)
    path.closeSubpath()
    return _turned(path, EDGE_TURN[local])


def _step(values: tuple, value, by: int):
    return values[(values.index(value) + by) % len(values)] if value in values else values[0]


def regions(tile: dict) -> list[Region]:
    edges = edges_of(tile)
    found: list[Region] = []
    for local in model.LOCAL:
        now = edges[local]
        name = f"{local.capitalize()} edge"
        later, before = _step(model.EDGE_KINDS, now, 1), _step(model.EDGE_KINDS, now, -1)
        found.append(Region(f"{name}: {now}", f"edge:{local}", _edge_shape(local),
                            click=Edit(f"{name}: {later}", {f"edges/{local}": later}),
                            inverse=Edit(f"{name}: {before}", {f"edges/{local}": before}),
                            menu=[Choice(f"{name}: {k}", Edit(f"{name}: {k}", {f"edges/{local}": k}), checked=k == now)
                                  for k in model.EDGE_KINDS]))
    for corner in CORNERS:
        found.append(_corner(tile, corner))
    kind = kind_of(tile)
    middle = QPainterPath()
    middle.addEllipse(QPointF(SIZE / 2, SIZE / 2), SIZE / 2 - BAND - 3.5, SIZE / 2 - BAND - 3.5)
    previous = _step(model.TILE_KINDS, kind, -1)
    shape = shape_of(tile)
    found.append(Region(f"Kind: {KIND_WORDS[kind]}" + (f" ({SHAPE_WORDS[shape]})" if shape else ""), "kind", middle,
                        choices=[Choice(f"Kind: {KIND_WORDS[k]}", Edit(f"Kind: {KIND_WORDS[k]}", {"kind": k}),
                                        glyph=_kind_glyph(k), checked=k == kind) for k in model.TILE_KINDS],
                        inverse=Edit(f"Kind: {KIND_WORDS[previous]}", {"kind": previous}),
                        menu=[Choice(f"Shape: {SHAPE_WORDS[s]}", Edit(f"Shape: {SHAPE_WORDS[s]}", {"shape": s or REMOVE}),
                                     checked=s == shape) for s in model.SHAPES]))
    return found


def _kind_glyph(kind: str):
    feature = glyphs.FEATURES.get(kind)
    if feature is None:
        return None
    return lambda painter, rect: feature(painter, rect.center(), rect.height())


def _corner(tile: dict, corner: str) -> Region:
    shape = QPainterPath()
    shape.addRect(QRectF(CORNERS[corner], CORNERS[corner] + QPointF(BADGE, BADGE)))
    if corner == "count":
        count = count_of(tile)
        return Region(f"Copies in the box: {count}", "count", shape, number=Number("count", count, 0, 99, "Count: {value}"),
                      inverse=Edit(f"Count: {count - 1}", {"count": count - 1}) if count > 0 else None,
                      menu=[Choice(f"Count: {count + 1}", Edit(f"Count: {count + 1}", {"count": count + 1}))])
    if corner == "shape":
        now = shape_of(tile)
        later, before = _step(model.SHAPES, now, 1), _step(model.SHAPES, now, -1)
        return Region(f"Coast shape: {SHAPE_WORDS[now]}", "shape", shape,
                      click=Edit(f"Shape: {SHAPE_WORDS[later]}", {"shape": later or REMOVE}),
                      inverse=Edit(f"Shape: {SHAPE_WORDS[before]}", {"shape": before or REMOVE}))
    if corner == "beach":
        on = beach_of(tile)
        edit = Edit(f"Beach: {'none' if on else 'a port may be founded here'}", {"beach": not on})
        return Region(f"Beach: {'a port may be founded here' if on else 'none'}", "beach", shape, click=edit, inverse=edit,
                      menu=[Choice("Beach: the kind's default", Edit("Beach: the kind's default", {"beach": REMOVE}))])
    now = token_of(tile)
    later, before = _step(TOKEN_CYCLE, now, 1), _step(TOKEN_CYCLE, now, -1)
    return Region(f"Token laid with the tile: {now or 'none'}", "token", shape,
                  click=Edit(f"Token: {later or 'none'}", {"token": later}),
                  inverse=Edit(f"Token: {before or 'none'}", {"token": before}),
                  menu=[Choice("Token: the kind's default", Edit("Token: the kind's default", {"token": REMOVE}))])


def faces(tile: dict, file: dict) -> list[Face]:
    return [Face("Tile", lambda painter: paint(painter, tile), lambda: regions(tile),
                 plain=lambda painter: paint(painter, tile, editing=False))]


def print_painter(painter: QPainter, tile: dict) -> None:
    """The tile as the print sheet and the sample sea draw it (no editing badges)."""
    paint(painter, tile, editing=False)

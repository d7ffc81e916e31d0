"""The isle during a game, painted by one item: fields, tiles, figures and markers.

`FieldInfo` is what one area shows (plain values taken from the engine's `State` by
`board_scene.field_infos`); `IsleItem` paints the exposed fields from those records, the way the
map designer's `BoardItem` does, so a refresh repaints only the fields whose record changed.
Where each figure glyph lies in a field is computed once (`figure_slots`) and used both to paint
and to find the figure under the mouse.
"""

from __future__ import annotations

from functools import lru_cache, cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from editor.board import style
from editor.board.fields_item import FieldsItem
from editor.board.layout import SIZE, Layout

Coord = tuple[int, int]
FALLBACK_COLOURS = ("#c0392b", "#2471a3", "#d4ac0d", "#229954", "#7d3c98", "#ca6f1e")
KIND_TEXT = {"plain": "Plain", "minion-1": "Minion I", "minion-2": "Minion II", "minion-3": "Minion III",
             "boss": "Boss", "location": "Location", "terrain": "Terrain", "sea": "Sea", "adventure": "Adventure"}
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)
_DIM = QColor(20, 28, 40, 60)
_GLOW = QColor(255, 250, 210, 80)
_CLICKABLE_PEN = QPen(QColor("#ffe14d"), 3.2)
_SELECTED_PEN = QPen(QColor("#ff2bd6"), 4.0)
_DARK = QColor("#1d232b")
_PLATE = QColor(255, 255, 255, 185)
_REACH = QColor(156, 39, 176, 70)  # a hovered terror's reach
_REACH_PEN = QPen(QColor("#7b1fa2"), 2.2, Qt.PenStyle.DotLine)
_ALLIED = QColor("#2e7d32")


class FieldInfo(NamedTuple):
    """What one area shows right now (compared between refreshes to repaint only what changed)."""

    coord: Coord
    kind: str  # the board's field kind: sea, green, yellow, red, adventure, fixed
    colour: str | None  # the colour of its tiles (green/yellow/red; sea; None for adventure areas)
    name: str
    landing: bool
    tile: object  # the engine Tile shown face up, or None
    face_down: bool  # a land area whose tile lies face down
    controller: int  # seat, or -1
    figures: tuple  # ((seat, soldiers, captains, camps, ship), ...) of the players with figures here
    token: str  # the progress task of the token lying here ("" for none)
    terrors: tuple  # ((title, level), ...)
    mark: str  # "combat", "explore" or ""
    allies: tuple = ()  # cooperative and solo: the seats controlling this allied area


class Slot(NamedTuple):
    rect: QRectF  # in scene coordinates
    kind: str  # soldier, captain, camp, ship
    seat: int
    count: int


def faction_colour(colour: str | None, seat: int) -> QColor:
    """A faction's colour (a CSS name or #rrggbb); a fallback by seat when it does not parse."""
    qcolour = QColor.fromString(colour) if colour else QColor()
    return qcolour if qcolour.isValid() else QColor(FALLBACK_COLOURS[seat % len(FALLBACK_COLOURS)])


def back_colour(colour: str | None) -> QColor:
    """The muted back of a face-down tile of this colour."""
    base = style.FILL.get(colour or "", style.FILL["fixed"])
    grey = QColor("#7d8790")
    return QColor(round(base.red() * 0.55 + grey.red() * 0.45), round(base.green() * 0.55 + grey.green() * 0.45),
                  round(base.blue() * 0.55 + grey.blue() * 0.45))


def tile_text(tile) -> str:
    """The tile kind in words, or the title of the location card / terrain tile it shows."""
    card = getattr(tile, "card", None)
    if card is not None and getattr(card, "title", ""):
        return card.title
    return KIND_TEXT.get(tile.kind, tile.kind)


@lru_cache(maxsize=512)
def _two_lines(name: str, font, width: float) -> str:
    """The name on at most two lines (the second elided)."""
    metrics = QFontMetricsF(font)
    words, first = name.split(), ""
    while words and metrics.horizontalAdvance((first + " " + words[0]).strip()) <= width:
        first = (first + " " + words.pop(0)).strip()
    if not first:
        return metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)
    rest = " ".join(words)
    return first + ("\n" + metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width) if rest else "")


def figure_slots(info: FieldInfo, centre: QPointF) -> list[Slot]:
    """Where the figure glyphs of a field lie: one row per player, in the lower half of the field."""
    groups = info.figures
    if not groups:
        return []
    rows = len(groups)
    step = 11.0 if rows <= 2 else 9.0
    top = {1: 13.0, 2: 8.0}.get(rows, 3.0)
    slots: list[Slot] = []
    for row, (seat, soldiers, captains, camps, ship) in enumerate(groups):
        y = centre.y() + top + row * step
        parts: list[tuple[str, int, float]] = []  # kind, count, width
        if ship:
            parts.append(("ship", 1, 17.0))
        if captains:
            parts.append(("captain", captains, 11.0))
        if soldiers:
            parts.append(("soldier", soldiers, 11.0))
        if camps:
            parts.append(("camp", camps, 11.0))
        x = centre.x() - sum(w for _, _, w in parts) / 2
        for kind, count, width in parts:
            h = 10.0 if rows <= 2 else 8.5
            slots.append(Slot(QRectF(x, y - h / 2, width, h), kind, seat, count))
            x += width
    return slots


@cache
def boat_path() -> QPainterPath:
    """A boat in a box from -0.5 to 0.5 (hull and sail)."""
    path = QPainterPath()
    path.moveTo(-0.5, 0.1)
    path.lineTo(0.5, 0.1)
    path.lineTo(0.32, 0.45)
    path.lineTo(-0.32, 0.45)
    path.closeSubpath()
    path.moveTo(0.02, 0.05)
    path.lineTo(0.02, -0.5)
    path.lineTo(0.36, 0.02)
    path.closeSubpath()
    return path


@cache
def star_path() -> QPainterPath:
    import math
    points = [QPointF((0.5 if i % 2 == 0 else 0.22) * math.sin(math.pi * i / 5),
                      -(0.5 if i % 2 == 0 else 0.22) * math.cos(math.pi * i / 5)) for i in range(10)]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


class IsleItem(FieldsItem):
    GROW = 6.0

    def __init__(self, layout: Layout, titles: dict[str, str]) -> None:
        super().__init__(layout)
        self.titles = titles  # progress task id -> title (its initial marks the token)
        self.infos: dict[Coord, FieldInfo] = {}
        self.slots: dict[Coord, list[Slot]] = {}
        self.colours: list[QColor] = []  # per seat
        self.clickable: frozenset = frozenset()
        self.selected: Coord | None = None
        self.reach: frozenset = frozenset()  # the fields a hovered terror's effect reaches

    # -- painting -------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        exposed = option.exposedRect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        shown = [info for coord, info in self.infos.items()
                 if self.layout.field_rect(coord, grow=6.0).intersects(exposed)]
        for info in shown:
            self._paint_field(painter, info)
        dim = bool(self.clickable)
        for info in shown:
            polygon = self.polygon(info.coord)
            if dim and info.coord not in self.clickable:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(_DIM)
                painter.drawPolygon(polygon)
        for info in shown:
            if info.coord in self.reach:
                painter.setPen(_REACH_PEN)
                painter.setBrush(_REACH)
                painter.drawPolygon(self.layout.inner_polygon.translated(self.layout.centre(info.coord)))
        for info in shown:
            self._paint_figures(painter, info)
            self._paint_markers(painter, info)
        for info in shown:
            if info.coord in self.clickable:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(_GLOW)
                painter.drawPolygon(self.layout.inner_polygon.translated(self.layout.centre(info.coord)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(_CLICKABLE_PEN)
                painter.drawPolygon(self.polygon(info.coord))
        if self.selected in self.infos and self.layout.field_rect(self.selected, 6.0).intersects(exposed):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(_SELECTED_PEN)
            painter.drawPolygon(self.polygon(self.selected))

    def _paint_field(self, painter: QPainter, info: FieldInfo) -> None:
        centre = self.layout.centre(info.coord)
        polygon = self.polygon(info.coord)
        painter.setPen(style.GRID_PEN)
        if info.face_down:
            painter.setBrush(back_colour(info.colour or info.kind))
        else:
            painter.setBrush(style.FILL.get(info.kind if info.kind != "fixed" else (info.colour or "fixed"),
                                            style.FILL["unknown"]))
        painter.drawPolygon(polygon)
        if 0 <= info.controller < len(self.colours):  # the controller's colour rings the area
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.colours[info.controller], 2.6))
            painter.drawPolygon(self.layout.inner_polygon.translated(centre))
        if info.allies:  # allied (team play): a dashed ring inside, in each controller's colour
            inner = self.layout.inner_polygon.translated(centre)
            inner = QPolygonF([centre + (point - centre) * 0.86 for point in inner])
            for n, seat in enumerate(info.allies):
                pen = QPen(self.colours[seat] if 0 <= seat < len(self.colours) else _ALLIED, 1.6, Qt.PenStyle.DashLine)
                pen.setDashOffset(3.0 * n)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolygon(inner)
        light = info.kind in ("green", "yellow") or info.colour in ("green", "yellow")
        ink = QColor("#2a1f10") if light and not info.face_down else style.LABEL_COLOUR
        if info.name:
            painter.setPen(ink)
            bold = info.kind == "adventure"
            if info.tile is None or info.kind == "adventure":  # room for the name on two lines
                for px in (7, 6):  # a long name gets a smaller font before it is cut
                    font = style.label_font_px(px, bold)
                    lines = _two_lines(info.name, font, 46)
                    if "…" not in lines:
                        break
                painter.setFont(font)
                rect = QRectF(centre.x() - 23, centre.y() - 24, 46, 18)
                painter.drawText(rect, _CENTRE, lines)
            else:
                font = style.label_font_px(7, bold)
                painter.setFont(font)
                rect = QRectF(centre.x() - 26, centre.y() - 25.5, 52, 9)
                painter.drawText(rect, _CENTRE, QFontMetricsF(font).elidedText(info.name, Qt.TextElideMode.ElideRight, 50))
        if info.kind == "sea":
            self._paint_sea(painter, info, centre)
        elif info.face_down and info.tile is None:
            painter.setPen(QColor(255, 255, 255, 60))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(style.hex_polygon(SIZE * 0.55, centre) if self.layout.grid != "square"
                                else QPolygonF(QRectF(centre.x() - 17, centre.y() - 17, 34, 34)))
            if not info.figures:
                painter.setPen(QColor(255, 255, 255, 150))
                painter.setFont(style.label_font_px(15))
                down = 5.0 if info.name else 0.0
                painter.drawText(QRectF(centre.x() - 12, centre.y() - 12 + down, 24, 24), _CENTRE, "?")
        elif info.tile is not None:
            self._paint_tile(painter, info, centre, ink)

    def _paint_sea(self, painter: QPainter, info: FieldInfo, centre: QPointF) -> None:
        glyph = style.anchor_path() if info.landing else style.no_landing_path()
        scale = 11.0
        painter.save()
        painter.translate(QPointF(centre.x(), centre.y() - (9 if info.figures else 0) + (4 if info.name else 0)))
        painter.scale(scale, scale)
        pen = QPen(QColor(255, 255, 255, 170 if info.landing else 110), 2.0 / scale)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(glyph)
        painter.restore()

    def _paint_tile(self, painter: QPainter, info: FieldInfo, centre: QPointF, ink: QColor) -> None:
        tile = info.tile
        adventure = tile.kind == "adventure"
        y = centre.y() - (4.0 if adventure and info.name else 15.0 if info.name else 19.0)
        text = tile_text(tile) if not adventure else ""
        shift = (len(tile.resources) * 9 + 3) / 2 if adventure else 0.0
        badge = QPointF(centre.x() - (15 if text else shift), y + 5)
        red = tile.value_colour == "red"
        painter.setPen(QPen(QColor("#ffffff"), 1.0))
        painter.setBrush(QColor("#b3261e") if red else QColor("#f7f4ea"))
        painter.drawEllipse(badge, 5.5, 5.5)
        painter.setPen(QColor("#ffffff") if red else _DARK)
        painter.setFont(style.label_font_px(8))
        painter.drawText(QRectF(badge.x() - 6, badge.y() - 6, 12, 12), _CENTRE, str(tile.value))
        if text:
            font = style.label_font_px(7, tile.monster)
            painter.setFont(font)
            painter.setPen(ink)
            rect = QRectF(centre.x() - 9, y, 32, 10)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                             QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, 32))
        resources = tile.resources
        x = centre.x() - (len(resources) - 1) * 4.5 + (shift + 1.5 if adventure else 0)
        ry = y + (5 if adventure else 14)
        for resource in resources:
            at = QPointF(x, ry)
            painter.setPen(QPen(_DARK, 0.8))
            if resource == "gold":
                painter.setBrush(QColor("#f2c230"))
                painter.drawEllipse(at, 3.3, 3.3)
            elif resource == "ration":
                painter.setBrush(QColor("#a8672f"))
                painter.drawRoundedRect(QRectF(x - 3.3, ry - 2.6, 6.6, 5.2), 1.5, 1.5)
            else:  # choice: half gold, half ration
                painter.setBrush(QColor("#f2c230"))
                painter.drawPie(QRectF(x - 3.3, ry - 3.3, 6.6, 6.6), 90 * 16, 180 * 16)
                painter.setBrush(QColor("#a8672f"))
                painter.drawPie(QRectF(x - 3.3, ry - 3.3, 6.6, 6.6), 270 * 16, 180 * 16)
            x += 9

    def _paint_figures(self, painter: QPainter, info: FieldInfo) -> None:
        slots = self.slots.get(info.coord, ())
        plates: dict[int, QRectF] = {}
        for slot in slots:
            plates[slot.seat] = plates[slot.seat].united(slot.rect) if slot.seat in plates else slot.rect
        for seat, plate in plates.items():
            colour = self.colours[seat] if seat < len(self.colours) else QColor("#888888")
            painter.setPen(QPen(colour, 1.0))
            painter.setBrush(_PLATE)
            painter.drawRoundedRect(plate.adjusted(-1.5, -0.5, 1.5, 0.5), 4, 4)
        for slot in slots:
            colour = self.colours[slot.seat] if slot.seat < len(self.colours) else QColor("#888888")
            rect = slot.rect
            c = rect.center()
            r = min(rect.width(), rect.height()) / 2
            edge = QPen(QColor("#ffffff"), 1.1)
            painter.setPen(edge)
            painter.setBrush(colour)
            if slot.kind == "ship":
                painter.save()
                painter.translate(c)
                painter.scale(rect.width(), rect.height() * 1.3)
                painter.setPen(QPen(QColor("#ffffff"), 1.1 / rect.width()))
                painter.drawPath(boat_path())
                painter.restore()
                continue
            if slot.kind == "captain":
                painter.save()
                painter.translate(c)
                painter.scale(r * 2.5, r * 2.5)
                painter.setPen(QPen(QColor("#ffffff"), 1.1 / (r * 2.5)))
                painter.drawPath(star_path())
                painter.restore()
            elif slot.kind == "soldier":
                painter.drawEllipse(c, r * 0.95, r * 0.95)
            else:  # camp: a tent
                painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y() + r * 0.85),
                                               QPointF(c.x() - r, c.y() + r * 0.85)]))
            if slot.count > 1 or slot.kind == "soldier":
                painter.setPen(QColor("#ffffff") if colour.lightnessF() < 0.62 else _DARK)
                painter.setFont(style.label_font_px(7))
                painter.drawText(QRectF(c.x() - r, c.y() - r + (1.5 if slot.kind == "camp" else 0), 2 * r, 2 * r),
                                 _CENTRE, str(slot.count))

    def _paint_markers(self, painter: QPainter, info: FieldInfo) -> None:
        centre = self.layout.centre(info.coord)
        if info.token:
            at = QPointF(centre.x() + 22, centre.y() + 13)
            painter.setPen(style.TOKEN_PEN)
            painter.setBrush(style.TOKEN_BRUSH)
            painter.drawEllipse(at, 5.5, 5.5)
            painter.setFont(style.label_font_px(7))
            title = self.titles.get(info.token, info.token)
            painter.drawText(QRectF(at.x() - 6, at.y() - 6, 12, 12), _CENTRE, (title[:1] or "?").upper())
        for n, (_, level) in enumerate(info.terrors):
            at = QPointF(centre.x() - 22, centre.y() + 13 - n * 13)
            painter.setPen(QPen(QColor("#ffcf4a"), 1.2))
            painter.setBrush(QColor("#3b0d16"))
            painter.drawPolygon(QPolygonF([QPointF(at.x(), at.y() - 6.5), QPointF(at.x() + 6.5, at.y()),
                                           QPointF(at.x(), at.y() + 6.5), QPointF(at.x() - 6.5, at.y())]))
            painter.setPen(QColor("#ffcf4a"))
            painter.setFont(style.label_font_px(7))
            painter.drawText(QRectF(at.x() - 6, at.y() - 6, 12, 12), _CENTRE, str(level))
        if info.mark:
            combat = info.mark == "combat"
            pen = QPen(QColor("#ff3b30") if combat else QColor("#ffb020"), 2.4, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(QPolygonF(self.layout.inner_polygon.translated(centre)))
            at = QPointF(centre.x() + 18, centre.y() - 17)
            painter.setPen(QPen(QColor("#ffffff"), 1.2))
            painter.setBrush(pen.color())
            painter.drawEllipse(at, 6.5, 6.5)
            painter.setPen(QPen(QColor("#ffffff"), 1.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            if combat:  # crossed swords
                x, y = at.x(), at.y()
                painter.drawLine(QPointF(x - 3.8, y - 3.8), QPointF(x + 3.8, y + 3.8))
                painter.drawLine(QPointF(x + 3.8, y - 3.8), QPointF(x - 3.8, y + 3.8))
                painter.setPen(QPen(QColor("#ffffff"), 1.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.drawLine(QPointF(x + 0.6, y + 3.6), QPointF(x + 3.6, y + 0.6))  # the guards
                painter.drawLine(QPointF(x - 0.6, y + 3.6), QPointF(x - 3.6, y + 0.6))
            else:  # a magnifying glass
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(at.x() - 1, at.y() - 1), 2.6, 2.6)
                painter.drawLine(QPointF(at.x() + 1, at.y() + 1), QPointF(at.x() + 4, at.y() + 4))

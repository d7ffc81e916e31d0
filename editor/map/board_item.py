"""The board in the scene: one item that paints only the fields the view exposes.

Fields are filled in the colours of the document's ruleset's field kinds (`Board.field_kinds`,
`engine.core.maps.FieldKind`) on its grid (hex or square); a kind's icon is drawn on its fields (the
anchor of a landing sea, or a glyph), and marker entries (a seat's start area) get a ring in their
colour. An empty kind (no colour) is only a dotted outline: water off the board.

A single item (rather than one per field) keeps building a 40 x 40 board
instant and a repaint proportional to what is on screen. The field outlines
are built once per board size; an edit repaints only the rectangles of the
fields it changed (`update_fields`).
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from editor.board import style
from editor.board.fields_item import FieldsItem
from editor.board.layout import SIZE, Layout

from .board import Board, Coord

_LABEL_FLAGS = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


class BoardItem(FieldsItem):
    def __init__(self, board: Board) -> None:
        super().__init__(Layout(board.grid, board.width, board.height))
        self.board = board
        self.selection: set[Coord] = set()
        self.preview: dict[Coord, str | None] = {}  # field -> code shown as a ghost (None: outline only)
        self.problems: dict[Coord, tuple[str, list[str]]] = {}  # field -> (worst severity, messages)
        self._labels: dict[tuple[str, float], tuple] = {}
        self.layers: set[str] = {"terrain", "names", "tokens", "links", "heat"}  # shown (`layers.LAYERS`)
        self.water_outlines = True  # the dotted outline of a field without colour (a print leaves it out)

    # -- geometry -----------------------------------------------------------------------
    def relayout(self) -> None:
        """The board's size or grid changed: new outlines, new bounds."""
        self.prepareGeometryChange()
        self.layout = Layout(self.board.grid, self.board.width, self.board.height)
        self.update()

    # -- painting ---------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        board = self.board
        columns, rows = self.layout.fields_in(option.exposedRect)
        detail = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, detail > 0.35)
        visible: list[Coord] = []
        by_code: dict[str, list[Coord]] = {}
        for r in rows:
            codes = board.codes[r]
            for c in columns:
                coord = (c, r)
                visible.append(coord)
                by_code.setdefault(codes[c] if c < len(codes) else ".", []).append(coord)
        for code, coords in by_code.items():  # one pen and brush per kind, not per field
            fill = style.kind_fill(board.field_kinds.get(code))
            if fill is None and not self.water_outlines:
                continue
            if fill is None:
                painter.setPen(style.WATER_PEN)
                painter.setBrush(Qt.BrushStyle.NoBrush)
            else:
                painter.setPen(style.GRID_PEN)
                painter.setBrush(fill if "terrain" in self.layers else style.PLAIN_FILL)
            polygon = self.polygon
            for coord in coords:
                painter.drawPolygon(polygon(coord))
        if self.selection:  # tinted under the names and glyphs, outlined on top (in the overlays)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.SELECTION_FILL)
            for coord in self.selection:
                painter.drawPolygon(self.polygon(coord))
        if "links" in self.layers:
            self._paint_links(painter)
        if detail > 0.3:
            areas = board.areas
            for code, found in board.field_kinds.items():  # kinds with an icon or a face of their own
                if found.icon or found.kind in ("adventure", "fixed"):
                    for coord in by_code.get(code, ()):
                        if coord not in areas:
                            self._paint_details(painter, coord, detail)
            for coord in areas:  # every described field (named, landing, tile...)
                if coord[0] in columns and coord[1] in rows:
                    self._paint_details(painter, coord, detail)
        self._paint_markers(painter)
        self._paint_overlays(painter, visible)

    def _paint_markers(self, painter: QPainter) -> None:
        """A ring in the marker's colour inside each marked field (a seat's start area), and its label."""
        for placed in self.board.markers:
            if placed.at is None or not self.board.inside(placed.at):
                continue
            painter.setPen(QPen(style.marker_colour(placed.label), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(self.layout.inner_polygon.translated(self.layout.centre(placed.at)))
            if "names" in self.layers:
                centre = self.layout.centre(placed.at)
                rect = QRectF(centre.x() - SIZE * 0.8, centre.y() + SIZE * 0.2, SIZE * 1.6, SIZE * 0.4)
                painter.setFont(style.label_font_px(9))
                painter.setPen(QColor("#2a1f10"))
                painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), placed.label)

    def _paint_details(self, painter: QPainter, coord: Coord, detail: float) -> None:
        board = self.board
        kind = board.kind(coord)
        found = board.field_kind(coord)
        icon = found.icon if found is not None else ""
        entry = board.entry(coord)
        centre = self.layout.centre(coord)
        name = board.name(coord)
        if icon and icon != "anchor":  # a glyph of the kind, in the badge zone at the top
            rect = QRectF(centre.x() - SIZE * 0.5, centre.y() - SIZE * 0.82, SIZE, SIZE * 0.5)
            painter.setFont(style.label_font_px(14))
            painter.setPen(style.ink_on(found.colour) if "terrain" in self.layers else QColor("#2a1f10"))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), icon)
        if icon == "anchor":
            landing = board.landing(coord)
            if not landing:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(style.NO_LANDING_BRUSH)
                painter.drawPolygon(self.polygon(coord))
            glyph = style.anchor_path() if landing else style.no_landing_path()
            scale = SIZE * (0.36 if name else 0.72)
            at = QPointF(centre.x(), centre.y() - (SIZE * 0.56 if name else 0))
            painter.save()
            painter.translate(at)
            painter.scale(scale, scale)
            ink = (255, 255, 255) if "terrain" in self.layers else (40, 70, 110)
            pen = QPen(QColor(*ink, 215 if landing else 150), 2.2 / scale * (1 if landing else 0.9))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(glyph)
            painter.restore()
        elif kind == "fixed":
            fixed = entry.get("fixed") if entry else None
            letter = {"location": "L", "terrain": "T", "boss": "B", "plain": "P", "sea": "S"}.get(
                fixed.get("kind") if isinstance(fixed, dict) else None, "?")
            if isinstance(fixed, dict) and str(fixed.get("kind", "")).startswith("minion-"):
                letter = "M" + str(fixed["kind"])[-1]
            marker = QRectF(centre.x() - 8, centre.y() - SIZE * 0.8, 16, 13)
            painter.setPen(QPen(QColor("#fff6e0"), 1.4))
            painter.setBrush(QColor(60, 45, 30, 170))
            painter.drawRoundedRect(marker, 2.5, 2.5)
            painter.setFont(style.label_font_px(9))
            painter.drawText(marker, int(Qt.AlignmentFlag.AlignCenter), letter)
        if kind == "adventure" and entry and isinstance(entry.get("tile"), dict):
            tile = entry["tile"]
            value = tile.get("value")
            if value is not None:
                badge = QPointF(centre.x(), centre.y() - SIZE * 0.58)
                red = tile.get("value_colour") == "red"
                painter.setPen(QPen(QColor("#ffffff"), 1.2))
                painter.setBrush(QColor("#b3261e") if red else QColor("#f5f5f5"))
                painter.drawEllipse(badge, 6.5, 6.5)
                painter.setPen(QColor("#ffffff") if red else QColor("#222222"))
                painter.setFont(style.label_font_px(9))
                painter.drawText(QRectF(badge.x() - 7, badge.y() - 7, 14, 14), int(Qt.AlignmentFlag.AlignCenter), str(value))
        if name and "names" in self.layers and (kind in ("adventure", "fixed") or detail >= 0.6):
            badge = kind in ("adventure", "fixed") or bool(icon)
            self._paint_label(painter, name, centre, kind, -0.34 if badge else -0.56)

    def _paint_label(self, painter: QPainter, name: str, centre: QPointF, kind: str, top: float) -> None:
        """A name inside its field: between the badge zone at the top and the token zone at the bottom."""
        rect = QRectF(centre.x() - SIZE * 0.78, centre.y() + SIZE * top, SIZE * 1.56, SIZE * (0.44 - top))
        font, lines = self._label_layout(name, kind, rect)
        painter.setFont(font)
        found = self.board.kind_named(kind)
        if found is not None and found.terrain == "empty":  # an entry left on water (validation flags it): a grey ghost
            font = QFont(font)
            font.setItalic(True)
            painter.setFont(font)
            painter.setPen(QColor("#6b7b88"))
        else:
            dark = found is None or "terrain" not in self.layers
            painter.setPen(QColor("#2a1f10") if dark else style.ink_on(found.colour))
        painter.drawText(rect, _LABEL_FLAGS, lines)

    def _label_layout(self, name: str, kind: str, rect: QRectF) -> tuple:
        key = (name, kind, round(rect.width()), round(rect.height()))
        cached = self._labels.get(key)
        if cached is None:
            bold = kind in ("adventure", "fixed")
            for px in (10, 9, 8, 7):
                font = style.label_font_px(px, bold)
                metrics = QFontMetricsF(font)
                bounds = metrics.boundingRect(rect, _LABEL_FLAGS, name)
                if bounds.width() <= rect.width() + 0.5 and bounds.height() <= rect.height() + 0.5:
                    cached = (font, name)
                    break
            else:
                words, lines, current = name.split(), [], ""
                for word in words:
                    candidate = (current + " " + word).strip()
                    if metrics.horizontalAdvance(candidate) <= rect.width() or not current:
                        current = candidate
                    else:
                        lines.append(current)
                        current = word
                lines.append(current)
                fitting = max(1, int(rect.height() // metrics.lineSpacing()))
                shown = lines[:fitting]
                shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width()) for line in shown]
                if len(lines) > fitting:
                    shown[-1] = metrics.elidedText(shown[-1] + "…", Qt.TextElideMode.ElideRight, rect.width())
                cached = (font, "\n".join(shown))
            self._labels[key] = cached
        return cached

    def _paint_links(self, painter: QPainter) -> None:
        """Links as dashed arcs from edge to edge: clear of the names inside the two fields, and
        bowed so that links along one line (a bridge and the span over it) stay apart."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for link in self.board.links:
            path = self.link_path(link.a, link.b)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 150), 5.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            painter.setPen(style.LINK_PEN)
            painter.drawPath(path)
            painter.setBrush(QColor("#2b2118"))
            painter.setPen(QPen(QColor("#ffffff"), 1.2))
            for end in (path.pointAtPercent(0), path.pointAtPercent(1)):
                painter.drawEllipse(end, 3.5, 3.5)

    def token_positions(self) -> list[tuple]:
        """(token, centre of its disc in the scene): where each progress token is painted and grabbed."""
        counts: dict[Coord, int] = {}
        for token in self.board.tokens:
            counts[token.at] = counts.get(token.at, 0) + 1
        seen: dict[Coord, int] = {}
        result = []
        for token in self.board.tokens:
            n = seen[token.at] = seen.get(token.at, -1) + 1
            centre = self.layout.centre(token.at)
            result.append((token, QPointF(centre.x() + (n - (counts[token.at] - 1) / 2) * 14, centre.y() + SIZE * 0.64)))
        return result

    def object_at(self, point: QPointF, reach: float = 8.0) -> tuple | None:
        """The map object under a scene point: ("token", index), ("link", index, end 0 or 1), or None.
        Tokens and link ends are grabbed on their painted discs (``reach``: the grab radius)."""
        if "tokens" in self.layers:
            for token, at in reversed(self.token_positions()):
                if QLineF(at, point).length() <= reach:
                    return ("token", token.index)
        if "links" in self.layers:
            for link in self.board.links:
                path = self.link_path(link.a, link.b)
                for end, at in enumerate((path.pointAtPercent(0), path.pointAtPercent(1))):
                    if QLineF(at, point).length() <= reach:
                        return ("link", link.index, end)
        return None

    def link_path(self, a: Coord, b: Coord) -> QPainterPath:
        start, end = self.layout.centre(a), self.layout.centre(b)
        length = QLineF(start, end).length()
        path = QPainterPath(start)
        if length < 1:
            return path
        direction = (end - start) / length
        normal = QPointF(direction.y(), -direction.x())
        if normal.y() > 0 or (normal.y() == 0 and normal.x() < 0):
            normal = -normal  # always bow up (or left), the same for every link
        middle = (start + end) / 2 + normal * min(length * 0.22, SIZE * 2.5)
        trim = SIZE * 0.9 if length > 2.4 * SIZE else 0
        first = start + (middle - start) / QLineF(start, middle).length() * trim
        last = end + (middle - end) / QLineF(end, middle).length() * trim
        path = QPainterPath(first)
        path.quadTo(middle, last)
        return path

    def _paint_overlays(self, painter: QPainter, visible: list[Coord]) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        shown = set(visible)
        for coord, (severity, _) in self.problems.items():
            if coord in shown or not self.board.inside(coord):
                painter.setPen(QPen(style.PROBLEM_COLOURS.get(severity, style.PROBLEM_COLOURS["error"]), 3.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolygon(self.layout.inner_polygon.translated(self.layout.centre(coord)))
        painter.setPen(style.SELECTION_EDGE)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for coord in self.selection:
            painter.drawPolygon(self.polygon(coord))
        for coord, code in self.preview.items():
            painter.setPen(style.PREVIEW_PEN)
            found = self.board.field_kinds.get(code or "")
            fill = style.kind_fill(found) if found is not None else None
            if fill is not None:
                colour = QColor(fill)
                colour.setAlpha(150)
                painter.setBrush(colour)
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(self.polygon(coord))
        if "tokens" not in self.layers:
            return
        for token, at in self.token_positions():
            painter.setPen(style.TOKEN_PEN)
            painter.setBrush(style.TOKEN_BRUSH)
            painter.drawEllipse(at, 6.5, 6.5)
            painter.setFont(style.label_font_px(8))
            painter.drawText(QRectF(at.x() - 7, at.y() - 7, 14, 14), int(Qt.AlignmentFlag.AlignCenter),
                             (token.task[:1] or "?").upper())

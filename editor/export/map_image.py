"""The map alone, drawn by the editor's board drawing plus a compass rose: on any painter, as PNG or SVG.

Any ruleset's map: the map designer's board (`editor.map`, hex or square grid) reads the adventure
through the view its ruleset's editor parts give (`EditorRuleset.print_map_view`: by default the
file's own data). Beside it, a numbered compass rose where the ruleset's rules number directions
(`Ruleset.numbered_directions`: one spoke per direction, direction 1 north), else a plain north arrow.

Scene units are printer's points (1/72 inch): a hex is 64 pt across, so a map prints at the size of
the board the designer sees at 100 %. `MapPicture.paint` draws into any rectangle of any painter
(the sheet's page, an image, an SVG), always vector. The picture is cropped to the isle: the fields
of a kind with a colour, with a small margin; the empty grid round it (water off the board, which
the designer sees as dotted outlines to paint on) is not printed. A ruleset whose board is no fixed map (one that grows from
cards as a game is played) gives its own picture instead (`EditorRuleset.map_picture`, read by `picture_of`), with the
same `rect()` and `paint(painter, target)`.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPolygonF
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from engine.content.files import atomic_path
from engine.core import ruleset as rulesets

from editor.board import style

from ._board import SIZE, Board, BoardItem
from .sources import Printable

POINTS_PER_INCH = 72.0
ROSE = 3.0 * SIZE  # the width of the strip right of the board that holds the compass rose


class MapPicture:
    """One adventure's map as a picture: the board, then the compass (rose or arrow) in a strip to its right."""

    def __init__(self, printable: Printable) -> None:
        from editor import rulesets as editor_rulesets

        self.board = Board.from_document(editor_rulesets.of(printable.adventure).print_map_view(printable))
        self.item = BoardItem(self.board)
        self.item.water_outlines = False  # paper shows the isle, not the grid it was painted on
        self.board_rect = self._isle_rect()
        self.numbered = rulesets.of(printable.adventure).numbered_directions  # 0: a plain north arrow

    def _isle_rect(self) -> QRectF:
        """The scene rectangle of the isle: every field of a kind with a colour, a quarter hex round them."""
        full = self.item.boundingRect()
        rect = QRectF()
        for coord in self.board.fields():
            if style.kind_fill(self.board.field_kind(coord)) is not None:
                rect = rect.united(self.item.polygon(coord).boundingRect())
        if rect.isNull():
            return full
        margin = SIZE * 0.25
        return rect.adjusted(-margin, -margin, margin, margin).intersected(full)

    def rect(self) -> QRectF:
        r = self.board_rect
        return QRectF(0, 0, r.width() + ROSE, max(r.height(), ROSE * 1.3))

    def paint(self, painter: QPainter, target: QRectF | None = None) -> None:
        """Draw into ``target`` (default: the picture's own rectangle), keeping the proportions."""
        own = self.rect()
        target = target or own
        scale = min(target.width() / own.width(), target.height() / own.height())
        painter.save()
        painter.translate(target.x() + (target.width() - own.width() * scale) / 2, target.y())
        painter.scale(scale, scale)
        painter.setClipRect(own)
        option = QStyleOptionGraphicsItem()
        option.exposedRect = self.board_rect
        painter.save()
        painter.translate(-self.board_rect.topLeft())  # the isle's corner at the picture's
        painter.setClipRect(self.board_rect)
        self.item.paint(painter, option)
        painter.restore()
        compass = self._paint_rose if self.numbered else self._paint_north
        compass(painter, QPointF(self.board_rect.width() + ROSE / 2, ROSE * 0.62))
        painter.restore()

    def _paint_rose(self, painter: QPainter, centre: QPointF) -> None:
        """One spoke per direction, numbered clockwise from north; direction 1 is the bold arrow."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = ROSE * 0.26
        ink = QColor("#2b2118")
        font = QFont()
        font.setPixelSize(int(SIZE * 0.34))
        painter.setFont(font)
        painter.setPen(QPen(ink, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.55, radius * 0.55)
        spokes = range(1, self.numbered + 1)
        for direction in spokes:
            angle = math.radians(-90 + 360 / len(spokes) * (direction - 1))
            tip = QPointF(centre.x() + math.cos(angle) * radius, centre.y() + math.sin(angle) * radius)
            label = QPointF(centre.x() + math.cos(angle) * radius * 1.38, centre.y() + math.sin(angle) * radius * 1.38)
            if direction == 1:
                side = QPointF(math.cos(angle + math.pi / 2), math.sin(angle + math.pi / 2)) * radius * 0.2
                painter.setPen(QPen(ink, 1.0))
                painter.setBrush(QColor("#b3261e"))
                painter.drawPolygon(QPolygonF([tip, centre + side, centre - side]))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            else:
                painter.setPen(QPen(ink, 1.4))
                painter.drawLine(centre, tip)
            painter.setPen(ink)
            painter.drawText(QRectF(label.x() - 10, label.y() - 8, 20, 16), int(Qt.AlignmentFlag.AlignCenter), str(direction))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(centre.x() - ROSE / 2, centre.y() + radius * 1.6, ROSE, SIZE * 0.9),
                         int(Qt.AlignmentFlag.AlignCenter), "direction 1\nis north")

    def _paint_north(self, painter: QPainter, centre: QPointF) -> None:
        paint_north(painter, centre)


class PlacedPicture:
    """A board of placed cards with a north arrow in a strip to its right: the picture of a game whose
    board grows in play (a sample dealt or laid from its deck), for the sheet's first page and Export Map
    Image. A ruleset's sample sets `board` (`engine.core.placed.Board`), `cell_painter` (how a card is
    drawn, `editor.board.placed.paint_board`'s), `highlight` (the cells marked: the start) and `SCALE`
    (points per unit of the board). Points, like `MapPicture`."""

    SCALE = 1.0

    def __init__(self, board, cell_painter, highlight=()) -> None:
        from editor.board.placed import board_rect

        self.board_drawn = board
        self.cell_painter = cell_painter
        self.highlight = list(highlight)
        self.bounds = board_rect(board)

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.bounds.width() * self.SCALE + ROSE, max(self.bounds.height() * self.SCALE, ROSE * 1.3))

    def paint(self, painter: QPainter, target: QRectF | None = None) -> None:
        """The board fitted into `target` (default: its own rectangle), centred across, from the top."""
        from editor.board.placed import paint_board

        own = self.rect()
        target = target or own
        scale = min(target.width() / own.width(), target.height() / own.height())
        painter.save()
        painter.translate(target.x() + (target.width() - own.width() * scale) / 2, target.y())
        painter.scale(scale, scale)
        painter.setClipRect(own)
        painter.save()
        painter.scale(self.SCALE, self.SCALE)
        painter.translate(-self.bounds.x(), -self.bounds.y())
        paint_board(painter, self.board_drawn, self.cell_painter, highlight=self.highlight)
        painter.restore()
        paint_north(painter, QPointF(self.bounds.width() * self.SCALE + ROSE / 2, ROSE * 0.62))
        painter.restore()


def paint_north(painter: QPainter, centre: QPointF) -> None:
    """A plain north arrow (the ruleset numbers no directions): the rose's bold arrow, "N" at its tip;
    `ROSE` wide (the strip right of a map that holds it)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    radius = ROSE * 0.26
    ink = QColor("#2b2118")
    font = QFont()
    font.setPixelSize(int(SIZE * 0.34))
    font.setBold(True)
    painter.setFont(font)
    tip = QPointF(centre.x(), centre.y() - radius)
    tail = QPointF(centre.x(), centre.y() + radius * 0.7)
    side = QPointF(radius * 0.22, 0)
    painter.setPen(QPen(ink, 1.0))
    painter.setBrush(QColor("#b3261e"))
    painter.drawPolygon(QPolygonF([tip, centre + side, centre - side]))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, 1.4))
    painter.drawLine(centre, tail)
    painter.setPen(ink)
    painter.drawText(QRectF(tip.x() - 10, tip.y() - radius * 0.38 - 8, 20, 16), int(Qt.AlignmentFlag.AlignCenter), "N")
    painter.drawText(QRectF(centre.x() - ROSE / 2, centre.y() + radius * 1.6, ROSE, SIZE * 0.9),
                     int(Qt.AlignmentFlag.AlignCenter), "north")


def picture_of(printable: Printable):
    """The adventure's map picture: its ruleset's own (`EditorRuleset.map_picture`, for a board that is not a
    fixed map), else the map designer's board of the file with its compass (`MapPicture`)."""
    from editor import rulesets as editor_rulesets

    own = editor_rulesets.of(printable.adventure).map_picture(printable)
    return own if own is not None else MapPicture(printable)


def image_size(picture: MapPicture, dpi: float) -> QSize:
    rect = picture.rect()
    return QSize(math.ceil(rect.width() * dpi / POINTS_PER_INCH), math.ceil(rect.height() * dpi / POINTS_PER_INCH))


def render_image(picture: MapPicture, dpi: float = 300) -> QImage:
    size = image_size(picture, dpi)
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#ffffff"))
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    picture.paint(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return image


def write_png(printable: Printable, target: Path, dpi: float = 300) -> QSize:
    """The map as a PNG, written beside ``target`` then renamed over it (a failure keeps the previous file)."""
    image = render_image(picture_of(printable), dpi)
    with atomic_path(target) as temp:
        if not image.save(str(temp), "PNG"):
            raise OSError(f"cannot write {target}")
    return image.size()


def write_svg(printable: Printable, target: Path) -> QSizeF:
    """The map as SVG, written beside ``target`` then renamed over it (a failure keeps the previous file)."""
    picture = picture_of(printable)
    rect = picture.rect()
    with atomic_path(target) as temp:
        generator = QSvgGenerator()
        generator.setFileName(str(temp))
        generator.setSize(QSize(math.ceil(rect.width()), math.ceil(rect.height())))
        generator.setViewBox(rect)
        generator.setResolution(int(POINTS_PER_INCH))
        generator.setTitle(printable.adventure.title)
        generator.setDescription(f"The map of {printable.adventure.title}, written by Isleforge")
        painter = QPainter()
        if not painter.begin(generator):
            raise OSError(f"cannot write {target}")
        try:
            picture.paint(painter, rect)
        finally:
            painter.end()  # closes the file (an active painter outliving its generator crashes Qt)
        del painter, generator
    return rect.size()

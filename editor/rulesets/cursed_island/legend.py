"""The Cursed Island planning board's legend: every mark the board draws, painted by the board's own painters.

Each sample is drawn by the functions `plan_paint` and `island_paint` paint the board with, so the
legend cannot drift from the board.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from editor.board.legend import LegendList
from engine.rulesets.cursed_island import model

from .island_paint import HEX, TERRAIN_COLOURS, hex_path, paint_camp, paint_icon, paint_source, paint_space, paint_token
from .layout import PERSON_COLOURS
from .plan_paint import outline_legal, outline_resolved, outline_shape, paint_hover, paint_field, paint_pawn, paint_weather_die

SIDE = 44  # pixels of a sample
SCALE = SIDE / (2.2 * HEX)  # a hex fits its sample


def _pixmap(paint, zoom: float = 1.0) -> QPixmap:
    """A sample: `paint(painter)` about the origin, scaled so a hex (times `zoom`) fills the square."""
    pixmap = QPixmap(SIDE, SIDE)
    pixmap.fill(QColor("#ffffff"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(SIDE / 2, SIDE / 2)
    painter.scale(SCALE * zoom, SCALE * zoom)
    paint(painter)
    painter.end()
    return pixmap


def _tile(terrain: str, **icons) -> model.Tile:
    return model.Tile(f"sample-{terrain}", 0, "", terrain, **icons)


ORIGIN = QPointF(0, 0)
SMALL = QRectF(-HEX * 0.5, -HEX * 0.5, HEX, HEX)


def rows() -> list[tuple[QPixmap, str]]:
    out = [(_pixmap(lambda p: paint_space(p, ORIGIN)), "An unexplored island space"),
           (_pixmap(lambda p: (paint_space(p, ORIGIN, reachable=True), outline_shape(p, hex_path(ORIGIN)))),
            "An unexplored space the pawn placed next may explore (blue hex: drop the pawn on it)")]
    for terrain in TERRAIN_COLOURS:
        out.append((_pixmap(lambda p, t=terrain: paint_space(p, ORIGIN, _tile(t))), f"An explored tile: {terrain}"))
    out += [
        (_pixmap(lambda p: paint_source(p, SMALL, "food"), 2.0), "A food source (drop a pawn on it to gather food)"),
        (_pixmap(lambda p: paint_source(p, SMALL, "wood"), 2.0), "A wood source (drop a pawn on it to gather wood)"),
        (_pixmap(lambda p: paint_source(p, SMALL, "food", True), 2.0), "An exhausted source (covered: it gives nothing)"),
        (_pixmap(lambda p: paint_icon(p, ORIGIN, "paw"), 3.0), "A beast's track: exploring it adds a beast to the hunt"),
        (_pixmap(lambda p: paint_icon(p, ORIGIN, "totem"), 3.0), "A totem (the scenario's totem effects)"),
        (_pixmap(lambda p: paint_icon(p, ORIGIN, "mystery"), 3.0), "A mystery icon (the scenario's meaning of it)"),
        (_pixmap(lambda p: paint_icon(p, ORIGIN, "discovery"), 3.0), "A discovery token to draw when explored"),
        (_pixmap(lambda p: paint_icon(p, ORIGIN, "shelter"), 3.0), "Natural shelter"),
        (_pixmap(lambda p: paint_space(p, ORIGIN, _tile("plains"), inaccessible=True)), "An inaccessible space"),
        (_pixmap(lambda p: (paint_space(p, ORIGIN, _tile("beach")), outline_shape(p, hex_path(ORIGIN)))),
         "At night: a space the camp may move to, or the camp's own to stay (blue hex: click it)"),
        (_pixmap(lambda p: paint_camp(p, QPointF(-HEX * 0.5, HEX * 0.3), False), 1.8), "The camp (a tent)"),
        (_pixmap(lambda p: paint_camp(p, QPointF(-HEX * 0.5, HEX * 0.3), True), 1.8), "The camp with the shelter built"),
        (_pixmap(lambda p: paint_token(p, QRectF(-7, -6, 14, 12), "reroll"), 3.0),
         "A token on a space or a field (R reroll, ? adventure, B+ beast strength, P+ extra pawn, W+/+W wood, +F food)"),
        (_pixmap(lambda p: paint_pawn(p, QRectF(-11, -11, 22, 22), PERSON_COLOURS[0], "Co"), 2.0),
         "A castaway's pawn in its seat's colour, with the start of the castaway's name"),
        (_pixmap(lambda p: paint_pawn(p, QRectF(-11, -11, 22, 22), PERSON_COLOURS[1], "Ca", ring="#1b5fd1"), 2.0),
         "The pawn the team places next (pawns are placed one by one)"),
        (_pixmap(lambda p: paint_pawn(p, QRectF(-11, -11, 22, 22), "#6e6e6e", "Do", dog=True), 2.0),
         "A pawn that only supports (the dog)"),
        (_pixmap(lambda p: paint_field(p, QRectF(-40, -30, 80, 60), "", "", False, threat=True), 1.2),
         "A threat card on its slot (drop a pawn on it to take on its threat action)"),
        (_pixmap(lambda p: paint_field(p, QRectF(-40, -30, 80, 60), "", "", False), 1.2),
         "An action field: the hunt, a build target, arranging the camp, rest"),
        (_pixmap(lambda p: outline_legal(p, QRectF(-40, -30, 80, 60)), 1.2),
         "A field open to the pawn placed next (blue outline)"),
        (_pixmap(lambda p: (paint_field(p, QRectF(-40, -30, 80, 60), "", "", False),
                            paint_hover(p, QRectF(-40, -30, 80, 60), False)), 1.2),
         "Under a dragged pawn: the field it would land on (blue: it may; red: the drop would be refused)"),
        (_pixmap(lambda p: outline_resolved(p, QRectF(-40, -30, 80, 60), True), 1.2),
         "The action resolving now (after the commit, in the fixed order)"),
        (_pixmap(lambda p: outline_resolved(p, QRectF(-40, -30, 80, 60), False), 1.2),
         "An action already resolved this round (a grey tick)"),
        (_pixmap(lambda p: paint_weather_die(p, QRectF(-8, -8, 16, 16), "rain"), 3.0),
         "The round strip: a weather die rolled that round (R rain, W winter, A animals)"),
    ]
    return out


class CursedLegend(LegendList):
    def __init__(self, parent=None) -> None:
        super().__init__(rows(), parent)

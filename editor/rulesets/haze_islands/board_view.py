"""The Haze Islands board during a game: the map cards laid so far, the tales under them, the pieces.

Drawn with the editor kit's painter of placed cards (`editor.board.placed`, shared with the sample
board): each laid map card is the catalogue's own face (`map_face.paint`: kind, icon, raid number,
the three open edges' diamonds, colours and scout triangles, the skull corners), turned by its
rotation. Its top band, which the adventure card under it covers, shows that card as it lies: the
double or single side (its title and the icons it needs) or its sea side (the edge it opens). Over
the cards, unturned: the ships in their seat's colour (a ghost ship hollow and dashed, a castaway a
small raft), the deployed pirates as dots, and The Doom as a dark disc with its power. The cells a
legal action is about (`HazeIslandsEditor.action_place`: a scout or a sail names a side, the cell
beyond it is clicked) are outlined; a click on a cell emits `area_clicked((x, y))`.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF

from editor.board.placed import CELL, PlacedBoardView

from . import glyphs, map_face

SEAT_COLOURS = ("#c9353e", "#2f62c9", "#e0b400")  # Red, Blue, Yellow: the engine's seat names
TALE_PAPER = {"double": "#f3e2b3", "single": "#fbf3dc", "sea": "#9cc3d8"}
DOOM = QColor("#2b1d2e")


def seat_colour(seat: int) -> QColor:
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def card_data(card) -> dict:
    """A model map card as the catalogue's face painter reads a card of the file."""
    edges = {local: {"diamonds": card.edge(local).diamonds, "colour": card.edge(local).colour,
                     "triangle": card.edge(local).triangle} for local in ("bottom", "left", "right")}
    corners = ("top-left", "top-right", "bottom-right", "bottom-left")
    return {"id": card.id, "title": card.title, "kind": card.kind, "icon": card.icon, "raid": card.raid,
            "edges": edges, "skulls": [c for c, on in zip(corners, card.skulls, strict=True) if on]}


def icon_data(adventure) -> list[dict]:
    return [{"id": i.id, "title": i.title, "category": i.category} for i in adventure.icons]


def paint_tale(painter: QPainter, tale, adventure, icons: list) -> None:
    """The adventure card under a location, in the card's covered top band (card units, upright)."""
    card_id, shown = tale
    card = adventure.adventure_card(card_id)
    band = QRectF(map_face.BORDER, map_face.BORDER, map_face.SIZE - 2 * map_face.BORDER,
                  map_face.BAND - map_face.BORDER)
    painter.save()
    painter.setPen(QPen(QColor("#6b5a2a"), 0.4))
    painter.setBrush(QColor(TALE_PAPER.get(shown, TALE_PAPER["single"])))
    painter.drawRect(band)
    if shown == "sea":
        edge = {"diamonds": card.sea.diamonds, "colour": card.sea.colour, "triangle": card.sea.triangle}
        map_face.paint_edge(painter, edge, 180.0)
        glyphs.text(painter, band.adjusted(0, 0, 0, -4), "open sea", 2.4, colour="#1d4c66")
    else:
        need = getattr(card, shown)
        glyphs.text(painter, QRectF(band.x(), band.y(), band.width(), 4.2),
                    f"{'double' if shown == 'double' else 'single'}: {card.title} ({need.score})", 2.3, bold=True)
        size = 4.6
        left = band.center().x() - size * len(need.needs) / 2
        for i, icon in enumerate(need.needs):
            glyphs.paint_icon(painter, QRectF(left + i * size, band.y() + 4.4, size, size), icons, icon)
    painter.restore()


def paint_map_card(painter: QPainter, card_id, adventure, icons: list, tale) -> None:
    """One laid map card upright in its CELL square: the catalogue's face, then the tale under it."""
    map_face.paint(painter, card_data(adventure.map_card(card_id)), icons)
    if tale is not None:
        paint_tale(painter, tale, adventure, icons)


def paint_ship(painter: QPainter, rect: QRectF, slot: int, seat: int, status: str) -> None:
    centre = QPointF(rect.left() + CELL * (0.3 + 0.2 * slot), rect.top() + CELL * 0.62)
    colour = seat_colour(seat)
    painter.save()
    if status == "castaway":
        painter.setPen(QPen(QColor("#111111"), 0.6))
        painter.setBrush(colour)
        painter.drawRect(QRectF(centre.x() - CELL * 0.07, centre.y() - CELL * 0.02, CELL * 0.14, CELL * 0.05))
        painter.restore()
        return
    if status in ("ghost", "sunk"):  # sunk: a ship lost in team play, drawn as the wreck it is
        painter.setPen(QPen(colour, 1.0, Qt.PenStyle.DashLine))
        painter.setBrush(QBrush(QColor(255, 255, 255, 150)))
    else:
        painter.setPen(QPen(QColor("#111111"), 0.6))
        painter.setBrush(colour)
    c, u = centre, CELL * 0.01
    painter.drawPolygon(QPolygonF([c + QPointF(-9 * u, 0), c + QPointF(9 * u, 0), c + QPointF(6 * u, 6 * u),
                                   c + QPointF(-6 * u, 6 * u)]))
    painter.drawPolygon(QPolygonF([c + QPointF(0, -11 * u), c + QPointF(7 * u, -u), c + QPointF(0, -u)]))
    painter.restore()


def paint_pirate(painter: QPainter, rect: QRectF, slot: int, seat: int) -> None:
    painter.save()
    painter.setPen(QPen(QColor("#111111"), 0.5))
    painter.setBrush(seat_colour(seat))
    painter.drawEllipse(QPointF(rect.left() + CELL * (0.22 + 0.12 * slot), rect.bottom() - CELL * 0.14),
                        CELL * 0.045, CELL * 0.045)
    painter.restore()


def paint_doom(painter: QPainter, rect: QRectF, power: int) -> None:
    centre = QPointF(rect.right() - CELL * 0.22, rect.bottom() - CELL * 0.24)
    r = CELL * 0.11
    painter.save()
    painter.setPen(QPen(QColor("#e0201b"), 1.0))
    painter.setBrush(DOOM)
    painter.drawEllipse(centre, r, r)
    glyphs.text(painter, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), str(power), 7.0, bold=True,
                colour="#ffffff")
    painter.restore()


def marks_of(state) -> dict:
    """cell -> the pieces drawn over it (callbacks `paint(painter, rect)` for the kit's painter)."""
    marks: dict = {}
    for seat in range(state.game.num_players):
        at = state.position(seat)
        if at is not None:
            slot = sum(1 for s in range(seat) if state.position(s) == at)
            marks.setdefault(at, []).append(partial(_ship, slot=slot, seat=seat, status=state.status[seat]))
    for seat, cells in enumerate(state.deployed):
        for cell in sorted(cells):
            slot = sum(1 for s in range(seat) if cell in state.deployed[s])
            marks.setdefault(cell, []).append(partial(_pirate, slot=slot, seat=seat))
    marks.setdefault(state.doom_at, []).append(partial(_doom, power=state.doom_power))
    return marks


def _ship(painter, rect, *, slot, seat, status):
    paint_ship(painter, rect, slot, seat, status)


def _pirate(painter, rect, *, slot, seat):
    paint_pirate(painter, rect, slot, seat)


def _doom(painter, rect, *, power):
    paint_doom(painter, rect, power)


class HazeBoardView(PlacedBoardView):
    """The playtest board of Haze Islands (`EditorRuleset.board_view`): `show_state(state)` lays every
    map card placed so far with the pieces over them."""

    MAX_FIT = 4.0  # a young board of two or three cards is drawn large
    area_clicked = Signal(object)  # (x, y): what the playtest window maps onto legal actions
    figure_clicked = Signal(object, str, int)  # never emitted: a click on a cell stands for its pieces too

    def __init__(self, parent=None) -> None:
        super().__init__(self.paint_card, parent)
        self.setObjectName("playtest-board")
        self.state = None
        self.icons: list = []
        self.clickable: list = []
        self.selected = None
        self.cell_clicked.connect(self.area_clicked)

    def paint_card(self, painter: QPainter, card_id) -> None:
        state = self.state
        cell = state.board.find(card_id)
        paint_map_card(painter, card_id, state.game.adventure, self.icons, state.adventures.get(cell))

    def show_state(self, state) -> None:
        if self.state is None or self.state.game is not state.game:
            self.icons = icon_data(state.game.adventure)
        self.state = state
        self.redraw()

    def redraw(self) -> None:
        if self.state is None:
            return
        highlight = [*self.clickable, *([self.selected] if self.selected is not None else [])]
        fitted = self.fitted
        self.show_board(self.state.board, marks_of(self.state), frontier=self.clickable, highlight=highlight)
        self.fitted = fitted

    def set_clickable(self, coords) -> None:
        self.clickable = sorted({tuple(c) for c in coords or ()})
        self.redraw()

    def select_area(self, coord) -> None:
        self.selected = tuple(coord) if coord is not None else None
        self.redraw()

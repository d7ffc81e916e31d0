"""The Haze Islands board during a game: the map cards laid so far, the tales under them, the pieces.

Drawn on the editor kit's board of placed cards (`editor.board.placed_cards`): each laid map card is
painted by `paint_face` on its cell, turned by its rotation, so every edge mark lands on the board side
the card's edge faces (`engine.core.placed.side_of`). A card shows its kind (colour), its icon and raid
number in the middle, on each of its three open edges the diamonds in their colour and the scout
triangle, the skull corners, and along its covered top edge the adventure card under it: its double
or single side (the card's title, the icons it needs) or its sea side (that edge's diamonds). Over the
cards: the ships (a ghost ship hollow, a castaway a small raft), the deployed pirates as dots in the
seat's colour, and The Doom as a dark disc with its power. The cells a legal action is about
(`HazeIslandsEditor.action_place`: scout and sail sides turned into cells) are outlined and clickable.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF

from editor.board.placed_cards import CELL, PlacedBoardView, side_line, towards
from engine.core.placed import side_of

KIND_COLOURS = {"island": QColor("#e9d9a6"), "dead-end": QColor("#c9c4b8"), "cursed": QColor("#b9a3c9")}
EDGE_COLOURS = {"gold": QColor("#d4a017"), "red": QColor("#c0392b")}
SEAT_COLOURS = ("#c9353e", "#2f62c9", "#2e9b45")  # the three pirates' colours, seat by seat
SEA = QColor("#9cc9e6")
DOOM = QColor("#2b1d2e")
TALE = {"double": QColor("#f3e2b3"), "single": QColor("#f6eed6"), "sea": SEA}
CORNER_SHARE = 0.8  # where a skull sits on the diagonal, from the centre


def seat_colour(seat: int) -> QColor:
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def _diamond(centre: QPointF, r: float) -> QPolygonF:
    return QPolygonF([centre + QPointF(0, -r), centre + QPointF(r, 0), centre + QPointF(0, r), centre + QPointF(-r, 0)])


def paint_edge(painter: QPainter, rect: QRectF, side: str, edge) -> None:
    """One open edge: its diamonds in a row along the side, its scout triangle pointing out of the card."""
    a, b = side_line(rect, side)
    along = (b - a) / max(1.0, (b - a).manhattanLength())
    base = towards(rect, side, 0.82)
    colour = EDGE_COLOURS.get(edge.colour, EDGE_COLOURS["gold"])
    painter.setPen(QPen(QColor("#4a3b12"), 1))
    painter.setBrush(colour)
    for i in range(edge.diamonds):
        offset = (i - (edge.diamonds - 1) / 2) * CELL * 0.12
        painter.drawPolygon(_diamond(base + along * offset, CELL * 0.05))
    if edge.triangle:
        tip = towards(rect, side, 0.98)
        back = towards(rect, side, 0.9)
        painter.setBrush(QColor("#3b3b3b"))
        painter.drawPolygon(QPolygonF([tip, back + along * CELL * 0.05, back - along * CELL * 0.05]))
    painter.setPen(QPen(colour.darker(130), 3))
    painter.drawLine(a + (b - a) * 0.15, a + (b - a) * 0.85)


def paint_tale(painter: QPainter, rect: QRectF, side: str, tale, adventure) -> None:
    """The adventure card under a location, along its covered top edge: which side it shows."""
    card_id, shown = tale
    strip = QRectF(rect)
    depth = CELL * 0.2
    if side == "north":
        strip.setHeight(depth)
    elif side == "south":
        strip.setTop(rect.bottom() - depth)
    elif side == "east":
        strip.setLeft(rect.right() - depth)
    else:
        strip.setWidth(depth)
    painter.setPen(QPen(QColor("#6b5a2a"), 1))
    painter.setBrush(TALE.get(shown, TALE["single"]))
    painter.drawRect(strip)
    card = adventure.adventure_card(card_id)
    if shown == "sea":
        paint_edge(painter, rect, side, card.sea)
        return
    needs = card.double.needs if shown == "double" else card.single.needs
    painter.setPen(QColor("#3a2e10"))
    painter.setFont(QFont("Sans", 7))
    text = f"{'II' if shown == 'double' else 'I'} {card.title[:10]}: {'+'.join(n[:3] for n in needs)}"
    if side in ("east", "west"):
        painter.save()
        painter.translate(strip.center())
        painter.rotate(90 if side == "east" else -90)
        painter.drawText(QRectF(-CELL / 2, -depth / 2, CELL, depth), Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()
    else:
        painter.drawText(strip, Qt.AlignmentFlag.AlignCenter, text)


def paint_face(painter: QPainter, rect: QRectF, card, rotation: int, tale, adventure) -> None:
    """A laid map card: kind, icon, raid number, open edges, skull corners and the tale under it."""
    painter.setPen(QPen(QColor("#333333"), 1.5))
    painter.setBrush(KIND_COLOURS.get(card.kind, KIND_COLOURS["island"]))
    painter.drawRoundedRect(rect, 6, 6)
    for local in ("bottom", "left", "right"):
        paint_edge(painter, rect, side_of(local, rotation), card.edge(local))
    if tale is not None:
        paint_tale(painter, rect, side_of("top", rotation), tale, adventure)
    corners = (rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#222222"))
    for i, skull in enumerate(card.skulls):
        if skull:  # a card-local corner turns with the card, a quarter per rotation
            corner = corners[(i + rotation) % 4]
            painter.drawEllipse(rect.center() + (corner - rect.center()) * CORNER_SHARE, CELL * 0.035, CELL * 0.035)
    painter.setPen(QColor("#222222"))
    painter.setFont(QFont("Sans", 8))
    title = adventure.icon(card.icon).title if card.icon else ""
    painter.drawText(rect.adjusted(0, CELL * 0.22, 0, -CELL * 0.45), Qt.AlignmentFlag.AlignCenter, card.title[:16])
    painter.setFont(QFont("Sans", 8, QFont.Weight.Bold))
    painter.drawText(rect.adjusted(0, CELL * 0.5, 0, -CELL * 0.22), Qt.AlignmentFlag.AlignCenter,
                     f"{title} · raid {card.raid}")


def paint_pieces(painter: QPainter, rect: QRectF, cell, state) -> None:
    """The ships, castaways, ghost ships, deployed pirates and The Doom on one cell."""
    ships = [seat for seat, at in enumerate(state.ships) if at == cell]
    for n, seat in enumerate(ships):
        centre = rect.center() + QPointF((n - (len(ships) - 1) / 2) * CELL * 0.22, -CELL * 0.02)
        status = state.status[seat]
        colour = seat_colour(seat)
        hull = QPolygonF([centre + QPointF(-CELL * 0.09, 0), centre + QPointF(CELL * 0.09, 0),
                          centre + QPointF(CELL * 0.06, CELL * 0.06), centre + QPointF(-CELL * 0.06, CELL * 0.06)])
        sail = QPolygonF([centre + QPointF(0, -CELL * 0.11), centre + QPointF(CELL * 0.07, -CELL * 0.01),
                          centre + QPointF(0, -CELL * 0.01)])
        if status == "ghost":
            painter.setPen(QPen(colour, 2, Qt.PenStyle.DashLine))
            painter.setBrush(QBrush(QColor(255, 255, 255, 140)))
        elif status == "castaway":
            painter.setPen(QPen(QColor("#111111"), 1))
            painter.setBrush(colour)
            painter.drawRect(QRectF(centre.x() - CELL * 0.06, centre.y(), CELL * 0.12, CELL * 0.05))
            continue
        else:
            painter.setPen(QPen(QColor("#111111"), 1))
            painter.setBrush(colour)
        painter.drawPolygon(hull)
        painter.drawPolygon(sail)
    dots = [seat for seat, cells in enumerate(state.deployed) for at in cells if at == cell]
    for n, seat in enumerate(dots):
        centre = QPointF(rect.left() + CELL * (0.3 + 0.12 * n), rect.bottom() - CELL * 0.3)
        painter.setPen(QPen(QColor("#111111"), 1))
        painter.setBrush(seat_colour(seat))
        painter.drawEllipse(centre, CELL * 0.045, CELL * 0.045)
    if state.doom_at == cell:
        centre = QPointF(rect.right() - CELL * 0.28, rect.bottom() - CELL * 0.3)
        painter.setPen(QPen(QColor("#e0201b"), 2))
        painter.setBrush(DOOM)
        painter.drawEllipse(centre, CELL * 0.1, CELL * 0.1)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(QFont("Sans", 9, QFont.Weight.Bold))
        painter.drawText(QRectF(centre.x() - CELL * 0.1, centre.y() - CELL * 0.1, CELL * 0.2, CELL * 0.2),
                         Qt.AlignmentFlag.AlignCenter, str(state.doom_power))


class HazeBoardView(PlacedBoardView):
    """The playtest board of Haze Islands: `show_state(state)` lays every map card placed so far."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.state = None

    def show_state(self, state) -> None:
        self.state = state
        board = state.board
        self.cards.show({cell: board.at(cell) for cell in board.cells()})

    def paint_card(self, painter: QPainter, rect: QRectF, cell, placed) -> None:
        state = self.state
        adventure = state.game.adventure
        paint_face(painter, rect, adventure.map_card(placed.card), placed.rotation, state.adventures.get(cell), adventure)
        paint_pieces(painter, rect, cell, state)


"""The Finis Terrae board during a game: the sea as it grows tile by tile, and the pieces on it.

Drawn with the editor kit's painter of placed cards (`editor.board.placed`): each laid tile in its
cell, turned by its rotation, painted from the model's tile (`paint_tile`: sea, a tongue of land per
land edge reaching the middle, rocks along rock edges, sand on a beach tile's land, the kind's mark,
); the start island's cells as land with a compass on its centre. Over the tiles, unturned
(`marks_of`): the kind's letter (W wreck, D den, F fort, L lighthouse), the ports as flags in their seat's colour (a home port with a white rim), the tokens
still lying on tiles (a lettered disc: T treasure, F find, C castaway), cargo a wreck left (a crate
with its count), the ships in their seat's colour (a pirate's with a black sail) and the galleon (black,
with its red flag). The cells a legal action names (`EditorRuleset.action_place`: a cell to lay on, a
destination) are outlined and clickable; a click emits `area_clicked((x, y))`.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from editor.board.placed import CELL, PlacedBoardView

START = "@start"  # the board's id of the start island's cells (the engine's)
SEA, LAND, SAND, ROCK, INK = "#8cc3df", "#9cbf6e", "#ecd9a0", "#5d5953", "#1f2a30"
KIND_MARK = {"wreck": "W", "castaway": "", "treasure": "", "den": "D", "fort": "F", "lighthouse": "L", "rocks": ""}
TOKEN_LETTER = {"treasure": "T", "find": "F", "castaway": "C"}
TOKEN_COLOUR = {"treasure": "#e2b13c", "find": "#b9c7d3", "castaway": "#f0e6d2"}
GALLEON = QColor("#111111")
EDGE_ANGLE = {"top": 0.0, "right": 90.0, "bottom": 180.0, "left": 270.0}


def seat_colour(state, seat: int) -> QColor:
    seats = state.game.adventure.seats
    return QColor(seats[seat % len(seats)].colour)


def _text(painter: QPainter, rect: QRectF, words: str, size: float, colour: str = INK, bold: bool = True) -> None:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(QColor(colour))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), words)


def paint_tile(painter: QPainter, tile) -> None:
    """One model tile upright in its CELL square: land tongues from its land edges, rocks, its mark."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(SEA))
    painter.drawRect(QRectF(0, 0, CELL, CELL))
    c = CELL / 2
    land_edges = [local for local, kind in zip(EDGE_ANGLE, tile.edges, strict=True) if kind == "land"]
    fill = QColor(SAND if tile.beach else LAND)
    if tile.land:
        painter.setBrush(fill)
        for local in land_edges:  # a tongue from the edge's middle to the centre
            painter.save()
            painter.translate(c, c)
            painter.rotate(EDGE_ANGLE[local])
            painter.drawRect(QRectF(-CELL * 0.22, -c, CELL * 0.44, c))
            painter.restore()
        painter.drawEllipse(QPointF(c, c), CELL * 0.24, CELL * 0.24)
        if tile.beach:
            painter.setBrush(QColor(LAND))
            painter.drawEllipse(QPointF(c, c), CELL * 0.15, CELL * 0.15)
    painter.setPen(QPen(QColor(ROCK), 2.4, Qt.PenStyle.DotLine))
    for local, kind in zip(EDGE_ANGLE, tile.edges, strict=True):
        if kind == "rock":
            painter.save()
            painter.translate(c, c)
            painter.rotate(EDGE_ANGLE[local])
            painter.drawLine(QPointF(-c * 0.8, -c + 3), QPointF(c * 0.8, -c + 3))
            painter.restore()
    painter.restore()


def paint_kind(painter: QPainter, rect: QRectF, mark: str) -> None:
    """The tile kind's letter in the middle of its cell, upright whatever the tile's rotation."""
    c = rect.center()
    _text(painter, QRectF(c.x() - 8, c.y() - 8, 16, 16), mark, 7.0)


def paint_start(painter: QPainter, centre: bool, title: str) -> None:
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#b7cf8c"))
    painter.drawRect(QRectF(0, 0, CELL, CELL))
    if centre:
        painter.setPen(QPen(QColor(INK), 1.2))
        c = CELL / 2
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            painter.drawLine(QPointF(c, c), QPointF(c + dx * CELL * 0.3, c + dy * CELL * 0.3))
        _text(painter, QRectF(0, CELL * 0.62, CELL, CELL * 0.3), title, 4.5, bold=False)
    painter.restore()


def paint_port(painter: QPainter, rect: QRectF, colour: QColor, home: bool) -> None:
    at = QPointF(rect.left() + CELL * 0.14, rect.top() + CELL * 0.1)
    painter.save()
    painter.setPen(QPen(QColor("#ffffff") if home else QColor(INK), 1.0))
    painter.setBrush(colour)
    painter.drawRect(QRectF(at.x(), at.y(), CELL * 0.18, CELL * 0.14))
    painter.setPen(QPen(QColor(INK), 1.0))
    painter.drawLine(at, at + QPointF(0, CELL * 0.26))
    painter.restore()


def paint_token(painter: QPainter, rect: QRectF, token: str) -> None:
    centre = QPointF(rect.right() - CELL * 0.18, rect.top() + CELL * 0.18)
    painter.save()
    painter.setPen(QPen(QColor(INK), 0.8))
    painter.setBrush(QColor(TOKEN_COLOUR.get(token, "#ffffff")))
    painter.drawEllipse(centre, CELL * 0.11, CELL * 0.11)
    _text(painter, QRectF(centre.x() - 6, centre.y() - 6, 12, 12), TOKEN_LETTER.get(token, "?"), 5.5)
    painter.restore()


def paint_dropped(painter: QPainter, rect: QRectF, piles: list) -> None:
    box = QRectF(rect.left() + CELL * 0.08, rect.bottom() - CELL * 0.26, CELL * 0.2, CELL * 0.18)
    painter.save()
    painter.setPen(QPen(QColor("#5b3a1a"), 0.8))
    painter.setBrush(QColor("#b07a43"))
    painter.drawRect(box)
    _text(painter, box, str(sum(q for _, q in piles)), 5.0, colour="#ffffff")
    painter.restore()


def paint_ship(painter: QPainter, rect: QRectF, slot: int, colour: QColor, pirate: bool, galleon: bool = False) -> None:
    """A hull in the seat's colour and a sail (black for a pirate); the galleon black with a red flag."""
    c = QPointF(rect.left() + CELL * (0.32 + 0.18 * slot), rect.top() + CELL * 0.62)
    u = CELL * 0.01 * (1.25 if galleon else 1.0)
    painter.save()
    painter.setPen(QPen(QColor("#ffffff") if galleon else QColor(INK), 0.8))
    painter.setBrush(GALLEON if galleon else colour)
    painter.drawPolygon(QPolygonF([c + QPointF(-10 * u, 0), c + QPointF(10 * u, 0), c + QPointF(7 * u, 6 * u),
                                   c + QPointF(-7 * u, 6 * u)]))
    painter.setBrush(QColor("#111111") if pirate or galleon else QColor("#fbf8ef"))
    painter.drawPolygon(QPolygonF([c + QPointF(0, -13 * u), c + QPointF(8 * u, -u), c + QPointF(0, -u)]))
    if galleon:
        painter.setBrush(QColor("#d0312d"))
        painter.drawRect(QRectF(c.x() - 5 * u, c.y() - 13 * u, 4 * u, 3 * u))
    painter.restore()


def marks_of(state) -> dict:
    """cell -> the pieces drawn over it (callbacks `paint(painter, rect)` for the kit's painter)."""
    marks: dict = {}
    model = state.game.adventure
    for cell, placed in state.board.items():
        mark = "" if placed.card == START else KIND_MARK.get(model.tile(placed.card).kind, "")
        if mark:
            marks.setdefault(cell, []).append(partial(_kind, mark=mark))
    homes = set(state.home)
    for cell, seat in sorted(state.ports.items()):
        marks.setdefault(cell, []).append(partial(_port, colour=seat_colour(state, seat), home=cell in homes))
    for cell, token in sorted(state.tokens.items()):
        marks.setdefault(cell, []).append(partial(_token, token=token))
    for cell, piles in sorted(state.dropped.items()):
        if piles:
            marks.setdefault(cell, []).append(partial(_dropped, piles=list(piles)))
    for seat, cell in enumerate(state.ships):
        if cell is None:
            continue
        slot = sum(1 for s in range(seat) if state.ships[s] == cell)
        marks.setdefault(cell, []).append(partial(_ship, slot=slot, colour=seat_colour(state, seat),
                                                  pirate=bool(state.pirate[seat])))
    if state.galleon is not None:
        slot = sum(1 for at in state.ships if at == state.galleon)
        marks.setdefault(state.galleon, []).append(partial(_galleon, slot=slot))
    return marks


def _kind(painter, rect, *, mark):
    paint_kind(painter, rect, mark)


def _port(painter, rect, *, colour, home):
    paint_port(painter, rect, colour, home)


def _token(painter, rect, *, token):
    paint_token(painter, rect, token)


def _dropped(painter, rect, *, piles):
    paint_dropped(painter, rect, piles)


def _ship(painter, rect, *, slot, colour, pirate):
    paint_ship(painter, rect, slot, colour, pirate)


def _galleon(painter, rect, *, slot):
    paint_ship(painter, rect, slot, GALLEON, True, galleon=True)


class FinisBoardView(PlacedBoardView):
    """The playtest board of Finis Terrae (`EditorRuleset.board_view`): `show_state(state)` lays every
    tile laid so far with the pieces over them."""

    MAX_FIT = 3.0
    area_clicked = Signal(object)  # (x, y): what the playtest window maps onto legal actions
    figure_clicked = Signal(object, str, int)  # never emitted: a click on a cell stands for its pieces too

    def __init__(self, parent=None) -> None:
        super().__init__(self.paint_card, parent)
        self.setObjectName("playtest-board")
        self.state = None
        self.clickable: list = []
        self.selected = None
        self.cell_clicked.connect(self.area_clicked)

    def paint_card(self, painter: QPainter, card_id) -> None:
        model = self.state.game.adventure
        if card_id == START:
            paint_start(painter, False, "")
            return
        paint_tile(painter, model.tile(card_id))

    def show_state(self, state) -> None:
        self.state = state
        self.redraw()

    def redraw(self) -> None:
        if self.state is None:
            return
        highlight = [*self.clickable, *([self.selected] if self.selected is not None else [])]
        fitted = self.fitted
        marks = marks_of(self.state)
        centre = tuple(self.state.game.adventure.start.centre)
        if centre in self.state.board:
            marks.setdefault(centre, []).insert(0, partial(_compass, title=self.state.game.adventure.start.title))
        self.show_board(self.state.board, marks, frontier=[c for c in self.clickable if c not in self.state.board],
                        highlight=highlight)
        self.fitted = fitted

    def set_clickable(self, coords) -> None:
        self.clickable = sorted({tuple(c) for c in coords or ()})
        self.redraw()

    def select_area(self, coord) -> None:
        self.selected = tuple(coord) if coord is not None else None
        self.redraw()


def _compass(painter, rect, *, title):
    painter.save()
    painter.translate(rect.topLeft())
    paint_start(painter, True, title)
    painter.restore()

"""The Finis Terrae board during a game: the sea as it grows tile by tile, and the pieces on it.

Drawn with the editor kit's painter of placed cards (`editor.board.placed`). Each laid tile is drawn
by the same painter as the tile editor's catalogue, the sample sea and the printed tiles
(`sea_painter.tile_painter`, which draws `tile_face` as it prints), turned by its rotation, so a tile
looks the same in all four places; the start island's cells as the sample sea draws them (land, sand
along the sea), with a compass and the island's name on its centre. The token a tile was laid with is
left to the state: over the tiles, unturned (`marks_of`), the tokens still lying there (the face's own
token disc, `glyphs.paint_token`, in the corner where the face puts it), the ports as flags in their
seat's colour (a home port with a white rim), cargo a wreck left (a crate with its count), the ships
in their seat's colour (a pirate's with a black sail) and the galleon (black, with its red flag). The
cells a legal action names (`EditorRuleset.action_place`: a cell to lay on, a destination) are
outlined and clickable; a click emits `area_clicked((x, y))`. A storm in the step shown (`show_step`)
draws its wind and the ships it pushed over everything (`storm_marks`), until the next step.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from editor.board.placed import CELL, PlacedBoardView
from engine.core.placed import Board

from . import glyphs, sea_painter, storm_marks, tile_face

START = "@start"  # the board's id of the start island's cells (the engine's)
INK = "#1f2a30"
GALLEON = QColor("#111111")
#: where the face draws the token it was laid with (its lower right corner), in the kit's cell units
TOKEN_AT, TOKEN_RADIUS = (tile_face.SIZE - 6.5) * CELL / tile_face.SIZE, 4.6 * CELL / tile_face.SIZE
#: where the ships of one cell stand (fractions of the cell), so four explorers and the galleon all show
SHIP_SLOTS = ((0.3, 0.42), (0.7, 0.42), (0.3, 0.8), (0.7, 0.8), (0.5, 0.62))


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


def paint_compass(painter: QPainter, title: str) -> None:
    """The start island's centre (the scoring measures from it): a compass and the island's name,
    wrapped to the cell, over the start cell as `sea_painter` draws it."""
    painter.save()
    painter.setPen(QPen(QColor(INK), 1.2))
    c = CELL / 2
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        painter.drawLine(QPointF(c, c * 0.8), QPointF(c + dx * CELL * 0.22, c * 0.8 + dy * CELL * 0.22))
    if title:
        glyphs.text(painter, QRectF(CELL * 0.08, CELL * 0.62, CELL * 0.84, CELL * 0.3), title, CELL * 0.1,
                    bold=True, colour=INK)
    painter.restore()


def paint_start(painter: QPainter, centre: bool, title: str) -> None:
    """A start cell alone (the legend's sample): land with sand along its sea edges, the compass on the centre."""
    sea_painter.paint_start_cell(painter, ("land", "sea", "sea", "land"))
    if centre:
        paint_compass(painter, title)


def paint_port(painter: QPainter, rect: QRectF, colour: QColor, home: bool) -> None:
    """A port: a flag in its seat's colour on a pole in the cell's upper left (a home port with a white rim)."""
    at = QPointF(rect.left() + CELL * 0.12, rect.top() + CELL * 0.08)
    painter.save()
    painter.setPen(QPen(QColor(INK), 1.4))
    painter.drawLine(at, at + QPointF(0, CELL * 0.36))
    painter.setPen(QPen(QColor("#ffffff") if home else QColor(INK), 1.6 if home else 0.8))
    painter.setBrush(colour)
    painter.drawRect(QRectF(at.x(), at.y(), CELL * 0.26, CELL * 0.18))
    painter.restore()


def paint_token(painter: QPainter, rect: QRectF, token: str, rotation: int = 0) -> None:
    """A token still lying on its tile: the face's own disc, in the corner where the face draws it (its
    lower right corner, turned with the tile)."""
    offset = QPointF(TOKEN_AT - CELL / 2, TOKEN_AT - CELL / 2)
    for _ in range(rotation % 4):  # a quarter turn clockwise: (x, y) -> (-y, x)
        offset = QPointF(-offset.y(), offset.x())
    glyphs.paint_token(painter, rect.center() + offset, TOKEN_RADIUS, token)


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
    fx, fy = SHIP_SLOTS[slot % len(SHIP_SLOTS)]
    c = QPointF(rect.left() + CELL * fx, rect.top() + CELL * fy)
    u = CELL * (0.021 if galleon else 0.018)
    painter.save()
    painter.setPen(QPen(QColor("#ffffff") if galleon else QColor(INK), 1.0))
    painter.setBrush(GALLEON if galleon else colour)
    painter.drawPolygon(QPolygonF([c + QPointF(-10 * u, 0), c + QPointF(10 * u, 0), c + QPointF(7 * u, 6 * u),
                                   c + QPointF(-7 * u, 6 * u)]))
    painter.setPen(QPen(QColor(INK), 0.8))
    painter.setBrush(QColor("#111111") if pirate or galleon else QColor("#fbf8ef"))
    painter.drawPolygon(QPolygonF([c + QPointF(0, -13 * u), c + QPointF(8 * u, -u), c + QPointF(0, -u)]))
    if galleon:
        painter.setBrush(QColor("#d0312d"))
        painter.drawRect(QRectF(c.x() - 5 * u, c.y() - 13 * u, 4 * u, 3 * u))
    painter.restore()


def marks_of(state) -> dict:
    """cell -> the pieces drawn over it (callbacks `paint(painter, rect)` for the kit's painter)."""
    marks: dict = {}
    homes = set(state.home)
    for cell, seat in sorted(state.ports.items()):
        marks.setdefault(cell, []).append(partial(_port, colour=seat_colour(state, seat), home=cell in homes))
    for cell, token in sorted(state.tokens.items()):
        placed = state.board.at(cell)
        marks.setdefault(cell, []).append(partial(_token, token=token, rotation=placed.rotation if placed else 0))
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


def _port(painter, rect, *, colour, home):
    paint_port(painter, rect, colour, home)


def _token(painter, rect, *, token, rotation):
    paint_token(painter, rect, token, rotation)


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
        self.painter_of = None  # (adventure, paint) : the tiles' painter, made once per adventure
        self.storm = None  # the storm of the step shown (`show_step`): its wind and pushes, drawn over the pieces
        self.cell_clicked.connect(self.area_clicked)

    def paint_card(self, painter: QPainter, card) -> None:
        self._painter()(painter, card)

    def _painter(self):
        """The sea painter of the game's tiles (tokens left to the state's marks), made again only when
        the game's adventure changes (a restart with the current content)."""
        adventure = self.state.game.adventure
        if self.painter_of is None or self.painter_of[0] is not adventure:
            tiles = {t.id: t for t in adventure.tiles}
            self.painter_of = (adventure, sea_painter.board_painter_of(tiles, adventure.start.cells, tokens=False))
        return self.painter_of[1]

    def show_state(self, state) -> None:
        self.state = state
        self.redraw()

    def show_step(self, events) -> None:
        """The events of the step the next `show_state` shows: a storm among them is drawn until the next step."""
        self.storm = storm_marks.storm_of(events)

    def drawn_board(self) -> Board:
        """The state's board with each start cell's card made (START, cell), so its painter knows its edges."""
        board = Board()
        for cell, placed in self.state.board.items():
            board.place(cell, (START, cell) if placed.card == START else placed.card, placed.rotation)
        return board

    def redraw(self) -> None:
        if self.state is None:
            return
        highlight = [*self.clickable, *([self.selected] if self.selected is not None else [])]
        fitted = self.fitted
        marks = marks_of(self.state)
        centre = tuple(self.state.game.adventure.start.centre)
        if centre in self.state.board:
            marks.setdefault(centre, []).insert(0, partial(_compass, title=self.state.game.adventure.start.title))
        if self.storm is not None:  # over every piece: each cell with a storm mark is painted last
            for cell, painters in storm_marks.storm_marks(self.storm, centre, partial(seat_colour, self.state)).items():
                marks[cell] = [*marks.pop(cell, []), *painters]
        self.show_board(self.drawn_board(), marks, frontier=[c for c in self.clickable if c not in self.state.board],
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
    paint_compass(painter, title)
    painter.restore()

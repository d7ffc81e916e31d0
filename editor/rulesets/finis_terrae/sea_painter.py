"""A sample sea drawn with the kit's painter of placed cards (`editor.board.placed`), without widgets.

The "Lay a sample sea" window, the print sheet's first page, Export Map Image and the F5 board
(`board_view`) draw the same sea: each tile as it prints (`tile_face`, scaled from its millimetres to the kit's cell), the start island's
cells as land with a strip of beach along their sea edges. The kit's painter hands a painter the card
only, so `drawn_board` makes each start cell's card (START, cell) to say which cell it is.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QPicture

from editor.board.placed import CELL

from . import sample_sea, tile_data, tile_face


def _picture_dpi() -> tuple[int, int]:
    picture = QPicture()
    return picture.logicalDpiX(), picture.logicalDpiY()


def tile_painter(tiles: dict, start_cells=(), tokens: bool = True):
    """paint(painter, tile id) of a sea's tiles for the kit's board painter; the start island's cells
    (`sample_sea.START`) drawn as land toward each other, beach toward the sea. `tokens=False` leaves out
    the token a tile is laid with (a game draws the tokens still lying on its tiles itself)."""
    cells = set(start_cells)
    drawn = {t.id: {**tile_data.tile_data(t), **({} if tokens else {"token": ""})} for t in tiles.values()}

    pictures: dict = {}  # tile id -> its face recorded once: a sea repaints every tile on every step of play
    picture_dpi = _picture_dpi()  # a picture is replayed only on a device of its own resolution

    def paint(painter, card) -> None:
        tile = drawn.get(card, {"id": str(card), "kind": "sea"})
        device = painter.device()
        if device is None or (device.logicalDpiX(), device.logicalDpiY()) != picture_dpi:
            # a picture replays scaled to the device's resolution: an image or a PDF of another one
            # (Export Map Image, the print sheet) gets the tile painted as it is
            painter.save()
            painter.scale(CELL / tile_face.SIZE, CELL / tile_face.SIZE)
            tile_face.print_painter(painter, tile)
            painter.restore()
            return
        picture = pictures.get(card)
        if picture is None:
            picture = pictures[card] = QPicture()
            recorder = QPainter(picture)
            recorder.setRenderHint(QPainter.RenderHint.Antialiasing)
            recorder.scale(CELL / tile_face.SIZE, CELL / tile_face.SIZE)  # the kit's cell is CELL units, a tile SIZE mm
            tile_face.print_painter(recorder, tile)
            recorder.end()
        picture.play(painter)

    def paint_start(painter, cell) -> None:
        paint_start_cell(painter, sample_sea.start_edges(cell, cells))

    return paint, paint_start


def paint_start_cell(painter, edges) -> None:
    """One cell of the start island in the kit's CELL square: land, with a strip of beach along its sea edges."""
    painter.save()
    painter.fillRect(QRectF(0, 0, CELL, CELL), QColor(tile_face.LAND))
    strip = CELL * 0.1
    painter.setPen(QPen(QColor(tile_face.SEA), 0))
    for local, edge in zip(("top", "right", "bottom", "left"), edges, strict=True):
        if edge == "sea":
            band = {"top": QRectF(0, 0, CELL, strip), "right": QRectF(CELL - strip, 0, strip, CELL),
                    "bottom": QRectF(0, CELL - strip, CELL, strip), "left": QRectF(0, 0, strip, CELL)}[local]
            painter.fillRect(band, QColor(tile_face.SAND))
    painter.restore()


def board_painter(sample: sample_sea.SampleSea, tiles: dict):
    """paint(painter, card) for `paint_board`: start cells are keyed by cell through a lookup of the board."""
    return board_painter_of(tiles, sample.start)


def board_painter_of(tiles: dict, start_cells, tokens: bool = True):
    """paint(painter, card) of a board whose start cells carry (START, cell) (`drawn_board`): the sample
    sea's and the F5 board's (`tokens=False`: the game draws the tokens still lying on its tiles)."""
    start_cells = tuple(tuple(c) for c in start_cells)
    paint, paint_start = tile_painter(tiles, start_cells, tokens)
    start_of = {}  # the kit's painter gives the card only: the start cells carry (START, cell)
    for cell in start_cells:
        start_of[(sample_sea.START, cell)] = cell

    def card_paint(painter, card) -> None:
        if isinstance(card, tuple) and card in start_of:
            paint_start(painter, start_of[card])
        else:
            paint(painter, card)

    return card_paint


def drawn_board(sample: sample_sea.SampleSea):
    """The sample's board with each start cell's card made (START, cell), so its painter knows its edges."""
    from engine.core.placed import Board

    board = Board()
    for cell, placed in sample.board.items():
        board.place(cell, (sample_sea.START, cell) if placed.card == sample_sea.START else placed.card, placed.rotation)
    return board

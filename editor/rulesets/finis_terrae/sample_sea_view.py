"""The "Lay a sample sea" window of a tile-set file: a seed, the player count, how many tiles, Re-lay, the sea.

It lays with `sample_sea.lay` from the file as it is now (unsaved edits included: the catalogue hands
over its live data) and draws the sea with the kit's painter of placed cards (`editor.board.placed`),
each tile as it prints, the start island's cells as land rimmed with beach and outlined in blue, the
open cells where the next tile could go dashed.
"""

from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QSpinBox,
                               QVBoxLayout)

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPen

from editor.board.placed import CELL, PlacedBoardView

from . import sample_sea, tile_data, tile_face

DEFAULT_SEED = 1
DEFAULT_COUNT = 24


def tile_painter(tiles: dict, start_cells=()):
    """paint(painter, tile id) of a sea's tiles for the kit's board painter; the start island's cells
    (`sample_sea.START`) drawn as land toward each other, beach toward the sea."""
    cells = set(start_cells)
    drawn = {t.id: tile_data.tile_data(t) for t in tiles.values()}

    def paint(painter, card) -> None:
        painter.save()
        painter.scale(CELL / tile_face.SIZE, CELL / tile_face.SIZE)  # the kit's cell is CELL units, a tile SIZE mm
        tile_face.print_painter(painter, drawn.get(card, {"id": str(card), "kind": "sea"}))
        painter.restore()

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
    paint, paint_start = tile_painter(tiles, sample.start)
    start_of = {}  # the kit's painter gives the card only: the start cells carry (START, cell)
    for cell in sample.start:
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


class SampleSeaDialog(QDialog):
    def __init__(self, source, parent=None) -> None:
        """`source`: the tile-set file's plain data, or a callable giving it (read again at each lay)."""
        super().__init__(parent)
        self.source = source
        self.setWindowTitle("Sample sea")
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(DEFAULT_SEED)
        self.seed.setPrefix("seed ")
        self.players = QComboBox()
        for players in tile_data.player_counts(self.data()):
            self.players.addItem(f"{players} players", players)
        self.players.setCurrentIndex(self.players.count() - 1)  # the most players: the whole box
        self.count = QSpinBox()
        self.count.setRange(1, 200)
        self.count.setValue(DEFAULT_COUNT)
        self.count.setSuffix(" tiles")
        self.relay_button = QPushButton("Re-lay")
        self.relay_button.setToolTip("Lay again with the next seed")
        self.view = PlacedBoardView(lambda painter, card: None)
        self.view.setMinimumSize(620, 500)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        row = QHBoxLayout()
        for widget in (self.seed, self.players, self.count, self.relay_button):
            row.addWidget(widget)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.relay_button.clicked.connect(self.relay)
        self.seed.valueChanged.connect(lambda _value: self.lay())
        self.count.valueChanged.connect(lambda _value: self.lay())
        self.players.currentIndexChanged.connect(lambda _index: self.lay())
        self.result: sample_sea.SampleSea | None = None
        self.lay()

    def data(self) -> dict:
        data = self.source() if callable(self.source) else self.source
        return data if isinstance(data, dict) else {}

    def relay(self) -> None:
        """The next seed's sea (the seed box shows it, so a sea worth keeping can be laid again)."""
        self.seed.setValue(self.seed.value() + 1)  # lays through valueChanged

    def lay(self) -> sample_sea.SampleSea:
        tiles, skipped = tile_data.read_tiles(self.data())
        players = self.players.currentData() or 4
        self.result = sample_sea.lay(tiles, players, self.seed.value(), self.count.value())
        self.view.paint_card = board_painter(self.result, {t.id: t for t in tiles})
        self.view.show_board(drawn_board(self.result), frontier=self.result.sea.open_cells(),
                             highlight=list(self.result.start))
        islands = self.result.islands()
        complete = sum(1 for i in islands if i.complete)
        discarded = (f" {len(self.result.discarded)} drawn tile(s) fitted nowhere and were discarded."
                     if self.result.discarded else "")
        skipped_words = f" {skipped} tile(s) without an id were left out." if skipped else ""
        self.summary.setText(
            f"{len(self.result.laid)} of the {self.result.stack} tiles in play for {players} players laid around the "
            f"start island (outlined in blue), each where its edges match its neighbours; {len(islands)} island(s), "
            f"{complete} complete; stopped: {self.result.stopped}.{discarded}{skipped_words} Dashed: open cells. "
            "No ships sail a sample, so the rule that a tile goes near a rival is not applied.")
        return self.result

"""The "Lay a sample sea" window of a tile-set file: a seed, the player count, how many tiles, Re-lay, the sea.

It lays with `sample_sea.lay` from the file as it is now (unsaved edits included: the catalogue hands
over its live data) and draws the sea with the kit's painter of placed cards (`editor.board.placed`),
each tile as it prints, the start island's cells as land rimmed with beach and outlined in blue, the
open cells where the next tile could go dashed.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QSpinBox,
                               QVBoxLayout)

from editor.board.placed import PlacedBoardView

from . import sample_sea, tile_data
from .sea_painter import board_painter, drawn_board

DEFAULT_SEED = 1
DEFAULT_COUNT = 24


class SampleSeaDialog(QDialog):
    tile_clicked = Signal(str)  # the id of a laid tile clicked on the sea (the catalogue selects it)

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
        self.view.cell_clicked.connect(self._cell_clicked)
        self.seed.valueChanged.connect(lambda _value: self.lay())
        self.count.valueChanged.connect(lambda _value: self.lay())
        self.players.currentIndexChanged.connect(lambda _index: self.lay())
        self.result: sample_sea.SampleSea | None = None
        self.lay()

    def data(self) -> dict:
        data = self.source() if callable(self.source) else self.source
        return data if isinstance(data, dict) else {}

    def _cell_clicked(self, cell) -> None:
        placed = self.result.board.at(tuple(cell)) if self.result is not None else None
        if placed is not None and placed.card != sample_sea.START:
            self.tile_clicked.emit(placed.card)

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

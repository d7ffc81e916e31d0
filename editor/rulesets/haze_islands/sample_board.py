"""The "Deal a sample board" window of a map-cards file: a seed, a number of cards, Re-deal, the board.

It deals with `sample_deal.deal` from the file as it is now (unsaved edits included: the catalogue
hands over its live data) and draws the board with the kit's painter of placed cards
(`editor.board.placed`), each card as the catalogue draws it, the unexplored cells a triangle leads
to dashed: what the board could grow into next.
"""

from __future__ import annotations

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout)

from editor.board.placed import PlacedBoardView

from . import map_face, sample_deal

DEFAULT_SEED = 1
DEFAULT_COUNT = 12


def card_painter(data: dict):
    """paint(painter, card id) of the file's map cards, for the kit's board painter."""
    cards, _skipped = sample_deal.readable(data)
    icons = data.get("icons") if isinstance(data.get("icons"), list) else []

    def paint(painter, card_id) -> None:
        map_face.paint(painter, cards.get(card_id, {"id": str(card_id)}), icons)

    return paint


class SampleBoardDialog(QDialog):
    def __init__(self, source, parent=None) -> None:
        """`source`: the map-cards file's plain data, or a callable giving it (read again at each deal)."""
        super().__init__(parent)
        self.source = source
        self.setWindowTitle("Sample board")
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(DEFAULT_SEED)
        self.seed.setPrefix("seed ")
        self.count = QSpinBox()
        self.count.setRange(1, 60)
        self.count.setValue(DEFAULT_COUNT)
        self.count.setSuffix(" cards")
        self.redeal_button = QPushButton("Re-deal")
        self.redeal_button.setToolTip("Deal again with the next seed")
        self.view = PlacedBoardView(lambda painter, card: None)
        self.view.setMinimumSize(560, 460)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.seed)
        row.addWidget(self.count)
        row.addWidget(self.redeal_button)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.redeal_button.clicked.connect(self.redeal)
        self.seed.valueChanged.connect(lambda _value: self.deal())
        self.count.valueChanged.connect(lambda _value: self.deal())
        self.result: sample_deal.Deal | None = None
        self.deal()

    def data(self) -> dict:
        data = self.source() if callable(self.source) else self.source
        return data if isinstance(data, dict) else {}

    def redeal(self) -> None:
        """The next seed's board (the seed box shows it, so a board worth keeping can be dealt again)."""
        self.seed.setValue(self.seed.value() + 1)  # deals through valueChanged

    def deal(self) -> sample_deal.Deal:
        data = self.data()
        self.result = sample_deal.deal(data, self.seed.value(), self.count.value())
        cards, _skipped = sample_deal.readable(data)
        self.view.paint_card = card_painter(data)
        self.view.show_board(self.result.board, frontier=self.result.frontier(cards), highlight=[(0, 0)])
        skipped = f" {self.result.skipped} card(s) without an id were left out." if self.result.skipped else ""
        self.summary.setText(f"{len(self.result.laid)} cards laid from the start location (outlined in blue), each scouted "
                             f"across a gold triangle with its bottom toward the location it was scouted from; "
                             f"stopped: {self.result.stopped}. Dashed: unexplored cells a triangle leads to.{skipped}")
        return self.result

"""Counts per player count: how many copies of each card the box holds, leave it, and are in play.

Games that take copies out of the box for fewer players (80 tiles in the box, 64 in play for two) check
that every player count's stack adds up. This panel lists the catalogue's cards with their count in the
box and, for each player count, the copies in play (the removed ones in brackets), then the totals and
the size the file says each stack must make, a total that misses its size in red. Clicking a row selects
its card. A double click on a player count's cell edits what is in play for it (the ruleset's `in_play`
edit says what that writes: the copies that leave the box), one undo step through the document like
every card edit. What a count is, what leaves the box and which sizes the file asks for are the
ruleset's: a `Counts` says how to read them from the file's plain data. Offered through
`CardFaces.panels` with `("Counts", counts_panel(Counts(...)))`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem

from . import editing
from .face import card_title

MISSED = "#c0392b"


@dataclass(frozen=True)
class Counts:
    """How a ruleset's cards count.

    players(file): the player counts to show (columns), from the file's plain data.
    count(card): copies of the card in the box.
    removed(card, players): copies that leave the box for that player count.
    sizes(file): player count -> the number of cards the file says its stack makes (none: unchecked).
    noun: what the cards are called in the totals' rows ("tiles").
    in_play(card, players, copies): the `face.Edit` that leaves `copies` in play for that player count
        (None: the table is read-only).
    """

    players: Callable[[dict], list[int]]
    count: Callable[[dict], int]
    removed: Callable[[dict, int], int]
    sizes: Callable[[dict], dict[int, int]]
    noun: str = "cards"
    in_play: Callable | None = None


@dataclass(frozen=True)
class Row:
    title: str
    count: int
    in_play: dict[int, int]  # player count -> copies in play
    removed: dict[int, int]


def table(counts: Counts, file: dict, cards: list) -> tuple[list[int], list[Row], dict[int, int], dict[int, int]]:
    """(player counts, a row per card, the totals in play, the file's sizes): what the panel shows."""
    players = counts.players(file)
    rows = []
    for card in cards:
        card = card if isinstance(card, dict) else {}
        box = counts.count(card)
        removed = {p: counts.removed(card, p) for p in players}
        rows.append(Row(card_title(card), box, {p: box - removed[p] for p in players}, removed))
    totals = {p: sum(r.in_play[p] for r in rows) for p in players}
    return players, rows, totals, counts.sizes(file)


class CountsTable(QTableWidget):
    def __init__(self, catalogue, counts: Counts, parent=None) -> None:
        super().__init__(parent)
        self.catalogue, self.counts = catalogue, counts
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked if counts.in_play is not None
                             else QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(20)  # many rows in a small panel
        self.setMinimumHeight(150)
        self.totals: dict[int, int] = {}
        self.sizes: dict[int, int] = {}
        self.players: list[int] = []
        self.cellClicked.connect(self._clicked)
        self.itemChanged.connect(self._edited)

    def refresh(self) -> None:
        players, rows, self.totals, self.sizes = table(self.counts, self.catalogue.file_data(), self.catalogue.cards())
        self.blockSignals(True)
        self.clear()
        self.setColumnCount(2 + len(players))
        # two-line headers: the columns then take their numbers' width, so every player count fits the
        # panel beside the large face without scrolling sideways
        self.setHorizontalHeaderLabels(["", "in the\nbox", *(f"{p}\nplayers" for p in players)])
        self.setRowCount(len(rows) + 2)
        self.players = players
        for index, row in enumerate(rows):
            self._put(index, 0, row.title)
            self._put(index, 1, str(row.count))
            for column, p in enumerate(players, 2):
                item = self._put(index, column, f"{row.in_play[p]}" + (f" (−{row.removed[p]})" if row.removed[p] else ""),
                                 editable=self.counts.in_play is not None)
                if self.counts.in_play is not None:
                    item.setToolTip(f"Double click: how many of {row.title} are in play for {p} players")
        bold = QFont()
        bold.setBold(True)
        total_row, size_row = len(rows), len(rows) + 1
        self._put(total_row, 0, f"{self.counts.noun} in play", bold)
        self._put(total_row, 1, str(sum(r.count for r in rows)), bold)
        self._put(size_row, 0, "the file's sizes", bold)
        for column, p in enumerate(players, 2):
            item = self._put(total_row, column, str(self.totals[p]), bold)
            size = self.sizes.get(p)
            self._put(size_row, column, "—" if size is None else str(size), bold)
            if size is not None and size != self.totals[p]:
                item.setForeground(QBrush(QColor(MISSED)))
                item.setToolTip(f"{self.totals[p]} {self.counts.noun} in play for {p} players, the file says {size}")
        self.resizeColumnsToContents()
        current = self.catalogue.current()
        if 0 <= current < len(rows):
            self.selectRow(current)
        self.blockSignals(False)

    def missed(self) -> dict[int, tuple[int, int]]:
        """Player count -> (in play, the file's size) where they differ (what the red cells say)."""
        return {p: (t, self.sizes[p]) for p, t in self.totals.items() if p in self.sizes and self.sizes[p] != t}

    def _put(self, row: int, column: int, text: str, font: QFont | None = None, editable: bool = False) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        if not editable:
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        if font is not None:
            item.setFont(font)
        self.setItem(row, column, item)
        return item

    def set_in_play(self, row: int, players: int, copies: int) -> bool:
        """Leave `copies` of the row's card in play for `players`: one undo step (False: nothing changed)."""
        cards = self.catalogue.cards()
        if self.counts.in_play is None or not 0 <= row < len(cards) or not isinstance(cards[row], dict):
            return False
        edit = self.counts.in_play(cards[row], players, copies)
        pointer = f"{self.catalogue.faces.list_pointer}/{row}"
        try:
            return editing.apply_edit(self.catalogue.document, pointer, edit)
        except editing.EditRefused as refused:
            self.catalogue.status.setText(f"Not changed: {refused}")
            return False

    def _edited(self, item: QTableWidgetItem) -> None:
        column = item.column() - 2
        if not 0 <= column < len(self.players):
            return
        words = item.text().split("(")[0].strip()
        row, players = item.row(), self.players[column]
        # after the edit's signal returns: the edit rebuilds the table, the item among its rows
        QTimer.singleShot(0, lambda: None if words.isdigit() and self.set_in_play(row, players, int(words))
                          else self.refresh())  # not a number, or no change: the cell shows the file again

    def _clicked(self, row: int, _column: int) -> None:
        if row < self.catalogue.grid.count():
            self.catalogue.grid.setCurrentRow(row)


def counts_panel(counts: Counts):
    """The factory `CardFaces.panels` takes: the table over a catalogue."""
    return lambda catalogue: CountsTable(catalogue, counts)

"""The event log in prose, up to the current position, filterable by player and by importance.

Lines come from the editor ruleset's `narrate` (`editor.rulesets`) over the engine's own event log; clicking a line about
an area selects that area on the board (`area_selected`). Only what has happened by the current
position is listed, so a step back shortens the log and a step forward lengthens it.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QListView,
    QVBoxLayout,
    QWidget,
)

from editor import rulesets as editor_rulesets

ALL, NOBODY = -2, -1


class LogModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.game = None
        self.phrasing = None  # the editor ruleset of the game: its prose and its important event kinds
        self.events: list = []  # the whole log of the line's tip (a shared prefix with every position)
        self.visible = 0  # how many events have happened by the current position
        self.seat = ALL
        self.important_only = False
        self.colours: list[QColor] = []
        self._texts: dict[int, str] = {}
        self._rows: list[int] = []  # log indices shown, in order

    def show(self, game, events, visible: int, forked_from_event: int | None = None) -> None:
        if game is not self.game:
            self._texts.clear()
            self.game = game
            self.phrasing = editor_rulesets.of(game.adventure)
            colours = self.phrasing.seat_colours(game)
            self.colours = [_colour(colours[s] if s < len(colours) else None) for s in range(game.num_players)]
        elif forked_from_event is not None:
            for i in [i for i in self._texts if i >= forked_from_event]:
                del self._texts[i]
        self.events = events
        self.visible = visible
        self.refilter()

    def refilter(self) -> None:
        self.beginResetModel()
        seat, important = self.seat, self.important_only
        important_kinds = self.phrasing.important_kinds if self.phrasing is not None else frozenset()
        self._rows = [i for i in range(min(self.visible, len(self.events)))
                      if (seat == ALL or self.events[i].player == seat)
                      and (not important or self.events[i].kind in important_kinds)]
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(self._rows)

    def text(self, row: int) -> str:
        i = self._rows[row]
        cached = self._texts.get(i)
        if cached is None:
            cached = self._texts[i] = self.phrasing.narrate(self.events[i], self.game)
        return cached

    def event(self, row: int):
        return self.events[self._rows[row]]

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row)
        if role == Qt.ItemDataRole.ForegroundRole:
            player = self.event(row).player
            return self.colours[player] if 0 <= player < len(self.colours) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            event = self.event(row)
            return self.text(row) + ("\n(click to show this area on the board)" if event.area is not None else "")
        return None


def _colour(name: str | None) -> QColor:
    colour = QColor(name or "")
    if not colour.isValid():
        return QColor("#333333")
    if colour.lightness() > 170:  # a pale faction colour would vanish on the white list
        colour = colour.darker(170)
    return colour


class EventLogView(QWidget):
    area_selected = Signal(object)  # (column, row) or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = LogModel(self)
        self.who = QComboBox()
        self.who.setToolTip("Show the events of one player only")
        self.important = QCheckBox("Important only")
        self.important.setToolTip("Hide bookkeeping such as shuffles and single dice")
        self.list = QListView()
        self.list.setObjectName("eventLog")
        self.list.setModel(self.model)
        self.list.setUniformItemSizes(True)
        self.list.clicked.connect(self._clicked)
        self.list.activated.connect(self._clicked)
        top = QHBoxLayout()
        top.addWidget(self.who, 1)
        top.addWidget(self.important)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        self.who.currentIndexChanged.connect(self._filter_changed)
        self.important.toggled.connect(self._filter_changed)

    def show_log(self, game, events, visible: int, forked_from_event: int | None = None) -> None:
        if game is not self.model.game:
            self.who.blockSignals(True)
            self.who.clear()
            self.who.addItem("All players", ALL)
            for seat, title in enumerate(editor_rulesets.of(game.adventure).seat_titles(game)):
                self.who.addItem(f"Seat {seat + 1}: {title}", seat)
            self.who.addItem("No player (the game itself)", NOBODY)
            self.who.blockSignals(False)
        at_end = self._at_end()
        self.model.show(game, events, visible, forked_from_event)
        if at_end:
            self.list.scrollToBottom()
            QTimer.singleShot(0, self.list, self.list.scrollToBottom)  # again once the new rows are laid out

    def set_filter(self, seat: int = ALL, important_only: bool = False) -> None:
        self.who.setCurrentIndex(max(0, self.who.findData(seat)))
        self.important.setChecked(important_only)

    def lines(self) -> list[str]:
        return [self.model.text(r) for r in range(self.model.rowCount())]

    def click_line(self, row: int) -> None:
        self._clicked(self.model.index(row))

    def _at_end(self) -> bool:
        bar = self.list.verticalScrollBar()
        return bar.value() >= bar.maximum() - 2

    def _filter_changed(self, *_args) -> None:
        self.model.seat = self.who.currentData() if self.who.currentData() is not None else ALL
        self.model.important_only = self.important.isChecked()
        self.model.refilter()
        self.list.scrollToBottom()

    def _clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.area_selected.emit(self.model.event(index.row()).area)

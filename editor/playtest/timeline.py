"""The timeline: every decision of the recorded line with the chance outcomes it led to.

Row 0 is the set-up (shuffles and draws before the first decision); row k+1 is decision k, with a
second line for the dice, draws and reveals that followed it (the ruleset's `chance_kinds`, in its prose). The row of the current position is
selected; rows past it (the recorded future after a step back) are grey. Clicking a row moves the
playtest to just after that decision.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

from editor import rulesets as editor_rulesets

FUTURE = QColor("#9aa3ab")
MAX_CHANCE_LINES = 4


class TimelineModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.session = None
        self.phrasing = None  # the editor ruleset of the session's game: its prose and its chance event kinds
        self._rows = 0
        self._texts: dict[int, str] = {}

    def set_session(self, session) -> None:
        self.beginResetModel()
        self.session = session
        self.phrasing = editor_rulesets.get(session.ruleset.id) if session is not None else None
        self._rows = session.length + 1 if session is not None else 0
        self._texts.clear()
        self.endResetModel()

    def sync(self, forked_from: int | None = None) -> None:
        """The line changed: decisions were added at its end, or it was cut at `forked_from`."""
        session = self.session
        if session is None:
            return
        if forked_from is not None:
            for row in [r for r in self._texts if r > forked_from]:
                del self._texts[row]
            keep = min(self._rows, forked_from + 1)
            if self._rows > keep:
                self.beginRemoveRows(QModelIndex(), keep, self._rows - 1)
                self._rows = keep
                self.endRemoveRows()
        rows = session.length + 1
        if rows > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, rows - 1)
            self._rows = rows
            self.endInsertRows()
        elif rows < self._rows:
            self.set_session(session)
            return
        self.dataChanged.emit(self.index(0), self.index(max(0, self._rows - 1)))

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else self._rows

    def text(self, row: int) -> str:
        cached = self._texts.get(row)
        if cached is None:
            cached = self._texts[row] = self._build(row)
        return cached

    def _build(self, row: int, limit: int = MAX_CHANCE_LINES) -> str:
        session = self.session
        game = session.game
        if row == 0:
            events = session.setup_events()
            head = "Set-up"
        else:
            k = row - 1
            events = session.events_of(k)
            head = f"{row}. {session.decision_text(k)}"
        phrasing = self.phrasing
        chance = [phrasing.narrate(e, game) for e in events if e.kind in phrasing.chance_kinds]
        if len(chance) > limit:
            chance = chance[:limit - 1] + [f"… and {len(chance) - limit + 1} more (see the tooltip)"]
        return "\n".join([head] + [f"      {line}" for line in chance])

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.session is None:
            return None
        row = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row)
        if role == Qt.ItemDataRole.ForegroundRole and row > self.session.cursor:
            return FUTURE
        if role == Qt.ItemDataRole.FontRole and row == self.session.cursor:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:  # every chance outcome, however many
            return self._build(row, limit=10**6) + "\n\n" + (
                "The current position" if row == self.session.cursor else
                    "Recorded future: click to go there, or decide differently to fork" if row > self.session.cursor
                    else "Click to step back to just after this decision")
        return None


class TimelineView(QListView):
    position_chosen = Signal(int)  # the number of decisions to stand after

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("timeline")
        self.model_ = TimelineModel(self)
        self.setModel(self.model_)
        self.setUniformItemSizes(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.clicked.connect(lambda index: self.position_chosen.emit(index.row()))
        self.activated.connect(lambda index: self.position_chosen.emit(index.row()))

    def set_session(self, session) -> None:
        self.model_.set_session(session)
        self.follow()

    def sync(self, forked_from: int | None = None) -> None:
        self.model_.sync(forked_from)
        self.follow()

    def follow(self) -> None:
        """Select and show the current position."""
        session = self.model_.session
        if session is None:
            return
        index = self.model_.index(session.cursor)
        self.selectionModel().blockSignals(True)
        self.setCurrentIndex(index)
        self.selectionModel().blockSignals(False)
        self.scrollTo(index)

    def rows(self) -> list[str]:
        return [self.model_.text(r) for r in range(self.model_.rowCount())]

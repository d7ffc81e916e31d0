"""The dashboard's Games tab: notable games and every game of the run, each one a replay away.

`notable_games(results)` picks, over the finished games of the run (`GameResult`s):

- **Longest game** and **shortest game**: most and fewest decisions.
- **Biggest margin of victory**: a single winner's VP minus the best other player's (as the report).
- **Biggest upset**: the single-winner game whose winner's faction has the lowest win rate over the
  whole run (wins counted by `returns`, as the report), if that rate is under the fair share of
  the game (1 / players); ties: the larger margin. With `--factions` a faction is a seat.
- **Anomaly**: every anomaly of every game (unfinished games included), in game order.

Ties go to the lower game number. `GamesPanel` shows them above a sortable table of all games
(game, seed, factions, winners, VP, seasons, decisions, ending); double-click, Enter or "Open
replay" on either emits `replay_requested(k)`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QSplitter, QTableView, QVBoxLayout, QWidget)


@dataclass(frozen=True)
class Notable:
    title: str
    game: int
    detail: str


def faction_rates(results) -> dict[str, float]:
    """Each faction's win rate over the finished games it played (shared wins split, as the report)."""
    games: dict[str, int] = {}
    wins: dict[str, float] = {}
    for r in results:
        if r.finished:
            for seat, faction in enumerate(r.factions):
                games[faction] = games.get(faction, 0) + 1
                wins[faction] = wins.get(faction, 0.0) + max(0.0, r.returns[seat])  # a team's loss: -1
    return {f: wins[f] / games[f] for f in games}


def margin(result) -> int | None:
    """The single winner's VP minus the best other player's (None without a single winner)."""
    if not result.finished or len(result.winners) != 1:
        return None
    w = result.winners[0]
    others = [v for s, v in enumerate(result.vp) if s != w]
    return result.vp[w] - max(others) if others else result.vp[w]


def ending(result) -> str:
    """How the game ended, as the report's endings name it."""
    if not result.finished:
        return "(unfinished)"
    return result.condition or "(no winner)"


def notable_games(results, rounds: str = "seasons", score: str = "VP") -> list[Notable]:
    """See the module docstring. `rounds`: what the game calls its rounds (`Ruleset.length_word`); `score`:
    its points (`Ruleset.score_word`)."""
    finished = [r for r in results if r.finished]
    notable: list[Notable] = []
    if finished:
        longest = min(finished, key=lambda r: (-r.decisions, r.index))
        shortest = min(finished, key=lambda r: (r.decisions, r.index))
        notable.append(Notable("Longest game", longest.index, f"{longest.decisions} decisions, {longest.seasons} {rounds}"))
        notable.append(Notable("Shortest game", shortest.index, f"{shortest.decisions} decisions, {shortest.seasons} {rounds}"))
    single = [r for r in finished if margin(r) is not None]
    if single:
        widest = min(single, key=lambda r: (-margin(r), r.index))
        notable.append(Notable("Biggest margin of victory", widest.index,
                               f"{margin(widest)} {score} ahead ({_winners(widest)})"))
        rates = faction_rates(results)
        underdogs = [r for r in single if rates[r.factions[r.winners[0]]] < 1 / len(r.factions)]
        if underdogs:
            upset = min(underdogs, key=lambda r: (rates[r.factions[r.winners[0]]], -margin(r), r.index))
            faction = upset.factions[upset.winners[0]]
            notable.append(Notable("Biggest upset", upset.index,
                                   f"won by {faction} (seat {upset.winners[0] + 1}), who wins {100 * rates[faction]:.1f}% "
                                   f"of its games"))
    for r in results:
        for kind, _game, _seed, detail in r.anomalies:
            notable.append(Notable(f"Anomaly: {kind}", r.index, detail))
    return notable


def _winners(result) -> str:
    if not result.winners:
        return "none"
    return ", ".join(f"{result.factions[seat]} (seat {seat + 1})" if seat < len(result.factions) else f"seat {seat + 1}"
                     for seat in result.winners)


def _insertions(old: list, new: list) -> list[tuple[int, list]] | None:
    """The blocks `(position in new, rows)` that turn `old` into `new` by insertions only, or None
    if `new` does not keep every row of `old` (the same objects, in order)."""
    blocks: list[tuple[int, list]] = []
    i = 0
    for j, r in enumerate(new):
        if i < len(old) and r is old[i]:
            i += 1
        elif blocks and blocks[-1][0] + len(blocks[-1][1]) == j:
            blocks[-1][1].append(r)
        else:
            blocks.append((j, [r]))
    return blocks if i == len(old) else None


COLUMNS = ("Game", "Seed", "Factions", "Winners", "VP", "Seasons", "Decisions", "Ending")
_NUMERIC = {0, 1, 4, 5, 6}


class GamesModel(QAbstractTableModel):
    """Every game of the run, one row each; `Qt.UserRole` holds the sort key of a cell."""

    def __init__(self, parent=None, rounds: str = "seasons", score: str = "VP") -> None:
        super().__init__(parent)
        self.results: list = []
        words = {"Seasons": rounds.capitalize(), "VP": score if score.isupper() else score.capitalize()}
        self.columns = tuple(words.get(c, c) for c in COLUMNS)  # the game's words

    def set_results(self, results) -> None:
        """Show these games. When they are the games shown plus new ones (a live update: the same
        result objects, in the same order), only the new rows are inserted; otherwise the model resets."""
        new = list(results)
        blocks = _insertions(self.results, new) if self.results else None
        if blocks is None:
            self.beginResetModel()
            self.results = new
            self.endResetModel()
            return
        for position, rows in blocks:
            self.beginInsertRows(QModelIndex(), position, position + len(rows) - 1)
            self.results[position:position] = rows
            self.endInsertRows()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(self.results)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 (Qt)
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(COLUMNS):
            return self.columns[section]
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.results):
            return None
        r, column = self.results[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(r, column)
        if role == Qt.ItemDataRole.UserRole:
            return self._key(r, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == 7 and r.anomalies:
            return "\n".join(f"{kind}: {detail}" for kind, _g, _s, detail in r.anomalies)
        return None

    @staticmethod
    def _text(r, column: int) -> str:
        if column == 0:
            return str(r.index)
        if column == 1:
            return str(r.seed)
        if column == 2:
            return ", ".join(r.factions)
        if column == 3:
            return _winners(r) if r.finished else "-"
        if column == 4:
            return " · ".join(str(v) for v in r.vp)
        if column == 5:
            return str(r.seasons)
        if column == 6:
            return str(r.decisions)
        kinds = sorted({a[0] for a in r.anomalies})
        return ending(r) + (f"  ⚠ {', '.join(kinds)}" if kinds else "")

    @staticmethod
    def _key(r, column: int):
        if column == 0:
            return r.index
        if column == 1:
            return str(r.seed).zfill(20)  # seeds are 63-bit: compared as text of one width
        if column == 3:
            return ", ".join(str(s) for s in r.winners) if r.finished else "~"
        if column == 4:
            return max(r.vp, default=-1)
        if column == 5:
            return r.seasons
        if column == 6:
            return r.decisions
        return GamesModel._text(r, column)


class GamesPanel(QWidget):
    """Notable games over a sortable table of every game; activating either asks for a replay."""

    replay_requested = Signal(int)  # the game number k

    def __init__(self, parent: QWidget | None = None, rounds: str = "seasons", score: str = "VP") -> None:
        super().__init__(parent)
        self.rounds, self.score = rounds, score  # what the game calls its rounds and points (asked of its ruleset)
        self.entries: list[Notable] = []  # as listed
        self.notable = QListWidget()
        self.notable.setToolTip("Double-click (or Enter) opens the game as a replay at its first decision")
        self.model = GamesModel(self, rounds, score)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.open_button = QPushButton("Open replay")
        self.open_button.setToolTip("Open the selected game in the playtest window, at its first decision")
        self.open_button.setEnabled(False)
        self.count_label = QLabel("")

        self.notable.itemActivated.connect(lambda item: self.replay_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.notable.currentItemChanged.connect(self._notable_chosen)
        self.table.activated.connect(lambda index: self.replay_requested.emit(self.game_at(index.row())))
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_button())
        self.open_button.clicked.connect(self.open_selected)

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(QLabel("<b>Notable games</b>"))
        top_layout.addWidget(self.notable)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.count_label, 1)
        row.addWidget(self.open_button)
        bottom_layout.addLayout(row)
        bottom_layout.addWidget(self.table)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(bottom)
        splitter.setSizes([150, 400])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    def set_results(self, results) -> None:
        chosen = self.selected_game()
        first_rows = self.model.rowCount() == 0
        self.model.set_results(results)
        self.notable.clear()
        self.entries = notable_games(results, self.rounds, self.score)
        for entry in self.entries:
            item = QListWidgetItem(f"{entry.title}: game {entry.game} — {entry.detail}")
            item.setData(Qt.ItemDataRole.UserRole, entry.game)
            item.setToolTip(entry.detail)
            self.notable.addItem(item)
        self.count_label.setText(f"{len(results)} games" if results else "No games yet.")
        if first_rows and results:  # once per run: fitting every row on each live update cost seconds of GUI CPU
            self.table.resizeColumnsToContents()
        if chosen is not None:
            self.select_game(chosen)
        self._update_button()

    def game_at(self, row: int) -> int:
        """The game number shown in a row of the (sorted) table."""
        return self.model.results[self.proxy.mapToSource(self.proxy.index(row, 0)).row()].index

    def row_of(self, game: int) -> int | None:
        for source_row, r in enumerate(self.model.results):
            if r.index == game:
                return self.proxy.mapFromSource(self.model.index(source_row, 0)).row()
        return None

    def select_game(self, game: int) -> None:
        row = self.row_of(game)
        if row is not None:
            self.table.selectRow(row)
            self.table.scrollTo(self.proxy.index(row, 0))

    def selected_game(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.game_at(rows[0].row()) if rows else None

    def open_selected(self) -> None:
        game = self.selected_game()
        if game is not None:
            self.replay_requested.emit(game)

    def _notable_chosen(self, item, _previous=None) -> None:
        if item is not None:
            self.select_game(item.data(Qt.ItemDataRole.UserRole))

    def _update_button(self) -> None:
        self.open_button.setEnabled(self.selected_game() is not None)

""""What would the bot do?" (Ctrl+B in the playtest window): the search bot's top moves for a human seat.

`BotAdvice` searches the current decision with `engine.bots.mcts.MCTSBot` as the ruleset sets it for
`--bots mcts` (`Ruleset.search_options`) at an iteration budget of its own (`ADVICE_ITERATIONS`, seeded from the session's seed and the decision's number, so asking twice
shows the same advice) in a `QThread`, on its own clone of the state, from the seat's point of view
(the search determinizes what that seat cannot see). A progress bar follows the iterations; Stop
ends the search early and shows what it found so far. The table lists the moves, most visited
first: the move in the ruleset's own words (`State.action_to_string`), its share of the visits and
its value (the mean score of the games searched through it: the seat's estimated chance to win).
"Play this move" hands the chosen row to the window as the human's decision.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QThread, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from engine.bots.mcts import MCTSBot
from engine.sim.runner import derive_seed

from .progress import Throttled

ADVICE_ITERATIONS = 200
SHOWN = 8  # moves listed at most




class _Search(QThread):
    """One search off the GUI thread; `progressed(done, budget)` and `found(SearchResult)` reach the dialog."""

    progressed = Signal(int, int)
    found = Signal(object)
    failed = Signal(str)  # the search raised: said in the dialog, never a search that ends in neither signal

    def __init__(self, state, seed: int, iterations: int, options=None, parent=None) -> None:
        super().__init__(parent)
        self.state = state.clone()  # the thread's own copy: the window keeps playing on the session's
        self.seed = seed
        self.iterations = iterations
        self.options = {k: v for k, v in dict(options or {}).items() if k not in ("iterations", "ms")}
        self.stopped = False

    def run(self) -> None:
        bot = MCTSBot(random.Random(self.seed), iterations=self.iterations, **self.options)
        progressed = Throttled(self.progressed.emit)  # a few a second: one per iteration floods the GUI's queue
        try:
            result = bot.search(self.state, progress=progressed, cancelled=lambda: self.stopped)
        except Exception as error:  # noqa: BLE001 (shown in the dialog rather than lost in a thread)
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        self.found.emit(result)


class BotAdvice(QDialog):
    play_move = Signal(object)  # the action of the row "Play this move" was pressed for

    def __init__(self, session, seat_title: str, iterations: int = ADVICE_ITERATIONS, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("botAdvice")
        self.setWindowTitle("What would the bot do?")
        state = session.state
        self.state = state
        self.player = state.current_player()
        self.result = None
        self.prompt = QLabel(f"<b>{seat_title}</b>: {state.decision_prompt()}.<br>The MCTS bot searches "
                             f"{iterations} games from what {seat_title} can see.")
        self.prompt.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, iterations)
        self.progress.setFormat("%v of %m games searched")
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(["Move", "Visits", "Value"])
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.setColumnWidth(0, 420)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.stop_button = QPushButton("Stop")
        self.play_button = QPushButton("Play this move")
        self.play_button.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.stop_button.clicked.connect(self.stop)
        self.play_button.clicked.connect(self._play)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(640, 380)
        # the search the ruleset plays `--bots mcts` with (its rollout and cut-off settings), at the advice's budget
        self.search = _Search(state, derive_seed(session.seed, "advice", session.cursor), iterations,
                              session.ruleset.search_options, self)
        self.search.progressed.connect(self._progressed, Qt.ConnectionType.QueuedConnection)
        self.search.found.connect(self._found, Qt.ConnectionType.QueuedConnection)
        self.search.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        self.search.start()

    def stop(self) -> None:
        """End the search early; the moves found so far are shown."""
        self.search.stopped = True
        self.stop_button.setEnabled(False)

    def _progressed(self, done: int, budget: int) -> None:
        self.progress.setValue(done)

    def _failed(self, message: str) -> None:
        self.stop_button.setEnabled(False)
        self.progress.setFormat(f"Not searched: {message}")

    def _found(self, result) -> None:
        self.result = result
        self.stop_button.setEnabled(False)
        self.progress.setValue(result.iterations)
        self.progress.setFormat(f"{result.iterations} games searched" + (" (stopped)" if self.search.stopped else ""))
        moves = [m for m in result.moves if m.visits][:SHOWN]
        self.table.setRowCount(len(moves))
        for row, move in enumerate(moves):
            text = self.state.action_to_string(move.action, self.player)
            cells = (text, f"{100 * move.share:.0f}%  ({move.visits})", f"{100 * move.value:.0f}%")
            for column, cell in enumerate(cells):
                item = QTableWidgetItem(cell)
                item.setData(Qt.ItemDataRole.UserRole, move.action)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.table.resizeColumnToContents(1)
        if moves:
            self.table.selectRow(0)
            self.play_button.setEnabled(True)

    def _play(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.play_move.emit(self.table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole))
            self.accept()

    def done(self, code: int) -> None:  # closing waits for the search: Stop first, so it is quick
        self.search.stopped = True
        self.search.wait()
        super().done(code)

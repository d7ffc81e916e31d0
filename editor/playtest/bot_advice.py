""""What would the bot do?" (Ctrl+B in the playtest window): what the search bot would play for a human seat.

`BotAdvice` decides the current decision exactly as `--bots mcts` would (`engine.bots.mcts.factory`
with the ruleset's `search_options`, budget and plan-level root included), in a `QThread`, on its own
clone of the state, from the seat's point of view (the search determinizes what that seat cannot
see), seeded from the session's seed and the decision's number (asking twice shows the same advice):

- where the ruleset's plan-level root decides (`engine.bots.planroot.PlanRoot`, e.g. a round's first
  pawn of a game planned by the round), the table lists the plans it compared, the greedy's first, each by its first
  move, with its mean score on the same futures; the line above says which plan was chosen and its
  mean beside the greedy's (a single plan offered, such as the greedy's move elsewhere, is said so).
  The bar follows the futures judged (every plan is scored on each); Stop ends the comparison before
  the next plan's rollout, and the advice is the best plan of the futures judged so far, said with
  their number (or, stopped before the first, the greedy's plan, unjudged);
- elsewhere the tree search runs as `MCTSBot.step` runs it (`settle` included): a progress bar
  follows the iterations, Stop ends it early, and the table lists the moves, most visited first: the
  move in the ruleset's own words (`State.action_to_string`), its share of the visits and its value
  (the mean score of the games searched through it: the seat's estimated chance to win).

`move` is the move the bot would play; "Play this move" hands the chosen row to the window as the
human's decision. A test or a designer may give another iteration budget (`iterations`).
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

from engine.bots import mcts
from engine.bots.planroot import PlanRoot, opening
from engine.sim.runner import derive_seed

from .progress import Throttled

SHOWN = 8  # moves listed at most


def advice_options(search_options, iterations: int | None = None) -> dict:
    """MCTSBot's keywords for the advice: the ruleset's `search_options` as `--bots mcts` plays them,
    with `iterations` (when given) replacing their budget as `mcts:N` does."""
    options = dict(search_options or {})
    if iterations is not None:
        options.pop("ms", None)
        options["iterations"] = iterations
    return options


class PlanAdvice:
    """What the plan-level root chose: `move` (its first action here), `scores` (every candidate's
    `PlanScore`, the greedy's first; empty where only one plan was offered or a Stop came before the
    first future), `chosen` (its index), `openings` (each candidate's first action here, None where it
    cannot start), `judged` of `samples` (the futures the plans were scored on: fewer after a Stop),
    `offered` (the candidates: more than one with no scores is a comparison stopped before any future)."""

    def __init__(self, move, scores, chosen: int, openings, judged: int = 0, samples: int = 0,
                 offered: int = 1) -> None:
        self.move, self.scores, self.chosen, self.openings = move, tuple(scores), chosen, tuple(openings)
        self.judged, self.samples, self.offered = judged, samples, offered

    @property
    def stopped(self) -> bool:
        """Whether a Stop ended the comparison before every future was judged."""
        return self.offered > 1 and self.judged < self.samples


class _Search(QThread):
    """One search off the GUI thread; `progressed(done, budget)` and `found(SearchResult)` reach the dialog."""

    progressed = Signal(int, int)
    sampled = Signal(int, int)  # futures judged of futures, while the plan-level root compares plans
    found = Signal(object)
    planned = Signal(object)  # a PlanAdvice: the ruleset's plan-level root decided (no tree search)
    failed = Signal(str)  # the search raised: said in the dialog, never a search that ends in neither signal

    def __init__(self, state, seed: int, options: dict, parent=None) -> None:
        super().__init__(parent)
        self.state = state.clone()  # the thread's own copy: the window keeps playing on the session's
        self.seed = seed
        self.options = options  # MCTSBot's keywords (`advice_options`)
        self.stopped = False

    def run(self) -> None:
        try:
            self._decide()
        except Exception as error:  # noqa: BLE001 (shown in the dialog rather than lost in a thread)
            self.failed.emit(f"{type(error).__name__}: {error}")

    def _decide(self) -> None:
        """`MCTSBot.step`'s order: the plan-level root first where the ruleset has one, else the tree."""
        bot = mcts.MCTSBot(random.Random(self.seed), **self.options)
        root = bot.root
        if root is not None:
            # a plan root's comparison follows the bar and ends at Stop, as the tree search does
            move = root.step(self.state, progress=Throttled(self.sampled.emit), cancelled=lambda: self.stopped) \
                if isinstance(root, PlanRoot) else root.step(self.state)
            if move is not None:
                self.planned.emit(self._plan_advice(root, move))
                return
        progressed = Throttled(self.progressed.emit)  # a few a second: one per iteration floods the GUI's queue
        self.found.emit(bot.search(self.state, progress=progressed, cancelled=lambda: self.stopped,
                                   settle=bot.settle))

    def _plan_advice(self, root, move) -> PlanAdvice:
        if not isinstance(root, PlanRoot):
            return PlanAdvice(move, (), 0, ())
        if not root.last:  # one plan offered, or stopped before the first future: the default's move
            return PlanAdvice(move, (), 0, (), 0, root.samples, root.offered)
        chosen = next(s.index for s in root.last if s.plan == root.plan)
        return PlanAdvice(move, root.last, chosen, [opening(root.rules, self.state, s.plan) for s in root.last],
                          root.judged, root.samples, root.offered)


class BotAdvice(QDialog):
    play_move = Signal(object)  # the action of the row "Play this move" was pressed for

    def __init__(self, session, seat_title: str, iterations: int | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("botAdvice")
        self.setWindowTitle("What would the bot do?")
        state = session.state
        self.state = state
        self.player = state.current_player()
        self.result = None  # the tree search's SearchResult, where it decided
        self.plans: PlanAdvice | None = None  # the plan-level root's choice, where it decided
        self.move = None  # what `--bots mcts` would play here
        options = advice_options(session.ruleset.search_options, iterations)
        budget = options.get("iterations", mcts.DEFAULT_ITERATIONS) if "ms" not in options else None
        self.prompt = QLabel(f"<b>{seat_title}</b>: {state.decision_prompt()}.<br>The search bot decides as "
                             f"<i>--bots mcts</i> does, from what {seat_title} can see.")
        self.prompt.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, budget or 0)  # a millisecond budget: the first report sets the range
        self.progress.setFormat("%v of %m games searched" if budget else "%v of %m ms searched")
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
        self.search = _Search(state, derive_seed(session.seed, "advice", session.cursor), options, self)
        self.search.progressed.connect(self._progressed, Qt.ConnectionType.QueuedConnection)
        self.search.sampled.connect(self._sampled, Qt.ConnectionType.QueuedConnection)
        self.search.found.connect(self._found, Qt.ConnectionType.QueuedConnection)
        self.search.planned.connect(self._planned, Qt.ConnectionType.QueuedConnection)
        self.search.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        self.search.start()

    def stop(self) -> None:
        """End the search early; the moves found so far are shown."""
        self.search.stopped = True
        self.stop_button.setEnabled(False)

    def _progressed(self, done: int, budget: int) -> None:
        self.progress.setMaximum(budget)
        self.progress.setValue(done)

    def _sampled(self, done: int, samples: int) -> None:
        """The plan-level root is comparing plans: the bar counts the futures judged."""
        if self.plans is None:  # a report queued behind the advice itself must not undo its summary
            self.progress.setFormat("%v of %m futures judged (plans compared whole)")
            self._progressed(done, samples)

    def _failed(self, message: str) -> None:
        self.stop_button.setEnabled(False)
        self.progress.setFormat(f"Not searched: {message}")

    def _found(self, result) -> None:
        self.result = result
        self.move = result.best
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

    def _planned(self, advice: PlanAdvice) -> None:
        """The plan-level root decided: its plans, the greedy's first, by first move and mean score."""
        self.plans, self.move = advice, advice.move
        self.stop_button.setEnabled(False)
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self.table.setHorizontalHeaderLabels(["Plan (its first move here)", "Mean score", ""])
        only = "the greedy's, unjudged" if advice.stopped else "the only plan offered"
        rows = [(advice.move, "", only)] if not advice.scores else [
            (start, f"{score.mean:.3f}", ", ".join(note for note, yes in (("the greedy's", score.index == 0),
                                                                          ("chosen", score.index == advice.chosen)) if yes))
            for score, start in zip(advice.scores, advice.openings, strict=True)]
        if not advice.scores and advice.stopped:
            summary = f"stopped before the first of {advice.samples} futures: the greedy's plan (of {advice.offered}), unjudged"
        elif not advice.scores:
            summary = "the only plan offered (the greedy's move): nothing to compare"
        else:
            chosen, greedy = advice.scores[advice.chosen], advice.scores[0]
            futures = len(greedy.scores)
            summary = ("the greedy's own plan, no other beating its mean" if advice.chosen == 0 else
                       f"plan {advice.chosen + 1} of {len(advice.scores)}") + \
                f": mean score {chosen.mean:.3f} against the greedy's {greedy.mean:.3f} ({futures} futures each)"
            if advice.stopped:
                summary = f"stopped after {advice.judged} of {advice.samples} futures: {summary}"
        self.progress.setFormat(f"Plans compared whole: {summary}")
        self.progress.setToolTip(summary)
        self.table.setRowCount(len(rows))
        for row, (start, mean, note) in enumerate(rows):
            text = "(cannot start here)" if start is None else self.state.action_to_string(start, self.player)
            tip = ""
            if advice.scores:  # plans often share a first move: numbered, their length said, every move in the tip
                plan = advice.scores[row].plan
                text = f"Plan {row + 1}: {text}" + (f" (+{len(plan) - 1} more)" if len(plan) > 1 else "")
                tip = "\n".join(self.state.action_to_string(action, self.player) for action in plan)
            for column, cell in enumerate((text, mean, note)):
                item = QTableWidgetItem(cell)
                item.setData(Qt.ItemDataRole.UserRole, start)
                item.setToolTip(tip)
                if column == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.table.resizeColumnToContents(1)
        self.table.resizeColumnToContents(2)
        self.table.selectRow(advice.chosen)
        self.play_button.setEnabled(True)

    def _play(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        action = self.table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole) if rows else None
        if action is not None:
            self.play_move.emit(action)
            self.accept()

    def done(self, code: int) -> None:  # closing waits for the search: Stop first, so it is quick
        self.search.stopped = True
        self.search.wait()
        super().done(code)

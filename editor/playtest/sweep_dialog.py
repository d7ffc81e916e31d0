"""The balance dashboard's "Sweep…": play variants of one number of the adventure and apply the fairest.

`SweepDialog(document, workspace, pointer)`: pick a field (every number of the document, listed by
pointer, or the one the map's "Sweep This Value…" or the caller passed), a range (`2..6`, `2..10:2`,
`a,b,c`, as `isleforge sweep --vary`), games, players, bots, seed and jobs; Start plays the sweep of
`engine.sim.sweep` off the GUI thread on the document's text *now* (unsaved edits included), and
each variant's balance score (with its 95% interval) joins the chart as it finishes. "Apply" writes
the chosen value (the selected row; at first the fairest) to the document as one undoable edit.

The numbers are `isleforge sweep --json`'s for the same file, seed and settings (`finished(dict)`
carries the same report). Cancel raises `KeyboardInterrupt` from the progress callback, the batch
runner's own cancellation: the report covers the variants finished.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QHBoxLayout, QLabel, QLineEdit, QProgressBar, QPushButton,
                               QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from engine.sim.sweep_report import gap_of, score_of

from .dashboard_charts import RateChart
from .dashboard_choices import default_bot, default_games, run_choices
from .dashboard_run import PlaytestSetupError, Settings, Snapshot, snapshot_of, validate_snapshot
from .progress import Throttled


def number_fields(node, pointer: str = "") -> list[str]:
    """Every pointer of the document tree that holds a number (not a bool), in document order."""
    if isinstance(node, dict):
        return [p for key, value in node.items() for p in number_fields(value, f"{pointer}/{key}")]
    if isinstance(node, list):
        return [p for i, value in enumerate(node) for p in number_fields(value, f"{pointer}/{i}")]
    return [pointer] if isinstance(node, (int, float)) and not isinstance(node, bool) else []


def default_range(value) -> str:
    if isinstance(value, int):
        return f"{max(0, value - 2)}..{value + 2}"
    return f"{value}"


class _SweepThread(QThread):
    progressed = Signal(int, int)
    variant_done = Signal(object)  # a variant row of the sweep report
    failed = Signal(str)
    completed = Signal(object)  # the sweep report

    def __init__(self, snapshot: Snapshot, text: str, vary: str, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("isleforge-sweep")
        self.snapshot, self.text, self.vary, self.settings = snapshot, text, vary, settings
        self._cancel = threading.Event()
        self._report = Throttled(self.progressed.emit)

    def cancel(self) -> None:
        self._cancel.set()

    def run(self) -> None:  # the worker thread
        from engine.sim.runner import RunSpec
        from engine.sim.sweep import LocalExecutor, Sweep, run_sweep
        from engine.sim.variants import VariantBuilder, VaryError, parse_vary

        s = self.settings
        try:
            axis = parse_vary(self.vary)
            validation, content = validate_snapshot(self.snapshot)
            builder = VariantBuilder.of(validation, content, self.text)
            builder.current(axis.pointer)
            spec = RunSpec(players=None if s.factions else s.players, factions=s.factions, bots=s.bots, seed=s.seed)
            sweep = Sweep(builder, [axis], spec, s.games)
            report = run_sweep(sweep, LocalExecutor(s.jobs, cancelled=self._cancel.is_set), progress=self._progress, on_variant=self.variant_done.emit)
        except (VaryError, PlaytestSetupError) as error:
            self.failed.emit(str(error))
            return
        except Exception as error:  # noqa: BLE001 (shown to the user rather than lost in a thread)
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        self.completed.emit(report)

    def _progress(self, done: int, total: int) -> None:
        self._report(done, total)  # a few a second (see editor/playtest/progress.py)
        if self._cancel.is_set():
            raise KeyboardInterrupt  # the batch runner's cancellation


class SweepDialog(QDialog):
    """See the module docstring."""

    finished_sweep = Signal(object)  # the sweep report (also after Cancel)
    failed = Signal(str)

    def __init__(self, document, workspace, pointer: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document, self.workspace = document, workspace
        self.report: dict | None = None
        self.rows: list[dict] = []
        self._thread: _SweepThread | None = None
        self.setWindowTitle(f"Sweep: {document.path.name}")
        self.field = QComboBox(editable=True)
        self.field.addItems(number_fields(document.tree))
        self.field.setMinimumWidth(280)
        self.values = QLineEdit()
        self.values.setPlaceholderText("2..6, 2..10:2 or a,b,c")
        self.field.currentTextChanged.connect(self._field_changed)
        # the open file's game decides the defaults, as `isleforge sweep` without options: its own number of
        # games (`Ruleset.default_games`), its strongest own bot, the players its first mode allows
        choices = run_choices(document, workspace)
        self.games = QSpinBox(minimum=1, maximum=1_000_000, value=default_games(choices.ruleset))
        self.players = QSpinBox(minimum=1, maximum=8, value=choices.players)
        self.bots = QComboBox()
        self.bots.addItems(list(choices.bots))
        self.bots.setCurrentText(default_bot(choices.bots))
        self.seed = QSpinBox(minimum=0, maximum=2**31 - 1, value=0)
        from engine.sim.batch import default_jobs

        self.jobs = QSpinBox(minimum=1, maximum=max(1, default_jobs()), value=max(1, default_jobs()))
        self.start_button = QPushButton("Start")
        self.cancel_button = QPushButton("Cancel", enabled=False)
        self.apply_button = QPushButton("Apply", enabled=False)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.apply_button.clicked.connect(self.apply)
        self.progress = QProgressBar()
        self.progress.setFormat("%v / %m games")
        self.status = QLabel("Pick a field and a range, then Start.")
        self.status.setWordWrap(True)
        self.chart = RateChart("Balance score by value (95% CI; 1 = every seat wins as often)")
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(["Value", "Balance", "Gap", "First player", "Seat win rates"])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)

        pick = QHBoxLayout()
        for label, widget in (("Field", self.field), ("Values", self.values)):
            pick.addWidget(QLabel(label))
            pick.addWidget(widget, 1 if widget is self.field else 0)
        settings = QHBoxLayout()
        for label, widget in (("Games per value", self.games), ("Players", self.players), ("Bots", self.bots),
                              ("Seed", self.seed), ("Jobs", self.jobs)):
            settings.addWidget(QLabel(label))
            settings.addWidget(widget)
        settings.addStretch(1)
        for button in (self.start_button, self.cancel_button, self.apply_button):
            settings.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(pick)
        layout.addLayout(settings)
        layout.addWidget(self.progress)
        layout.addWidget(self.chart)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        self.set_field(pointer or "/years")
        self.resize(820, 560)

    # -- settings ------------------------------------------------------------------------
    def set_field(self, pointer: str) -> None:
        self.field.setCurrentText(pointer)
        self._field_changed(pointer)

    def _field_changed(self, pointer: str) -> None:
        value = self.document.value(pointer)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            self.values.setText(default_range(value))

    def settings(self) -> Settings:
        return Settings(games=self.games.value(), players=self.players.value(), bots=self.bots.currentText(),
                        seed=self.seed.value(), jobs=self.jobs.value())

    def set_settings(self, settings: Settings) -> None:
        self.games.setValue(settings.games)
        self.players.setValue(settings.players)
        self.bots.setCurrentText(settings.bots)
        self.seed.setValue(settings.seed)
        self.jobs.setMaximum(max(self.jobs.maximum(), settings.jobs))
        self.jobs.setValue(settings.jobs)

    @property
    def pointer(self) -> str:
        text = self.field.currentText().strip()
        return text if text.startswith("/") else "/" + text

    @property
    def is_running(self) -> bool:
        return self._thread is not None

    # -- the run -------------------------------------------------------------------------
    def start(self) -> None:
        if self._thread is not None:
            return
        self.rows, self.report = [], None
        self.table.setRowCount(0)
        self.chart.set_rows([])
        self.apply_button.setEnabled(False)
        settings = self.settings()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status.setText("Building the variants…")
        vary = f"{self.pointer}={self.values.text()}"
        thread = _SweepThread(snapshot_of(self.document, self.workspace), self.document.text(), vary, settings, self)
        thread.progressed.connect(self._progressed)
        thread.variant_done.connect(self._variant_done)
        thread.failed.connect(self._failed)
        thread.completed.connect(self._completed)
        thread.finished.connect(lambda t=thread: self._thread_finished(t))
        self._thread = thread
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        thread.start()

    def cancel(self) -> None:
        if self._thread is not None:
            self._thread.cancel()

    def shutdown(self) -> None:
        """Cancel and wait for every sweep thread still alive, the current one and one still ending."""
        for thread in self.findChildren(_SweepThread):
            thread.cancel()
            thread.wait()
            self._thread_finished(thread)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt)
        self.shutdown()
        super().closeEvent(event)

    def _thread_finished(self, thread) -> None:
        if self._thread is thread:
            self._thread = None
            self.start_button.setEnabled(True)
            self.cancel_button.setEnabled(False)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _variant_done(self, row: dict) -> None:
        self.rows.append(row)
        self._show_rows(self.rows)

    def _failed(self, message: str) -> None:
        self.status.setText(f"Not played: {message}")
        self.failed.emit(message)

    def _completed(self, report: dict) -> None:
        self.report = report
        by_key = {r["key"]: r for r in report["variants"]}
        ranked = [by_key[r["key"]] for r in report["ranking"]]
        self._show_rows([r for r in report["variants"] if r["valid"] and r.get("games_finished")] or ranked)
        best = report["ranking"][0]["key"] if report["ranking"] else None
        for i in range(self.table.rowCount()):
            if self.table.item(i, 0).data(0x0100) == best:
                self.table.selectRow(i)
        skipped = [r["key"] for r in report["variants"] if not r["valid"]]
        text = report["statement"]
        if report["suggestion"]:
            text += f"\nSuggested change: {report['suggestion']['text']}"
        if skipped:
            text += f"\nSkipped (invalid): {', '.join(skipped)}"
        if report["run"]["interrupted"]:
            text = "Cancelled: the variants finished.\n" + text
        self.status.setText(text)
        self.apply_button.setEnabled(bool(report["ranking"]))
        self.finished_sweep.emit(report)

    def _show_rows(self, rows: list[dict]) -> None:
        played = [r for r in rows if r["valid"] and r.get("games_finished")]
        self.chart.set_rows([(str(r["assignment"][0]["value"]), score_of(r),
                              max(0.0, score_of(r) - 1.96 * r["gap_se"]),
                              min(1.0, score_of(r) + 1.96 * r["gap_se"]), r["games_finished"])
                             for r in played])
        self.table.setRowCount(len(played))
        for i, r in enumerate(played):
            if "team" in r:  # team play (a ruleset's team mode first): the team's win rate, no seats
                overall = r["team"]["overall"]
                rates, advantage = f"team {100 * overall['rate']:.1f}% ({r['team']['verdict']})", "-"
            else:
                rates = " / ".join(f"{100 * s['rate']:.1f}%" for s in r["win_rates"]["by_seat"])
                advantage = f"{r['first_player_advantage']:+.3f}"
            cells = [str(r["assignment"][0]["value"]), f"{score_of(r):.3f}", f"{gap_of(r):.3f}", advantage, rates]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(0x0100, r["key"])  # Qt.UserRole
                self.table.setItem(i, c, item)

    # -- apply ---------------------------------------------------------------------------
    def chosen(self) -> dict | None:
        """The variant row selected in the table (after a run: the fairest, until another is picked)."""
        items = self.table.selectedItems()
        if not items or self.report is None:
            return None
        key = items[0].data(0x0100)
        return next((r for r in self.report["variants"] if r["key"] == key), None)

    def apply(self) -> None:
        """Write the chosen variant's value to the document: one undoable edit."""
        row = self.chosen()
        if row is None:
            return
        setting = row["assignment"][0]
        name = setting["pointer"].rsplit("/", 1)[-1]
        self.document.set_value(setting["pointer"], setting["value"], text=f"Set {name} to {setting['value']} (sweep)")
        self.status.setText(f"Applied: {setting['pointer'].lstrip('/')} = {setting['value']} (Undo reverts it).")


def show_sweep(document, workspace, pointer: str | None = None, parent: QWidget | None = None) -> SweepDialog:
    """Open the sweep dialog on a document (non-modal), preset to a field."""
    dialog = SweepDialog(document, workspace, pointer, parent)
    dialog.show()
    return dialog

"""Ctrl+F5 on a campaign: the balance dashboard on the campaign report, drawn on the flow as runs come in.

The campaign in the current tab is read as it is in the editor (unsaved edits of it and of other
files included, as `dashboard_run.snapshot_of` takes them), validated and resolved with its
adventures in a worker thread, then played with `engine.sim.campaign_batch.run_campaigns` (one run
of the campaign is the unit of work). Every few runs the report on the runs so far is rebuilt: the
flow view (`editor.forms.campaign_flow.FlowView`) shows the share of runs on every branch and the
summary shows the figures, coverage and anomalies with run and chapter numbers to replay.
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QPlainTextEdit, QProgressBar, QPushButton,
                               QScrollArea, QSpinBox, QSplitter, QVBoxLayout, QWidget)

from editor.forms.campaign_flow import FlowView
from editor.forms.context import FormContext
from engine.sim.batch import default_jobs
from engine.sim.runner import ladder_kinds

from .dashboard_choices import default_bot, default_games
from .dashboard_run import (LIVE_MIN_INTERVAL, LIVE_UPDATES, PlaytestSetupError, Snapshot, ruleset_of_document,
                            snapshot_of, validate_snapshot)
from .progress import Handover, Throttled


def resolve_campaign_snapshot(snapshot: Snapshot):
    """The playable campaign of the snapshot's texts (`PlaytestSetupError` with the diagnostics if not)."""
    from engine.content.resolve import ContentError
    from engine.sim.campaign import playable_from

    validation, content = validate_snapshot(snapshot, "campaign")
    try:
        return playable_from(validation, content.id)
    except ContentError as error:
        raise PlaytestSetupError(str(error), error.diagnostics) from None


class CampaignRunThread(QThread):
    progressed = Signal(int, int)
    partial = Signal(object)  # the report on the runs so far
    failed = Signal(str)
    completed = Signal(object)  # the final report

    def __init__(self, snapshot: Snapshot, spec, runs: int, jobs: int, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("isleforge-campaign-balance")
        self.snapshot, self.spec, self.runs, self.jobs = snapshot, spec, runs, jobs
        self._cancel = threading.Event()
        self._report = Throttled(self.progressed.emit)
        self.handover = Handover(self.partial.emit, self._cancel.is_set)  # the GUI calls handover.shown()
        self._received: list = []
        self._last_live = (0, 0.0)

    def cancel(self) -> None:
        self._cancel.set()

    def run(self) -> None:  # the worker thread
        from engine.core.errors import EngineError
        from engine.sim.campaign import Course
        from engine.sim.campaign_batch import run_campaigns
        from engine.sim.campaign_report import build_campaign_report
        from engine.sim.runner import BotUnavailable

        try:
            self.playable = resolve_campaign_snapshot(self.snapshot)
            spec = self.spec
            Course(self.playable, 0, players=spec.players, factions=spec.factions, mode=spec.mode).game()
            batch = run_campaigns(self.playable, spec, self.runs, jobs=self.jobs, progress=self._progress,
                                  on_results=self._keep, cancelled=self._cancel.is_set)  # Cancel ends the workers at once
        except PlaytestSetupError as error:
            self.failed.emit("\n".join([str(error)] + [f"{d.file}:{d.line}: {d.message}" for d in error.diagnostics[:8]]))
            return
        except (BotUnavailable, EngineError) as error:
            self.failed.emit(str(error))
            return
        except Exception as error:  # noqa: BLE001 (shown to the user rather than lost in a thread)
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        try:
            report = build_campaign_report(self.playable, batch)
        except Exception as error:  # noqa: BLE001 (said, never a run that ends in neither signal)
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        self.completed.emit(report)

    def _keep(self, results: list) -> None:
        self._received = list(results)

    def _progress(self, done: int, total: int) -> None:
        self._report(done, total)  # a few a second (see editor/playtest/progress.py)
        if self._cancel.is_set():
            raise KeyboardInterrupt  # run_campaigns' cancellation
        last_done, last_time = self._last_live
        now = time.perf_counter()
        if done < total and done - last_done >= max(1, total // LIVE_UPDATES) and now - last_time >= LIVE_MIN_INTERVAL:
            self._last_live = (done, now)
            from engine.sim.campaign_batch import CampaignBatch
            from engine.sim.campaign_report import build_campaign_report

            received = sorted(self._received, key=lambda r: r.index)
            self.handover(build_campaign_report(self.playable, CampaignBatch(self.spec, total, received)))


class CampaignDashboard(QWidget):
    """Runs of the campaign in the current tab; the report on the flow view and in words."""

    completed = Signal(object)  # the final report, once shown

    def __init__(self, document, workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document, self.workspace = document, workspace
        self.report: dict | None = None
        self._thread: CampaignRunThread | None = None
        self.setWindowTitle(f"Campaign balance: {document.path.name}")
        ruleset = ruleset_of_document(document)
        self.runs = QSpinBox(minimum=1, maximum=1_000_000, value=default_games(ruleset))  # as the adventure dashboard
        self.players = QSpinBox(minimum=1, maximum=8, value=3)
        self.bots = QComboBox()  # the campaign's ruleset's bots and the search bot, its last own bot chosen
        bots = ladder_kinds(ruleset)
        self.bots.addItems(bots)
        self.bots.setCurrentText(default_bot(bots))
        self.seed = QSpinBox(minimum=0, maximum=2**31 - 1, value=0)
        self.jobs = QSpinBox(minimum=1, maximum=max(1, default_jobs()), value=max(1, default_jobs()))
        self.start_button = QPushButton("Start")
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        row = QHBoxLayout()
        for label, widget in (("Runs", self.runs), ("Players", self.players), ("Bots", self.bots),
                              ("Seed", self.seed), ("Jobs", self.jobs)):
            row.addWidget(QLabel(label))
            row.addWidget(widget)
        row.addStretch(1)
        row.addWidget(self.start_button)
        row.addWidget(self.cancel_button)
        self.progress = QProgressBar()
        self.status = QLabel("Not run yet: Start plays bot runs of the campaign as it is in the editor.")
        self.ctx = FormContext(document, workspace, self)
        self.flow = FlowView(self.ctx)
        scroll = QScrollArea()
        scroll.setWidget(self.flow)
        scroll.setWidgetResizable(True)
        self.summary = QPlainTextEdit(readOnly=True)
        split = QSplitter()
        split.addWidget(scroll)
        split.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(split, 1)

    def is_running(self) -> bool:
        return self._thread is not None and self._thread.isRunning()

    def spec(self):
        from engine.sim.campaign import CampaignSpec

        return CampaignSpec(players=self.players.value(), bots=self.bots.currentText(), seed=self.seed.value())

    def start(self) -> None:
        if self.is_running():
            return
        thread = CampaignRunThread(snapshot_of(self.document, self.workspace), self.spec(), self.runs.value(),
                                   self.jobs.value(), self)
        thread.progressed.connect(self._on_progress)
        thread.partial.connect(self._on_partial)
        thread.completed.connect(self._on_completed)
        thread.failed.connect(self._on_failed)
        thread.finished.connect(lambda: self._set_running(False))
        self._thread = thread
        self._set_running(True)
        self.status.setText("Playing…")
        thread.start()

    def cancel(self) -> None:
        if self._thread is not None:
            self._thread.cancel()

    def _set_running(self, running: bool) -> None:
        self.start_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)

    def _on_partial(self, report: dict) -> None:
        thread = self._thread
        try:
            self.show_report(report)
        finally:
            if thread is not None:
                thread.handover.shown()  # the runs go on

    def _on_failed(self, message: str) -> None:
        self.status.setText(f"The campaign cannot be played: {message}")

    def _on_completed(self, report: dict) -> None:
        self.show_report(report)
        run = report["run"]
        self.status.setText(f"{run['runs_played']} runs{' (cancelled)' if run['interrupted'] else ''}.")
        self.completed.emit(report)

    def show_report(self, report: dict) -> None:
        from engine.sim.campaign_report import summary_text

        self.report = report
        self.flow.set_shares(report["flow"])
        self.summary.setPlainText(summary_text(report))

    def shutdown(self) -> None:
        if self._thread is not None:
            self._thread.cancel()
            self._thread.wait()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt)
        self.shutdown()
        super().closeEvent(event)

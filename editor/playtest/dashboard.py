"""The balance dashboard (Ctrl+F5): `isleforge playtest` inside the editor, filled in live.

`BalanceDashboard(document, workspace)` plays the adventure of `document` as its text is *now*
(unsaved edits included; other modified documents of the workspace too) with bots, and shows the
balance report of `engine/sim/report.py` while the games come in:

- On Start the texts are snapshotted on the GUI thread; a `QThread` then validates and resolves
  them (an adventure with errors is not played: its diagnostics are shown instead) and drives
  `engine.sim.batch.run_batch` (worker processes with the spawn context when jobs > 1). The batch
  runner's progress callback posts progress to the GUI through queued signals, and every few games
  it rebuilds the report on the games received so far (`partial`). The GUI thread only paints.
- Cancel uses the batch runner's own cancellation: the progress callback raises
  `KeyboardInterrupt`, the runner cancels the pending chunks and shuts its pool down (no worker
  process is left) and returns the games finished; their report (`run.interrupted: true`) is the
  final one.
- `finished(dict)` carries the final report, the same dict `isleforge playtest --json` writes for
  the same adventure, seed and settings (`build_report` on the same `BatchResult`).

Live results: `run_batch` hands the games received so far to `on_results` before each progress
call; the report on them is rebuilt at most every `LIVE_MIN_INTERVAL` seconds.

Around the report:
- Factions: drawn per game from the game's seed (Players), or chosen per seat (`RunSpec.factions`,
  like `isleforge playtest --factions a,b,c`); a faction the adventure does not have stops the run
  with the engine's message.
- Every report shown is published to `editor.board.heat.heat_store()` (its `map` section), so
  the map designer of the same file can overlay the heat map.
- Games tab (`dashboard_games.py`): notable games and every game; activating one emits
  `replay_requested(adventure, spec, k)`: the resolved adventure played, the run's `RunSpec` and
  the game number (`PlaytestSession.from_run(adventure, spec, k)` replays it).
- Compare with last run (`dashboard_compare.py`): every final report is remembered for the
  session by file; the newest earlier run with the same games, players or factions, bots and seed
  is compared metric by metric with the new one.
"""

from __future__ import annotations

import time
from html import escape

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.board.heat import heat_store, run_label
from engine.sim.wording import rate_text, seat_number
from engine.sim.report_team import reach
from engine.sim.report_team import words as team_words

from .dashboard_charts import CompareTable, RateChart
from .dashboard_compare import HISTORY, CompareRow, compare_reports
from .dashboard_games import GamesPanel
from .dashboard_choices import default_bot, default_games, run_choices
from .dashboard_run import RunData, Settings, Snapshot, _RunThread, failure_text, snapshot_of
from .dashboard_team import TeamPanel, fill_rows, group_box, results_table


def _fit(table: QTableWidget, max_rows: int = 12) -> None:
    """A small table as tall as its rows (up to max_rows, then it scrolls)."""
    rows = min(table.rowCount(), max_rows)
    height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(r) for r in range(rows)) if rows else table.verticalHeader().defaultSectionSize()
    table.setFixedHeight(height)


def _fill(table: QTableWidget, rows: list[list], fit: bool = True) -> None:
    fill_rows(table, rows)
    if fit:
        _fit(table)


def _seat(seat) -> str:
    """A seat's number as people read it everywhere, from 1 (the JSON report's index counts from 0)."""
    return str(seat_number(seat)) if isinstance(seat, int) else str(seat)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


class BalanceDashboard(QWidget):
    """Bot games of one adventure document and their balance report, live. See the module docstring."""

    finished = Signal(object)  # the final report dict (also after Cancel: the games finished)
    failed = Signal(str)  # the run could not start (the adventure has errors, bots missing, ...)
    report_changed = Signal(object)  # every report shown, live or final
    replay_requested = Signal(object, object, int)  # resolved adventure, RunSpec, game number k

    def __init__(self, document, workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document, self.workspace = document, workspace
        self.report: dict | None = None
        self.results: list = []  # the GameResults of the report shown, in game order
        self.adventure = None  # the resolved adventure they were played on
        self.spec = None  # and their RunSpec
        self.baseline: dict | None = None  # the earlier report "Compare with last run" compares with
        self.comparison: list[CompareRow] = []
        self._thread: _RunThread | None = None
        self.setWindowTitle(f"Balance: {document.path.name}")

        # settings row
        choices = self.choices = run_choices(document, workspace)  # from the adventure's ruleset
        self.games = QSpinBox(minimum=1, maximum=1_000_000, value=default_games(choices.ruleset))
        self.ruleset, noun = choices.ruleset, choices.seat_noun
        self.mode = QComboBox()  # the adventure's modes, its first (the default of `isleforge playtest`) first
        for mode, title in choices.modes:
            self.mode.addItem(title, mode)
        self.mode.setToolTip("The mode the bots play; cooperative and solo runs report on the team and the terrors. "
                             "Solo: Players is the number of factions the one player controls."
                             if self.ruleset.one_player_modes else "The mode the bots play.")
        self.players = QSpinBox(minimum=1, maximum=8, value=choices.players)
        self.mode.currentIndexChanged.connect(lambda _i: self._mode_changed())
        self.bots = QComboBox()
        self.bots.addItems(list(choices.bots))
        self.bots.setCurrentText(default_bot(choices.bots))
        self.seed = QSpinBox(minimum=0, maximum=2**31 - 1, value=0)
        from engine.sim.batch import default_jobs

        self.jobs = QSpinBox(minimum=1, maximum=max(1, default_jobs()), value=max(1, default_jobs()))
        self.faction_mode = QComboBox()
        self.faction_mode.addItems(["Drawn per game", "Chosen per seat:"])
        self.faction_mode.setToolTip(f"Drawn per game: Players {noun}s drawn from each game's seed, as the engine "
                                     f"does. Chosen per seat: the {noun}s named, in seat order (--factions a,b,c).")
        self.factions = QLineEdit()
        self.factions.setPlaceholderText(f"{noun}, {noun}, ...")
        self.factions.setToolTip(f"The {noun}s of seats 1, 2, ... separated by commas")
        self.factions.setMinimumWidth(220)
        self._faction_names = QStringListModel(list(choices.seats), self)
        self.factions.setCompleter(_ListCompleter(self._faction_names, self.factions))
        self.faction_mode.currentIndexChanged.connect(lambda _i: self._faction_mode_changed())
        self.start_button = QPushButton("Start")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        settings = QHBoxLayout()
        for label, widget in (("Games", self.games), ("Mode", self.mode), ("Players", self.players),
                              ("Factions", self.faction_mode),
                              ("", self.factions), ("Bots", self.bots), ("Seed", self.seed), ("Jobs", self.jobs)):
            if label:
                settings.addWidget(QLabel(label))
            settings.addWidget(widget)
        settings.addStretch(1)
        settings.addWidget(self.start_button)
        settings.addWidget(self.cancel_button)
        self.compare_button = QPushButton("Compare with last run")
        self.compare_button.setCheckable(True)
        self.compare_button.toggled.connect(self._compare_toggled)
        settings.addWidget(self.compare_button)
        self.sweep_button = QPushButton("Sweep…")
        self.sweep_button.setToolTip("Play variants of one number of the adventure and apply the fairest")
        self.sweep_button.clicked.connect(lambda: self.open_sweep())
        settings.addWidget(self.sweep_button)
        self.sweep_dialog = None
        if not self.ruleset.named_seats:  # a game that deals its own seats: they cannot be chosen (as the CLI)
            self.faction_mode.setEnabled(False)
            self.faction_mode.setToolTip(f"The {noun}s are drawn from each game's seed; they cannot be chosen.")
        self._faction_mode_changed()

        self.progress = QProgressBar()
        self.progress.setFormat("%v / %m games")
        self.progress.setRange(0, self.games.value())
        self.progress.setValue(0)
        self.games.valueChanged.connect(self._games_changed)
        self._received = 0  # games the report shown covers (a live report lags the games played)
        self.status = QLabel("Not run yet.")
        self.status.setWordWrap(True)
        self.errors = QPlainTextEdit(readOnly=True)
        self.errors.setVisible(False)
        self.errors.setMaximumHeight(160)

        # results
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.seat_chart = RateChart("Win rate by seat (95% CI)")
        self.faction_chart = RateChart(f"Win rate by {self.ruleset.seat_noun.lower()} (95% CI)")
        score = choices.score_name  # what the engine's scores count: "Victory points", "Units in the capture areas"
        self.vp_table = results_table(["Seat", "mean", "median", "sd", "min", "max"])
        self.length_table = results_table(["", "mean", "median", "min", "max"])
        self.endings_table = results_table(["Ending", "timing", "games", "share"])
        self.tasks_table = results_table(["Progress task", "reached", "mean position", "reached end"])
        self.victory_table = results_table(["Victory condition", "result", "timing", "decided"])
        self.coverage_text = QPlainTextEdit(readOnly=True)
        self.anomalies_table = results_table(["Kind", "game", "seed", "detail"])
        self.games_panel = GamesPanel(rounds=self.ruleset.length_word("seasons"), score=self.ruleset.score_word)
        self.games_panel.replay_requested.connect(self._replay)
        self.compare_panel = CompareTable()
        self.team_panel = TeamPanel(period=team_words({"ruleset": self.ruleset.id})[0])  # cooperative and solo reports

        overview = QWidget()
        grid = QGridLayout(overview)
        grid.addWidget(self.seat_chart, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.faction_chart, 0, 1, Qt.AlignmentFlag.AlignTop)
        self.vp_box = group_box(score, self.vp_table)
        grid.addWidget(self.vp_box, 1, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(group_box("Game length", self.length_table), 1, 1, Qt.AlignmentFlag.AlignTop)
        grid.setRowStretch(2, 1)
        goals = QWidget()
        goals_layout = QGridLayout(goals)
        goals_layout.addWidget(group_box("Progress tasks", self.tasks_table), 0, 0, Qt.AlignmentFlag.AlignTop)
        goals_layout.addWidget(group_box("Victory conditions", self.victory_table), 0, 1, Qt.AlignmentFlag.AlignTop)
        goals_layout.addWidget(group_box("Endings", self.endings_table), 1, 0, 1, 2)
        goals_layout.setRowStretch(2, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(overview, "Win rates && points")
        self.tabs.addTab(goals, "Tasks && victory")
        self.tabs.addTab(self.coverage_text, "Coverage")
        self.tabs.addTab(self.anomalies_table, "Anomalies")
        self.games_tab = self.tabs.addTab(self.games_panel, "Games")
        self.compare_tab = self.tabs.addTab(self.compare_panel, "Compare")
        self.tabs.setTabVisible(self.compare_tab, False)
        # the terrors are the one-player-mode games' (Isles of Terror's); a team of castaways has none
        self.team_tab = self.tabs.addTab(self.team_panel, "Team && terrors" if self.ruleset.one_player_modes else "Team")
        self.tabs.setTabVisible(self.team_tab, False)

        layout = QVBoxLayout(self)
        layout.addLayout(settings)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.errors)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        self.show_report(None)
        self._update_compare()

    # -- running -----------------------------------------------------------------------
    @property
    def is_running(self) -> bool:
        return self._thread is not None

    def settings(self) -> Settings:
        factions = None
        if self.faction_mode.currentIndex() == 1:
            factions = tuple(f.strip() for f in self.factions.text().split(",") if f.strip())
        players = len(factions) if factions else self.players.value()
        return Settings(games=self.games.value(), players=players, bots=self.bots.currentText(),
                        seed=self.seed.value(), jobs=self.jobs.value(), factions=factions,
                        mode=self.mode.currentData() if self.mode.currentIndex() > 0 else None)

    def set_settings(self, settings: Settings) -> None:
        self.games.setValue(settings.games)
        self.mode.setCurrentIndex(max(0, self.mode.findData(settings.mode)))
        self.faction_mode.setCurrentIndex(1 if settings.factions is not None else 0)
        self.factions.setText(", ".join(settings.factions or ()))
        self.players.setValue(len(settings.factions) if settings.factions else settings.players)
        self.bots.setCurrentText(settings.bots)
        self.seed.setValue(settings.seed)
        self.jobs.setMaximum(max(self.jobs.maximum(), settings.jobs))
        self.jobs.setValue(settings.jobs)

    def snapshot(self) -> Snapshot:
        return snapshot_of(self.document, self.workspace)

    def _mode_changed(self) -> None:
        """A one-player mode (solo) is one player: drawn per game, one faction; chosen per seat, every
        faction named."""
        solo = self.choices.one_player(self.mode.currentData())
        if not solo and self.players.maximum() == 1:  # leaving solo: back to the usual count
            self.players.setMaximum(8)
            self.players.setValue(3)
        self.players.setMaximum(1 if solo else 8)
        self.players.setToolTip("Solo: one player. To give them several factions, choose the factions per seat."
                                if solo else "")

    def _faction_mode_changed(self) -> None:
        chosen = self.faction_mode.currentIndex() == 1
        self.factions.setEnabled(chosen)
        self.players.setEnabled(not chosen)
        if chosen and not self.factions.text().strip():
            self.factions.setFocus()

    def start(self) -> None:
        if self.is_running:
            return
        settings = self.settings()
        self.errors.clear()
        self.errors.setVisible(False)
        if settings.factions is not None and not settings.factions:
            names = ", ".join(self._faction_names.stringList()) or "the adventure's factions"
            self._on_failed(f"Name the factions of the seats in order, separated by commas (one of: {names}), "
                            "or choose 'Drawn per game'.", [])
            return
        self.show_report(None)
        self._received = 0
        self._update_compare()
        self.progress.setRange(0, settings.games)
        self.progress.setValue(0)
        self.status.setText(f"Checking {self.document.path.name} ...")
        thread = _RunThread(self.snapshot(), settings, self)
        thread.progressed.connect(self._on_progress)
        thread.partial.connect(self._on_partial)
        thread.failed.connect(self._on_failed)
        thread.completed.connect(self._on_completed)
        thread.finished.connect(lambda t=thread: self._on_thread_finished(t))
        thread.finished.connect(thread.deleteLater)
        self._thread = thread
        self._started = time.perf_counter()
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        thread.start()

    def cancel(self) -> None:
        """Stop the run: the games finished so far make the final report (`finished` follows)."""
        if self._thread is not None:
            self._thread.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText("Cancelling: waiting for the games already being played ...")

    def open_sweep(self, pointer: str | None = None):
        """The sweep dialog (`sweep_dialog.py`) on this document, with this dashboard's settings."""
        from .sweep_dialog import show_sweep

        if self.sweep_dialog is not None:
            self.sweep_dialog.shutdown()
        self.sweep_dialog = show_sweep(self.document, self.workspace, pointer, self)
        self.sweep_dialog.set_settings(self.settings())
        return self.sweep_dialog

    def shutdown(self) -> None:
        """Cancel and wait for the run (before the dashboard or the application goes away).

        Every run thread still alive is waited for, not only the current run: a run that has
        delivered its report is no longer current but its thread is still ending, and a dashboard
        closed then (deleted on close, with its threads) took the editor down ("QThread: Destroyed
        while thread is still running").
        """
        if self.sweep_dialog is not None:
            self.sweep_dialog.shutdown()
        for thread in self.findChildren(_RunThread):
            thread.cancel()
            thread.wait()
            self._on_thread_finished(thread)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt)
        self.shutdown()
        super().closeEvent(event)

    def _games_changed(self, games: int) -> None:
        if not self.is_running:  # the bar of an idle dashboard shows the run Start would play
            self.progress.setRange(0, games)
            self.progress.setValue(0)

    def _on_progress(self, done: int, total: int) -> None:
        """The bar and the status line: one count, the games played; the report's own count said apart."""
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        elapsed = time.perf_counter() - self._started
        if self._thread is not None and not self._thread._cancel.is_set():
            covered = f"; the report below covers {self._received} of them" if 0 < self._received < done else ""
            self.status.setText(f"Playing: {done} of {total} games ({rate_text(done, elapsed)}){covered}.")

    def _on_partial(self, data: RunData) -> None:
        thread = self._thread
        if thread is not None:  # a late live report after the final one is ignored
            try:
                self._show_run(data, live=True)
            finally:
                thread.handover.shown()  # the run goes on

    def _on_failed(self, message: str, diagnostics) -> None:
        lines = [message] + [d.to_text() for d in diagnostics or ()]
        self.errors.setPlainText("\n".join(lines))
        self.errors.setVisible(True)
        self.status.setText(failure_text(message, list(diagnostics or ())))
        self.failed.emit(message)

    def _on_completed(self, data: RunData) -> None:
        self._thread = None  # before `finished` goes out, so `is_running` is already False
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        report = data.report
        HISTORY.record(self.document.path, report)
        self._show_run(data, live=False)
        self._update_compare()
        run = report["run"]
        elapsed = time.perf_counter() - self._started
        if run["interrupted"]:
            self.status.setText(f"Cancelled: {run['games_played']} of {run['games_requested']} games "
                                f"reported ({elapsed:.1f} s).")
        else:
            self.status.setText(f"Done: {run['games_played']} games in {elapsed:.1f} s.")
        self.progress.setValue(run["games_played"])
        self.finished.emit(report)

    def _on_thread_finished(self, thread: _RunThread) -> None:
        if self._thread is thread:  # failed, or shut down: no `completed` came
            self._thread = None
        if self._thread is None:
            self.start_button.setEnabled(True)
            self.cancel_button.setEnabled(False)

    # -- showing a report --------------------------------------------------------------------
    def _show_run(self, data: RunData, live: bool) -> None:
        self.results, self.adventure, self.spec = data.results, data.adventure, data.spec
        self._received = len(data.results) if live else 0
        self.games_panel.set_results(data.results)
        if "map" in data.report:  # the heat map of rulesets whose report has Isles of Terror's map section
            heat_store().set(self.document.path, data.report["map"], run_label(data.report, live=live))
        self.show_report(data.report)

    def _replay(self, k: int) -> None:
        if self.adventure is not None and self.spec is not None:
            self.replay_requested.emit(self.adventure, self.spec, k)

    def show_report(self, report: dict | None) -> None:
        self.report = report
        self.team_panel.show_report(report)
        team = bool(report and "cooperative" in report)
        if team != self.tabs.isTabVisible(self.team_tab):
            self.tabs.setTabVisible(self.team_tab, team)
            if team:  # a team's run: its view first
                self.tabs.setCurrentIndex(self.team_tab)
        if report is None:
            self.results = []
            self.games_panel.set_results([])
            self.summary.setText("")
            self.seat_chart.set_rows([])
            self.faction_chart.set_rows([])
            for table in (self.vp_table, self.length_table, self.endings_table, self.tasks_table,
                          self.victory_table, self.anomalies_table):
                _fill(table, [], fit=table is not self.anomalies_table)
            self.coverage_text.clear()
            return
        competitive = "balance" in report  # a team report has no seats to compare (engine/sim/report.py)
        for widget in (self.seat_chart, self.faction_chart, self.vp_box):
            widget.setVisible(competitive)
        self.tabs.setTabText(0, "Win rates && points" if competitive else "Game length")
        if competitive:
            self._show_competitive(report)
        else:
            run, overall = report["run"], report["cooperative"]["team"]["overall"]
            self.summary.setText(
                f"<b>{report['adventure']['title']}</b>: {run['games_played']} games ({run['games_finished']} finished), "
                f"{report['mode']}, {run['players']} players, {run['bots']} bots, seed {run['seed']}. &nbsp; "
                f"{reach(overall)}.")
        length = report["length"]
        _fill(self.length_table, [[self.ruleset.length_word(key), f"{length[key]['mean']:.1f}", f"{length[key]['median']:g}", length[key]["min"],
                                   length[key]["max"]] for key in ("seasons", "turns", "decisions") if key in length])
        _fill(self.endings_table, [[e["condition"] + (f" ({e['title']})" if e["title"] else ""), e["timing"] or "-",
                                    e["games"], _pct(e["share"])] for e in report["endings"]])
        _fill(self.tasks_table, [[t["title"] or t["id"], _pct(t["reached_share"]) + ("  NEVER" if t["never_reached"] else ""),
                                  f"{t['mean_final_position']:.2f} / {t['length']}", _pct(t["end_share"])]
                                 for t in report.get("progress_tasks", [])])
        _fill(self.victory_table, [[v["title"] or v["id"], v["result"], v["timing"],
                                    _pct(v["decided_share"]) + ("  NEVER" if v["never"] else "")]
                                   for v in report.get("victory_conditions", [])])
        self.coverage_text.setPlainText(coverage_text(report["coverage"]) if "coverage" in report else
                                        "\n".join(self._ruleset_lines(report)))
        _fill(self.anomalies_table, [[a["kind"], a["game"], a["seed"], a["detail"]] for a in report["anomalies"]["games"]], fit=False)
        count = sum(report["anomalies"]["counts"].values())
        self.tabs.setTabText(3, f"Anomalies ({count})")
        self.report_changed.emit(report)


    def _show_competitive(self, report: dict) -> None:
        """Balance (with what makes a run degenerate), win rates by seat and faction, the seats' scores."""
        run, balance = report["run"], report["balance"]
        wr = report["win_rates"]
        margin = report["victory_points"]["margin"]
        problems = "".join(f"<br><span style='color:#b00'>{escape(p['detail'])}</span>" for p in balance.get("problems", ()))
        self.summary.setText(
            f"<b>{report['adventure']['title']}</b>: {run['games_played']} games"
            f"{' of ' + str(run['games_requested']) if run['games_played'] != run['games_requested'] else ''}"
            f" ({run['games_finished']} finished), {run['players']} players, {run['bots']} bots, seed {run['seed']}."
            f" &nbsp; Balance <b>{balance['score']:.2f}</b> ({balance['verdict']}; best seat {_seat(balance['best_seat'])},"
            f" worst seat {_seat(balance['worst_seat'])}), first-player advantage {report['first_player_advantage']:+.3f};"
            f" no winner {wr['no_winner_games']}, shared wins {wr['shared_wins']}, margin of victory mean"
            f" {margin['mean']:.2f}." + problems)
        fair = 1 / run["players"] if run["players"] else None
        self.seat_chart.set_rows([(f"seat {_seat(r['seat'])}", r["rate"], r["ci_low"], r["ci_high"], r["games"])
                                  for r in wr["by_seat"]], fair)
        self.faction_chart.set_rows([(r["faction"], r["rate"], r["ci_low"], r["ci_high"], r["games"])
                                     for r in wr["by_faction"]], fair)
        _fill(self.vp_table, [[_seat(r["seat"]), f"{r['mean']:.2f}", f"{r['median']:g}", f"{r['stdev']:.2f}", r["min"], r["max"]]
                              for r in report["victory_points"]["by_seat"]])

    def _ruleset_lines(self, report: dict) -> list[str]:
        """The ruleset's own lines of the report (its terminal summary), for a report without coverage."""
        if self.adventure is None:
            return []
        from engine.core import ruleset as rulesets

        return rulesets.of(self.adventure).summary_lines(report)

    # -- compare with last run ---------------------------------------------------------------
    def _update_compare(self) -> None:
        """After a final report: find the run to compare with and enable the button (or say why not)."""
        report = self.report if not self.is_running else None
        if report is None:
            baseline, why = None, "Compare with last run: run the adventure, edit it, and run it again with the same settings."
        else:
            baseline, why = HISTORY.baseline(self.document.path, report)
        self.baseline = baseline
        self.compare_button.setEnabled(baseline is not None)
        self.compare_button.setToolTip(why or "Show the change of every metric since the last run with the same seeds")
        self.comparison = (compare_reports(baseline, report, self.ruleset.score_word)
                           if baseline is not None else [])
        self.compare_panel.show_comparison(self.comparison, baseline, report)
        if baseline is None:
            self.compare_button.setChecked(False)
        elif self.compare_button.isChecked():
            self.tabs.setCurrentIndex(self.compare_tab)

    def _compare_toggled(self, on: bool) -> None:
        self.tabs.setTabVisible(self.compare_tab, on)
        if on:
            self.tabs.setCurrentIndex(self.compare_tab)

    def compare_rows(self) -> list[list[str]]:
        """The comparison table as shown (group, metric, last, now, change)."""
        return self.compare_panel.rows_shown()


class _ListCompleter(QCompleter):
    """Completes the last name of a comma-separated list."""

    def splitPath(self, path: str) -> list[str]:  # noqa: N802 (Qt)
        return [path.rsplit(",", 1)[-1].strip()]

    def pathFromIndex(self, index) -> str:  # noqa: N802 (Qt)
        head = self.widget().text().rsplit(",", 1)
        return (head[0] + ", " if len(head) > 1 else "") + super().pathFromIndex(index)


def coverage_text(coverage: dict) -> str:
    def listing(title: str, items: list[str]) -> str:
        return f"{title} ({len(items)}):\n" + ("".join(f"  {i}\n" for i in items) if items else "  none\n")

    return "\n".join([
        listing("Cards never drawn", [f"{c['kind']}: {c['id']}" for c in coverage["cards_never_drawn"]]),
        listing("Rules never triggered", [f"{r['rule']} ({r['scope']})" for r in coverage["rules_never_triggered"]]),
        listing("Effects never run", coverage["effects_never_triggered"]),
        listing("Locations never revealed", coverage["locations_never_revealed"]),
        listing("Terrain never revealed", coverage["terrain_never_revealed"]),
        listing("Text-only rules (times their trigger fired)",
                [f"{r['rule']}: {'no trigger' if r['fired'] is None else r['fired']}" for r in coverage["text_only_rules"]]),
    ])

"""The balance dashboard: its numbers are `isleforge playtest --json`'s, Cancel leaves nothing behind,
and an adventure with errors is not played."""

from __future__ import annotations

import json
import multiprocessing
import threading
from types import SimpleNamespace

import pytest

from editor.cli import playtest as playtest_command
from editor.cli import build_parser
from editor.playtest import dashboard_run, progress
from editor.playtest.dashboard import BalanceDashboard, Settings
from engine.sim.batch import BatchResult
from engine.sim.content import load_playable
from engine.sim.report import build_report
from engine.sim.runner import RunSpec, play_game

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def dashboard(qtbot, adventure, workspace):
    widget = BalanceDashboard(adventure, workspace)
    qtbot.addWidget(widget)
    yield widget
    widget.shutdown()


def run_to_end(qtbot, dashboard, settings: Settings, timeout: int = 30_000) -> dict:
    dashboard.set_settings(settings)
    with qtbot.waitSignal(dashboard.finished, timeout=timeout) as blocker:
        dashboard.start_button.click()
        assert dashboard.is_running
    assert not dashboard.is_running
    return blocker.args[0]


def hold_after(monkeypatch, games: int) -> threading.Event:
    """The run's thread stops after `games` games until Cancel is clicked, so Cancel lands in the middle
    of the run whatever the speed of the engine or the load of the machine (the GUI seeing "3 games"
    and clicking Cancel raced the run to its end on a loaded CI machine). Returns the event it sets
    when it has stopped there."""
    reached = threading.Event()
    report = dashboard_run._RunThread._progress

    def progress(self, done: int, total: int) -> None:
        if done >= games and not reached.is_set():
            reached.set()
            self._cancel.wait(30)
        report(self, done, total)

    monkeypatch.setattr(dashboard_run._RunThread, "_progress", progress)
    return reached


def cli_report(capsys, path, settings: Settings) -> dict:
    args = build_parser().parse_args(["playtest", str(path), "--games", str(settings.games), "--players",
                                      str(settings.players), "--bots", settings.bots, "--seed", str(settings.seed),
                                      "--jobs", "1", "--json", "-", "--no-progress"])
    assert playtest_command.run(args) == 0
    return json.loads(capsys.readouterr().out)


def test_an_idle_dashboard_shows_the_run_start_would_play_with_the_clis_defaults(qtbot, dashboard):
    assert dashboard.bots.currentText() == "greedy" and dashboard.games.value() == 1000  # as `isleforge playtest`
    assert [dashboard.bots.itemText(i) for i in range(dashboard.bots.count())] == ["random", "greedy", "mcts"]
    assert dashboard.progress.text() == "0 / 1000 games"
    dashboard.games.setValue(250)
    assert dashboard.progress.text() == "0 / 250 games"
    assert dashboard.factions.toolTip() == "The factions of seats 1, 2, ... separated by commas"


def test_live_counts_agree_and_seats_are_numbered_from_1(qtbot, dashboard, adventure):
    from editor.playtest.dashboard_run import RunData

    playable = load_playable(adventure.path)
    spec = RunSpec(players=3, bots="random", seed=2)
    results = [play_game(playable, spec, k) for k in range(4)]
    dashboard._started = 0.0
    dashboard._thread = type("Running", (), {"_cancel": type("Event", (), {"is_set": lambda self: False})()})()
    live = build_report(playable, BatchResult(spec, 10, results=results, jobs=1))
    dashboard._show_run(RunData(live, results, playable, spec), live=True)
    dashboard._on_progress(6, 10)
    assert dashboard.progress.text() == "6 / 10 games"
    assert dashboard.status.text().startswith("Playing: 6 of 10 games (")
    assert dashboard.status.text().endswith("s a game); the report below covers 4 of them.")  # _started = 0: slow
    assert "4 games of 10" in dashboard.summary.text()
    labels = [dashboard.vp_table.item(r, 0).text() for r in range(dashboard.vp_table.rowCount())]
    assert labels == ["1", "2", "3"]
    assert [row[0] for row in dashboard.seat_chart.rows] == ["seat 1", "seat 2", "seat 3"]
    dashboard._thread = None


def test_final_report_equals_the_cli_json_and_fills_in_live(qtbot, dashboard, adventure, capsys):
    settings = Settings(games=16, players=3, bots="random", seed=11, jobs=2)
    live = []
    dashboard.report_changed.connect(live.append)
    report = run_to_end(qtbot, dashboard, settings)
    assert json.loads(json.dumps(report)) == cli_report(capsys, adventure.path, settings)
    assert report["run"]["games_played"] == 16 and not report["run"]["interrupted"]
    assert not multiprocessing.active_children()
    # what is shown is that report
    assert dashboard.report is report
    assert dashboard.progress.value() == 16
    assert len(dashboard.seat_chart.rows) == 3
    assert [row[1] for row in dashboard.seat_chart.rows] == [r["rate"] for r in report["win_rates"]["by_seat"]]
    assert dashboard.vp_table.rowCount() == 3
    assert dashboard.tasks_table.rowCount() == len(report["progress_tasks"])
    assert dashboard.victory_table.rowCount() == len(report["victory_conditions"])
    assert "Cards never drawn" in dashboard.coverage_text.toPlainText()
    assert live and live[-1] is report


@pytest.mark.parametrize("jobs", [1, 2])
def test_live_reports_cover_the_games_so_far(qtbot, dashboard, monkeypatch, jobs):
    import editor.playtest.dashboard_run as module

    monkeypatch.setattr(module, "LIVE_MIN_INTERVAL", 0.0)
    seen = []
    dashboard.report_changed.connect(lambda r: seen.append(r["run"]["games_played"]))
    report = run_to_end(qtbot, dashboard, Settings(games=12, players=3, bots="random", seed=2, jobs=jobs))
    assert seen[-1] == 12 and report["run"]["games_played"] == 12
    partial = seen[:-1]
    assert partial and partial == sorted(partial) and all(0 < n < 12 for n in partial)


def test_cancel_in_process_reports_the_games_finished(qtbot, dashboard, adventure, monkeypatch):
    held = hold_after(monkeypatch, 3)
    dashboard.set_settings(Settings(games=5000, players=3, bots="random", seed=4, jobs=1))
    dashboard.start_button.click()
    qtbot.waitUntil(held.is_set, timeout=20_000)
    with qtbot.waitSignal(dashboard.finished, timeout=20_000) as blocker:
        dashboard.cancel_button.click()
    report = blocker.args[0]
    n = report["run"]["games_played"]
    assert (report["run"]["interrupted"], n) == (True, 3)
    assert "Cancelled" in dashboard.status.text()
    adv = load_playable(adventure.path)
    spec = RunSpec(players=3, bots="random", seed=4)
    expected = build_report(adv, BatchResult(spec, 5000, [play_game(adv, spec, k) for k in range(n)], True, 1))
    assert report == expected


def test_a_run_reports_progress_a_few_times_a_second_not_after_every_game(qtbot, dashboard, monkeypatch):
    # One queued signal per game flooded the GUI thread: with the compiled engine a 5,000-game run was
    # seen only when it had ended, and Cancel with it. With the clock standing still, the first and
    # the last report reach the GUI, nothing between.
    monkeypatch.setattr(progress, "time", SimpleNamespace(perf_counter=lambda: 100.0))
    seen = []
    on_progress = dashboard._on_progress
    monkeypatch.setattr(dashboard, "_on_progress", lambda done, total: (seen.append((done, total)),
                                                                        on_progress(done, total)))
    report = run_to_end(qtbot, dashboard, Settings(games=30, players=3, bots="random", seed=4, jobs=1))
    assert report["run"]["games_played"] == 30
    assert seen == [(1, 30), (30, 30)]
    assert dashboard.progress.value() == 30


def test_throttled_passes_a_report_per_interval_and_always_the_last():
    clock = [0.0]
    emitted = []
    throttled = progress.Throttled(lambda done, total: emitted.append(done), every=0.05)
    saved, progress.time = progress.time, SimpleNamespace(perf_counter=lambda: clock[0])
    try:
        for t, done in [(0.0, 1), (0.01, 2), (0.049, 3), (0.05, 4), (0.2, 5), (0.2, 6), (0.21, 10)]:
            clock[0] = t
            throttled(done, 10)
    finally:
        progress.time = saved
    assert emitted == [1, 4, 5, 10]


def test_cancel_with_workers_leaves_no_process(qtbot, dashboard, monkeypatch):
    held = hold_after(monkeypatch, 1)
    dashboard.set_settings(Settings(games=5000, players=3, bots="random", seed=4, jobs=2))
    dashboard.start_button.click()
    qtbot.waitUntil(held.is_set, timeout=30_000)
    assert dashboard.is_running
    with qtbot.waitSignal(dashboard.finished, timeout=30_000) as blocker:
        dashboard.cancel_button.click()
    report = blocker.args[0]
    assert report["run"]["interrupted"] and 0 < report["run"]["games_played"] < 5000
    assert sum(r["games"] for r in report["endings"]) == report["run"]["games_played"]
    assert not dashboard.is_running
    assert multiprocessing.active_children() == []
    assert dashboard.start_button.isEnabled() and not dashboard.cancel_button.isEnabled()


def test_an_adventure_with_errors_is_not_played(qtbot, dashboard, adventure):
    adventure.set_value("/setup/boss", "no-such-boss")  # unsaved: the dashboard plays the text as it is now
    finished = []
    dashboard.finished.connect(finished.append)
    dashboard.set_settings(Settings(games=12, players=3, bots="random", seed=0, jobs=2))
    with qtbot.waitSignal(dashboard.failed, timeout=20_000):
        dashboard.start_button.click()
    qtbot.waitUntil(lambda: not dashboard.is_running)
    assert not dashboard.errors.isHidden()
    assert "no-such-boss" in dashboard.errors.toPlainText()
    assert "Not run" in dashboard.status.text()
    assert not finished and dashboard.report is None and dashboard.progress.value() == 0
    assert multiprocessing.active_children() == []


# -- games, replays, factions, compare with last run ---------------------------------------------
import shutil  # noqa: E402
from fractions import Fraction  # noqa: E402

from PySide6.QtCore import Qt  # noqa: E402

from editor.documents.document import Document  # noqa: E402
from editor.playtest.dashboard_compare import HISTORY, CompareRow, comparable, compare_reports  # noqa: E402
from engine.content import paths  # noqa: E402

SMALL = Settings(games=20, players=3, bots="random", seed=0, jobs=1)


@pytest.fixture
def landing(tmp_path, qapp) -> Document:
    """A copy of first-landing (fast games), opened as a document."""
    target = tmp_path / "first-landing.yaml"
    shutil.copy(paths.library_dir() / "first-landing.yaml", target)
    return Document.open(target)


@pytest.fixture
def small(qtbot, landing, workspace):
    HISTORY.clear()
    widget = BalanceDashboard(landing, workspace)
    qtbot.addWidget(widget)
    yield widget
    widget.shutdown()
    HISTORY.clear()


def expected_notable(results) -> list[tuple[str, int]]:
    """The notable games worked out here, independently of dashboard_games."""
    finished = [r for r in results if r.finished]
    by_decisions = sorted(finished, key=lambda r: r.decisions)
    longest = [r for r in finished if r.decisions == by_decisions[-1].decisions][0]
    shortest = [r for r in finished if r.decisions == by_decisions[0].decisions][0]
    margins = {}
    for r in finished:
        if len(r.winners) == 1:
            w = r.winners[0]
            margins[r.index] = r.vp[w] - max(v for s, v in enumerate(r.vp) if s != w)
    widest = max(margins.values())
    biggest = min(k for k, m in margins.items() if m == widest)
    games, wins = {}, {}
    for r in finished:
        for seat, faction in enumerate(r.factions):
            games[faction] = games.get(faction, 0) + 1
            wins[faction] = wins.get(faction, 0) + Fraction(r.returns[seat]).limit_denominator(12)
    rate = {f: wins[f] / games[f] for f in games}
    upsets = [(rate[r.factions[r.winners[0]]], -margins[r.index], r.index) for r in finished
              if r.index in margins and rate[r.factions[r.winners[0]]] < Fraction(1, len(r.factions))]
    expected = [("Longest game", longest.index), ("Shortest game", shortest.index),
                ("Biggest margin of victory", biggest)]
    if upsets:
        expected.append(("Biggest upset", min(upsets)[2]))
    expected += [(f"Anomaly: {a[0]}", r.index) for r in results for a in r.anomalies]
    return expected


def test_the_games_tab_lists_notable_games_and_every_game_and_asks_for_replays(qtbot, qtmodeltester, small, landing):
    report = run_to_end(qtbot, small, SMALL)
    adventure = load_playable(landing.path)
    spec = RunSpec(players=3, bots="random", seed=0)
    results = [play_game(adventure, spec, k) for k in range(20)]
    assert [r.log_digest for r in small.results] == [r.log_digest for r in results]
    panel = small.games_panel
    notable = [(e.title, e.game) for e in panel.entries]
    assert notable == expected_notable(results)
    assert panel.notable.count() == len(notable) and panel.model.rowCount() == 20
    qtmodeltester.check(panel.model)
    assert report["run"]["games_played"] == 20

    # the table sorts by any column: decisions, longest first
    panel.table.sortByColumn(6, Qt.SortOrder.DescendingOrder)
    decisions = [int(panel.proxy.index(row, 6).data()) for row in range(20)]
    assert decisions == sorted((r.decisions for r in results), reverse=True)
    assert panel.game_at(0) == dict(notable)["Longest game"]

    # Enter on a row, the button, and a double-click on a notable game each ask for that game's replay
    k = dict(notable)["Shortest game"]
    panel.select_game(k)
    with qtbot.waitSignal(small.replay_requested) as asked:
        qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    assert asked.args[0] is small.adventure and asked.args[0].id == "first-landing"
    assert asked.args[1] == spec and asked.args[2] == k
    panel.select_game(7)
    with qtbot.waitSignal(small.replay_requested) as asked:
        panel.open_button.click()
    assert asked.args[2] == 7
    item = panel.notable.item(0)  # the longest game
    with qtbot.waitSignal(small.replay_requested) as asked:
        panel.notable.itemActivated.emit(item)
    assert asked.args[2] == dict(notable)["Longest game"]


def test_chosen_factions_play_in_every_game_and_an_unknown_one_stops_the_run(qtbot, small):
    settings = Settings(games=10, players=3, bots="random", seed=3, jobs=1, factions=("yoruba", "red-coats"))
    small.set_settings(settings)
    assert small.settings() == Settings(games=10, players=2, bots="random", seed=3, jobs=1,
                                        factions=("yoruba", "red-coats"))
    assert not small.players.isEnabled()
    report = run_to_end(qtbot, small, small.settings())
    assert [r["faction"] for r in report["win_rates"]["by_faction"]] == ["red-coats", "yoruba"]
    assert report["run"]["factions"] == ["yoruba", "red-coats"] and report["run"]["players"] == 2
    assert {r.factions for r in small.results} == {("yoruba", "red-coats")}
    assert small.spec == RunSpec(players=None, factions=("yoruba", "red-coats"), bots="random", seed=3)

    finished = []
    small.finished.connect(finished.append)
    small.set_settings(Settings(games=10, players=2, bots="random", seed=3, jobs=1, factions=("yoruba", "nobody")))
    with qtbot.waitSignal(small.failed, timeout=20_000) as failed:
        small.start_button.click()
    qtbot.waitUntil(lambda: not small.is_running)
    assert failed.args[0].startswith("'nobody' is not a faction of the adventure (")
    assert "'nobody' is not a faction of the adventure" in small.errors.toPlainText()
    assert not finished and small.report is None

    small.faction_mode.setCurrentIndex(1)
    small.factions.setText(" , ")
    with qtbot.waitSignal(small.failed) as failed:
        small.start_button.click()
    assert "Name the factions of the seats in order" in failed.args[0] and not small.is_running


def small_report(seat_rates, vp_means, tasks, anomalies, digest="a") -> dict:
    """A report with just what compare_reports reads (100 games, all finished)."""
    return {
        "adventure": {"digest": digest},
        "run": {"games_played": 100, "games_finished": 100, "players": len(seat_rates), "factions": None,
                "bots": "random", "seed": 0, "max_decisions": 20000, "interrupted": False},
        "win_rates": {"by_seat": [{"seat": s, "rate": r, "ci_low": r - 0.1, "ci_high": r + 0.1}
                                  for s, r in enumerate(seat_rates)],
                      "by_faction": [{"faction": "red-coats", "rate": seat_rates[0], "ci_low": 0.0, "ci_high": 1.0}]},
        "balance": {"score": 1 - (max(seat_rates) - min(seat_rates))},
        "first_player_advantage": seat_rates[0] - sum(seat_rates) / len(seat_rates),
        "victory_points": {"by_seat": [{"seat": s, "mean": m, "stdev": 1.0} for s, m in enumerate(vp_means)]},
        "length": {k: {"mean": 10.0, "stdev": 2.0} for k in ("seasons", "turns", "decisions")},
        "progress_tasks": [{"id": t, "title": "", "games_reached": n, "reached_share": n / 100} for t, n in tasks],
        "victory_conditions": [{"id": "most-vp", "title": "Most VP", "games": 90, "decided_share": 0.9}],
        "anomalies": {"counts": {"length_bound": anomalies, "engine_error": 0}},
    }


def test_compare_reports_gives_exact_changes_and_marks_the_significant_ones():
    last = small_report([0.5, 0.25, 0.25], [3.0, 2.0, 2.0], [("flag", 40), ("old", 10)], anomalies=0)
    now = small_report([0.25, 0.5, 0.25], [2.0, 2.5, 2.0], [("flag", 80), ("new", 5)], anomalies=2, digest="b")
    rows = {(r.group, r.metric): r for r in compare_reports(last, now)}
    assert rows[("Win rate", "seat 1")] == CompareRow("Win rate", "seat 1", 0.5, 0.25, "share", (0.4, 0.6), (0.15, 0.35))
    assert rows[("Win rate", "seat 1")].delta == -0.25 and rows[("Win rate", "seat 1")].significant
    assert rows[("Win rate", "seat 3")].delta == 0.0 and not rows[("Win rate", "seat 3")].significant
    assert rows[("Balance", "balance score")].delta == 0.0  # the gap is 0.25 both times
    fpa = rows[("Balance", "first-player advantage")]
    assert fpa.delta == now["first_player_advantage"] - last["first_player_advantage"] and fpa.delta < -0.05
    assert fpa.notable and not fpa.significant
    assert rows[("VP mean", "seat 2")].delta == 0.5 and rows[("VP mean", "seat 2")].significant  # 1.96 * 1 / 10 = 0.196
    assert rows[("VP mean", "seat 1")].delta == -1.0
    assert rows[("Game length", "decisions (mean)")].delta == 0.0
    assert rows[("Progress task reached", "flag")].delta == 0.4 and rows[("Progress task reached", "flag")].significant
    assert rows[("Progress task reached", "old")].now is None and rows[("Progress task reached", "old")].delta is None
    assert rows[("Progress task reached", "new")].last is None
    assert rows[("Victory condition decided", "Most VP")].delta == 0.0
    assert rows[("Anomalies", "anomalies")] == CompareRow("Anomalies", "anomalies", 0, 2, "count")
    assert rows[("Anomalies", "anomalies")].notable and rows[("Anomalies", "anomalies")].delta == 2
    assert comparable(last, now) is None
    other = small_report([0.5, 0.5], [1.0, 1.0], [], anomalies=0)
    other["run"]["seed"] = 4
    assert comparable(last, other) == "players 3 then, 2 now; seed 0 then, 4 now"


def rows_order(rows, group, metric) -> int:
    return next(i for i, r in enumerate(rows) if (r.group, r.metric) == (group, metric))


def test_compare_with_last_run_after_an_edit(qtbot, small, landing):
    assert not small.compare_button.isEnabled()
    first = run_to_end(qtbot, small, SMALL)
    assert not small.compare_button.isEnabled()
    assert "No earlier run" in small.compare_button.toolTip()
    landing.set_value("/map/areas/0/tile/value", 1)  # the Cold Beacon gets easy to take
    second = run_to_end(qtbot, small, SMALL)
    assert second["adventure"]["digest"] != first["adventure"]["digest"]
    assert small.compare_button.isEnabled() and small.baseline is first
    small.compare_button.click()
    assert small.tabs.isTabVisible(small.compare_tab) and small.tabs.currentIndex() == small.compare_tab
    rows = {(r.group, r.metric): r for r in small.comparison}
    seat = rows[("Win rate", "seat 1")]
    assert (seat.last, seat.now) == (first["win_rates"]["by_seat"][0]["rate"], second["win_rates"]["by_seat"][0]["rate"])
    assert seat.delta == second["win_rates"]["by_seat"][0]["rate"] - first["win_rates"]["by_seat"][0]["rate"]
    decisions = rows[("Game length", "decisions (mean)")]
    assert decisions.delta == second["length"]["decisions"]["mean"] - first["length"]["decisions"]["mean"]
    shown = small.compare_rows()
    assert len(shown) == len(small.comparison)
    assert shown[0][:4] == ["Win rate", "seat 1", f"{100 * seat.last:.1f}%", f"{100 * seat.now:.1f}%"]
    assert shown[0][4] == (f"{100 * seat.delta:+.1f} pts" + ("  ✱" if seat.significant else "") if seat.delta
                           else "no change")
    assert shown[rows_order(small.comparison, "Game length", "decisions (mean)")][4] == \
        (f"{decisions.delta:+.2f}" if decisions.delta else "no change")
    assert "the adventure changed" in small.compare_panel.label.text()

    # another seed cannot be compared seed for seed; the dashboard says why
    run_to_end(qtbot, small, Settings(games=20, players=3, bots="random", seed=1, jobs=1))
    assert not small.compare_button.isEnabled() and not small.tabs.isTabVisible(small.compare_tab)
    assert "seed 0 then, 1 now" in small.compare_button.toolTip()
    # a dashboard opened later still compares with the runs of this session
    again = BalanceDashboard(landing, small.workspace)
    qtbot.addWidget(again)
    run_to_end(qtbot, again, SMALL)
    assert again.compare_button.isEnabled()
    assert again.baseline["adventure"]["digest"] == second["adventure"]["digest"]


def test_a_live_report_is_shown_while_the_run_waits(qtbot, dashboard, monkeypatch):
    # Showing a report while the run's thread played on starved the GUI thread of the GIL: with the
    # compiled engine the first live report of a 3,000-game run took 8.4 s to show. The thread now
    # waits until the report is on screen: no game is played while it is shown.
    monkeypatch.setattr(dashboard_run, "LIVE_MIN_INTERVAL", 0.0)
    played = []
    report_progress = dashboard_run._RunThread._progress
    monkeypatch.setattr(dashboard_run._RunThread, "_progress",
                        lambda self, done, total: (played.append(done), report_progress(self, done, total)))
    during = []
    show_run = dashboard._show_run

    def showing(data, live):
        before = len(played)
        show_run(data, live)
        if live:
            threading.Event().wait(0.05)  # time enough for a game or two if the run went on
            during.append((len(data.results), before, len(played)))

    monkeypatch.setattr(dashboard, "_show_run", showing)
    report = run_to_end(qtbot, dashboard, Settings(games=12, players=3, bots="random", seed=2, jobs=1))
    assert report["run"]["games_played"] == 12
    assert during and all(shown == before == after for shown, before, after in during)


def test_handover_waits_until_shown_or_cancelled_or_too_long():
    emitted = []
    handover = progress.Handover(emitted.append, lambda: False, longest=30)
    runner = threading.Thread(target=handover, args=("report",))
    runner.start()
    while not emitted:
        threading.Event().wait(0.001)
    runner.join(0.1)
    assert emitted == ["report"] and runner.is_alive()  # waiting for the GUI
    handover.shown()
    runner.join(5)
    assert not runner.is_alive()

    cancelled = threading.Event()
    handover = progress.Handover(emitted.append, cancelled.is_set, longest=30)
    runner = threading.Thread(target=handover, args=("second",))
    runner.start()
    cancelled.set()
    runner.join(5)
    assert not runner.is_alive() and emitted == ["report", "second"]

    handover = progress.Handover(emitted.append, lambda: False, longest=0.05)
    handover("third")  # nobody shows it: the run goes on after `longest`
    assert emitted == ["report", "second", "third"]


def test_closing_the_dashboard_as_its_run_ends_waits_for_the_thread(qtbot, adventure, workspace, monkeypatch):
    # A run whose report has arrived is no longer current, but its thread is still ending; a dashboard
    # closed then (deleted on close, as the editor opens it) destroyed the running QThread, which
    # aborts the editor. Here the thread goes on 0.2 s after its report.
    from PySide6.QtCore import Qt

    ending = threading.Event()
    run = dashboard_run._RunThread.run

    def run_and_linger(self) -> None:
        run(self)
        threading.Timer(0.2, ending.set).start()
        ending.wait(10)

    monkeypatch.setattr(dashboard_run._RunThread, "run", run_and_linger)
    dashboard = BalanceDashboard(adventure, workspace)
    dashboard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    threads = []
    with qtbot.waitSignal(dashboard.finished, timeout=30_000):
        dashboard.set_settings(Settings(games=3, players=3, bots="random", seed=1, jobs=1))
        dashboard.start()
        threads.extend(dashboard.findChildren(dashboard_run._RunThread))
    assert len(threads) == 1 and not dashboard.is_running and not ending.is_set()
    gone = []
    dashboard.destroyed.connect(lambda *_: gone.append(True))
    dashboard.close()
    assert ending.is_set()  # close waited for the thread to end
    qtbot.waitUntil(lambda: bool(gone), timeout=10_000)

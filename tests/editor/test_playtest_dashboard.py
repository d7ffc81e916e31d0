"""The balance dashboard: its numbers are `isleforge playtest --json`'s, Cancel leaves nothing behind,
and an adventure with errors is not played."""

from __future__ import annotations

import json
import multiprocessing

import pytest

from editor import commands
from editor.cli import build_parser
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


def cli_report(capsys, path, settings: Settings) -> dict:
    args = build_parser().parse_args(["playtest", str(path), "--games", str(settings.games), "--players",
                                      str(settings.players), "--bots", settings.bots, "--seed", str(settings.seed),
                                      "--jobs", "1", "--json", "-", "--no-progress"])
    assert commands.playtest(args) == 0
    return json.loads(capsys.readouterr().out)


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
    import editor.playtest.dashboard as module

    monkeypatch.setattr(module, "LIVE_MIN_INTERVAL", 0.0)
    seen = []
    dashboard.report_changed.connect(lambda r: seen.append(r["run"]["games_played"]))
    report = run_to_end(qtbot, dashboard, Settings(games=12, players=3, bots="random", seed=2, jobs=jobs))
    assert seen[-1] == 12 and report["run"]["games_played"] == 12
    partial = seen[:-1]
    assert partial and partial == sorted(partial) and all(0 < n < 12 for n in partial)


def test_cancel_in_process_reports_the_games_finished(qtbot, dashboard, adventure):
    dashboard.set_settings(Settings(games=5000, players=3, bots="random", seed=4, jobs=1))
    dashboard.start_button.click()
    qtbot.waitUntil(lambda: dashboard.progress.value() >= 3, timeout=20_000)
    with qtbot.waitSignal(dashboard.finished, timeout=20_000) as blocker:
        dashboard.cancel_button.click()
    report = blocker.args[0]
    n = report["run"]["games_played"]
    assert report["run"]["interrupted"] and 3 <= n < 5000
    assert "Cancelled" in dashboard.status.text()
    adv = load_playable(adventure.path)
    spec = RunSpec(players=3, bots="random", seed=4)
    expected = build_report(adv, BatchResult(spec, 5000, [play_game(adv, spec, k) for k in range(n)], True, 1))
    assert report == expected


def test_cancel_with_workers_leaves_no_process(qtbot, dashboard):
    dashboard.set_settings(Settings(games=5000, players=3, bots="random", seed=4, jobs=2))
    dashboard.start_button.click()
    qtbot.waitUntil(lambda: dashboard.progress.value() > 0, timeout=30_000)
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

"""Cancel while the workers play ends the run at once, in every dashboard of the editor.

The flake: `test_ctrl_f5_plays_every_declared_mode_into_a_valid_report[haze-islands-...-solo]` timed out
waiting 60 s for `finished` after Ctrl+F5 and an immediate Cancel. Under load, the run's thread had
looked at Cancel before it was pressed and started two workers on chunks of 20 greedy games; the
cancellation was seen only when a chunk ended, and the pool then waited for the chunks in flight
(py-spy: the run's thread in `stream_chunks`' `wait`, both workers in `HazeGreedy.follow`). Here the
workers play `tests/stalled_games.py` (a chunk that does not end by itself), and Cancel is pressed
only once a worker has started one: the run must end without it, with no worker process left.
A run that raises (a broken pool) must say so rather than end in neither `finished` nor `failed`.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures.process import BrokenProcessPool

import pytest
from stalled_games import MARKS, started, stalled_chunk, stalled_run
from test_app_ruleset_paths import action

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")

ENDS_WITHIN = 30_000  # ms: the workers are ended, not waited for (a stalled chunk takes 120 s)


@pytest.fixture
def stalled(tmp_path, monkeypatch):
    """Two workers whatever the machine, whose chunks do not end by themselves; the folder they mark."""
    marks = tmp_path / "marks"
    marks.mkdir()
    monkeypatch.setenv(MARKS, str(marks))  # before any pool starts: the workers are spawned with it
    monkeypatch.setattr("engine.sim.batch.default_jobs", lambda: 2)  # the dashboards' default Jobs
    monkeypatch.setattr("editor.playtest.campaign_dashboard.default_jobs", lambda: 2)
    monkeypatch.setattr("engine.sim.batch.play_games", stalled_chunk)
    monkeypatch.setattr("engine.sim.campaign_batch.play_run", stalled_run)
    return marks


def test_cancel_after_the_workers_started_ends_the_balance_run(make_window, qtbot, stalled):
    window = make_window()
    window.open_path(window.workspace.root / "haze-islands/misty-reach.yaml")
    action(window, "Ctrl+F5").trigger()  # starts at once: the game's 100 games on two workers
    dashboard = window.menus.dashboards[-1]
    qtbot.waitUntil(lambda: started(stalled), timeout=60_000)  # past the run's first look at Cancel
    with qtbot.waitSignal(dashboard.finished, timeout=ENDS_WITHIN) as done:
        dashboard.cancel()
    run = done.args[0]["run"]
    assert (run["interrupted"], run["games_played"], run["games_requested"]) == (True, 0, 100)
    assert multiprocessing.active_children() == []
    assert dashboard.status.text().startswith("Cancelled: 0 of 100 games reported")
    assert not dashboard.is_running and dashboard.start_button.isEnabled()


def test_a_run_that_raises_says_so_instead_of_never_finishing(make_window, qtbot, monkeypatch):
    def broken(*args, **kwargs):
        raise BrokenProcessPool("A child process terminated abruptly")

    monkeypatch.setattr("engine.sim.batch.run_batch", broken)
    window = make_window()
    window.open_path(window.workspace.root / "haze-islands/misty-reach.yaml")
    action(window, "Ctrl+F5").trigger()
    dashboard = window.menus.dashboards[-1]
    qtbot.waitUntil(lambda: not dashboard.is_running, timeout=60_000)
    assert dashboard.errors.toPlainText() == "BrokenProcessPool: A child process terminated abruptly"
    assert dashboard.status.text() == "Not run: BrokenProcessPool: A child process terminated abruptly"
    assert dashboard.start_button.isEnabled() and not dashboard.cancel_button.isEnabled()


def test_cancel_after_the_workers_started_ends_the_campaign_run(make_window, qtbot, stalled):
    window = make_window()
    window.open_path(window.workspace.root / "campaigns/isles-of-ash.yaml")
    action(window, "Ctrl+F5").trigger()
    dashboard = window.menus.dashboards[-1]
    qtbot.waitUntil(lambda: started(stalled), timeout=60_000)
    with qtbot.waitSignal(dashboard.completed, timeout=ENDS_WITHIN) as done:
        dashboard.cancel()
    assert (done.args[0]["run"]["interrupted"], done.args[0]["run"]["runs_played"]) == (True, 0)
    assert multiprocessing.active_children() == []


def test_cancel_after_the_workers_started_ends_the_sweep(make_window, qtbot, stalled):
    window = make_window()
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    action(window, "Ctrl+F5").trigger()
    dashboard = window.menus.dashboards[-1]
    qtbot.waitUntil(lambda: started(stalled), timeout=60_000)
    with qtbot.waitSignal(dashboard.finished, timeout=ENDS_WITHIN):
        dashboard.cancel()
    for mark in stalled.iterdir():
        mark.unlink()
    dashboard.sweep_button.click()
    dialog = dashboard.sweep_dialog
    assert dialog.settings().jobs == 2
    dialog.field.setCurrentText("/years")
    dialog.values.setText("1..2")
    dialog.start_button.click()
    qtbot.waitUntil(lambda: started(stalled), timeout=60_000)
    with qtbot.waitSignal(dialog.finished_sweep, timeout=ENDS_WITHIN) as done:
        dialog.cancel_button.click()
    assert done.args[0]["run"]["interrupted"] is True
    assert dialog.status.text().startswith("Cancelled: the variants finished.")
    assert multiprocessing.active_children() == []

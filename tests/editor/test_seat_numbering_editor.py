"""The editor numbers seats from 1 as the reports do (issue 31, item 5): F5's playtest window, the
adventure dashboard and the campaign dashboard, each opened through the main window's menu actions."""

from __future__ import annotations

import pytest

from engine.sim.session import SessionSetup

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def test_f5_names_its_seats_from_1(window):
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    window.prompter.answer("ask_playtest_setup", SessionSetup(("yoruba", "chasseurs", "red-coats"), ("random",) * 3, 5))
    playtest = window.menus.show_playtest()
    titles = [action.text() for action in playtest.seats_menu.actions()]
    assert [title.split(":")[0] for title in titles] == ["Seat 1", "Seat 2", "Seat 3"]
    playtest.close()


def test_the_adventure_dashboard_names_its_seats_from_1(window, qtbot):
    window.open_path(window.workspace.root / "island-clash" / "lagoon-crossing.yaml")
    dashboard = window.menus.show_balance(start=False)
    dashboard.games.setValue(4)
    dashboard.jobs.setValue(1)
    dashboard.bots.setCurrentText("random")
    with qtbot.waitSignal(dashboard.finished, timeout=120_000):
        dashboard.start()
    balance = dashboard.report["balance"]
    assert [row[0] for row in dashboard.seat_chart.rows] == ["seat 1", "seat 2"]
    assert (f"best seat {balance['best_seat'] + 1}, worst seat {balance['worst_seat'] + 1}"
            in dashboard.summary.text())
    dashboard.close()


def test_the_campaign_dashboard_names_its_seats_from_1(window, qtbot):
    window.open_path(window.workspace.root / "campaigns" / "isles-of-ash.yaml")
    dashboard = window.menus.show_balance(start=False)
    dashboard.runs.setValue(2)
    dashboard.jobs.setValue(1)
    dashboard.bots.setCurrentText("random")
    with qtbot.waitSignal(dashboard.completed, timeout=120_000):
        dashboard.start()
    text = dashboard.summary.toPlainText()
    assert "branches read seat 1's outcome" in text
    assert [line.split(":")[0] for line in text.splitlines() if line.startswith("  seat ")] == [
        "  seat 1", "  seat 2", "  seat 3"]
    assert "seat 0" not in text
    dashboard.close()

"""Finis Terrae's reports say days where the generic report says seasons: a game of it is counted in
days (GameResult's rounds), so Ctrl+F5's Game length table, its notable games and games table, the HTML report and the terminal summary
call that measure "days" (the JSON keeps its key `seasons`); other games keep their words. Driven
through the real main window's Run > Balance Dashboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from editor.playtest.dashboard import Settings
from engine.core import ruleset as rulesets
from engine.sim.html import render_html
from engine.sim.report import summary_text

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def test_ctrl_f5_and_the_reports_call_finis_terrae_rounds_days(make_window, qtbot):
    window = make_window()
    window.open_path(window.workspace.root / "finis-terrae" / "windward-sea.yaml")
    dashboard = window.menus.show_balance(start=False)
    try:
        dashboard.set_settings(Settings(games=2, players=2, bots="random", seed=5, jobs=1, mode="competitive"))
        with qtbot.waitSignal(dashboard.finished, timeout=120_000) as blocker:
            dashboard.start_button.click()
        report = blocker.args[0]
        table = dashboard.length_table
        assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["days", "turns", "decisions"]
        days = report["length"]["seasons"]  # the JSON keeps the measure's key
        assert table.item(0, 1).text() == f"{days['mean']:.1f}"
        games = dashboard.games_panel
        assert games.model.headerData(5, Qt.Orientation.Horizontal) == "Days"
        longest = games.entries[0]
        assert longest.title == "Longest game" and longest.detail.endswith(f" {days['max']} days")
        ruleset = rulesets.get("finis-terrae")
        assert f"<p>days: mean {days['mean']:.1f}, median {days['median']:g}, {days['min']}-{days['max']}; turns:" \
            in render_html(report, ruleset)
        assert f"length: days {days['mean']:.1f} (median {days['median']:g}, {days['min']}-{days['max']}), turns " \
            in summary_text(report, ruleset)
    finally:
        dashboard.shutdown()


def test_other_games_keep_their_words():
    assert rulesets.get("isles-of-terror").length_word("seasons") == "seasons"
    assert rulesets.get("haze-islands").length_word("seasons") == "seasons"
    assert rulesets.get("finis-terrae").length_word("turns") == "turns"

"""Ctrl+F5 starts a run of the adventure's game's own number of games (`Ruleset.default_games`), as
`isleforge playtest` without --games: 200 for a Cursed Island scenario, 100 for a Finis Terrae adventure,
1,000 for Isles of Terror as before. Before, every game played 1,000: half an hour and more for the slow
games, and the first live report (a twentieth of the run) came minutes in."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


@pytest.mark.parametrize(("path", "games"), [("cursed-island/the-long-tide.yaml", 200),
                                             ("finis-terrae/elbow-reach.yaml", 100), ("drowned-temple.yaml", 1000)])
def test_ctrl_f5_plays_the_games_own_number_of_games(window, library, qtbot, path, games):
    window.open_path(library / path)
    window.menus.balance.trigger()
    dashboard = window.menus.dashboards[-1]
    assert dashboard.is_running
    assert dashboard.games.value() == games and dashboard.progress.maximum() == games
    with qtbot.waitSignal(dashboard.finished, timeout=120_000):
        dashboard.cancel()
    dashboard.close()

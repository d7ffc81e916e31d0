"""Ctrl+F5 plays the same run on an adventure and on a campaign: what `isleforge playtest` plays without
options (1,000 games or runs, the ruleset's last own bot), started at once (issue 31, item 8)."""

from __future__ import annotations

import pytest

from editor.playtest.campaign_dashboard import CampaignDashboard
from editor.playtest.dashboard import BalanceDashboard
from engine.sim.wording import rate_text

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _settings(dashboard) -> tuple:
    campaign = isinstance(dashboard, CampaignDashboard)
    count = dashboard.runs if campaign else dashboard.games
    bots = [dashboard.bots.itemText(i) for i in range(dashboard.bots.count())]
    running = dashboard.is_running() if campaign else dashboard.is_running  # a method there, a property here
    return count.value(), bots, dashboard.bots.currentText(), running


@pytest.mark.parametrize("path", ["drowned-temple.yaml", "island-clash/lagoon-crossing.yaml"])
def test_ctrl_f5_on_an_adventure_plays_a_thousand_games_of_the_last_bot_at_once(window, path):
    window.open_path(window.workspace.root / path)
    dashboard = window.menus.show_balance()
    assert isinstance(dashboard, BalanceDashboard)
    assert _settings(dashboard) == (1000, ["random", "greedy", "mcts"], "greedy", True)
    dashboard.close()


def test_ctrl_f5_on_a_campaign_plays_with_the_adventure_dashboards_defaults(window):
    window.open_path(window.workspace.root / "campaigns" / "isles-of-ash.yaml")
    dashboard = window.menus.show_balance()
    assert isinstance(dashboard, CampaignDashboard)
    assert _settings(dashboard) == (1000, ["random", "greedy", "mcts"], "greedy", True)
    dashboard.close()
    assert not dashboard.is_running()


def test_a_slow_run_reads_in_seconds_a_game_never_zero_games_a_second():
    assert [rate_text(2, 22.8), rate_text(4, 9.7), rate_text(3, 4.0), rate_text(30, 10.0), rate_text(1250, 10.0),
            rate_text(5, 2.0, "run")] == ["11.4 s a game", "2.4 s a game", "0.75 games/s", "3.0 games/s",
                                          "125 games/s", "2.5 runs/s"]

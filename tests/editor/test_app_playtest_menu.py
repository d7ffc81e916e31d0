"""The Run menu reaches the playtest tools."""

from __future__ import annotations

import pytest
from test_app_support import library, make_window, registry, window  # noqa: F401  (shared fixtures)

from editor.playtest.odds_panel import CombatOddsPanel

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def test_the_run_menu_opens_the_combat_odds_panel(window):
    run_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Run")
    assert [a.text() for a in run_menu.actions()][:2] == ["Playtest", "Combat Odds…"]
    panel = window.menus.show_odds()
    assert isinstance(panel, CombatOddsPanel)
    assert panel.odds().attacker_wins > 0
    panel.close()

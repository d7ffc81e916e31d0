"""The Run menu reaches the playtest tools."""

from __future__ import annotations

import pytest

from editor.rulesets.isles_of_terror.odds_panel import CombatOddsPanel

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def test_the_run_menu_opens_the_combat_odds_panel(window):
    run_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Run")
    assert [a.text() for a in run_menu.actions()] == ["Playtest…", "Playtest Again", "Open Playtest Session…", "",
                                                      "Balance Dashboard", "Combat Odds…"]
    panel = window.menus.show_odds()
    assert isinstance(panel, CombatOddsPanel)
    assert panel.odds().attacker_wins > 0
    panel.close()


def test_ctrl_f5_opens_the_balance_dashboard_for_the_current_adventure(window):
    from PySide6.QtGui import QKeySequence

    from editor.playtest.dashboard import BalanceDashboard

    assert window.menus.balance.shortcut() == QKeySequence("Ctrl+F5")
    assert window.menus.show_balance() is None  # no adventure open yet: a message says what to do
    assert window.prompter.questions("info")[-1][0] == "Balance dashboard"
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    document = window.session.current_document()
    assert document is not None and document.kind == "adventure"
    dashboard = window.menus.show_balance()
    assert isinstance(dashboard, BalanceDashboard) and dashboard.is_running  # Ctrl+F5 plays at once, as the README says
    assert dashboard.settings().games == 1000 and dashboard.settings().bots == "greedy"  # the CLI's defaults
    dashboard.close()
    assert not dashboard.is_running

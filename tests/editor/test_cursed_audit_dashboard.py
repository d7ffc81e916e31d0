"""Audit (ci-audit.md): the balance dashboard on a Cursed Island scenario speaks Isles of Terror's words.

The team tab is "Team & terrors" with an empty "Terror" table (Cursed Island has no terrors), and the
losses' column is "in year" (this game counts rounds).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.documents.document import Document
from editor.playtest.dashboard import BalanceDashboard
from engine.content import paths

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def dashboard(qtbot, tmp_path: Path, workspace):
    target = tmp_path / "wreck-and-beacon.yaml"
    shutil.copy(paths.library_dir() / "cursed-island" / "wreck-and-beacon.yaml", target)
    widget = BalanceDashboard(Document.open(target), workspace)
    qtbot.addWidget(widget)
    yield widget
    widget.shutdown()


def test_the_team_tab_names_no_terrors(dashboard):
    words = " ".join([dashboard.tabs.tabText(dashboard.team_tab), dashboard.mode.toolTip()]).lower()
    assert "terror" not in words and "faction" not in words  # now "Team && terrors"


def test_the_losses_column_counts_rounds(dashboard):
    table = dashboard.team_panel.losses
    headers = [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
    assert "in year" not in headers  # now ["Why the team lost", "games", "share", "in year"]


def test_seats_cannot_be_chosen_when_the_game_draws_them(dashboard):
    # `isleforge playtest --factions` is refused for Cursed Island (Ruleset.named_seats False)
    assert not dashboard.faction_mode.isEnabled() or dashboard.faction_mode.count() == 1  # now enabled, 2 choices

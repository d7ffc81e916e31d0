"""Ctrl+F5 on a campaign: bot runs in a thread, the report drawn on the flow view as runs come in."""

from __future__ import annotations

import shutil

from editor.documents.document import Document
from editor.playtest.campaign_dashboard import CampaignDashboard
from engine.content import paths
from engine.sim.campaign import CampaignSpec, load_campaign
from engine.sim.campaign_batch import run_campaigns
from engine.sim.campaign_report import build_campaign_report

LIBRARY = paths.library_dir()


def test_the_dashboard_reports_the_same_runs_as_the_command_line(workspace, qtbot):
    document = Document.open(LIBRARY / "campaigns" / "isles-of-ash.yaml")
    dashboard = CampaignDashboard(document, workspace)
    qtbot.addWidget(dashboard)
    dashboard.runs.setValue(3)
    dashboard.bots.setCurrentText("random")  # CampaignSpec's default; the dashboard offers the CLI's, greedy
    dashboard.jobs.setValue(1)
    dashboard.seed.setValue(5)
    with qtbot.waitSignal(dashboard.completed, timeout=120_000):
        dashboard.start()
    playable = load_campaign("isles-of-ash")
    expected = build_campaign_report(playable, run_campaigns(playable, CampaignSpec(seed=5), 3, jobs=1))
    assert dashboard.report == expected
    assert dashboard.flow.shares == expected["flow"]
    assert "The Isles of Ash (isles-of-ash): 3 runs" in dashboard.summary.toPlainText()
    assert dashboard.status.text() == "3 runs."


def test_a_broken_campaign_says_why_instead_of_playing(tmp_path, workspace, qtbot):
    target = tmp_path / "broken.yaml"
    shutil.copy(LIBRARY / "campaigns" / "isles-of-ash.yaml", target)
    document = Document.open(target)
    document.set_value("/chapters/0/adventure", "no-such-adventure", "Break it")
    dashboard = CampaignDashboard(document, None)
    qtbot.addWidget(dashboard)
    dashboard.start()
    qtbot.waitUntil(lambda: not dashboard.is_running() and "cannot be played" in dashboard.status.text(),
                    timeout=60_000)
    assert "isles-of-ash" in dashboard.status.text() and dashboard.report is None

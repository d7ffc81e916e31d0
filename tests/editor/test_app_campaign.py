"""F5 and Ctrl+F5 on a campaign tab, and a view that opens another file by kind and id."""

from __future__ import annotations

import pytest

from editor.playtest.campaign_dashboard import CampaignDashboard
from editor.playtest.window import PlaytestWindow
from engine.sim.session import SessionSetup

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def test_f5_plays_the_campaign_chapter_by_chapter(window):
    window.open_path(window.workspace.root / "campaigns" / "isles-of-ash.yaml")
    chosen = SessionSetup(("yoruba", "chasseurs", "red-coats"), ("random",) * 3, 5)
    window.prompter.answer("ask_playtest_setup", chosen)
    playtest = window.menus.show_playtest()
    assert isinstance(playtest, PlaytestWindow)
    assert [args[0] for args in window.prompter.questions("ask_playtest_setup")] == ["first-landing"]
    assert playtest.campaign.course.chapter.id == "landfall"
    assert playtest.windowTitle() == "Campaign — The Isles of Ash — Chapter I: Landfall"
    playtest.run_to_end()
    assert playtest.campaign.next_chapter()
    assert playtest.session.game.adventure.id == "drowned-temple"
    playtest.close()


def test_ctrl_f5_opens_the_campaign_dashboard_and_plays_at_once(window):
    # as Ctrl+F5 on an adventure does (tests/editor/test_dashboard_defaults.py)
    window.open_path(window.workspace.root / "campaigns" / "isles-of-ash.yaml")
    dashboard = window.menus.show_balance()
    assert isinstance(dashboard, CampaignDashboard) and dashboard.is_running()
    dashboard.close()
    assert not dashboard.is_running()


def test_a_view_asking_for_an_adventure_opens_it(window):
    # the campaign form's flow view emits open_content("adventure", id) on a double click
    # (tests/editor/test_campaign_flow.py); the document page relays it to Session.open_content
    window.session.open_content("adventure", "ember-crown")
    assert window.session.current_document().item_id == "ember-crown"
    assert window.session.open_content("adventure", "no-such-isle") is None
    assert window.prompter.questions("info")[-1][0] == "Open"

"""The campaign flow view shows every chapter title whole (issue 31, item 10), in the campaign form and in
the campaign dashboard, both opened through the main window."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from editor.forms.campaign_flow import BOX_W, FlowView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _fits(flow: FlowView) -> list[tuple[str, bool]]:
    metrics = QFontMetricsF(flow.title_font())
    return [(c.title, metrics.horizontalAdvance(c.title) <= flow.box(i).width() - 12)
            for i, c in enumerate(flow.model.chapters)]


@pytest.fixture
def window(make_window):
    return make_window(feature_views=True)  # the rulesets' own views: the campaign form and its flow


def test_every_chapter_title_fits_its_box_in_the_form_and_the_dashboard(window):
    window.open_path(window.workspace.root / "campaigns" / "isles-of-ash.yaml")
    (flow,) = window.tabs.current().findChildren(FlowView)
    titles = ["Chapter I: Landfall", "Chapter II: The Bells of Bellwater", "Interlude: The Second Ebb",
              "Chapter III: The Ember Crown"]
    assert _fits(flow) == [(title, True) for title in titles]
    assert flow.box(0).width() > BOX_W  # "Chapter II: The Bells of Bellwater" did not fit the old 190 px
    dashboard = window.menus.show_balance(start=False)
    assert _fits(dashboard.flow) == [(title, True) for title in titles]
    dashboard.close()


def test_a_longer_title_widens_the_boxes_and_the_view(window):
    window.open_path(window.workspace.root / "campaigns" / "isles-of-ash.yaml")
    (flow,) = window.tabs.current().findChildren(FlowView)
    before = flow.sizeHint().width()
    window.session.current_document().set_value("/chapters/0/title", "Chapter I: Landfall on the Far Side of the "
                                                "Isles of Ash", "Rename")
    assert _fits(flow)[0] == ("Chapter I: Landfall on the Far Side of the Isles of Ash", True)
    assert flow.sizeHint().width() > before

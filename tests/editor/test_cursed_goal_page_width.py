"""The Cursed Island Goal page fits its panel at 1,400 pixels with the side panels open: a victory-point
entry's fields wrap onto a second line (`editor/forms/wrap_row.py`) instead of one row as wide as all of
them, so no horizontal scroll bar hides the entries' titles and up/down/delete buttons. Before, the row
was 819 pixels at least in a panel of about 630."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea, QToolButton

from editor.forms.wrap_row import WrapLayout
from editor.rulesets.cursed_island.scenario_view import ScenarioView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def test_the_goal_page_fits_its_panel_with_the_docks_open(make_window, library, qtbot):
    window = make_window(feature_views=True)  # the rulesets' own views: the scenario's pages
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.open_path(library / "cursed-island" / "the-long-tide.yaml")
    view = window.tabs.current().findChild(ScenarioView)
    view.tabs.setCurrentIndex(next(i for i in range(view.tabs.count()) if view.tabs.tabText(i) == "Goal and points"))
    form = view.pages["Goal and points"]
    (scroll,) = form.findChildren(QScrollArea)
    assert window.library.dock.isVisible() and window.yaml.isVisible()
    qtbot.waitUntil(lambda: scroll.viewport().width() < 700)
    qtbot.wait(50)  # the form laid out at that width
    assert scroll.horizontalScrollBar().maximum() == 0
    assert scroll.widget().width() == scroll.viewport().width()
    rows = form.findChildren(WrapLayout)
    assert len(rows) == 3  # the scenario's three victory-point lines
    qtbot.waitUntil(lambda: all(row.geometry().width() > 0 for row in rows))
    viewport = scroll.viewport()
    deletes = [b for b in form.findChildren(QToolButton) if b.text() == "✕" and "points" in b.toolTip()]
    assert len(deletes) == 3
    for button in deletes:  # each entry's delete button is inside the panel, not behind a scroll bar
        assert button.mapTo(viewport, button.rect().topRight()).x() < viewport.width()
    for row in rows:  # what and points on one line, the title below them
        what, points, title = (row.itemAt(i).widget() for i in range(3))
        assert what.y() == points.y() < title.y()
        assert title.geometry().right() <= row.geometry().right()

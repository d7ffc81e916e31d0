"""The page of one document builds a view when its tab is first shown or asked for, not before."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from editor.app.document_page import DocumentPage
from editor.documents.document import Document

from app_support import FakeView

TITLES = ["Map", "Adventure", "Setup", "Rules"]
CLAIMS = {"Map": ("/map",), "Adventure": ("/title",), "Setup": ("/setup",), "Rules": ("/rules",)}


@pytest.fixture
def built(registry) -> list[str]:
    """Four counting views for adventures; the titles of the views built, in the order they were."""
    made: list[str] = []

    def factory_of(title: str):
        def factory(document, workspace):
            made.append(title)
            view = FakeView(document, workspace, CLAIMS[title])
            view.setObjectName(f"fake{title}")
            return view
        return factory

    for order, title in enumerate(TITLES):
        registry.register("adventure", title, factory_of(title), order)
    return made


@pytest.fixture
def page(built, registry, adventure: Document, qtbot) -> DocumentPage:
    page = DocumentPage(adventure, None, registry(adventure))
    qtbot.addWidget(page)
    return page


def _pending(page: DocumentPage) -> list[str]:
    return [page.tabText(i) for i in range(page.count()) if not page.is_built(i)]


def test_opening_a_document_builds_only_the_view_shown(page: DocumentPage, built: list[str]):
    assert [page.tabText(i) for i in range(page.count())] == TITLES
    assert built == ["Map"]
    assert page.currentIndex() == 0 and page.currentWidget().objectName() == "fakeMap"
    assert _pending(page) == ["Adventure", "Setup", "Rules"]
    assert all(page.widget(i).objectName() == "pendingView" for i in range(1, page.count()))


def test_showing_a_tab_builds_its_view_once_and_keeps_it_current(page: DocumentPage, built: list[str], qtbot):
    shown: list[int] = []
    page.currentChanged.connect(shown.append)
    page.tabBar().setCurrentIndex(2)  # as a click on the tab does
    assert built == ["Map", "Setup"]
    assert page.currentIndex() == 2 and page.currentWidget().objectName() == "fakeSetup"
    assert shown == [2]  # the placeholder's replacement is not a change of tab
    assert [page.tabText(i) for i in range(page.count())] == TITLES
    page.setCurrentIndex(0)
    page.setCurrentIndex(2)
    assert built == ["Map", "Setup"] and shown == [2, 0, 2]
    assert _pending(page) == ["Adventure", "Rules"]


def test_views_and_view_build_on_demand(page: DocumentPage, built: list[str]):
    setup = page.view("Setup")
    assert setup.objectName() == "fakeSetup" and built == ["Map", "Setup"]
    assert page.currentIndex() == 0  # asking for a view does not show it
    every = page.views()
    assert [v.objectName() for v in every] == [f"fake{t}" for t in TITLES]
    assert every[2] is setup and built == ["Map", "Setup", "Adventure", "Rules"]
    assert page.views() == every and len(built) == 4
    with pytest.raises(KeyError):
        page.view("Campaign")


def test_a_view_built_later_relays_its_signals(page: DocumentPage, qtbot):
    rules = page.view("Rules")
    with qtbot.waitSignal(page.pointer_selected) as selected:
        rules.pointer_selected.emit("/rules/0")
    assert selected.args == ["/rules/0"]
    with qtbot.waitSignal(page.coordinates_changed) as coordinates:
        rules.coordinates.emit("column 3, row 4")
    assert coordinates.args == ["column 3, row 4"]


def test_select_pointer_builds_the_views_up_to_the_one_that_claims_it(page: DocumentPage, built: list[str]):
    assert page.select_pointer("/setup/boss")
    assert built == ["Map", "Adventure", "Setup"]
    assert page.currentWidget().objectName() == "fakeSetup" and page.currentWidget().selected == ["/setup/boss"]
    assert _pending(page) == ["Rules"]


def test_a_view_that_fails_to_build_when_first_shown_shows_why(registry, adventure: Document, qtbot, caplog):
    registry.register("adventure", "Map", lambda d, w: FakeView(d, w), 10)
    registry.register("adventure", "Broken", lambda d, w: 1 / 0, 20)
    page = DocumentPage(adventure, None, registry(adventure))
    qtbot.addWidget(page)
    with caplog.at_level(logging.ERROR, logger="editor.app.document_page"):
        page.setCurrentIndex(1)
    broken = page.currentWidget()
    assert broken.objectName() == "brokenView" and "ZeroDivisionError" in broken.text()
    assert page.tabText(1) == "Broken" and "view Broken of" in caplog.text


# -- with the editor's own views ---------------------------------------------------------------------


def test_an_adventure_opens_with_only_its_map_built(make_window, library: Path):
    window = make_window(feature_views=True)  # Isles of Terror's own table of views
    page = window.session.open(library / "drowned-temple.yaml")
    titles = [page.tabText(i) for i in range(page.count())]
    assert titles == ["Map", "Adventure", "Story", "Setup", "Progress", "Victory", "Rules"]
    assert _pending(page) == titles[1:]
    assert not any(v.objectName() == "brokenView" for v in page.views())
    assert _pending(page) == []


def test_a_problem_in_the_setup_form_builds_and_selects_it(make_window, library: Path, qtbot):
    window = make_window(feature_views=True)
    document = window.session.open(library / "drowned-temple.yaml").document
    window.session.open(library / "ember-crown.yaml")  # another document is current
    with qtbot.waitSignal(window.workspace.diagnostics_changed, timeout=5000):
        document.set_value("/setup/boss", "drowned-preist")
    problem = next(d for d in window.workspace.diagnostics_for(document.path) if d.code == "ref/unknown-id")
    assert window.navigator.activate_diagnostic(problem)
    page = window.tabs.current()
    assert page.document is document and page.tabText(page.currentIndex()) == "Setup"
    assert page.currentWidget() is page.view("Setup")
    assert _pending(page) == ["Progress", "Victory", "Rules"]
    assert window.yaml.view.marked_line == document.line_of("/setup/boss")

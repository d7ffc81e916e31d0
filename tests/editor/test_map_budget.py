"""Map designer: the live tile budget, problems marked on the board, coordinates on hover."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.documents.workspace import Workspace
from editor.map.view import MapView
from engine.content import paths


@pytest.fixture
def workspace(tmp_path: Path, qtbot, monkeypatch):
    root = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), root)
    monkeypatch.chdir(tmp_path)
    space = Workspace(root)
    qtbot.waitUntil(lambda: space.ready, timeout=10000)
    yield space
    for document in space.documents():
        document.undo_stack.clear()  # breaks the command -> document cycle (see test_map_paint.open_map)
    space.shutdown()


@pytest.fixture
def temple(workspace: Workspace, qtbot) -> MapView:
    view = MapView(workspace.open(workspace.root / "drowned-temple.yaml"), workspace)
    qtbot.addWidget(view)
    return view


def test_the_budget_of_the_drowned_temple(temple: MapView):
    assert temple.budget.text().splitlines() == [
        "Green: 11/22", "Yellow: 10/18", "Red: 5/14", "Sea: 12/14",
        "Location bag: 6/5", "Terrain bag: 6/5"]  # the sixth card of each is laid on a fixed area: none to add
    assert "core-area-tiles" in temple.budget.caption.text()
    assert temple.budget.footer.text() == "Fixed tiles on the map: 1 location, 1 terrain"


def test_a_bag_is_tight_while_the_library_has_a_card_left_to_add(temple: MapView):
    temple.document.set_value("/setup/location_bag", ["sunken-observatory", "whispering-well", "old-lighthouse",
                                                      "jade-shrine"])  # pirate-cache left out
    assert temple.budget.text().splitlines()[4] == "Location bag: 6/4 tight"


def test_the_budget_follows_every_edit(temple: MapView):
    temple.paint_kind = "red"
    temple.tool = "rectangle"
    temple.stroke([(0, 5), (1, 7)])  # six fields: water, sea and water become red
    assert temple.budget.text().splitlines()[2:4] == ["Red: 11/14", "Sea: 11/14"]
    temple.stroke([(8, 3), (9, 4)])
    assert temple.budget.text().splitlines()[2] == "Red: 15/14 over"
    name, value = temple.budget.cells["Red"]
    assert "d0201b" in value.styleSheet()
    # the tooltip is the budget check's own message and hint (engine/content/checks/budget.py)
    assert value.toolTip() == ("The map has 15 red fields but the pool 'core-area-tiles' holds 14 red tiles. "
                               "Paint 1 fewer red field(s), or use a larger pool.")
    temple.document.undo_stack.undo()
    assert temple.budget.text().splitlines()[2] == "Red: 11/14"
    temple.document.set_value("/setup/location_bag", ["pirate-cache"] * 6)
    assert temple.budget.text().splitlines()[4] == "Location bag: 6/6"


def test_problems_are_marked_on_their_fields(temple: MapView, workspace: Workspace, qtbot):
    document = temple.document
    assert temple.item.problems == {}
    with qtbot.waitSignal(workspace.diagnostics_changed, timeout=5000):
        document.set_value("/map/rows/1", ". s g g f y . s x .")  # an unknown code in column 8
    assert temple.item.problems[(8, 1)][0] == "error"
    assert "'x' is not a field code" in temple.tooltip((8, 1))
    assert temple.tooltip((8, 1)).startswith("[8, 1] unknown ('x')")
    with qtbot.waitSignal(workspace.diagnostics_changed, timeout=5000):
        document.undo_stack.undo()
        temple.tool, temple.paint_kind = "eraser", "empty"
        temple.stroke([(5, 3)])  # the Drowned Temple's field becomes water: its entry now lies on nothing
    assert (8, 1) not in temple.item.problems
    severity, messages = temple.item.problems[(5, 3)]
    assert severity == "error" and any("[map/area-on-empty]" in m for m in messages)
    assert temple.tooltip((0, 0)) == ""


def test_hover_reports_coordinates(temple: MapView, qtbot):
    with qtbot.waitSignal(temple.coordinates) as hovered:
        temple.hover((5, 3))
    assert hovered.args == ["[5, 3] adventure · The Drowned Temple"]
    with qtbot.waitSignal(temple.coordinates) as hovered:
        temple.hover((0, 0))
    assert hovered.args == ["[0, 0] empty"]
    with qtbot.waitSignal(temple.coordinates) as hovered:
        temple.hover((30, 0))
    assert hovered.args == [""]


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_hovering_with_the_mouse(temple: MapView, qtbot):
    from PySide6.QtTest import QTest

    temple.resize(1000, 700)
    temple.show()
    qtbot.waitExposed(temple)
    point = temple.board_view.mapFromScene(temple.item.layout.centre((6, 2)))
    with qtbot.waitSignal(temple.coordinates) as hovered:
        QTest.mouseMove(temple.board_view.viewport(), point)
    assert hovered.args == ["[6, 2] red · The Sunken Cloister"]

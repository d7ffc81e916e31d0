"""Heat maps of any coordinates: negative ones, a map not starting at (0, 0), hex or square grids.

The canvas of a heat map is the box of ALL its fields (least and greatest column and row), not just
the greatest: `HeatMap.bounds`, `Layout.bounds_rect`, and the map designer's overlay built on them.
"""

from __future__ import annotations

import math
import shutil

import pytest

from editor.board.heat import HeatMap, heat_store
from editor.board.layout import Layout
from editor.documents.document import Document
from editor.map.view import MapView
from engine.content import paths
from map_support import SMALL

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
ROOT3 = math.sqrt(3.0)


def report_map(fields: dict) -> dict:
    return {"fields": [{"field": list(c), "area": "", "kind": "green", "explored": v, "conquered": 0.0, "fought": 0.0,
                        "held": 0.0} for c, v in fields.items()]}


def rect(r) -> tuple:
    return tuple(round(v, 4) for v in (r.left(), r.top(), r.width(), r.height()))


def test_the_bounds_of_a_heat_map_are_its_least_and_greatest_coordinates():
    heat = HeatMap.from_report_map(report_map({(-2, -1): 0.5, (3, 4): 0.25, (0, 0): 0.1}), "run")
    assert heat.bounds() == (-2, -1, 3, 4)
    assert HeatMap.from_report_map(report_map({(4, 7): 1.0, (6, 5): 0.0}), "run").bounds() == (4, 5, 6, 7)
    assert HeatMap.from_report_map({"fields": []}, "run").bounds() is None


def test_a_square_box_reaches_from_the_least_field_to_the_greatest():
    # square fields are 64 wide, centred at 12 + 32 + 64 * column: column -2 starts at -116, column 3 ends at 268
    assert rect(Layout("square", 6, 6).bounds_rect((-2, -1, 3, 4))) == (-116.0, -52.0, 384.0, 384.0)
    assert rect(Layout("square", 6, 6).bounds_rect((2, 3, 2, 3))) == (140.0, 204.0, 64.0, 64.0)  # one field


def test_a_hex_box_holds_the_shifted_odd_columns():
    # flat-topped hexes: 64 wide, 48 apart, sqrt(3) * 32 high; odd columns half a field lower
    got = rect(Layout("hex", 5, 4).bounds_rect((-1, -1, 1, 0)))
    top = 12 + 16 * ROOT3 - 32 * ROOT3 - 16 * ROOT3
    bottom = 12 + 16 * ROOT3 + 16 * ROOT3 + 16 * ROOT3
    assert got == (-36.0, round(top, 4), 160.0, round(bottom - top, 4))
    assert got == (-36.0, -43.4256, 160.0, 138.5641)


@pytest.fixture
def small(tmp_path, qtbot):
    (tmp_path / "small.yaml").write_text(SMALL, encoding="utf-8")
    view = MapView(Document.open(tmp_path / "small.yaml"))
    qtbot.addWidget(view)
    yield view
    heat_store().clear(view.document.path)


def test_the_overlay_canvas_covers_fields_off_the_board_on_every_side(small):
    assert rect(small.heat_overlay.boundingRect()) == rect(small.item.boundingRect()) == (0.0, 0.0, 280.0, 273.4153)
    heat_store().set(small.document.path, report_map({(-2, -1): 0.5, (1, 1): 0.25, (6, 5): 1.0}), "3 random games, seed 0")
    small.set_heat_measure("explored")
    # hex box of (-2, -1)..(6, 5): x -84..364, y -43.4256..372.2666, grown by 5 for the outlines
    assert rect(small.heat_overlay.boundingRect()) == (-89.0, -48.4256, 458.0, 425.6922)
    assert [small.heat_text(c) for c in ((-2, -1), (1, 1), (6, 5), (0, 0))] == ["50%", "25%", "100%", ""]
    scene = small.board_view.sceneRect()
    assert (scene.left(), scene.right()) == (-169.0, 449.0)  # the view scrolls to every field of the run
    small.set_heat_measure(None)
    assert rect(small.heat_overlay.boundingRect()) == (-89.0, -48.4256, 458.0, 425.6922)  # kept until it goes


def test_a_square_board_overlays_a_run_that_does_not_start_at_the_origin(tmp_path, qtbot):
    for name in ("lagoon-crossing.yaml", "clash-cards.yaml"):
        shutil.copy(paths.library_dir() / "island-clash" / name, tmp_path / name)
    view = MapView(Document.open(tmp_path / "lagoon-crossing.yaml"))
    qtbot.addWidget(view)
    try:
        heat_store().set(view.document.path, report_map({(2, 2): 0.4, (3, 3): 0.2, (7, 6): 0.1}), "run")
        view.set_heat_measure("explored")
        assert view.heat_overlay.heat.bounds() == (2, 2, 7, 6)
        # the 6 x 6 board is (0, 0)-(408, 408); field (7, 6) ends at 12 + 8 * 64 = 524 and 12 + 7 * 64 = 460
        assert rect(view.heat_overlay.boundingRect()) == (0.0, 0.0, 529.0, 465.0)
        assert [view.heat_text(c) for c in ((2, 2), (3, 3), (7, 6), (3, 2))] == ["40%", "20%", "10%", ""]
    finally:
        heat_store().clear(view.document.path)

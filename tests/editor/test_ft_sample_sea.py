"""Lay a sample sea from a Finis Terrae tile set: opened from the card catalogue of the main window, the stack for a
player count laid tile by tile where the kit's sea says each fits, the same sea for the same seed; and the bundled
tile set's counts per player count add up to its sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.board.placed import CELL
from editor.cards.face import card_title
from editor.rulesets.finis_terrae.sample_sea_view import SampleSeaDialog
from engine.core.placed import SIDES
from engine.rulesets.finis_terrae import model
from test_ft_tiles import opened

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")


def laid(dialog) -> list[tuple[str, tuple[int, int], int]]:
    return [(t.tile, t.cell, t.rotation) for t in dialog.result.laid]


def every_edge_matches(sea) -> bool:
    for cell in sea.board.cells():
        for side in SIDES:
            mine, theirs = sea.facing(cell, side)
            if theirs is not None and (mine, theirs) not in model.MATCHES:
                return False
    return True


def test_a_seed_lays_the_same_sea_from_the_stack(make_window, library: Path, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    action = next(a for a in catalogue.tool_actions if a.text() == "Lay a sample sea")
    action.trigger()
    dialog = catalogue.tool_windows[-1]
    assert isinstance(dialog, SampleSeaDialog) and dialog.seed.value() == 1
    assert dialog.players.currentData() == 4 and dialog.result.stack == 19
    assert laid(dialog)[:6] == [("bend", (2, 1), 0), ("reef", (1, -2), 0), ("bastion", (0, 2), 0),
                                ("beacon", (0, -2), 2), ("cove", (-2, 1), 0), ("open-water", (1, -3), 0)]
    assert len(dialog.result.laid) == 19 and dialog.result.discarded == []
    assert dialog.result.stopped == "every tile of the stack is drawn"
    assert every_edge_matches(dialog.result.sea)
    assert dialog.view.item.frontier == dialog.result.sea.open_cells() and len(dialog.view.item.highlight) == 9
    qtbot.mouseClick(dialog.relay_button, Qt.MouseButton.LeftButton)
    assert dialog.seed.value() == 2 and laid(dialog)[0] != ("bend", (2, 1), 0) and every_edge_matches(dialog.result.sea)
    dialog.seed.setValue(1)
    assert laid(dialog)[:2] == [("bend", (2, 1), 0), ("reef", (1, -2), 0)]
    dialog.resize(900, 800)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.view.fit()
    where = dialog.view.mapFromScene(2.5 * CELL, 1.5 * CELL)  # the bend laid first, at (2, 1)
    qtbot.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert catalogue.current() == 4 and card_title(catalogue.cards()[4]) == "Bend"  # selected in the catalogue
    dialog.players.setCurrentIndex(0)  # 2 players: 4 tiles leave the box
    assert dialog.result.stack == 15 and len(dialog.result.laid) == 15
    dialog.count.setValue(5)
    assert len(dialog.result.laid) == 5 and dialog.result.stopped == "5 tiles are laid"


def test_the_sample_reads_the_unsaved_tiles(make_window, library: Path, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    for row in range(12):
        catalogue.document.set_value(f"/tiles/{row}/count", 0)
    catalogue.document.set_value("/tiles/3/count", 2)  # only two coves: land on their top edge
    catalogue.tool_actions[0].trigger()
    dialog = catalogue.tool_windows[-1]
    assert [t.tile for t in dialog.result.laid] == ["cove", "cove"]
    assert [len(i.cells) for i in dialog.result.islands()] in ([1, 1], [2])


def test_the_bundled_tile_set_counts_add_up_per_player_count(make_window, library: Path, qtbot):
    window = make_window(feature_views=True)
    page = window.session.open(library / "finis-terrae" / "windward-tiles.yaml")
    catalogue = page.view("Cards")
    assert catalogue.grid.count() == 16 and catalogue.faces.noun == "tile"
    counts = catalogue.panels["Counts"]
    assert counts.totals == {2: 64, 3: 72, 4: 80} and counts.sizes == {2: 64, 3: 72, 4: 80} and counts.missed() == {}
    catalogue.tool_actions[0].trigger()
    dialog = catalogue.tool_windows[-1]
    dialog.count.setValue(200)
    assert dialog.result.stack == 80 and len(dialog.result.laid) + len(dialog.result.discarded) == 80
    assert every_edge_matches(dialog.result.sea)


def test_unreadable_tiles_are_drawn_counted_and_laid_leniently(make_window, library: Path, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    document = catalogue.document
    document.set_value("/tiles/0/edges", 3)  # not a mapping: drawn as sea all round
    document.set_value("/tiles/1/kind", "volcano")  # not a kind: drawn as open sea
    document.set_value("/tiles/2/count", "many")  # not a number: no copy
    document.set_value("/tiles/3/remove", [1])  # not a mapping: nothing leaves the box
    document.remove("/tiles/4/id", "no id")  # a tile without an id: left out of the sample
    assert catalogue.grid.count() == 12 and catalogue.face.region("edge:top") is not None
    counts = catalogue.panels["Counts"]
    assert counts.totals == {2: 15, 3: 17, 4: 18}  # no copy of the hull; every cove in play
    catalogue.grid.setCurrentRow(0)
    assert catalogue.face.region("edge:top").name == "Top edge: sea"
    qtbot.mouseClick(catalogue.face, Qt.MouseButton.LeftButton, pos=catalogue.face.centre_of("edge:top"))
    assert "Not changed: /tiles/0/edges is 3, not a mapping" in catalogue.status.text()
    catalogue.tool_actions[0].trigger()
    dialog = catalogue.tool_windows[-1]
    assert dialog.result.stack == 16 and "1 tile(s) without an id were left out" in dialog.summary.text()
    assert every_edge_matches(dialog.result.sea)

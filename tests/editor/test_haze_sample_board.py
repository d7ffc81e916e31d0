"""Deal a sample board from a Haze Islands map-cards file: opened from the card catalogue of the main window,
the cards laid as scouting grows a map, the same board for the same seed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.board.placed import CELL, PlacedBoardView, board_rect
from editor.rulesets.haze_islands.sample_board import SampleBoardDialog
from engine.core.placed import side_of
from test_haze_cards import FIXTURE, opened

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")


def laid(dialog) -> list[tuple[str, tuple[int, int], int]]:
    return [(s.card, s.cell, s.rotation) for s in dialog.result.laid]


def test_a_seed_deals_the_same_board_as_scouting_grows_it(make_window, library: Path, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-charts.yaml", FIXTURE)
    action = next(a for a in catalogue.tool_actions if a.text() == "Deal a sample board")
    action.trigger()
    dialog = catalogue.tool_windows[-1]
    assert isinstance(dialog, SampleBoardDialog) and dialog.seed.value() == 1
    # islands first (dead ends and cursed cards join from round 2), each new card's bottom toward its scout
    assert laid(dialog) == [("fog-bank", (0, 0), 0), ("gull-rock", (0, 1), 2), ("reed-isle", (1, 0), 1),
                            ("tern-key", (1, -1), 0), ("ash-shoal", (0, -1), 3), ("black-water", (0, -2), 0)]
    for scout in dialog.result.laid[1:]:
        assert side_of("bottom", scout.rotation) == {"north": "south", "south": "north", "east": "west",
                                                     "west": "east"}[scout.side]
    assert dialog.result.stopped == "every card of the deck is laid"
    assert dialog.view.item.frontier == [(-1, 0), (2, -1)]
    qtbot.mouseClick(dialog.redeal_button, Qt.MouseButton.LeftButton)
    assert dialog.seed.value() == 2
    assert laid(dialog) == [("tern-key", (0, 0), 0), ("reed-isle", (0, 1), 2), ("fog-bank", (1, 1), 1),
                            ("gull-rock", (1, 0), 0), ("ash-shoal", (1, 2), 2), ("black-water", (-1, 0), 3)]
    dialog.seed.setValue(1)
    assert laid(dialog)[:2] == [("fog-bank", (0, 0), 0), ("gull-rock", (0, 1), 2)]


def test_the_deal_reads_the_unsaved_cards(make_window, library: Path, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-charts.yaml", FIXTURE)
    catalogue.document.set_value("/cards/5/edges/bottom/triangle", False)  # fog-bank: no way south any more
    catalogue.tool_actions[0].trigger()
    dialog = catalogue.tool_windows[-1]
    assert laid(dialog)[0] == ("fog-bank", (0, 0), 0) and (0, 1) not in dialog.result.board


def test_the_bundled_deck_deals_and_stops_at_the_count(make_window, library: Path, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-charts.yaml")
    catalogue.tool_actions[0].trigger()
    dialog = catalogue.tool_windows[-1]
    dialog.count.setValue(5)
    assert len(dialog.result.laid) == 5 and dialog.result.stopped == "5 cards are laid"
    assert all(dialog.result.board.at(s.cell).card == s.card for s in dialog.result.laid)


def test_the_kit_board_view_turns_cards_and_reports_clicked_cells(qtbot):
    from engine.core.placed import Board

    seen = []
    view = PlacedBoardView(lambda painter, card: seen.append((card, painter.transform().m11(), painter.transform().m12())))
    qtbot.addWidget(view)
    board = Board()
    board.place((0, 0), "a", 0)
    board.place((1, 0), "b", 1)
    view.show_board(board, frontier=[(2, 0)])
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    view.viewport().grab()  # paints the scene now
    assert board_rect(board, [(2, 0)]).width() == 3 * CELL
    assert {card for card, *_ in seen} == {"a", "b"}
    turned = next(t for t in seen if t[0] == "b")
    assert turned[1] == pytest.approx(0, abs=1e-9) and turned[2] > 0  # a quarter turn clockwise
    with qtbot.waitSignal(view.cell_clicked) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(1.5 * CELL, 0.5 * CELL))
    assert clicked.args == [(1, 0)]

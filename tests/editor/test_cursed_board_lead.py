"""A pawn dropped on a group another castaway leads may support it (("assign", ...)) or take the lead
(("lead", ...)): both are legal, so the drop asks which, as a drop on a build asks wood or fur. Through
the real F5 path (the setup dialog) and real QDropEvents on the planning board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication

from editor.app.prompter import ScriptedPrompter
from editor.playtest.setup_dialog import PlaytestSetupDialog
from editor.playtest.window import PlaytestWindow
from editor.rulesets.cursed_island.board_view import PAWN_MIME, CursedBoardView
from editor.rulesets.cursed_island.places import place_of

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


class HumanTeam(ScriptedPrompter):
    def ask_playtest_setup(self, adventure, initial):
        dialog = PlaytestSetupDialog(adventure, initial)
        dialog.players.setValue(2)
        for box in dialog.controller_boxes:
            box.setCurrentIndex(box.findData("human"))
        dialog.seed.setText("7")
        return dialog.setup()


def drop(board: CursedBoardView, pawn: str, action: str, target: str) -> None:
    field = board.layout.field_of(action, target)
    data = QMimeData()
    data.setData(PAWN_MIME, pawn.encode())
    event = QDropEvent(QPointF(board.mapFromScene(field.rect.center())), Qt.DropAction.MoveAction, data,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    board.dropEvent(event)
    assert event.isAccepted()


def test_a_drop_on_a_group_another_castaway_leads_asks_support_or_lead(make_window):
    window = make_window(prompter=HumanTeam())
    window.open_path(window.workspace.root / "cursed-island" / "wreck-and-beacon.yaml")
    window.menus.playtest.trigger()  # F5
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    session, board = playtest.session, playtest.board
    while session.state.stage != "plan":
        playtest.panel.choose(0)
    asked = []
    answer = [-1]  # the last choice offered: take the lead
    playtest.choose_among = lambda actions, texts: asked.append((actions, texts)) or actions[answer[0]]
    assert [p.id for p in session.state.pawns[:3]] == ["surveyor:1", "surveyor:2", "galley-hand:1"]
    drop(board, "surveyor:1", "explore", "dunes")
    drop(board, "surveyor:2", "rest", "")
    assert asked == []  # one legal action each: nothing asked
    drop(board, "galley-hand:1", "explore", "dunes")
    assert asked == [([("assign", "galley-hand:1", "explore", "dunes"), ("lead", "galley-hand:1", "explore", "dunes")],
                      ["The Galley Hand's pawn 1 to exploring: space dunes, supporting The Surveyor",
                       "The Galley Hand's pawn 1 to exploring: space dunes, taking the action (the others support)"])]
    assert session.decisions[-1] == ("lead", "galley-hand:1", "explore", "dunes")
    assert [tuple(e) for e in session.state.plan] == [("galley-hand:1", "explore", "dunes"),
                                                      ("surveyor:1", "explore", "dunes"), ("surveyor:2", "rest", "")]
    # Step Back, and the same drop answered "support": the Surveyor keeps the lead
    playtest.act_back.trigger()
    answer[0] = 0
    drop(board, "galley-hand:1", "explore", "dunes")
    assert session.decisions[-1] == ("assign", "galley-hand:1", "explore", "dunes") and len(asked) == 2
    assert [tuple(e) for e in session.state.plan] == [("surveyor:1", "explore", "dunes"), ("surveyor:2", "rest", ""),
                                                      ("galley-hand:1", "explore", "dunes")]
    assert place_of(("lead", "galley-hand:1", "explore", "dunes")) == ("assign", "galley-hand:1", "explore", "dunes")

"""A pawn dropped on a field whose group it could join, where the rulebook lets the action be taken again
(a weapon level, a hunt...), may join it (("assign", ...)) or make a separate attempt of its own
(("separate", ...): its own pawns and dice): both are legal, so the drop asks which, and the board shows
the two attempts apart. Through the real F5 path (the setup dialog) and real QDropEvents."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_cursed_board_lead import HumanTeam, drop

from editor.playtest.window import PlaytestWindow
from editor.rulesets.cursed_island.places import place_of
from engine.rulesets.cursed_island import groups

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def test_a_drop_on_the_weapon_asks_join_or_a_separate_attempt(make_window):
    window = make_window(prompter=HumanTeam())
    window.open_path(window.workspace.root / "cursed-island" / "wreck-and-beacon.yaml")
    window.menus.playtest.trigger()  # F5
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    session, board = playtest.session, playtest.board
    while session.state.stage != "plan":
        playtest.panel.choose(0)
    # round 1: the surveyor's two pawns save the large wreckage reward (3 wood), the rest rest
    drop(board, "surveyor:1", "threat", "provision-crates")
    drop(board, "surveyor:2", "threat", "provision-crates")
    for pawn in ("galley-hand:1", "galley-hand:2", "islander"):
        drop(board, pawn, "rest", "")
    board.commit()
    while session.state.stage != "plan":
        playtest.panel.choose(0)
    assert session.state.round == 2 and session.state.available["wood"] == 4
    asked = []
    playtest.choose_among = lambda actions, texts: asked.append((actions, texts)) or actions[-1]
    drop(board, "surveyor:1", "build", "weapon")
    assert asked == []
    drop(board, "surveyor:2", "build", "weapon")
    assert asked == [([("assign", "surveyor:2", "build", "weapon"), ("separate", "surveyor:2", "build", "weapon")],
                      ["The Surveyor's pawn 2 to building: weapon, supporting The Surveyor",
                       "The Surveyor's pawn 2 to building: weapon, a separate attempt (its own pawns and dice)"])]
    assert session.decisions[-1] == ("separate", "surveyor:2", "build", "weapon")
    assert [g.pawns for g in groups.groups(session.state)] == [("surveyor:1",), ("surveyor:2",)]
    # the two attempts stand apart on the weapon field: half a pawn's place between them
    first, second = board.layout.pawns["surveyor:1"], board.layout.pawns["surveyor:2"]
    field = board.layout.field_of("build", "weapon")
    assert field.rect.contains(first) and field.rect.contains(second)
    assert second.left() - first.right() > first.width() / 2
    assert place_of(("separate", "surveyor:2", "build", "weapon")) == ("assign", "surveyor:2", "build", "weapon")

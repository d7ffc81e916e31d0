"""The storm's wind on Finis Terrae's F5 board: the step in which a storm blew draws the wind over the
start island's centre and an arrow from each ship it pushed (to its new cell, or red with a cross into
what wrecked it), and the next step takes them away. Played in the real playtest window opened by F5
from the menu of the main window, three random seats, seed 11 (the first storm of the game blows north
at step 201: the galleon pushed from (3,-2) to (3,-3), two ships wrecked, one sheltered in its port)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from editor.app.prompter import ScriptedPrompter
from editor.playtest.setup_dialog import PlaytestSetupDialog
from editor.playtest.window import PlaytestWindow
from editor.rulesets.finis_terrae import storm_marks
from editor.rulesets.finis_terrae.board_view import marks_of
from editor.rulesets.finis_terrae.storm_marks import Push, Storm

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


class RandomSeats(ScriptedPrompter):
    def ask_playtest_setup(self, adventure, initial):
        dialog = PlaytestSetupDialog(adventure, initial)
        dialog.players.setValue(3)
        for box in dialog.controller_boxes[:3]:
            box.setCurrentIndex(box.findData("random"))
        dialog.seed.setText("11")
        return dialog.setup()


def _mark_names(marks, cell) -> list[str]:
    return [m.func.__name__ for m in marks.get(cell, [])]


def test_a_storm_step_draws_the_wind_and_the_pushed_ships_until_the_next_step(make_window):
    window = make_window(prompter=RandomSeats())
    window.open_path(window.workspace.root / "finis-terrae" / "windward-sea.yaml")
    window.menus.playtest.trigger()  # F5
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    session = playtest.session
    while session.cursor < 201:
        assert playtest.board.storm is None or session.cursor == 0
        playtest.act_forward.trigger()  # Step Forward
    board = playtest.board
    assert board.storm == Storm("north", (Push(0, False, (3, 2), None, "edge of the sea"),
                                          Push(2, False, (1, 0), None, "land"),
                                          Push(0, True, (3, -2), (3, -3))))
    marks = board.item.marks
    assert _mark_names(marks, (0, 0))[-1] == "_wind" and marks[(0, 0)][-1].keywords == {"wind": "north"}
    galleon = marks[(3, -2)][-1]  # the arrow leaves the cell the galleon stood on
    assert galleon.func.__name__ == "_push" and galleon.keywords["moved"] is True
    assert galleon.keywords["colour"] == storm_marks.GALLEON_INK
    wrecked = marks[(3, 2)][-1]
    assert wrecked.keywords["moved"] is False  # drawn red with a cross, whatever the seat's colour
    assert set(marks) == set(marks_of(session.state)) | {(0, 0), (3, -2), (3, 2), (1, 0)}

    playtest.act_forward.trigger()  # the next step: the storm is over
    assert board.storm is None
    assert not any(name in ("_wind", "_push") for cell in board.item.marks for name in _mark_names(board.item.marks, cell))
    playtest.act_back.trigger()  # stepping back to the storm's step shows it again
    assert board.storm is not None and board.storm.wind == "north"
    playtest.close()


def test_storm_of_reads_only_a_storm_and_its_pushes():
    from engine.core.events import Event

    events = [Event("lay", 1, (2, 2), {}), Event("storm", 0, None, {"wind": "west"}),
              Event("pushed", 1, (4, 1), {"to": [4, 1], "wind": "west"}),
              Event("sheltered", 2, (0, 0), {"by": "port"})]
    assert storm_marks.storm_of(events) == Storm("west", (Push(1, False, (5, 1), (4, 1)),))
    assert storm_marks.storm_of(events[:1]) is None
    assert storm_marks.storm_of([]) is None

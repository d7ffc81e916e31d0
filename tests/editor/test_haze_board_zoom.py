"""F5 on Haze Islands keeps the user's zoom: the board is fitted when first shown and when it grows past
what the view shows, never on a move played inside it (it refitted on every move, so a zoom reset)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from test_haze_playtest import _f5

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _wheel(view, steps: int) -> None:
    """The user turns the mouse wheel over the board (`steps` notches of 120 eighths of a degree)."""
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, view.viewport().mapToGlobal(centre), QPoint(), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_a_move_inside_the_view_keeps_the_users_zoom(make_window, qtbot):
    window, playtest = _f5(make_window, "friendly", ("human", "human"), seed=3)
    playtest.resize(1000, 700)
    playtest.show()
    qtbot.waitExposed(playtest)
    board, session = playtest.board, playtest.session
    assert board.fitted and len(session.state.board) == 1
    fitted = board.zoom
    _wheel(board, -1)  # zoom out: the one-card board now sits well inside the view
    zoomed = board.zoom
    assert zoomed == pytest.approx(fitted * 1.0015 ** -120) and not board.follows_size
    played = []
    for _ in range(4):  # four moves that lay no card: the board stays inside the view
        actions = playtest.panel.actions()
        index = next(i for i, a in enumerate(actions) if a[0] != "scout")
        played.append(actions[index])
        playtest.panel.choose(index)
        assert len(session.state.board) == 1 and board.zoom == pytest.approx(zoomed)
    assert played[0] == ("raid",) and len(session.decisions) == 4
    playtest.close()

"""Map designer: the board is fitted on open, whatever size the window settles on, until the user zooms."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from editor.documents.document import Document
from editor.map.view import MapView
from engine.content import paths


@pytest.fixture
def landing(tmp_path: Path, qtbot) -> MapView:
    shutil.copy(paths.library_dir() / "first-landing.yaml", tmp_path / "first-landing.yaml")
    view = MapView(Document.open(tmp_path / "first-landing.yaml"))
    qtbot.addWidget(view)
    yield view
    view.document.undo_stack.clear()


def shown_rect(view: MapView):
    board = view.board_view
    return board.mapToScene(board.viewport().rect()).boundingRect()


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_whole_board_shows_after_the_window_settles_its_size(landing: MapView, qtbot):
    landing.resize(1400, 900)  # a page is shown large first, then the window lays out its docks
    landing.show()
    qtbot.waitExposed(landing)
    landing.resize(820, 560)
    qtbot.waitUntil(lambda: shown_rect(landing).contains(landing.item.boundingRect()))
    assert shown_rect(landing).contains(landing.item.boundingRect())


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_zoom_of_the_users_own_survives_a_resize_until_fit(landing: MapView, qtbot):
    landing.resize(900, 600)
    landing.show()
    qtbot.waitExposed(landing)
    board = landing.board_view
    viewport = board.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    QApplication.sendEvent(viewport, QWheelEvent(centre, viewport.mapToGlobal(centre), QPoint(), QPoint(0, 240),
                                                 Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier,
                                                 Qt.ScrollPhase.NoScrollPhase, False))
    zoomed = board.zoom
    landing.resize(700, 500)
    QApplication.processEvents()
    assert board.zoom == pytest.approx(zoomed)
    landing.activateWindow()
    qtbot.waitUntil(landing.isActiveWindow)
    board.setFocus()
    qtbot.keyClick(viewport, Qt.Key.Key_0)  # 0 fits, and the view follows its size again
    assert shown_rect(landing).contains(landing.item.boundingRect())
    landing.resize(900, 600)
    QApplication.processEvents()
    assert shown_rect(landing).contains(landing.item.boundingRect())

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


def test_a_fit_whose_scroll_bars_come_and_go_settles(qtbot):
    """A fitted board whose scene reaches past it can bring scroll bars, which shrink the viewport and refit
    it smaller, which can hide them again: back at the size of the fit before, by no more than the scroll
    bars, the view keeps its fit (this ping-pong looped for ever in the main window on Island Clash's board)."""
    from PySide6.QtCore import QRectF, Qt

    from editor.board.zoom_view import ZoomView

    class Counting(ZoomView):
        fits = 0

        def fit_rect(self):
            return QRectF(0, 0, 408, 408)

        def fit(self):
            self.fits += 1
            super().fit()

    view = Counting()
    qtbot.addWidget(view)
    view.scene().setSceneRect(QRectF(-80, -80, 568, 568))
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(400, 400)
    view.show()
    qtbot.waitExposed(view)
    fitted, size = view.fits, view.viewport().size()
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # the fit's scroll bar comes...
    qtbot.waitUntil(lambda: view.viewport().width() < size.width())
    assert view.fits == fitted + 1  # a narrower viewport is fitted again
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # ...and goes
    qtbot.waitUntil(lambda: view.viewport().size() == size)
    assert view.fits == fitted + 1 and view.follows_size  # the same size as before: no refit, no ping-pong
    view.resize(500, 420)
    qtbot.waitUntil(lambda: view.fits == fitted + 2)  # a real resize still refits

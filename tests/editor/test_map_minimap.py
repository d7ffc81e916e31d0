"""Map designer: the minimap shows the whole board and where the view is; a click shows that part."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from editor.documents.document import Document
from editor.map.view import MapView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

LARGE = "kind: adventure\nid: large\nmap:\n  grid: hex\n  rows:\n" + "".join(
    f'    - "{" ".join("gyrs"[(c + r) % 4] for c in range(40))}"\n' for r in range(40))


@pytest.fixture
def large(tmp_path: Path, qtbot) -> MapView:
    (tmp_path / "large.yaml").write_text(LARGE, encoding="utf-8")
    view = MapView(Document.open(tmp_path / "large.yaml"))
    qtbot.addWidget(view)
    view.resize(1100, 800)
    view.show()
    qtbot.waitExposed(view)
    yield view
    view.document.undo_stack.clear()


def test_the_minimap_shows_the_whole_board_and_frames_the_views_part(large: MapView, qtbot):
    minimap = large.minimap
    whole = QRectF(minimap.to_scene(QPointF(0, 0)), minimap.to_scene(QPointF(minimap.width(), minimap.height())))
    assert whole.contains(large.item.boundingRect())
    assert not minimap.picture.isNull() and minimap.picture.width() >= minimap.width()
    for _ in range(6):
        large.board_view.zoom_in()
    shown = minimap.shown_rect()
    assert shown.width() < large.item.boundingRect().width() / 2
    assert shown == large.board_view.mapToScene(large.board_view.viewport().rect()).boundingRect()


def test_a_click_on_the_minimap_shows_that_part_of_the_board(large: MapView, qtbot):
    for _ in range(6):
        large.board_view.zoom_in()
    target = large.item.layout.centre((34, 33))
    assert not large.minimap.shown_rect().contains(target)
    qtbot.mouseClick(large.minimap, Qt.MouseButton.LeftButton, pos=large.minimap.from_scene(target).toPoint())
    assert large.minimap.shown_rect().contains(target)
    assert large.document.undo_stack.count() == 0  # looking around edits nothing
    large.resize(1000, 760)  # the user's choice of view survives a resize
    qtbot.waitUntil(lambda: large.board_view.width() < 1000)
    assert large.minimap.shown_rect().contains(target)


def test_the_picture_is_taken_again_after_an_edit(large: MapView, qtbot):
    minimap = large.minimap
    at = minimap.from_scene(large.item.layout.centre((20, 20))).toPoint()
    before = minimap.picture.toImage().pixelColor(at).name()
    large.choose_kind("sea")
    large.stroke([(19, 19), (21, 21)])  # a few sea fields where yellow, red, green and sea alternate
    large.stroke([(19, 20), (21, 20)])
    large.stroke([(20, 19), (20, 21)])
    qtbot.waitUntil(lambda: minimap.picture.toImage().pixelColor(at).name() != before, timeout=3000)

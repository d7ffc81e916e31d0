"""Helpers the map designer's tests share: a small hex map, opening it shown, and where a field is."""

from __future__ import annotations

import shutil
from pathlib import Path


from editor.documents.document import Document
from editor.map.view import MapView
from engine.content import paths

SMALL = """kind: adventure
id: small
map:
  grid: hex
  rows:
    - ". . . . ."
    - ". y y . ."
    - ". . y s ."
    - "y . . . ."
"""


def shown_map(path: Path, qtbot, size: tuple[int, int], focus: bool = False) -> MapView:
    """The file in a map view of `size`, shown and exposed, with the keyboard focus on the board if
    asked (the caller clears its undo stack at the end)."""
    view = MapView(Document.open(path))
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    if focus:
        view.activateWindow()
        qtbot.waitUntil(view.isActiveWindow)
        view.board_view.setFocus()
    return view


def shown_small_map(tmp_path: Path, qtbot, size: tuple[int, int]) -> MapView:
    """SMALL in a map view of `size`, shown and exposed."""
    (tmp_path / "small.yaml").write_text(SMALL, encoding="utf-8")
    return shown_map(tmp_path / "small.yaml", qtbot, size)


def shown_landing(tmp_path: Path, qtbot) -> MapView:
    """A copy of the bundled first-landing in a 1100 x 800 map view with the keyboard on the board."""
    shutil.copy(paths.library_dir() / "first-landing.yaml", tmp_path / "first-landing.yaml")
    return shown_map(tmp_path / "first-landing.yaml", qtbot, (1100, 800), focus=True)


def field_point(view: MapView, coord):
    """The viewport position of a field's centre (where a click on that field lands)."""
    return view.board_view.mapFromScene(view.item.layout.centre(coord))

"""Helpers the map designer's tests share: a small hex map, opening it shown, and where a field is."""

from __future__ import annotations

from pathlib import Path

from editor.documents.document import Document
from editor.map.view import MapView

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


def shown_small_map(tmp_path: Path, qtbot, size: tuple[int, int]) -> MapView:
    """SMALL in a map view of `size`, shown and exposed (the caller clears its undo stack at the end)."""
    (tmp_path / "small.yaml").write_text(SMALL, encoding="utf-8")
    view = MapView(Document.open(tmp_path / "small.yaml"))
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return view


def field_point(view: MapView, coord):
    """The viewport position of a field's centre (where a click on that field lands)."""
    return view.board_view.mapFromScene(view.item.layout.centre(coord))

"""Landing fields: the sea fields where a ship may land, placed with the Landing tool and shown in a legend.

Isles of Terror has no start areas: a player's Land action puts their ship into any sea area
without enemy figures and their characters into an adjacent area. So every sea field is a landing
field unless the adventure says `landing: false` on its areas entry (an adventure's variant, say a
reef). The Landing tool (L) toggles that with the mouse: press on a sea field to forbid or allow
landing there, drag to do the same to more sea fields; one undo step per stroke. The board draws
an anchor on a landing field and a crossed circle on a sea where no ship may land; the legend in
the side panel says so. The validator checks the result (`engine/rulesets/isles_of_terror/checks/mapcheck.py`: a
map needs a landing field, enough of them for the players, every land area reachable from one,
and `landing` only on sea fields).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel

from editor.board.style import FILL, NO_LANDING_BRUSH, anchor_path, hex_polygon, no_landing_path

from .board import Coord

if TYPE_CHECKING:
    from .view import MapView

TEXTS = {True: "Allow landing", False: "Forbid landing"}
LEGEND = ((True, "Landing field: a ship may land here (every sea field, unless forbidden)"),
          (False, "No landing: a sea field where no ship may land (landing: false)"))


def is_sea(host: MapView, coord: Coord) -> bool:
    return host.board.inside(coord) and host.board.kind(coord) == "sea"


def set_landing(host: MapView, coords: Iterable[Coord], landing: bool) -> bool:
    """Allow or forbid landing on these sea fields: one undo step; False when nothing changes.

    Forbidding writes `landing: false` on the field's areas entry (a new entry `{at, landing}` if
    it has none); allowing removes that key again, and the entry too when nothing else is left in
    it (landing is the default).
    """
    board, document = host.board, host.document
    changing = sorted({tuple(c) for c in coords if is_sea(host, tuple(c)) and board.landing(tuple(c)) != landing})
    if not changing:
        return False
    with document.macro(TEXTS[landing] if len(changing) == 1 else f"{TEXTS[landing]} on {len(changing)} fields"):
        if not landing:
            for coord in changing:
                index = board.areas.get(coord)
                if index is None:
                    document.append("/map/areas", {"at": [coord[0], coord[1]], "landing": False})
                else:
                    document.set_value(f"/map/areas/{index}/landing", False)
        else:
            for index in sorted((board.areas[c] for c in changing), reverse=True):  # removals from the end
                entry = document.value(f"/map/areas/{index}") or {}
                if set(entry) <= {"at", "landing"}:
                    document.remove(f"/map/areas/{index}")
                else:
                    document.remove(f"/map/areas/{index}/landing")
    return True


def glyph_pixmap(landing: bool, size: int = 30) -> QPixmap:
    """A sea field with its landing mark, drawn as the board draws it (for the legend and the tool)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre = QPointF(size / 2, size / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(FILL["sea"])
    painter.drawPolygon(hex_polygon(size / 2, centre))
    if not landing:
        painter.setBrush(NO_LANDING_BRUSH)
        painter.drawPolygon(hex_polygon(size / 2, centre))
    painter.translate(centre)
    scale = size * 0.62
    painter.scale(scale, scale)
    pen = QPen(QColor(255, 255, 255, 230 if landing else 170), 2.0 / scale)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(anchor_path() if landing else no_landing_path())
    painter.end()
    return pixmap


class LandingLegend(QGroupBox):
    """The legend of the landing marks, and how to change them."""

    def __init__(self, parent=None) -> None:
        super().__init__("Landing fields", parent)
        self.setObjectName("map-landing-legend")
        layout = QGridLayout(self)
        layout.setColumnStretch(1, 1)
        for row, (landing, text) in enumerate(LEGEND):
            icon = QLabel()
            icon.setPixmap(glyph_pixmap(landing))
            label = QLabel(text)
            label.setWordWrap(True)
            label.setObjectName(f"legend-{'landing' if landing else 'no-landing'}")
            layout.addWidget(icon, row, 0, Qt.AlignmentFlag.AlignTop)
            layout.addWidget(label, row, 1)
        hint = QLabel("<i>Landing tool (L): click or drag over sea fields to forbid or allow landing.</i>")
        hint.setWordWrap(True)
        layout.addWidget(hint, len(LEGEND), 0, 1, 2)

"""The playtest board's legend: every mark the isle can show, painted by the isle's own item.

Each sample is a `FieldInfo` painted by a real `IsleItem` (cropped to the mark when it is a small
glyph), so the legend cannot drift from the board: change how a camp is drawn and its entry changes.
"""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from editor.board.layout import Layout
from editor.board.legend import LegendList

from .board_items import FieldInfo, IsleItem, figure_slots

AT = (0, 0)
SEAT_COLOUR = QColor("#2471a3")
TASK = "raise-the-flag"


def _info(**changes) -> FieldInfo:
    plain = FieldInfo(AT, "green", "green", "", False, None, True, -1, (), "", (), "")
    return plain._replace(**changes)


def _tile(value: int, resources: tuple[str, ...], value_colour: str | None = None):
    return SimpleNamespace(kind="plain", value=value, value_colour=value_colour, resources=resources, monster=False,
                           card=None)


CROPS = {"sea": QRectF(-14, -14, 28, 28), "tile": QRectF(-24, -24, 48, 28),  # around the field's centre
         "token": QRectF(14, 5, 16, 16), "terror": QRectF(-30, 5, 16, 16)}
FIGURES = _info(face_down=False, tile=None, figures=((0, 3, 1, 2, True),))

# (what it means, the field painted, what to crop: a figure kind, a key of CROPS, "clickable" or None: the field)
ENTRIES: tuple[tuple[str, FieldInfo, str | None], ...] = (
    ("Face-down area tile: its colour is known, its tile is not", _info(), None),
    ("Sea area where ships may land", _info(kind="sea", colour="sea", face_down=False, landing=True), "sea"),
    ("Sea area where no ship may land", _info(kind="sea", colour="sea", face_down=False), "sea"),
    ("Face-up tile: its value, and the gold and rations it produces",
     _info(face_down=False, tile=_tile(2, ("gold", "ration"))), "tile"),
    ("A red value badge: the tile's value is red; half gold, half ration: either, as its owner chooses",
     _info(face_down=False, tile=_tile(3, ("choice",), "red")), "tile"),
    ("Ringed in a faction's colour: that faction controls the area", _info(controller=0), None),
    ("Ship (in its faction's colour)", FIGURES, "ship"),
    ("Captain, with how many", FIGURES, "captain"),
    ("Soldiers, with how many", FIGURES, "soldier"),
    ("Camps, with how many", FIGURES, "camp"),
    ("Progress token: the first to explore or conquer the area takes it (its task's initial)",
     _info(token=TASK), "token"),
    ("Dashed ring inside (cooperative and solo): an allied area, held by the factions of these colours",
     _info(controller=0, allies=(0,)), None),
    ("Terror, with its level", _info(terrors=(("Terror", 2),)), "terror"),
    ("Shaded purple: where the terror you point at (on the isle or the terror board) reaches", _info(), "reach"),
    ("A fight is on here", _info(mark="combat"), None),
    ("Being explored", _info(mark="explore"), None),
    ("You may choose this area: click it", _info(), "clickable"),
)


def sample(info: FieldInfo, glyph: str | None, size: int = 40) -> QPixmap:
    """The isle's own painting of ``info`` (cropped to ``glyph``), ``size`` pixels square."""
    layout = Layout("hex", 1, 1)
    item = IsleItem(layout, {TASK: "Raise the Flag"})
    item.colours = [SEAT_COLOUR]
    centre = layout.centre(AT)
    item.infos[AT] = info
    item.slots[AT] = figure_slots(info, centre)
    source = layout.field_rect(AT, grow=3.0)
    if glyph == "clickable":
        item.clickable = frozenset({AT})
    elif glyph == "reach":
        item.reach = frozenset({AT})
    elif glyph in CROPS:
        source = CROPS[glyph].translated(centre)
    elif glyph is not None:
        slot = next(s for s in item.slots[AT] if s.kind == glyph)
        side = max(slot.rect.width(), slot.rect.height()) + 4
        source = QRectF(slot.rect.center().x() - side / 2, slot.rect.center().y() - side / 2, side, side)
    scene = QGraphicsScene()
    scene.addItem(item)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, size, size), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.removeItem(item)
    return pixmap


class BoardLegend(LegendList):
    """What every mark on the playtest isle means: a sample of each, painted as the board paints it."""

    def __init__(self, parent=None) -> None:
        super().__init__(((sample(info, glyph, 40), text) for text, info, glyph in ENTRIES), parent)

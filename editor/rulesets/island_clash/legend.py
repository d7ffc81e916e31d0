"""The Island Clash playtest board's legend: every mark the board draws, painted by the board's own item.

Each sample is one field painted by a real `ClashIsle` (from a stand-in state holding only that field),
so the legend cannot drift from the board: the field kinds come from the engine ruleset's `map_kinds()`
(their colours and icon letters as the board paints them), then the seats' start areas, units, a
waiting battle, the clickable and the chosen field, and the two card stacks beside the board.
"""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from editor.board.layout import Layout
from editor.board.legend import LegendList
from engine.core import ruleset as rulesets

from .board_view import SEAT_COLOURS, STACK_COLOURS, ClashIsle, unit_centre

AT = (0, 0)
PLAIN = "r"  # the field under the samples of units and outlines


def _field(code: str = PLAIN, *, seats=("red",), starts=(), units=None, attack=None, clickable=False,
           selected=False) -> SimpleNamespace:
    """The playtest view `ClashIsle` paints from, with a state of one field."""
    adventure = SimpleNamespace(codes=[(AT, code)], starts=list(starts), captures=[])
    game = SimpleNamespace(adventure=adventure, seat_names=lambda: list(seats))
    state = SimpleNamespace(game=game, tiles={}, units={AT: units} if units else {}, attacks={AT: attack} if attack else {})
    return SimpleNamespace(state=state, clickable=frozenset({AT}) if clickable else frozenset(),
                           selected=AT if selected else None)


def sample(view, crop: str | None = None, size: int = 40) -> QPixmap:
    """The board's own painting of `view`'s field (cropped to its units when `crop` is "units")."""
    layout = Layout("square", 1, 1)
    item = ClashIsle(view, layout)
    source = layout.field_rect(AT, grow=3.0)
    if crop == "units":
        centre = unit_centre(layout.field_rect(AT, grow=0.0), 0)
        source = QRectF(centre.x() - 14, centre.y() - 14, 28, 28)
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


def stack_sample(stack: str, size: int = 40) -> QPixmap:
    """A card stack as the board draws it beside the fields: a box in the stack's colour."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setPen(QPen(QColor("#333"), 1))
    painter.setBrush(STACK_COLOURS[stack])
    painter.drawRect(QRectF(2, 8, size - 4, size * 46 / 70 - 4))
    painter.end()
    return pixmap


def entries() -> list[tuple[SimpleNamespace | str, str | None, str]]:
    """(the sample: a view of one field, or a stack's name; the crop; what it means), in the legend's order."""
    rows: list[tuple[SimpleNamespace | str, str | None, str]] = []
    for kind in rulesets.get("island-clash").map_kinds():
        meaning = kind.meaning.split(": ", 1)[1] if kind.meaning.startswith(kind.name + ": ") else kind.meaning
        text = kind.name + (f" (marked {kind.icon})" if kind.icon and kind.code != "." else "")
        rows.append((_field(kind.code), None, f"{text}: {meaning}" if meaning else text))
    for colour in SEAT_COLOURS:
        rows.append((_field("S", seats=(colour,), starts=(AT,)), None,
                     f"Ringed in {colour}: the start area of the {colour} seat"))
    rows += [
        (_field(units=(0, 3)), "units", "Units in their seat's colour, with how many"),
        (_field(seats=("red", "blue"), units=(0, 2), attack=(1, 3)), None,
         "Ringed in red: a battle is waiting here, the attackers (right) against the holders (left)"),
        (_field(clickable=True), None, "Dashed white outline: you may choose this field: click it"),
        (_field(selected=True), None, "Blue outline: the field you chose"),
        ("resource", None, "Resource stack (beside the board): cards left to draw / discarded; the last phase "
                           "begins when it has run out as often as the adventure says"),
        ("combat", None, "Combat stack (beside the board): cards left to draw / discarded"),
    ]
    return rows


class ClashLegend(LegendList):
    """What every mark on the Island Clash playtest board means: a sample of each, as the board paints it."""

    def __init__(self, parent=None) -> None:
        super().__init__(((stack_sample(view) if isinstance(view, str) else sample(view, crop), text)
                          for view, crop, text in entries()), parent)

"""The Island Clash board during a game: a square grid with its tiles, units, battles and card stacks.

`ClashBoardView.show_state(state)` repaints the board from an engine `State`: each field is a
square in its tile's colour with its icon letter, the units on it in the seat's colour, a ring
around the capture areas, the seat's colour around each start area, and a red outline where a
battle is waiting. Beside the board, the two stacks with their draw and discard counts. A click on
a field emits `area_clicked((column, row))`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from editor.board.zoom_view import ZoomView

SIZE = 60.0
TILE_COLOURS = {"arrow": QColor("#c9a25b"), "road": QColor("#a7a39a"), "water": QColor("#7fb6d8"),
                "start": QColor("#f2dc74"), "capture": QColor("#b978c9"), "land": QColor("#9cc27c")}
SEAT_COLOURS = {"red": QColor("#d62728"), "blue": QColor("#1f5fbf"), "green": QColor("#2a9d3a"),
                "yellow": QColor("#e0b000")}
WATER = QColor("#3f7fc0")


def field_text(state, field) -> str:
    """What a field holds, in words (the tooltip)."""
    names = state.game.seat_names()
    adventure = state.game.adventure
    parts = [f"({field[0]},{field[1]})"]
    if field in adventure.captures:
        parts.append("capture area")
    elif field in adventure.starts:
        parts.append(f"start area of {names[adventure.starts.index(field)]}")
    elif field in state.tiles:
        parts.append(f"{state.tiles[field]} tile")
    held = state.units.get(field)
    if held:
        parts.append(f"{held[1]} {names[held[0]]} unit{'s' if held[1] != 1 else ''}")
    attack = state.attacks.get(field)
    if attack:
        parts.append(f"attacked by {attack[1]} {names[attack[0]]}")
    return ", ".join(parts)


class ClashBoardView(ZoomView):
    MIN_SCALE, MAX_SCALE, MAX_FIT = 0.2, 6.0, 2.0
    WHEEL_ZOOMS = "ctrl"

    area_clicked = Signal(object)  # (column, row)
    figure_clicked = Signal(object, str, int)  # coord, "unit", seat

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest-board")
        self._state = None
        self._clickable: frozenset = frozenset()
        self._selected = None
        self.cells: dict[tuple[int, int], QGraphicsRectItem] = {}

    # -- the facade the playtest window uses --------------------------------------------------
    def show_state(self, state) -> None:
        self._state = state
        self._draw()

    def set_clickable(self, coords) -> None:
        self._clickable = frozenset(tuple(c) for c in coords or ())
        self._draw()

    def select_area(self, coord) -> None:
        self._selected = tuple(coord) if coord is not None else None
        self._draw()

    def fit_rect(self) -> QRectF:
        return self.scene().itemsBoundingRect()

    # -- drawing ------------------------------------------------------------------------------
    def _draw(self) -> None:
        state = self._state
        scene = self.scene()
        scene.clear()
        self.cells = {}
        if state is None:
            return
        adventure = state.game.adventure
        colours = [SEAT_COLOURS.get(c, QColor("#555")) for c in state.game.seat_names()]
        for field, code in adventure.codes:
            rect = QRectF(field[0] * SIZE, field[1] * SIZE, SIZE, SIZE)
            cell = scene.addRect(rect, QPen(QColor("#333"), 1), QBrush(self._fill(state, field, code)))
            cell.setToolTip(field_text(state, field) if code != "." else "water")
            self.cells[field] = cell
            if field in adventure.starts:
                seat = adventure.starts.index(field)
                scene.addRect(rect.adjusted(3, 3, -3, -3), QPen(colours[seat], 4))
            if field in self._clickable:
                scene.addRect(rect.adjusted(1, 1, -1, -1), QPen(QColor("#ffffff"), 3, Qt.PenStyle.DashLine))
            if field == self._selected:
                scene.addRect(rect, QPen(QColor("#1b5fd1"), 3))
            if field in state.attacks:
                scene.addRect(rect.adjusted(2, 2, -2, -2), QPen(QColor("#e0201b"), 3))
            icon = state.tiles.get(field)
            if icon:
                self._text(icon[0].upper(), rect.left() + 4, rect.top() + 2, QColor("#2b2118"))
            held = state.units.get(field)
            if held:
                self._units(rect, held, colours, 0)
            attack = state.attacks.get(field)
            if attack:
                self._units(rect, attack, colours, 1)
        self._stacks(state, adventure.width * SIZE + 16)

    def _fill(self, state, field, code) -> QColor:
        if code == ".":
            return WATER
        if code == "C":
            return TILE_COLOURS["capture"]
        if code == "S":
            return TILE_COLOURS["start"]
        return TILE_COLOURS.get(state.tiles.get(field, ""), TILE_COLOURS["land"])

    def _units(self, rect: QRectF, held, colours, slot: int) -> None:
        seat, n = held
        box = QRectF(rect.left() + 10 + slot * 22, rect.top() + 24, 20, 20)
        self.scene().addEllipse(box, QPen(QColor("#111"), 1), QBrush(colours[seat]))
        self._text(str(n), box.left() + (6 if n < 10 else 2), box.top() + 2, QColor("#ffffff"))

    def _text(self, text: str, x: float, y: float, colour: QColor) -> QGraphicsSimpleTextItem:
        item = self.scene().addSimpleText(text)
        item.setBrush(QBrush(colour))
        item.setPos(x, y)
        return item

    def _stacks(self, state, x: float) -> None:
        y = 0.0
        for stack in ("resource", "combat"):
            box = QRectF(x, y, 70, 46)
            self.scene().addRect(box, QPen(QColor("#333"), 1),
                                 QBrush(QColor("#8b6b4a") if stack == "resource" else QColor("#e38fb0")))
            self._text(f"{stack}\n{len(state.draw[stack])} / {len(state.discard[stack])}", x + 4, y + 4,
                       QColor("#111"))
            y += 56
        self._text(f"depleted {state.depletions}x" + ("\nlast phase" if state.last_phase else ""), x, y,
                   QColor("#111"))

    # -- clicks -------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = self.mapToScene(event.position().toPoint())
        field = (int(point.x() // SIZE), int(point.y() // SIZE))
        if field in self.cells:
            self.area_clicked.emit(field)

    def field_summary(self, coord) -> str:
        return field_text(self._state, tuple(coord)) if self._state is not None else ""

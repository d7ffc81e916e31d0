"""The Island Clash board during a game: a square grid with its tiles, units, battles and card stacks.

`ClashBoardView.show_state(state)` repaints the board from an engine `State`. The grid is drawn by
the boards' shared drawing (`editor.board`: a `Layout` of square fields, one `FieldsItem` painting
them, the `ZoomView`), in the colours of the ruleset's field kinds (`board.FIELD_KINDS`, the same
the map designer paints with): each field in its tile's colour with its icon letter, the units on it
in the seat's colour, the seat's colour around each start area, and a red outline where a battle is
waiting. Beside the board, the two stacks with their draw and discard counts. A click on a field
emits `area_clicked((column, row))`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

from editor.board import style
from editor.board.fields_item import FieldsItem
from editor.board.layout import SIZE, Layout
from editor.board.zoom_view import ZoomView
from engine.rulesets.island_clash.board import CODE_OF_ICON, FIELD_KINDS

KIND_OF_CODE = {kind.code: kind for kind in FIELD_KINDS}
LAND = QColor("#9cc27c")  # a land field whose tile is not known (never in a dealt game)
SEAT_COLOURS = style.MARKER_COLOURS  # the seats are named by their units' colours
WATER = QColor(KIND_OF_CODE["."].colour)
STACK_COLOURS = {"resource": QColor("#8b6b4a"), "combat": QColor("#e38fb0")}  # the two card stacks beside the board
ATTACK = QColor("#e0201b")  # the ring of a field where a battle is waiting
CLICKABLE = QPen(QColor("#ffffff"), 3, Qt.PenStyle.DashLine)
SELECTED = QColor("#1b5fd1")


def unit_centre(rect: QRectF, slot: int) -> QPointF:
    """Where a field's units are drawn: slot 0 the holders, slot 1 the attackers beside them."""
    return QPointF(rect.left() + SIZE * 0.62 + slot * SIZE * 0.76, rect.center().y() + SIZE * 0.2)


def depletion_text(state) -> str:
    """How often the resource draw deck has run out, of the times that start the last phase."""
    limit = state.game.adventure.values.resource_depletions
    return f"resource stack depleted {state.depletions} of {limit} time{'s' * (limit != 1)}"


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


def field_kind(state, field, code: str):
    """The field kind a field shows in a game: its code's, or for a random field the tile it was dealt."""
    icon = state.tiles.get(field)
    if code not in (".", "S", "C") and icon in CODE_OF_ICON:
        return KIND_OF_CODE[CODE_OF_ICON[icon]]
    return KIND_OF_CODE.get(code)


class ClashIsle(FieldsItem):
    """Every field of the board, painted from the view's state (one item, repainted whole on a change)."""

    def __init__(self, view: ClashBoardView, layout: Layout) -> None:
        super().__init__(layout)
        self.view = view

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        state, view = self.view.state, self.view
        if state is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        adventure = state.game.adventure
        colours = [SEAT_COLOURS.get(c, QColor("#555555")) for c in state.game.seat_names()]
        layout = self.layout
        for field, code in adventure.codes:
            kind = field_kind(state, field, code)
            painter.setPen(QPen(QColor("#333333"), 1))
            painter.setBrush(QColor(kind.colour) if kind is not None and kind.colour else LAND)
            painter.drawPolygon(self.polygon(field))
            inner = layout.inner_polygon.translated(layout.centre(field))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if field in adventure.starts:
                painter.setPen(QPen(colours[adventure.starts.index(field)], 4))
                painter.drawPolygon(inner)
            if field in view.clickable:
                painter.setPen(CLICKABLE)
                painter.drawPolygon(self.polygon(field))
            if field == view.selected:
                painter.setPen(QPen(SELECTED, 3))
                painter.drawPolygon(self.polygon(field))
            if field in state.attacks:
                painter.setPen(QPen(ATTACK, 3))
                painter.drawPolygon(inner)
            rect = layout.field_rect(field, grow=0.0)
            if code != "." and kind is not None and kind.icon:
                painter.setPen(style.ink_on(kind.colour))
                painter.setFont(style.label_font_px(13))
                painter.drawText(QRectF(rect.left() + 5, rect.top() + 3, 20, 16), int(Qt.AlignmentFlag.AlignLeft), kind.icon)
            for slot, held in enumerate((state.units.get(field), state.attacks.get(field))):
                if held:
                    self._units(painter, rect, held, colours, slot)

    def _units(self, painter: QPainter, rect: QRectF, held, colours, slot: int) -> None:
        seat, n = held
        centre = unit_centre(rect, slot)
        painter.setPen(QPen(QColor("#111111"), 1))
        painter.setBrush(colours[seat])
        painter.drawEllipse(centre, 11, 11)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(style.label_font_px(12))
        painter.drawText(QRectF(centre.x() - 11, centre.y() - 11, 22, 22), int(Qt.AlignmentFlag.AlignCenter), str(n))


class ClashBoardView(ZoomView):
    MIN_SCALE, MAX_SCALE, MAX_FIT = 0.2, 6.0, 2.0
    WHEEL_ZOOMS = "ctrl"

    area_clicked = Signal(object)  # (column, row)
    figure_clicked = Signal(object, str, int)  # coord, "unit", seat

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest-board")
        self.state = None
        self.clickable: frozenset = frozenset()
        self.selected = None
        self.cells: dict[tuple[int, int], str] = {}  # every field of the board -> its code
        self.isle: ClashIsle | None = None
        self._stack_items: list[QGraphicsItem] = []

    # -- the facade the playtest window uses --------------------------------------------------
    def show_state(self, state) -> None:
        self.state = state
        self._draw()

    def set_clickable(self, coords) -> None:
        self.clickable = frozenset(tuple(c) for c in coords or ())
        self._draw()

    def select_area(self, coord) -> None:
        self.selected = tuple(coord) if coord is not None else None
        self._draw()

    def fit_rect(self) -> QRectF:
        return self.scene().itemsBoundingRect()

    # -- drawing ------------------------------------------------------------------------------
    def _draw(self) -> None:
        state = self.state
        if state is None:
            return
        adventure = state.game.adventure
        self.cells = dict(adventure.codes)
        if self.isle is None or (self.isle.layout.width, self.isle.layout.height) != (adventure.width, adventure.height):
            if self.isle is not None:
                self.scene().removeItem(self.isle)
            self.isle = ClashIsle(self, Layout("square", adventure.width, adventure.height))
            self.scene().addItem(self.isle)
        self.isle.setToolTip("")
        self.isle.update()
        self._stacks(state, self.isle.boundingRect().right() + 8)

    def _text(self, text: str, x: float, y: float, colour: QColor) -> QGraphicsSimpleTextItem:
        item = self.scene().addSimpleText(text)
        item.setBrush(QBrush(colour))
        item.setPos(x, y)
        self._stack_items.append(item)
        return item

    def _stacks(self, state, x: float) -> None:
        for item in self._stack_items:
            self.scene().removeItem(item)
        self._stack_items = []
        y = 12.0
        for stack in ("resource", "combat"):
            box = self.scene().addRect(QRectF(x, y, 70, 46), QPen(QColor("#333"), 1),
                                       QBrush(STACK_COLOURS[stack]))
            self._stack_items.append(box)
            self._text(f"{stack}\n{len(state.draw[stack])} / {len(state.discard[stack])}", x + 4, y + 4, QColor("#111"))
            y += 56
        self._text(depletion_text(state).replace(" depleted", "\ndepleted", 1) + ("\nlast phase" if state.last_phase else ""),
                   x, y, QColor("#111"))

    # -- clicks and tooltips ------------------------------------------------------------------
    def field_at(self, position) -> tuple[int, int] | None:
        """The board's field under a viewport position (None off the board)."""
        if self.isle is None:
            return None
        field = self.isle.layout.field_at(self.mapToScene(position))
        return field if field in self.cells else None

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        field = self.field_at(event.position().toPoint())
        if field is not None:
            self.area_clicked.emit(field)

    def mouseMoveEvent(self, event) -> None:
        super().mouseMoveEvent(event)
        field = self.field_at(event.position().toPoint())
        if self.isle is not None:
            self.isle.setToolTip(self.field_summary(field) if field is not None and self.cells.get(field) != "."
                                 else "water" if field is not None else "")

    def field_summary(self, coord) -> str:
        return field_text(self.state, tuple(coord)) if self.state is not None else ""

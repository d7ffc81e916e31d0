"""The isle during a game: `PlayBoardView` renders an engine `State` and turns clicks into fields.

`show_state(state)` reads each area into a `FieldInfo` (plain values, see `board_items.py`)
and repaints only the areas whose record changed; a new adventure or player count rebuilds the
item. The wheel zooms around the pointer (`editor.board.zoom_view`), a left drag (or the middle button) pans, and a left
click that did not drag emits `figure_clicked` when a figure glyph lies under the pointer,
else `area_clicked`. `field_summary(coord)` is the tooltip's text, in words.

Face-down tiles are never revealed: their `FieldInfo` carries no tile. Adventure areas show
the value and resources printed on the map.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QToolTip

from editor.board.layout import Layout
from editor.board.zoom_view import ZoomView

from .board_items import (
    KIND_TEXT,
    Coord,
    FieldInfo,
    IsleItem,
    faction_colour,
    figure_slots,
    tile_text,
)
from .terror_board import reach_of


def field_infos(state) -> list[FieldInfo]:
    """What every area of the state's board shows, by area index."""
    board = state.board
    players = state.players
    combat = state.combat.area if state.combat is not None else -1
    explo = state.explo.area if state.explo is not None else -1
    terrors: dict[int, list] = {}
    if state.terrors:  # the terror tokens on the isle (cooperative and solo), in terror board order
        titles = {t.id: t.title for t in state.game.adventure.setup.terrors}
        for token in state.terrors:
            if token.area is not None:
                terrors.setdefault(token.area, []).append((titles.get(token.id, token.id), token.level))
    team = state.game.mode != "competitive"  # areas controlled by any player are allied
    infos = []
    for i in range(board.size):
        sea = board.is_sea[i]
        face = None if sea else state.face(i)
        hidden = not sea and face is None
        if hidden and board.is_adventure[i]:
            face = state.tile[i]  # printed on the map: its value and resources are public
        figures = tuple((p.seat, p.soldiers[i], p.captains[i], p.camps[i], p.ship == i) for p in players
                        if p.soldiers[i] or p.captains[i] or p.camps[i] or p.ship == i)
        infos.append(FieldInfo(
            board.coords[i], board.kind[i], board.colour[i], board.names[i], bool(board.landing[i]), face,
            hidden, state.controller(i), figures, state.token[i] or "",
            tuple(terrors.get(i, ())), "combat" if i == combat else "explore" if i == explo else "",
            tuple(p.seat for p in players if state.controls(p.seat, i)) if team and not sea else ()))
    return infos


class PlayBoardView(ZoomView):
    MIN_SCALE, MAX_SCALE, MAX_FIT = 0.15, 8.0, 2.5
    WHEEL_ZOOMS = "always"

    area_clicked = Signal(object)  # (column, row) of the field clicked
    figure_clicked = Signal(object, str, int)  # coord, "soldier" | "captain" | "camp" | "ship", seat

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest-board")
        self.setMouseTracking(True)  # hovering a terror shows its reach
        self.item: IsleItem | None = None
        self.isle_rect = QRectF()
        self._key = None  # (adventure digest, players) the item was built for
        self._state = None
        self._names: list[str] = []
        self._press: QPoint | None = None
        self._panning = False
        self._auto_fit = True  # refit when the view is resized, until the user zooms

    # -- rendering ----------------------------------------------------------------------------
    def show_state(self, state) -> None:
        key = (state.game.adventure.digest, state.n, tuple(p.faction.id for p in state.players))
        if key != self._key:
            self._build(state)
            self._key = key
        self._state = state
        item = self.item
        changed = []
        infos, slots = item.infos, item.slots
        for info in field_infos(state):
            if infos.get(info.coord) != info:
                infos[info.coord] = info
                slots[info.coord] = figure_slots(info, item.layout.centre(info.coord))
                changed.append(info.coord)
        item.update_fields(changed)

    def _build(self, state) -> None:
        game_map = state.board.map
        layout = Layout(game_map.grid, game_map.width, game_map.height)
        titles = {t.id: t.title for t in state.game.adventure.progress_tasks}
        if self.item is not None:
            self.scene().removeItem(self.item)
        self.item = IsleItem(layout, titles)
        self.item.colours = [faction_colour(p.faction.colour, p.seat) for p in state.players]
        self._names = [p.faction.title for p in state.players]
        self.scene().addItem(self.item)
        isle = layout.field_rect(state.board.coords[0], grow=4.0)
        for coord in state.board.coords[1:]:
            isle = isle.united(layout.field_rect(coord, grow=4.0))
        self.isle_rect = isle
        self.scene().setSceneRect(isle.adjusted(-24, -24, 24, 24))
        self.fitted = False
        if self.isVisible():
            self.fit()

    def set_clickable(self, coords) -> None:
        if self.item is None:
            return
        new = frozenset(tuple(c) for c in coords or ())
        old = self.item.clickable
        if new == old:
            return
        self.item.clickable = new
        if bool(new) != bool(old):  # dimming switched on or off: every field changes
            self.item.update()
        else:
            self.item.update_fields(old ^ new)

    def select_area(self, coord) -> None:
        if self.item is None:
            return
        old = self.item.selected
        self.item.selected = tuple(coord) if coord is not None else None
        self.item.update_fields([c for c in (old, self.item.selected) if c is not None])
        if self.item.selected is not None:
            self.ensureVisible(self.item.layout.field_rect(self.item.selected), 60, 60)

    def show_reach(self, coords) -> None:
        """Highlight the fields a terror's effect reaches (none: an empty list)."""
        if self.item is None:
            return
        new = frozenset(tuple(c) for c in coords or ())
        old = self.item.reach
        if new != old:
            self.item.reach = new
            self.item.update_fields(old ^ new)

    def reach_at(self, coord) -> list:
        """The reach of the terrors standing on a field (the first of them), else []."""
        state = self._state
        if state is None or coord is None or not getattr(state, "terrors", None):
            return []
        area = state.board.index.get(tuple(coord))
        index = next((i for i, t in enumerate(state.terrors) if t.area is not None and t.area == area), None)
        return reach_of(state, index) if index is not None else []

    @property
    def clickable(self) -> frozenset:
        return self.item.clickable if self.item is not None else frozenset()

    @property
    def selected(self) -> Coord | None:
        return self.item.selected if self.item is not None else None

    # -- zoom (`editor.board.zoom_view`) and pan -----------------------------------------------
    def zoom_by(self, factor: float) -> None:
        """Zoom (the view stops following its size until `fit`)."""
        super().zoom_by(factor)
        self._auto_fit = False

    def fit_rect(self) -> QRectF:
        return self.isle_rect.adjusted(-24, -24, 24, 24) if self.item is not None else QRectF()

    def fit(self) -> None:
        super().fit()
        if self.fitted:
            self._auto_fit = True

    def refits_on_resize(self) -> bool:
        return self.item is not None and self._auto_fit

    # -- fields and figures under a point ------------------------------------------------------
    def field_at(self, scene_point: QPointF) -> Coord | None:
        if self.item is None:
            return None
        coord = self.item.layout.field_at(scene_point)
        return coord if coord in self.item.infos else None

    def figure_at(self, scene_point: QPointF) -> tuple[Coord, str, int] | None:
        coord = self.field_at(scene_point)
        if coord is None:
            return None
        for slot in self.item.slots.get(coord, ()):
            if slot.rect.adjusted(-1, -1, 1, 1).contains(scene_point):
                return coord, slot.kind, slot.seat
        return None

    def centre_of(self, coord) -> QPointF:
        return self.item.layout.centre(tuple(coord))

    def figure_centre(self, coord, kind: str, seat: int) -> QPointF | None:
        """The scene centre of a figure glyph (None if the field shows no such figure)."""
        for slot in self.item.slots.get(tuple(coord), ()):
            if slot.kind == kind and slot.seat == seat:
                return slot.rect.center()
        return None

    def click_at(self, scene_point: QPointF) -> None:
        """What a left click at this scene point does (the mouse handler calls it too)."""
        figure = self.figure_at(scene_point)
        if figure is not None:
            self.figure_clicked.emit(*figure)
            return
        coord = self.field_at(scene_point)
        if coord is not None:
            self.area_clicked.emit(coord)

    def click_area(self, coord) -> None:
        self.click_at(self.centre_of(coord) + QPointF(0, -12))  # above the figures' rows

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton):
            self._press = event.position().toPoint()
            self._panning = event.button() == Qt.MouseButton.MiddleButton
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        position = event.position().toPoint()
        if self._press is not None and event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.MiddleButton):
            if not self._panning and (position - self._press).manhattanLength() >= QApplication.startDragDistance():
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._panning:
                delta = position - self._press
                self._press = position
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        if self._press is None:
            self.show_reach(self.reach_at(self.field_at(self.mapToScene(position))))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None:
            clicked = not self._panning and event.button() == Qt.MouseButton.LeftButton
            self._press, self._panning = None, False
            self.viewport().unsetCursor()
            if clicked:
                self.click_at(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            coord = self.field_at(self.mapToScene(event.pos()))
            text = self.field_summary(coord) if coord is not None else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    # -- in words -----------------------------------------------------------------------------
    def field_summary(self, coord) -> str:
        """The field in words: name, tile (or face down), controller, figures, tokens, markers."""
        if self.item is None:
            return ""
        info = self.item.infos.get(tuple(coord))
        if info is None:
            return ""
        column, row = info.coord
        lines = [f"{info.name} [{column},{row}]" if info.name else f"[{column},{row}]"]
        if info.kind == "sea":
            lines.append("Sea, landing" if info.landing else "Sea, no landing")
        elif info.face_down and info.kind != "adventure":
            lines.append(f"{(info.colour or info.kind).capitalize()} area, face down")
        elif info.tile is not None:
            tile = info.tile
            if tile.kind == "adventure":
                what = "Adventure area, unexplored" if info.face_down else "Adventure area"
            else:
                what = tile_text(tile)
                if what != KIND_TEXT.get(tile.kind):  # a card's title: say what kind of tile it is
                    what += f" ({KIND_TEXT.get(tile.kind, tile.kind).lower()})"
            resources = ", ".join(tile.resources) or "no resources"
            lines.append(f"{what}: value {tile.value} ({tile.value_colour}); {resources}")
        names = self._names
        if info.allies:
            lines.append("Allied area, controlled by " + ", ".join(names[seat] for seat in info.allies))
        else:
            lines.append(f"Controlled by {names[info.controller]}" if info.controller >= 0 else "Not controlled")
        for seat, soldiers, captains, camps, ship in info.figures:
            parts = [f"{n} {word}{'s' if n != 1 else ''}"
                     for n, word in ((soldiers, "soldier"), (captains, "captain"), (camps, "camp")) if n]
            if ship:
                parts.append("ship")
            lines.append(f"{names[seat]}: {', '.join(parts)}")
        if info.token:
            lines.append(f"Progress token: {self.item.titles.get(info.token, info.token)}")
        for title, level in info.terrors:
            lines.append(f"Terror: {title} (level {level})")
        if info.mark:
            lines.append("Fight in progress here" if info.mark == "combat" else "Being explored")
        return "\n".join(lines)

    def field_info(self, coord) -> FieldInfo | None:
        return self.item.infos.get(tuple(coord)) if self.item is not None else None

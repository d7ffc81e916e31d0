"""The Cursed Island planning board of the playtest window (F5): pawns are dragged onto the action fields.

`show_state(state)` lays the board out (`layout.layout_of`) and paints it (`plan_paint`): the island
with its explored tiles, camp, tokens and inaccessible spaces, the threat slots, the hunt, the build
targets, the camp and rest fields, the tracks, the round strip with the weather schedule, the pawns on
their fields (the plan so far) and in the tray. During planning the pawn the engine plans next is
ringed blue and the fields open to it are outlined blue (from the legal actions the window gives
`set_clickable`: `places.place_of` keys them by themselves).

A pawn is dragged (a `QDrag` carrying its id as `PAWN_MIME`) and dropped on a field, or clicked and
then its field clicked: either way `drop_pawn` turns the drop into the key
`("assign", pawn, action, target)` and emits it as `area_clicked`, so the generic window applies the
one legal action equal to it (`picks.for_area`) or shows why not (`EditorRuleset.pick_refusal`).
The commit button and Ctrl+Enter emit `("commit",)` the same way, and at night a click on a space
the camp may move to (or on the camp, to stay) emits `("space", id)`; Step Back (Left) undoes one
placement through the window's own timeline. Every other decision (decide, hungry, any-time uses,
pass) is the decision panel's.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QDrag, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsView

from .island_paint import hex_path
from .layout import Layout, layout_of, pawn_colour
from .places import NOWHERE, drop_key, pawn_title, target_title
from .plan_paint import paint_board, paint_hover, paint_pawn, pawn_letter

PAWN_MIME = "application/x-isleforge-cursed-pawn"
COMMIT = ("commit",)


class _BoardItem(QGraphicsItem):
    """The whole board, painted from the view's state and layout."""

    def __init__(self, view: CursedBoardView) -> None:
        super().__init__()
        self.view = view

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt)
        layout = self.view.layout
        return layout.bounds if layout is not None else QRectF()

    def paint(self, painter, option, widget=None) -> None:
        view = self.view
        if view.state is None or view.layout is None:
            return
        paint_board(painter, view.state, view.layout, view.open_fields, view.keys, view.planning, view.held)
        if view.hover is not None:
            field = view.layout.field_of(*view.hover[0])
            if field is not None:
                paint_hover(painter, field.shape.boundingRect() if field.shape is not None else field.rect,
                            view.hover[1])


class CursedBoardView(QGraphicsView):
    """See the module docstring. Signals as the playtest window expects (`EditorRuleset.board_view`)."""

    area_clicked = Signal(object)  # a drop key ("assign", pawn, action, target) or ("commit",)
    figure_clicked = Signal(object, str, int)  # never emitted: a pawn is picked up, not clicked for a decision

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest-board")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.state = None
        self.layout: Layout | None = None
        self.keys: set = set()  # the board keys of the legal actions now (assignments, the commit)
        self.open_fields: set[tuple[str, str]] = set()  # (action, target) open to the pawn planned next
        self.planning: str | None = None  # the pawn the engine plans next
        self.camp_moves: set[str] = set()  # the spaces the camp may move to (or stay on) now, at night
        self.held: str | None = None  # a pawn picked up by a click, waiting for its field's click
        self.last_drop: tuple | None = None  # what the last drop emitted (tests, the status line)
        self.hover: tuple | None = None  # ((action, target), open?) under a pawn being dragged
        self._press: tuple[str, QPointF] | None = None
        self._consumed = False  # the press was the board's (a pawn, a field, the commit): so is its release
        self.fit_pending = True
        self.scene_ = QGraphicsScene(self)
        self.item = _BoardItem(self)
        self.scene_.addItem(self.item)
        self.setScene(self.scene_)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self, context=Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self.commit)

    # -- what the window calls --------------------------------------------------------------
    def show_state(self, state) -> None:
        self.state = state
        self.item.prepareGeometryChange()
        before = self.layout.bounds if self.layout is not None else None
        self.layout = layout_of(state)
        self.scene_.setSceneRect(self.layout.bounds)
        if before is not None and before != self.layout.bounds:  # a build target more or less: fit again
            self.fit()
        if self.held is not None and not any(p.id == self.held for p in state.pawns):
            self.held = None
        self.item.update()

    def set_clickable(self, keys) -> None:
        self.keys = set(keys or ())
        assigns = [k for k in self.keys if k and k[0] == "assign"]
        self.planning = assigns[0][1] if assigns else None
        self.open_fields = {(k[2], k[3]) for k in assigns if k[1] == self.planning}
        self.camp_moves = {k[1] for k in self.keys if k and k[0] == "space"}
        if self.held is not None and self.held != self.planning:
            self.held = None
        self.item.update()

    def select_area(self, coord) -> None:
        """The log's selection names no place of this board (its events carry no cell)."""

    def fit(self) -> None:
        if self.layout is not None:
            self.fitInView(self.layout.bounds, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self.fit()

    # -- dropping ---------------------------------------------------------------------------
    def drop_pawn(self, pawn: str, point: QPointF) -> tuple:
        """`pawn` dropped at scene `point`: emit (and return) the key of the field under it (a drop on no
        field names the action `NOWHERE`, so the refusal says so)."""
        field = self.layout.field_at(point) if self.layout is not None else None
        key = drop_key(pawn, field.action, field.target) if field is not None else drop_key(pawn, NOWHERE, "")
        self.held = None
        self.last_drop = key
        self.area_clicked.emit(key)
        return key

    def commit(self) -> None:
        self.last_drop = COMMIT
        self.area_clicked.emit(COMMIT)

    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt)
        if event.mimeData().hasFormat(PAWN_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802 (Qt)
        """Under the dragged pawn, the field it would land on is lit: blue when the pawn planned next
        may go there, red when a drop there would be refused (the drop still says why)."""
        self.dragEnterEvent(event)
        if not event.mimeData().hasFormat(PAWN_MIME) or self.layout is None:
            return
        pawn = bytes(event.mimeData().data(PAWN_MIME)).decode()
        field = self.layout.field_at(self.mapToScene(event.position().toPoint()))
        hover = None if field is None else (field.key, pawn == self.planning and field.key in self.open_fields)
        if hover != self.hover:
            self.hover = hover
            self.item.update()

    def dragLeaveEvent(self, event) -> None:  # noqa: N802 (Qt)
        self.hover = None
        self.item.update()

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt)
        data = event.mimeData()
        if not data.hasFormat(PAWN_MIME):
            event.ignore()
            return
        pawn = bytes(data.data(PAWN_MIME)).decode()
        event.acceptProposedAction()
        self.hover = None
        self.drop_pawn(pawn, self.mapToScene(event.position().toPoint()))

    # -- picking a pawn up ------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt)
        if self.layout is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = self.mapToScene(event.position().toPoint())
        pawn = self.layout.pawn_at(point)
        self._consumed = True
        event.accept()
        if self.layout.commit.contains(point):
            self.commit()
        elif pawn is not None and pawn not in {p for p, _, _ in self.state.plan}:
            self._press = (pawn, event.position())
        elif self.held is not None:
            self.drop_pawn(self.held, point)
        elif self.space_at(point) is not None and self.camp_moves:
            self.last_drop = ("space", self.space_at(point))
            self.area_clicked.emit(self.last_drop)
        else:
            self._consumed = False
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt)
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            pawn, start = self._press
            if (event.position() - start).manhattanLength() >= QApplication.startDragDistance():
                self._press = None
                self._drag(pawn)
            return
        if self.layout is not None:
            self.setToolTip(self.tip_at(self.mapToScene(event.position().toPoint())))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt)
        if self._press is not None:  # a click on a pawn without a drag: pick it up (or put it down)
            pawn = self._press[0]
            self._press = None
            self.held = None if self.held == pawn else pawn
            self.item.update()
        if self._consumed:
            self._consumed = False
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _drag(self, pawn: str) -> None:
        data = QMimeData()
        data.setData(PAWN_MIME, pawn.encode())
        drag = QDrag(self)
        drag.setMimeData(data)
        drag.setPixmap(self.pawn_pixmap(pawn))
        drag.exec(Qt.DropAction.MoveAction)

    def pawn_pixmap(self, pawn_id: str) -> QPixmap:
        pawn = next(p for p in self.state.pawns if p.id == pawn_id)
        pixmap = QPixmap(30, 30)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_pawn(painter, QRectF(4, 4, 22, 22), pawn_colour(self.state, pawn), pawn_letter(self.state, pawn),
                   dog=pawn.supports_only)
        painter.end()
        return pixmap

    def space_at(self, point: QPointF) -> str | None:
        """The island space under `point` (its hex)."""
        for space, centre in (self.layout.spaces.items() if self.layout is not None else ()):
            if hex_path(centre).contains(point):
                return space
        return None

    def tip_at(self, point: QPointF) -> str:
        """What the pointer is over, in words (a pawn, a field and its detail)."""
        pawn = self.layout.pawn_at(point)
        if pawn is not None:
            p = next(q for q in self.state.pawns if q.id == pawn)
            return f"{pawn_title(self.state, p)} (may: {', '.join(p.actions)})"
        field = self.layout.field_at(point)
        if field is None:
            return ""
        words = target_title(self.state, field.action, field.target)
        return f"{words[:1].upper()}{words[1:]}" + (f": {field.detail}" if field.detail else "")

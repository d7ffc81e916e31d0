"""The map designer of Island Clash: its whole square board, edited with the mouse.

`BoardPainter` shows the adventure's `board/map` rows as a square grid (`.` water, `S` start
area, `C` capture area, `a`/`r`/`w` arrow, road and water tiles, `?` random tile), the seats'
colours on their start areas, and a palette of tools:

- a field code: a click (or a drag) paints fields with it; each stroke is one undo step;
- a seat ("Start: red"): a click places that seat's start area there (the old one takes the
  field's code: the two swap), one undo step;
- Move: drag a field onto another and the two swap, a start area going with its field (move a
  capture area, a tile, a start area), one undo step;
- the board's size: 6 × 6 or 5 × 6 (or any columns × rows the schema allows), one undo step.

The edits themselves are `board_edits`; one changed field changes one line of the YAML. The view
renders the document and never holds the truth: it repaints on the document's `changed` signal.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QButtonGroup, QComboBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from editor.board.zoom_view import ZoomView
from engine.rulesets.island_clash.board import FIELD_CODES

from . import board_edits
from .board_edits import SIZES, painted
from .board_view import SEAT_COLOURS, SIZE, TILE_COLOURS, WATER

MOVE = "move"  # the tool that drags a field onto another
MOST = 12  # the schema's longest row and most rows

CODE_COLOURS = {".": WATER, "S": TILE_COLOURS["start"], "C": TILE_COLOURS["capture"], "a": TILE_COLOURS["arrow"],
                "r": TILE_COLOURS["road"], "w": TILE_COLOURS["water"], "?": QColor("#9b9b9b")}


class _Grid(ZoomView):
    field_pressed = Signal(object)  # (column, row)
    field_released = Signal(object)  # (column, row) under the mouse when the left button is let go
    MIN_SCALE, MAX_SCALE, MAX_FIT = 0.2, 6.0, 2.0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._dragging = False

    def fit_rect(self) -> QRectF:
        return self.scene().itemsBoundingRect()

    def _field(self, event):
        point = self.mapToScene(event.position().toPoint())
        return int(point.x() // SIZE), int(point.y() // SIZE)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._dragging = True
            self.field_pressed.emit(self._field(event))
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._dragging:
            self.field_pressed.emit(self._field(event))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._dragging and event.button() == Qt.MouseButton.LeftButton:
            self._dragging = False
            self.field_released.emit(self._field(event))
        super().mouseReleaseEvent(event)


class BoardPainter(QWidget):
    pointer_selected = Signal(str)

    def __init__(self, document, workspace=None, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("islandClashBoard")
        self.document = document
        self.code = "a"  # the chosen tool: a field code, MOVE, or a seat's index
        self._stroke = 0
        self._dragged = None  # the field a Move drag started on
        self.grid = _Grid(self)
        self.palette = QButtonGroup(self)
        bar = QHBoxLayout()
        for code, name in FIELD_CODES.items():
            bar.addWidget(self._tool(f"{code}  {name}", f"code-{code}", code))
        self.tools = QHBoxLayout()
        self.size_bar = QHBoxLayout()
        self.preset = QComboBox(self)
        self.preset.setObjectName("boardSize")
        self.columns, self.height = QSpinBox(self), QSpinBox(self)
        for spin, name in ((self.columns, "Columns"), (self.height, "Rows")):
            spin.setRange(2, MOST)
            spin.setObjectName(name.lower())
            self.size_bar.addWidget(QLabel(name, self))
            self.size_bar.addWidget(spin)
            spin.editingFinished.connect(lambda: self.resize_board(self.columns.value(), self.height.value()))
        self.size_bar.insertWidget(0, QLabel("Board size", self))
        self.size_bar.insertWidget(1, self.preset)
        self.preset.activated.connect(self._preset_chosen)
        self.size_bar.addStretch(1)
        self.note = QLabel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addLayout(self.tools)
        layout.addLayout(self.size_bar)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.note)
        self.grid.field_pressed.connect(self.press)
        self.grid.field_released.connect(self.release)
        self.grid.viewport().installEventFilter(self)
        document.changed.connect(lambda _pointers: self.redraw())
        self.redraw()

    def _tool(self, text: str, name: str, tool) -> QPushButton:
        button = QPushButton(text, self)
        button.setCheckable(True)
        button.setObjectName(name)
        button.setChecked(tool == self.code)
        button.clicked.connect(lambda _c=False, t=tool: self.choose(t))
        self.palette.addButton(button)
        return button

    def _seat_tools(self) -> None:
        """The Move tool and one tool per seat, rebuilt when the seats change."""
        seats = self.document.value("/seats", []) or []
        names = [str(s.get("colour", i + 1)) if isinstance(s, dict) else str(i + 1) for i, s in enumerate(seats)]
        if getattr(self, "_seat_names", None) == names:
            return
        self._seat_names = names
        while self.tools.count():
            widget = self.tools.takeAt(0).widget()
            if widget is not None:
                self.palette.removeButton(widget)
                widget.deleteLater()
        self.tools.addWidget(self._tool("↔ Move (drag a field)", "tool-move", MOVE))
        for seat, name in enumerate(names):
            self.tools.addWidget(self._tool(f"Start: {name}", f"start-{seat}", seat))
        self.tools.addStretch(1)
        if isinstance(self.code, int) and self.code >= len(names):
            self.choose("a")

    # -- reading the document ---------------------------------------------------------------
    def rows(self) -> list[str]:
        rows = self.document.value("/board/map", [])
        return [r if isinstance(r, str) else "" for r in rows] if isinstance(rows, list) else []

    def starts(self) -> dict[tuple[int, int], str]:
        out = {}
        for seat in self.document.value("/seats", []) or []:
            if isinstance(seat, dict) and isinstance(seat.get("start"), list) and len(seat["start"]) == 2:
                out[tuple(seat["start"])] = str(seat.get("colour", ""))
        return out

    def code_at(self, field) -> str:
        return board_edits.code_at(self.rows(), field)

    # -- editing ----------------------------------------------------------------------------
    def choose(self, tool) -> None:
        """Pick a field code, MOVE, or a seat (its index) as what a click does."""
        self.code = tool
        self._stroke += 1
        for button in self.palette.buttons():
            button.setChecked(button.objectName() in (f"code-{tool}", f"tool-{tool}", f"start-{tool}"))

    def press(self, field) -> None:
        if self.code == MOVE:
            if self._dragged is None:  # the press; the drag's moves over other fields emit this too
                self._dragged = field
        elif isinstance(self.code, int):
            self.place_start(self.code, field)
        else:
            self.paint(field)

    def release(self, field) -> None:
        if self.code == MOVE and self._dragged is not None:
            source, self._dragged = self._dragged, None
            self.move_field(source, field)

    def paint(self, field) -> bool:
        """Paint one field with the chosen code (one undo step per stroke); False if nothing changed."""
        if isinstance(self.code, int) or self.code == MOVE:
            return False
        rows = self.rows()
        column, row = field
        if not board_edits.on_board(rows, field):
            return False
        if self.code_at(field) == self.code:
            return False
        name = FIELD_CODES[self.code]
        self.document.set_value(f"/board/map/{row}", painted(rows[row], column, self.code),
                                f"Paint {name}", merge_key=("island-clash-paint", self._stroke))
        self.pointer_selected.emit(f"/board/map/{row}")
        return True

    def place_start(self, seat: int, field) -> bool:
        """Put a seat's start area on `field` (one undo step); False if nothing changed."""
        changes = board_edits.place_start(self.rows(), self.document.value("/seats", []), seat, field)
        if changes:
            self.document.set_values(changes, f"Place the start area of {self._seat_names[seat]}")
            self.pointer_selected.emit(f"/seats/{seat}/start")
        return bool(changes)

    def move_field(self, source, target) -> bool:
        """Swap two fields (a start area goes with its field), one undo step; False if nothing changed."""
        changes = board_edits.move_field(self.rows(), self.document.value("/seats", []), source, target)
        before = self.document.undo_stack.count()
        if changes:
            self.document.set_values(changes, f"Move the {FIELD_CODES.get(self.code_at(source), 'field')}")
        return self.document.undo_stack.count() > before

    def resize_board(self, columns: int, height: int) -> bool:
        """Cut or grow the map to `columns` x `height` (new fields random tiles), one undo step."""
        rows = self.rows()
        new = board_edits.resized(rows, columns, height)
        if new == rows:
            return False
        with self.document.macro(f"Resize the board to {columns} × {height}"):
            self.document.set_values({f"/board/map/{i}": r for i, r in enumerate(new[:len(rows)])}, "Resize the board")
            for row in new[len(rows):]:
                self.document.append("/board/map", row, "Resize the board")
            for index in range(len(rows) - 1, len(new) - 1, -1):
                self.document.remove(f"/board/map/{index}", "Resize the board")
        return True

    def _preset_chosen(self, index: int) -> None:
        size = self.preset.itemData(index)
        if size:
            self.resize_board(*map(int, size.split("x")))

    def eventFilter(self, watched, event) -> bool:
        if event.type() == event.Type.MouseButtonRelease:
            self._stroke += 1  # the next press starts a new undo step
        return super().eventFilter(watched, event)

    def select_pointer(self, pointer: str) -> bool:
        return pointer.startswith("/board")

    # -- drawing ----------------------------------------------------------------------------
    def redraw(self) -> None:
        scene = self.grid.scene()
        scene.clear()
        starts = self.starts()
        rows = self.rows()
        for row, text in enumerate(rows):
            for column, code in enumerate(text):
                rect = QRectF(column * SIZE, row * SIZE, SIZE, SIZE)
                cell = scene.addRect(rect, QPen(QColor("#333"), 1), QBrush(CODE_COLOURS.get(code, QColor("#ff3dcb"))))
                cell.setToolTip(f"({column},{row}) {FIELD_CODES.get(code, 'unknown code ' + repr(code))}")
                label = scene.addSimpleText(code)
                label.setPos(rect.left() + 4, rect.top() + 2)
                if (column, row) in starts:
                    colour = SEAT_COLOURS.get(starts[(column, row)], QColor("#555"))
                    scene.addRect(rect.adjusted(3, 3, -3, -3), QPen(colour, 4))
        width = max((len(r) for r in rows), default=0)
        self._seat_tools()
        self._show_size(width, len(rows))
        self.note.setText(f"{width} x {len(rows)} square board; click or drag to paint the chosen field code, "
                          "click to place a seat's start area, drag with Move to move a field.")

    def _show_size(self, width: int, height: int) -> None:
        for spin, value in ((self.columns, width), (self.height, height)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self.preset.blockSignals(True)
        self.preset.clear()
        for (columns, rows), text in SIZES.items():
            self.preset.addItem(text, f"{columns}x{rows}")
        if (width, height) not in SIZES:
            self.preset.addItem(f"{width} × {height}", "")
        self.preset.setCurrentIndex(list(SIZES).index((width, height)) if (width, height) in SIZES else len(SIZES))
        self.preset.blockSignals(False)

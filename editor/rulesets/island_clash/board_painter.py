"""The map designer of Island Clash: its square board painted with its own field codes.

`BoardPainter` shows the adventure's `board/map` rows as a square grid (`.` water, `S` start
area, `C` capture area, `a`/`r`/`w` arrow, road and water tiles, `?` random tile), the seats'
colours on their start areas, and a palette of the codes. A click (or a drag) paints the field
with the chosen code; each stroke is one undo step (`Document.set_value` with a merge key), and one
changed field changes one line of the YAML. The view renders the document and never holds the truth:
it repaints on the document's `changed` signal.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from editor.board.zoom_view import ZoomView
from engine.rulesets.island_clash.board import FIELD_CODES

from .board_view import SEAT_COLOURS, SIZE, TILE_COLOURS, WATER

CODE_COLOURS = {".": WATER, "S": TILE_COLOURS["start"], "C": TILE_COLOURS["capture"], "a": TILE_COLOURS["arrow"],
                "r": TILE_COLOURS["road"], "w": TILE_COLOURS["water"], "?": QColor("#9b9b9b")}


def painted(row: str, column: int, code: str) -> str:
    """A map row with one field painted (a row too short is padded with water)."""
    row = row.ljust(column + 1, ".")
    return row[:column] + code + row[column + 1:]


class _Grid(ZoomView):
    field_pressed = Signal(object)  # (column, row)
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
        self._dragging = False
        super().mouseReleaseEvent(event)


class BoardPainter(QWidget):
    pointer_selected = Signal(str)

    def __init__(self, document, workspace=None, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("islandClashBoard")
        self.document = document
        self.code = "a"
        self._stroke = 0
        self.grid = _Grid(self)
        self.palette = QButtonGroup(self)
        bar = QHBoxLayout()
        for code, name in FIELD_CODES.items():
            button = QPushButton(f"{code}  {name}", self)
            button.setCheckable(True)
            button.setObjectName(f"code-{code}")
            button.setChecked(code == self.code)
            button.clicked.connect(lambda _c=False, c=code: self.choose(c))
            self.palette.addButton(button)
            bar.addWidget(button)
        self.note = QLabel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.note)
        self.grid.field_pressed.connect(self.paint)
        self.grid.viewport().installEventFilter(self)
        document.changed.connect(lambda _pointers: self.redraw())
        self.redraw()

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
        rows = self.rows()
        column, row = field
        return rows[row][column] if 0 <= row < len(rows) and 0 <= column < len(rows[row]) else "."

    # -- editing ----------------------------------------------------------------------------
    def choose(self, code: str) -> None:
        self.code = code
        self._stroke += 1

    def paint(self, field) -> bool:
        """Paint one field with the chosen code (one undo step per stroke); False if nothing changed."""
        rows = self.rows()
        column, row = field
        if not (0 <= row < len(rows) and 0 <= column < max((len(r) for r in rows), default=0)):
            return False
        if self.code_at(field) == self.code:
            return False
        name = FIELD_CODES[self.code]
        self.document.set_value(f"/board/map/{row}", painted(rows[row], column, self.code),
                                f"Paint {name}", merge_key=("island-clash-paint", self._stroke))
        self.pointer_selected.emit(f"/board/map/{row}")
        return True

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
        self.note.setText(f"{width} x {len(rows)} square board; click or drag to paint the chosen field code.")

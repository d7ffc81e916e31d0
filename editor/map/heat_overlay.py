"""The balance run's heat map drawn over the board: one colour ramp per measure and each field's share.

`HeatOverlay` is its own item above the board item (the board's painting is untouched); it accepts
no mouse button, so the tools keep working under it. It paints, for every field of the board that
has data for its coordinate, a tint from transparent (0) to strong (the measure's highest value on
the map) and the value as a percentage. `HeatPanel` is the side panel's box: the measure (Off by default), the
ramp (`HeatLegend`) and the run's label. The data is an `editor.board.heat.HeatMap`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsItem,
    QGroupBox,
    QLabel,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from editor.board import style
from editor.board.heat import (
    MEASURE_LABELS,
    MEASURE_TIPS,
    MEASURES,
    HeatMap,
    format_share,
)
from editor.board.layout import SIZE

from .board_item import BoardItem

RAMP = {  # the strong end of each measure's ramp
    "explored": QColor(0, 150, 136),
    "conquered": QColor(198, 40, 40),
    "contested": QColor(239, 108, 0),
    "held": QColor(94, 53, 177),
}
MAX_ALPHA = 215


def ramp_colour(measure: str, t: float) -> QColor:
    """The tint of a field at ``t`` (0..1) of the ramp: transparent at 0, strong at 1."""
    colour = QColor(RAMP[measure])
    colour.setAlpha(round(MAX_ALPHA * max(0.0, min(1.0, t))))
    return colour


class HeatOverlay(QGraphicsItem):
    def __init__(self, board_item: BoardItem) -> None:
        super().__init__()
        self.board_item = board_item
        self.heat: HeatMap | None = None
        self.measure: str | None = None
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)

    def show_heat(self, heat: HeatMap | None, measure: str | None) -> None:
        """Show ``measure`` of ``heat`` (hidden when either is None)."""
        self.prepareGeometryChange()  # the canvas is the run's fields' box too
        self.heat, self.measure = heat, measure
        self.setVisible(heat is not None and measure is not None)
        self.update()

    def relayout(self) -> None:
        self.prepareGeometryChange()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt)
        """The board, and the box of every field of the run (`HeatMap.bounds`): a run may name fields off the
        board (negative coordinates, a board cut since the run) and the canvas shows them all."""
        board = self.board_item.boundingRect()
        bounds = self.heat.bounds() if self.heat is not None else None
        if bounds is None:
            return board
        return board.united(self.board_item.layout.bounds_rect(bounds).adjusted(-5, -5, 5, 5))

    def scale(self) -> float:
        """The value the ramp's strong end stands for: the measure's highest value on the map."""
        if self.heat is None or self.measure is None:
            return 1.0
        return self.heat.maximum(self.measure) or 1.0

    def value(self, coord) -> float | None:
        """The shown value of a field, None when the overlay is off or has no data for the field."""
        if not self.isVisible() or self.heat is None or self.measure is None:
            return None
        board = self.board_item.board
        if board.inside(coord) and board.code(coord) == board.blank:
            return None  # nothing there now: painted over since the run
        return self.heat.value(coord, self.measure)

    def text(self, coord) -> str:
        """The percentage written on a field ("" when none is)."""
        value = self.value(coord)
        if value is None or (value == 0 and self.board_item.board.terrain(coord) == "water"):
            return ""
        return format_share(value)

    def update_fields(self, coords) -> None:
        if self.isVisible():
            for coord in coords:
                self.update(self.board_item.layout.field_rect(coord, grow=5.0))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self.heat is None or self.measure is None:
            return
        layout = self.board_item.layout
        exposed = option.exposedRect
        scale = self.scale()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        font = style.label_font_px(10)
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        for coord in sorted(self.heat.values, key=lambda c: (c[1], c[0])):  # every field of the run, on or off the board
            if not exposed.intersects(layout.field_rect(coord, grow=5.0)):
                continue
            value = self.value(coord)
            if value is None:
                continue
            polygon = self.board_item.polygon(coord)
            if value > 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(ramp_colour(self.measure, value / scale))
                painter.drawPolygon(polygon)
            text = self.text(coord)
            if not text:
                continue
            centre = layout.centre(coord)
            width = metrics.horizontalAdvance(text) + 6
            pill = QRectF(centre.x() - width / 2, centre.y() + SIZE * 0.42, width, 13)  # under the name
            painter.setPen(QPen(QColor(40, 40, 40, 140), 0.8))
            painter.setBrush(QColor(255, 255, 255, 225 if value > 0 else 150))
            painter.drawRoundedRect(pill, 6, 6)
            painter.setPen(QColor("#1d1d1d") if value > 0 else QColor("#7a7a7a"))
            painter.drawText(pill, int(Qt.AlignmentFlag.AlignCenter), text)


class HeatLegend(QWidget):
    """The ramp of the shown measure (0 to its highest value) and the run's label."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.measure: str | None = None
        self.scale = 1.0
        self.label = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_ramp(self, measure: str | None, scale: float, label: str) -> None:
        self.measure, self.scale, self.label = measure, scale, label
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt)
        return QSize(220, 34)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt)
        return QSize(120, 34)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt)
        if self.measure is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(1, 2, self.width() - 2, 12)
        gradient = QLinearGradient(QPointF(bar.left(), 0), QPointF(bar.right(), 0))
        gradient.setColorAt(0, ramp_colour(self.measure, 0))
        gradient.setColorAt(1, ramp_colour(self.measure, 1))
        painter.fillRect(bar, Qt.GlobalColor.white)
        painter.fillRect(bar, gradient)
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawRect(bar)
        painter.setPen(self.palette().windowText().color())
        text = QRectF(0, 16, self.width(), 16)
        painter.drawText(text, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), "0%")
        painter.drawText(text, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), format_share(self.scale))
        painter.end()


class HeatPanel(QGroupBox):
    """The side panel's Heat map box: the measure (Off by default), its ramp and the run's label."""

    measure_changed = Signal(object)  # the chosen measure, None for Off

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Heat map", parent)
        self.setToolTip("The last balance run of this adventure (Run > Balance Dashboard), field by field")
        self.combo = QComboBox()
        self.combo.addItem("Off", None)
        for measure in MEASURES:
            self.combo.addItem(MEASURE_LABELS[measure], measure)
            self.combo.setItemData(self.combo.count() - 1, MEASURE_TIPS[measure], Qt.ItemDataRole.ToolTipRole)
        self.combo.currentIndexChanged.connect(lambda _i: self.measure_changed.emit(self.measure()))
        self.legend = HeatLegend()
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.combo)
        layout.addWidget(self.legend)
        layout.addWidget(self.label)
        self.setVisible(False)

    def measure(self) -> str | None:
        return self.combo.currentData()

    def set_measure(self, measure: str | None) -> None:
        index = self.combo.findData(measure)
        if index < 0:
            raise ValueError(f"unknown heat measure {measure!r}; the measures are {', '.join(MEASURES)}")
        self.combo.setCurrentIndex(index)

    def show_legend(self, heat: HeatMap | None, scale: float) -> None:
        measure = self.measure() if heat is not None else None
        self.legend.setVisible(measure is not None)
        self.legend.set_ramp(measure, scale, heat.label if heat is not None else "")
        if heat is None:
            self.label.setText("")
        elif measure is None:
            self.label.setText(f"From {heat.label}. Choose a measure to see it on the map.")
        else:
            self.label.setText(f"{MEASURE_TIPS[measure]}, from {heat.label}.")

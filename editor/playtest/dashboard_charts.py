"""A painted chart of rates with 95% intervals: one row per seat or faction, a bar and a whisker.

`RateChart.set_rows([(label, rate, low, high, games), ...])`; a dashed line marks the fair share
(`set_reference`, e.g. 1 / players). Painting only; no data is kept beyond the rows.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

ROW_HEIGHT = 22
LABEL_WIDTH = 120
VALUE_WIDTH = 150


class RateChart(QWidget):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.rows: list[tuple[str, float, float, float, int]] = []
        self.reference: float | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(LABEL_WIDTH + VALUE_WIDTH + 120)

    def set_rows(self, rows, reference: float | None = None) -> None:
        self.rows = list(rows)
        self.reference = reference
        self.updateGeometry()
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt)
        return QSize(LABEL_WIDTH + VALUE_WIDTH + 300, ROW_HEIGHT * (max(1, len(self.rows)) + 1) + 8)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.windowText().color()
        painter.setPen(text)
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(0, 0, self.width(), ROW_HEIGHT), Qt.AlignmentFlag.AlignVCenter, self.title)
        font.setBold(False)
        painter.setFont(font)
        left = LABEL_WIDTH
        width = max(40, self.width() - LABEL_WIDTH - VALUE_WIDTH - 8)
        if not self.rows:
            painter.drawText(QRectF(left, ROW_HEIGHT, width, ROW_HEIGHT), Qt.AlignmentFlag.AlignVCenter, "no games yet")
            return
        bar = QColor(70, 130, 180)
        whisker = QPen(text, 1.5)
        for i, (label, rate, low, high, games) in enumerate(self.rows):
            y = ROW_HEIGHT * (i + 1) + 4
            painter.setPen(text)
            painter.drawText(QRectF(0, y, LABEL_WIDTH - 6, ROW_HEIGHT),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, label)
            painter.fillRect(QRectF(left, y + 4, width, ROW_HEIGHT - 8), palette.alternateBase())
            painter.fillRect(QRectF(left, y + 5, width * rate, ROW_HEIGHT - 10), bar)
            painter.setPen(whisker)
            mid = y + ROW_HEIGHT / 2
            x0, x1 = left + width * low, left + width * high
            painter.drawLine(int(x0), int(mid), int(x1), int(mid))
            painter.drawLine(int(x0), int(mid - 5), int(x0), int(mid + 5))
            painter.drawLine(int(x1), int(mid - 5), int(x1), int(mid + 5))
            painter.setPen(text)
            painter.drawText(QRectF(left + width + 8, y, VALUE_WIDTH, ROW_HEIGHT), Qt.AlignmentFlag.AlignVCenter,
                             f"{100 * rate:5.1f}%  [{100 * low:.0f}-{100 * high:.0f}]  n={games}")
        if self.reference is not None:
            painter.setPen(QPen(QColor(200, 60, 60), 1, Qt.PenStyle.DashLine))
            x = int(left + width * self.reference)
            painter.drawLine(x, ROW_HEIGHT + 4, x, ROW_HEIGHT * (len(self.rows) + 1) + 4)
        painter.end()

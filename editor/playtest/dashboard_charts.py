"""The dashboard's displays of numbers: a chart of rates and the table of a comparison.

`RateChart.set_rows([(label, rate, low, high, games), ...])`: a painted chart of rates with 95%
intervals, one row per seat or faction, a bar and a whisker; a dashed line marks the fair share
(`set_reference`, e.g. 1 / players). Painting only; no data is kept beyond the rows.

`CompareTable.show_comparison(rows, last, now)`: the `CompareRow`s of `dashboard_compare`, one line
per metric: last, now and the signed change (green up, red down; ✱ and bold when significant,
bold when notable).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.board.heat import run_label

from .dashboard_compare import CompareRow

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


def _value(row: CompareRow, value) -> str:
    if value is None:
        return "-"
    if row.kind == "share":
        return f"{100 * value:.1f}%"
    return str(value) if row.kind == "count" else f"{value:.2f}"


def _change(row: CompareRow) -> str:
    delta = row.delta
    if delta is None:
        return "new" if row.last is None else "gone"
    if delta == 0:
        return "no change"
    if row.kind == "share":
        text = f"{100 * delta:+.1f} pts"
    elif row.kind == "count":
        text = f"{delta:+d}"
    else:
        text = f"{delta:+.2f}"
    return text + ("  ✱" if row.significant else "")


class CompareTable(QWidget):
    """Every metric of two runs: last, now and the change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel("")
        self.label.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(["Metric", "", "last", "now", "change"])
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # the numbers stay next to their names
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.table, 1)

    def show_comparison(self, rows: list[CompareRow], last: dict | None, now: dict | None) -> None:
        if last is not None and now is not None:
            changed = "changed" if last["adventure"]["digest"] != now["adventure"]["digest"] else "is unchanged"
            self.label.setText(f"<b>{run_label(now)}</b>: the adventure {changed} since the last run with these "
                               "settings. ✱ marks a significant change (the 95% intervals do not overlap); bold, a "
                               "change of 0.05 or more of a value without an interval.")
        else:
            self.label.setText("")
        self.table.setRowCount(len(rows))
        group = None
        for r, row in enumerate(rows):
            cells = [row.group if row.group != group else "", row.metric, _value(row, row.last), _value(row, row.now),
                     _change(row)]
            group = row.group
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (2, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
            change = self.table.item(r, 4)
            if row.significant or row.notable:
                font = QFont(change.font())
                font.setBold(True)
                change.setFont(font)
            if row.delta is not None:
                change.setForeground(QColor("#1b7a2f") if row.delta > 0 else QColor("#b3261e") if row.delta < 0
                                     else self.palette().placeholderText().color())
            if row.last_interval and row.now_interval:
                fmt = (lambda x: f"{100 * x:.1f}%") if row.kind == "share" else (lambda x: f"{x:.2f}")
                change.setToolTip(f"95% interval {fmt(row.last_interval[0])}–{fmt(row.last_interval[1])} then, "
                                  f"{fmt(row.now_interval[0])}–{fmt(row.now_interval[1])} now")

    def rows_shown(self) -> list[list[str]]:
        """The table as shown: (group, metric, last, now, change) per line."""
        return [[self.table.item(r, c).text() for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]

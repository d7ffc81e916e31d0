"""`LegendList`: a scrolling list of a board's marks, one row each: a sample picture and what it means.

A ruleset's playtest legend (`EditorRuleset.board_legend`) fills it with samples its own board
painted, so the legend cannot drift from the board; `texts` keeps the meanings in order (for tests).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QWidget


class LegendList(QScrollArea):
    """One row per mark of a board: its sample (a pixmap) beside its meaning, word-wrapped."""

    def __init__(self, rows: Iterable[tuple[QPixmap, str]], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest-legend")
        self.setWidgetResizable(True)
        body = QWidget()
        grid = QGridLayout(body)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        self.texts: list[str] = []
        for row, (pixmap, text) in enumerate(rows):
            icon = QLabel()
            icon.setPixmap(pixmap)
            label = QLabel(text)
            label.setWordWrap(True)
            grid.addWidget(icon, row, 0)
            grid.addWidget(label, row, 1)
            self.texts.append(text)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(self.texts), 1)
        self.setWidget(body)

"""The undo history of the adventure as a list (Tiled's History dock): click a step to go back to it.

A `QUndoView` on the document's undo stack; the list is the stack, so it never needs refreshing.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QUndoView, QVBoxLayout


class HistoryPanel(QGroupBox):
    def __init__(self, undo_stack, parent=None) -> None:
        super().__init__("History", parent)
        self.setObjectName("map-history")
        self.view = QUndoView(undo_stack)
        self.view.setEmptyLabel("Opened")
        self.view.setMinimumHeight(120)
        self.view.setToolTip("Every edit of this adventure; click one to undo back to it, or a later one to redo")
        QVBoxLayout(self).addWidget(self.view)

"""The undo history of the adventure as a list (Tiled's History dock): click a step to go back to it.

A `QUndoView` on the document's undo stack; the list is the stack, so it never needs refreshing.
While a mouse stroke is under way the list is detached (`pause`), else every merged move of a
brush stroke would rebuild it; `resume` shows the finished stroke as its one step.
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
        self.undo_stack = undo_stack
        self.paused = False

    def pause(self) -> None:
        if not self.paused:
            self.paused = True
            self.view.setStack(None)

    def resume(self) -> None:
        if self.paused:
            self.paused = False
            self.view.setStack(self.undo_stack)

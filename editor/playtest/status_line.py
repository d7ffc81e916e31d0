"""The playtest window's status line for a game whose state is told in one line of words (the kit).

A ruleset's `game_status` widget shows, above its board, where the game stands: round, phase, whose
decision, what is left. Most games say it in one label; they subclass `StatusLine` and give only
`text_of(state)` (and `word_wrap` where the line grows long), so the widget is written once.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget


class StatusLine(QWidget):
    """One label showing `text_of(state)`; `show_state` is what the playtest window calls."""

    word_wrap = False  # a long line wraps instead of widening the window

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        if self.word_wrap:
            self.label.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.label)

    def show_state(self, state) -> None:
        self.label.setText(self.text_of(state))

    @staticmethod
    def text_of(state) -> str:
        raise NotImplementedError

"""The decision panel: what the human seat may do now, in words, straight from `legal_actions()`.

Only legal actions are listed, so an illegal choice cannot be made. Double-click, Enter, the
"Decide" button or the keys 1–9 pick one; the action the recorded line continues with (after a step
back) is marked, so following or leaving the line is a visible choice. Rules with text only that
applied just now show as a notice above the list.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

RECORDED_MARK = "  ◀ recorded line"
def short_text(text: str) -> str:
    """"Red Coats: target the Ruined Jetty" → "Target the Ruined Jetty" (the panel names the player once)."""
    head, sep, rest = text.partition(": ")
    text = rest if sep else head
    return text[:1].upper() + text[1:]


class DecisionPanel(QWidget):
    chosen = Signal(object)  # the action (a tuple from legal_actions)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = QLabel("")
        self.prompt.setObjectName("decisionPrompt")
        self.prompt.setWordWrap(True)
        self.notice = QLabel("")
        self.notice.setObjectName("ruleNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setStyleSheet("background: #fff4c2; border: 1px solid #d9b200; padding: 4px; color: #3d3000")
        self.notice.setVisible(False)
        self.list = QListWidget()
        self.list.setObjectName("decisionList")
        self.list.itemActivated.connect(self._activated)
        self.list.itemDoubleClicked.connect(self._activated)
        self.decide = QPushButton("Decide")
        self.decide.setToolTip("Take the selected decision (Enter, double-click, or keys 1–9)")
        self.decide.clicked.connect(lambda: self._activated(self.list.currentItem()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.prompt)
        layout.addWidget(self.notice)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.decide)
        self._actions: list[tuple] = []
        self.show_waiting("")

    # -- what is shown ---------------------------------------------------------------------
    def show_choices(self, prompt: str, actions: list[tuple], texts: list[str], recorded=None) -> None:
        self.prompt.setText(prompt)
        self._actions = list(actions)
        self.list.clear()
        bold = QFont()
        bold.setBold(True)
        for number, (action, text) in enumerate(zip(actions, texts, strict=False), start=1):
            label = f"{number}. {short_text(text)}" if number <= 9 else f"    {short_text(text)}"
            item = QListWidgetItem(label + (RECORDED_MARK if action == recorded else ""))
            item.setData(Qt.ItemDataRole.UserRole, number - 1)
            if action == recorded:
                item.setFont(bold)
                item.setForeground(QColor("#1b5fd1"))
            self.list.addItem(item)
        self.list.setEnabled(True)
        self.decide.setEnabled(bool(actions))
        if actions:
            self.list.setCurrentRow(actions.index(recorded) if recorded in actions else 0)

    def show_waiting(self, text: str) -> None:
        """Nobody human decides now (a bot's turn, a replay, the end): say so, offer nothing."""
        self.prompt.setText(text)
        self._actions = []
        self.list.clear()
        self.list.setEnabled(False)
        self.decide.setEnabled(False)

    def show_notices(self, lines: list[str]) -> None:
        self.notice.setText("\n".join(lines))
        self.notice.setVisible(bool(lines))

    def actions(self) -> list[tuple]:
        return list(self._actions)

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    # -- choosing ---------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """Pick the index-th listed action (as a click would)."""
        if 0 <= index < len(self._actions):
            self.chosen.emit(self._actions[index])

    def _activated(self, item: QListWidgetItem | None) -> None:
        if item is not None and self.list.isEnabled():
            self.choose(item.data(Qt.ItemDataRole.UserRole))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt)
        text = event.text()
        if text.isdigit() and text != "0" and self.list.isEnabled():
            self.choose(int(text) - 1)
            return
        super().keyPressEvent(event)

"""The terror board of a cooperative or solo game: its terrors left to right, their levels and places.

`TerrorBoard.show_state(state)` shows one row per terror of the adventure (the terror board's
order, which is also the order they activate in): its level as three pips, its title, and where
it stands (an area of the isle, or "on the terror board" while it is not summoned). The board is
hidden in competitive play (no terrors). Hovering a row of a terror on the isle emits
`reach_hovered` with the fields its effect reaches at its level (`terrors.effect_range`, the
engine's own reading of the compass-rose range); leaving it emits an empty list. The playtest
board highlights them (`PlayBoardView.show_reach`; `link_reach` wires the two).

`rows()` returns what is shown, for tests.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from engine.rulesets.isles_of_terror import terrors

_ROW = "QLabel { padding: 2px 4px; border-radius: 3px; }"
_ROW_HOVER = "QLabel { padding: 2px 4px; border-radius: 3px; background: #efe3f7; }"


def reach_of(state, index: int) -> list[tuple[int, int]]:
    """The fields (col, row) a terror's effect reaches now: none while it is off the isle."""
    if state.terrors[index].area is None:
        return []
    coords = state.board.coords
    return [tuple(coords[area]) for area in terrors.effect_range(state, index)]


def pips(level: int) -> str:
    return "◆" * level + "◇" * (3 - level)


class TerrorBoard(QFrame):
    reach_hovered = Signal(list)  # [(col, row), ...] of the hovered terror's reach; [] when none

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("terrorBoard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#terrorBoard { background: #f8f3fb; border: 1px solid #b89ccb; border-radius: 5px; }")
        self.title = QLabel("<b>Terror board</b> <span style='color:#6b5a78'>(activates left to right, "
                            "after the last turn of each season)</span>")
        self.title.setWordWrap(True)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(6, 4, 6, 4)
        self.layout_.setSpacing(1)
        self.layout_.addWidget(self.title)
        self.labels: list[QLabel] = []
        self._reach: list[list] = []  # per row, the fields of the terror's reach
        self._texts: list[str] = []
        self.hovered = -1
        self.setVisible(False)

    def show_state(self, state) -> None:
        tokens = list(getattr(state, "terrors", ()) or ())
        self.setVisible(bool(tokens))
        if not tokens:
            return
        while len(self.labels) < len(tokens):
            label = QLabel()
            label.setStyleSheet(_ROW)
            label.setMouseTracking(True)
            label.installEventFilter(self)
            self.layout_.addWidget(label)
            self.labels.append(label)
        for extra in self.labels[len(tokens):]:
            extra.setVisible(False)
        cards = {c.id: c for c in state.game.adventure.setup.terrors}
        names = state.board.names
        coords = state.board.coords
        self._reach, self._texts = [], []
        for index, (token, label) in enumerate(zip(tokens, self.labels, strict=False)):
            card = cards.get(token.id)
            title = card.title if card is not None else token.id
            if token.area is None:
                where = "on the terror board"
            else:
                column, row = coords[token.area]
                where = f"at {names[token.area] or 'an area'} [{column},{row}]"
            text = f"{pips(token.level)} {title}: level {token.level}, {where}"
            self._texts.append(text)
            self._reach.append(reach_of(state, index))
            label.setText(f"<span style='color:#7a1f3d'>{pips(token.level)}</span> <b>{title}</b> "
                          f"<span style='color:#555'>level {token.level}, {where}</span>")
            label.setToolTip("Hover to see the areas its effect reaches at this level." if token.area is not None
                             else "Summoned onto the isle by an exploration card of its colour.")
            label.setVisible(True)
        if 0 <= self.hovered < len(self._reach):
            self.reach_hovered.emit(list(self._reach[self.hovered]))

    def rows(self) -> list[str]:
        return list(self._texts)

    def reach(self, index: int) -> list:
        return list(self._reach[index]) if 0 <= index < len(self._reach) else []

    def hover(self, index: int) -> None:
        """Point at row `index` (-1: at none): its terror's reach is highlighted on the isle."""
        if index == self.hovered:
            return
        for row, label in enumerate(self.labels):
            label.setStyleSheet(_ROW_HOVER if row == index else _ROW)
        self.hovered = index
        self.reach_hovered.emit(self.reach(index))

    def eventFilter(self, watched, event) -> bool:
        if watched in self.labels:
            if event.type() == QEvent.Type.Enter:
                self.hover(self.labels.index(watched))
            elif event.type() == QEvent.Type.Leave and self.hovered == self.labels.index(watched):
                self.hover(-1)
        return super().eventFilter(watched, event)

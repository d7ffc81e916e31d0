"""The panels beside the Island Clash board: the line above it and one card per seat with its hand."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from editor.playtest.status_line import StatusLine

from engine.rulesets.island_clash.model import icon_of, value_of

from .board_view import depletion_text


def _card(card: str) -> str:
    return f"{icon_of(card)} {value_of(card)}"


class GameStatus(StatusLine):
    """Turn, whose step, the decks and the capture areas, in one line."""

    @staticmethod
    def text_of(state) -> str:
        names = state.game.seat_names()
        capture = ", ".join(f"{names[s]} {n}" for s, n in enumerate(state.scores()))
        phase = "over" if state.is_terminal() else state.phase.name.lower().replace("_", " ")
        last = "; last phase" if state.last_phase else ""
        return (f"turn {state.turn}, {names[state.seat]}: {phase}; resource deck {len(state.draw['resource'])}, "
                f"combat deck {len(state.draw['combat'])}, {depletion_text(state)}{last}; "
                f"in the capture areas: {capture}")

    def text(self) -> str:
        return self.label.text()


class _SeatCard(QFrame):
    def __init__(self, owner: PlayerBoards, seat: int) -> None:
        super().__init__(owner)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.seat = seat
        self.title = QLabel(self)
        self.facts = QLabel(self)
        self.hand = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.facts)
        layout.addLayout(self.hand)
        self.buttons: list[QPushButton] = []
        self.owner = owner

    def set_hand(self, cards: list[str], enabled: bool, playable: set[str]) -> None:
        while len(self.buttons) > len(cards):
            self.buttons.pop().deleteLater()
        while len(self.buttons) < len(cards):
            button = QPushButton(self)
            button.clicked.connect(lambda _=False, b=button: self.owner.card_clicked.emit(self.seat, b.property("card")))
            self.hand.addWidget(button)
            self.buttons.append(button)
        for button, card in zip(self.buttons, cards, strict=True):
            button.setText(_card(card))
            button.setProperty("card", card)
            button.setEnabled(enabled and card in playable)


class PlayerBoards(QWidget):
    """One card per seat: colour, units on the board and in the capture areas, and the hand."""

    field_clicked = Signal(int, int)  # seat, index (Island Clash has no action fields; never emitted)
    card_clicked = Signal(int, str)  # seat, card face

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cards: list[_SeatCard] = []
        self.layout_ = QVBoxLayout(self)

    def show_state(self, state, human_seats: set[int], clickable_fields=None, clickable_cards=None) -> None:
        names = state.game.seat_names()
        while len(self.cards) < len(names):
            card = _SeatCard(self, len(self.cards))
            self.cards.append(card)
            self.layout_.addWidget(card)
        units = state.units_on_board()
        capture = state.scores()
        for seat, card in enumerate(self.cards):
            card.setVisible(seat < len(names))
            if seat >= len(names):
                continue
            out = " (out of the game)" if state.eliminated[seat] else ""
            mover = " - to move" if not state.is_terminal() and state.current_player() == seat else ""
            card.title.setText(f"<b>{names[seat]}</b>{out}{mover}")
            card.facts.setText(f"{units[seat]} units on the board, {capture[seat]} in the capture areas, "
                               f"{len(state.hands[seat])} cards")
            playable = (clickable_cards or {}).get(seat, set())
            card.set_hand(state.hands[seat], seat in human_seats and not state.is_terminal()
                          and state.current_player() == seat, playable)

    def summary(self, seat: int) -> dict:
        card = self.cards[seat]
        return {"title": card.title.text(), "facts": card.facts.text(), "hand": [b.text() for b in card.buttons]}

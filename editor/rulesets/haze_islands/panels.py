"""The panels beside the Haze Islands board: the line above it and one card per pirate.

The line says the round, The Doom's power and where it is, whose turn it is and the decks left. A
pirate's card says its status (survivor, castaway, ghost ship, sunk in team play), its captain's log score and the Doom
cards in it, its map deck (the cards of time left this round), its supply of pirates and those
deployed or lost, and its special orders; its hand shows as cards for a human seat (the map cards'
titles and icons, clickable when a legal action names them) and as a count for a bot's.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from editor.playtest.status_line import StatusLine

STATUS = {"survivor": "survivor", "castaway": "castaway (no ship)", "ghost": "ghost ship", "sunk": "sunk (the team lost)"}


def card_text(adventure, card_id: str) -> str:
    """A map card in a hand: its icon and title."""
    card = adventure.map_card(card_id)
    icon = adventure.icon(card.icon).title if card.icon else card.kind
    return f"{icon} ({card.title})"


def order_text(adventure, order) -> str:
    """A usable special order: its kind in words (and the icon it doubles)."""
    _card, spec = order
    words = spec.kind.replace("-", " ")
    return f"{words} ({adventure.icon(spec.icon).title})" if spec.icon else words


def seat_facts(state, seat: int) -> str:
    """What a seat has besides its hand, in one paragraph."""
    doom_cards = sum(1 for kind, _card, _score in state.logs[seat] if kind == "doom")
    deployed = len(state.deployed[seat])
    return (f"{STATUS.get(state.status[seat], state.status[seat])}; log {state.score(seat)} icons "
            f"({len(state.logs[seat])} cards, {doom_cards} Doom); map deck {len(state.decks[seat])}; "
            f"pirates: {state.supply[seat]} in supply, {deployed} deployed, {state.lost[seat]} lost; "
            f"{len(state.hands[seat])} in hand")


class GameStatus(StatusLine):
    """Round, The Doom's power and place, whose turn, the decks left, in one line."""

    @staticmethod
    def text_of(state) -> str:
        names = state.game.seat_names()
        doom = f"The Doom at {state.doom_at[0]},{state.doom_at[1]} with power {state.doom_power}"
        left = f"{len(state.adventure_deck)} tales and {len(state.doom_deck)} Doom cards left"
        if state.is_terminal():
            return f"Game over after round {state.round}; {doom}; {left}"
        return (f"Round {state.round}, first {names[state.first]}, {names[state.current_player()]} to decide; "
                f"{doom}; {left}")

    def text(self) -> str:
        return self.label.text()


class _SeatCard(QFrame):
    def __init__(self, owner: PlayerBoards, seat: int) -> None:
        super().__init__(owner)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.seat = seat
        self.owner = owner
        self.title = QLabel(self)
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        self.orders = QLabel(self)
        self.orders.setWordWrap(True)
        self.hand = QHBoxLayout()
        layout = QVBoxLayout(self)
        for widget in (self.title, self.facts, self.orders):
            layout.addWidget(widget)
        layout.addLayout(self.hand)
        self.buttons: list[QPushButton] = []

    def set_hand(self, texts: list[tuple[str, str]], enabled: bool, playable: set[str]) -> None:
        while len(self.buttons) > len(texts):
            gone = self.buttons.pop()
            gone.hide()  # at once: deleteLater waits for the event loop
            gone.deleteLater()
        while len(self.buttons) < len(texts):
            button = QPushButton(self)
            button.clicked.connect(lambda _=False, b=button: self.owner.card_clicked.emit(self.seat, b.property("card")))
            self.hand.addWidget(button)
            self.buttons.append(button)
        for button, (card, text) in zip(self.buttons, texts, strict=True):
            button.setText(text)
            button.setProperty("card", card)
            button.setEnabled(enabled and card in playable)


class PlayerBoards(QWidget):
    """One card per pirate: status, log, deck, supply, orders, and the hand (cards for a human seat)."""

    field_clicked = Signal(int, int)  # seat, index (Haze Islands has no action fields; never emitted)
    card_clicked = Signal(int, str)  # seat, map card id

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cards: list[_SeatCard] = []
        self.layout_ = QVBoxLayout(self)
        self.layout_.addStretch(1)  # the cards at the top, however few

    def show_state(self, state, human_seats: set[int], clickable_fields=None, clickable_cards=None) -> None:
        names = state.game.seat_names()
        adventure = state.game.adventure
        while len(self.cards) < len(names):
            card = _SeatCard(self, len(self.cards))
            self.cards.append(card)
            self.layout_.insertWidget(len(self.cards) - 1, card)
        deciding = None if state.is_terminal() else state.current_player()
        for seat, card in enumerate(self.cards):
            card.setVisible(seat < len(names))
            if seat >= len(names):
                continue
            card.title.setText(f"<b>{names[seat]}</b>{' - to decide' if deciding == seat else ''}")
            card.facts.setText(seat_facts(state, seat))
            orders = [order_text(adventure, o) for o in state.orders[seat]]
            card.orders.setText("special orders: " + (", ".join(orders) if orders else "none"))
            human = seat in human_seats
            hand = [(c, card_text(adventure, c)) for c in state.hands[seat]] if human else []
            card.set_hand(hand, human and deciding == seat, (clickable_cards or {}).get(seat, set()))

    def summary(self, seat: int) -> dict:
        card = self.cards[seat]
        return {"title": card.title.text(), "facts": card.facts.text(), "orders": card.orders.text(),
                "hand": [b.text() for b in card.buttons]}

"""The panels beside the Finis Terrae board: the day's line above it and one card per ship.

The line says the day, the weather (and the finale card's appearances), the common move die, the
seat's own die on a sunny day, the market (the red die of the day), who holds the EST card and the red
flag, who decides, and how many tiles are left in the stack and cards in the weather deck. A seat's
card says whether it sails as an explorer or under the black flag, its hold compartment by
compartment, its bank (frozen while a pirate), what it has kept for the score (castaways, finds,
treasures, spices), its ports, bonus and malus tokens and its score so far with the scoring's
categories; the galleon's card its hold, where it is and who moves it this day.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from editor.playtest.status_line import StatusLine

from engine.rulesets.finis_terrae.model import SCORE_CATEGORIES


def hold_text(hold) -> str:
    """A hold compartment by compartment: "coins 12 | spice 2 | - | -"."""
    return " | ".join(f"{c[0]} {c[1]}" if c else "-" for c in hold)


def category_points(state, seat: int) -> dict[str, int]:
    items = state.breakdown(seat)
    return {category: sum(items.get(item, 0) for item in names) for category, names in SCORE_CATEGORIES.items()}


def seat_facts(state, seat: int) -> str:
    kept = state.kept[seat]
    homes = set(state.home)
    ports = sum(1 for cell, owner in state.ports.items() if owner == seat and cell not in homes)
    bank = f"bank {state.bank[seat]}{' (frozen)' if state.pirate[seat] else ''}"
    points = category_points(state, seat)
    by = ", ".join(f"{k} {v}" for k, v in points.items())
    return (f"{'pirate' if state.pirate[seat] else 'explorer'}; hold: {hold_text(state.holds[seat])}; {bank}; "
            f"kept: {kept.get('castaway', 0)} castaways, {kept.get('find', 0)} finds, {kept.get('treasure', 0)} "
            f"treasures, {kept.get('spice', 0)} spices; {ports} ports founded; bonus {state.bonus[seat]}, "
            f"malus {state.malus[seat]}; score {state.score(seat)} ({by})")


def galleon_facts(state) -> str:
    names = state.game.seat_names()
    where = "not yet at sea (no den laid)" if state.galleon is None else f"at {state.galleon[0]},{state.galleon[1]}"
    by = names[state.jolly] if state.jolly is not None else "nobody"
    return f"{where}; moved by {by}; hold: {hold_text(state.galleon_hold)}"


class GameStatus(StatusLine):
    """Day, weather, dice, market, EST and red flag, whose turn, tiles and weather cards left."""

    word_wrap = True

    @staticmethod
    def text_of(state) -> str:
        names = state.game.seat_names()
        model = state.game.adventure
        weather = model.weather_card(state.weather) if state.weather else None
        sky = f"{weather.title} ({weather.kind})" if weather else "no weather yet"
        finale = f", finale seen {state.finale_seen}x" if state.finale_seen else ""
        own = f", own die {state.own_die}" if state.own_die else ""
        left = f"{len(state.stack)} tiles in the stack, {len(state.weather_deck)} weather cards left"
        flags = f"EST {names[state.first]}, red flag {names[state.jolly] if state.jolly is not None else 'nobody'}"
        if state.is_terminal():
            return f"Game over after day {state.day}; {sky}{finale}; {left}"
        return (f"Day {state.day}: {sky}{finale}; move die {state.move_die or '-'}{own}, market {state.market or '-'}; "
                f"{flags}; {names[state.current_player()]} to decide; {left}")

    def text(self) -> str:
        return self.label.text()


class _Card(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.facts)


class PlayerBoards(QWidget):
    """One card per seat (holds, bank, flag, kept, ports, score) and one for the galleon."""

    field_clicked = Signal(int, int)  # seat, index (Finis Terrae has no action fields; never emitted)
    card_clicked = Signal(int, str)  # seat, card id (no hands of cards; never emitted)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cards: list[_Card] = []
        self.galleon = _Card(self)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(self.galleon)
        self.layout_.addStretch(1)

    def show_state(self, state, human_seats: set[int], clickable_fields=None, clickable_cards=None) -> None:
        names = state.game.seat_names()
        while len(self.cards) < len(names):
            card = _Card(self)
            self.cards.append(card)
            self.layout_.insertWidget(len(self.cards) - 1, card)
        deciding = None if state.is_terminal() else state.current_player()
        for seat, card in enumerate(self.cards):
            card.setVisible(seat < len(names))
            if seat >= len(names):
                continue
            colour = state.game.adventure.seats[seat % len(state.game.adventure.seats)].colour
            flag = " (black flag)" if state.pirate[seat] else ""
            card.title.setText(f"<b style='color:{colour}'>{names[seat]}</b>{flag}"
                               f"{' - to decide' if deciding == seat else ''}")
            card.facts.setText(seat_facts(state, seat))
        self.galleon.title.setText("<b>The pirate galleon</b>")
        self.galleon.facts.setText(galleon_facts(state))

    def summary(self, seat: int | None) -> dict:
        card = self.galleon if seat is None else self.cards[seat]
        return {"title": card.title.text(), "facts": card.facts.text()}

"""The players' boards and the game status strip of a playtest game.

`PlayerBoards.show_state(state, human_seats, clickable_fields)` shows one compact card per seat:
faction, turn marker, human/bot tag, resources, sea card, pool, camps, raids, the action fields
as buttons (enabled only when the caller says a field can be chosen now), progress per task, the
mission bar, and (for human seats only) the strategy cards in hand and the current mission; a
bot's hand is hidden information and shows only as a count. `GameStatus.show_state(state)`
shows year and season, the event, the threat bar, whose turn it is, and the fight or the
exploration in progress.

Both are refreshed after every decision: child widgets are built once per seat count and only
their texts and states change. `summary(seat)` / `text()` return what is shown, for tests.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.rulesets.isles_of_terror import threat

from .board_items import KIND_TEXT, faction_colour
from .terror_board import TerrorBoard

SEASONS = ("Spring", "Summer", "Autumn", "Winter")
FIELD_COLUMNS = 5
_CLICKABLE = "QPushButton { background: #ffe14d; border: 2px solid #c99a00; border-radius: 4px; font-weight: bold; }"
_IDLE = "QPushButton { color: #26323c; background: #fbfcfd; border: 1px solid #a9b3bc; border-radius: 4px; }"
_USED = "QPushButton { color: #a3abb3; background: #dde1e5; border: 1px dashed #b8c0c7; border-radius: 4px; }"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def link_label(field, sep: str = " / ") -> str:
    """An action field's link actions in words, e.g. "Land / Move / Supply +gold"."""
    return sep.join(link.action.capitalize() + "".join(f" +{b}" for b in link.bonus) for link in field.links)


def _dice(dice) -> str:
    """Dice as the log shows them: d8:5 d6:2 ('-' for none)."""
    return " ".join(f"d{sides}:{value}" for sides, value in dice) or "-"


def _set_text(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)


class _SeatCard(QFrame):
    def __init__(self, owner: PlayerBoards, seat: int) -> None:
        super().__init__()
        self.owner, self.seat = owner, seat
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName(f"seat-{seat}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(3)
        header = QHBoxLayout()
        self.title = QLabel()
        self.turn = QLabel()
        self.turn.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.tag = QLabel()
        self.tag.setStyleSheet("color: #5b6670; border: 1px solid #a9b3bc; border-radius: 3px; padding: 0 4px;")
        header.addWidget(self.title)
        header.addWidget(self.turn)
        header.addStretch(1)
        header.addWidget(self.tag)
        layout.addLayout(header)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.info)
        self.field_grid = QGridLayout()
        self.field_grid.setSpacing(3)
        layout.addLayout(self.field_grid)
        self.field_buttons: list[QPushButton] = []
        self.field_styles: list[str] = []
        self.hand_label = QLabel()
        layout.addWidget(self.hand_label)
        self.hand_grid = QGridLayout()  # the hand wraps, so a long hand never widens the board
        self.hand_grid.setSpacing(3)
        self.card_buttons: list[QPushButton] = []
        layout.addLayout(self.hand_grid)
        self.hand_ids: list[str] = []

    def set_fields(self, count: int) -> None:
        while len(self.field_buttons) < count:
            index = len(self.field_buttons)
            button = QPushButton()
            button.setObjectName(f"field-{self.seat}-{index}")
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            button.clicked.connect(lambda _=False, i=index: self.owner.field_clicked.emit(self.seat, i))
            self.field_grid.addWidget(button, index // FIELD_COLUMNS, index % FIELD_COLUMNS)
            self.field_buttons.append(button)
            self.field_styles.append("")
        for index, button in enumerate(self.field_buttons):
            button.setVisible(index < count)

    def set_hand(self, ids: list[str], titles: list[str], enabled: set[str] | None) -> None:
        while len(self.card_buttons) < len(ids):
            index = len(self.card_buttons)
            button = QPushButton()
            button.setObjectName(f"card-{self.seat}-{index}")
            button.clicked.connect(lambda _=False, i=index: self.owner.card_clicked.emit(self.seat, self.hand_ids[i]))
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            self.hand_grid.addWidget(button, index // HAND_COLUMNS, index % HAND_COLUMNS)
            self.card_buttons.append(button)
        self.hand_ids = ids
        for index, button in enumerate(self.card_buttons):
            shown = index < len(ids)
            button.setVisible(shown)
            if shown:
                if button.text() != titles[index]:
                    button.setText(titles[index])
                button.setEnabled(enabled is None or ids[index] in enabled)


HAND_COLUMNS = 3


class PlayerBoards(QWidget):
    field_clicked = Signal(int, int)  # seat, action field index
    card_clicked = Signal(int, str)  # seat, strategy card id (hand)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cards: list[_SeatCard] = []
        self._summaries: dict[int, dict] = {}
        self.column = QWidget()
        self.column_layout = QVBoxLayout(self.column)
        self.column_layout.setContentsMargins(4, 4, 4, 4)
        self.column_layout.setSpacing(6)
        self.terror_board = TerrorBoard()  # cooperative and solo only (hidden without terrors)
        self.column_layout.addWidget(self.terror_board)
        self.column_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(self.column)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)

    def show_state(self, state, human_seats: set[int], clickable_fields: dict[int, set[int]] | None = None,
                   playable_cards: dict[int, set[str]] | None = None) -> None:
        """Show every seat; `playable_cards` (optional) limits which hand cards a human can click."""
        if len(self.cards) != state.n:
            for card in self.cards:
                card.setParent(None)
                card.deleteLater()
            self.cards = [_SeatCard(self, seat) for seat in range(state.n)]
            for card in self.cards:
                self.column_layout.insertWidget(self.column_layout.count() - 1, card)
        self.terror_board.show_state(state)
        active = state.current_player() if not state.is_terminal() else -1
        tasks = state.game.adventure.progress_tasks
        mission_bar = state.game.adventure.mission_bar
        for p, card in zip(state.players, self.cards, strict=False):
            human = p.seat in human_seats
            clickable = (clickable_fields or {}).get(p.seat, set())
            self._summaries[p.seat] = self._show_seat(state, p, card, human, clickable, active, tasks, mission_bar,
                                                      None if playable_cards is None else playable_cards.get(p.seat, set()))

    def _show_seat(self, state, p, card: _SeatCard, human: bool, clickable: set[int], active: int, tasks,
                   mission_bar, playable) -> dict:
        colour = faction_colour(p.faction.colour, p.seat)
        _set_text(card.title, f"<b style='color:{colour.name()}'>■ {p.faction.title}</b>")
        _set_text(card.turn, "▶ to play" if p.seat == active else "")
        _set_text(card.tag, "human" if human else "bot")
        raids = [state.players[o].faction.title for o in p.raided]
        progress = {t.id: (p.progress.get(t.id, 0), t.bar.length) for t in tasks}
        mission = p.mission.title if (human and p.mission is not None) else None
        goal = p.mission.value if p.mission is not None else 0
        lines = [
            f"Gold <b>{p.gold}</b> · Rations <b>{p.rations}</b> · VP <b>{p.vp}</b>",
            f"Sea card: {p.sea_gold} gold, {_plural(p.sea_rations, 'ration')} · {_plural(p.sea_soldiers, 'soldier')}, "
            f"{_plural(p.sea_captains, 'captain')}",
            f"Pool: {_plural(p.pool_soldiers, 'soldier')}, {_plural(p.pool_captains, 'captain')} · "
            f"Camps: {p.free_camps} on camp fields, {p.camps_in_play()} on the isle",
        ]
        if raids:
            lines.append("Raids: " + ", ".join(raids))
        lines.append("Progress: " + " · ".join(f"{t.title} {progress[t.id][0]}/{progress[t.id][1]}" for t in tasks))
        lines.append(f"Mission bar {p.mission_pos}/{mission_bar.length} · success tokens {p.success}"
                     + (f"/{goal}" if human and goal else "") + (f" · <i>{mission}</i>" if mission else ""))
        _set_text(card.info, "<br>".join(lines))
        fields = p.board.action_fields
        card.set_fields(len(fields))
        shown_fields = []
        for index, (field, button) in enumerate(zip(fields, card.field_buttons, strict=False)):
            used = p.fields_used[index]
            enabled = index in clickable
            label = link_label(field)
            text = f"{index + 1}{' · used' if used else ''}\n" + link_label(field, "\n")
            if button.text() != text:
                button.setText(text)
            button.setEnabled(enabled)
            look = _CLICKABLE if enabled else _USED if used else _IDLE
            if card.field_styles[index] != look:
                button.setStyleSheet(look)
                card.field_styles[index] = look
            button.setToolTip(f"Action field {index + 1}: {label}" + (" (used)" if used else ""))
            shown_fields.append({"label": label, "used": used, "enabled": enabled})
        if human:
            ids = [c.id for c in p.hand]
            titles = [c.title for c in p.hand]
            _set_text(card.hand_label, "Hand:")
            card.set_hand(ids, titles, playable)
            hand = titles
        else:
            _set_text(card.hand_label, f"Hand: {_plural(len(p.hand), 'strategy card')}")
            card.set_hand([], [], None)
            hand = len(p.hand)
        return {
            "title": p.faction.title, "to_play": p.seat == active, "tag": "human" if human else "bot",
            "gold": p.gold, "rations": p.rations, "vp": p.vp,
            "sea": (p.sea_gold, p.sea_rations, p.sea_soldiers, p.sea_captains),
            "pool": (p.pool_soldiers, p.pool_captains), "camps_on_fields": p.free_camps,
            "camps_on_isle": p.camps_in_play(), "raids": raids, "fields": shown_fields, "progress": progress,
            "mission_pos": p.mission_pos, "mission_length": mission_bar.length, "success": p.success,
            "mission": mission, "hand": hand,
        }

    def summary(self, seat: int) -> dict:
        """The values the seat's card shows (what a test compares with the engine)."""
        return self._summaries[seat]

    def field_button(self, seat: int, index: int) -> QPushButton:
        return self.cards[seat].field_buttons[index]

    def card_button(self, seat: int, index: int) -> QPushButton:
        return self.cards[seat].card_buttons[index]


class GameStatus(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.line = QLabel()
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setStyleSheet("color: #8a1c12; font-weight: bold;")
        for label in (self.line, self.detail):  # never clipped: a long line wraps, whatever the window's width
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.setSpacing(1)
        layout.addWidget(self.line)
        layout.addWidget(self.detail)

    def show_state(self, state) -> None:
        titles = [p.faction.title for p in state.players]
        parts = [f"Year {state.year} · {SEASONS[state.season]}"]
        if state.event is not None:
            text = " ".join(state.event.text.split())
            first = text.split(". ")[0].rstrip(".")
            first = first if len(first) <= 90 else first[:89] + "…"
            parts.append(f"Event: {state.event.title}" + (f" — {first}" if first else ""))
        bar = []
        for seat in range(state.n):
            value = threat.hits_on(state, seat)
            bar.append(f"{titles[seat]} {value}+" if value is not None else f"{titles[seat]} –")
        parts.append("Threat: " + ", ".join(bar))
        if state.is_terminal():
            parts.append("Game over" + (": " + ", ".join(titles[s] for s in state.winners) + " won"
                                        if state.winners else ""))
        else:
            current = state.current_player()
            if 0 <= current < state.n:
                parts.append(f"{titles[current]} to play")
        parts.append(f"Starting player: {titles[state.start]}")
        _set_text(self.line, "  ·  ".join(parts))
        detail = ""
        board = state.board
        if state.combat is not None:
            c = state.combat
            monster = KIND_TEXT.get(c.monster, c.monster) if c.monster else "the area"
            defender = titles[c.defender] if c.defender >= 0 else f"{monster} (value {c.value})"
            detail = f"Fight at {board.name(c.area)}: {titles[c.attacker]} vs {defender} · round {c.round}"
            if c.dice_a or c.dice_d:
                detail += f" · dice {_dice(c.dice_a)} vs {_dice(c.dice_d)}"
        elif state.explo is not None:
            e = state.explo
            detail = f"Exploring {board.name(e.area)}: {titles[e.player]}"
            if e.card is not None:
                detail += f" · card: {e.card.title}"
            if e.monster is not None:
                detail += f" · {e.monster.title}"
        _set_text(self.detail, detail)
        self.detail.setVisible(bool(detail))

    def text(self) -> str:
        """What the strip shows (the second line only while a fight or an exploration is on)."""
        return self.line.text() + ("\n" + self.detail.text() if self.detail.text() else "")

"""The short dialog before a playtest: mode, players, a seat and a controller per seat, the seed.

Everything it offers comes from the adventure's ruleset (`engine.core.ruleset.Ruleset`, its editor
paths hooks), never from a game's model: the modes the adventure declares with their titles
(`mode_titles`; those its engine does not play are shown disabled), the player counts of each mode
(`player_counts`), the seats one may choose (`seats`: Isles of Terror's factions, Island Clash's
colours, named by `seat_noun`). In a one-player mode (`one_player_modes`: Isles of Terror's solo)
the count is the number of seats the one player controls, each row a seat, one controller for all
of them (`SessionSetup.seats` repeats it, one per seat, as the session wants a controller per engine
player).

The last choice is remembered per adventure (`SetupMemory`, in the editor's settings) and offered
again; "Playtest again" (Shift+F5) uses it without asking, with a new seed. The seed is random by
default, shown, and copyable, so any game can be played again exactly.
"""

from __future__ import annotations

import json
import random

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QSpinBox, QToolButton, QVBoxLayout,
                               QWidget)

from engine.core import ruleset as rulesets
from engine.sim.session import SessionSetup, seat_kinds

CONTROLLER_TITLES = {"human": "Human", "random": "Random bot", "greedy": "Greedy bot", "mcts": "MCTS bot (search)"}
MAX_SEED = 2**31 - 1


def new_seed() -> int:
    return random.SystemRandom().randrange(1, MAX_SEED)


def controller_title(kind: str) -> str:
    """A seat's controller for people; a bot kind this list does not know is named by its kind."""
    return CONTROLLER_TITLES.get(kind) or f"{kind.replace('-', ' ').capitalize()} bot"


def one_player(adventure, mode: str) -> bool:
    """Whether one person plays every seat in `mode` (Isles of Terror's solo)."""
    return mode in rulesets.of(adventure).one_player_modes


def playable_counts(adventure, mode: str) -> list[int]:
    """The counts the setup offers: players, or in a one-player mode the seats the one player controls."""
    return list(rulesets.of(adventure).player_counts(adventure, mode))


def playable_modes(adventure) -> list[str]:
    """The modes the adventure declares that its ruleset plays, in the adventure's order."""
    ruleset = rulesets.of(adventure)
    return [mode for mode in ruleset.mode_titles(adventure)
            if mode in ruleset.modes and playable_counts(adventure, mode)]


def default_setup(adventure, remembered: dict | None = None, seed: int | None = None) -> SessionSetup | None:
    """The remembered choice if it still fits the adventure, else its first playable mode with seat 1
    human and greedy bots, three seats where the mode allows (a one-player mode: one human, one seat).

    None when the adventure cannot be played at all (no mode the engine plays with a player count).
    """
    modes = playable_modes(adventure)
    if not modes:
        return None
    ruleset = rulesets.of(adventure)
    ids = [seat for seat, _name in ruleset.seats(adventure)]
    kinds = seat_kinds(ruleset)
    seed = new_seed() if seed is None else seed
    if remembered:
        mode = remembered.get("mode") or modes[0]
        factions = tuple(remembered.get("factions") or ())
        seats = tuple(remembered.get("seats") or ())
        if (mode in modes and len(factions) in playable_counts(adventure, mode)
                and len(set(factions)) == len(factions)
                and (not ruleset.named_seats or all(f in ids for f in factions))
                and len(seats) == len(factions) and all(s in kinds for s in seats)
                and (not one_player(adventure, mode) or len(set(seats)) == 1)):
            return _dealt(adventure, SessionSetup(factions=factions, seats=seats, seed=seed, mode=mode))
    mode = modes[0]
    counts = playable_counts(adventure, mode)
    bot = "greedy" if "greedy" in kinds else kinds[-1]
    if one_player(adventure, mode):
        return _dealt(adventure, SessionSetup(factions=tuple(ids[:counts[0]]), seats=("human",) * counts[0],
                                              seed=seed, mode=mode))
    n = 3 if 3 in counts else counts[0]
    return _dealt(adventure, SessionSetup(factions=tuple(ids[:n]), seats=("human",) + (bot,) * (n - 1), seed=seed,
                                          mode=mode))


def dealt_seats(adventure, players: int, mode: str, seed: int) -> list[tuple[str, str]] | None:
    """The seats the game dealt from `seed` gets, as (id for `new_game(factions=)`, name), for a ruleset
    whose games deal their own seats (`named_seats` False, `seating` of the seed: Cursed Island's
    castaways); None where seats are chosen. The setup then shows and plays what the seed deals, not
    numbered seats."""
    ruleset = rulesets.of(adventure)
    if ruleset.named_seats:
        return None
    seating = ruleset.seating(adventure, players=players, mode=mode, seed=seed)
    if seating is None:
        return None
    names = ruleset.new_game(adventure, players=players, factions=list(seating), mode=mode).seat_names()
    return list(zip(seating, names, strict=True))


def _dealt(adventure, setup: SessionSetup) -> SessionSetup:
    """`setup` with the seats its seed deals (where the game deals them: `dealt_seats`)."""
    dealt = dealt_seats(adventure, len(setup.factions), setup.mode, setup.seed)
    if dealt is None:
        return setup
    return SessionSetup(factions=tuple(seat for seat, _name in dealt), seats=setup.seats, seed=setup.seed,
                        mode=setup.mode)


class CountBox(QSpinBox):
    """A spin box over the allowed counts only: the arrows step from 2 to 4 when the board is not for 3."""

    def __init__(self) -> None:
        super().__init__()
        self.counts: list[int] = [1]

    def set_counts(self, counts: list[int]) -> None:
        self.counts = sorted(counts) or [1]
        self.setRange(self.counts[0], self.counts[-1])

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt)
        value = self.value()
        for _ in range(abs(steps)):
            later = [n for n in self.counts if (n > value if steps > 0 else n < value)]
            if later:
                value = later[0] if steps > 0 else later[-1]
        self.setValue(value)


class SetupMemory:
    """The last playtest setup per adventure id, kept in the editor's QSettings."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings

    def recall(self, adventure_id: str) -> dict | None:
        raw = self.settings.value(f"playtest/{adventure_id}")
        try:
            data = json.loads(raw) if isinstance(raw, str) else None
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def remember(self, adventure_id: str, setup: SessionSetup) -> None:
        data = {"factions": list(setup.factions), "seats": list(setup.seats), "seed": setup.seed, "mode": setup.mode}
        self.settings.setValue(f"playtest/{adventure_id}", json.dumps(data))


class PlaytestSetupDialog(QDialog):
    def __init__(self, adventure, initial: SessionSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.adventure = adventure
        self.ruleset = rulesets.of(adventure)
        self.setWindowTitle(f"Playtest — {adventure.title}")
        self._seats = list(self.ruleset.seats(adventure))  # (id, name): what a row may choose
        noun = self.ruleset.seat_noun
        playable = playable_modes(adventure)
        self._counts = playable_counts(adventure, initial.mode)

        self.mode = QComboBox()
        self.mode.setObjectName("setupMode")
        for mode, title in self.ruleset.mode_titles(adventure).items():
            self.mode.addItem(title, mode)
            if mode not in playable:
                item = self.mode.model().item(self.mode.count() - 1)
                item.setEnabled(False)
                item.setToolTip(f"The rules engine does not play the {title.lower()} game of this adventure.")
        self.mode.setCurrentIndex(max(0, self.mode.findData(initial.mode)))
        rows = max(max(playable_counts(adventure, m), default=0) for m in playable) if playable else 0
        self.players = CountBox()
        self.players.set_counts(self._counts)
        self.players.setObjectName("setupPlayers")
        self.players_label = QLabel("Players")

        self.seats_box = QGroupBox()
        self.seat_grid = QGridLayout(self.seats_box)
        self.seat_grid.addWidget(QLabel(f"<b>{noun}</b>"), 0, 1)
        self.seat_grid.addWidget(QLabel("<b>Played by</b>"), 0, 2)
        self.faction_boxes: list[QComboBox] = []  # a seat's choice per row (a faction, a colour...)
        self.controller_boxes: list[QComboBox] = []
        for seat in range(rows):
            label = QLabel(f"Seat {seat + 1}")
            faction = QComboBox()
            for seat_id, name in self._seats:
                faction.addItem(name, seat_id)
            faction.currentIndexChanged.connect(lambda _i, s=seat: self._faction_changed(s))
            controller = QComboBox()
            for kind in seat_kinds(self.ruleset):
                controller.addItem(controller_title(kind), kind)
            for column, widget in enumerate((label, faction, controller)):
                self.seat_grid.addWidget(widget, seat + 1, column)
            self.faction_boxes.append(faction)
            self.controller_boxes.append(controller)
        self._previous = [0] * len(self.faction_boxes)

        self.seed = QLineEdit()
        self.seed.setToolTip("The same seed, setup and decisions always give the same game.")
        self.seed.setMaxLength(10)
        new = QToolButton(text="New")
        new.setToolTip("A new random seed")
        new.clicked.connect(lambda: self.seed.setText(str(new_seed())))
        copy = QToolButton(text="Copy")
        copy.setToolTip("Copy the seed to the clipboard")
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.seed.text()))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(new)
        seed_row.addWidget(copy)

        self.message = QLabel("")
        self.message.setObjectName("setupMessage")
        self.message.setStyleSheet("color: #b3261e")
        self.message.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Mode", self.mode)
        form.addRow(self.players_label, self.players)
        form.addRow("Seed", seed_row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Play")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.players.valueChanged.connect(self._players_changed)
        self.seed.textChanged.connect(lambda _t: (self._show_deal(), self._check()))
        self.mode.currentIndexChanged.connect(lambda _i: self._mode_changed())
        self.set_setup(initial)

    # -- values -----------------------------------------------------------------------------
    def set_setup(self, setup: SessionSetup) -> None:
        ids = [seat_id for seat_id, _name in self._seats]
        chosen = list(setup.factions)
        rest = [i for i in ids if i not in chosen]
        for seat, box in enumerate(self.faction_boxes):  # seats beyond the count keep distinct factions too
            fid = chosen[seat] if seat < len(chosen) else (rest.pop(0) if rest else ids[seat % len(ids)])
            box.blockSignals(True)
            box.setCurrentIndex(max(0, box.findData(fid)))
            box.blockSignals(False)
            self._previous[seat] = box.currentIndex()
        for seat, box in enumerate(self.controller_boxes):
            kind = setup.seats[seat] if seat < len(setup.seats) else "greedy"
            box.setCurrentIndex(max(0, box.findData(kind)))
        self.mode.blockSignals(True)
        self.mode.setCurrentIndex(max(0, self.mode.findData(setup.mode)))
        self.mode.blockSignals(False)
        self._mode_changed(len(setup.factions))
        self.seed.setText(str(setup.seed))
        self._check()

    def setup(self) -> SessionSetup:
        n = self.players.value()
        solo = one_player(self.adventure, self.mode.currentData())
        seats = (self.controller_boxes[0].currentData(),) * n if solo else \
            tuple(b.currentData() for b in self.controller_boxes[:n])
        return SessionSetup(factions=tuple(b.currentData() for b in self.faction_boxes[:n]), seats=seats,
                            seed=self.seed_value() or 0, mode=self.mode.currentData())

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text.isdigit() and int(text) <= MAX_SEED else None

    # -- keeping the choice valid ----------------------------------------------------------
    def _mode_changed(self, n: int | None = None) -> None:
        """One-player mode: the count is the seats of the one player (rows are seats, one controller);
        otherwise the players, one seat each. The count is kept when the mode allows it."""
        mode = self.mode.currentData()
        solo = one_player(self.adventure, mode)
        noun = self.ruleset.seat_noun
        self._counts = playable_counts(self.adventure, mode) or [1]
        n = self.players.value() if n is None else n
        counts = ", ".join(map(str, self._counts))
        self.players_label.setText(f"{noun}s" if solo and noun != "Seat" else "Players")
        self.players.setToolTip(f"One player controls {counts} {noun.lower()}s." if solo
                                else f"The adventure is for {counts} players.")
        self.seats_box.setTitle(f"{noun}s of the one player (who also chooses the turn order)" if solo
                                else "Seats (seat 1 starts unless the rules say otherwise)")
        for seat in range(len(self.faction_boxes)):
            self.seat_grid.itemAtPosition(seat + 1, 0).widget().setText(f"{noun if solo else 'Seat'} {seat + 1}")
        self.players.blockSignals(True)
        self.players.set_counts(self._counts)
        self.players.setValue(min(max(n, min(self._counts)), max(self._counts)))
        self.players.blockSignals(False)
        self._players_changed(self.players.value())

    def _show_deal(self) -> None:
        """Where the game deals its seats from the seed, each row shows the seat it gets (its name, not a
        choice): refreshed as the seed, the count or the mode changes."""
        seed, n = self.seed_value(), self.players.value()
        if self.ruleset.named_seats or seed is None or n not in self._counts:
            return
        dealt = dealt_seats(self.adventure, n, self.mode.currentData(), seed)
        if dealt is None:
            return
        for box, (seat_id, name) in zip(self.faction_boxes, dealt, strict=False):
            box.blockSignals(True)
            box.clear()
            box.addItem(name, seat_id)
            box.setEnabled(False)
            box.setToolTip(f"Dealt by seed {seed}: a new seed deals again.")
            box.blockSignals(False)

    def _players_changed(self, n: int) -> None:
        self._show_deal()
        solo = one_player(self.adventure, self.mode.currentData())
        for seat in range(len(self.faction_boxes)):
            visible = seat < n
            for column in range(3):
                shown = visible and not (solo and column == 2 and seat > 0)  # solo: one player, one controller
                self.seat_grid.itemAtPosition(seat + 1, column).widget().setVisible(shown)
        self._check()

    def _faction_changed(self, seat: int) -> None:
        """A faction plays once: taking another seat's faction gives that seat this seat's old one."""
        boxes = self.faction_boxes
        new, old = boxes[seat].currentIndex(), self._previous[seat]
        for other, box in enumerate(boxes):
            if other != seat and box.currentIndex() == new:
                box.blockSignals(True)
                box.setCurrentIndex(old)
                box.blockSignals(False)
                self._previous[other] = old
        self._previous[seat] = new

    def _check(self) -> None:
        problems = []
        if self.players.value() not in self._counts:
            problems.append(f"The adventure is not for {self.players.value()} players; "
                            f"choose {', '.join(map(str, self._counts))}.")
        if self.mode.currentData() not in playable_modes(self.adventure):
            problems.append(f"The rules engine does not play the {self.mode.currentText().lower()} game "
                            "of this adventure.")
        if self.seed_value() is None:
            problems.append(f"The seed is a whole number from 0 to {MAX_SEED}.")
        self.message.setText(" ".join(problems))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)

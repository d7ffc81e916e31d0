"""The short dialog before a playtest: mode, players, a faction and a controller per seat, the seed.

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
PLAYED_MODES = ("competitive",)  # the modes the rules engine plays (engine/rules/game.py)
MAX_SEED = 2**31 - 1


def new_seed() -> int:
    return random.SystemRandom().randrange(1, MAX_SEED)


def playable_counts(adventure) -> list[int]:
    low, high = adventure.players
    counts = [n for n in range(low, high + 1)
              if n in adventure.setup.player_materials and n <= len(adventure.factions)]
    return counts


def default_setup(adventure, remembered: dict | None = None, seed: int | None = None) -> SessionSetup | None:
    """The remembered choice if it still fits the adventure, else seat 1 human and greedy bots.

    None when the adventure cannot be played at all (no competitive mode or no player count).
    """
    counts = playable_counts(adventure)
    if "competitive" not in adventure.modes or not counts:
        return None
    ids = [f.id for f in adventure.factions]
    seed = new_seed() if seed is None else seed
    if remembered:
        factions = tuple(remembered.get("factions") or ())
        seats = tuple(remembered.get("seats") or ())
        if (len(factions) in counts and len(set(factions)) == len(factions) and all(f in ids for f in factions)
                and len(seats) == len(factions) and all(s in seat_kinds(rulesets.of(adventure)) for s in seats)):
            return SessionSetup(factions=factions, seats=seats, seed=seed)
    n = 3 if 3 in counts else counts[0]
    return SessionSetup(factions=tuple(ids[:n]), seats=("human",) + ("greedy",) * (n - 1), seed=seed)


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
        self.setWindowTitle(f"Playtest — {adventure.title}")
        self._factions = list(adventure.factions)
        self._counts = playable_counts(adventure)

        self.mode = QComboBox()
        for mode in adventure.modes:
            self.mode.addItem(mode.capitalize(), mode)
            if mode not in PLAYED_MODES:
                item = self.mode.model().item(self.mode.count() - 1)
                item.setEnabled(False)
                item.setToolTip("The rules engine plays the competitive game only.")
        self.mode.setCurrentIndex(max(0, self.mode.findData(initial.mode)))
        self.players = QSpinBox(minimum=min(self._counts), maximum=max(self._counts))
        self.players.setToolTip(f"The adventure is for {adventure.players[0]} to {adventure.players[1]} players.")

        self.seats_box = QGroupBox("Seats (seat 1 starts the first year unless the rules say otherwise)")
        self.seat_grid = QGridLayout(self.seats_box)
        self.seat_grid.addWidget(QLabel("<b>Faction</b>"), 0, 1)
        self.seat_grid.addWidget(QLabel("<b>Played by</b>"), 0, 2)
        self.faction_boxes: list[QComboBox] = []
        self.controller_boxes: list[QComboBox] = []
        for seat in range(max(self._counts)):
            label = QLabel(f"Seat {seat + 1}")
            faction = QComboBox()
            for f in self._factions:
                faction.addItem(f.title, f.id)
            faction.currentIndexChanged.connect(lambda _i, s=seat: self._faction_changed(s))
            controller = QComboBox()
            for kind in seat_kinds(rulesets.of(self.adventure)):
                controller.addItem(CONTROLLER_TITLES[kind], kind)
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
        form.addRow("Players", self.players)
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
        self.seed.textChanged.connect(lambda _t: self._check())
        self.set_setup(initial)

    # -- values -----------------------------------------------------------------------------
    def set_setup(self, setup: SessionSetup) -> None:
        ids = [f.id for f in self._factions]
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
        self.players.setValue(len(setup.factions))
        self._players_changed(len(setup.factions))
        self.seed.setText(str(setup.seed))
        self._check()

    def setup(self) -> SessionSetup:
        n = self.players.value()
        return SessionSetup(factions=tuple(b.currentData() for b in self.faction_boxes[:n]),
                            seats=tuple(b.currentData() for b in self.controller_boxes[:n]),
                            seed=self.seed_value() or 0, mode=self.mode.currentData())

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text.isdigit() and int(text) <= MAX_SEED else None

    # -- keeping the choice valid ----------------------------------------------------------
    def _players_changed(self, n: int) -> None:
        for seat in range(len(self.faction_boxes)):
            visible = seat < n
            for column in range(3):
                self.seat_grid.itemAtPosition(seat + 1, column).widget().setVisible(visible)
        if n not in self._counts:
            self.message.setText(f"The adventure has no player materials for {n} players; "
                                 f"choose {', '.join(map(str, self._counts))}.")
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
            problems.append(f"The adventure has no player materials for {self.players.value()} players.")
        if self.seed_value() is None:
            problems.append(f"The seed is a whole number from 0 to {MAX_SEED}.")
        self.message.setText(" ".join(problems))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)

"""File > New Adventure (Ctrl+N): the game first, then what the adventure starts from, then its id.

Every installed ruleset is offered (`engine.core.ruleset.all_rulesets`, the default game first), and
for the chosen one the same starting points as `isleforge new adventure ID --ruleset RULESET`: the
ruleset's template (`Ruleset.template`, kept in `Ruleset.template_file` when it is no adventure of
the library; Isles of Terror's blank template) first, then the bundled adventures of that ruleset.
The dialog's title names the game ("New adventure for Island Clash"), so the designer sees which
rules the new file will be checked and played with. The id is checked as it is typed: an id that is
not kebab-case, or that another adventure of the library (or a file of the designer's folder)
already has, disables Create and says why, so the dialog never closes on an id that fails.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from editor import templates
from editor.cli.new import bundled_adventures, template_of
from engine.content.schemas import is_valid_id
from engine.core import ruleset as rulesets


@dataclass(frozen=True)
class NewAdventure:
    """What the designer chose: the game (ruleset id), the bundled adventure or template to copy, the new id."""

    ruleset_id: str
    template: str
    item_id: str


def games() -> dict[str, str]:
    """Every installed ruleset by id, with its title, the default game first."""
    found = sorted(rulesets.all_rulesets(), key=lambda r: r.id != rulesets.DEFAULT_RULESET)
    return {ruleset.id: ruleset.title or ruleset.id for ruleset in found}


def starts(ruleset_id: str) -> dict[str, str]:
    """What a new adventure of the ruleset may start from, label -> template, its template first
    (the CLI's list: `isleforge new adventure ID --ruleset RULESET --template NAME`)."""
    if ruleset_id == rulesets.DEFAULT_RULESET:  # the blank template first, then the bundled adventures
        return {templates.BLANK_LABEL: templates.BLANK} | {name: name for name in bundled_adventures(ruleset_id)}
    first = template_of(ruleset_id)
    return {name: name for name in sorted(bundled_adventures(ruleset_id), key=lambda n: n != first)}


class NewAdventureDialog(QDialog):
    """The game, the starting point and the id of a new adventure (`choice()` once accepted)."""

    def __init__(self, ruleset_id: str | None = None, parent: QWidget | None = None,
                 taken: Callable[[str], str | None] | None = None) -> None:
        super().__init__(parent)
        self.taken = taken  # why an id cannot be used (another adventure has it), None when it can
        self.setObjectName("newAdventureDialog")
        self.game = QComboBox()
        self.game.setObjectName("newAdventureGame")
        for game_id, title in games().items():
            self.game.addItem(title, game_id)
        self.game.setCurrentIndex(max(0, self.game.findData(ruleset_id or rulesets.DEFAULT_RULESET)))
        self.start = QComboBox()
        self.start.setObjectName("newAdventureStart")
        self.item_id = QLineEdit()
        self.item_id.setObjectName("newAdventureId")
        self.item_id.setPlaceholderText("kebab-case, e.g. coral-reach")
        self.message = QLabel("")
        self.message.setStyleSheet("color: #b3261e")
        self.message.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Game", self.game)
        form.addRow("Start from", self.start)
        form.addRow("Id", self.item_id)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Create")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.game.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.item_id.textChanged.connect(lambda _t: self._check())
        self._game_changed()
        self.item_id.setFocus()  # the game is preselected (the current tab's): the id is what to type

    def _game_changed(self) -> None:
        """Another game: its own starting points (its template first), and the title names it."""
        self.setWindowTitle(f"New adventure for {self.game.currentText()}")
        self.start.clear()
        for label, template in starts(self.game.currentData()).items():
            self.start.addItem(label, template)
        self._check()

    def _check(self) -> None:
        text = self.item_id.text().strip()
        problem = ""
        if not text:
            problem = "Give the new adventure an id."
        elif not is_valid_id(text):
            problem = f"'{text}' is not a kebab-case id: lower-case letters and digits joined by hyphens, e.g. coral-reach."
        elif self.taken is not None and (why := self.taken(text)):
            problem = why
        elif self.start.count() == 0:
            problem = f"{self.game.currentText()} has no template or bundled adventure to start from."
        self.message.setText(problem if text else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def choice(self) -> NewAdventure:
        return NewAdventure(self.game.currentData(), self.start.currentData(), self.item_id.text().strip())

"""F5's setup dialog shows the castaways the seed deals (`Ruleset.seating`, generic: any ruleset whose
games deal their own seats, `named_seats` False), not "Castaway 1..3", and deals again when the seed or
the count changes; the game played is the one shown. Through the real F5 path of the main window on
the bundled first scenario."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from editor.app.prompter import ScriptedPrompter
from editor.playtest.setup_dialog import PlaytestSetupDialog
from editor.playtest.window import PlaytestWindow
from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island.game import Game

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
SCENARIO = ("cursed-island", "wreck-and-beacon.yaml")


class WatchingPrompter(ScriptedPrompter):
    """Answers F5's setup with the real dialog: seed 7 at 3 players, then seed 8, then 2 players, each
    time reading what the seat rows show."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[tuple[list[str], bool]] = []

    def rows(self, dialog) -> tuple[list[str], bool]:
        n = dialog.players.value()
        return [b.currentText() for b in dialog.faction_boxes[:n]], any(b.isEnabled() for b in dialog.faction_boxes[:n])

    def ask_playtest_setup(self, adventure, initial):
        dialog = PlaytestSetupDialog(adventure, initial)
        dialog.players.setValue(3)
        for box in dialog.controller_boxes:
            box.setCurrentIndex(box.findData("greedy"))
        dialog.seed.setText("7")
        self.shown.append(self.rows(dialog))
        dialog.seed.setText("8")
        self.shown.append(self.rows(dialog))
        dialog.players.setValue(2)
        self.shown.append(self.rows(dialog))
        dialog.players.setValue(3)
        dialog.seed.setText("7")
        self.shown.append(self.rows(dialog))
        return dialog.setup()


def test_the_setup_dialog_shows_and_plays_the_castaways_the_seed_deals(make_window):
    prompter = WatchingPrompter()
    window = make_window(prompter=prompter)
    window.open_path(window.workspace.root.joinpath(*SCENARIO))
    window.menus.playtest.trigger()  # F5
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    assert prompter.shown == [  # (the rows' castaways, whether a row can be changed)
        (["The Surveyor", "The Marine", "The Galley Hand"], False),
        (["The Galley Hand", "The Shipwright", "The Surveyor"], False),
        (["The Surveyor", "The Shipwright"], False),
        (["The Surveyor", "The Marine", "The Galley Hand"], False),
    ]
    session = playtest.session
    assert session.setup.factions == ("surveyor", "marine", "galley-hand") and session.seed == 7
    assert session.game.seat_names() == ["The Surveyor", "The Marine", "The Galley Hand"]
    assert [p.character for p in session.state.people if p.seat >= 0] == ["surveyor", "marine", "galley-hand"]
    undealt = Game(load_adventure("wreck-and-beacon"), players=3).new_initial_state(7)  # what seed 7 draws alone
    assert [p.character for p in undealt.people if p.seat >= 0] == ["surveyor", "marine", "galley-hand"]


def test_playtest_again_deals_the_seats_of_its_new_seed():
    """Shift+F5 skips the dialog (`default_setup` with a new seed): its seats are that seed's deal too,
    and a remembered deal of another seed is dealt again, not replayed."""
    from editor.playtest.setup_dialog import default_setup
    model = load_adventure("wreck-and-beacon")
    remembered = {"mode": "cooperative", "factions": ["shipwright", "marine", "surveyor"],
                  "seats": ["human", "greedy", "greedy"]}
    assert default_setup(model, remembered, seed=7).factions == ("surveyor", "marine", "galley-hand")
    assert default_setup(model, None, seed=8).factions == ("galley-hand", "shipwright", "surveyor")

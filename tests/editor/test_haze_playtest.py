"""Haze Islands in the editor: the bundled adventure opened in the real main window, F5 through the real
setup dialog played to the end on the board that grows from the map cards, a human seat's click on a
cell standing for a sail or a scout, the panels per pirate, and Ctrl+F5's dashboard in every mode."""

from __future__ import annotations

import random

import pytest

from editor.app.prompter import ScriptedPrompter
from editor.playtest.dashboard import Settings
from editor.playtest.setup_dialog import PlaytestSetupDialog
from editor.playtest.window import PlaytestWindow
from editor.rulesets.haze_islands.board_view import HazeBoardView
from editor.rulesets.haze_islands.places import place_of

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


class DialogPrompter(ScriptedPrompter):
    """Answers F5's setup with the real setup dialog, its mode and seats set as a designer would."""

    def __init__(self, mode: str, seats: tuple[str, ...], seed: int) -> None:
        super().__init__()
        self.mode, self.seats, self.seed = mode, seats, seed
        self.dialogs: list[PlaytestSetupDialog] = []

    def ask_playtest_setup(self, adventure, initial):
        self.asked.append(("ask_playtest_setup", (adventure.id, initial)))
        dialog = PlaytestSetupDialog(adventure, initial)
        self.dialogs.append(dialog)
        dialog.mode.setCurrentIndex(dialog.mode.findData(self.mode))
        dialog.players.setValue(len(self.seats))
        for box, kind in zip(dialog.controller_boxes, self.seats, strict=False):
            box.setCurrentIndex(box.findData(kind))
        dialog.seed.setText(str(self.seed))
        assert dialog.buttons.buttons()[0].isEnabled()
        return dialog.setup()


def _f5(make_window, mode, seats, seed=11) -> tuple:
    prompter = DialogPrompter(mode, seats, seed)
    window = make_window(prompter=prompter)
    window.open_path(window.workspace.root / "haze-islands" / "misty-reach.yaml")
    playtest = window.menus.show_playtest()
    assert isinstance(playtest, PlaytestWindow) and isinstance(playtest.board, HazeBoardView)
    return window, playtest


def test_f5_through_the_setup_dialog_plays_a_game_to_its_end_on_the_growing_board(make_window):
    window, playtest = _f5(make_window, "competitive", ("human", "random", "random"))
    session = playtest.session
    assert (session.setup.mode, session.setup.seats, session.seed) == ("competitive", ("human", "random", "random"), 11)
    assert [m for m, _ in window.prompter.asked if m == "ask_playtest_setup"] == ["ask_playtest_setup"]
    assert len(session.state.board) == 1  # the first location only
    assert playtest.status.text().startswith("Round 1, first ")
    chooser = random.Random(4)
    laid = set()
    while not session.state.is_terminal():
        if session.is_human_turn():
            playtest.panel.choose(chooser.randrange(len(playtest.panel.actions())))
        else:
            session.advance()
            playtest.refresh()
        laid.add(len(session.state.board))
    state = session.state
    assert state.result in ("final-round", "doom-defeated", "all-sunk") and max(laid) == len(state.board) > 1
    assert playtest.board.item is not None and set(playtest.board.item.board.cells()) == set(state.board.cells())
    assert playtest.status.text().startswith(f"Game over after round {state.round};")
    facts = playtest.boards.summary(0)
    assert facts["facts"].startswith(state.status[0].replace("ghost", "ghost ship")) and "map deck 0" in facts["facts"]
    playtest.close()


def test_a_click_on_a_cell_stands_for_the_sail_or_scout_beyond_it(make_window):
    window, playtest = _f5(make_window, "friendly", ("human", "random"), seed=3)
    session = playtest.session
    chooser = random.Random(1)

    def moves():
        return [a for a in session.legal_actions() if a[0] in ("scout", "sail")] if session.is_human_turn() else []

    while not moves():  # to the human seat's first turn that may sail or scout
        if session.is_human_turn():
            playtest.panel.choose(chooser.randrange(len(playtest.panel.actions())))
        else:
            session.advance()
            playtest.refresh()
    state = session.state
    target = place_of(state, moves()[0])
    assert target in playtest.board.clickable
    chosen = []
    playtest.choose_among = lambda actions, texts: chosen.append(actions) or actions[0]
    before = session.length
    playtest.board.area_clicked.emit(target)
    picked = session.decisions[before] if not chosen else chosen[0][0]
    assert picked[0] in ("scout", "sail") and place_of(state, picked) == target
    playtest.close()


@pytest.mark.parametrize("mode, players", [("friendly", 3), ("competitive", 3), ("solo", 1), ("cooperative", 3)])
def test_ctrl_f5_runs_the_dashboard_in_every_mode(make_window, qtbot, mode, players):
    window = make_window()
    window.open_path(window.workspace.root / "haze-islands" / "misty-reach.yaml")
    dashboard = window.menus.show_balance(start=False)
    try:
        assert [dashboard.mode.itemData(i) for i in range(dashboard.mode.count())] == \
            ["competitive", "friendly", "solo", "cooperative"]  # the adventure's default first
        dashboard.set_settings(Settings(games=3, players=players, bots="random", seed=2, jobs=1, mode=mode))
        with qtbot.waitSignal(dashboard.finished, timeout=60_000) as blocker:
            dashboard.start_button.click()
        report = blocker.args[0]
        assert report["run"]["games_finished"] == 3 and report["ruleset"] == "haze-islands"
        assert report["haze_islands"]["games"] == 3 and report["nemesis"]["title"] == "The Doom"
        assert ("cooperative" in report) == (mode in ("solo", "cooperative"))
        if mode in ("solo", "cooperative"):  # the team tab shows the generic team, no terror tables (it failed)
            assert dashboard.tabs.isTabVisible(dashboard.team_tab) and dashboard.team_panel.texts()["terrors"] == []
            assert not dashboard.team_panel.terrors_box.isVisibleTo(dashboard.team_panel)
    finally:
        dashboard.shutdown()

"""Finis Terrae in the editor: the bundled Windward Sea opened in the real main window, F5 from its menu
through the real setup dialog, stepped and played to the end on the board that grows tile by tile (the
start island first, then every tile laid, the ships, ports and the galleon drawn over them), a human
seat's click on a cell standing for the tile's cell or a destination, the panels per ship, and Ctrl+F5's
dashboard with its report of the game's own sections."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from editor.app.prompter import ScriptedPrompter
from editor.playtest.dashboard import Settings
from editor.playtest.setup_dialog import PlaytestSetupDialog
from editor.playtest.window import PlaytestWindow
from editor.rulesets.finis_terrae.board_view import FinisBoardView, marks_of
from editor.rulesets.finis_terrae.places import place_of

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


class DialogPrompter(ScriptedPrompter):
    """Answers F5's setup with the real setup dialog, its seats and seed set as a designer would."""

    def __init__(self, seats: tuple[str, ...], seed: int) -> None:
        super().__init__()
        self.seats, self.seed = seats, seed

    def ask_playtest_setup(self, adventure, initial):
        self.asked.append(("ask_playtest_setup", (adventure.id, initial)))
        dialog = PlaytestSetupDialog(adventure, initial)
        dialog.players.setValue(len(self.seats))
        for box, kind in zip(dialog.controller_boxes, self.seats, strict=False):
            box.setCurrentIndex(box.findData(kind))
        dialog.seed.setText(str(self.seed))
        assert dialog.buttons.buttons()[0].isEnabled()
        return dialog.setup()


def _f5(make_window, seats, seed=11) -> tuple:
    window = make_window(prompter=DialogPrompter(seats, seed))
    window.open_path(window.workspace.root / "finis-terrae" / "windward-sea.yaml")
    window.menus.playtest.trigger()  # F5, as the Playtest menu fires it
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    assert isinstance(playtest.board, FinisBoardView)
    return window, playtest


def test_f5_from_the_menu_steps_and_plays_a_game_to_its_end_on_the_growing_sea(make_window):
    window, playtest = _f5(make_window, ("human", "greedy", "random"))
    session = playtest.session
    assert (session.setup.seats, session.seed) == (("human", "greedy", "random"), 11)
    assert len(session.state.board) == 9  # the start island's nine cells, nothing laid yet
    chooser = random.Random(4)
    sizes = set()
    while not session.state.is_terminal():
        if session.is_human_turn():
            playtest.panel.choose(chooser.randrange(len(playtest.panel.actions())))
        else:
            playtest.act_forward.trigger()  # Step Forward: the bot's one decision
        sizes.add(len(session.state.board))
    state = session.state
    assert state.result == "finale" and max(sizes) == len(state.board) > 60  # the sea grew tile by tile
    assert len(sizes) > 50
    assert set(playtest.board.item.board.cells()) == set(state.board.cells())
    assert set(playtest.board.item.marks) == set(marks_of(state)) | {(0, 0)}  # and the compass on the centre
    assert all(cell in playtest.board.item.marks for cell in state.ports)  # every port is drawn
    assert playtest.status.text().startswith(f"Game over after day {state.day};")
    facts = playtest.boards.summary(1)["facts"]
    assert f"score {state.score(1)} (colonisation " in facts and "hold: " in facts
    assert playtest.boards.summary(None)["facts"].endswith("hold: " + " | ".join(
        f"{c[0]} {c[1]}" if c else "-" for c in state.galleon_hold))
    playtest.close()


def test_a_click_on_a_cell_lays_the_tile_there_or_sails_there(make_window):
    window, playtest = _f5(make_window, ("human", "random", "random"), seed=3)
    session = playtest.session
    chooser = random.Random(1)
    while not (session.is_human_turn() and session.state.stage == "cell"):
        if session.is_human_turn():
            playtest.panel.choose(chooser.randrange(len(playtest.panel.actions())))
        else:
            session.advance()
            playtest.refresh()
    cells = [place_of(a) for a in session.legal_actions()]
    assert sorted(cells) == playtest.board.clickable and all(c not in session.state.board for c in cells)
    target = cells[0]
    playtest.board.area_clicked.emit(target)
    assert session.state.stage == "turn" and session.decisions[-1] == ("cell", *target)
    playtest.close()


def test_ctrl_f5_runs_the_dashboard_and_reports_the_games_own_sections(make_window, qtbot):
    window = make_window()
    window.open_path(window.workspace.root / "finis-terrae" / "windward-sea.yaml")
    dashboard = window.menus.show_balance(start=False)
    try:
        assert [dashboard.mode.itemData(i) for i in range(dashboard.mode.count())] == ["competitive"]
        dashboard.set_settings(Settings(games=3, players=3, bots="greedy", seed=2, jobs=1, mode="competitive"))
        with qtbot.waitSignal(dashboard.finished, timeout=120_000) as blocker:
            dashboard.start_button.click()
        report = blocker.args[0]
        assert report["run"]["games_finished"] == 3 and report["ruleset"] == "finis-terrae"
        assert report["finis_terrae"]["games"] == 3 and report["finis_terrae"]["per_game"]["ports_founded"] > 0
        assert [c["category"] for c in report["score_breakdown"]["categories"]] == \
            ["colonisation", "trade", "exploration", "bonuses"]
    finally:
        dashboard.shutdown()

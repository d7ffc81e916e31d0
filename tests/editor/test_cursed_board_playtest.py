"""Cursed Island in the editor: the bundled first scenario opened in the real main window, F5 from its
menu through the real setup dialog, pawns dragged onto the planning board (a real QDropEvent carrying
the pawn's mime data, through the view's own dropEvent) applying exactly the assignment dropped, a drop
no legal action matches refused with why in the status bar, Step Back undoing one placement, the
commit by the board's shortcut, the resolution stepped decision by decision with the log in prose,
the game played to its end by bots; and Ctrl+F5's dashboard on the scenario."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.app.prompter import ScriptedPrompter
from editor.playtest.dashboard import Settings
from editor.playtest.setup_dialog import PlaytestSetupDialog
from editor.playtest.window import PlaytestWindow
from editor.rulesets.cursed_island import EDITOR_RULESET as PARTS
from editor.rulesets.cursed_island.board_view import PAWN_MIME, CursedBoardView
from editor.rulesets.cursed_island.places import place_of, refusal

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
SCENARIO = ("cursed-island", "wreck-and-beacon.yaml")


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


def _f5(make_window, seats, seed=7):
    window = make_window(prompter=DialogPrompter(seats, seed))
    window.open_path(window.workspace.root.joinpath(*SCENARIO))
    window.menus.playtest.trigger()  # F5, as the Playtest menu fires it
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    assert isinstance(playtest.board, CursedBoardView)
    return window, playtest


def drop(board: CursedBoardView, pawn: str, action: str, target: str) -> None:
    """Drag `pawn` onto the field (action, target) as Qt delivers a drop: a QDropEvent at the field's
    point on the viewport, carrying the pawn's id as the board's mime type, through its dropEvent."""
    field = board.layout.field_of(action, target)
    assert field is not None, (action, target)
    data = QMimeData()
    data.setData(PAWN_MIME, pawn.encode())
    point = QPointF(board.mapFromScene(field.rect.center()))
    event = QDropEvent(point, Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    board.dropEvent(event)
    assert event.isAccepted()


def to_planning(playtest) -> None:
    """Step on (bots and the panel's first choice) until the human team plans."""
    session = playtest.session
    while not (session.is_human_turn() and session.state.stage == "plan"):
        assert not session.state.is_terminal()
        if session.is_human_turn():
            playtest.panel.choose(0)
        else:
            playtest.act_forward.trigger()


def unique(session) -> list[tuple]:
    """The legal assignments whose field no other legal action shares (a drop there is one action)."""
    legal = session.legal_actions()
    keys = [place_of(a) for a in legal]
    return [a for a, k in zip(legal, keys, strict=True) if a[0] == "assign" and a[2] and keys.count(k) == 1]


def test_pawns_dragged_onto_the_board_plan_the_round_undo_commit_and_resolve(make_window, qtbot):
    window, playtest = _f5(make_window, ("human", "human"))
    session, board = playtest.session, playtest.board
    to_planning(playtest)
    pawn = session.state.pawns[0].id
    first = unique(session)[0]
    assert first[1] == pawn and board.planning == pawn
    before = session.cursor
    drop(board, pawn, first[2], first[3])
    assert session.decisions[-1] == first and session.cursor == before + 1  # exactly the action dropped
    assert [tuple(p) for p in session.state.plan] == [tuple(first[1:])]
    assert pawn not in board.layout.pawns or not board.layout.tray.contains(board.layout.pawns[pawn])
    # a drop no legal action matches: refused with why in the status bar, nothing applied
    later = session.state.pawns[-1].id
    drop(board, later, first[2], first[3])
    assert session.cursor == before + 1
    why = refusal(session.state, ("assign", later, first[2], first[3]))
    assert why.startswith("Pawns are placed one by one in order: ")
    assert playtest.statusBar().currentMessage() == why
    # Step Back undoes the one placement; the pawn is back in the tray
    playtest.act_back.trigger()
    assert session.cursor == before and list(session.state.plan) == []
    assert board.layout.tray.contains(board.layout.pawns[pawn])
    # every pawn placed by a drop on the field of its first legal choice (wood or fur: the first offered)
    asked = []
    playtest.choose_among = lambda actions, texts: asked.append(actions) or actions[0]
    placed = []
    while ("commit",) not in session.legal_actions():
        action = next(a for a in session.legal_actions() if a[0] == "assign")
        key = place_of(action)
        if key[2]:
            drop(board, action[1], key[2], key[3])
        else:  # a supporting pawn left out: dropped back in the tray
            drop_at_tray(board, action[1])
        placed.append(session.decisions[-1])
        assert session.decisions[-1] == action or len(asked[-1]) > 1 and session.decisions[-1] == asked[-1][0]
    assert [tuple(p) for p in session.state.plan] == [tuple(a[1:]) for a in placed]
    # commit by the board's shortcut (Ctrl+Enter)
    playtest.activateWindow()
    qtbot.waitUntil(playtest.isActiveWindow, timeout=3000)
    log_before = len(session.state.log)
    QTest.keyClick(board, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert session.decisions[-1] == ("commit",) and session.state.stage != "plan"
    # the resolution, decision by decision; the log says each event in the engine's prose
    while session.state.phase == "action" and not session.state.is_terminal():
        playtest.panel.choose(len(playtest.panel.actions()) - 1)  # the last choice: pass where offered
    game = session.game
    said = [PARTS.narrate(e, game) for e in session.state.log[log_before:]]
    assert said and playtest.log.lines()[-len(said):] == said
    assert any(e.kind == "action" for e in session.state.log[log_before:])
    # bots take the seats and play the game to its end
    for seat in range(game.num_players):
        playtest.set_seat(seat, "greedy")
    playtest.run_to_end()
    assert session.state.is_terminal()
    assert playtest.status.text().startswith("Game over in round ")
    playtest.close()


def drop_at_tray(board, pawn: str) -> None:
    data = QMimeData()
    data.setData(PAWN_MIME, pawn.encode())
    event = QDropEvent(QPointF(board.mapFromScene(board.layout.tray.center())), Qt.DropAction.MoveAction, data,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    board.dropEvent(event)


def test_ctrl_f5_runs_the_dashboard_on_the_scenario(make_window, qtbot):
    window = make_window()
    window.open_path(window.workspace.root.joinpath(*SCENARIO))
    dashboard = window.menus.show_balance(start=False)
    try:
        dashboard.set_settings(Settings(games=3, players=2, bots="random", seed=2, jobs=1, mode="cooperative"))
        with qtbot.waitSignal(dashboard.finished, timeout=60_000) as blocker:
            dashboard.start_button.click()
        report = blocker.args[0]
        assert report["run"]["games_finished"] == 3 and report["ruleset"] == "cursed-island"
        assert report["mode"] == "cooperative" and report["cursed_island"]["games"] == 3
        team = report["cooperative"]["team"]
        assert [row["players"] for row in team["by_players"]] == [2] and team["overall"]["games"] == 3
        assert sum(loss["games"] for loss in report["cursed_island"]["losses"]) == 3 - report["cursed_island"]["won"]
        assert dashboard.tabs.isTabVisible(dashboard.team_tab)
    finally:
        dashboard.shutdown()


def test_at_night_a_click_on_a_space_moves_the_camp_there_or_keeps_it(make_window):
    window, playtest = _f5(make_window, ("human", "human"), seed=0)  # a camp move by night 3 (tuned content)
    session, board = playtest.session, playtest.board
    for _ in range(3):  # three nights: the first where the camp may move
        while session.state.stage != "camp":
            assert not session.state.is_terminal()
            playtest.panel.choose(0)
        moves = [a for a in session.legal_actions() if a[0] == "camp" and a[1]]
        if moves:
            break
        playtest.panel.choose(0)
    assert moves, "no night offered a camp move"
    assert board.camp_moves == {session.state.camp, *(a[1] for a in moves)}
    at = session.cursor

    def click(space):
        QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         board.mapFromScene(board.layout.spaces[space]))

    click(moves[0][1])
    assert session.decisions[-1] == moves[0] and session.state.camp == moves[0][1]
    playtest.act_back.trigger()  # undo it, then stay
    assert session.cursor == at
    click(session.state.camp)
    assert session.decisions[-1] == ("camp", "")
    playtest.close()

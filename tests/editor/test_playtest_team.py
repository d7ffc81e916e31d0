"""Cooperative and solo play in the editor: the F5 setup offers every mode, the playtest window shows
the terror board, allied areas and the team's decisions (trade, turn order) in the engine's words."""

from __future__ import annotations

import random

import pytest

from editor.app.prompter import ScriptedPrompter
from editor.playtest.setup_dialog import PlaytestSetupDialog, default_setup, playable_counts, playable_modes
from editor.playtest.window import PlaytestWindow
from engine.rulesets.isles_of_terror import Game
from engine.sim.content import load_playable
from engine.sim.session import PlaytestSession, SessionSetup

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


def test_the_setup_offers_every_mode_and_one_player_with_several_factions_in_solo(qtbot, temple):
    assert playable_modes(temple) == ["competitive", "cooperative", "solo"]
    assert playable_counts(temple, "solo") == [1, 2, 3, 4] and playable_counts(temple, "cooperative") == [2, 3, 4]
    dialog = PlaytestSetupDialog(temple, default_setup(temple, None, seed=5))
    qtbot.addWidget(dialog)
    model = dialog.mode.model()
    assert [(dialog.mode.itemData(i), model.item(i).isEnabled()) for i in range(dialog.mode.count())] == \
        [("competitive", True), ("cooperative", True), ("solo", True)]
    dialog.mode.setCurrentIndex(dialog.mode.findData("solo"))
    assert dialog.players_label.text() == "Factions" and dialog.players.minimum() == 1
    assert dialog.players.value() == 3  # the count is kept where the mode allows it
    dialog.players.setValue(2)
    dialog.controller_boxes[0].setCurrentIndex(dialog.controller_boxes[0].findData("random"))
    assert dialog.controller_boxes[0].isVisibleTo(dialog) and not dialog.controller_boxes[1].isVisibleTo(dialog)
    assert dialog.seat_grid.itemAtPosition(2, 0).widget().text() == "Faction 2"
    chosen = dialog.setup()
    assert (chosen.mode, len(chosen.factions), chosen.seats) == ("solo", 2, ("random", "random"))
    dialog.players.setValue(1)
    assert dialog.setup().factions == chosen.factions[:1] and dialog.buttons.buttons()[0].isEnabled()
    dialog.mode.setCurrentIndex(dialog.mode.findData("cooperative"))  # one faction is too few for a team
    assert dialog.players_label.text() == "Players" and dialog.players.value() == 2
    assert dialog.setup().mode == "cooperative" and dialog.setup().seats == ("random", "greedy")


def test_a_remembered_solo_setup_is_offered_again(temple):
    remembered = {"factions": ["yoruba", "chasseurs"], "seats": ["human", "human"], "mode": "solo"}
    assert default_setup(temple, remembered, seed=3) == SessionSetup(("yoruba", "chasseurs"), ("human", "human"), 3,
                                                                     "solo")
    mixed = dict(remembered, seats=["human", "greedy"])  # one player has one controller
    assert default_setup(temple, mixed, seed=3).mode == "competitive"


@pytest.fixture
def team_window(qtbot, tmp_path, temple):
    def build(mode, factions, seats, seed=5):
        session = PlaytestSession(temple, SessionSetup(factions, seats, seed, mode))
        window = PlaytestWindow(session, prompter=ScriptedPrompter(), folder=tmp_path, running=False)
        qtbot.addWidget(window)
        return window
    return build


def test_after_a_human_decision_the_panel_shows_the_next_human_decision_at_once(team_window):
    """Hot seat: the next decision is a human's again, so no bot's tick refreshes the window (it did not)."""
    window = team_window("competitive", ("red-coats", "yoruba"), ("human", "human"))
    session = window.session
    for _ in range(6):
        window.panel.choose(0)
        assert window.panel.actions() == session.legal_actions() and session.is_human_turn()


def test_the_team_decides_trade_and_turn_order_through_the_panel_in_the_engines_words(team_window):
    window = team_window("cooperative", ("red-coats", "yoruba", "chasseurs"), ("human", "human", "human"))
    session = window.session
    bot = random.Random(2)
    seen = {}
    for _ in range(400):
        kind = session.state.stack[-1].kind
        if kind in ("next_player", "supply_kind") and kind not in seen:
            seen[kind] = (window.panel.prompt.text(), window.panel.texts())
        if len(seen) == 2:
            break
        window.panel.choose(bot.randrange(len(window.panel.actions())))
        assert window.panel.actions() == session.legal_actions()
    # (the cooperative setup of Drowned Temple's team tuning: Red Coats meet the first sea card)
    assert seen["supply_kind"] == ("<b>Red Coats</b> (seat 1): supply your sea card, or trade with another player.",
                                   ["1. Supply the sea card", "2. Trade with Yoruba", "3. Trade with Chasseurs"])
    assert seen["next_player"] == ("<b>Red Coats</b> (seat 1): choose the player who takes the next turn.",
                                   ["1. Red Coats takes the next turn", "2. Yoruba takes the next turn",
                                    "3. Chasseurs takes the next turn"])
    state = session.state
    expected = Game(session.adventure, factions=list(session.setup.factions), mode="cooperative",
                    seed=5).new_initial_state()
    for action in session.decisions:
        expected.apply_action(action)
    assert expected.snapshot() == state.snapshot()


def test_the_terror_board_lists_the_terrors_left_to_right_and_hides_in_competitive_play(team_window, temple):
    window = team_window("solo", ("red-coats", "yoruba"), ("random", "random"))
    board = window.boards.terror_board
    titles = [t.title for t in temple.setup.terrors]
    assert board.isVisibleTo(window) and len(window.boards.cards) == 2
    assert board.rows() == [f"◆◇◇ {title}: level 1, on the terror board" for title in titles]
    competitive = team_window("competitive", ("red-coats", "yoruba"), ("random", "random"))
    assert not competitive.boards.terror_board.isVisibleTo(competitive) and competitive.boards.terror_board.rows() == []


def test_allied_areas_name_every_faction_holding_them(team_window):
    # seed 6: the random team holds land before the game ends (with the cooperative setup of the team
    # tuning, seed 5's random team loses before it holds any)
    window = team_window("cooperative", ("red-coats", "yoruba", "chasseurs"), ("random", "random", "random"), seed=6)
    session = window.session
    def held():
        state = session.state
        return [i for i in range(state.board.size) if not state.board.is_sea[i] and state.controller(i) >= 0]

    while not held() and session.advance() is not None:  # bots play until the team holds land
        pass
    window.refresh()
    state = session.state
    assert held() and not state.is_terminal()
    area = held()[0]
    coord = state.board.coords[area]
    info = window.board.field_info(coord)
    holders = [p.seat for p in state.players if state.controls(p.seat, area)]
    assert info.allies == tuple(holders)
    names = ", ".join(p.faction.title for p in state.players if p.seat in holders)
    assert f"Allied area, controlled by {names}" in window.board.field_summary(coord)


def test_pointing_at_a_terror_shades_its_reach_on_the_isle(qtbot, team_window, tmp_path):
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from engine.rulesets.isles_of_terror import terrors

    window = team_window("cooperative", ("red-coats", "yoruba", "chasseurs"), ("random", "random", "random"))
    state = window.session.state
    token = state.terrors[1]
    token.area, token.level = state.board.index[(4, 3)], 2  # placed by hand on a field inside the isle
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.refresh()
    expected = frozenset(tuple(state.board.coords[a]) for a in terrors.effect_range(state, 1))
    assert (4, 3) in expected and len(expected) > 1
    board = window.boards.terror_board
    assert board.rows()[1].startswith("◆◆◇ ") and board.rows()[1].endswith("[4,3]")
    label = board.labels[1]
    at = QPointF(8, 8)
    QApplication.sendEvent(label, QEnterEvent(at, at, label.mapToGlobal(at)))
    assert window.board.item.reach == expected and board.hovered == 1
    window.grab().save(str(tmp_path / "terror-reach.png"))
    QApplication.sendEvent(label, QEvent(QEvent.Type.Leave))
    assert window.board.item.reach == frozenset() and board.hovered == -1
    first = board.labels[0]  # a terror still on the terror board reaches nothing
    QApplication.sendEvent(first, QEnterEvent(at, at, first.mapToGlobal(at)))
    assert window.board.item.reach == frozenset()
    view = window.board
    QTest.mouseMove(view.viewport(), view.mapFromScene(view.centre_of((4, 3))))
    qtbot.waitUntil(lambda: view.item.reach == expected)
    QTest.mouseMove(view.viewport(), view.mapFromScene(view.centre_of((1, 1))))
    qtbot.waitUntil(lambda: view.item.reach == frozenset())

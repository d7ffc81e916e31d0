"""F5 and Shift+F5 from the main window, the setup dialog, and what a board click stands for."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from editor.playtest import picks
from editor.playtest.setup_dialog import PlaytestSetupDialog, SetupMemory, default_setup
from editor.playtest.window import PlaytestWindow
from engine.sim.content import load_playable
from engine.sim.session import SessionSetup

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


def test_f5_asks_for_the_setup_and_opens_the_window_on_the_edited_text(window):
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    document = window.session.current_document()
    document.set_value("/title", "The Drowned Temple, edited")
    chosen = SessionSetup(("yoruba", "chasseurs", "red-coats"), ("human", "random", "greedy"), 77)
    window.prompter.answer("ask_playtest_setup", chosen)
    assert window.menus.playtest.shortcut() == QKeySequence("F5")
    playtest = window.menus.show_playtest()
    assert isinstance(playtest, PlaytestWindow) and playtest.isVisible()
    session = playtest.session
    assert session.setup == chosen and session.seed == 77
    assert session.adventure.title == "The Drowned Temple, edited"  # unsaved edits are played
    assert [args[0] for args in window.prompter.questions("ask_playtest_setup")] == ["drowned-temple"]
    # Shift+F5: the remembered setup, no dialog, a new seed
    assert window.menus.playtest_again.shortcut() == QKeySequence("Shift+F5")
    again = window.menus.show_playtest(again=True)
    assert len(window.prompter.questions("ask_playtest_setup")) == 1
    assert again.session.setup.factions == chosen.factions and again.session.setup.seats == chosen.seats
    assert again.session.seed != 77
    # Restart with current content re-reads the document as it is now
    document.set_value("/title", "The Drowned Temple, again")
    assert playtest.restart() and playtest.session.adventure.title == "The Drowned Temple, again"
    assert playtest.session.seed == 77
    playtest.close()
    again.close()


def test_f5_on_an_adventure_with_errors_lists_its_problems(window):
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    document = window.session.current_document()
    document.set_value("/setup/boss", "drowned-preist")
    assert window.menus.show_playtest() is None
    (title, text), = window.prompter.questions("error")
    assert title == "The adventure cannot be played yet"
    assert "no boss has the id 'drowned-preist'" in text and "drowned-temple.yaml:" in text
    assert window.prompter.questions("ask_playtest_setup") == []


def test_cancelling_the_setup_opens_nothing(window):
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    window.prompter.answer("ask_playtest_setup", None)
    assert window.menus.show_playtest() is None
    assert window.menus.launcher().windows == []


def test_the_setup_dialog_keeps_factions_distinct_and_the_seed_valid(qtbot, temple):
    initial = default_setup(temple, None, seed=5)
    assert initial.seats == ("human", "greedy", "greedy") and len(initial.factions) == 3
    dialog = PlaytestSetupDialog(temple, initial)
    qtbot.addWidget(dialog)
    assert dialog.setup() == initial
    dialog.faction_boxes[0].setCurrentIndex(dialog.faction_boxes[1].currentIndex())  # seat 1 takes seat 2's
    got = dialog.setup()
    assert got.factions[0] == initial.factions[1] and got.factions[1] == initial.factions[0]
    assert len(set(got.factions)) == 3
    dialog.controller_boxes[2].setCurrentIndex(dialog.controller_boxes[2].findData("random"))
    assert dialog.setup().seats == ("human", "greedy", "random")
    dialog.seed.setText("banana")
    ok = dialog.buttons.buttons()[0]
    assert not ok.isEnabled() and "seed is a whole number" in dialog.message.text()
    dialog.seed.setText("123")
    assert ok.isEnabled() and dialog.setup().seed == 123
    low, high = temple.players
    dialog.players.setValue(high)
    assert len(dialog.setup().factions) == high


def test_the_last_setup_is_remembered_per_adventure(tmp_path, temple):
    from PySide6.QtCore import QSettings

    memory = SetupMemory(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert memory.recall("drowned-temple") is None
    chosen = SessionSetup(("chasseurs", "yoruba"), ("greedy", "human"), 3)
    memory.remember("drowned-temple", chosen)
    again = default_setup(temple, memory.recall("drowned-temple"), seed=9)
    assert again == SessionSetup(("chasseurs", "yoruba"), ("greedy", "human"), 9)
    stale = {"factions": ["nobody", "yoruba"], "seats": ["human", "human"]}  # content changed since
    assert default_setup(temple, stale, seed=9).factions == default_setup(temple, None, seed=9).factions


def test_board_clicks_map_onto_legal_actions():
    actions = [("recruit", (2, 3), "soldier"), ("recruit", (2, 3), "captain"), ("recruit", (4, 1), "soldier"),
               ("target", (5, 5)), ("casualty", "soldier"), ("field", 2), ("play", "ambush"), ("done",)]
    assert picks.clickable_fields(actions) == {(2, 3), (4, 1), (5, 5)}
    assert picks.for_area(actions, (2, 3)) == actions[:2]
    assert picks.for_figure(actions, (2, 3), "captain", seat=0, player=0) == [actions[1]]
    assert picks.for_figure(actions, (2, 3), "captain", seat=1, player=0) == actions[:2]  # not mine: the area
    assert picks.for_figure(actions, (5, 5), "soldier", seat=0, player=0, combat_area=(5, 5)) == [actions[4]]
    assert picks.for_field(actions, 2) == [("field", 2)] and picks.for_field(actions, 1) == []
    assert picks.for_card(actions, "ambush") == [("play", "ambush")]
    assert picks.clickable_action_fields(actions) == {2} and picks.clickable_cards(actions) == {"ambush"}
    assert picks.for_area(actions, (9, 9)) == []


def test_closing_the_editor_closes_its_playtest_windows(window, qtbot):
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    window.prompter.answer("ask_playtest_setup", "default")
    playtest = window.menus.show_playtest()
    assert playtest.isVisible() and window.menus.launcher().windows == [playtest]
    window.shutdown()
    assert not playtest.isVisible()


def test_a_dashboard_game_opens_as_a_replay_at_its_first_decision(window):
    from engine.sim.runner import RunSpec, play_state

    window.open_path(window.workspace.root / "drowned-temple.yaml")
    dashboard = window.menus.show_balance(start=False)
    adventure = load_playable("drowned-temple")
    spec = RunSpec(players=3, bots="random", seed=4)
    dashboard.replay_requested.emit(adventure, spec, 7)
    playtest, = window.menus.launcher().windows
    session = playtest.session
    assert session.cursor == 0 and not playtest.running
    assert session.decisions == tuple(play_state(adventure, spec, 7).decisions)
    assert [session.seat_kind(s) for s in range(3)] == ["random"] * 3
    dashboard.close()
    playtest.close()


def test_ctrl_shift_k_on_the_map_presets_the_selected_area(make_window, registry):
    from editor.rulesets.isles_of_terror.views import map_view

    registry.register("adventure", "Map", map_view, order=10)  # the test's table starts empty
    window = make_window()
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    map_view = window.tabs.current().currentWidget()
    map_view.set_selection([(2, 2)])  # the Weeping Stair, value 3
    panel = window.menus.show_odds()
    assert panel.monster_value.value() == 3 and map_view.odds_panel is panel
    panel.close()


def test_run_open_playtest_session_finds_the_adventure_in_the_library(window, tmp_path):
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    window.prompter.answer("ask_playtest_setup", SessionSetup(("yoruba", "chasseurs"), ("random", "random"), 5))
    playtest = window.menus.show_playtest()
    playtest.running = False
    playtest.run_to_end(limit=40)
    path = playtest.save_session(tmp_path / "mine.playtest.json")
    playtest.close()
    window.prompter.answer("open_file", path)
    opened = window.menus.open_playtest_session()
    assert opened.session.decisions == playtest.session.decisions and opened.session.cursor == 40
    assert opened.session.state.snapshot() == playtest.session.state.snapshot()
    # a session of an adventure the library does not have is reported, not raised
    data = path.read_text(encoding="utf-8").replace('"drowned-temple"', '"sunken-isle"')
    other = tmp_path / "other.playtest.json"
    other.write_text(data, encoding="utf-8")
    assert window.menus.open_playtest_session(other) is None
    assert window.prompter.questions("error")[-1] == (
        "The session could not be opened", "no adventure with the id 'sunken-isle' in this library")
    opened.close()

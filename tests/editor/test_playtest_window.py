"""The playtest window: bots play to the end, a human decides through the panel and the board, the timeline
steps back and forks, sessions save and load, and every state equals the engine's own."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.app.prompter import ScriptedPrompter
from editor.playtest import picks
from editor.playtest.window import PlaytestWindow
from engine.rulesets.isles_of_terror import Game
from engine.sim.content import load_playable
from engine.sim.session import PlaytestSession, SessionSetup

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


@pytest.fixture(scope="module")
def landing():
    return load_playable("first-landing")


def setup_of(adventure, seats, seed=11) -> SessionSetup:
    return SessionSetup(tuple(f.id for f in adventure.factions[:len(seats)]), tuple(seats), seed)


def engine_state(session, decisions=None):
    """The same game played by the engine alone."""
    setup = session.setup
    state = Game(session.adventure, factions=list(setup.factions), mode=setup.mode, seed=setup.seed).new_initial_state()
    for action in (session.decisions[:session.cursor] if decisions is None else decisions):
        state.apply_action(action)
    return state


def same(a, b) -> None:
    assert a.snapshot() == b.snapshot()
    assert a.log == b.log


@pytest.fixture
def make(qtbot, tmp_path):
    def build(adventure, seats, seed=11, running=False, prompter=None) -> PlaytestWindow:
        window = PlaytestWindow(PlaytestSession(adventure, setup_of(adventure, seats, seed)),
                                prompter=prompter or ScriptedPrompter(), folder=tmp_path, running=running)
        qtbot.addWidget(window)
        return window
    return build


def to_human_turn(window) -> None:
    window.run_to_end()
    assert window.session.is_human_turn()


# -- bots ------------------------------------------------------------------------------------
def test_a_game_of_bots_runs_to_its_end_in_the_window(qtbot, make, landing):
    window = make(landing, ("random", "random", "random"), running=True)
    window.set_pace(0)
    window.show()
    qtbot.waitUntil(lambda: window.session.is_terminal(), timeout=60_000)
    session = window.session
    assert session.cursor == session.length > 50
    same(session.state, engine_state(session))
    assert window.panel.prompt.text() == window.result_text() and window.result_text().startswith("<b>Game over</b>")
    assert not window.panel.list.isEnabled()
    assert window.timeline.model_.rowCount() == session.length + 1
    assert window.log.model.rowCount() == len(session.state.log)  # no filter: every event, in prose
    assert not window.act_forward.isEnabled() and window.act_back.isEnabled()


def test_the_bot_pace_shows_each_decision(qtbot, make, landing):
    window = make(landing, ("random", "random", "random"), running=True)
    window.set_pace(120)
    window.show()
    with qtbot.waitSignal(window.position_changed, timeout=5000):
        pass
    qtbot.waitUntil(lambda: window.session.cursor >= 3, timeout=5000)
    window.toggle_running()  # pause
    paused_at = window.session.cursor
    qtbot.wait(400)
    assert window.session.cursor == paused_at and not window.running
    assert window.act_play.text() == "Play On"


# -- a human seat --------------------------------------------------------------------------
def test_a_human_decides_through_the_panel(make, temple):
    window = make(temple, ("human", "random", "random"))
    to_human_turn(window)
    session = window.session
    actions = session.legal_actions()
    assert window.panel.actions() == actions
    assert len(window.panel.texts()) == len(actions)
    before = session.cursor
    window.panel.choose(len(actions) - 1)
    assert session.decisions[before] == actions[-1] and session.cursor == before + 1
    for _ in range(40):  # play on: every human decision through the panel, bots in between
        window.run_to_end()
        if session.is_terminal():
            break
        window.panel.choose(0)
    same(session.state, engine_state(session))


def test_a_human_decides_by_clicking_the_board_and_the_player_board(make, temple):
    window = make(temple, ("human", "random", "random"), seed=4)
    window.show()
    to_human_turn(window)
    session = window.session
    fields = picks.clickable_action_fields(session.legal_actions())
    assert fields  # the first decision of a turn: where to put the action token
    index = min(fields)
    button = window.boards.field_button(0, index)
    assert button.isEnabled() and not window.boards.field_button(1, index).isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert session.decisions[-1] == ("field", index)
    clicked = 0
    for _ in range(200):
        window.run_to_end()
        if session.is_terminal():
            break
        coords = picks.clickable_fields(session.legal_actions())
        if coords:
            coord = sorted(coords)[0]
            expected = picks.for_area(session.legal_actions(), coord)
            window.choose_among = lambda actions, texts: actions[-1]
            before = session.cursor
            view = window.board  # a real mouse click on the field's centre
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             view.mapFromScene(view.centre_of(coord)))
            assert session.decisions[before] == (expected[0] if len(expected) == 1 else expected[-1])
            clicked += 1
            if clicked == 3:
                break
        else:
            window.panel.choose(0)
    assert clicked == 3
    same(session.state, engine_state(session))


def test_a_click_that_is_no_choice_changes_nothing(make, temple):
    window = make(temple, ("human", "random", "random"))
    to_human_turn(window)
    session = window.session
    before = (session.cursor, session.decisions)
    window.board.area_clicked.emit((0, 0)) if (0, 0) not in picks.clickable_fields(session.legal_actions()) else None
    window.boards.field_clicked.emit(1, 0)  # another seat's board
    assert (session.cursor, session.decisions) == before
    assert not window.decide(("field", 99))


# -- the timeline ----------------------------------------------------------------------------
def test_step_back_fork_and_step_forward_equal_the_engine(make, temple):
    window = make(temple, ("random", "random", "random"), seed=3)
    window.run_to_end(limit=120)
    session = window.session
    line = session.decisions
    assert window.step_back() and session.cursor == 119
    assert window.go_to(40) and session.cursor == 40 and session.length == 120
    same(session.state, engine_state(session, line[:40]))
    assert window.timeline.model_.rowCount() == 121
    assert window.log.model.rowCount() == len(session.state.log)
    window.timeline.position_chosen.emit(60)
    same(session.state, engine_state(session, line[:60]))
    assert window.step_forward() and session.decisions[:61] == line[:61]  # follows the record
    # take over seat of whoever decides next and decide differently: a fork
    seat = session.current_player()
    window.set_seat(seat, "human")
    actions = session.legal_actions()
    other = next(a for a in actions if a != session.recorded_next()) if len(actions) > 1 else None
    if other is None:
        pytest.skip("a single choice at this point")  # pragma: no cover (seed 3 has a choice here)
    assert window.decide(other)
    assert session.length == 62 and session.decisions[61] == other and session.decisions[:61] == line[:61]
    assert window.timeline.model_.rowCount() == 63
    same(session.state, engine_state(session))


def test_fork_here_asks_and_drops_the_future(make, temple):
    prompter = ScriptedPrompter(confirm=[False, True])
    window = make(temple, ("random", "random", "random"), prompter=prompter)
    window.run_to_end(limit=50)
    window.go_to(20)
    window.fork()
    assert window.session.length == 50  # declined
    window.fork()
    assert window.session.length == 20 and window.timeline.model_.rowCount() == 21
    assert "Drop the 30 recorded decisions" in prompter.questions("confirm")[0][1]


# -- files -------------------------------------------------------------------------------------
def test_save_and_open_reproduce_the_same_game(make, temple, tmp_path):
    window = make(temple, ("human", "greedy", "random"), seed=9)
    for _ in range(5):
        window.run_to_end()
        window.panel.choose(0)
    window.go_to(window.session.length - 3)
    path = window.save_session(tmp_path / "mine")
    assert path == tmp_path / "mine.playtest.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seats"] == ["human", "greedy", "random"] and data["cursor"] == window.session.cursor
    other = make(temple, ("random", "random", "random"), seed=1)
    assert other.open_session(path)
    a, b = window.session, other.session
    assert (b.decisions, b.cursor, b.setup) == (a.decisions, a.cursor, a.setup)
    same(b.state, a.state)
    assert other.windowTitle() == window.windowTitle()


def test_a_broken_session_file_is_reported_not_raised(make, temple, tmp_path):
    prompter = ScriptedPrompter()
    window = make(temple, ("random", "random", "random"), prompter=prompter)
    bad = tmp_path / "bad.playtest.json"
    bad.write_text('{"format": 1,\n "kind": "isleforge-playtest",\n', encoding="utf-8")
    before = window.session
    assert not window.open_session(bad)
    (title, text), = prompter.questions("error")
    assert title == "The session could not be opened" and str(bad) in text and "line 3" in text
    assert window.session is before


# -- content ------------------------------------------------------------------------------------
def test_restart_with_current_content_replays_the_same_seed(make, temple, tmp_path):
    window = make(temple, ("random", "random", "random"), seed=2)
    window.run_to_end(limit=30)
    window.reload_content = lambda: load_playable("drowned-temple")
    old = window.session
    assert window.restart()
    new = window.session
    assert new is not old and new.seed == 2 and new.cursor == 30 and new.decisions == old.decisions[:30]
    same(new.state, old.state)


def test_rules_with_text_only_show_a_notice_when_they_apply(make, tmp_path):
    from engine.content import paths
    from engine.content.yaml_io import dump, load_roundtrip

    document = load_roundtrip((paths.library_dir() / "drowned-temple.yaml").read_text(encoding="utf-8"))
    document["id"] = "omen-temple"
    document["rules"].append({"id": "tide-omen", "title": "Tide Omen", "trigger": {"event": "season_start"},
                              "text": "At the start of each season the tide speaks to the first player."})
    document["rules"].append({"id": "still-water", "title": "Still Water",
                              "text": "Nobody may cross the temple's threshold while the bell tolls."})
    (tmp_path / "omen").mkdir()
    target = tmp_path / "omen" / "omen-temple.yaml"
    target.write_text(dump(document), encoding="utf-8")
    omen = load_playable(target)
    window = make(omen, ("random", "random", "random"))
    shown = window.panel.notice.text().split("\n")  # at set-up: the rule without a trigger, the first season's
    assert len(shown) == 2 and all(line.startswith("Rule with text only, not simulated") for line in shown)
    assert "Still Water" in shown[0] and "Tide Omen" in shown[1]
    assert shown[0].endswith("It says: “Nobody may cross the temple's threshold while the bell tolls.”")
    window.run_to_end()
    assert window.panel.notice.isVisibleTo(window)
    assert "Rule with text only, not simulated" in window.panel.notice.text()
    assert "tide" in window.panel.notice.text().lower()


# -- the log --------------------------------------------------------------------------------------
def test_the_log_filters_by_player_and_selects_areas(make, temple):
    window = make(temple, ("random", "random", "random"), seed=6)
    window.run_to_end(limit=80)
    log = window.log
    everything = log.lines()
    assert len(everything) == len(window.session.state.log)
    log.set_filter(seat=1)
    assert log.model.rowCount() == sum(1 for e in window.session.state.log if e.player == 1)
    row = next(r for r in range(log.model.rowCount()) if log.model.event(r).area is not None)
    selected = []
    window.board.select_area = selected.append  # what the click asks the board to do
    log.area_selected.disconnect()
    log.area_selected.connect(window.board.select_area)
    log.click_line(row)
    assert selected == [log.model.event(row).area]


def test_the_timeline_lists_decisions_with_their_chance_outcomes(make, temple):
    from editor.rulesets.isles_of_terror import CHANCE_KINDS
    from engine.rulesets.isles_of_terror.prose import narrate

    window = make(temple, ("random", "random", "random"), seed=8)
    window.run_to_end(limit=30)
    session, model = window.session, window.timeline.model_
    rows = window.timeline.rows()
    assert len(rows) == 31 and rows[0].startswith("Set-up\n")
    assert rows[5].split("\n")[0] == f"5. {session.decision_text(4)}"
    chance = [narrate(e, session.game) for e in session.setup_events() if e.kind in CHANCE_KINDS]
    assert len(chance) > 4 and rows[0].endswith(f"… and {len(chance) - 3} more (see the tooltip)")
    tooltip = model.data(model.index(0), Qt.ItemDataRole.ToolTipRole)
    assert all(line in tooltip for line in chance)

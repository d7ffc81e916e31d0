"""engine/sim/session.py: the playtest session (a line of decisions with a cursor), its files and replays."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from engine.content import paths
from engine.content.yaml_io import dump, load_roundtrip
from engine.rulesets.isles_of_terror import EngineError, Game
from engine.rulesets.isles_of_terror.state import State
from engine.sim.content import load_playable
from engine.sim.runner import RunSpec, play_state
from engine.sim.session import CHECKPOINT_EVERY, PlaytestSession, SessionError, SessionSetup


def _copy(folder: Path, new_id: str, change) -> Path:
    """folder/<file>.yaml: the bundled drowned-temple with id `new_id`, changed by `change(document)`."""
    document = load_roundtrip((paths.library_dir() / "drowned-temple.yaml").read_text(encoding="utf-8"))
    document["id"] = new_id
    change(document)
    (folder / new_id).mkdir()
    target = folder / new_id / "drowned-temple.yaml"
    target.write_text(dump(document), encoding="utf-8")
    return target


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


@pytest.fixture(scope="module")
def poor_temple(tmp_path_factory):
    """drowned-temple (same id) whose 3-player materials have no gold: a real content change."""
    def change(document):
        document["setup"]["player_materials"][3]["gold"] = 0
    return load_playable(_copy(tmp_path_factory.mktemp("poor"), "drowned-temple", change))


@pytest.fixture(scope="module")
def omen_temple(tmp_path_factory):
    """drowned-temple with a rule that has text only (the engine reports it as not simulated)."""
    def change(document):
        document["rules"].append({"id": "tide-omen", "title": "Tide Omen",
                                  "text": "At the start of each season the tide speaks to the first player.",
                                  "trigger": {"event": "season_start"}})
    return load_playable(_copy(tmp_path_factory.mktemp("omen"), "omen-temple", change))


def _setup(adventure, seats=("random", "random", "random"), seed=5):
    return SessionSetup(tuple(f.id for f in adventure.factions[:len(seats)]), tuple(seats), seed)


def _fresh(adventure, setup, decisions):
    state = Game(adventure, factions=list(setup.factions), mode=setup.mode, seed=setup.seed).new_initial_state()
    for action in decisions:
        state.apply_action(action)
    return state


def _same(a, b) -> None:
    assert a.snapshot() == b.snapshot()
    assert a.log == b.log
    assert a.decisions == b.decisions


@pytest.fixture(scope="module")
def played(temple):
    """A finished all-random session of drowned-temple (shared read-only: tests copy it via to_json)."""
    session = PlaytestSession(temple, _setup(temple))
    while session.advance() is not None:
        pass
    return session


def _copy_of(session) -> PlaytestSession:
    return PlaytestSession.from_json(session.adventure, session.to_json())


# -- playing ------------------------------------------------------------------------------
def test_bots_play_a_full_game_through_advance(played):
    assert played.is_terminal() and played.tip.is_terminal()
    assert played.cursor == played.length > 100
    assert played.state is played.tip
    assert played.decisions == tuple(played.tip.decisions)
    assert played.advance() is None and played.recorded_next() is None
    with pytest.raises(ValueError):
        played.bot_action()
    # the same setup plays the same game again: bots are a function of (seed, seat, cursor, state)
    again = PlaytestSession(played.adventure, played.setup)
    for _ in range(40):
        again.advance()
    assert again.decisions == played.decisions[:40]


def test_greedy_and_random_seats_finish_a_game(temple):
    session = PlaytestSession(temple, _setup(temple, ("greedy", "random", "greedy"), seed=2))
    steps = 0
    while (action := session.advance()) is not None:
        assert session.decisions[-1] == action
        steps += 1
    assert session.is_terminal() and steps == session.length
    assert [session.seat_kind(s) for s in range(3)] == ["greedy", "random", "greedy"]
    _same(session.tip, _fresh(temple, session.setup, session.decisions))


def test_go_to_equals_a_fresh_replay_and_applies_at_most_a_checkpoint_interval(played, monkeypatch):
    session = _copy_of(played)
    applied = []
    original = State.apply_action

    def counting(state, action):
        applied.append(action)
        original(state, action)

    monkeypatch.setattr(State, "apply_action", counting)
    n = session.length
    for k in (n - 1, 0, 33, 1, CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY - 1, 100, 64, 65, n):
        applied.clear()
        session.go_to(k)
        assert len(applied) <= CHECKPOINT_EVERY
        assert session.cursor == k
        monkeypatch.setattr(State, "apply_action", original)
        _same(session.state, _fresh(played.adventure, session.setup, played.decisions[:k]))
        monkeypatch.setattr(State, "apply_action", counting)
    assert session.state is session.tip
    first = session.state
    session.go_to(n)
    assert session.state is first  # the same object until the cursor moves
    for bad in (-1, n + 1):
        with pytest.raises(ValueError):
            session.go_to(bad)


def test_a_long_line_is_replayed_once(played, monkeypatch):
    calls = []
    original = State.apply_action
    monkeypatch.setattr(State, "apply_action", lambda state, action: (calls.append(1), original(state, action)))
    session = PlaytestSession(played.adventure, played.setup, played.decisions, cursor=123)
    assert len(calls) == played.length  # replayed once, checkpoints are clones
    assert session.cursor == 123
    monkeypatch.setattr(State, "apply_action", original)
    _same(session.state, _fresh(played.adventure, played.setup, played.decisions[:123]))
    _same(session.tip, played.tip)


def test_step_back_and_forward_stop_at_the_ends(played):
    session = _copy_of(played)
    session.go_to(1)
    assert session.step_back() and session.cursor == 0
    assert not session.step_back() and session.cursor == 0
    session.go_to(session.length - 1)
    assert session.step_forward() and session.cursor == session.length
    assert not session.step_forward()


def test_play_follows_the_record_or_forks(played):
    session = _copy_of(played)
    session.go_to(50)
    length, recorded = session.length, session.recorded_next()
    session.play(list(recorded))  # JSON-shaped actions are normalised
    assert session.cursor == 51 and session.length == length and session.decisions == played.decisions
    session.step_back()
    other = next(a for a in session.legal_actions() if a != recorded)
    before = session.state
    session.play(other)
    assert session.cursor == session.length == 51
    assert session.decisions == played.decisions[:50] + (other,)
    assert session.state is session.tip and session.tip is not before
    _same(session.state, _fresh(played.adventure, played.setup, session.decisions))
    assert len(before.decisions) == 50  # a handed-out state is never changed by the session


def test_an_illegal_action_changes_nothing(played):
    session = _copy_of(played)
    session.go_to(20)
    state, decisions, snapshot = session.state, session.decisions, session.state.snapshot()
    with pytest.raises(EngineError) as error:
        session.play(("trade", "no-such-resource"))
    assert error.value.code == "action/not-legal"
    assert session.cursor == 20 and session.decisions == decisions
    assert session.state is state and state.snapshot() == snapshot
    session.go_to(session.length)
    with pytest.raises(EngineError) as error:
        session.play(played.decisions[0])
    assert error.value.code == "game/over"


def test_fork_drops_the_future(played):
    session = _copy_of(played)
    session.go_to(70)
    session.fork()
    assert session.length == 70 and session.tip is session.state
    assert session.recorded_next() is None
    assert session.advance() is not None  # the bots play on from the fork
    _same(session.state, _fresh(played.adventure, played.setup, session.decisions))


def test_bot_action_is_the_same_after_stepping_back(temple):
    session = PlaytestSession(temple, _setup(temple, ("random", "greedy", "random"), seed=9))
    for _ in range(60):
        session.advance()
    recorded = session.decisions
    session.go_to(45)
    snapshot = session.state.snapshot()
    asked = session.bot_action()
    assert asked == recorded[45] and session.state.snapshot() == snapshot  # asking changes nothing
    session.go_to(10)
    session.go_to(45)
    assert session.bot_action() == asked
    session.step_back()
    assert session.advance() == recorded[44]  # play on follows the record
    assert session.length == 60


def test_a_human_seat_waits(temple):
    session = PlaytestSession(temple, _setup(temple, ("random", "human", "random"), seed=4))
    while session.advance() is not None:
        pass
    assert not session.is_terminal()
    assert session.is_human_turn() and session.current_player() == 1
    assert session.advance() is None
    with pytest.raises(ValueError):
        session.bot_action()
    length = session.length
    session.play(session.legal_actions()[0])
    assert session.length == length + 1
    session.set_seat(1, "random")
    assert session.setup.seats == ("random", "random", "random") and session.length == length + 1
    assert not session.is_human_turn() and session.advance() is not None
    with pytest.raises(ValueError):
        session.set_seat(1, "robot")
    with pytest.raises(ValueError):
        session.set_seat(3, "human")
    with pytest.raises(ValueError):
        session.seat_kind(-1)


# -- the log ------------------------------------------------------------------------------
def test_events_of_and_log_marks_partition_the_log(played):
    session = played
    pieces = session.setup_events()
    assert len(pieces) == session.log_mark(0) > 0
    for k in range(session.length):
        events = session.events_of(k)
        assert len(events) == session.log_mark(k + 1) - session.log_mark(k)
        pieces = pieces + events
    assert pieces == session.tip.log
    assert session.log_mark(session.length) == len(session.tip.log)
    state = _fresh(played.adventure, played.setup, played.decisions[:30])
    assert session.log_mark(30) == len(state.log)
    assert session.actor(30) == state.current_player()
    assert session.decision_text(30) == state.action_to_string(played.decisions[30])
    assert session.notices(0, len(session.tip.log)) == []  # the bundled adventure has no text-only rule
    with pytest.raises(ValueError):
        session.events_of(session.length)


def test_notices_are_the_text_only_rules(omen_temple):
    session = PlaytestSession(omen_temple, _setup(omen_temple, seed=3))
    while session.advance() is not None:
        pass
    notices = session.notices(0, len(session.tip.log))
    assert notices and {e.data["rule"] for e in notices} == {"tide-omen"}
    assert all(e.kind == "not_simulated" and e.data["event"] == "season_start" for e in notices)
    # each notice sits in the setup events or in the events of the decision that started a season
    per_decision = [session.notices(session.log_mark(k), session.log_mark(k + 1)) for k in range(session.length)]
    assert session.notices(0, session.log_mark(0)) + [e for part in per_decision for e in part] == notices
    assert len(session.notices(0, session.log_mark(0))) == 1  # the first season starts before any decision
    assert len(notices) == sum(1 for e in session.tip.log if e.kind == "season")  # one per season
    seasons = [k for k, part in enumerate(per_decision) if part]
    assert seasons and all(any(e.kind == "season" for e in session.events_of(k)) for k in seasons)


# -- files --------------------------------------------------------------------------------
def test_json_and_file_round_trip(played, tmp_path):
    session = _copy_of(played)
    session.go_to(77)
    session.set_seat(2, "greedy")
    data = session.to_json()
    assert data["format"] == 1 and data["kind"] == "isleforge-playtest"
    assert data["adventure"] == "drowned-temple" and data["digest"] == played.adventure.digest
    assert data["seats"] == ["random", "random", "greedy"] and data["cursor"] == 77
    assert json.loads(json.dumps(data)) == data
    again = PlaytestSession.from_json(played.adventure, json.loads(json.dumps(data)))
    path = tmp_path / "game.playtest.json"
    session.save(path)
    assert path.read_text(encoding="utf-8") == json.dumps(data, sort_keys=True, indent=1) + "\n"
    loaded = PlaytestSession.load(path, played.adventure)
    for other in (again, loaded):
        assert other.decisions == session.decisions and other.cursor == 77
        assert other.setup == session.setup and other.dropped == 0
        _same(other.state, session.state)
        _same(other.tip, session.tip)
    header = PlaytestSession.peek(path)
    assert header["adventure"] == "drowned-temple" and header["digest"] == played.adventure.digest


def _error(call, *args, **kwargs) -> SessionError:
    with pytest.raises(SessionError) as error:
        call(*args, **kwargs)
    assert str(error.value) == error.value.message
    return error.value


def test_bad_files_are_reported(played, tmp_path):
    adventure = played.adventure
    good = played.to_json()
    path = tmp_path / "bad.json"
    path.write_text('{"format": 1,\n  "kind": }', encoding="utf-8")
    error = _error(PlaytestSession.load, path, adventure)
    assert error.code == "session/json" and str(path) in error.message
    assert "line 2" in error.message and "column 11" in error.message
    error = _error(PlaytestSession.peek, tmp_path / "missing.json")
    assert error.code == "session/file" and "missing.json" in error.message
    error = _error(PlaytestSession.from_json, adventure, dict(good, format=2))
    assert error.code == "session/format" and "2" in error.message
    error = _error(PlaytestSession.from_json, adventure, dict(good, kind="isleforge-report"))
    assert error.code == "session/format"
    error = _error(PlaytestSession.from_json, adventure, dict(good, seats=["random", "human", "robot"]))
    assert error.message == "seats[2] must be one of human, random, greedy, mcts"
    error = _error(PlaytestSession.from_json, adventure, dict(good, seed="5"))
    assert error.message == "seed must be an integer"
    error = _error(PlaytestSession.from_json, adventure, dict(good, cursor=len(good["decisions"]) + 1))
    assert error.message.startswith("cursor must be")
    error = _error(PlaytestSession.from_json, adventure, dict(good, adventure="first-landing"))
    assert error.code == "session/adventure" and "first-landing" in error.message
    error = _error(PlaytestSession.from_json, adventure, dict(good, factions=["yoruba", "pirates", "red-coats"]))
    assert error.code == "session/game" and "pirates" in error.message
    path.write_text(json.dumps(dict(good, seats=["random", "robot", "random"])), encoding="utf-8")
    error = _error(PlaytestSession.peek, path)
    assert error.message == f"{path}: seats[1] must be one of human, random, greedy, mcts"


def test_a_decision_that_no_longer_replays(played):
    data = played.to_json()
    data["decisions"][12] = ["trade", "no-such-resource"]
    error = _error(PlaytestSession.from_json, played.adventure, data)
    assert error.code == "session/replay"
    assert error.message.startswith("decision 12 (") and "cannot be replayed" in error.message
    assert "no-such-resource" in error.message
    loose = PlaytestSession.from_json(played.adventure, data, strict=False)
    assert loose.decisions == played.decisions[:12] and loose.dropped == played.length - 12
    assert loose.cursor == 12


def test_a_changed_adventure_strict_and_not(played, poor_temple):
    assert poor_temple.id == played.adventure.id and poor_temple.digest != played.adventure.digest
    data = played.to_json()
    error = _error(PlaytestSession.from_json, poor_temple, data)
    assert error.code == "session/digest"
    loose = PlaytestSession.from_json(poor_temple, data, strict=False)
    kept = loose.length
    assert 0 < kept < played.length and loose.dropped == played.length - kept
    assert loose.decisions == played.decisions[:kept] and loose.cursor == kept
    _same(loose.state, _fresh(poor_temple, played.setup, played.decisions[:kept]))
    with pytest.raises(EngineError):  # the first dropped decision is indeed illegal on the new content
        loose.state.clone().apply_action(played.decisions[kept])
    # only the digest differs: everything replays
    relabelled = dataclasses.replace(played.adventure, digest="0" * 64)
    same = PlaytestSession.from_json(relabelled, data, strict=False)
    assert same.dropped == 0 and same.decisions == played.decisions


# -- other sessions -----------------------------------------------------------------------
def test_restarted_replays_up_to_the_cursor(played, poor_temple):
    session = _copy_of(played)
    session.go_to(90)
    again = session.restarted(load_playable("drowned-temple"))
    assert again.cursor == again.length == 90 and again.dropped == 0
    assert again.setup == session.setup
    _same(again.state, session.state)
    changed = session.restarted(poor_temple)
    assert changed.cursor == changed.length < 90 and changed.dropped == 90 - changed.length
    assert changed.adventure is poor_temple


def test_from_run_is_the_game_of_the_batch(temple):
    spec = RunSpec(players=3, bots="random", seed=11)
    state = play_state(temple, spec, 4)
    session = PlaytestSession.from_run(temple, spec, 4)
    assert session.decisions == tuple(state.decisions)
    assert session.cursor == 0 and session.setup.seats == ("random",) * 3
    assert session.setup.seed == state.seed
    assert list(session.setup.factions) == [f.id for f in state.game.factions]
    _same(session.tip, state)


def test_first_landing_two_players(tmp_path):
    adventure = load_playable("first-landing")
    setup = SessionSetup(("red-coats", "yoruba"), ("random", "greedy"), seed=1)
    session = PlaytestSession(adventure, setup)
    for _ in range(25):
        session.advance()
    session.step_back()
    session.save(tmp_path / "landing.json")
    loaded = PlaytestSession.load(tmp_path / "landing.json", adventure)
    assert loaded.cursor == 24 and loaded.decisions == session.decisions
    _same(loaded.state, session.state)
    with pytest.raises(SessionError) as error:
        PlaytestSession(adventure, SessionSetup(("red-coats", "red-coats"), ("human", "human"), seed=1))
    assert error.value.code == "session/game"
    with pytest.raises(ValueError):
        PlaytestSession(adventure, SessionSetup(("red-coats", "yoruba"), ("human",), seed=1))


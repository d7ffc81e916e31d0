"""Hostile playtest session files (issue 30, item 2): each is a `SessionError` with a clear message,
never a traceback, and a huge file is refused by its size or decision count before it is replayed.

The hypothesis tests mutate a real saved session and throw arbitrary JSON at `from_json`; a game is
replayed only for the few mutants that stay valid, so the module runs in a few seconds.
"""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.sim import session_file
from engine.sim.content import load_playable
from engine.sim.session import PlaytestSession, SessionError, SessionSetup
from engine.sim.session_file import MAX_FILE_BYTES, MAX_SESSION_DECISIONS


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


@pytest.fixture(scope="module")
def saved(temple) -> dict:
    session = PlaytestSession(temple, SessionSetup(tuple(f.id for f in temple.factions[:3]), ("random",) * 3, 5))
    while session.length < 12 and session.advance() is not None:
        pass
    return json.loads(json.dumps(session.to_json()))


def refused(temple, tmp_path, text: str | bytes) -> SessionError:
    """The error of both ways the editor reads a file (peek, then load), which must be the same kind."""
    path = tmp_path / "hostile.playtest.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    with pytest.raises(SessionError) as peeked:
        PlaytestSession.peek(path)
    with pytest.raises(SessionError) as loaded:
        PlaytestSession.load(path, temple)
    assert peeked.value.code == loaded.value.code and str(path) in loaded.value.message
    return loaded.value


def test_deeply_nested_json_is_refused(temple, tmp_path):
    error = refused(temple, tmp_path, "[" * 100_000 + "]" * 100_000)
    assert error.code == "session/json" and "nested deeper than" in error.message


def test_nesting_json_reads_but_the_session_does_not_need_is_refused(temple, saved, tmp_path):
    error = refused(temple, tmp_path, json.dumps(dict(saved, decisions=[["move", json.loads("[" * 600 + "]" * 600)]])))
    assert error.code == "session/json" and "nested deeper than" in error.message


def test_a_seed_of_5000_digits_is_refused(temple, saved, tmp_path):
    text = json.dumps(saved).replace(f'"seed": {saved["seed"]}', '"seed": ' + "7" * 5000)
    error = refused(temple, tmp_path, text)
    assert error.code == "session/json" and "too long" in error.message
    error = refused(temple, tmp_path, json.dumps(dict(saved, seed=int("7" * 4000))))
    assert error.code == "session/field" and error.message.endswith("seed must be an integer of at most 20 digits")


@pytest.mark.parametrize("format_", [True, 1.0, "1", [1]])
def test_format_must_be_the_integer_1(temple, saved, tmp_path, format_):
    error = refused(temple, tmp_path, json.dumps(dict(saved, format=format_)))
    assert error.code == "session/format" and "unknown playtest session format" in error.message


def test_a_file_too_large_is_refused_by_its_size_before_it_is_parsed(temple, saved, tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(session_file.bounded_json, "loads", lambda *a, **k: calls.append(a) or {})
    text = json.dumps(saved)[:-1] + ', "padding": "' + "x" * MAX_FILE_BYTES + '"}'
    error = refused(temple, tmp_path, text)
    assert error.code == "session/too-large" and not calls
    assert f"{len(text.encode())} bytes" in error.message and f"at most {MAX_FILE_BYTES}" in error.message


def test_two_million_decisions_are_refused_by_their_count_quickly(temple, saved, tmp_path):
    text = json.dumps(dict(saved, decisions=[["pass"]] * 2_000_000, cursor=0))
    assert len(text.encode()) > MAX_FILE_BYTES  # refused by size first ...
    started = time.monotonic()
    assert refused(temple, tmp_path, text).code == "session/too-large"
    count = MAX_SESSION_DECISIONS + 1  # ... and a compact file under the size limit by its count
    text = json.dumps(dict(saved, decisions=[["pass"]] * count, cursor=0), separators=(",", ":"))
    assert len(text.encode()) < MAX_FILE_BYTES
    error = refused(temple, tmp_path, text)
    assert error.code == "session/too-large"
    assert f"{count} decisions" in error.message and f"at most {MAX_SESSION_DECISIONS}" in error.message
    assert time.monotonic() - started < 10  # not the 30-50 s of replaying them


def test_the_limits_are_far_above_a_real_game():
    from engine.sim.runner import MAX_DECISIONS

    assert MAX_SESSION_DECISIONS >= 5 * MAX_DECISIONS and MAX_FILE_BYTES >= 100 * MAX_SESSION_DECISIONS


# -- hypothesis ----------------------------------------------------------------------------------
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                    max_leaves=12)
FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
KEYS = ["format", "kind", "adventure", "digest", "mode", "seed", "factions", "seats", "decisions", "cursor", "carry_in"]


def _opens_or_refuses(temple, data) -> None:
    try:
        PlaytestSession.from_json(temple, data)
    except SessionError as error:
        assert error.code.startswith("session/") and error.message and "Traceback" not in error.message


@FAST
@given(key=st.sampled_from(KEYS), value=JSON)
def test_any_value_in_any_field_opens_or_is_refused(temple, saved, key, value):
    _opens_or_refuses(temple, dict(saved, **{key: value}))


@FAST
@given(data=JSON)
def test_any_json_opens_or_is_refused(temple, data):
    _opens_or_refuses(temple, data)


@FAST
@given(index=st.integers(0, 11), action=st.lists(JSON, max_size=4))
def test_any_decision_opens_or_is_refused(temple, saved, index, action):
    decisions = list(saved["decisions"])
    decisions[index] = action
    _opens_or_refuses(temple, dict(saved, decisions=decisions))


@FAST
@given(key=st.sampled_from([*KEYS, "ruleset"]), value=JSON)
def test_any_value_in_any_field_of_a_file_is_peeked_or_refused(saved, tmp_path, key, value):
    path = tmp_path / "peeked.playtest.json"
    path.write_text(json.dumps(dict(saved, **{key: value})), encoding="utf-8")
    try:
        PlaytestSession.peek(path)
    except SessionError as error:
        assert error.code.startswith("session/") and str(path) in error.message


@pytest.mark.parametrize("ruleset", [[1], {"a": 1}])
def test_a_ruleset_that_is_no_name_is_refused_by_peek(saved, tmp_path, ruleset):
    path = tmp_path / "odd.playtest.json"
    path.write_text(json.dumps(dict(saved, ruleset=ruleset)), encoding="utf-8")
    with pytest.raises(SessionError) as error:
        PlaytestSession.peek(path)
    assert error.value.code == "session/field" and error.value.message == f"{path}: ruleset must be a string"

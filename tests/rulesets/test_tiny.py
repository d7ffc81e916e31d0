"""A second ruleset through the seam: the tiny coin race is validated by `isleforge validate` (its own schema
and checks), and played, reported and replayed by engine.sim."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from tiny import model
from tiny.game import Game

from engine.bots import RandomBot
from engine.bots.greedy import OfferedGreedy
from engine.content.resolve import ContentError
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.core.protocols import Game as GameProtocol
from engine.core.protocols import State as StateProtocol
from engine.sim import report_schema
from engine.sim.batch import run_batch
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text, to_json
from engine.sim.runner import BotUnavailable, RunSpec, bot_class, play_game, play_state
from engine.sim.session import PlaytestSession, SessionSetup

CONTENT = Path(__file__).parent / "tiny" / "content"


def test_the_ruleset_is_found_by_id_and_by_its_content(tiny, race):
    assert rulesets.get("tiny") is tiny and rulesets.of(race) is tiny
    assert tiny.kinds == ("adventure",) and (tiny.schema_dir / "adventure.schema.json").is_file()
    assert tiny.grid == "square" and tiny.field_codes == {".": "empty", "c": "coin"}
    assert tiny.default_mode(race) == "race"
    assert (race.width, race.height, race.turns, race.die) == (4, 4, 10, 2)
    assert race.coins == ((1, 0), (3, 0), (0, 1), (3, 1), (1, 2), (2, 2), (0, 3), (2, 3))
    with pytest.raises(EngineError, match="ruleset 'tiny'"):
        rulesets.register(tiny)


def test_the_game_satisfies_the_protocols_and_follows_its_rules(race):
    game = Game(race, players=2, seed=3)
    state = game.new_initial_state()
    assert isinstance(game, GameProtocol) and isinstance(state, StateProtocol)
    assert state.log[0].kind == "roll" and state.current_player() == 0
    roll = state.roll
    assert state.legal_actions() == [("move", 2), ("move", 3)]  # red starts in the north-west corner
    state.apply_action(("move", 2))
    assert state.positions[0] == (roll, 0)
    assert state.taken[0] == (1 if (roll, 0) in race.coins else 0)
    with pytest.raises(EngineError, match="not a legal action"):
        state.apply_action(("move", 9))


def test_bad_content_gets_a_located_message(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text((model.Path(__file__).parent / "tiny/content/coin-race.yaml").read_text().replace("die: 2", "die: 9"))
    with pytest.raises(ContentError, match=r"bad.yaml: /die: 9 is greater than the maximum of 6"):
        model.load(bad)


def test_random_bots_play_it_through_engine_sim_in_one_or_two_processes(tiny, race):
    spec = RunSpec(players=2, bots="random", seed=1)
    one = run_batch(race, spec, 12, jobs=1)
    two = run_batch(race, spec, 12, jobs=2, chunk=3)
    assert [r.log_digest for r in one.results] == [r.log_digest for r in two.results]
    assert all(r.finished and not r.anomalies for r in one.results)
    result = one.results[5]
    state = play_state(race, spec, 5)
    assert result.vp == tuple(state.scores()) and result.decisions == len(state.decisions) <= 20
    assert sum(result.vp) + result.details["coins_left"] == 8
    assert to_json(build_report(race, one)) == to_json(build_report(race, two))


def test_its_report_has_generic_sections_and_its_own(tiny, race):
    spec = RunSpec(players=2, bots="random", seed=1)
    batch = run_batch(race, spec, 30, jobs=1)
    report = build_report(race, batch)
    assert set(report) == {"schema_version", "adventure", "run", "win_rates", "first_player_advantage", "balance",
                           "victory_points", "length", "endings", "anomalies", "coins", "ruleset"}
    assert report["ruleset"] == "tiny" and report_schema.errors(json.loads(to_json(report))) == []
    assert report["run"]["games_finished"] == 30
    assert set(report["length"]) == {"turns", "decisions", "decisions_histogram", "turns_histogram"}
    assert {e["condition"] for e in report["endings"]} <= {"coins-gone", "time-up"}
    titles = {e["condition"]: e["title"] for e in report["endings"]}
    assert titles.get("time-up", "The last turn played") == "The last turn played"
    rolls = report["coins"]["rolls"]
    assert set(rolls) == {"1", "2"} and sum(rolls.values()) == sum(r.decisions for r in batch.results)
    taken = sum(f["taken"] for f in report["coins"]["fields"]) * 30
    assert round(taken) == sum(sum(r.vp) for r in batch.results)
    assert {f["kind"] for f in report["coins"]["fields"] if f["taken"]} == {"coin"}
    text = summary_text(report, tiny)
    assert "length: turns" in text and "coins left at the end:" in text and "progress tasks" not in text
    html = render_html(report, tiny)
    assert "<h2>Coins</h2>" in html and html.count("<polygon") == 16 and "Progress tasks" not in html
    json.loads(to_json(report))


def test_its_own_bots_the_kits_greedy_and_the_search_bot_are_offered(tiny):
    assert bot_class("random", tiny) is tiny.bots["random"]
    assert isinstance(bot_class("greedy", tiny), OfferedGreedy)  # the kit's one-ply greedy: the coin race has none
    assert bot_class("mcts:5", tiny)(random.Random(0)).iterations == 5  # every ruleset's
    with pytest.raises(BotUnavailable, match=r"unknown bot kind 'clever' \(choose one of: random, greedy, mcts, "
                                             r"or mcts:BUDGET\)"):
        bot_class("clever", tiny)


def test_a_session_plays_steps_back_forks_and_saves(tiny, race, tmp_path):
    session = PlaytestSession(race, SessionSetup(("red", "blue"), ("random", "human"), seed=4, mode="race"))
    assert session.advance() is not None and session.length == 1  # red's bot moved; blue is human
    assert session.is_human_turn() and session.advance() is None
    session.play(session.legal_actions()[0])
    session.set_seat(1, "random")
    while session.advance() is not None:
        pass
    end = session.length
    assert session.is_terminal() and session.state.result == "time-up" and end == 20  # 10 rounds of two pawns
    assert session.step_back() and session.cursor == end - 1
    session.go_to(2)
    recorded = session.recorded_next()
    session.play(recorded)  # following the record keeps the future
    assert session.length == end and session.cursor == 3
    other = next(a for a in session.legal_actions() if a != session.recorded_next())
    session.play(other)  # a different decision forks: the recorded future is dropped
    assert session.length == 4 and session.decisions[3] == other
    session.go_to(1)
    session.fork()  # dropping the future by hand
    assert session.length == 1 and session.cursor == 1
    path = tmp_path / "race.playtest.json"
    session.save(path)
    again = PlaytestSession.load(path, race)
    assert again.decisions == session.decisions and again.cursor == session.cursor
    assert again.state.snapshot() == session.state.snapshot()


def test_a_game_of_a_run_opens_as_a_session(tiny, race):
    spec = RunSpec(players=2, bots="random", seed=2)
    session = PlaytestSession.from_run(race, spec, 3)
    session.go_to(session.length)
    assert session.state.scores() == list(play_game(race, spec, 3).vp)


def test_isleforge_validate_checks_its_content_with_its_schema_and_its_checks(tiny, tmp_path, capsys):
    from editor.cli import main

    assert main(["validate", str(CONTENT), "--no-bundled"]) == 0  # its bundled example
    good = (CONTENT / "coin-race.yaml").read_text(encoding="utf-8")
    (tmp_path / "coin-race.yaml").write_text(good.replace("starts: [[0, 0], [3, 3]]", "starts: [[0, 0], [0, 7]]")
                                             .replace("turns: 10", "turns: ten"), encoding="utf-8")
    capsys.readouterr()
    assert main(["validate", str(tmp_path), "--no-bundled"]) == 1
    lines = [line for line in capsys.readouterr().out.splitlines() if ": error: " in line]
    # the schema stage (its own schema) and its semantic check; the check waits for a schema-valid file
    assert len(lines) == 1 and lines[0].endswith("[schema/type]") and ":9:8: error:" in lines[0], lines
    (tmp_path / "coin-race.yaml").write_text(good.replace("starts: [[0, 0], [3, 3]]", "starts: [[0, 0], [0, 7]]"),
                                             encoding="utf-8")
    assert main(["validate", str(tmp_path), "--no-bundled"]) == 1
    out = capsys.readouterr().out
    assert "coin-race.yaml:16:18: error: the start [0, 7] is off the 4x4 map [coin-race/start-off-map]" in out, out


def test_a_saved_game_restores_through_the_shared_format(tiny, race):
    from engine.core import saved
    from engine.core.errors import EngineError

    state = rulesets.get("tiny").new_game(race, players=2).new_initial_state(5)
    bots = [RandomBot(random.Random(seat)) for seat in range(2)]
    while not state.is_terminal() and len(state.decisions) < 7:
        state.apply_action(bots[state.current_player()].step(state))
    data = json.loads(json.dumps(state.to_json()))
    assert (data["format"], data["adventure"], data["factions"], data["seed"]) == (1, "coin-race", ["red", "blue"], 5)
    assert saved.game_from_json(race, data).snapshot() == state.snapshot()
    data["decisions"][2] = ["nowhere"]
    with pytest.raises(EngineError) as caught:
        saved.game_from_json(race, data)
    assert caught.value.code == "save/replay" and "decision 2 cannot be replayed" in caught.value.message

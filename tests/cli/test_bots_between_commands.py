"""`sweep --bots` takes what `playtest --bots` takes, through one argument and one parser (issue 31, item 8)."""

from __future__ import annotations

import json

import pytest

from editor.cli import build_parser, main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def _bots_help(command: str) -> str:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]
    return next(a for a in sub._actions if a.dest == "bots").help


def test_sweep_and_playtest_describe_the_same_bots():
    playtest, sweep = _bots_help("playtest"), _bots_help("sweep")
    assert "or mcts[:BUDGET], the search bot every ruleset has" in sweep
    assert playtest.startswith(sweep.split("; the report")[0].removesuffix(") (default: the ruleset's last bot)"))
    assert "ladder" in playtest and "ladder" not in sweep


@pytest.mark.parametrize(("adventure", "vary"), [("drowned-temple", "setup/player_materials/3/gold=2,3"),
                                                 ("lagoon-crossing", "setup/units=1,2")])
def test_sweep_plays_the_search_bot_and_a_table_of_kinds(tmp_path, capsys, adventure, vary):
    for bots in ("mcts:2", "random,mcts:2" if adventure == "lagoon-crossing" else "random,greedy,mcts:2"):
        data = tmp_path / "s.json"
        code, out, err = run(capsys, "sweep", adventure, "--vary", vary, "--games", "1", "--bots", bots, "--jobs", "1",
                             "--json", str(data))
        assert code == 0, err
        assert json.loads(data.read_text(encoding="utf-8"))["run"]["bots"] == bots
        assert f"x 1 games, {bots} bots" in out
        assert " 0 games/s" not in err


def test_sweep_refuses_the_ladder_saying_where_it_belongs(capsys):
    code, _, err = run(capsys, "sweep", "lagoon-crossing", "--vary", "setup/units=1,2", "--games", "1",
                       "--bots", "ladder")
    assert code == 2
    assert err == ("isleforge: error: --bots ladder compares bots on one adventure (isleforge playtest); a sweep "
                   "plays its variants with one bot policy\n")


def test_a_slow_playtest_prints_seconds_a_game(capsys, monkeypatch):
    """A run whose games take seconds each (a search bot's) says so, never "0 games/s": the run's clock
    is made to read 7.5 s for two quick games, so the line is exact and the test stays fast."""
    from editor.cli import playtest

    from types import SimpleNamespace

    readings = iter([100.0, 107.5])  # the run's start, then its end: the command reads its clock twice
    monkeypatch.setattr(playtest, "time", SimpleNamespace(perf_counter=lambda: next(readings)))
    code, _, err = run(capsys, "playtest", "lagoon-crossing", "--bots", "random", "--games", "2", "--jobs", "1")
    assert code == 0
    line = next(line for line in err.splitlines() if line.startswith("random bots: 2 games in "))
    assert line == "random bots: 2 games in 7.5 s (3.8 s a game, 1 jobs)"

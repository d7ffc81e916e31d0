"""`isleforge playtest` and `isleforge replay`: reports, determinism, exit codes, diagnostics."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest


from editor.cli import main
from engine.sim import report_schema
from engine.content import paths
from engine.content.yaml_io import dump, load_roundtrip



def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_playtest_json_is_identical_for_one_and_two_jobs_and_validates(tmp_path, capsys):
    one, two, page = tmp_path / "one.json", tmp_path / "two.json", tmp_path / "report.html"
    code, out, _ = run(capsys, "playtest", "drowned-temple", "--bots", "random", "--games", "24", "--seed", "5",
                       "--jobs", "1", "--json", str(one))
    assert code == 0
    assert "win rate by seat (95% CI)" in out and "seat 2:" in out
    code, _, err = run(capsys, "playtest", "drowned-temple", "--bots", "random", "--games", "24", "--seed", "5",
                       "--jobs", "2", "--json", str(two), "--html", str(page))
    assert code == 0 and "24 games" in err
    assert one.read_text(encoding="utf-8") == two.read_text(encoding="utf-8")
    report = json.loads(one.read_text(encoding="utf-8"))
    assert report_schema.errors(report) == []  # the composed schema: the core with the ruleset's sections
    assert report["run"]["seed"] == 5 and report["run"]["bots"] == "random"
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_playtest_with_factions_in_seat_order(tmp_path, capsys):
    out_json = tmp_path / "r.json"
    code, _, _ = run(capsys, "playtest", "drowned-temple", "--bots", "random", "--games", "4", "--jobs", "1",
                     "--factions", "yoruba,chasseurs", "--json", str(out_json))
    assert code == 0
    report = json.loads(out_json.read_text(encoding="utf-8"))
    assert report["run"]["factions"] == ["yoruba", "chasseurs"] and report["run"]["players"] == 2
    assert [row["faction"] for row in report["win_rates"]["by_faction"]] == ["chasseurs", "yoruba"]


def test_replay_prints_the_event_log_of_that_game(tmp_path, capsys):
    out_json = tmp_path / "r.json"
    code, _, _ = run(capsys, "playtest", "drowned-temple", "--bots", "random", "--games", "3", "--seed", "9",
                     "--jobs", "1", "--json", str(out_json))
    assert code == 0
    code, out, _ = run(capsys, "replay", "drowned-temple", "--raw", "--bots", "random", "--seed", "9", "--game", "2")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("# drowned-temple game 2 of the run with seed 9")
    assert "setup -" in lines[1] and any(" game_end " in line for line in lines)
    again = run(capsys, "replay", "drowned-temple", "--raw", "--bots", "random", "--seed", "9", "--game", "2")[1]
    assert again == out
    from engine.sim.runner import derive_seed
    assert str(derive_seed(9, 2)) in lines[0]


def test_replay_prints_prose_by_default_and_the_codes_with_raw(capsys):
    code, prose, _ = run(capsys, "replay", "drowned-temple", "--bots", "random", "--seed", "1", "--game", "0")
    assert code == 0
    first = prose.splitlines()[1]
    assert first == ("    0  A competitive game of the Drowned Temple is set up for Red Coats, Conquistadores and "
                     "Chasseurs, seed 5995469358269906430.")
    assert prose.splitlines()[2] == "    1  The green area tiles are shuffled (22 tiles)."
    code, raw, _ = run(capsys, "replay", "drowned-temple", "--raw", "--bots", "random", "--seed", "1", "--game", "0")
    assert code == 0 and raw.splitlines()[2] == "    1  shuffle - pile=green area tiles size=22"
    assert len(raw.splitlines()) == len(prose.splitlines())


def test_replay_refuses_a_game_the_run_did_not_play(capsys):
    code, out, err = run(capsys, "replay", "drowned-temple", "--game", "5000")
    assert code == 2 and out == ""
    assert err == ("isleforge: error: --game 5000 is not in a run of 1000 games (games are numbered 0 to 999; "
                   "pass --games N for a longer run)\n")
    assert run(capsys, "replay", "drowned-temple", "--games", "10", "--game", "10")[0] == 2
    assert run(capsys, "replay", "drowned-temple", "--games", "10", "--game", "9", "--bots", "random")[0] == 0


def test_a_player_count_outside_the_adventure_says_its_range(capsys):
    code, _, err = run(capsys, "playtest", "drowned-temple", "--players", "5", "--games", "2")
    assert code == 2 and err == "isleforge: error: the adventure 'drowned-temple' is for 2\u20134 players, not 5\n"
    code, _, err = run(capsys, "replay", "drowned-temple", "--players", "1", "--game", "0")
    assert code == 2 and "is for 2\u20134 players, not 1" in err


def test_an_invalid_adventure_is_not_played_and_its_diagnostics_are_printed(tmp_path, capsys):
    document = load_roundtrip((paths.library_dir() / "drowned-temple.yaml").read_text(encoding="utf-8"))
    document["id"] = "broken-temple"
    document["progress_tasks"][0]["bar"]["length"] = "six"
    target = tmp_path / "broken-temple.yaml"
    target.write_text(dump(document), encoding="utf-8")
    code, out, err = run(capsys, "playtest", str(target), "--bots", "random", "--games", "5", "--jobs", "1")
    assert code == 1
    assert "broken-temple.yaml:" in out and "error:" in out and "1 error" in out
    assert "win rate" not in out
    code, out, _ = run(capsys, "replay", str(target), "--bots", "random", "--game", "0")
    assert code == 1 and "error:" in out


def test_usage_errors_exit_2(capsys):
    assert run(capsys, "playtest", "no-such-adventure.yaml", "--bots", "random")[0] == 2
    code, _, err = run(capsys, "playtest", "drowned-temple", "--bots", "random", "--players", "9", "--games", "2")
    assert code == 2 and "players" in err
    code, out, err = run(capsys, "playtest", "no-such-adventure", "--bots", "random")
    assert code == 1 and "no adventure 'no-such-adventure'" in err


def test_a_bot_the_ruleset_does_not_offer_fails_with_a_clear_message(monkeypatch, capsys):
    from engine.core import ruleset as rulesets

    ruleset = rulesets.get("isles-of-terror")
    monkeypatch.setattr(type(ruleset), "bots", {"random": ruleset.bots["random"]})
    code, _, err = run(capsys, "playtest", "drowned-temple", "--bots", "perfect", "--games", "2")
    # its own random bot, the kit's greedy bot offered where a ruleset has none, and the search bot
    assert code == 2 and "unknown bot kind 'perfect' (choose one of: random, greedy, mcts, or mcts:BUDGET)" in err


def test_bots_are_the_rulesets_and_default_to_its_last(capsys):
    code, _, err = run(capsys, "replay", "drowned-temple", "--bots", "clever", "--game", "0")
    assert code == 2 and "unknown bot kind 'clever' (choose one of: random, greedy, mcts, or mcts:BUDGET)" in err
    code, out, _ = run(capsys, "replay", "drowned-temple", "--seed", "5", "--game", "1")
    assert code == 0 and out.startswith("# drowned-temple game 1 of the run with seed 5 (greedy bots)")


@pytest.mark.long  # the default search budget (about 20 s); test_modes_cli's cooperative ladder runs mcts:2 by default
def test_ladder_runs_random_greedy_and_mcts_and_lists_flips(tmp_path, capsys):
    out_json = tmp_path / "ladder.json"
    code, out, _ = run(capsys, "playtest", "drowned-temple", "--bots", "ladder", "--games", "1", "--players", "2",
                       "--jobs", "1", "--json", str(out_json))
    assert code == 0 and "ladder: random vs mcts bots" in out and "ladder random -> greedy -> mcts: " in out
    report = json.loads(out_json.read_text(encoding="utf-8"))
    assert report_schema.errors(report) == []  # the composed schema: the core with the ruleset's sections
    assert report["run"]["bots"] == "mcts" and report["ladder"]["baseline"]["run"]["bots"] == "random"
    assert report["ladder"]["rungs"] == ["random", "greedy", "mcts"] and report["ladder"]["believed_bots"] == "mcts"
    assert report["ladder"]["baseline"]["run"]["seed"] == report["run"]["seed"]


def test_the_headless_commands_do_not_import_qt():
    import subprocess

    code = ("import sys; from editor.cli import main; main(['playtest', 'drowned-temple', '--bots', 'random', "
            "'--games', '2', '--jobs', '1']); assert 'PySide6' not in sys.modules")
    result = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr

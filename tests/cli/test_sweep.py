"""`isleforge sweep` (and `playtest --scheduler`): reports, determinism, usage errors, exit codes."""

from __future__ import annotations

import json

import pytest

from editor.cli import main
from engine.content.schemas import report_validator

SWEEP = ["sweep", "drowned-temple", "--bots", "random", "--games", "3", "--seed", "4", "--no-progress"]


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_sweep_writes_json_html_and_the_terminal_summary_the_same_for_any_jobs(tmp_path, capsys):
    one, two, page = tmp_path / "one.json", tmp_path / "two.json", tmp_path / "sweep.html"
    code, out, err = run(capsys, *SWEEP, "--vary", "setup/player_materials/3/gold=2..3", "--vary", "years=0,2",
                         "--jobs", "1", "--json", str(one), "--html", str(page))
    assert code == 0 and err.startswith("6 games in ")  # the two variants with 0 years are not played
    assert out.startswith("sweep of drowned-temple (adventures/drowned-temple.yaml): 4 variants x 3 games, "
                          "random bots, seed 4, grid\n")
    assert "skipped setup/player_materials/3/gold=2, years=0: invalid" in out
    assert "balance by years (rows) and setup/player_materials/3/gold (columns):" in out
    assert "suggested change: " in out
    code, _, _ = run(capsys, *SWEEP, "--vary", "setup/player_materials/3/gold=2..3", "--vary", "years=0,2",
                     "--jobs", "2", "--json", str(two))
    assert code == 0 and one.read_text(encoding="utf-8") == two.read_text(encoding="utf-8")
    report = json.loads(one.read_text(encoding="utf-8"))
    report_validator("sweep-report.schema.json").validate(report)
    assert page.read_text(encoding="utf-8").startswith("<!doctype html>")


def test_json_to_standard_output_replaces_the_summary(capsys):
    code, out, _ = run(capsys, *SWEEP, "--vary", "years=2", "--jobs", "1", "--json", "-")
    assert code == 0 and json.loads(out)["variants"][0]["key"] == "years=2"


@pytest.mark.parametrize("argv, message", [
    (["--vary", "years"], "isleforge: error: --vary: 'years' is not PATH=VALUES (e.g. years=1..3)\n"),
    (["--vary", "years=3..1"], "isleforge: error: --vary: the range '3..1' is empty (its end is below its start)\n"),
    (["--vary", "yeers=1..2"], "isleforge: error: --vary: adventures/drowned-temple.yaml:1: /yeers: the adventure has "
                               "no field 'yeers' here, and the isles-of-terror adventure schema allows none (did you "
                               "mean 'years'?)\n"),
    (["--vary", "years=1", "--vary", "/years=2"], "isleforge: error: --vary: the same field is varied twice\n"),
    (["--vary", "years=1", "--games", "0"], "isleforge: error: --games must be at least 1\n"),
    (["--vary", "years=1", "--search", "0"], "isleforge: error: --search must be at least 1\n"),
])
def test_usage_problems_are_one_clear_line_and_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *SWEEP, *argv)
    assert code == 2 and out == "" and err.startswith(message)


def test_an_adventure_that_does_not_exist_is_a_usage_error(tmp_path, capsys):
    code, _, err = run(capsys, "sweep", str(tmp_path / "missing.yaml"), "--vary", "years=1")
    assert code == 2 and err == f"isleforge: error: no such adventure file: {tmp_path / 'missing.yaml'}\n"


def test_an_unreachable_scheduler_is_a_clear_error(capsys, monkeypatch):
    from engine.sim import distributed

    monkeypatch.setattr(distributed, "CONNECT_TIMEOUT", 1)
    monkeypatch.setattr(distributed.connect, "__defaults__", (1,))
    code, _, err = run(capsys, *SWEEP, "--vary", "years=2", "--scheduler", "tcp://127.0.0.1:9")
    assert code == 2 and err.startswith("isleforge: error: no Dask scheduler answers at tcp://127.0.0.1:9: ")


def test_playtest_and_sweep_on_a_dask_cluster_give_the_local_reports(tmp_path, capsys):
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None)
    try:
        address = cluster.scheduler_address
        local, remote = tmp_path / "local.json", tmp_path / "remote.json"
        common = ["playtest", "drowned-temple", "--bots", "random", "--games", "8", "--seed", "2", "--no-progress"]
        assert run(capsys, *common, "--jobs", "1", "--json", str(local))[0] == 0
        assert run(capsys, *common, "--scheduler", address, "--json", str(remote))[0] == 0
        assert remote.read_text(encoding="utf-8") == local.read_text(encoding="utf-8")
        assert run(capsys, *SWEEP, "--vary", "years=1..2", "--jobs", "1", "--json", str(local))[0] == 0
        assert run(capsys, *SWEEP, "--vary", "years=1..2", "--scheduler", address, "--json", str(remote))[0] == 0
        assert remote.read_text(encoding="utf-8") == local.read_text(encoding="utf-8")
    finally:
        cluster.close()


@pytest.mark.parametrize("command", [["sweep", "drowned-temple", "--vary", "years=2..3", "--games", "2"],
                                     ["playtest", "drowned-temple", "--games", "2"],
                                     ["replay", "drowned-temple", "--game", "0"]])
def test_a_mode_the_adventure_or_engine_cannot_play_is_one_clear_line(capsys, command):
    code, _, err = run(capsys, *command, "--bots", "random", "--mode", "raid")
    assert code == 2 and err == "isleforge: error: --mode raid: Isles of Terror has no such mode; it plays " \
                               "competitive, cooperative, solo\n"


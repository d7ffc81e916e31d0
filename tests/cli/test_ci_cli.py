"""`isleforge playtest`, `sweep` and the HTML report on the bundled Cursed Island scenario, through the real
command line: the report validates against its composed schema and carries the team's win rate per
player count, the losses by cause and round and the game's own sections; `--factions` is refused (the
castaways are drawn from each game's seed); the search bot plays over the team's shared returns."""

from __future__ import annotations

import json

import pytest

from editor.cli import main
from engine.sim import report_schema


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def playtest(capsys, *extra):
    code, out, _ = run(capsys, "playtest", "wreck-and-beacon", "--seed", "1", "--jobs", "1", "--json", "-",
                       "--no-progress", *extra)
    assert code == 0
    return json.loads(out)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_greedy_playtest_reports_the_team_at_every_player_count(capsys, players):
    mode = ["--mode", "solo"] if players == 1 else ["--players", str(players)]
    report = playtest(capsys, "--games", "2", "--bots", "greedy", *mode)
    assert report_schema.errors(report) == [] and report["ruleset"] == "cursed-island"
    assert report["mode"] == ("solo" if players == 1 else "cooperative")
    team = report["cooperative"]["team"]
    assert [(row["players"], row["games"]) for row in team["by_players"]] == [(players, 2)]
    section = report["cursed_island"]
    assert section["games"] == 2 and sum(r["won"] + r["lost"] for r in section["rounds"]) == 2
    assert sum(loss["games"] for loss in team["losses"]) == 2 - section["won"]
    assert [c["category"] for c in report["score_breakdown"]["categories"]] == [
        "rounds-left", "items-built", "tiles-explored", "track:signal-pyre"]


def test_the_search_bot_plays_over_the_team(capsys):
    report = playtest(capsys, "--games", "1", "--bots", "mcts:4")
    assert report_schema.errors(report) == [] and report["run"]["bots"] == "mcts:4"
    assert report["cooperative"]["team"]["overall"]["games"] == 1


def test_the_html_report_has_the_games_own_part(capsys, tmp_path):
    page = tmp_path / "report.html"
    code, out, _ = run(capsys, "playtest", "wreck-and-beacon", "--games", "2", "--bots", "greedy", "--seed", "1",
                       "--jobs", "1", "--html", str(page), "--no-progress")
    assert code == 0 and "rounds played (rounds: won/lost games):" in out
    html = page.read_text(encoding="utf-8")
    assert "<h2>Cursed Island</h2>" in html and "What decides games: threat cards that fell" in html


def test_factions_mean_nothing_here_and_are_refused(capsys):
    code, _, err = run(capsys, "playtest", "wreck-and-beacon", "--games", "2", "--factions", "a,b", "--jobs", "1",
                       "--no-progress")
    assert code == 2
    assert err.strip().endswith("Cursed Island has no factions to name (--factions): every game deals its own "
                                "seats from its seed; say how many play with --players N")


def test_a_sweep_varies_the_starting_items(capsys):
    code, out, _ = run(capsys, "sweep", "wreck-and-beacon", "--vary", "starting_items=1,2", "--games", "2",
                       "--bots", "greedy", "--seed", "1", "--jobs", "1", "--no-progress")
    assert code == 0
    assert out.startswith("sweep of wreck-and-beacon (adventures/cursed-island/wreck-and-beacon.yaml): 2 variants "
                          "x 2 games, greedy bots, seed 1, grid\n")
    assert "starting_items=1" in out and "starting_items=2" in out


def test_replay_tells_a_game_in_words_to_its_end(capsys):
    code, out, _ = run(capsys, "replay", "wreck-and-beacon", "--seed", "1", "--game", "0", "--bots", "greedy")
    assert code == 0
    lines = out.splitlines()
    assert "3 castaways come ashore on Wreck Beach: " in lines[1]
    assert lines[-1].startswith(("# winners [] by death:", "# winners [] by rounds;", "# winners [0, 1, 2] by goal"))

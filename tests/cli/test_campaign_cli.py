"""`isleforge playtest CAMPAIGN` and `isleforge replay CAMPAIGN --chapter C`."""

from __future__ import annotations

import json

import jsonschema

from editor.cli import main
from engine.content import paths
from engine.sim.campaign import CampaignSpec, load_campaign, play_course
from engine.sim.runner import describe_log

SCHEMA = json.loads((paths.schemas_dir() / "campaign-report.schema.json").read_text(encoding="utf-8"))


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_playtest_a_campaign_is_the_same_for_one_and_two_jobs(tmp_path, capsys):
    one, two, page = tmp_path / "one.json", tmp_path / "two.json", tmp_path / "report.html"
    code, out, err = run(capsys, "playtest", "isles-of-ash", "--bots", "random", "--games", "4", "--seed", "7",
                         "--jobs", "1", "--json", str(one))
    assert code == 0, err
    assert "The Isles of Ash (isles-of-ash): 4 runs, 3 players, random bots, seed 7" in out
    assert "4 campaign runs in" in err and "runs/s" in err
    code, _, err = run(capsys, "playtest", "isles-of-ash", "--bots", "random", "--games", "4", "--seed", "7",
                       "--jobs", "2", "--json", str(two), "--html", str(page))
    assert code == 0, err
    assert one.read_text(encoding="utf-8") == two.read_text(encoding="utf-8")
    report = json.loads(one.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(SCHEMA).validate(report)
    assert report["run"]["runs_played"] == 4 and report["flow"]["nodes"][0]["chapter"] == "landfall"
    assert "<svg" in page.read_text(encoding="utf-8")


def test_replay_prints_the_run_chapter_by_chapter(capsys):
    course = play_course(load_campaign("isles-of-ash"), CampaignSpec(bots="random", seed=7), 2)
    code, out, _ = run(capsys, "replay", "isles-of-ash", "--bots", "random", "--seed", "7", "--game", "2")
    assert code == 0
    headers = [line for line in out.splitlines() if line.startswith("## chapter")]
    assert [h.split()[3] for h in headers] == [r.chapter for r in course.results]
    code, out, _ = run(capsys, "replay", "isles-of-ash", "--bots", "random", "--seed", "7", "--game", "2",
                       "--chapter", "1", "--raw")
    assert code == 0
    logged = [line[7:] for line in out.splitlines() if line[:5].strip().isdigit()]
    assert logged == describe_log(course.states[1])  # the replay is the run's game
    assert f"next {course.results[1].next}" in out


def test_replay_prints_prose_unless_raw(capsys):
    code, out, _ = run(capsys, "replay", "isles-of-ash", "--bots", "random", "--seed", "7", "--game", "2",
                       "--chapter", "1")
    assert code == 0 and "carried over from Chapter I: Landfall." in out


def test_replay_refuses_a_chapter_the_run_does_not_play(capsys):
    code, _, err = run(capsys, "replay", "isles-of-ash", "--bots", "random", "--seed", "7", "--game", "2",
                       "--chapter", "9")
    assert code == 2 and "--chapter 9: run 2 plays chapters 0 to" in err and "Traceback" not in err


def test_chapter_is_for_campaigns_and_cooperative_campaigns_are_not_played_yet(capsys):
    code, _, err = run(capsys, "replay", "drowned-temple", "--game", "0", "--chapter", "0")
    assert code == 2 and "--chapter is for campaigns" in err
    code, _, err = run(capsys, "playtest", "isles-of-ash", "--games", "2", "--mode", "cooperative", "--bots", "random")
    assert code == 2 and "cooperative" in err and "Traceback" not in err  # first-landing has no such mode

"""`isleforge playtest --bots mcts[:BUDGET]`, mixed tables with their skill gap, and the ladder up to mcts."""

from __future__ import annotations

import json
import sys
from pathlib import Path


from editor.cli import main
from engine.sim import report_schema

TINY = Path(__file__).resolve().parents[1] / "rulesets"


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_mixed_table_reports_the_skill_gap(tmp_path, capsys):
    report, page = tmp_path / "mixed.json", tmp_path / "mixed.html"
    code, out, err = run(capsys, "playtest", "drowned-temple", "--players", "2", "--bots", "mcts:2,random",
                         "--games", "2", "--seed", "1", "--jobs", "1", "--json", str(report), "--html", str(page))
    assert code == 0, err
    data = json.loads(report.read_text(encoding="utf-8"))
    assert report_schema.errors(data) == []  # the composed schema: the core with the ruleset's sections
    gap = data["skill_gap"]
    assert data["run"]["bots"] == "mcts:2,random" and gap["strong_bots"] == "mcts:2"
    assert gap["strong"]["games"] == gap["weak"]["games"] == 2  # each kind sat once in each seat
    assert gap["gap"] == round(gap["strong"]["rate"] - gap["weak"]["rate"], 6)
    assert gap["ci_low"] <= gap["gap"] <= gap["ci_high"]
    assert [row["bots"] for row in gap["by_kind"]] == ["mcts:2", "random"]
    assert "skill gap: mcts:2 seats win" in out
    assert "<h2>Skill gap: mcts:2 seats against the others</h2>" in page.read_text(encoding="utf-8")


def test_bad_bot_tables_are_usage_errors(capsys):
    code, _, err = run(capsys, "playtest", "drowned-temple", "--bots", "mcts:fast", "--games", "1")
    assert code == 2 and "an MCTS budget is a whole number of iterations (mcts:200) or of milliseconds" in err
    code, _, err = run(capsys, "playtest", "drowned-temple", "--players", "3", "--bots", "greedy,random", "--games", "1")
    assert code == 2 and "--bots greedy,random names 2 seats; the game has 3" in err
    code, _, err = run(capsys, "playtest", "drowned-temple", "--bots", "clever", "--games", "1")
    assert code == 2 and "unknown bot kind 'clever' (choose one of: random, greedy, mcts, or mcts:BUDGET)" in err
    code, _, err = run(capsys, "playtest", "isles-of-ash", "--bots", "greedy,random", "--games", "1")
    assert code == 2 and "a table of bot kinds plays single adventures" in err
    assert "Traceback" not in err


def test_the_ladder_climbs_to_mcts_and_believes_the_strongest(tmp_path, capsys, monkeypatch):
    monkeypatch.syspath_prepend(str(TINY))
    from tiny import RULESET  # the coin race: random and mcts, quick enough for a ladder

    from engine.core import ruleset as rulesets
    rulesets.register(RULESET)
    try:
        report = tmp_path / "ladder.json"
        code, out, err = run(capsys, "playtest", str(TINY / "tiny" / "content" / "coin-race.yaml"), "--players", "2",
                             "--bots", "ladder", "--games", "6", "--seed", "2", "--jobs", "1", "--json", str(report),
                             "--html", str(tmp_path / "ladder.html"))
    finally:
        rulesets.unregister(RULESET.id)
        sys.modules.pop("tiny", None)
    assert code == 0, err
    ladder = json.loads(report.read_text(encoding="utf-8"))["ladder"]
    # the coin race has no greedy bot of its own: the kit's one-ply greedy is its middle rung
    assert ladder["rungs"] == ["random", "greedy", "mcts"] and ladder["believed_bots"] == "mcts"
    # random bots share most wins: degenerate; the searching bots' games read balanced, and the report
    # believes theirs (the search's tree reuse changed its games: before it, they read degenerate too and
    # took every coin before time was up in more of these 6 games)
    assert ladder["changes"] == [
        {"metric": "balance verdict", "readings": {"random": "degenerate", "greedy": "inconclusive",
                                                   "mcts": "balanced"}, "believed": "balanced"}]
    assert "ladder random -> greedy -> mcts: 1 conclusions change with bot strength (believed: the mcts bots')" in out
    assert "  CHANGES balance verdict: degenerate -> inconclusive -> balanced; believed: balanced" in out
    assert "Conclusions that change with bot strength (believed: the mcts bots')" in \
        (tmp_path / "ladder.html").read_text(encoding="utf-8")

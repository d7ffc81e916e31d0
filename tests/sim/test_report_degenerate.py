"""No report calls a degenerate run "balanced" (issue 31 item 4): most games shared or without a
winner, a core mechanic that never fires, one seat's elimination rush.

Fixed-seed Island Clash runs give the real cases (`lagoon-crossing` with greedy bots plays no battle
and shares most wins; `three-reefs` with greedy bots is one seat's elimination rush); a ruleset of
the test's own shows the generic rules and the hooks (`Ruleset.core_mechanics`, `degenerate_signs`).
"""

from __future__ import annotations

import json

import pytest

from engine.core import ruleset as rulesets
from engine.core.ruleset import Ruleset
from engine.sim import report_schema
from engine.sim.batch import BatchResult, run_batch
from engine.sim.content import load_playable
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text
from engine.sim.runner import GameResult, RunSpec


def _run(adventure_id: str, bots: str, games: int) -> dict:
    adventure = load_playable(adventure_id)
    return build_report(adventure, run_batch(adventure, RunSpec(players=adventure.player_counts[0], bots=bots), games,
                                             jobs=1))


def test_lagoon_crossing_with_greedy_bots_is_degenerate_not_balanced():
    report = _run("lagoon-crossing", "greedy", 40)
    assert report_schema.errors(json.loads(json.dumps(report))) == []
    assert report["balance"] == {
        "score": 0.9, "largest_gap": 0.1, "best_seat": 0, "worst_seat": 1, "verdict": "degenerate",
        "problems": [
            {"kind": "shared_or_no_winner",
             "detail": "32 of 40 games ended without a single winner (32 shared wins, 0 without a winner)"},
            {"kind": "mechanic_never_fires", "detail": "battles never happen (0.00 a game): a core mechanic never fires"}]}
    text = summary_text(report)
    assert ("balance 0.90 (degenerate; best seat 1, worst seat 2), first-player advantage +0.050\n"
            "  DEGENERATE: 32 of 40 games ended without a single winner (32 shared wins, 0 without a winner)\n"
            "  DEGENERATE: battles never happen (0.00 a game): a core mechanic never fires\n") in text
    assert "balanced" not in text
    page = render_html(report)
    assert ("<p class='verdict'>Balance 0.90: degenerate (best seat 1, worst seat 2, gap 10.0%); first-player "
            "advantage +5.0 points</p><ul class='flag'><li>32 of 40 games ended without a single winner (32 shared "
            "wins, 0 without a winner)</li><li>battles never happen (0.00 a game): a core mechanic never fires</li></ul>"
            ) in page


def test_three_reefs_with_greedy_bots_is_one_seats_elimination_rush():
    report = _run("three-reefs", "greedy", 100)
    assert report["balance"]["verdict"] == "degenerate"
    assert report["balance"]["problems"] == [
        {"kind": "elimination_rush",
         "detail": "99% of games end by elimination before the last phase and seat 2 wins 47.0% of the games "
                   "(an even share is 33.3%): one seat's elimination rush"}]


def test_a_sound_run_keeps_its_verdict_and_has_no_problems_key():
    """Random bots on lagoon-crossing battle (3.15 a game) and share 9 of 40 wins: still `balanced`,
    and the report has no `problems` key (the reports of sound games are unchanged)."""
    report = _run("lagoon-crossing", "random", 40)
    assert report["balance"] == {"score": 0.975, "largest_gap": 0.025, "best_seat": 0, "worst_seat": 1,
                                 "verdict": "balanced"}
    assert "DEGENERATE" not in summary_text(report) and "<ul class='flag'>" not in render_html(report)


# -- the generic rules and the hooks, for any ruleset -----------------------------------------------
class Chase(Ruleset):
    """A ruleset no shared file knows: its core mechanic, tags, is counted in its report section."""

    id = "chase-test"
    title = "Chase"

    def report_sections(self, model, results, mode):
        return {"chase": {"tags": sum(r.turns for r in results) / max(1, len(results))}}

    def core_mechanics(self, report):
        return [("tags", report["chase"]["tags"])]

    def degenerate_signs(self, report):
        return [{"kind": "too_short", "detail": "every game ends at once"}] if report["length"]["turns"]["max"] < 2 else []


@pytest.fixture
def chase():
    ruleset = rulesets.register(Chase())
    yield ruleset
    rulesets.unregister(ruleset.id)


def _chase_report(games: list[tuple[tuple[int, ...], int]]) -> dict:
    adventure = type("Adventure", (), {"id": "yard", "title": "Yard", "version": "1.0.0", "digest": "0" * 64,
                                       "ruleset": "chase-test", "modes": ("standard",)})()
    results = [GameResult(index=k, seed=k, factions=("a", "b"), finished=True, vp=(1, 1), turns=turns, winners=winners,
                          returns=tuple(1 / len(winners) if s in winners else 0.0 for s in range(2)) if winners else (0.0, 0.0))
               for k, (winners, turns) in enumerate(games)]
    return build_report(adventure, BatchResult(RunSpec(players=2), len(results), results))


def test_more_than_half_the_games_shared_or_without_a_winner_is_degenerate(chase):
    report = _chase_report([((0, 1), 3), ((), 3), ((0,), 3), ((1,), 3)])  # half: not yet
    assert report["balance"]["verdict"] == "balanced" and "problems" not in report["balance"]
    report = _chase_report([((0, 1), 3), ((), 3), ((0, 1), 3), ((1,), 3)])
    assert report["balance"]["verdict"] == "degenerate"
    assert report["balance"]["problems"] == [
        {"kind": "shared_or_no_winner",
         "detail": "3 of 4 games ended without a single winner (2 shared wins, 1 without a winner)"}]


def test_the_rulesets_core_mechanic_and_signs_name_what_is_wrong(chase):
    report = _chase_report([((0,), 0), ((1,), 0)])  # no tag in any game, and every game over at once
    assert report["balance"]["problems"] == [
        {"kind": "mechanic_never_fires", "detail": "tags never happen (0.00 a game): a core mechanic never fires"},
        {"kind": "too_short", "detail": "every game ends at once"}]
    assert report_schema.errors(json.loads(json.dumps({k: v for k, v in report.items() if k != "chase"}))) == []

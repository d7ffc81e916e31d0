"""Cursed Island's summary and report sections on hand-built games: each game's facts read from the log,
the team's outcome, the losses by cause and round, and the cards in wins against losses (exact values),
valid against schemas/cursed-island/report-sections.schema.json."""

from __future__ import annotations

import json

import jsonschema
from ci_facade import position, scenario

from engine.content import paths
from engine.core.events import Event
from engine.rulesets.cursed_island import report, summary
from engine.sim.runner import GameResult


def game(won: bool, rounds: int, *, built=(), fell=(), adventures=(), loss=None):
    state = position(players=2, round=rounds, winners=(0, 1) if won else (), loss=loss)
    state.events = ([Event("invention-built", 0, None, {"invention": i, "person": 0}) for i in built]
                    + [Event("threat-falls", -1, None, {"card": c}) for c in fell]
                    + [Event("adventure", 0, None, {"deck": "gather", "card": c, "person": 0}) for c in adventures]
                    + [Event("wound", 0, None, {"person": 0, "count": 2, "wounds": 2, "reason": "night"}),
                       Event("eat", -1, None, {"eaters": 2, "food": 1, "short": 1})])
    return state


def result_of(state, k: int) -> GameResult:
    result = GameResult(index=k, seed=k, finished=True)
    result.details = {"team": {"won": bool(state.winners), "vp": 0, "loss": summary.loss(state)[0],
                               "loss_year": summary.loss(state)[1]},
                      "report": summary.facts(state)}
    return result


def test_a_games_facts_come_from_its_log_and_facade():
    state = game(False, 7, built=("knife", "knife"), fell=("gnats",), adventures=("hollow",),
                 loss=("death:cook", 7))
    facts = summary.facts(state)
    assert (facts["rounds"], facts["won"], facts["loss"], facts["loss_round"]) == (7, False, "death:cook", 7)
    assert (facts["built"], facts["fell"], facts["adventures"]) == (["knife"], ["gnats"], ["hollow"])
    assert (facts["wounds"], facts["unfed"], facts["open_air"]) == (2, 1, 0)
    assert facts["levels"] == {"palisade": 0, "roof": 0, "weapon": 0} and facts["worst_margin"] == 10


def test_the_report_tells_losses_by_cause_and_round_and_the_cards_of_wins_against_losses():
    games = [game(True, 12, built=("knife", "pot")), game(True, 12, built=("knife",)),
             game(False, 5, built=("pot",), fell=("gnats",), loss=("death:smith", 5)),
             game(False, 12, fell=("gnats", "storm-warning"), loss=("rounds", 12))]
    results = [result_of(s, k) for k, s in enumerate(games)]
    section = report.report_sections(scenario(), results, "cooperative")["cursed_island"]
    assert section["games"] == 4 and section["won"] == 2
    assert section["rounds"] == [{"value": 5, "won": 0, "lost": 1}, {"value": 12, "won": 2, "lost": 1}]
    assert section["losses"] == [
        {"loss": "death:smith", "title": "Smith died", "games": 1, "mean_round": 5.0,
         "rounds": [{"round": 5, "games": 1}]},
        {"loss": "rounds", "title": "The last round ended without the goal", "games": 1, "mean_round": 12.0,
         "rounds": [{"round": 12, "games": 1}]}]
    built = {row["id"]: (row["in_wins"], row["in_losses"], row["gap"]) for row in section["deciding"]["built"]}
    assert built == {"knife": (1.0, 0.0, 1.0), "pot": (0.5, 0.5, 0.0)}
    assert [row["id"] for row in section["deciding"]["fell"]] == ["gnats", "storm-warning"]
    assert section["per_game"]["wounds"] == 2.0 and section["per_game"]["fell"] == 0.75
    schema = json.loads((paths.schemas_dir() / "cursed-island" / "report-sections.schema.json").read_text())
    jsonschema.validate({"cursed_island": section}, schema)
    lines = report.summary_lines({"cursed_island": section})
    assert lines[1] == "losses (cause: games, mean round): death:smith 1 (round 5.0); rounds 1 (round 12.0)"


def test_the_team_outcome_names_the_loss_and_its_round():
    result = result_of(game(False, 9, loss=("death:cook", 9)), 0)
    assert report.team_outcome(result) == {"won": False, "vp": 0, "loss": "death:cook", "year": 9}
    assert report.ending_titles(scenario())["death:cook"] == "Cook died"

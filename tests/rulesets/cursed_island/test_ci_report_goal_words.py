"""The report's goal figures (audit 13): "goal 4% reached" read as a share of games that reached the
goal while it was the mean progress. Now both figures are there, each saying what it is: the mean
progress and the share of games that met the goal (the games won), in the terminal and the HTML."""

from __future__ import annotations

import random

from engine.bots import RandomBot
from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island import report, summary
from engine.rulesets.cursed_island.game import Game
from engine.sim import charts
from engine.sim.runner import GameResult


def results(model) -> list[GameResult]:
    """Two finished random-bot games (seeds 0 and 1); the first is then marked won with its goal met,
    the second gets half of the goal's way: the figures below are exact."""
    out = []
    for seed in (0, 1):
        state = Game(model, players=3).new_initial_state(seed)
        bot = RandomBot(random.Random(seed))
        while not state.is_terminal():
            state.apply_action(bot.step(state))
        result = GameResult(index=seed, seed=seed)
        summary.summarise(state, result)
        out.append(result)
    out[0].details["report"].update(won=True, goal=1.0)
    out[1].details["report"].update(won=False, goal=0.5)
    return out


def test_the_goal_figures_say_mean_progress_and_share_of_games_met():
    model = load_adventure("wreck-and-beacon")
    sections = report.report_sections(model, results(model), "cooperative")
    end = sections["cursed_island"]["at_end"]
    assert (end["goal"], end["goal_met"]) == (0.75, 0.5)
    line = next(x for x in report.summary_lines(sections) if x.startswith("at the end:"))
    assert line.endswith(", goal progress 75% (mean), met in 50% of games")
    html = "".join(report.html_sections(sections, charts))
    assert "The goal is met in 50.0% of games; on average games get 75.0% of the way to it." in html

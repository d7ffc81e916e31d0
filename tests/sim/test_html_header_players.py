"""The HTML report's header counts its players in words as the text summary does: "1 player" for a solo
run, "3 players" otherwise (issue 31; the header said "1 players" before)."""

from __future__ import annotations

from engine.sim.batch import run_batch
from engine.sim.content import load_playable
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text
from engine.sim.runner import RunSpec


def _header(adventure_id: str, players: int, mode: str) -> tuple[str, str]:
    adventure = load_playable(adventure_id)
    report = build_report(adventure, run_batch(adventure, RunSpec(players=players, bots="random", seed=0, mode=mode),
                                               2, jobs=1))
    page = render_html(report)
    start = page.index("<p>2 games")
    return page[start:page.index("</p>", start)], summary_text(report).splitlines()[0]


def test_a_solo_run_has_one_player_in_the_html_header_and_the_summary():
    html, text = _header("first-landing", 1, "solo")
    assert html.startswith("<p>2 games (2 finished), 1 player, random bots, seed 0.")
    assert "1 players" not in html
    assert ", 1 player, random bots, seed 0" in text


def test_a_three_player_run_has_players_in_the_html_header():
    html, _ = _header("first-landing", 3, "competitive")
    assert html.startswith("<p>2 games (2 finished), 3 players, random bots, seed 0.")

"""The generic nemesis section of a playtest report: what the game's own enemy did, round by round.

Games with an autonomous enemy that moves, strikes and sinks (a monster that hunts the nearest ship, a
terror walking its track) raise the same questions: how far does it move, how much damage does it deal,
how many pieces does it destroy, and in which round. A ruleset fills `GameResult.nemesis` in its
`summarise`, one dict per round the game played, {"round": n, "moved": distance, "damage": points,
"sunk": pieces} (missing keys are 0), and names its enemy in `Ruleset.nemesis_title(model)`. This module
writes the report's `nemesis` key (`schemas/playtest-report.schema.json`, `$defs/nemesis`): per round
the games that reached it and the means over them, and per game the totals' summaries. Unfinished
games are left out. A ruleset that fills no `nemesis` gets no key.
"""

from __future__ import annotations

import statistics
from html import escape

from .stats import describe_numbers, r6

MEASURES = ("moved", "damage", "sunk")


def section(title: str | None, results: list) -> dict | None:
    """The `nemesis` key from the enemy's title and a run's results (None: no enemy did anything)."""
    finished = [r for r in results if r.finished and r.nemesis]
    if not title or not finished:
        return None
    rounds: dict[int, list[dict]] = {}
    for r in finished:
        for row in r.nemesis:
            rounds.setdefault(row["round"], []).append(row)
    per_round = [{"round": n, "games": len(rows),
                  **{m: r6(statistics.fmean(row.get(m, 0) for row in rows)) for m in MEASURES}}
                 for n, rows in sorted(rounds.items())]
    per_game = {m: describe_numbers([sum(row.get(m, 0) for row in r.nemesis) for r in finished]) for m in MEASURES}
    return {"title": title, "games": len(finished), "rounds": per_round, "per_game": per_game}


def summary_lines(report: dict) -> list[str]:
    found = report.get("nemesis")
    if not found:
        return []
    g = found["per_game"]
    lines = [f"{found['title']} per game: moved {g['moved']['mean']:.2f}, damage {g['damage']['mean']:.2f}, "
             f"sunk {g['sunk']['mean']:.2f}; by round (games: moved / damage / sunk):"]
    lines.extend(f"  round {row['round']} ({row['games']}): {row['moved']:.2f} / {row['damage']:.2f} / {row['sunk']:.2f}"
                 for row in found["rounds"])
    return lines


def html_sections(report: dict, charts) -> list[str]:
    found = report.get("nemesis")
    if not found:
        return []
    g = found["per_game"]
    return [f"<h2>The nemesis: {escape(found['title'])}</h2>",
            f"<p>Per game ({found['games']} games): moved {g['moved']['mean']:.2f} (up to {g['moved']['max']}), "
            f"damage {g['damage']['mean']:.2f} (up to {g['damage']['max']}), sunk {g['sunk']['mean']:.2f} "
            f"(up to {g['sunk']['max']}).</p>",
            charts.columns([(row["round"], row["damage"]) for row in found["rounds"]], "mean damage per round",
                           width=300, height=130),
            charts.table(["round", "games", "moved", "damage", "sunk"],
                         [(row["round"], row["games"], f"{row['moved']:.2f}", f"{row['damage']:.2f}",
                           f"{row['sunk']:.2f}") for row in found["rounds"]])]

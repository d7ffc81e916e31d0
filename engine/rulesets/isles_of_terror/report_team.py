"""The Isles of Terror part of a cooperative or solo playtest report: the terrors.

The team itself (win rate per player count, why it lost and when, its victory points) is the
generic team section (`engine.sim.report_team`, from `Ruleset.team_outcome`: report.py's
`team_outcome`). What only this game has sits beside it in the report's `cooperative` key
(`schemas/isles-of-terror/report-sections.schema.json`), read from `result.details["terrors"]`
(summary.py and terrors.py fill it):

- `terrors`: per terror of the terror board: share of games it was summoned in, its mean level
  at activation and its highest level, activations, times destroyed and VP lost to it per game;
- `terror_map`: per field of the isle, how often a terror stood there after an activation, per
  game (drawn as a heat map after the terrors).

Games that did not finish are left out, as for the competitive win rates.
"""

from __future__ import annotations

import re
from collections import Counter


def r6(x: float) -> float:
    return round(float(x), 6)


_COORD = re.compile(r"-?\d+")


def _coord(text) -> tuple[int, int] | None:
    """(col, row) of an area coordinate as the summary writes it ("3,4"; a pair or "(3, 4)" read too)."""
    if isinstance(text, (list, tuple)) and len(text) == 2:
        return int(text[0]), int(text[1])
    numbers = _COORD.findall(str(text))
    return (int(numbers[0]), int(numbers[1])) if len(numbers) == 2 else None


def _terrors(adventure, results) -> list[dict]:
    count = len(results)
    rows = []
    for terror in adventure.setup.terrors:
        facts = [r.details.get("terrors", {}).get(terror.id) for r in results]
        facts = [f for f in facts if f is not None]
        activations = sum(f["activations"] for f in facts)
        summoned = sum(1 for f in facts if f["summoned"])
        rows.append({"id": terror.id, "title": terror.title, "games_summoned": summoned,
                     "summoned_share": r6(summoned / count) if count else 0.0, "never_summoned": summoned == 0,
                     "mean_level": r6(sum(f["level_sum"] for f in facts) / activations) if activations else 0.0,
                     "max_level": max((f["max_level"] for f in facts if f["summoned"]), default=0),
                     "activations": r6(activations / count) if count else 0.0,
                     "destroyed": r6(sum(f["destroyed"] for f in facts) / count) if count else 0.0,
                     "vp_lost": r6(sum(f["vp_lost"] for f in facts) / count) if count else 0.0})
    return rows


def _terror_map(adventure, results) -> dict:
    stood: Counter = Counter()
    for r in results:
        for facts in r.details.get("terrors", {}).values():
            stood.update(c for c in map(_coord, facts["areas"]) if c is not None)
    count = len(results) or 1
    fields = [{"field": list(area.at), "area": area.id or "", "kind": area.kind,
               "stood": r6(stood[tuple(area.at)] / count)} for area in adventure.map.areas]
    return {"grid": adventure.map.grid, "fields": fields}


def team_sections(adventure, results, mode: str) -> dict:
    """The report's `mode` and `cooperative` keys (beside the generic `team`) for a cooperative or solo run."""
    finished = [r for r in results if r.finished and "team" in r.details]
    return {"mode": mode,
            "cooperative": {"terrors": _terrors(adventure, finished), "terror_map": _terror_map(adventure, finished)}}


# -- terminal ---------------------------------------------------------------------------------
def pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def summary_lines(report: dict) -> list[str]:
    """The terrors' lines of the terminal summary (after the generic team's)."""
    lines = ["terrors (summoned, mean/max level, per game: activations, destroyed, VP lost):"]
    for t in report["cooperative"]["terrors"]:
        lines.append(f"  {t['id']:<20} {pct(t['summoned_share'])}  {t['mean_level']:.2f}/{t['max_level']}  "
                     f"{t['activations']:.2f}  {t['destroyed']:.2f}  {t['vp_lost']:.2f}"
                     f"{'   NEVER SUMMONED' if t['never_summoned'] else ''}")
    return lines


# -- HTML -------------------------------------------------------------------------------------
def html_sections(report: dict, charts, outline) -> list[str]:
    """The terrors' part of the HTML report (after the generic team's), their heat map on the isle's grid."""
    coop = report["cooperative"]
    table, share = charts.table, charts.pct
    grid = coop["terror_map"]["grid"]
    return [
        "<h2>Terrors</h2>",
        table(["terror", "summoned", "mean level", "max level", "activations / game", "destroyed / game",
               "VP lost / game", ""],
              [(t["id"], share(t["summoned_share"]), f"{t['mean_level']:.2f}", t["max_level"],
                f"{t['activations']:.2f}", f"{t['destroyed']:.2f}", f"{t['vp_lost']:.2f}",
                "NEVER SUMMONED" if t["never_summoned"] else "") for t in coop["terrors"]]),
        charts.heat_map(coop["terror_map"]["fields"], "stood", "where terrors stood (activations per game)",
                        lambda coord, size: outline(grid, coord, size)),
    ]


def conclusions(report: dict) -> dict[str, str]:
    """The cooperative metrics a designer acts on, read coarsely (`--bots ladder` flips)."""
    rate = report["cooperative"]["team"]["overall"]["rate"]
    out = {"team win rate": "never" if rate == 0 else "under a third" if rate < 1 / 3
           else "over two thirds" if rate > 2 / 3 else "between a third and two thirds"}
    for t in report["cooperative"]["terrors"]:
        out[f"terror {t['id']} summoned"] = "never" if t["never_summoned"] else (
            "in under half the games" if t["summoned_share"] < 0.5 else "in most games")
    return out

"""The generic score breakdown of a playtest report: where each seat's points come from, and how often
the thresholds a ruleset declares (titles, a solo or team target) are reached.

A ruleset whose points come from categories (icons from adventures against those from a nemesis's
cards; a VP table; a scoring table by rule) fills `GameResult.scores` in its `summarise`, category ->
points per seat, and names the categories and thresholds in `Ruleset.score_breakdown_spec(model, mode)`:

    {"categories": {category: title, ...},
     "thresholds": [{"name": id, "title": text, "points": n, "scope": "seat" | "team"}, ...]}

From that this module writes the report's `score_breakdown` key (`schemas/playtest-report.schema.json`,
`$defs/score_breakdown`): per category the mean points of each seat, their mean over every seat-game
and the category's share of all points (a penalty category's negative points counted by their size); per threshold the share of seat-games (scope "seat": a seat's
victory points reach it) or of games (scope "team": the seats' victory points added reach it) that
reached it, and for a seat threshold that share per seat. Unfinished games are left out, as for win
rates. A ruleset that fills no `scores` gets no key: its reports stay as they were.
"""

from __future__ import annotations

import statistics
from html import escape

from .stats import r6


def breakdown(spec: dict | None, results: list) -> dict | None:
    """The `score_breakdown` key from the ruleset's spec and a run's results (None: nothing to break down)."""
    finished = [r for r in results if r.finished and r.scores]
    if spec is None or not finished:
        return None
    seats = max(len(r.vp) for r in finished)
    titles = spec.get("categories", {})
    found = list(titles) + sorted({c for r in finished for c in r.scores} - set(titles))
    # a penalty category (negative points) counts by its size, so every share stays in [0, 1]
    total = sum(abs(p) for r in finished for points in r.scores.values() for p in points) or 1
    categories = []
    for category in found:
        per_seat = [[r.scores.get(category, ())[seat] if seat < len(r.scores.get(category, ())) else 0
                     for r in finished] for seat in range(seats)]
        every = [p for points in per_seat for p in points]
        categories.append({"category": category, "title": titles.get(category, ""),
                           "by_seat": [r6(statistics.fmean(points)) for points in per_seat],
                           "mean": r6(statistics.fmean(every)), "share": r6(sum(abs(p) for p in every) / total)})
    thresholds = []
    for t in spec.get("thresholds", ()):
        row = {"name": t["name"], "title": t.get("title", ""), "points": t["points"], "scope": t["scope"]}
        if t["scope"] == "team":
            row["share"] = r6(sum(sum(r.vp) >= t["points"] for r in finished) / len(finished))
        else:
            by_seat = [sum(r.vp[seat] >= t["points"] for r in finished if seat < len(r.vp)) for seat in range(seats)]
            row["by_seat"] = [r6(n / len(finished)) for n in by_seat]
            row["share"] = r6(sum(by_seat) / (len(finished) * seats))
        thresholds.append(row)
    return {"games": len(finished), "categories": categories, "thresholds": thresholds}


# -- terminal ---------------------------------------------------------------------------------
def summary_lines(report: dict) -> list[str]:
    found = report.get("score_breakdown")
    if not found:
        return []
    lines = ["points by category (mean per seat; share of all points):"]
    for c in found["categories"]:
        seats = " ".join(f"{v:6.2f}" for v in c["by_seat"])
        lines.append(f"  {c['category']:<16} {seats}   mean {c['mean']:.2f}  {100 * c['share']:5.1f}%")
    for t in found["thresholds"]:
        per_seat = (" (by seat " + " ".join(f"{100 * v:.1f}%" for v in t["by_seat"]) + ")") if "by_seat" in t else ""
        lines.append(f"  {t['scope']} reaches {t['name']} ({t['points']}): {100 * t['share']:.1f}%{per_seat}")
    return lines


# -- HTML -------------------------------------------------------------------------------------
def html_sections(report: dict, charts) -> list[str]:
    found = report.get("score_breakdown")
    if not found:
        return []
    seats = len(found["categories"][0]["by_seat"]) if found["categories"] else 0
    parts = ["<h2>Where the points come from</h2>",
             charts.table(["category", "title", *(f"seat {s}" for s in range(seats)), "mean", "share"],
                          [(c["category"], c["title"], *(f"{v:.2f}" for v in c["by_seat"]), f"{c['mean']:.2f}",
                            charts.pct(c["share"])) for c in found["categories"]])]
    if found["thresholds"]:
        parts.append(f"<h3>Thresholds reached ({found['games']} games)</h3>")
        parts.append(charts.table(["threshold", "title", "points", "of", "reached", "by seat"],
                                  [(t["name"], t["title"], t["points"], "the team" if t["scope"] == "team" else "a seat",
                                    charts.pct(t["share"]),
                                    escape(" ".join(charts.pct(v) for v in t.get("by_seat", ()))) or "-")
                                   for t in found["thresholds"]]))
    return parts

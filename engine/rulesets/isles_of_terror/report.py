"""The Isles of Terror sections of a playtest report: progress tasks, victory conditions, the isle, coverage.

`engine.sim.report` builds the generic sections (run, win rates, balance, length, endings,
the team, anomalies) and asks the ruleset for these through `Ruleset.report_sections`,
`summary_lines`, `html_sections` and `conclusions` (ruleset.py); the HTML report draws the victory
conditions, the isle's heat maps and coverage as its generic sections, from `conditions`,
`field_map` and `coverage_lists` (`Ruleset.report_conditions`, `report_map`, `report_coverage`). They read the IoT part of each `GameResult`
(`result.details`, filled by summary.py) and the generic coverage counters (cards, rules,
effects, fields).
"""

from __future__ import annotations

import statistics
from collections import Counter

from . import coverage, report_team


def r6(x: float) -> float:
    return round(float(x), 6)


def pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


# -- JSON -------------------------------------------------------------------------------------
def _progress_tasks(adventure, results) -> list[dict]:
    tasks = []
    for task in adventure.progress_tasks:
        reached = sum(1 for r in results if task.id in r.details.get("tasks_reached", ()))
        finals = [r.details.get("tasks", {}).get(task.id, ()) for r in results]
        positions = [p for final in finals for p in final]
        at_end = sum(1 for final in finals if any(p >= task.bar.length for p in final))
        share = reached / len(results) if results else 0.0
        tasks.append({"id": task.id, "title": task.title, "length": task.bar.length, "games_reached": reached,
                      "reached_share": r6(share), "never_reached": reached == 0,
                      "mean_final_position": r6(statistics.fmean(positions)) if positions else 0.0,
                      "end_share": r6(at_end / len(results)) if results else 0.0})
    return tasks


def _victory_conditions(adventure, mode: str, results) -> list[dict]:
    finished = [r for r in results if r.finished]
    vcs = []
    for vc in adventure.victory.get(mode, ()):
        if vc.result == "lose" and mode == "competitive":  # a competitive loss eliminates; a team's ends the game
            games = sum(1 for r in results if r.details.get("eliminations", {}).get(vc.id))
        else:
            games = sum(1 for r in finished if r.condition == vc.id)
        vcs.append({"id": vc.id, "title": vc.title, "timing": vc.timing, "result": vc.result, "games": games,
                    "decided_share": r6(games / len(results)) if results else 0.0, "never": games == 0})
    return vcs


def _map(adventure, results) -> dict:
    totals: dict = {}
    for r in results:
        for coord, row in r.fields.items():
            t = totals.setdefault(tuple(coord), [0, 0, 0, 0])
            for i in range(4):
                t[i] += row[i]
    count = len(results) or 1
    fields = []
    for area in adventure.map.areas:
        coord = tuple(area.at)
        t = totals.get(coord, [0, 0, 0, 0])
        fields.append({"field": list(coord), "area": area.id or "", "kind": area.kind,
                       "explored": r6(t[0] / count), "conquered": r6(t[1] / count), "fought": r6(t[2] / count),
                       "held": r6(t[3] / count)})
    return {"grid": adventure.map.grid, "width": adventure.map.width, "height": adventure.map.height,
            "fields": fields}


def _coverage(adventure, results, mode: str) -> dict:
    universe = coverage.content_universe(adventure, {r.factions for r in results if r.factions}, mode)
    drawn: Counter = Counter()
    fired: Counter = Counter()
    effects_fired: Counter = Counter()
    text_fired: Counter = Counter()
    for r in results:
        drawn.update(r.cards)
        fired.update(r.rules)
        effects_fired.update(r.effects)
        text_fired.update(r.details.get("not_simulated", {}))
    never_drawn = [{"kind": kind, "id": cid} for kind in sorted(universe["cards"])
                   for cid in sorted(universe["cards"][kind]) if not drawn.get(f"{kind}:{cid}")]
    return {
        "cards_never_drawn": never_drawn,
        "rules_never_triggered": [{"rule": name, "scope": row["scope"]} for name, row in sorted(universe["rules"].items())
                                  if not fired.get(name)],
        "effects_never_triggered": sorted(e for e in universe["effects"] if not effects_fired.get(e)),
        "locations_never_revealed": sorted(c for c in universe["locations"] if not drawn.get(f"location:{c}")),
        "terrain_never_revealed": sorted(c for c in universe["terrain"] if not drawn.get(f"terrain:{c}")),
        "text_only_rules": [{**row, "fired": text_fired.get(name, 0) if row["trigger"] else None}
                            for name, row in sorted(universe["text_only"].items())],
        "rules_fired": [{"rule": name, "times": fired[name]} for name in sorted(fired)],
    }


def report_sections(adventure, results, mode: str) -> dict:
    """The report's IoT keys (`schemas/playtest-report.schema.json` describes them)."""
    sections = {"progress_tasks": _progress_tasks(adventure, results),
                "victory_conditions": _victory_conditions(adventure, mode, results),
                "map": _map(adventure, results),
                "coverage": _coverage(adventure, results, mode)}
    if mode != "competitive":  # the terrors (report_team.py); the team is engine.sim's (`team_outcome`)
        sections.update(report_team.team_sections(adventure, results, mode))
    return sections


def ending_titles(adventure, mode: str) -> dict[str, str]:
    return {vc.id: vc.title for vc in adventure.victory.get(mode, ())}


# -- terminal ---------------------------------------------------------------------------------
def summary_lines(report: dict) -> list[str]:
    lines = report_team.summary_lines(report) if "cooperative" in report else []
    lines.append("progress tasks (reached / mean final position / reached the end):")
    for t in report["progress_tasks"]:
        flag = "   NEVER REACHED" if t["never_reached"] else ""
        lines.append(f"  {t['id']:<20} {pct(t['reached_share'])}  {t['mean_final_position']:.2f}/{t['length']}  "
                     f"{pct(t['end_share'])}{flag}")
    lines.append("victory conditions (share of games decided):")
    for vc in report["victory_conditions"]:
        lines.append(f"  {vc['id']:<20} {vc['result']:<4} {vc['timing']:<13} {pct(vc['decided_share'])}"
                     f"{'   NEVER' if vc['never'] else ''}")
    cov = report["coverage"]

    def listing(label, items):
        shown = ", ".join(items[:12]) + (f", ... ({len(items)} in all)" if len(items) > 12 else "")
        lines.append(f"{label}: {shown if items else 'none'}")

    listing("cards never drawn", [f"{c['kind']}:{c['id']}" for c in cov["cards_never_drawn"]])
    listing("rules never triggered", [r["rule"] for r in cov["rules_never_triggered"]])
    listing("effects never triggered", cov["effects_never_triggered"])
    listing("locations never revealed", cov["locations_never_revealed"])
    listing("terrain never revealed", cov["terrain_never_revealed"])
    listing("text-only rules (trigger fired)", [f"{r['rule']} ({'no trigger' if r['fired'] is None else r['fired']})"
                                                for r in cov["text_only_rules"]])
    return lines


# -- HTML -------------------------------------------------------------------------------------
HEAT_MAPS = (("explored", "explorations per game"), ("conquered", "conquests per game"),
             ("fought", "combats per game"), ("held", "share of games held at the end"))


def html_sections(report: dict, charts, outline) -> list[str]:
    """The IoT sections of the HTML report: the terrors (team play) and progress tasks. The victory
    conditions, the isle and coverage are the generic sections, from `conditions`, `field_map` and
    `coverage_lists` below."""
    table, share = charts.table, charts.pct
    parts = report_team.html_sections(report, charts, outline) if "cooperative" in report else []
    parts += ["<h2>Progress tasks</h2>",
              table(["task", "reached", "mean final position", "reached the end", ""],
                    [(t["id"], share(t["reached_share"]), f"{t['mean_final_position']:.2f} / {t['length']}",
                      share(t["end_share"]), "NEVER REACHED" if t["never_reached"] else "")
                     for t in report["progress_tasks"]])]
    return parts


# -- the generic sections' data (Ruleset.report_conditions, report_map, report_coverage) -------
def conditions(report: dict) -> dict:
    """Every victory condition of the mode, with its result and timing."""
    return {"columns": ["result", "timing"],
            "rows": [{"condition": v["id"], "values": [v["result"], v["timing"]], "share": v["decided_share"],
                      "never": v["never"]} for v in report["victory_conditions"]]}


def field_map(report: dict) -> dict:
    return {"title": "The isle (per game)", "grid": report["map"]["grid"], "fields": report["map"]["fields"],
            "heat_maps": HEAT_MAPS}


def coverage_lists(report: dict) -> dict:
    cov = report["coverage"]
    return {"lists": [("Cards never drawn", [f"{c['kind']}: {c['id']}" for c in cov["cards_never_drawn"]]),
                      ("Rules never triggered", [r["rule"] for r in cov["rules_never_triggered"]]),
                      ("Effects never triggered", cov["effects_never_triggered"]),
                      ("Locations never revealed", cov["locations_never_revealed"]),
                      ("Terrain never revealed", cov["terrain_never_revealed"])],
            "tables": [("Rules with text only (not simulated):", ["rule", "scope", "trigger", "trigger fired"],
                        [(r["rule"], r["scope"], r["trigger"] or "(none)", "-" if r["fired"] is None else r["fired"])
                         for r in cov["text_only_rules"]])]}


def team_outcome(result) -> dict | None:
    """The team's outcome of a cooperative or solo game (summary.py's `details["team"]`)."""
    team = result.details.get("team")
    if team is None:
        return None
    return {"won": team["won"], "vp": team["vp"], "loss": team["loss"], "year": team["loss_year"]}


# -- ladder -----------------------------------------------------------------------------------
def conclusions(report: dict) -> dict[str, str]:
    """The IoT metrics a designer acts on, read coarsely (what `--bots ladder` checks for flips)."""
    out: dict[str, str] = report_team.conclusions(report) if "cooperative" in report else {}
    for task in report["progress_tasks"]:
        share = task["reached_share"]
        out[f"task {task['id']} reached"] = "never" if share == 0 else ("in under half the games" if share < 0.5
                                                                        else "in most games")
        out[f"task {task['id']} completed"] = "never" if task["end_share"] == 0 else "sometimes"
    for vc in report["victory_conditions"]:
        out[f"victory condition {vc['id']}"] = "never decides" if vc["never"] else "decides games"
    return out

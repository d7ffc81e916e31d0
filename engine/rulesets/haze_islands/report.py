"""Haze Islands' sections of a playtest report: The Doom, the sinkings, the orders, the rounds, the map.

`engine.sim.report` draws the generic sections (win rates, icons as victory points, length, endings,
anomalies, the team in solo and cooperative play); the generic score breakdown (icons from tales
against icons from Doom cards, the titles and the solo/cooperative targets reached) and the generic
nemesis section (The Doom's distance, damage and sinkings per round) come from `GameResult.scores`
and `GameResult.nemesis`, which `facts.py` fills. Here is the `haze_islands` key of the JSON report
(`schemas/haze-islands/report-sections.schema.json`), read from each game's `details` (`facts.py`):
The Doom's final power and cards taken, sinkings by kind (castaways, ghost ships), hijacks and
revivals, tales completed by side, special orders used by kind, rounds played, how seats end, and
the cells where ships sank and The Doom struck, counted from the first location. Its terminal lines,
its HTML part and the generic sections' data (the heat maps, the endings, the coverage) follow.
"""

from __future__ import annotations

import statistics
from collections import Counter

from .ending import ENDINGS

STATUSES = ("survivor", "castaway", "ghost", "sunk")
FROM_STATS = {"sinkings": "sinkings", "castaways": "castaways", "ghosts": "ghosts", "hijacks": "hijacks",
              "revivals": "revives", "doom_cards": "doom_cards", "scouted": "scouted", "raids": "raids"}
FROM_FACTS = ("doom_attacks", "deployed")
HEAT_MAPS = (("sunk", "ships sunk per game"), ("struck", "Doom strikes per game"),
             ("laid", "cards laid per game"))


def _r6(x: float) -> float:
    return round(float(x), 6)


def _mean(values) -> float:
    values = list(values)
    return _r6(statistics.fmean(values)) if values else 0.0


def report_sections(adventure, results: list, mode: str) -> dict:
    finished = [r for r in results if r.finished and "report" in r.details]
    count = len(finished) or 1
    details = [r.details for r in finished]
    orders: Counter = Counter()
    cells: dict[tuple[int, int], Counter] = {}
    statuses: Counter = Counter()
    completed: Counter = Counter()
    for d in details:
        orders.update(d["stats"]["orders_used"])
        completed.update(d["report"]["completed"])
        statuses.update(d["status"])
        for key, metric in (("sunk_at", "sunk"), ("struck_at", "struck"), ("laid_at", "laid")):
            for cell in d["report"][key]:
                cells.setdefault(tuple(cell), Counter())[metric] += 1
    seats = sum(len(d["status"]) for d in details) or 1
    earned = Counter(title for d in details for title in d["titles"] if title)  # survivors only, the highest each
    every = {card.order.kind for card in adventure.adventure_cards}  # the orders this deck can grant
    rounds = Counter(d["rounds"] for d in details)
    fields = [{"field": [x, y], "area": "", "kind": "location",
               **{metric: _r6(n[metric] / count) for metric, _ in HEAT_MAPS}}
              for (x, y), n in sorted(cells.items(), key=lambda item: (item[0][1], item[0][0]))]
    return {"haze_islands": {
        "games": len(finished),
        "per_game": {**{key: _mean(d["stats"][name] for d in details) for key, name in FROM_STATS.items()},
                     **{key: _mean(d["report"][key] for d in details) for key in FROM_FACTS}},
        "doom_power": {"mean": _mean(d["doom_power"] for d in details),
                       "max": max((d["doom_power"] for d in details), default=0)},
        "doom_defeated": _r6(sum(d["report"]["doom_defeated"] for d in details) / count),
        "completed": {side: _r6(completed[side] / count) for side in ("double", "single")},
        "orders_used": {kind: _r6(orders[kind] / count) for kind in sorted(every | set(orders))},
        "orders_never_used": sorted(every - set(orders)),
        "rounds": [{"value": n, "games": rounds[n]} for n in sorted(rounds)],
        "status_at_end": {s: _r6(statuses[s] / seats) for s in STATUSES},
        "titles": {t.name: _r6(earned[t.name] / seats) for t in adventure.titles},
        "fields": fields,
    }}


def summary_lines(report: dict) -> list[str]:
    s = report["haze_islands"]
    g = s["per_game"]
    rounds = ", ".join(f"{r['value']}: {r['games']}" for r in s["rounds"]) or "-"
    ends = ", ".join(f"{k} {100 * v:.1f}%" for k, v in s["status_at_end"].items())
    lines = [f"The Doom: final power {s['doom_power']['mean']:.2f} (up to {s['doom_power']['max']}), "
             f"{g['doom_cards']:.2f} Doom cards taken per game, defeated in {100 * s['doom_defeated']:.1f}% of games",
             f"per game: {g['sinkings']:.2f} sinkings ({g['castaways']:.2f} castaways, {g['ghosts']:.2f} ghost ships), "
             f"{g['hijacks']:.2f} hijacks, {g['revivals']:.2f} revivals",
             f"tales completed per game: {s['completed']['double']:.2f} double, {s['completed']['single']:.2f} single; "
             f"{g['scouted']:.2f} scouted, {g['raids']:.2f} raids, {g['deployed']:.2f} pirates deployed",
             f"rounds played (rounds: games): {rounds}; seats at the end: {ends}"]
    titles = ", ".join(f"{k} {100 * v:.1f}%" for k, v in s["titles"].items())
    lines.append(f"titles earned by surviving seats (the highest each, share of seats): {titles or 'none'}")
    used = ", ".join(f"{k} {v:.2f}" for k, v in s["orders_used"].items() if v)
    lines.append(f"special orders used per game: {used or 'none'}")
    return lines


def html_sections(report: dict, charts) -> list[str]:
    s = report["haze_islands"]
    g = s["per_game"]
    return ["<h2>Haze Islands</h2>",
            f"<p>The Doom ends at power {s['doom_power']['mean']:.2f} on average (up to {s['doom_power']['max']}); "
            f"{g['doom_cards']:.2f} of its cards are taken per game and it is defeated in "
            f"{charts.pct(s['doom_defeated'])} of games. Per game {g['sinkings']:.2f} ships sink "
            f"({g['castaways']:.2f} become castaways, {g['ghosts']:.2f} ghost ships), {g['hijacks']:.2f} are hijacked "
            f"and {g['revivals']:.2f} revived. Tales completed per game: {s['completed']['double']:.2f} on their "
            f"double side, {s['completed']['single']:.2f} on their single side.</p>",
            "<h3>Rounds played</h3>",
            charts.columns([(r["value"], r["games"]) for r in s["rounds"]], "rounds played", width=300, height=130),
            "<h3>How the seats end</h3>",
            charts.table(["status", "share of seats"], [(k, charts.pct(v)) for k, v in s["status_at_end"].items()]),
            "<h3>Titles earned by surviving seats (the highest each)</h3>",
            charts.table(["title", "share of seats"], [(k, charts.pct(v)) for k, v in s["titles"].items()]),
            "<h3>Per game</h3>",
            charts.table(["what", "per game"], [(k.replace("_", " "), f"{v:.2f}") for k, v in g.items()]),
            "<h3>Special orders used</h3>",
            charts.table(["order", "used per game"], [(k, f"{v:.2f}") for k, v in s["orders_used"].items()])]


# -- the generic sections' data (Ruleset.report_map, report_coverage, report_conditions) -------
def field_map(report: dict) -> dict | None:
    s = report["haze_islands"]
    if not s["fields"]:
        return None
    return {"title": "Where it happened, counted from the first location (per game)", "grid": "square",
            "start": [0, 0], "fields": s["fields"], "heat_maps": HEAT_MAPS}


def coverage_lists(report: dict) -> dict:
    s = report["haze_islands"]
    return {"lists": [("Special orders never used", s["orders_never_used"])]}


def conditions(report: dict) -> dict:
    """The three ways a game ends, with the share of games each ended (NEVER when none did)."""
    shares: dict[str, float] = {}
    for e in report["endings"]:
        shares[e["condition"]] = shares.get(e["condition"], 0.0) + e["share"]
    return {"columns": ["title"],
            "rows": [{"condition": c, "values": [title], "share": _r6(shares.get(c, 0.0)), "never": c not in shares}
                     for c, title in ENDINGS.items()]}


def conclusions(report: dict) -> dict[str, str]:
    s = report["haze_islands"]
    return {"the Doom is defeated": "often" if s["doom_defeated"] >= 0.5 else "rarely",
            "ships sink": "often" if s["per_game"]["sinkings"] >= 1 else "rarely"}


def score_spec(adventure, mode: str) -> dict:
    """The categories of icons and the thresholds the generic score breakdown counts (titles; in solo
    and cooperative play the team's target, the mode's own when `mode_rules:` sets it)."""
    adventure = adventure.for_mode(mode)
    thresholds = [{"name": t.name, "title": t.text, "points": t.icons, "scope": "seat"} for t in adventure.titles]
    if mode == "solo":
        thresholds.append({"name": "solo-target", "title": "The solo target", "points": adventure.rules.solo_icons,
                           "scope": "team"})
    elif mode == "cooperative":
        thresholds.append({"name": "cooperative-target", "title": "The crews' target together",
                           "points": adventure.rules.cooperative_icons, "scope": "team"})
    return {"categories": {"adventure": "Completed tales", "order": "Special orders used", "doom": "Doom cards"},
            "thresholds": thresholds}



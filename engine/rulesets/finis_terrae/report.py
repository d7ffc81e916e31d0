"""Finis Terrae's sections of a playtest report: the days, storms and wrecks, ports, tiles, spices, the sea.

`engine.sim.report` draws the generic sections (win rates, points, length, endings, anomalies) and,
from `GameResult.scores` (report_facts.py), the generic score breakdown by category of the scoring table
(`score_spec`: colonisation, trade, exploration, bonuses and penalties). Here is the `finis_terrae` key
of the JSON report (`schemas/finis-terrae/report-sections.schema.json`), read from each game's
`details["report"]`:

- `days`: how many games lasted each number of days (the finale's second appearance ends a game in 7
  to 9 days with the rulebook's deck);
- `per_game`: storms, wrecks (explorers'), the galleon's wrecks, sinkings in fights, ports founded,
  tiles that could not be laid (discarded face up), tiles laid, spices bought and sold, fights, turns
  as a pirate and den tolls, per game; `by_seat`: ports founded and wrecks per seat and game;
- `market`: the day's market value (the red die) by day, and every sale's price per spice;
- `items`: each scoring item's mean points per seat-game (the breakdown under the categories);
- `fields`: per cell counted from the start island's centre (x east, y south), per game: a tile lay
  there at the end (`sea`, the share of games: how the sea grows), a ship ended there (`ended`), a port
  was founded there (`founded`).

Its terminal lines, HTML part and the generic sections' data (the heat maps, the conditions, the
coverage) follow. Nothing here imports `engine.sim`: the charts come in through `html_sections`.
"""

from __future__ import annotations

import statistics
from collections import Counter

from engine.core.cell_counts import fields as cell_fields

from .model import SCORE_CATEGORIES

PER_GAME = ("storms", "wrecks", "galleon_wrecks", "sinkings", "ports_founded", "unplaceable", "tiles_laid",
            "spices_bought", "spices_sold", "fights", "pirate_turns", "tolls")
HEAT_MAPS = (("sea", "share of games with a tile here at the end"), ("ended", "ships ending here per game"),
             ("founded", "ports founded here per game"))
ENDINGS = {"finale": "The finale weather card came up a second time: the last sunny day was played"}
CATEGORY_TITLES = {"colonisation": "Colonisation: land of owned islands, complete islands, lighthouses, forts, "
                                   "the largest complete island",
                   "trade": "Trade: coins, castaways, finds, treasures, spices, the full set",
                   "exploration": "Exploration: hemispheres, east and west, quadrants, the furthest port",
                   "bonuses": "Bonuses for sinking the galleon and penalties for wrecks and sinkings"}


def _r6(x: float) -> float:
    return round(float(x), 6)


def _mean(values) -> float:
    values = list(values)
    return _r6(statistics.fmean(values)) if values else 0.0


def _total(value) -> int:
    return sum(value) if isinstance(value, list) else int(value)


def report_sections(adventure, results: list, mode: str) -> dict:
    finished = [r for r in results if r.finished and "report" in r.details]
    count = len(finished) or 1
    facts = [r.details["report"] for r in finished]
    seats = max((len(f["ports_founded"]) for f in facts), default=0)
    days = Counter(f["days"] for f in facts)
    by_day: dict[int, list[int]] = {}
    for f in facts:
        for day, value in enumerate(f["market_by_day"], start=1):
            by_day.setdefault(day, []).append(value)
    prices = [p for f in facts for p in f["sale_prices"]]
    every = [item for names in SCORE_CATEGORIES.values() for item in names]
    seat_games = sum(len(f["ports_founded"]) for f in facts) or 1
    starts = {tuple(c) for c in adventure.start.cells}
    centre = adventure.start.centre
    kinds = {(x - centre[0], y - centre[1]): "start" for x, y in starts}
    return {"finis_terrae": {
        "games": len(finished),
        "days": [{"value": n, "games": days[n]} for n in sorted(days)],
        "per_game": {key: _r6(sum(_total(f[key]) for f in facts) / count) for key in PER_GAME},
        "by_seat": {key: [_r6(sum(f[key][s] for f in facts if s < len(f[key])) / count) for s in range(seats)]
                    for key in ("ports_founded", "wrecks")},
        "market": {"by_day": [{"day": d, "mean": _mean(v), "games": len(v)} for d, v in sorted(by_day.items())],
                   "mean": _mean(v for f in facts for v in f["market_by_day"])},
        "sale_prices": {"sales": len(prices), "mean": _mean(prices), "min": min(prices, default=0),
                        "max": max(prices, default=0)},
        "items": {item: _r6(sum(sum(f["items"].get(item, ())) for f in facts) / seat_games) for item in every},
        "fields": cell_fields(({"sea": f["sea_at"], "ended": f["ended_at"], "founded": f["founded_at"]}
                               for f in facts), [m for m, _ in HEAT_MAPS], kinds=kinds),
    }}


def _sales(n: int) -> str:
    return f"{n} sale{'' if n == 1 else 's'}"


def summary_lines(report: dict) -> list[str]:
    s = report["finis_terrae"]
    g = s["per_game"]
    days = ", ".join(f"{d['value']}: {d['games']}" for d in s["days"]) or "-"
    market = ", ".join(f"{m['day']}: {m['mean']:.2f}" for m in s["market"]["by_day"]) or "-"
    sales = s["sale_prices"]
    items = ", ".join(f"{k} {v:.2f}" for k, v in s["items"].items() if v)
    return [f"days played (days: games): {days}",
            f"per game: {g['storms']:.2f} storms, {g['wrecks']:.2f} wrecks (galleon {g['galleon_wrecks']:.2f}), "
            f"{g['sinkings']:.2f} sinkings in {g['fights']:.2f} fights, {g['pirate_turns']:.2f} turns as a pirate, "
            f"{g['tolls']:.2f} den tolls",
            f"per game: {g['ports_founded']:.2f} ports founded (by seat "
            + " ".join(f"{v:.2f}" for v in s["by_seat"]["ports_founded"])
            + f"), {g['tiles_laid']:.2f} tiles laid, {g['unplaceable']:.2f} could not be laid",
            f"spices per game: {g['spices_bought']:.2f} bought, {g['spices_sold']:.2f} sold; "
            f"{_sales(sales['sales'])} at {sales['mean']:.2f} coins a spice ({sales['min']}-{sales['max']})",
            f"market by day: {market}",
            f"scoring items (mean points per seat): {items or 'none'}"]


def html_sections(report: dict, charts) -> list[str]:
    s = report["finis_terrae"]
    g = s["per_game"]
    sales = s["sale_prices"]
    return ["<h2>Finis Terrae</h2>",
            f"<p>Per game {g['storms']:.2f} storms blow, {g['wrecks']:.2f} explorers' ships and "
            f"{g['galleon_wrecks']:.2f} galleons are wrecked and {g['sinkings']:.2f} ships sink in "
            f"{g['fights']:.2f} fights. {g['ports_founded']:.2f} ports are founded; of {g['tiles_laid']:.2f} tiles "
            f"laid, {g['unplaceable']:.2f} more could not be laid. Spices: {g['spices_bought']:.2f} bought and "
            f"{g['spices_sold']:.2f} sold per game, {_sales(sales['sales'])} at {sales['mean']:.2f} coins a spice "
            f"({sales['min']} to {sales['max']}).</p>",
            "<h3>Days played</h3>",
            charts.columns([(d["value"], d["games"]) for d in s["days"]], "days played", width=300, height=130),
            "<h3>The market by day (the red die)</h3>",
            charts.table(["day", "mean market", "games"],
                         [(m["day"], f"{m['mean']:.2f}", m["games"]) for m in s["market"]["by_day"]]),
            "<h3>By seat (per game)</h3>",
            charts.table(["seat", "ports founded", "wrecks"],
                         [(seat, f"{p:.2f}", f"{w:.2f}") for seat, (p, w) in
                          enumerate(zip(s["by_seat"]["ports_founded"], s["by_seat"]["wrecks"], strict=True))]),
            "<h3>Per game</h3>",
            charts.table(["what", "per game"], [(k.replace("_", " "), f"{v:.2f}") for k, v in g.items()]),
            "<h3>Scoring items (mean points per seat)</h3>",
            charts.table(["category", "item", "points"],
                         [(category, item, f"{s['items'][item]:.2f}") for category, names in SCORE_CATEGORIES.items()
                          for item in names])]


# -- the generic sections' data (Ruleset.report_map, report_coverage, report_conditions) -------
def field_map(report: dict) -> dict | None:
    s = report["finis_terrae"]
    if not s["fields"]:
        return None
    return {"title": "The sea, counted from the start island's centre (per game)", "grid": "square",
            "start": [0, 0], "fields": s["fields"], "heat_maps": HEAT_MAPS}


def coverage_lists(report: dict) -> dict:
    """The scoring items no seat scored in any game (a scoring rule the games never reach)."""
    s = report["finis_terrae"]
    return {"lists": [("Scoring items never scored", [k for k, v in s["items"].items() if not v])]}


def conditions(report: dict) -> dict:
    shares: dict[str, float] = {}
    for e in report["endings"]:
        shares[e["condition"]] = shares.get(e["condition"], 0.0) + e["share"]
    return {"columns": ["title"],
            "rows": [{"condition": c, "values": [title], "share": _r6(shares.get(c, 0.0)), "never": c not in shares}
                     for c, title in ENDINGS.items()]}


def conclusions(report: dict) -> dict[str, str]:
    g = report["finis_terrae"]["per_game"]
    return {"ports are founded": "often" if g["ports_founded"] >= 2 else "rarely",
            "ships are wrecked": "often" if g["wrecks"] >= 1 else "rarely",
            "spices are sold": "often" if g["spices_sold"] >= 1 else "rarely"}


def core_mechanics(report: dict) -> list[tuple[str, float]]:
    """What a game of Finis Terrae is built around: laying tiles and founding ports (runs where no port
    is ever founded are degenerate: colonisation and exploration score nothing)."""
    g = report["finis_terrae"]["per_game"]
    return [("tiles laid", g["tiles_laid"]), ("ports founded", g["ports_founded"])]


def score_spec(adventure, mode: str) -> dict:
    """The scoring table's categories for the generic score breakdown (no thresholds: the game has none)."""
    return {"categories": dict(CATEGORY_TITLES), "thresholds": []}

"""The cooperative and solo sections of a playtest report: the team, why it lost, the terrors.

A cooperative (or solo) designer asks other questions than a competitive one: does the team win
often enough with 2, 3 or 4 players, what beats it and when, how many victory points it makes,
and what each terror does to it. `team_sections` answers them as the report's `cooperative` key
(`schemas/playtest-report.schema.json`), read from `result.details["team"]` and
`result.details["terrors"]` (summary.py and terrors.py fill them):

- `team.by_players`: team win rate with its 95% Wilson interval per player count (in solo, the
  number of factions the one player controls), and over all games;
- `team.vp`: the team's victory points; `losses`: per loss condition (or end reason), the games
  it ended and the years it ended them in;
- `terrors`: per terror of the terror board: share of games it was summoned in, its mean level
  at activation and its highest level, activations, times destroyed and VP lost to it per game;
- `terror_map`: per field of the isle, how often a terror stood there after an activation, per
  game (drawn as a heat map with the isle's other heat maps).

Games that did not finish are left out, as for the competitive win rates. The statistics are
`engine.sim.report`'s (`rate_row`: the Wilson interval; `describe_numbers`, `distribution`),
imported when a cooperative report is built, so one interval serves every report.
"""

from __future__ import annotations

import re
from collections import Counter
from html import escape


def r6(x: float) -> float:
    return round(float(x), 6)


_COORD = re.compile(r"-?\d+")


def _coord(text) -> tuple[int, int] | None:
    """(col, row) of an area coordinate as the summary writes it ("3,4"; a pair or "(3, 4)" read too)."""
    if isinstance(text, (list, tuple)) and len(text) == 2:
        return int(text[0]), int(text[1])
    numbers = _COORD.findall(str(text))
    return (int(numbers[0]), int(numbers[1])) if len(numbers) == 2 else None


def _team(results, titles: dict[str, str]) -> dict:
    from engine.sim.report import describe_numbers, distribution, rate_row

    by_players: dict[int, list] = {}
    for r in results:
        by_players.setdefault(len(r.vp), []).append(r)
    rows = [{"players": n, **rate_row(sum(1 for r in games if r.details["team"]["won"]), len(games))}
            for n, games in sorted(by_players.items())]
    won = sum(1 for r in results if r.details["team"]["won"])
    vp = [r.details["team"]["vp"] for r in results]
    lost: dict[str, Counter] = {}
    for r in results:
        team = r.details["team"]
        if not team["won"]:
            lost.setdefault(team["loss"] or "(no condition)", Counter())[team["loss_year"]] += 1
    losses = [{"loss": loss, "title": titles.get(loss, ""), "games": sum(years.values()),
               "share": r6(sum(years.values()) / len(results)),
               "years": [{"year": year, "games": years[year]} for year in sorted(y for y in years if y is not None)]}
              for loss, years in sorted(lost.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))]
    return {"by_players": rows, "overall": rate_row(won, len(results)),
            "vp": {**describe_numbers(vp), "distribution": distribution(vp)}, "losses": losses}


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
    """The report's `mode` and `cooperative` keys for a cooperative or solo run."""
    finished = [r for r in results if r.finished and "team" in r.details]
    titles = {vc.id: vc.title for vc in adventure.victory.get(mode, ())}
    return {"mode": mode,
            "cooperative": {"team": _team(finished, titles), "terrors": _terrors(adventure, finished),
                            "terror_map": _terror_map(adventure, finished)}}


# -- terminal ---------------------------------------------------------------------------------
def pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _count(n: int, solo: bool) -> str:
    """How a row of `by_players` is named: players, or in solo the factions of the one player."""
    return f"{n} {'faction' if solo else 'player'}{'s' * (n != 1)}"


def summary_lines(report: dict) -> list[str]:
    coop = report["cooperative"]
    team = coop["team"]
    solo = report["mode"] == "solo"
    lines = [f"mode: {report['mode']}", f"team win rate by {'factions' if solo else 'players'} (95% CI):"]
    for row in team["by_players"]:
        lines.append(f"  {_count(row['players'], solo)}: {pct(row['rate'])}  "
                     f"[{pct(row['ci_low'])} - {pct(row['ci_high'])}]  ({row['games']} games)")
    vp = team["vp"]
    lines.append(f"team VP mean {vp['mean']:.2f} median {vp['median']:g} sd {vp['stdev']:.2f} "
                 f"({vp['min']}-{vp['max']})")
    lines.append("why games were lost (games, share, in year):")
    for loss in team["losses"]:
        years = ", ".join(f"{y['year']}: {y['games']}" for y in loss["years"]) or "-"
        lines.append(f"  {loss['loss']:<24} {loss['games']:5d} {pct(loss['share'])}  {years}")
    if not team["losses"]:
        lines.append("  none")
    lines.append("terrors (summoned, mean/max level, per game: activations, destroyed, VP lost):")
    for t in coop["terrors"]:
        lines.append(f"  {t['id']:<20} {pct(t['summoned_share'])}  {t['mean_level']:.2f}/{t['max_level']}  "
                     f"{t['activations']:.2f}  {t['destroyed']:.2f}  {t['vp_lost']:.2f}"
                     f"{'   NEVER SUMMONED' if t['never_summoned'] else ''}")
    return lines


# -- HTML -------------------------------------------------------------------------------------
def html_sections(report: dict, charts, outline) -> list[str]:
    coop = report["cooperative"]
    team = coop["team"]
    table, share = charts.table, charts.pct
    vp = team["vp"]
    grid = coop["terror_map"]["grid"]
    solo = report["mode"] == "solo"
    return [
        f"<h2>The team ({escape(report['mode'])} play)</h2>",
        charts.bar_chart([{**row, "label": _count(row["players"], solo)} for row in team["by_players"]],
                         "label", f"team win rate by {'factions' if solo else 'players'}"),
        f"<p>Team win rate {share(team['overall']['rate'])} ({share(team['overall']['ci_low'])}\u2013"
        f"{share(team['overall']['ci_high'])}, {team['overall']['games']} games); team VP mean {vp['mean']:.2f}, "
        f"median {vp['median']:g}, {vp['min']}\u2013{vp['max']}.</p>",
        charts.columns([(d["value"], d["games"]) for d in vp["distribution"]], "team VP", width=300, height=130),
        "<h2>Why games were lost</h2>",
        table(["loss", "title", "games", "share", "in year"],
              [(x["loss"], x["title"], x["games"], share(x["share"]),
                ", ".join(f"{y['year']}: {y['games']}" for y in x["years"]) or "-") for x in team["losses"]])
        if team["losses"] else "<p>The team never lost.</p>",
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

"""The generic team section of a playtest report: for games where the players win or lose together.

A cooperative (or solo) designer asks other questions than a competitive one: does the team win
often enough with 2, 3 or 4 players, what beats it and when, how many victory points it makes.
In the modes a ruleset names in `Ruleset.team_modes` every seat plays on one team; the ruleset
says how each finished game went for it through `Ruleset.team_outcome(result)` (won, victory
points, the condition that beat it and when). From that this module writes the report's
`cooperative.team` key (`schemas/playtest-report.schema.json`, `$defs/team`):

- `by_players`: team win rate with its 95% Wilson interval per player count (in solo, the number
  of factions the one player controls), and `overall`;
- `vp`: the team's victory points; `losses`: per loss condition (titled with
  `Ruleset.ending_titles`), the games it ended and the `years` (the round of the ruleset's
  calendar, as `team_outcome` gives it) it ended them in.

Games that did not finish are left out, as for the competitive win rates. A ruleset adds its own
keys beside `team` under `cooperative` (Isles of Terror: its terrors) through `report_sections`.
"""

from __future__ import annotations

from collections import Counter
from html import escape

from .stats import describe_numbers, distribution, rate_row


def r6(x: float) -> float:
    return round(float(x), 6)


def team_section(outcomes: list[tuple[int, dict]], titles: dict[str, str]) -> dict:
    """The `team` key from (seats, team outcome) of each finished team game."""
    by_players: dict[int, list[dict]] = {}
    for seats, outcome in outcomes:
        by_players.setdefault(seats, []).append(outcome)
    rows = [{"players": n, **rate_row(sum(1 for o in games if o["won"]), len(games))}
            for n, games in sorted(by_players.items())]
    won = sum(1 for _, o in outcomes if o["won"])
    vp = [o["vp"] for _, o in outcomes]
    lost: dict[str, Counter] = {}
    for _, o in outcomes:
        if not o["won"]:
            lost.setdefault(o["loss"] or "(no condition)", Counter())[o["year"]] += 1
    losses = [{"loss": loss, "title": titles.get(loss, ""), "games": sum(years.values()),
               "share": r6(sum(years.values()) / len(outcomes)),
               "years": [{"year": year, "games": years[year]} for year in sorted(y for y in years if y is not None)]}
              for loss, years in sorted(lost.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))]
    return {"by_players": rows, "overall": rate_row(won, len(outcomes)),
            "vp": {**describe_numbers(vp), "distribution": distribution(vp)}, "losses": losses}


def team_outcomes(ruleset, results) -> list[tuple[int, dict]]:
    """(seats, outcome) of every finished game the ruleset reads a team outcome from."""
    found = ((len(r.vp), ruleset.team_outcome(r)) for r in results if r.finished)
    return [(seats, outcome) for seats, outcome in found if outcome is not None]


# -- terminal ---------------------------------------------------------------------------------
def pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _count(n: int, solo: bool) -> str:
    """How a row of `by_players` is named: players, or in solo the factions of the one player."""
    return f"{n} {'faction' if solo else 'player'}{'s' * (n != 1)}"


def reach(overall: dict) -> str:
    """The team win rate against what a designer accepts, and what to run to tell why."""
    low, high = WITHIN_REACH
    rate = f"the team wins {pct(overall['rate']).strip()} of {overall['games']} games"
    if not overall["games"]:
        return "no game finished: no team win rate"
    if overall["ci_high"] < low:
        return (f"{rate}: too hard for these bots (a designer accepts {low:.0%}-{high:.0%}); "
                f"--bots ladder tells a hard adventure from weak bots")
    if overall["ci_low"] > high:
        return f"{rate}: too easy for these bots (a designer accepts {low:.0%}-{high:.0%})"
    return f"{rate}: a designer accepts {low:.0%}-{high:.0%}"


def summary_lines(report: dict) -> list[str]:
    team = report["cooperative"]["team"]
    solo = report["mode"] == "solo"
    lines = [f"mode: {report['mode']}: the players win or lose together", reach(team["overall"]),
             f"team win rate by {'factions' if solo else 'players'} (95% CI):"]
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
    return lines


# -- HTML -------------------------------------------------------------------------------------
def html_sections(report: dict, charts) -> list[str]:
    team = report["cooperative"]["team"]
    table, share = charts.table, charts.pct
    vp = team["vp"]
    solo = report["mode"] == "solo"
    return [
        f"<h2>The team ({escape(report['mode'])} play)</h2>",
        charts.bar_chart([{**row, "label": _count(row["players"], solo)} for row in team["by_players"]],
                         "label", f"team win rate by {'factions' if solo else 'players'}"),
        f"<p class='verdict'>{escape(reach(team['overall']))}.</p>",
        f"<p>Team win rate {share(team['overall']['rate'])} ({share(team['overall']['ci_low'])}\u2013"
        f"{share(team['overall']['ci_high'])}, {team['overall']['games']} games); team VP mean {vp['mean']:.2f}, "
        f"median {vp['median']:g}, {vp['min']}\u2013{vp['max']}.</p>",
        charts.columns([(d["value"], d["games"]) for d in vp["distribution"]], "team VP", width=300, height=130),
        "<h2>Why games were lost</h2>",
        table(["loss", "title", "games", "share", "in year"],
              [(x["loss"], x["title"], x["games"], share(x["share"]),
                ", ".join(f"{y['year']}: {y['games']}" for y in x["years"]) or "-") for x in team["losses"]])
        if team["losses"] else "<p>The team never lost.</p>",
    ]


def has_team(report: dict) -> bool:
    return "team" in report.get("cooperative", {})


# -- the ladder in team play --------------------------------------------------------------------
#: the team win rate a designer accepts from the strongest bots (below: too hard for them, above: too easy)
WITHIN_REACH = (0.30, 0.70)


def ladder(kinds: list[str], reports: list[dict]) -> dict:
    """The ladder's `team` key: the team win rate of every rung (weakest first) and what it says.

    The reading tells "too hard" from "the bots are weak": when stronger bots win significantly
    more (the strongest rung's interval above the weakest's), play still has room to grow and a
    low rate may be the bots'; when no rung ever wins, the adventure is out of reach for all of
    them; when strength changes nothing, the outcome does not reward play (luck, or a condition no
    bot plays for)."""
    rows = [{"bots": kind, **report["cooperative"]["team"]["overall"]} for kind, report in zip(kinds, reports, strict=True)]
    weakest, strongest = rows[0], rows[-1]
    low, high = WITHIN_REACH
    if all(row["wins"] == 0 for row in rows):
        verdict = "no bot wins"
        reading = (f"no bot wins a game, not even {strongest['bots']}: too hard as it stands "
                   f"(or its win condition is out of the bots' reach)")
    elif strongest["ci_low"] > weakest["ci_high"]:
        verdict = "stronger bots win more"
        reading = (f"stronger bots win more ({weakest['bots']} {pct(weakest['rate']).strip()} -> "
                   f"{strongest['bots']} {pct(strongest['rate']).strip()})")
        if strongest["rate"] < low:
            reading += ": too hard for these bots, but better play pays; try a larger search budget before easing it"
        elif strongest["rate"] > high:
            reading += ": too easy for good players"
        else:
            reading += ": within reach of good players"
    else:
        verdict = "strength makes no difference"
        reading = (f"stronger bots do not win more ({weakest['bots']} {pct(weakest['rate']).strip()}, "
                   f"{strongest['bots']} {pct(strongest['rate']).strip()}): the outcome does not reward play")
    return {"rungs": rows, "verdict": verdict, "reading": reading}


def ladder_lines(team: dict) -> list[str]:
    lines = [f"team win rate by bot strength (95% CI): {team['reading']}"]
    for row in team["rungs"]:
        lines.append(f"  {row['bots']:<10} {pct(row['rate'])}  [{pct(row['ci_low'])} - {pct(row['ci_high'])}]  "
                     f"({row['games']} games)")
    return lines


def ladder_html(team: dict, charts) -> list[str]:
    return ["<h3>Team win rate by bot strength</h3>",
            charts.bar_chart([{**row, "label": row["bots"]} for row in team["rungs"]], "label",
                             "team win rate by bot strength"),
            f"<p class='verdict'>{escape(team['reading'])}.</p>"]

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

from engine.core import ruleset as rulesets
from engine.core.errors import EngineError

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


def words(report: dict) -> tuple[str, str]:
    """(the period a loss is dated in, what a solo row counts), from the report's ruleset: its length
    word for "seasons" in the singular ("round"; "year" where it names none) and, in solo, the factions
    one player controls where seats are named, else players (a game that deals its own seats)."""
    try:
        ruleset = rulesets.get(report.get("ruleset"))
    except EngineError:  # a report of a game not installed here: the kit's words
        return "year", "faction"
    period = ruleset.length_words.get("seasons", "years")
    return period[:-1] if period.endswith("s") else period, "faction" if ruleset.named_seats else "player"


def _count(n: int, solo: bool, seat: str = "faction") -> str:
    """How a row of `by_players` is named: players, or in solo the factions of the one player."""
    return f"{n} {seat if solo else 'player'}{'s' * (n != 1)}"


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
    if not low <= overall["rate"] <= high:  # outside the band, but its interval reaches into it
        return f"{rate}: outside the {low:.0%}-{high:.0%} a designer accepts, within chance (play more games)"
    return f"{rate}: a designer accepts {low:.0%}-{high:.0%}"


def summary_lines(report: dict) -> list[str]:
    team = report["cooperative"]["team"]
    solo = report["mode"] == "solo"
    period, seat = words(report)
    lines = [f"mode: {report['mode']}: the players win or lose together", reach(team["overall"]),
             f"team win rate by {seat + 's' if solo else 'players'} (95% CI):"]
    for row in team["by_players"]:
        lines.append(f"  {_count(row['players'], solo, seat)}: {pct(row['rate'])}  "
                     f"[{pct(row['ci_low'])} - {pct(row['ci_high'])}]  ({row['games']} games)")
    vp = team["vp"]
    lines.append(f"team VP mean {vp['mean']:.2f} median {vp['median']:g} sd {vp['stdev']:.2f} "
                 f"({vp['min']}-{vp['max']})")
    lines.append(f"why games were lost (games, share, in {period}):")
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
    period, seat = words(report)
    return [
        f"<h2>The team ({escape(report['mode'])} play)</h2>",
        charts.bar_chart([{**row, "label": _count(row["players"], solo, seat)} for row in team["by_players"]],
                         "label", f"team win rate by {seat + 's' if solo else 'players'}"),
        f"<p class='verdict'>{escape(reach(team['overall']))}.</p>",
        f"<p>Team win rate {share(team['overall']['rate'])} ({share(team['overall']['ci_low'])}\u2013"
        f"{share(team['overall']['ci_high'])}, {team['overall']['games']} games); team VP mean {vp['mean']:.2f}, "
        f"median {vp['median']:g}, {vp['min']}\u2013{vp['max']}.</p>",
        charts.columns([(d["value"], d["games"]) for d in vp["distribution"]], "team VP", width=300, height=130),
        "<h2>Why games were lost</h2>",
        table(["loss", "title", "games", "share", f"in {period}"],
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

    The reading tells "too hard" from "the bots are weak". The best rung (the highest rate; the
    stronger on a tie) is what good play reaches. When it wins significantly more than the weakest
    rung (its interval above the weakest's), play pays, and its rate is judged against the 30-70% a
    designer accepts; when no rung ever wins, the adventure is out of every bot's reach; otherwise
    strength changes nothing (luck, or a goal no bot plays for). A search rung that does worse than
    a weaker one is named: its budget is too small to trust."""
    rows = [{"bots": kind, **report["cooperative"]["team"]["overall"]} for kind, report in zip(kinds, reports, strict=True)]
    weakest, last = rows[0], rows[-1]
    best = max(reversed(rows), key=lambda row: row["rate"])
    low, high = WITHIN_REACH
    path = " -> ".join(f"{row['bots']} {pct(row['rate']).strip()}" for row in rows)
    if all(row["wins"] == 0 for row in rows):
        verdict = "no bot wins"
        reading = (f"no bot wins a game, not even {last['bots']}: too hard as it stands "
                   f"(or its win condition is out of the bots' reach)")
    elif best is not weakest and best["ci_low"] > weakest["ci_high"]:
        verdict = "stronger bots win more"
        judged = ("too hard for these bots, but better play pays; try a stronger bot before easing it"
                  if best["rate"] < low else "too easy for good players" if best["rate"] > high
                  else "within reach of good players")
        reading = f"stronger bots win more ({path}): {judged}"
    else:
        verdict = "strength makes no difference"
        reading = f"stronger bots do not win more ({path}): the outcome does not reward play"
    if best is not last and best["ci_low"] > last["ci_high"]:
        reading += f"; {last['bots']} plays worse than {best['bots']}: give the search a larger budget"
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

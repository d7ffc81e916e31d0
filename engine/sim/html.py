"""The playtest report as one self-contained HTML file: inline CSS and SVG charts, no script, no network.

The generic sections are drawn here: win rate by seat and by faction with their 95% intervals, the
VP distribution of each seat, a histogram of game length (decisions), how games ended, the team
(`report_team.py`, in team play), anomalies and the ladder. Then the ruleset's own sections
(`Ruleset.html_sections(report, charts)`, drawn with `charts.py`), and the generic sections every
ruleset fills through hooks (`html_generic.py`): its conditions, the map (heat maps on the
ruleset's grid, `Ruleset.field_outline`) and coverage.
"""

from __future__ import annotations

from html import escape

from engine.core import ruleset as rulesets

from . import charts, html_generic, report_team
from .charts import SEAT_COLOURS, bar_chart, columns, pct, table
from .wording import metric_label, seat_label


def render_html(report: dict, ruleset=None) -> str:
    """The report as HTML; `ruleset` draws its own sections (default: the report's own)."""
    ruleset = ruleset or rulesets.get(report.get("ruleset"))
    a, run = report["adventure"], report["run"]
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        f"<title>Playtest: {escape(a['title'])}</title>",
        "<style>body{font-family:system-ui,sans-serif;margin:2em;max-width:1100px;color:#222}"
        "table{border-collapse:collapse;margin:0.5em 0 1.5em}td,th{border:1px solid #ccc;padding:3px 8px;"
        "font-size:13px;text-align:left}th{background:#f3f3f3}figure{display:inline-block;margin:0 1em 1em 0}"
        "figcaption{font-size:12px;text-align:center}.verdict{font-size:1.2em;font-weight:bold}"
        ".flag{color:#b00}</style></head><body>",
        f"<h1>Playtest: {escape(a['title'])} <small>({escape(a['id'])} {escape(a['version'])})</small></h1>",
        f"<p>{run['games_played']} games ({run['games_finished']} finished"
        f"{', interrupted' if run['interrupted'] else ''}), {run['players']} player{'s' * (run['players'] != 1)}, {escape(run['bots'])} bots, "
        f"seed {run['seed']}. Content digest <code>{escape(a['digest'][:16])}</code>.</p>",
    ]
    if "balance" in report:  # competitive play: a team report has no seats to compare
        parts.extend(competitive_sections(report, ruleset))
    else:  # the players win or lose together: the team first
        parts.extend(report_team.html_sections(report, charts))
    length = report["length"]
    parts.append("<h2>Game length</h2>")
    parts.append(columns([(f"{b['from']}", b["games"]) for b in length["decisions_histogram"]], "decisions per game"))
    parts.append("<p>" + "; ".join(f"{ruleset.length_word(k)}: mean {length[k]['mean']:.1f}, median {length[k]['median']:g}, "
                                   f"{length[k]['min']}-{length[k]['max']}" for k in ruleset.length_measures)
                 + "</p>")
    parts.append("<h2>How games ended</h2>")
    parts.append(table(["condition", "timing", "games", "share"],
                        [(e["condition"], e["timing"], e["games"], pct(e["share"])) for e in report["endings"]]))
    parts.extend(ruleset.html_sections(report, charts))
    parts.extend(html_generic.sections(report, ruleset))
    counts = report["anomalies"]["counts"]
    parts.append("<h2>Anomalies</h2><p>" + ", ".join(f"{escape(k)}: {v}" for k, v in counts.items()) + "</p>")
    if report["anomalies"]["games"]:
        parts.append(table(["kind", "game", "seed", "replay", "detail"],
                            [(x["kind"], x["game"], x["seed"], f"isleforge replay {a['id']} --seed {run['seed']} "
                              f"--game {x['game']}", x["detail"]) for x in report["anomalies"]["games"]]))
    ladder = report.get("ladder")
    if ladder:
        parts.append(f"<h2>Ladder: {escape(ladder['baseline_bots'])} vs {escape(run['bots'])} bots</h2>")
        parts.append(table(["metric", ladder["baseline_bots"], run["bots"]],
                            [(metric_label(f["metric"]), f["baseline"], f["report"]) for f in ladder["flips"]])
                     if ladder["flips"] else "<p>No conclusion flips.</p>")
        if ladder.get("rungs"):
            rungs = ladder["rungs"]
            parts.append(f"<h3>Conclusions that change with bot strength (believed: the "
                         f"{escape(ladder['believed_bots'])} bots')</h3>")
            parts.append(table(["metric", *rungs, "believed"],
                                [(metric_label(c["metric"]), *(c["readings"][k] for k in rungs), c["believed"])
                                 for c in ladder["changes"]])
                         if ladder["changes"] else "<p>No conclusion changes with bot strength.</p>")
        if "team" in ladder:
            parts.extend(report_team.ladder_html(ladder["team"], charts))
    gap = report.get("skill_gap")
    if gap:
        parts.append(f"<h2>Skill gap: {escape(gap['strong_bots'])} seats against the others</h2>")
        parts.append(f"<p>Gap {100 * gap['gap']:+.1f} points [{100 * gap['ci_low']:+.1f} to "
                     f"{100 * gap['ci_high']:+.1f}]: {escape(gap['reading'])}.</p>")
        parts.append(table(["bots", "seat-games", "win rate", "95% interval"],
                            [(row["bots"], row["games"], pct(row["rate"]),
                              f"{pct(row['ci_low'])} - {pct(row['ci_high'])}") for row in gap["by_kind"]]))
    parts.append("</body></html>\n")
    return "".join(parts)


def competitive_sections(report: dict, ruleset) -> list[str]:
    """Balance (with what makes the games degenerate), win rates by seat and faction, victory points
    (in the game's words: `Ruleset.score_title`, `score_word`)."""
    bal = report["balance"]
    parts = [
        f"<p class='verdict'>Balance {bal['score']:.2f}: {escape(bal['verdict'])} "
        f"(best {seat_label(bal['best_seat'])}, worst {seat_label(bal['worst_seat'])}, gap {pct(bal['largest_gap'])}); "
        f"first-player advantage {100 * report['first_player_advantage']:+.1f} points</p>",
    ]
    if bal.get("problems"):  # a degenerate run says what is wrong before any chart
        parts.append("<ul class='flag'>" + "".join(f"<li>{escape(p['detail'])}</li>" for p in bal["problems"])
                     + "</ul>")
    parts += [
        "<h2>Win rate by seat (95% Wilson intervals)</h2>",
        bar_chart(report["win_rates"]["by_seat"], "seat", "win rate by seat", label=seat_label),
        "<h2>Win rate by faction</h2>",
        bar_chart(report["win_rates"]["by_faction"], "faction", "win rate by faction"),
        f"<h2>{escape(ruleset.score_title)}</h2>",
    ]
    for i, row in enumerate(report["victory_points"]["by_seat"]):
        bins = [(d["value"], d["games"]) for d in row["distribution"]]
        parts.append(f"<figure>{columns(bins, f'{ruleset.score_word} of {seat_label(i)}', colour=SEAT_COLOURS[i % 6], width=300, height=130)}"
                     f"<figcaption>{seat_label(i)}: mean {row['mean']:.2f}, median {row['median']:g}, "
                     f"sd {row['stdev']:.2f}</figcaption></figure>")
    margin = report["victory_points"]["margin"]
    parts.append(f"<figure>{columns([(d['value'], d['games']) for d in margin['distribution']], 'margin', colour='#777', width=300, height=130)}"
                 f"<figcaption>margin of victory: mean {margin['mean']:.2f}, median {margin['median']:g}</figcaption></figure>")
    return parts

"""The sweep report as one self-contained HTML file: inline CSS and SVG, no script, no network.

The ranking table (balance, gap, first-player advantage, seat win rates, significance), a bar chart
of every variant's balance score, the heat map of a two-parameter grid, the skipped (invalid)
variants with their diagnostics, and the suggested change.

The suggestion names the file to edit as the designer gave it. A bundled adventure is read-only
(and, installed, lies inside the Python environment): the page says to duplicate it into the
designer's folder first and gives the fields to change in the copy, never the bundled file's path.
The chart's labels are as wide as the longest variant, so no label is cut.
"""

from __future__ import annotations

from html import escape

from .charts import bar_chart

CSS = ("body{font-family:sans-serif;max-width:960px;margin:2em auto;color:#222}"
       "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}"
       "th{background:#f4f4f4}td.k{text-align:left;white-space:nowrap}.sug{background:#eef7ee;padding:.6em;border-left:4px solid #2ca02c}")


def _colour(score: float | None) -> str:
    """Red (unfair) to green (fair) for a balance score 0..1."""
    if score is None:
        return "#eeeeee"
    t = max(0.0, min(1.0, (score - 0.5) / 0.5))
    return f"rgb({int(230 - 150 * t)},{int(90 + 130 * t)},{int(90 + 20 * t)})"


def _heatmap(heat: dict) -> str:
    x, y = heat["x"], heat["y"]
    out = [f"<h2>Balance by {escape(y['pointer'])} and {escape(x['pointer'])}</h2><table><tr><th>"
           f"{escape(y['pointer'].lstrip('/'))} \\ {escape(x['pointer'].lstrip('/'))}</th>"]
    out.extend(f"<th>{escape(str(v))}</th>" for v in x["values"])
    out.append("</tr>")
    for yv, line in zip(y["values"], heat["scores"], strict=False):
        out.append(f"<tr><th>{escape(str(yv))}</th>")
        out.extend(f'<td style="background:{_colour(s)}">{"-" if s is None else format(s, ".3f")}</td>' for s in line)
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def _suggestion(report: dict, bundled: bool) -> str:
    s = report["suggestion"]
    fairer = " &mdash; significantly fairer than the file&#39;s setting" if s["significant"] else ""
    if not s["edits"]:
        return f"<p class='sug'><b>Suggested change:</b> none: {escape(s['text'].split(': ', 1)[-1])}{fairer}</p>"
    changes = "".join(f"<li><code>{escape(e['pointer'].lstrip('/'))}</code>: {escape(str(e['current']))} &rarr; "
                      f"<b>{escape(str(e['value']))}</b> (line {e['line']})</li>" for e in s["edits"])
    if bundled:
        adventure = escape(report["adventure"]["id"])
        return (f"<div class='sug'><b>Suggested change{fairer}.</b> <i>{adventure}</i> is a bundled adventure, "
                f"read-only: duplicate it into your own folder first (in the editor: Duplicate in the Library panel; "
                f"on the command line: <code>isleforge new adventure MY-ISLE --from {adventure}</code>), then change "
                f"in your copy:<ul>{changes}</ul></div>")
    return (f"<div class='sug'><b>Suggested change{fairer}:</b> in <code>{escape(report['adventure']['file'])}</code>"
            f"<ul>{changes}</ul></div>")


def render_sweep_html(report: dict, bundled: bool = False) -> str:
    """The page; `bundled`: the adventure is one of the bundled library (say to duplicate it first)."""
    run = report["run"]
    adventure = report["adventure"]
    by_key = {r["key"]: r for r in report["variants"]}
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>Sweep of {escape(adventure['id'])}</title>"
             f"<style>{CSS}</style></head><body>",
             f"<h1>Balance sweep of {escape(adventure['id'])}</h1>",
             f"<p>{len(report['variants'])} variants &times; {run['games_per_variant']} games, {escape(run['bots'])} bots, "
             f"seed {run['seed']}, {escape(run['method'])}{' (interrupted)' if run['interrupted'] else ''}.</p>"]
    if report["suggestion"]:
        parts.append(_suggestion(report, bundled))
    parts.append(f"<p>{escape(report['statement'])}</p>")
    team = any("team" in row for row in report["variants"])
    parts.append("<h2>Ranking</h2><table><tr><th>rank</th><th class='k'>variant</th>" + (
        "<th>fit</th><th>from 50%</th><th>team win rate (95% CI)</th><th>verdict</th><th>vs best</th></tr>" if team else
        "<th>balance</th><th>gap</th><th>first player</th><th>seat win rates</th><th>verdict</th><th>vs best</th></tr>"))
    for r in report["ranking"]:
        row = by_key[r["key"]]
        if team:  # team play: the team's win rate, nothing per seat
            o = row["team"]["overall"]
            versus = "" if r["rank"] == 1 else ("significantly worse" if r["worse_than_best"] else "within chance")
            parts.append(f"<tr><td>{r['rank']}</td><td class='k'>{escape(r['key'])}</td>"
                         f"<td style='background:{_colour(r['score'])}'>{r['score']:.3f}</td><td>{r['gap']:.3f}</td>"
                         f"<td>{100 * o['rate']:.1f}% ({100 * o['ci_low']:.1f}-{100 * o['ci_high']:.1f}%)</td>"
                         f"<td>{escape(r['verdict'])}</td><td>{versus}</td></tr>")
            continue
        seats = " / ".join(f"{100 * s['rate']:.1f}%" for s in row["win_rates"]["by_seat"])
        versus = "" if r["rank"] == 1 else ("significantly worse" if r["worse_than_best"] else "within chance")
        parts.append(f"<tr><td>{r['rank']}</td><td class='k'>{escape(r['key'])}</td>"
                     f"<td style='background:{_colour(r['score'])}'>{r['score']:.3f}</td><td>{r['gap']:.3f}</td>"
                     f"<td>{row['first_player_advantage']:+.3f}</td><td>{seats}</td><td>{escape(r['verdict'])}</td>"
                     f"<td>{versus}</td></tr>")
    parts.append("</table>")
    bars = [{"key": r["key"], "rate": r["score"], "ci_low": r["score"], "ci_high": r["score"],
             "games": by_key[r["key"]]["games_finished"]} for r in report["ranking"]]
    if bars:
        widest = max(len(r["key"]) for r in report["ranking"])
        parts.append(("<h2>Team win rate by variant</h2>" + bar_chart(
            [{"key": r["key"], **by_key[r["key"]]["team"]["overall"]} for r in report["ranking"]], "key",
            "team win rate by variant", label_width=max(150, 7 * widest + 16))) if team else
            ("<h2>Balance score by variant</h2>" + bar_chart(bars, "key", "balance score by variant", label_width=max(150, 7 * widest + 16))))
    if report["heatmap"]:
        parts.append(_heatmap(report["heatmap"]))
    invalid = [r for r in report["variants"] if not r["valid"]]
    if invalid:
        parts.append("<h2>Skipped variants (invalid)</h2><ul>")
        for row in invalid:
            problems = "; ".join(f"{d['message']} [{d['code']}]" for d in row["diagnostics"])
            parts.append(f"<li>{escape(row['key'])}: {escape(problems)}</li>")
        parts.append("</ul>")
    parts.append("</body></html>\n")
    return "".join(parts)

"""The playtest report as one self-contained HTML file: inline CSS and SVG charts, no script, no network.

Charts: win rate by seat and by faction with their 95% intervals, the VP distribution of each seat,
a histogram of game length (decisions), and heat maps of the isle (explored, conquered, fought
over, held at the end) drawn on the adventure's own grid (`engine.content.geometry`: flat-topped
hexes in odd-q columns, or squares).
"""

from __future__ import annotations

import math
from html import escape

from engine.content.geometry import neighbour

W = 640
# the south-east neighbour of (0, 0) is (1, 0) when odd columns sit half a field lower (odd-q)
ODD_COLUMNS_LOWER = neighbour("hex", (0, 0), 3) == (1, 0)
SEAT_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")


def _bar_chart(rows, label_key, title: str) -> str:
    """Horizontal bars of rates 0..1 with CI whiskers."""
    height = 26 * len(rows) + 40
    left, right = 150, W - 20
    span = right - left
    out = [f'<svg viewBox="0 0 {W} {height}" width="{W}" height="{height}" role="img" aria-label="{escape(title)}">']
    for tick in range(0, 101, 25):
        x = left + span * tick / 100
        out.append(f'<line x1="{x:.1f}" y1="10" x2="{x:.1f}" y2="{height - 25}" stroke="#ddd"/>'
                   f'<text x="{x:.1f}" y="{height - 8}" font-size="11" text-anchor="middle">{tick}%</text>')
    for i, row in enumerate(rows):
        y = 14 + 26 * i
        colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
        width = span * row["rate"]
        lo, hi = left + span * row["ci_low"], left + span * row["ci_high"]
        out.append(f'<text x="{left - 6}" y="{y + 13}" font-size="12" text-anchor="end">{escape(str(row[label_key]))}</text>'
                   f'<rect x="{left}" y="{y}" width="{width:.1f}" height="18" fill="{colour}" opacity="0.75">'
                   f'<title>{100 * row["rate"]:.1f}% ({100 * row["ci_low"]:.1f}-{100 * row["ci_high"]:.1f}%), '
                   f'{row["games"]} games</title></rect>'
                   f'<line x1="{lo:.1f}" y1="{y + 9}" x2="{hi:.1f}" y2="{y + 9}" stroke="#000" stroke-width="1.5"/>'
                   f'<line x1="{lo:.1f}" y1="{y + 3}" x2="{lo:.1f}" y2="{y + 15}" stroke="#000"/>'
                   f'<line x1="{hi:.1f}" y1="{y + 3}" x2="{hi:.1f}" y2="{y + 15}" stroke="#000"/>')
    out.append("</svg>")
    return "".join(out)


def _columns(bins, title: str, label=lambda b: str(b), colour="#4c78a8", height=160, width=W) -> str:
    """Vertical bars: bins is a list of (label, count)."""
    if not bins:
        return "<p>(no games)</p>"
    top = max(c for _, c in bins) or 1
    left, bottom = 30, height - 22
    step = (width - left - 10) / len(bins)
    out = [f'<svg viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="{escape(title)}">'
           f'<text x="4" y="12" font-size="10">{top}</text>'
           f'<line x1="{left}" y1="{bottom}" x2="{width - 10}" y2="{bottom}" stroke="#999"/>']
    every = max(1, math.ceil(len(bins) / 12))
    for i, (name, count) in enumerate(bins):
        h = (bottom - 16) * count / top
        x = left + i * step
        out.append(f'<rect x="{x + 1:.1f}" y="{bottom - h:.1f}" width="{max(1.0, step - 2):.1f}" height="{h:.1f}" '
                   f'fill="{colour}"><title>{escape(str(name))}: {count}</title></rect>')
        if i % every == 0:
            out.append(f'<text x="{x + step / 2:.1f}" y="{height - 6}" font-size="10" text-anchor="middle">'
                       f'{escape(str(name))}</text>')
    out.append("</svg>")
    return "".join(out)


def _heat_colour(value: float, top: float) -> str:
    t = 0.0 if top <= 0 else min(1.0, value / top)
    # white -> orange -> dark red
    r = 255 - int(60 * t)
    g = int(255 - 200 * t)
    b = int(255 - 235 * t)
    return f"#{r:02x}{g:02x}{b:02x}"


def _heat_map(report: dict, metric: str, title: str, size: float = 20.0) -> str:
    grid = report["map"]["grid"]
    fields = report["map"]["fields"]
    top = max((f[metric] for f in fields), default=0.0)
    shapes = []
    coords = []
    for f in fields:
        col, row = f["field"]
        if grid == "square":
            x, y = col * size * 1.8, row * size * 1.8
            points = [(x, y), (x + size * 1.8, y), (x + size * 1.8, y + size * 1.8), (x, y + size * 1.8)]
            cx, cy = x + size * 0.9, y + size * 0.9
        else:  # flat-topped hexes, odd-q: odd columns half a field lower (geometry.py)
            cx = size + col * 1.5 * size
            shift = 0.5 * ((col & 1) if ODD_COLUMNS_LOWER else 1 - (col & 1))
            cy = size * math.sqrt(3) * (row + shift) + size * math.sqrt(3) / 2
            points = [(cx + size * math.cos(math.radians(60 * k)), cy + size * math.sin(math.radians(60 * k)))
                      for k in range(6)]
        coords.extend(points)
        sea = f["kind"] == "sea"
        fill = _heat_colour(f[metric], top)
        stroke = "#3b7dd8" if sea else "#666"
        label = f["area"] or f"{col},{row}"
        shapes.append(f'<polygon points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in points)}" fill="{fill}" '
                      f'stroke="{stroke}" stroke-width="{2 if sea else 1}"><title>{escape(label)} ({col},{row}) '
                      f'{f["kind"]}: {metric} {f[metric]:.3f}</title></polygon>'
                      f'<text x="{cx:.1f}" y="{cy + 3:.1f}" font-size="8" text-anchor="middle">{f[metric]:.2f}</text>')
    width = max((x for x, _ in coords), default=0) + 4
    height = max((y for _, y in coords), default=0) + 4
    return (f'<figure><svg viewBox="0 0 {width:.0f} {height:.0f}" width="{width:.0f}" height="{height:.0f}" '
            f'role="img" aria-label="{escape(title)}">{"".join(shapes)}</svg>'
            f'<figcaption>{escape(title)} (max {top:.2f})</figcaption></figure>')


def _table(headers, rows) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def render_html(report: dict) -> str:
    a, run, bal = report["adventure"], report["run"], report["balance"]
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
        f"{', interrupted' if run['interrupted'] else ''}), {run['players']} players, {escape(run['bots'])} bots, "
        f"seed {run['seed']}. Content digest <code>{escape(a['digest'][:16])}</code>.</p>",
        f"<p class='verdict'>Balance {bal['score']:.2f}: {escape(bal['verdict'])} "
        f"(best seat {bal['best_seat']}, worst seat {bal['worst_seat']}, gap {_pct(bal['largest_gap'])}); "
        f"first-player advantage {100 * report['first_player_advantage']:+.1f} points</p>",
        "<h2>Win rate by seat (95% Wilson intervals)</h2>",
        _bar_chart(report["win_rates"]["by_seat"], "seat", "win rate by seat"),
        "<h2>Win rate by faction</h2>",
        _bar_chart(report["win_rates"]["by_faction"], "faction", "win rate by faction"),
        "<h2>Victory points</h2>",
    ]
    for i, row in enumerate(report["victory_points"]["by_seat"]):
        bins = [(d["value"], d["games"]) for d in row["distribution"]]
        parts.append(f"<figure>{_columns(bins, f'VP of seat {i}', colour=SEAT_COLOURS[i % 6], width=300, height=130)}"
                     f"<figcaption>seat {i}: mean {row['mean']:.2f}, median {row['median']:g}, "
                     f"sd {row['stdev']:.2f}</figcaption></figure>")
    margin = report["victory_points"]["margin"]
    parts.append(f"<figure>{_columns([(d['value'], d['games']) for d in margin['distribution']], 'margin', colour='#777', width=300, height=130)}"
                 f"<figcaption>margin of victory: mean {margin['mean']:.2f}, median {margin['median']:g}</figcaption></figure>")
    length = report["length"]
    parts.append("<h2>Game length</h2>")
    parts.append(_columns([(f"{b['from']}", b["games"]) for b in length["decisions_histogram"]], "decisions per game"))
    parts.append("<p>" + "; ".join(f"{k}: mean {length[k]['mean']:.1f}, median {length[k]['median']:g}, "
                                   f"{length[k]['min']}-{length[k]['max']}" for k in ("seasons", "turns", "decisions"))
                 + "</p>")
    parts.append("<h2>How games ended</h2>")
    parts.append(_table(["condition", "timing", "games", "share"],
                        [(e["condition"], e["timing"], e["games"], _pct(e["share"])) for e in report["endings"]]))
    parts.append("<h2>Progress tasks</h2>")
    parts.append(_table(["task", "reached", "mean final position", "reached the end", ""],
                        [(t["id"], _pct(t["reached_share"]), f"{t['mean_final_position']:.2f} / {t['length']}",
                          _pct(t["end_share"]), "NEVER REACHED" if t["never_reached"] else "")
                         for t in report["progress_tasks"]]))
    parts.append("<h2>Victory conditions</h2>")
    parts.append(_table(["condition", "result", "timing", "decided", ""],
                        [(v["id"], v["result"], v["timing"], _pct(v["decided_share"]), "NEVER" if v["never"] else "")
                         for v in report["victory_conditions"]]))
    parts.append("<h2>The isle (per game)</h2>")
    for metric, title in (("explored", "explorations per game"), ("conquered", "conquests per game"),
                          ("fought", "combats per game"), ("held", "share of games held at the end")):
        parts.append(_heat_map(report, metric, title))
    cov = report["coverage"]
    parts.append("<h2>Coverage</h2>")
    for label, items in (("Cards never drawn", [f"{c['kind']}: {c['id']}" for c in cov["cards_never_drawn"]]),
                         ("Rules never triggered", [r["rule"] for r in cov["rules_never_triggered"]]),
                         ("Effects never triggered", cov["effects_never_triggered"]),
                         ("Locations never revealed", cov["locations_never_revealed"]),
                         ("Terrain never revealed", cov["terrain_never_revealed"])):
        parts.append(f"<p><b>{escape(label)}:</b> {escape(', '.join(items)) if items else 'none'}</p>")
    parts.append("<p><b>Rules with text only (not simulated):</b></p>")
    parts.append(_table(["rule", "scope", "trigger", "trigger fired"],
                        [(r["rule"], r["scope"], r["trigger"] or "(none)", "-" if r["fired"] is None else r["fired"])
                         for r in cov["text_only_rules"]]))
    counts = report["anomalies"]["counts"]
    parts.append("<h2>Anomalies</h2><p>" + ", ".join(f"{escape(k)}: {v}" for k, v in counts.items()) + "</p>")
    if report["anomalies"]["games"]:
        parts.append(_table(["kind", "game", "seed", "replay", "detail"],
                            [(x["kind"], x["game"], x["seed"], f"isleforge replay {a['id']} --seed {run['seed']} "
                              f"--game {x['game']}", x["detail"]) for x in report["anomalies"]["games"]]))
    ladder = report.get("ladder")
    if ladder:
        parts.append(f"<h2>Ladder: {escape(ladder['baseline_bots'])} vs {escape(run['bots'])} bots</h2>")
        parts.append(_table(["metric", ladder["baseline_bots"], run["bots"]],
                            [(f["metric"], f["baseline"], f["report"]) for f in ladder["flips"]])
                     if ladder["flips"] else "<p>No conclusion flips.</p>")
    parts.append("</body></html>\n")
    return "".join(parts)

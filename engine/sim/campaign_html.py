"""The campaign report as one self-contained HTML file: the flow graph as inline SVG, tables, no script.

The flow graph draws chapters in layers (`campaign_flow.layers`, chapter depth top to bottom) with
the share of runs that reached each, branches as arrows whose width follows the share of the
chapter's games that took them (labelled with the share and its 95% interval), and endings with
their shares. Branches never taken are dashed and red.
"""

from __future__ import annotations

from html import escape

from .charts import bar_chart, pct, table
from .wording import seat_label

NODE_W, NODE_H, GAP_X, GAP_Y = 250, 64, 60, 90


MARGIN_LEFT, LABEL_ROOM = 60, 300


def _centre(node: dict) -> tuple[float, float]:
    return (MARGIN_LEFT + node["position"] * (NODE_W + GAP_X) + NODE_W / 2,
            20 + node["layer"] * (NODE_H + GAP_Y) + NODE_H / 2)


def flow_svg(flow: dict) -> str:
    nodes = {n["chapter"]: n for n in flow["nodes"]}
    width = MARGIN_LEFT + LABEL_ROOM + (max((n["position"] for n in flow["nodes"]), default=0) + 1) * (NODE_W + GAP_X)
    height = 40 + (max((n["layer"] for n in flow["nodes"]), default=0) + 1) * (NODE_H + GAP_Y)
    out = [f'<svg viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
           f'aria-label="campaign flow"><defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" '
           f'markerUnits="userSpaceOnUse" markerWidth="12" markerHeight="12" orient="auto">'
           f'<path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>']
    siblings: dict = {}
    for edge in flow["edges"]:
        siblings.setdefault((edge["from"], edge["to"]), []).append(edge)
    for (source, target), group in siblings.items():
        (x1, y1), (x2, y2) = _centre(nodes[source]), _centre(nodes[target])
        skipped = nodes[target]["layer"] - nodes[source]["layer"] - 1  # layers it must pass beside
        swing = NODE_W * 0.9 * min(skipped, 2) if skipped > 0 else 0
        right = (len(group) - 1) / 2 * 50 + swing  # the curve's middle furthest right: labels go beyond it
        for i, edge in enumerate(group):
            # parallel edges fan out; an edge that skips layers swings right of the chapters between
            bend = (i - (len(group) - 1) / 2) * 50 + swing
            sx, sy, tx, ty = x1, y1 + NODE_H / 2, x2, y2 - NODE_H / 2
            if ty <= sy:  # an edge back up (invalid content) or sideways: come in from below
                ty = y2 + NODE_H / 2
                bend += NODE_W * 0.9
            cx, cy = (sx + tx) / 2 + bend * 2, (sy + ty) / 2
            ly = 0.25 * sy + 0.5 * cy + 0.25 * ty  # the height of the curve's middle
            never = edge["runs"] == 0
            stroke = "#b00" if never else "#555"
            dash = ' stroke-dasharray="5,4"' if never else ""
            out.append(f'<path d="M{sx:.1f},{sy:.1f} Q{cx:.1f},{cy:.1f} {tx:.1f},{ty:.1f}" fill="none" '
                       f'stroke="{stroke}" stroke-width="{1 + 5 * edge["share"]:.1f}"{dash} marker-end="url(#arrow)">'
                       f'<title>{escape(edge["label"])}: {edge["runs"]} of {edge["of"]}</title></path>'
                       f'<text x="{(sx + tx) / 2 + right + 8:.1f}" y="{ly + 4 + 14 * (i - (len(group) - 1) / 2):.1f}" font-size="11" '
                       f'fill="{stroke}">'
                       f'{escape(edge["label"])}: {pct(edge["share"])} '
                       f'[{pct(edge["ci_low"])}-{pct(edge["ci_high"])}]</text>')
    for node in flow["nodes"]:
        cx, cy = _centre(node)
        x, y = cx - NODE_W / 2, cy - NODE_H / 2
        reached = node["reached"]
        fill = "#fdecea" if reached["runs"] == 0 else "#eef4fb"
        ending = node["ending"]
        ending_line = (f'<text x="{cx:.1f}" y="{y + 54:.1f}" font-size="11" text-anchor="middle">ending of '
                       f'{pct(ending["share"])} of runs</text>') if ending["runs"] else ""
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{NODE_W}" height="{NODE_H}" rx="8" fill="{fill}" '
                   f'stroke="{"#b00" if reached["runs"] == 0 else "#1f77b4"}" stroke-width="{3 if ending["runs"] else 1.5}"/>'
                   f'<text x="{cx:.1f}" y="{y + 20:.1f}" font-size="13" font-weight="bold" text-anchor="middle">'
                   f'{escape(node["title"] or node["chapter"])[:34]}</text>'
                   f'<text x="{cx:.1f}" y="{y + 37:.1f}" font-size="11" text-anchor="middle">reached by '
                   f'{pct(reached["share"])} [{pct(reached["ci_low"])}-'
                   f'{pct(reached["ci_high"])}]</text>{ending_line}')
    out.append("</svg>")
    return "".join(out)


def _difference(row: dict) -> str:
    return f"{100 * row['difference']:+.1f} [{100 * row['ci_low']:+.1f} .. {100 * row['ci_high']:+.1f}] points"


def render_campaign_html(report: dict) -> str:
    c, run = report["campaign"], report["run"]
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        f"<title>Campaign playtest: {escape(c['title'])}</title>",
        "<style>body{font-family:system-ui,sans-serif;margin:2em;max-width:1100px;color:#222}"
        "table{border-collapse:collapse;margin:0.5em 0 1.5em}td,th{border:1px solid #ccc;padding:3px 8px;"
        "font-size:13px;text-align:left}th{background:#f3f3f3}.flag{color:#b00}</style></head><body>",
        f"<h1>Campaign playtest: {escape(c['title'])} <small>({escape(c['id'])})</small></h1>",
        f"<p>{run['runs_played']} runs ({run['runs_complete']} complete{', interrupted' if run['interrupted'] else ''}), "
        f"{run['players']} players, {escape(run['bots'])} bots, seed {run['seed']}; branches read "
        f"{seat_label(run['lead_seat'])}'s outcome. Digest <code>{escape(c['digest'][:16])}</code>.</p>",
        "<h2>Flow of the campaign</h2>", flow_svg(report["flow"]),
        "<h2>Endings</h2>",
        table(["ending", "runs", "share", "95% interval"],
              [(e["title"] or e["chapter"], e["runs"], pct(e["share"]), f"{pct(e['ci_low'])} - {pct(e['ci_high'])}")
               for e in report["endings"]]),
        "<h2>Campaign winner by seat</h2>", bar_chart(report["campaign_winners"]["by_seat"], "seat", "campaign winner by seat",
                                                   label=seat_label),
        "<h2>Campaign winner by faction</h2>",
        bar_chart(report["campaign_winners"]["by_faction"], "faction", "campaign winner by faction"),
    ]
    for chapter in report["chapters"]:
        parts.append(f"<h2>{escape(chapter['title'] or chapter['chapter'])}</h2><p>{chapter['games_finished']} "
                     f"games finished of {chapter['games_played']} played ({escape(chapter['adventure'])}).</p>")
        if chapter["games_finished"]:
            parts.append(bar_chart(chapter["win_rates"]["by_seat"], "seat", f"win rate by seat in {chapter['chapter']}",
                                   label=seat_label))
            parts.append(table(["ending", "games", "share"], [(e["title"] or e["condition"], e["games"], pct(e["share"]))
                                                            for e in chapter["endings"]]))
    parts.append("<h2>Snowball</h2><p>Win rate in the later chapter of seats that won the earlier one minus of "
                 "seats that lost it (Newcombe's 95% interval).</p>")
    parts.append(table(["earlier", "later", "won earlier", "lost earlier", "difference"],
                       [(s["earlier"], s["later"], pct(s["won_earlier"]["rate"]), pct(s["lost_earlier"]["rate"]),
                         _difference(s)) for s in report["snowball"]]))
    parts.append("<h2>Advantages</h2>")
    parts.append(table(["advantage", "chapter", "holders", "others", "difference"],
                       [(a["title"] or a["advantage"], a["chapter"], pct(a["held"]["rate"]), pct(a["not_held"]["rate"]),
                         _difference(a) if a["comparable"] else "held by every seat")
                        for a in report["advantages"]]))
    coverage = report["coverage"]
    parts.append("<h2>Coverage</h2>")
    items = [f"chapter <b>{escape(x)}</b> never reached" for x in coverage["chapters_never_reached"]]
    items += [f"branch {b['branch']} of <b>{escape(b['chapter'])}</b> to {escape(b['next'])} ({escape(b['label'])}) "
              f"never taken: {escape(b['why'])}" for b in coverage["branches_never_taken"]]
    items += [f"flag <b>{escape(f)}</b> never set in play" for f in coverage["flags_never_set"]]
    parts.append("<ul class='flag'>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>" if items else "<p>Everything was reached.</p>")
    counts = report["anomalies"]["counts"]
    parts.append("<h2>Anomalies</h2><p>" + ", ".join(f"{escape(k)}: {v}" for k, v in counts.items()) + "</p>")
    if report["anomalies"]["runs"]:
        parts.append(table(["kind", "run", "chapter", "replay", "detail"],
                           [(a["kind"], a["run"], a["chapter"], f"isleforge replay {c['id']} --seed {run['seed']} "
                             f"--game {a['run']} --chapter {a['chapter_step']}", a["detail"])
                            for a in report["anomalies"]["runs"]]))
    parts.append("</body></html>\n")
    return "".join(parts)



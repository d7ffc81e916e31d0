"""The charts of the HTML playtest report: inline SVG and tables, no script (used by `html.py`).

Rulesets draw their own report sections with these too: `Ruleset.html_sections(report, charts)` is
handed this module, so a ruleset never imports `engine.sim`.
"""

from __future__ import annotations

import math
from html import escape

W = 640
SEAT_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")


def bar_chart(rows, label_key, title: str, label=str, label_width: int = 150) -> str:
    """Horizontal bars of rates 0..1 with CI whiskers; `label` writes a row's `label_key` value (seats: from 1).
    `label_width`: the room left of the bars for the labels (the chart grows by what is beyond 150)."""
    height = 26 * len(rows) + 40
    wide = W + label_width - 150
    left, right = label_width, wide - 20
    span = right - left
    out = [f'<svg viewBox="0 0 {wide} {height}" width="{wide}" height="{height}" role="img" aria-label="{escape(title)}">']
    for tick in range(0, 101, 25):
        x = left + span * tick / 100
        out.append(f'<line x1="{x:.1f}" y1="10" x2="{x:.1f}" y2="{height - 25}" stroke="#ddd"/>'
                   f'<text x="{x:.1f}" y="{height - 8}" font-size="11" text-anchor="middle">{tick}%</text>')
    for i, row in enumerate(rows):
        y = 14 + 26 * i
        colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
        width = span * row["rate"]
        lo, hi = left + span * row["ci_low"], left + span * row["ci_high"]
        out.append(f'<text x="{left - 6}" y="{y + 13}" font-size="12" text-anchor="end">{escape(label(row[label_key]))}</text>'
                   f'<rect x="{left}" y="{y}" width="{width:.1f}" height="18" fill="{colour}" opacity="0.75">'
                   f'<title>{100 * row["rate"]:.1f}% ({100 * row["ci_low"]:.1f}-{100 * row["ci_high"]:.1f}%), '
                   f'{row["games"]} games</title></rect>'
                   f'<line x1="{lo:.1f}" y1="{y + 9}" x2="{hi:.1f}" y2="{y + 9}" stroke="#000" stroke-width="1.5"/>'
                   f'<line x1="{lo:.1f}" y1="{y + 3}" x2="{lo:.1f}" y2="{y + 15}" stroke="#000"/>'
                   f'<line x1="{hi:.1f}" y1="{y + 3}" x2="{hi:.1f}" y2="{y + 15}" stroke="#000"/>')
    out.append("</svg>")
    return "".join(out)


def columns(bins, title: str, label=lambda b: str(b), colour="#4c78a8", height=160, width=W) -> str:
    """Vertical bars: bins is a list of (label, count)."""
    if not bins:
        return "<p>(no games)</p>"
    top = max(c for _, c in bins) or 1
    left, bottom = 30, height - 22
    step = (width - left - 10) / len(bins)
    out = [(f'<svg viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="{escape(title)}">'
           f'<text x="4" y="12" font-size="10">{top}</text>'
           f'<line x1="{left}" y1="{bottom}" x2="{width - 10}" y2="{bottom}" stroke="#999"/>')]
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


def heat_colour(value: float, top: float) -> str:
    t = 0.0 if top <= 0 else min(1.0, value / top)
    # white -> orange -> dark red
    r = 255 - int(60 * t)
    g = int(255 - 200 * t)
    b = int(255 - 235 * t)
    return f"#{r:02x}{g:02x}{b:02x}"


def canvas(points, margin: float = 4.0) -> tuple[int, int, float, float]:
    """The bounding box of `points` as an SVG viewBox (left, top, width, height): from the smallest
    coordinates rounded down (negative ones too) to the largest plus `margin`. A map that starts
    anywhere but (0, 0) is drawn whole and without an empty band on its left or top."""
    if not points:
        return 0, 0, margin, margin
    # rounded first: a corner computed as -1e-15 (a sine's last bit) still starts the canvas at 0
    left = math.floor(round(min(x for x, _ in points), 6)) + 0  # + 0: no "-0"
    top = math.floor(round(min(y for _, y in points), 6)) + 0
    return left, top, max(x for x, _ in points) - left + margin, max(y for _, y in points) - top + margin


def heat_map(fields: list[dict], metric: str, title: str, outline, size: float = 20.0,
             start: tuple[int, int] | None = None) -> str:
    """One heat map of `metric` over `fields` (report rows with "field", "area", "kind" and the metric).

    `outline(coord, size) -> (points, centre)` places a field: the ruleset's map grid
    (`Ruleset.field_outline`); sea fields get a blue border. The canvas is the bounding box of
    every corner (`canvas`), whatever the coordinates: a board grown from cards, with cells west or
    north of where it began, has negative ones and is drawn offset by its minimum. `start`: the cell the
    coordinates are counted from (a grown board's first card), drawn and labelled as (0, 0).
    """
    top = max((f[metric] for f in fields), default=0.0)
    shapes = []
    coords = []
    for f in fields:
        col, row = f["field"]
        if start is not None:
            col, row = col - start[0], row - start[1]
        points, (cx, cy) = outline((col, row), size)
        coords.extend(points)
        sea = f["kind"] == "sea"
        fill = heat_colour(f[metric], top)
        stroke = "#3b7dd8" if sea else "#666"
        label = f["area"] or f"{col},{row}"
        shapes.append(f'<polygon points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in points)}" fill="{fill}" '
                      f'stroke="{stroke}" stroke-width="{2 if sea else 1}"><title>{escape(label)} ({col},{row}) '
                      f'{f["kind"]}: {metric} {f[metric]:.3f}</title></polygon>'
                      f'<text x="{cx:.1f}" y="{cy + 3:.1f}" font-size="8" text-anchor="middle">{f[metric]:.2f}</text>')
    left, top_, width, height = canvas(coords)
    return (f'<figure><svg viewBox="{left} {top_} {width:.0f} {height:.0f}" width="{width:.0f}" height="{height:.0f}" '
            f'role="img" aria-label="{escape(title)}">{"".join(shapes)}</svg>'
            f'<figcaption>{escape(title)} (max {top:.2f})</figcaption></figure>')


def table(headers, rows) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"

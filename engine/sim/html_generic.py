"""The generic sections of the HTML playtest report that every ruleset fills through hooks.

`html.py` draws them between the ruleset's own sections and the anomalies:

- conditions: every way a game can end with the share of games it decided, flagged NEVER when it
  decided none (`Ruleset.report_conditions`; by default the report's `endings`, titled with
  `Ruleset.ending_titles`);
- the map: heat maps of where things happened, on the ruleset's grid (`Ruleset.report_map` gives
  the fields and metrics, `Ruleset.field_outline` the shape of a field);
- coverage: the content the games never used (`Ruleset.report_coverage`);
- where the points come from and the nemesis, when the ruleset's games fill them (`report_scores.py`,
  `report_nemesis.py`), after the conditions.

The hooks read the ruleset's own sections of the JSON report, so the HTML is drawn from the JSON
alone (`isleforge playtest --html` and a report read back draw the same page).
"""

from __future__ import annotations

from html import escape

from . import charts, report_nemesis, report_scores
from .charts import heat_map, pct, table


def conditions(report: dict, ruleset) -> list[str]:
    """How games ended, per condition the ruleset declares (or, by default, per ending games reached)."""
    found = ruleset.report_conditions(report)
    if found is None:
        found = {"columns": ["title"],
                 "rows": [{"condition": e["condition"], "values": [e["title"]], "share": e["share"], "never": False}
                          for e in report["endings"]]}
    return ["<h2>Victory conditions</h2>",
            table(["condition", *found["columns"], "decided", ""],
                  [(row["condition"], *row["values"], pct(row["share"]), "NEVER" if row["never"] else "")
                   for row in found["rows"]])]


def field_map(report: dict, ruleset) -> list[str]:
    """The heat maps of the ruleset's map section, each field drawn with `Ruleset.field_outline`."""
    found = ruleset.report_map(report)
    if found is None:
        return []
    grid = found["grid"]
    return [f"<h2>{escape(found['title'])}</h2>",
            *(heat_map(found["fields"], metric, caption, lambda coord, size: ruleset.field_outline(grid, coord, size),
                       start=found.get("start"))
              for metric, caption in found["heat_maps"])]


def coverage(report: dict, ruleset) -> list[str]:
    """The content never used: labelled lists, then the ruleset's coverage tables."""
    found = ruleset.report_coverage(report)
    if found is None:
        return []
    parts = ["<h2>Coverage</h2>"]
    for label, items in found["lists"]:
        parts.append(f"<p><b>{escape(label)}:</b> {escape(', '.join(items)) if items else 'none'}</p>")
    for caption, headers, rows in found.get("tables", ()):
        parts.append(f"<p><b>{escape(caption)}</b></p>")
        parts.append(table(headers, rows))
    return parts


def sections(report: dict, ruleset) -> list[str]:
    return [*conditions(report, ruleset), *report_scores.html_sections(report, charts),
            *report_nemesis.html_sections(report, charts), *field_map(report, ruleset), *coverage(report, ruleset)]

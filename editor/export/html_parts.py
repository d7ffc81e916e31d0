"""The small HTML pieces every ruleset's print sheet is written with (no Qt here).

A ruleset's sheet (`EditorRuleset.print_sheet`) is HTML for a QTextDocument, which knows a subset
of HTML 4: these helpers write that subset the same way for every game, so the pages of two
games look alike (headings, a two-column table of labels and values, paragraphs).
"""

from __future__ import annotations

from collections import Counter
from html import escape


def e(text) -> str:
    """Text escaped for HTML."""
    return escape(str(text))


def paragraphs(text: str) -> str:
    """A text's paragraphs (separated by a blank line), each a <p>."""
    return "".join(f"<p>{e(part)}</p>" for part in str(text).split("\n\n") if part.strip())


def words(value: str) -> str:
    """An id or a snake_case value as words: "once_per_season" -> "once per season"."""
    return str(value).replace("_", " ").replace("-", " ")


def row(label: str, value_html: str) -> str:
    """One row of a two-column table: the label in bold, the value already HTML."""
    return f'<tr><td width="28%"><b>{e(label)}</b></td><td>{value_html}</td></tr>'


def table(rows: list[str]) -> str:
    """Rows (`row`) as a full-width table with a thin border."""
    return f'<table border="1" cellspacing="0" cellpadding="4" width="100%">{"".join(rows)}</table>'


def counted(titles) -> str:
    """Titles with their copies, in first-seen order: "Picked Bones ×2, Clear Spring" ("none" for none)."""
    titles = list(titles)
    counts = Counter(titles)
    order = list(dict.fromkeys(titles))
    return ", ".join(f"{t} ×{counts[t]}" if counts[t] > 1 else t for t in order) or "none"


def cover(title: str, facts_html: str, summary: str, key: str = "") -> str:
    """The HTML above a part's map: the title, a line of facts (HTML), the summary and the map's key in small print."""
    return (f"<h1>{e(title)}</h1><p>{facts_html}</p><p>{e(summary)}</p>"
            + (f'<p style="font-size: 8px; color: #5a4a36;">{e(key)}</p>' if key else ""))

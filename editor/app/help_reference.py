"""Help > Content Reference (F1): the reference of one ruleset, rendered from the schemas this Isleforge runs on.

Each installed ruleset has its own reference (`engine.content.reference.generate(ruleset_id)`):
F1 opens the one of the current tab's ruleset, as one page per ruleset in the cache folder.

A source checkout has docs/content-reference.md, but an installed Isleforge (`pip install .`)
has no docs folder, so the reference is made at run time from the installed schemas, the same
text `isleforge schema-docs` prints, and written as one HTML page into the cache folder. It is
always the reference of the schemas in use, in every install, and costs a fraction of a second.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QTextDocument

from engine.content import reference
from engine.core import ruleset as rulesets
from engine.content.files import atomic_write_text

PAGE = "content-reference.html"
STYLE = ("body { font-family: sans-serif; max-width: 60em; margin: 2em auto; line-height: 1.4; } "
         "table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: 2px 6px; } "
         "code { background: #f2f2f2; }")


def as_html(markdown: str, title: str = "Isleforge content reference") -> str:
    """The Markdown reference as a standalone HTML page (Qt's own Markdown reader; no extra package)."""
    document = QTextDocument()
    document.setMarkdown(markdown)
    body = document.toHtml()
    return body.replace("<head>", f"<head><title>{title}</title><style>{STYLE}</style>", 1)


def write_reference(folder: Path, ruleset_id: str | None = None) -> Path:
    """Write the content reference of a ruleset's installed schemas (the default game's for None) into
    ``folder``; its path (`content-reference.html`, `content-reference-<id>.html` for another game)."""
    ruleset = rulesets.get(ruleset_id)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / (PAGE if ruleset.id == rulesets.DEFAULT_RULESET else f"content-reference-{ruleset.id}.html")
    markdown = reference.generate() if ruleset.id == rulesets.DEFAULT_RULESET else reference.generate(ruleset.id)
    atomic_write_text(target, as_html(markdown, f"{ruleset.title}: Isleforge content reference"))
    return target

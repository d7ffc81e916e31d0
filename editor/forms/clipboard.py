"""Rules and cards on the clipboard, as the YAML a designer would write (so they paste into a text editor too)."""

from __future__ import annotations

import textwrap
from typing import Any

from PySide6.QtGui import QGuiApplication

from editor.documents import tree
from engine.content.yaml_io import dump, load_roundtrip, parse_text


def copy_items(items: list[Any]) -> str:
    """Put a YAML list of ``items`` (their formatting kept) on the clipboard; returns the text."""
    text = textwrap.dedent(dump(tree.to_tree([tree.snapshot(i) for i in items], flow=False)))
    QGuiApplication.clipboard().setText(text)
    return text


def pasted_items() -> list[Any]:
    """The mappings on the clipboard: a YAML list of mappings or one mapping; [] if there are none.

    The text goes through the same safe parser as content files (no aliases bombs, no tags)
    before the round-trip loader keeps its formatting.
    """
    text = QGuiApplication.clipboard().text()
    if not text.strip():
        return []
    wrapped = "items:\n" + textwrap.indent(text, "  ")
    if not parse_text(wrapped, "clipboard").ok:
        return []
    data = load_roundtrip(wrapped).get("items")
    if isinstance(data, dict):
        return [data]
    if isinstance(data, list):
        return [item for item in data if isinstance(item, dict)]
    return []

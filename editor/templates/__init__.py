"""Starting points for new content that are not adventures of the library.

`blank-adventure.yaml` is the blank template (`isleforge new adventure ID --blank`, and "Blank" in
the editor's New Adventure dialog): a small open isle of plain fields, the core decks, three plain
progress tasks and the one victory condition every game needs, with no story, no named areas and
no special rules. It validates with no problems, so a designer starts from green and paints.
"""

from __future__ import annotations

from pathlib import Path

from engine.content import paths

BLANK = "blank"
BLANK_LABEL = "Blank (an open isle, no story)"


def adventure_source(template: str) -> Path:
    """The file a new adventure is copied from: the blank template, or an adventure of the bundled library."""
    if template == BLANK:
        return Path(__file__).resolve().parent / "blank-adventure.yaml"
    return paths.library_dir() / f"{template}.yaml"

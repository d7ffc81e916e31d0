"""The mini sea of the Finis Terrae content tests (`ft_mini/`: a tiny valid tile set, weather deck and
adventure), copied to a test's folder with text edits, validated, and read back as diagnostics.

Edits are plain text replacements of the fixture files, each required to match exactly once, so a
broken fixture is written as the few characters a designer would get wrong.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from engine.content import ruleset_files
from engine.content.validate import validate_paths

MINI = Path(__file__).resolve().parent / "ft_mini"
RULESET = "finis-terrae"


def mini_sea(folder: Path, edits: dict[str, list[tuple[str, str]]] | None = None) -> Path:
    """The mini sea in `folder` with `edits` applied: file name -> [(old text, new text), ...]."""
    for source in sorted(MINI.glob("*.yaml")):
        shutil.copy(source, folder / source.name)
    for name, changes in (edits or {}).items():
        path = folder / name
        text = path.read_text(encoding="utf-8")
        for old, new in changes:
            assert text.count(old) == 1, f"{name}: {old!r} is not in the fixture exactly once"
            text = text.replace(old, new)
        path.write_text(text, encoding="utf-8")
    return folder


def validation(folder: Path):
    return validate_paths([folder], root=folder)


def found(folder: Path) -> list[tuple]:
    """Every diagnostic of the folder's Finis Terrae files as (severity, code, file name, pointer, line,
    column, message, hint), in the validation's order."""
    return [(d.severity.value, d.code, Path(d.file).name, d.pointer, d.line, d.column, d.message, d.hint)
            for d in ruleset_files.diagnostics_of(validation(folder), RULESET)]

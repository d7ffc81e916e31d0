"""Which ruleset a content file is written for: its `ruleset:` field, else its folder's manifest, else the default.

A folder may hold a `library.yaml` (`kind: library`, schema `schemas/common/library.schema.json`)
naming the ruleset of every file in it and below it; the nearest one above a file counts. A file's
own `ruleset:` (adventures and campaigns have the field) wins over the manifest. The ruleset found
gives the file its schema folder (`Ruleset.schema_dir`), its kinds (`Ruleset.kinds`) and the
semantic checks that run over it (`Ruleset.checks`).

Every ruleset, the default one included, is asked through `engine.core.ruleset` (this module never
imports a ruleset, so nothing here names a game's checks or kinds).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.core import ruleset as registry
from engine.core.errors import EngineError
from engine.core.ruleset import DEFAULT_RULESET, Ruleset

from .diagnostics import Diagnostic, Severity
from .suggest import did_you_mean
from .yaml_io import SourceMap, read_file

MANIFEST = "library.yaml"


def manifest_of(path: Path) -> Path | None:
    """The nearest `library.yaml` in the folder of `path` or above it (not `path` itself)."""
    for folder in path.parents:
        candidate = folder / MANIFEST
        try:
            if candidate != path and candidate.is_file():
                return candidate
        except (OSError, ValueError):  # a folder we may not look into: no manifest there
            continue
    return None


@lru_cache(maxsize=256)
def _manifest_ruleset(path: Path, stamp: tuple[int, int]) -> Any:
    data = read_file(path).data
    return data.get("ruleset") if isinstance(data, dict) and data.get("kind") == "library" else None


def declared(path: Path, data: dict) -> tuple[Any, bool]:
    """The ruleset id a file names (its own field, else its manifest's, else the default) and whether it is its own."""
    if "ruleset" in data:
        return data["ruleset"], True
    manifest = manifest_of(path)
    if manifest is not None:
        try:
            status = manifest.stat()
            found = _manifest_ruleset(manifest, (status.st_mtime_ns, status.st_size))
        except (OSError, ValueError):
            found = None
        if found is not None:
            return found, False
    return DEFAULT_RULESET, False


def installed() -> list[str]:
    return [r.id for r in registry.all_rulesets()]


def find(ruleset_id: Any) -> Ruleset | None:
    """The installed ruleset with this id, or None."""
    if not isinstance(ruleset_id, str) or not ruleset_id:
        return None
    try:
        return registry.get(ruleset_id)
    except EngineError:
        return None


def unknown(ruleset_id: Any, file: str, positions: SourceMap, pointer: str = "/ruleset") -> Diagnostic:
    """`content/unknown-ruleset`, located at the `ruleset:` value, listing the installed rulesets."""
    names = installed()
    line, column = positions.value(pointer)
    shown = f"'{ruleset_id}'" if isinstance(ruleset_id, str) else str(ruleset_id)
    hint = " ".join(p for p in (did_you_mean(str(ruleset_id), names),
                                f"Installed rulesets: {', '.join(names) or 'none'}.") if p)
    return Diagnostic(Severity.ERROR, "content/unknown-ruleset", f"{shown} is not an installed ruleset",
                      file, pointer, line, column, hint)

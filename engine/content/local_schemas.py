"""The schemas a designer's library carries, so the `$schema` line of its files keeps working.

A file Isleforge writes starts with `# yaml-language-server: $schema=...`. Pointing that at the
installed package breaks on every reinstall (a virtual environment's path names the Python
version), and the schemas' `$id` URLs are names, not served pages. So a library folder outside the
package carries a copy of the schemas in `.isleforge/schemas/` (the same `<ruleset>/` and `common/`
layout, so the schemas' relative `$ref`s resolve), refreshed by Isleforge whenever it writes a
content file there, and the `$schema` line is a path relative to the file. See
docs/schemas-in-your-library.md.
"""

from __future__ import annotations

import os
from pathlib import Path

from . import paths

FOLDER = Path(".isleforge") / "schemas"
MARKERS = ("library.yaml", str(FOLDER))  # what makes a folder a library's root


def library_root(folder: Path) -> Path:
    """The root of the library ``folder`` is in: the nearest folder up with a library.yaml or schemas copy, else itself."""
    folder = folder.resolve()
    for candidate in (folder, *folder.parents):
        if any((candidate / marker).exists() for marker in MARKERS):
            return candidate
    return folder


def refresh(root: Path) -> Path:
    """Copy the installed schemas into ``root/.isleforge/schemas`` where they differ; the copy's folder."""
    target = root / FOLDER
    base = paths.schemas_dir()
    for schema in sorted(base.glob("*/*.schema.json")):  # every ruleset's folder and common/
        destination = target / schema.relative_to(base)
        data = schema.read_bytes()
        if destination.is_file() and destination.read_bytes() == data:
            continue
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.write_bytes(data)
    return target


def reference(target: Path, kind: str, ruleset: str) -> str:
    """The `$schema` reference for a content file at ``target``: relative, into its library's schemas copy."""
    copy = refresh(library_root(target.parent))
    schema = copy / ruleset / f"{kind}.schema.json"
    try:
        return os.path.relpath(schema, target.resolve().parent).replace(os.sep, "/")
    except ValueError:  # another drive on Windows
        return schema.resolve().as_uri()


"""The entry points of one group, read the way `importlib.metadata.entry_points(group=...)` reads them.

Every command finds the rulesets through their entry points, and `importlib.metadata` costs a cold
`isleforge validate` about a tenth of its CPU: importing it loads `email`, `zipfile`, `csv` and
`inspect`, and its `entry_points()` builds an object for every entry point of every distribution to
keep those of one group (issue 32). Here only the `entry_points.txt` files are read, with the same
search, the same order and the same rules:

- each folder on `sys.path` in turn (`''` is the current folder), its `*.dist-info` and `*.egg-info`
  children grouped by their normalised name in listing order, and the first distribution of a name
  on the path hides the later ones (`importlib.metadata._unique`);
- an `entry_points.txt` is lines stripped, blank lines and `#` comments skipped, `[group]` headers,
  and `name = value` pairs split at the first `=`.

Whenever the environment leaves that simple case, `group` hands the question to `importlib.metadata`
itself, so the answer is always its answer: a finder on `sys.meta_path` that lists distributions of
its own, a path entry that is a file (a zip archive), a `.egg` folder, a metadata folder whose name
needs its METADATA to say the distribution's name, a path entry that is not text, or a line that
`importlib.metadata` would refuse.
"""

from __future__ import annotations

import os
import re
import sys
from importlib import import_module
from importlib.machinery import PathFinder
from typing import Any, NamedTuple

#: `importlib.metadata.EntryPoint.pattern`: "module", "module:attribute.path", then optional [extras]
_REFERENCE = re.compile(r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$")
_SEPARATORS = re.compile(r"[-_.]+")
_METADATA_FOLDERS = (".dist-info", ".egg-info")


class EntryPoint(NamedTuple):
    """One entry point: its name, its "module:attribute" reference and its group."""

    name: str
    value: str
    group: str

    def load(self) -> Any:
        """The object the reference names, imported (what `importlib.metadata.EntryPoint.load` returns)."""
        match = _REFERENCE.match(self.value)
        if match is None:  # importlib.metadata fails here too, on `None.group`
            raise ValueError(f"the entry point '{self.name}' names no module: {self.value!r}")
        item = import_module(match.group("module"))
        for part in filter(None, (match.group("attr") or "").split(".")):
            item = getattr(item, part)
        return item


class _Unusual(Exception):
    """The environment is not the simple case this module reads itself: ask importlib.metadata."""


def group(name: str) -> list[EntryPoint]:
    """The entry points of the group `name`, in `importlib.metadata.entry_points(group=name)`'s order."""
    try:
        return _read_group(name, sys.path)
    except _Unusual:
        from importlib import metadata

        return [EntryPoint(ep.name, ep.value, ep.group) for ep in metadata.entry_points(group=name)]


def _read_group(name: str, path: list) -> list[EntryPoint]:
    if any(getattr(finder, "find_distributions", None) is not None and finder is not PathFinder
           for finder in sys.meta_path):
        raise _Unusual  # another finder lists distributions: only importlib.metadata asks it
    seen: set[str] = set()
    found: list[EntryPoint] = []
    for root in path:
        for folder in _metadata_folders(root):
            stem, extension = os.path.splitext(os.path.basename(folder))
            distribution = _normalise(stem.partition("-")[0])
            if extension not in _METADATA_FOLDERS or not distribution:
                raise _Unusual  # ".DIST-INFO", "-1.0.dist-info": importlib.metadata reads the name in METADATA
            if distribution in seen:
                continue
            seen.add(distribution)
            found.extend(_entries(folder, name))
    return found


def _metadata_folders(root) -> list[str]:
    """The metadata folders of one `sys.path` entry, grouped by normalised name in listing order."""
    if not isinstance(root, str):
        raise _Unusual
    folder = root or "."
    try:
        children = os.listdir(folder)
    except (OSError, ValueError):
        if os.path.isfile(folder):
            raise _Unusual from None  # a zip archive on the path
        return []  # a missing folder (python311.zip, an import hook's placeholder): no distributions
    if os.path.basename(root).lower().endswith(".egg"):
        raise _Unusual  # an egg folder's EGG-INFO: importlib.metadata's legacy rules
    by_name: dict[str, list[str]] = {}
    for child in children:
        low = child.lower()
        if low.endswith(_METADATA_FOLDERS):
            by_name.setdefault(_normalise(low.rpartition(".")[0].partition("-")[0]), []).append(
                os.path.join(root, child))
    return [path for paths in by_name.values() for path in paths]


def _normalise(name: str) -> str:
    """PEP 503 normalisation with underscores (`importlib.metadata.Prepared.normalize`)."""
    return _SEPARATORS.sub("-", name).lower().replace("-", "_")


def _entries(folder: str, wanted: str) -> list[EntryPoint]:
    try:
        with open(os.path.join(folder, "entry_points.txt"), encoding="utf-8") as handle:
            text = handle.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError):
        return []
    entries = []
    section = None
    for line in map(str.strip, text.splitlines()):
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line.strip("[]")
            continue
        if section is None:
            continue
        if "=" not in line:
            raise _Unusual  # importlib.metadata raises on this line: let it say so
        key, value = (part.strip() for part in line.split("=", 1))
        if section == wanted:
            entries.append(EntryPoint(key, value, section))
    return entries

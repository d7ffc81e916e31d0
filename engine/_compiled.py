"""The compiled engine's guard: an extension module runs only while it is its source's current build.

`setup.py` compiles the engine's hot modules with Cython where it can and writes `engine/_compiled.json`:
the SHA-256 of each compiled module's source. Python's own finder prefers an extension to a `.py` in the
same folder, so after `pip install -e .` a developer's edit of `state.py` would be shadowed by the old
`state.cpython-311-*.so`. `SourceWhenStale`, which `engine/__init__.py` puts first on `sys.meta_path`,
prevents that: for an `engine.*` module that has an extension beside its source, it loads the source
instead when the source's hash is not the manifest's (edited, or never compiled by the last build), or
when `ISLEFORGE_PURE_PYTHON` is set (not empty, not 0) in the environment. Otherwise it steps aside and
the extension loads. `describe()` says which engine runs (`isleforge --version`, benchmarks/bot_games.py).
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path

PURE_ENV = "ISLEFORGE_PURE_PYTHON"
HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "_compiled.json"


def pure_requested() -> bool:
    return os.environ.get(PURE_ENV, "") not in ("", "0")


def manifest() -> dict[str, str]:
    """Module name -> SHA-256 of the source it was compiled from, as the last build wrote them."""
    try:
        return json.loads(MANIFEST.read_text(encoding="utf-8"))["modules"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def _extension_beside(source: Path) -> Path | None:
    stem = source.with_suffix("")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = stem.with_name(stem.name + suffix)
        if candidate.is_file():
            return candidate
    return None


def _fresh(name: str, source: Path, built: dict[str, str]) -> bool:
    """Is the extension the build of this source (and of its `.pxd` with the `.pxd`s it cimports, as setup.py's
    `_sha256` digests them), and is every module it cimports fresh too? A module that cimports an extension
    type (`from engine.core.frames cimport Frame`) cannot load beside that module's source: the type it
    checks at import would be a plain class."""
    expected = built.get(name)
    if expected is None:
        return False
    import hashlib  # here: OpenSSL's loading costs every command that runs no compiled module (issue 32)

    types = source.with_suffix(".pxd")
    data = source.read_bytes()
    needs: list[str] = []
    if types.is_file():
        data += types.read_bytes()
        needs = cimported(types.read_text(encoding="utf-8"))
        for other in needs:
            data += _source_of(other).with_suffix(".pxd").read_bytes()
    if hashlib.sha256(data).hexdigest() != expected:
        return False
    return all(_fresh(other, _source_of(other), built) for other in needs if other != name)


def cimported(types: str) -> list[str]:
    """The engine modules a `.pxd` cimports (`from engine.x.y cimport Name`), in the order written (setup.py's)."""
    import re

    return re.findall(r"^\s*from\s+(engine(?:\.\w+)+)\s+cimport\b", types, re.MULTILINE)


def _source_of(name: str) -> Path:
    return HERE.parent.joinpath(*name.split(".")).with_suffix(".py")


class SourceWhenStale:
    """A meta path finder: the `.py` for an `engine.*` module whose extension is stale or not wanted."""

    def __init__(self) -> None:
        self._built: dict[str, str] | None = None

    def find_spec(self, name, path, target=None):
        if not name.startswith("engine.") or not path:
            return None
        leaf = name.rpartition(".")[2]
        for folder in path:
            source = Path(folder) / f"{leaf}.py"
            if source.is_file():
                break
        else:
            return None
        if _extension_beside(source) is None:
            return None
        if self._built is None:
            self._built = manifest()
        if not pure_requested() and _fresh(name, source, self._built):
            return None  # the extension is this source's build: Python's own finder loads it
        return importlib.util.spec_from_file_location(name, source)


def install() -> None:
    if not any(isinstance(finder, SourceWhenStale) for finder in sys.meta_path):
        sys.meta_path.insert(0, SourceWhenStale())


def status() -> tuple[list[str], list[str]]:
    """The compiled modules that run compiled, and those that run as Python because their source changed."""
    if pure_requested():
        return [], []
    fresh, stale = [], []
    built = manifest()
    for name in built:
        source = HERE.parent.joinpath(*name.split(".")).with_suffix(".py")
        if _extension_beside(source) is None or not source.is_file():
            continue
        (fresh if _fresh(name, source, built) else stale).append(name)
    return fresh, stale


def describe() -> str:
    """`engine: compiled (N modules)` or `engine: pure Python`, with the reason when a build is set aside."""
    if pure_requested():
        return f"engine: pure Python ({PURE_ENV} is set)"
    fresh, stale = status()
    if not fresh and not stale:
        return "engine: pure Python"
    line = f"engine: compiled ({len(fresh)} modules)"
    if stale:
        line += f"; edited since the build, so run as Python: {', '.join(sorted(stale))}"
    return line

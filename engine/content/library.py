"""A library: a folder of content files, read best-effort and indexed by kind and id.

Reading never stops at a bad file: each file is parsed and schema-checked on
its own, and its problems become diagnostics. Only the files that parse take
part in the index that the semantic checks and the model use.
"""

from __future__ import annotations

import os
import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from collections.abc import Iterable, Iterator

from . import rulesets, schemas
from .diagnostics import Diagnostic, Severity
from .suggest import did_you_mean
from .yaml_io import Parsed, SourceMap, parse_text, read_file

CONTENT_SUFFIXES = (".yaml", ".yml")
#: A library folder holding more content files than this is refused (runaway links, wrong folder).
MAX_FILES = 5000
#: Folders nested deeper than this below the library are not read (content needs two or three levels).
MAX_FOLDER_DEPTH = 32


@dataclass(slots=True)
class ContentFile:
    """One content file: where it is, what it parsed to, and what is wrong with it."""

    path: Path  # resolved, absolute
    display: str  # as shown in diagnostics
    parsed: Parsed
    kind: str | None = None
    id: str | None = None
    ruleset: str | None = None  # the id of the installed ruleset the file is checked with
    schema_ok: bool = False
    base: bool = False  # read for reference only (the bundled library under a user's folder)
    memo: dict = field(default_factory=dict)  # per-file facts the checks derive from `data` (reset on re-read)

    def remember(self, key: str, compute):
        """A fact derived from this file's data, computed once per read of the file."""
        if key not in self.memo:
            self.memo[key] = compute()
        return self.memo[key]
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def data(self) -> Any:
        return self.parsed.data

    @property
    def positions(self) -> SourceMap:
        return self.parsed.positions

    def at(self, ptr: str) -> tuple[int, int]:
        return self.positions.value(ptr)

    def diagnostic(self, code: str, message: str, ptr: str, hint: str = "",
                   severity: Severity = Severity.ERROR) -> Diagnostic:
        """A problem of this file located at the value `ptr` points to (what a ruleset's checks yield)."""
        line, column = self.at(ptr)
        return Diagnostic(severity, code, message, self.display, ptr, line, column, hint)


@dataclass(slots=True)
class Library:
    """Every content file under one root folder (plus any files named explicitly)."""

    root: Path
    files: list[ContentFile] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)  # problems of the folder itself

    def of_kind(self, kind: str) -> list[ContentFile]:
        return [f for f in self.files if f.kind == kind and f.schema_ok]

    def file(self, kind: str, item_id: str) -> ContentFile | None:
        for content in self.files:
            if content.kind == kind and content.id == item_id and content.schema_ok:
                return content
        return None

    def find(self, path: Path) -> ContentFile | None:
        resolved = path.resolve()
        return next((f for f in self.files if f.path == resolved), None)

    def all_diagnostics(self) -> list[Diagnostic]:
        out = list(self.diagnostics)
        for content in self.files:
            if not content.base:
                out.extend(content.diagnostics)
        return out

    def is_reported(self, display: str) -> bool:
        """Whether diagnostics in this file are the user's (not the read-only base library's)."""
        return display not in self._base_displays()

    def _base_displays(self) -> set[str]:
        return {f.display for f in self.files if f.base}


def display_path(path: Path, cwd: Path | None = None) -> str:
    cwd = cwd or Path.cwd()
    try:
        if is_inside(path, cwd) or is_inside(Path(os.path.abspath(path)).parent, cwd):  # a looping link: by name
            return os.path.relpath(os.path.abspath(path), cwd)
        return str(path)
    except ValueError:
        return str(path)


def is_inside(path: Path, parent: Path) -> bool:
    """Whether ``path`` lies in ``parent`` once links are resolved (a looping link lies nowhere)."""
    try:
        path.resolve().relative_to(parent.resolve())
        return True
    except (ValueError, RuntimeError, OSError):
        return False


def scan(root: Path, library: Library, cwd: Path | None = None) -> list[Path]:
    """Every content file below ``root``; links that leave the root or loop are reported, not followed.

    The walk is iterative (a folder nested thousands deep cannot exhaust the stack) and stops
    at MAX_FOLDER_DEPTH levels, saying so.
    """
    root = root.resolve()
    found: list[Path] = []
    visited: set[Path] = {root}
    stack: list[tuple[Path, int, Iterator[Path]]] = []

    def enter(folder: Path, depth: int) -> None:
        try:
            entries = sorted(folder.iterdir(), key=lambda p: p.name)
        except OSError as exc:
            library.diagnostics.append(Diagnostic(Severity.ERROR, "library/unreadable-folder",
                                                  f"the folder cannot be read: {exc.strerror or exc}",
                                                  display_path(folder, cwd)))
            return
        stack.append((folder, depth, iter(entries)))

    enter(root, 0)
    while stack:
        folder, depth, entries = stack[-1]
        entry = next(entries, None)
        if entry is None:
            stack.pop()
            continue
        if entry.name.startswith("."):
            continue
        if len(found) >= MAX_FILES:
            library.diagnostics.append(Diagnostic(Severity.ERROR, "library/too-many-files",
                                                  f"the library holds more than {MAX_FILES} content files; the rest were not read",
                                                  display_path(root, cwd), hint="Open a smaller folder."))
            break
        try:
            if not _may_follow(entry, folder, root, visited, library, cwd):
                continue
            if entry.is_dir():
                resolved = entry.resolve()
                if resolved in visited:
                    continue
                visited.add(resolved)
                if depth + 1 > MAX_FOLDER_DEPTH:
                    library.diagnostics.append(Diagnostic(
                        Severity.ERROR, "library/too-deep",
                        f"the folder is nested more than {MAX_FOLDER_DEPTH} levels below the library; it was not read",
                        display_path(entry, cwd), hint="Keep content files in a few levels of folders."))
                    continue
                enter(entry, depth + 1)
            elif entry.suffix in CONTENT_SUFFIXES and entry.is_file():
                found.append(entry)
        except (OSError, RuntimeError, ValueError) as exc:  # a name too long, a link that loops: say so
            library.diagnostics.append(Diagnostic(Severity.ERROR, "library/unreadable-folder",
                                                  f"this entry cannot be read: {getattr(exc, 'strerror', None) or exc}",
                                                  display_path(entry, cwd)))
    return found


def _may_follow(entry: Path, folder: Path, root: Path, visited: set[Path], library: Library,
                cwd: Path | None) -> bool:
    """Whether the walk follows ``entry``: a link must resolve, stay in the root and not loop back."""
    if not entry.is_symlink():
        return True
    try:
        target = entry.resolve(strict=True)
    except (OSError, RuntimeError):
        library.diagnostics.append(Diagnostic(Severity.ERROR, "library/link-loop",
                                              "this link loops or points at nothing; it was not followed",
                                              display_path(entry, cwd), hint="Remove the link or point it at a file inside the library."))
        return False
    if not is_inside(target, root):
        library.diagnostics.append(Diagnostic(Severity.ERROR, "library/outside-root",
                                              f"this link leads outside the library folder (to {target}); it was not followed",
                                              display_path(entry, cwd), hint="Copy the content into the library instead of linking to it."))
        return False
    if target.is_dir() and (target in visited or is_inside(folder, target)):
        library.diagnostics.append(Diagnostic(Severity.ERROR, "library/link-loop",
                                              "this link points back at a folder already read; it was not followed",
                                              display_path(entry, cwd), hint="Remove the link; every folder is read once."))
        return False
    return True


def load_library(paths: Iterable[Path], root: Path | None = None, cwd: Path | None = None,
                 base: Path | None = None) -> Library:
    """Read every content file in ``paths`` (files or folders), best-effort.

    ``base`` names a library (normally the bundled one) whose files are read for
    reference only: ids resolve against them, but their problems are not reported.
    """
    paths = [Path(p) for p in paths]
    if root is None:
        folders = [p for p in paths if p.is_dir()]
        root = folders[0] if folders else (paths[0].parent if paths else Path.cwd())
    library = Library(root.resolve())
    seen: set[Path] = set()
    if base is not None and base.is_dir():
        base = base.resolve()
        if not any(is_inside(p, base) or is_inside(base, p) for p in paths if p.exists()):
            ignored = Library(base)
            for candidate in scan(base, ignored):
                content = load_file(candidate, display_path(candidate, cwd))
                content.base = True
                seen.add(content.path)
                library.files.append(content)
    for path in paths:
        candidates = scan(path, library, cwd) if path.is_dir() else [path]
        for candidate in candidates:
            resolved = _resolved(candidate)
            if resolved in seen:
                continue
            seen.add(resolved)
            library.files.append(load_file(candidate, display_path(candidate, cwd)))
    _shadow_base(library)
    return library


def _shadow_base(library: Library) -> None:
    """A user's file replaces the base library's file of the same kind and id (a designer's fork)."""
    own = {(f.kind, f.id) for f in library.files if not f.base and f.kind}
    library.files = [f for f in library.files if not (f.base and (f.kind, f.id) in own)]


def _resolved(path: Path) -> Path:
    try:
        return path.resolve() if path.exists() else path.absolute()
    except (RuntimeError, OSError):  # a looping link
        return path.absolute()


def load_file(path: Path, display: str | None = None) -> ContentFile:
    parsed = read_file(path, display)
    return classify(ContentFile(_resolved(path), parsed.file, parsed))


def load_text(path: Path, text: str, display: str | None = None, parsed: Parsed | None = None) -> ContentFile:
    """A file whose text comes from an editor buffer rather than the disk.

    ``parsed``: that text already parsed by the editor (which parses only an edited section again);
    taken only if it is of this very text and without a problem, else the text is parsed here."""
    name = display or str(path)
    if parsed is not None and parsed.text == text and not parsed.diagnostics:
        parsed = dataclasses.replace(parsed, file=name)
    else:
        parsed = parse_text(text, name)
    return classify(ContentFile(_resolved(path), parsed.file, parsed))


def classify(content: ContentFile) -> ContentFile:
    """Find the file's kind and id, and run the schema pass."""
    parsed = content.parsed
    content.diagnostics = list(parsed.diagnostics)
    data = parsed.data
    if not parsed.ok or not isinstance(data, dict):
        return content
    if data.get("kind") == schemas.LIBRARY_KIND:
        return _classify_manifest(content)
    ruleset_id, own = rulesets.declared(content.path, data)
    ruleset = rulesets.find(ruleset_id)
    if ruleset is None:
        if own:  # a manifest naming an unknown ruleset reports it once, in the manifest
            content.diagnostics.append(rulesets.unknown(ruleset_id, content.display, parsed.positions))
        return content
    kinds = ruleset.kinds
    kind = data.get("kind")
    if kind is None:
        content.diagnostics.append(Diagnostic(Severity.ERROR, "content/missing-kind", "the file has no 'kind' field",
                                              content.display, "", 1, 1,
                                              f"Add 'kind:' with one of: {', '.join(kinds)}."))
        return content
    if kind not in kinds:
        line, column = parsed.positions.value("/kind")
        content.diagnostics.append(Diagnostic(Severity.ERROR, "content/unknown-kind", f"'{kind}' is not a kind of content",
                                              content.display, "/kind", line, column,
                                              " ".join(p for p in (did_you_mean(str(kind), kinds),
                                                                   f"Kinds: {', '.join(kinds)}.") if p)))
        return content
    content.kind = kind
    content.ruleset = ruleset.id
    item_id = data.get("id")
    content.id = item_id if isinstance(item_id, str) else None
    errors = list(schemas.schema_set(ruleset.schema_dir).iter_diagnostics(kind, data, parsed.positions, content.display))
    content.diagnostics.extend(errors)
    content.schema_ok = not errors
    return content


def _classify_manifest(content: ContentFile) -> ContentFile:
    """A folder's `library.yaml`: checked against the common schema and for an installed ruleset."""
    data, positions = content.data, content.positions
    content.kind = schemas.LIBRARY_KIND
    errors = list(schemas.common_set().iter_diagnostics(schemas.LIBRARY_KIND, data, positions, content.display))
    if "ruleset" in data and rulesets.find(data["ruleset"]) is None and not any(e.pointer == "/ruleset" for e in errors):
        errors.append(rulesets.unknown(data["ruleset"], content.display, positions))
    content.ruleset = data.get("ruleset") if not errors else None
    content.diagnostics.extend(errors)
    content.schema_ok = not errors
    return content


def iter_items(content: ContentFile, list_key: str) -> Iterator[tuple[int, dict]]:
    """The (index, entry) pairs of a list field of a schema-valid file."""
    entries = content.data.get(list_key) or []
    for index, entry in enumerate(entries):
        if isinstance(entry, dict):
            yield index, entry

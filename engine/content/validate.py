"""Validation: pass 1 (YAML and schema, per file) then pass 2 (semantic checks, whole library).

`validate_paths` is what `isleforge validate` runs. `Validation` keeps a loaded
library so an editor can re-check after one edit: only the edited file is
parsed and schema-checked again; the semantic checks rerun over the index.

Each file is checked with its ruleset (engine/content/rulesets.py): pass 1 against that
ruleset's schemas, pass 2 with that ruleset's `checks` over the files of the same ruleset.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from collections.abc import Iterable

from engine.core import ruleset as registry
from engine.core.ruleset import DEFAULT_RULESET

from .checks import run_checks
from .checks.context import Context
from .diagnostics import Diagnostic, sort_diagnostics
from .yaml_io import Parsed
from .library import (
    ContentFile,
    Library,
    display_path,
    load_file,
    load_library,
    load_text,
)


@dataclass(slots=True)
class Validation:
    library: Library
    diagnostics: list[Diagnostic] = field(default_factory=list)
    context: Context | None = None
    #: per ruleset: the files its checks last ran over and what they found (see `_semantic`)
    kept: dict[str, tuple[list[ContentFile], list[Diagnostic]]] = field(default_factory=dict, repr=False)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.is_error]

    @property
    def ok(self) -> bool:
        return not self.errors

    def recheck(self) -> Validation:
        self.context = context = Context.build(self.library)
        base = self.library._base_displays()
        semantic = [d for d in self._semantic(context) if d.file not in base]
        self.diagnostics = sort_diagnostics(self.library.all_diagnostics() + semantic)
        return self

    def _semantic(self, whole: Context) -> list[Diagnostic]:
        """Each ruleset's checks over its own files (files of no ruleset go with the default's).

        An edit changes one file, so after it only that file's ruleset has new input: a ruleset whose
        checks read its content files alone (`Ruleset.checks_read_only_content`) and none of whose
        files changed (the very same `ContentFile` objects: `replace_file` makes a new one for the
        edited file and reuses the others) keeps the diagnostics its checks gave last time."""
        groups: dict[str, list[ContentFile]] = {}
        for content in self.library.files:
            groups.setdefault(content.ruleset or DEFAULT_RULESET, []).append(content)
        if set(groups) <= {DEFAULT_RULESET}:
            return run_checks(whole, registry.get(DEFAULT_RULESET).checks)
        out: list[Diagnostic] = []
        for ruleset_id, files in sorted(groups.items()):
            ruleset = registry.get(ruleset_id)
            kept = self.kept.get(ruleset_id)
            if (kept is not None and ruleset.checks_read_only_content and len(kept[0]) == len(files)
                    and all(old is new for old, new in zip(kept[0], files, strict=True))):
                out.extend(kept[1])  # none of its files changed since: its checks would say the same
                continue
            found = run_checks(Context.build(Library(self.library.root, files)), ruleset.checks)
            self.kept[ruleset_id] = (files, found)
            out.extend(found)
        return out

    def replace_file(self, path: Path, text: str | None = None, parsed: Parsed | None = None) -> Validation:
        """Re-read one file (from ``text`` if given, as an editor buffer, with its ``parsed`` form if the
        editor has it) and re-run the semantic pass."""
        old = self.library.find(path)
        display = old.display if old is not None else display_path(path)  # a new file: shown like the others
        fresh: ContentFile = load_text(path, text, display, parsed) if text is not None else load_file(path, display)
        if old is not None:
            self.library.files[self.library.files.index(old)] = fresh
        else:
            self.library.files.append(fresh)
        return self.recheck()

    def remove_file(self, path: Path) -> Validation:
        old = self.library.find(path)
        if old is not None:
            self.library.files.remove(old)
        return self.recheck()


def validate_library(library: Library) -> Validation:
    return Validation(library).recheck()


def validate_paths(paths: Iterable[Path], root: Path | None = None, cwd: Path | None = None,
                   base: Path | None = None) -> Validation:
    return validate_library(load_library(list(paths), root=root, cwd=cwd, base=base))

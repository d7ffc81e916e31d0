"""A ruleset's files in a library: what every ruleset's content side reads them with.

A library holds files of many rulesets (engine/content/rulesets.py says which is whose). A ruleset's
`resolve` finds its file by kind and id (`find`), refuses it with the errors validation reported in
it and in what it uses (`errors_in`), and its tests and tools read the diagnostics of its files
alone (`diagnostics_of`). Each is handed a `Library` or a `Validation`; `checked` validates a bare
library once, so schema diagnostics per kind and semantic checks come from the one validation pass
every ruleset shares (`engine.content.validate`), never from a ruleset's own.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import rulesets
from .diagnostics import Diagnostic
from .library import ContentFile, Library
from .validate import Validation, validate_library


def checked(library: Library | Validation) -> Validation:
    """A validation of `library` (the validation itself when given one): every file's diagnostics."""
    return library if isinstance(library, Validation) else validate_library(library)


def is_of(content: ContentFile, ruleset_id: str) -> bool:
    """Whether a file is written for this ruleset (also when it could not be read as one of its kinds)."""
    if content.ruleset is not None:
        return content.ruleset == ruleset_id
    data = content.data
    return isinstance(data, dict) and rulesets.declared(content.path, data)[0] == ruleset_id


def files_of(library: Library | Validation, ruleset_id: str) -> list[ContentFile]:
    """The files of a library (or of a validation's library) written for one ruleset, in library order."""
    files = library.library.files if isinstance(library, Validation) else library.files
    return [f for f in files if is_of(f, ruleset_id)]


def find(library: Library | Validation, ruleset_id: str, kind: str, item_id: object) -> ContentFile | None:
    """The first file of a ruleset with this kind and id (schema-valid or not), or None."""
    return next((f for f in files_of(library, ruleset_id) if f.kind == kind and f.id == item_id), None)


def errors_in(validation: Validation, files: Iterable[ContentFile | None]) -> list[Diagnostic]:
    """The errors the validation reports in these files (schema and semantic), in its order."""
    names = {f.display for f in files if f is not None}
    return [d for d in validation.diagnostics if d.is_error and d.file in names]


def diagnostics_of(library: Library | Validation, ruleset_id: str) -> list[Diagnostic]:
    """Every diagnostic of the files of one ruleset (schema first per file, then its checks), sorted."""
    names = {f.display for f in files_of(library, ruleset_id)}
    return [d for d in checked(library).diagnostics if d.file in names]

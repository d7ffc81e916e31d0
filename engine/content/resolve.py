"""Files into a playable model, whatever the game: the generic entry that dispatches to the file's ruleset.

`resolve_adventure(validation, id)` and `resolve_campaign(validation, id)` find the file of that
id, ask which ruleset it is written for (its `ruleset:`, else its folder's manifest, else the
default: `engine.content.rulesets`) and hand it to that ruleset's `Ruleset.resolve` or
`Ruleset.resolve_campaign`. They never import a ruleset. Content with errors is refused with a
`ContentError` carrying the located diagnostics, so an engine only ever plays checked content.
What each ruleset's resolve shares (its files, a file by id, their errors) is in `ruleset_files.py`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core import ruleset as registry
from engine.core.errors import EngineError
from engine.core.ruleset import Ruleset

from . import rulesets
from .diagnostics import Diagnostic
from .library import ContentFile
from .ruleset_files import errors_in
from .validate import Validation, validate_paths


class ContentError(Exception):
    """Content that cannot be resolved; `diagnostics` says why and where."""

    def __init__(self, message: str, diagnostics: list[Diagnostic] | None = None) -> None:
        super().__init__(message)
        self.diagnostics = diagnostics or []


def ruleset_of(validation: Validation, kind: str, item_id: str) -> Ruleset:
    """The ruleset the file of this kind and id is written for (the default one when no file has it).

    A file naming a ruleset that is not installed cannot be resolved: ContentError with its diagnostics.
    """
    for content in validation.library.files:
        data = content.data
        if isinstance(data, dict) and data.get("kind") == kind and data.get("id") == item_id:
            return ruleset_of_file(validation, content)
    return registry.get()


def ruleset_of_file(validation: Validation, content: ContentFile) -> Ruleset:
    """The ruleset one file of a validation is written for (its `ruleset:`, else its folder's manifest,
    else the default); ContentError with its diagnostics when that ruleset is not installed."""
    data = content.data if isinstance(content.data, dict) else {}
    ruleset = rulesets.find(content.ruleset or rulesets.declared(content.path, data)[0])
    if ruleset is None:
        raise ContentError(f"the {data.get('kind')} '{data.get('id')}' has errors", errors_in(validation, [content]))
    return ruleset


def resolve_adventure(validation: Validation, adventure_id: str) -> Any:
    """The adventure with this id as its ruleset's playable model; ContentError if it or what it uses has errors."""
    return ruleset_of(validation, "adventure", adventure_id).resolve(validation, adventure_id)


def resolve_campaign(validation: Validation, campaign_id: str) -> Any:
    """The campaign with this id (`engine.content.campaign.Campaign`); ContentError if it has errors or its
    ruleset plays no campaigns."""
    ruleset = ruleset_of(validation, "campaign", campaign_id)
    try:
        return ruleset.resolve_campaign(validation, campaign_id)
    except EngineError as error:
        if error.code != "campaign/unsupported":
            raise
        raise ContentError(f"the campaign '{campaign_id}' cannot be played: {error.message}") from error


def load_adventure(adventure_id: str, library: Path | None = None) -> Any:
    """Validate a library (default: the bundled one) and resolve one adventure from it."""
    from . import paths

    return resolve_adventure(validate_paths([library or paths.library_dir()]), adventure_id)

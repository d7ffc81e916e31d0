"""Island Clash content: its kinds, the semantic checks over its files, and `resolve` into a playable model.

What every ruleset shares comes from the content layer: schemas per kind and their diagnostics
(the validation pass, with `Ruleset.schema_dir`), its files of a library and a file by id
(`engine.content.ruleset_files`), located diagnostics (`ContentFile.diagnostic`). This module adds
what is Island Clash's own: which card-stacks file an adventure uses, and the refusal of an
adventure with errors (ContentError carrying them), so the engine only ever plays checked content.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content import ruleset_files
from engine.content.diagnostics import Diagnostic
from engine.content.resolve import ContentError

from . import model
from .checks import check_stacks, run_checks

KINDS = ("adventure", "card-stacks")


def diagnostics(library) -> list[Diagnostic]:
    """Every problem of the library's Island Clash files: schema first, then the semantic checks."""
    return ruleset_files.diagnostics_of(library, model.RULESET_ID)


def check_library(context) -> Iterator[Diagnostic]:
    """The semantic checks over the schema-valid Island Clash files of a validation's index.

    This is the ruleset's entry in `Ruleset.checks`: `isleforge validate` runs it over this
    ruleset's files after their schemas passed (`context.library.files`).
    """
    stacks: dict = {}
    adventures = []
    for content in context.library.files:  # its own `ruleset:` or its folder's manifest says Island Clash
        if not content.schema_ok or not ruleset_files.is_of(content, model.RULESET_ID):
            continue
        if content.data.get("kind") == "card-stacks":
            stacks.setdefault(content.data["id"], content)
            if not content.base:
                yield from check_stacks(content)
        elif content.data.get("kind") == "adventure":
            adventures.append(content)
    for adventure in adventures:
        yield from run_checks(adventure, stacks.get(adventure.data["cards"]))


def resolve(library, adventure_id: str) -> model.ClashAdventure:
    """The playable model of the Island Clash adventure `adventure_id`; ContentError if it has errors."""
    validation = ruleset_files.checked(library)
    content = ruleset_files.find(validation, model.RULESET_ID, "adventure", adventure_id)
    if content is None:
        raise ContentError(f"no Island Clash adventure '{adventure_id}'")
    cards = content.data.get("cards") if content.schema_ok else None
    stacks = ruleset_files.find(validation, model.RULESET_ID, "card-stacks", cards) if cards else None
    errors = ruleset_files.errors_in(validation, [content, stacks])
    if errors:
        raise ContentError(f"{content.display}: the adventure '{adventure_id}' has errors", errors)
    return model.build(content.data, stacks.data, content.display)

"""Island Clash content: its schemas, the diagnostics of a file, and `resolve` into a playable model.

A library holds files of many rulesets; this module reads only those that say
`ruleset: island-clash`. Schema problems and semantic problems become located `Diagnostic`s;
`resolve` refuses an adventure with errors (ContentError carrying them), so the engine only ever
plays checked content.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from jsonschema import Draft202012Validator

from engine.content.diagnostics import Diagnostic, Severity, escape_pointer_token, sort_diagnostics
from engine.content.resolve import ContentError

from . import model
from .checks import Sheet, check_stacks, run_checks

SCHEMA_DIR = Path(__file__).resolve().parents[3] / "schemas" / model.RULESET_ID
KINDS = ("adventure", "card-stacks")


def schema_dir() -> Path:
    """The folder of the ruleset's schemas (inside the wheel when installed, else the source tree's)."""
    installed = Path(__file__).resolve().parents[2] / "_data" / "schemas" / model.RULESET_ID
    return installed if installed.is_dir() else SCHEMA_DIR


@cache
def validator(kind: str) -> Draft202012Validator:
    schema = json.loads((schema_dir() / f"{kind}.schema.json").read_text(encoding="utf-8"))
    return Draft202012Validator(schema)


def schema_diagnostics(sheet: Sheet, kind: str) -> Iterator[Diagnostic]:
    """The schema's findings in one file, located (`schema/<keyword>` codes, like Isles of Terror's)."""
    try:
        errors = sorted(validator(kind).iter_errors(sheet.data), key=lambda e: list(map(str, e.absolute_path)))
    except (RecursionError, ValueError, TypeError) as exc:
        yield sheet.diagnostic("schema/unchecked", f"the file could not be checked against the schema "
                               f"({type(exc).__name__})", "", "Simplify the file: it holds values no content "
                               "file needs.")
        return
    for error in errors:
        ptr = "".join("/" + escape_pointer_token(p) for p in error.absolute_path)
        code = "schema/" + re.sub(r"(?<!^)(?=[A-Z])", "-", str(error.validator)).lower()
        hint = error.schema.get("description", "") if isinstance(error.schema, dict) else ""
        yield sheet.diagnostic(code, f"{ptr or 'the file'}: {error.message}", ptr, hint)


def sheet_of(content) -> Sheet:
    """A library file (`engine.content.library.ContentFile`) as the checks see it."""
    return Sheet(content.data, content.display, content.positions)


def files_of(library) -> list:
    """The Island Clash files of a library (or of a `Validation`'s library), in library order."""
    files = getattr(getattr(library, "library", library), "files", ())
    return [f for f in files if isinstance(f.data, dict) and f.data.get("ruleset") == model.RULESET_ID]


def diagnostics(library) -> list[Diagnostic]:
    """Every problem of the library's Island Clash files: schema first, then the semantic checks."""
    out: list[Diagnostic] = []
    stacks: dict[str, Sheet] = {}
    adventures: list[Sheet] = []
    for content in files_of(library):
        if getattr(content, "base", False):
            continue
        sheet = sheet_of(content)
        kind = sheet.data.get("kind")
        if kind not in KINDS:
            out.append(sheet.diagnostic("schema/unknown-kind", f"Island Clash has no content kind '{kind}'",
                                        "/kind", f"Kinds of Island Clash: {', '.join(KINDS)}."))
            continue
        problems = list(schema_diagnostics(sheet, kind))
        out += problems
        if problems:
            continue
        if kind == "card-stacks":
            stacks[sheet.data["id"]] = sheet
            out += check_stacks(sheet)
        else:
            adventures.append(sheet)
    for content in files_of(library):  # stacks of the read-only base library count as well
        if getattr(content, "base", False) and content.data.get("kind") == "card-stacks":
            stacks.setdefault(content.data.get("id"), sheet_of(content))
    for sheet in adventures:
        out += run_checks(sheet, stacks.get(sheet.data["cards"]))
    return sort_diagnostics(out)


def check_library(context) -> Iterator[Diagnostic]:
    """The semantic checks over the schema-valid Island Clash files of a validation's index.

    This is the ruleset's entry in `Ruleset.checks`: `isleforge validate` runs it over this
    ruleset's files after their schemas passed (`context.library.files`).
    """
    stacks: dict[str, Sheet] = {}
    adventures: list[Sheet] = []
    for content in context.library.files:
        if not content.schema_ok or not isinstance(content.data, dict) or \
                content.data.get("ruleset") != model.RULESET_ID:
            continue
        sheet = sheet_of(content)
        if sheet.data.get("kind") == "card-stacks":
            stacks.setdefault(sheet.data["id"], sheet)
            if not getattr(content, "base", False):
                yield from check_stacks(sheet)
        elif sheet.data.get("kind") == "adventure":
            adventures.append(sheet)
    for sheet in adventures:
        yield from run_checks(sheet, stacks.get(sheet.data["cards"]))


def resolve(library, adventure_id: str) -> model.ClashAdventure:
    """The playable model of the Island Clash adventure `adventure_id`; ContentError if it has errors."""
    files = files_of(library)
    content = next((f for f in files if f.data.get("kind") == "adventure" and f.data.get("id") == adventure_id), None)
    if content is None:
        raise ContentError(f"no Island Clash adventure '{adventure_id}'")
    adventure = sheet_of(content)
    problems = [d for d in schema_diagnostics(adventure, "adventure")]
    if problems:
        raise ContentError(f"{content.display}: the adventure '{adventure_id}' has errors", problems)
    stacks_file = next((f for f in files if f.data.get("kind") == "card-stacks"
                        and f.data.get("id") == adventure.data["cards"]), None)
    stacks = sheet_of(stacks_file) if stacks_file is not None else None
    if stacks is not None:
        problems += list(schema_diagnostics(stacks, "card-stacks"))
        if not problems:
            problems += list(check_stacks(stacks))
    if not problems:
        problems += run_checks(adventure, stacks)
    errors = sort_diagnostics(d for d in problems if d.severity is Severity.ERROR)
    if errors:
        raise ContentError(f"{content.display}: the adventure '{adventure_id}' has errors", errors)
    return model.build(adventure.data, stacks.data, content.display)

"""Cursed Island content: its ten kinds, the semantic checks over its files, and `resolve` into a Scenario.

What every ruleset shares comes from the content layer: schemas per kind and their diagnostics (the
validation pass, with `Ruleset.schema_dir`), a ruleset's files of a library and a file by id
(`engine.content.ruleset_files`), located diagnostics (`ContentFile.diagnostic`). This module adds
what is Cursed Island's own: a scenario (kind `adventure`) names one file of each other kind by id; each of those is
checked once on its own (`checks_files`, `checks_island`), and each scenario with the files it names
(`checks_scenario`); a scenario with errors in it or in what it names is refused (ContentError
carrying them), so the engine only plays checked content.
"""

from __future__ import annotations

from dataclasses import replace

from collections.abc import Iterator

from engine.content import ruleset_files
from engine.content.checks.context import Context
from engine.content.diagnostics import Diagnostic
from engine.content.resolve import ContentError

from . import checks_files, checks_island, checks_scenario, content_build, model

#: the scenario's field naming a file -> the kind of that file
NAMED = checks_scenario.NAMED
#: the scenario's own kind: `adventure`, the playable unit every ruleset's library, CLI and editor find by it
SCENARIO = "adventure"
KINDS = (*NAMED.values(), SCENARIO)
#: the catalogues of the generic card editor: each deck's `cards`, the island's `tiles`, the cast's characters
CARD_KINDS = tuple(NAMED.values())
CARD_LISTS = {"island-map": "tiles", "character-cards": "characters"}  # card lists not under `cards:`


def diagnostics(library) -> list[Diagnostic]:
    """Every problem of the library's Cursed Island files: schema first, then the semantic checks."""
    return ruleset_files.diagnostics_of(library, model.RULESET_ID)


def _own(context: Context) -> list:
    return [c for c in context.library.files if c.schema_ok and ruleset_files.is_of(c, model.RULESET_ID)]


def check_library(context: Context) -> Iterator[Diagnostic]:
    """The semantic checks over the schema-valid Cursed Island files of a validation's index.

    The ruleset's entry in `Ruleset.checks`: each named file once on its own, then each scenario with
    the files it names (a problem two scenarios share, in a file they share, is reported once).
    """
    files = _own(context)
    by_kind: dict[str, dict[str, object]] = {kind: {} for kind in KINDS}
    for content in files:
        by_kind[content.kind].setdefault(content.data["id"], content)
        if not content.base:
            yield from checks_files.check_file(context, content)
            if content.kind == NAMED["island"]:
                yield from checks_island.check_island(context, content)
    seen: set[tuple] = set()
    for content in files:
        if content.kind != SCENARIO:
            continue
        named = {field: by_kind[kind].get(content.data[field]) for field, kind in NAMED.items()}
        item = checks_scenario.Item(context, content, named)
        for check in checks_scenario.CHECKS:
            for found in check(item):
                key = (found.file, found.pointer, found.code, found.message)
                if key not in seen:
                    seen.add(key)
                    yield found


def resolve(library, scenario_id: str) -> model.Scenario:
    """The playable Scenario `scenario_id` with its decks; ContentError if it, or a file it names, has errors."""
    validation = ruleset_files.checked(library)
    content = ruleset_files.find(validation, model.RULESET_ID, SCENARIO, scenario_id)
    if content is None:
        raise ContentError(f"no Cursed Island scenario '{scenario_id}'")
    data = content.data if content.schema_ok else None
    named = {field: ruleset_files.find(validation, model.RULESET_ID, kind, data[field]) if data else None
             for field, kind in NAMED.items()}
    errors = ruleset_files.errors_in(validation, [content, *named.values()])
    if errors:
        raise ContentError(f"{content.display}: the scenario '{scenario_id}' has errors", errors)
    if any(f is None or not f.schema_ok for f in named.values()):  # reported by validation, kept safe here
        missing = ", ".join(field for field, f in named.items() if f is None or not f.schema_ok)
        raise ContentError(f"{content.display}: the scenario '{scenario_id}' names files the library lacks ({missing})")
    wheres = {field: content_build.Where(f.display, f.at) for field, f in named.items()}
    wheres["scenario"] = content_build.Where(content.display, content.at)
    files = {field: f.data for field, f in named.items()}
    scenario = content_build.scenario(content.data, files, wheres)
    return replace(scenario, version=str(content.data.get("version", "")), digest=digest(content.data, files))


def digest(scenario: dict, files: dict) -> str:
    """sha-256 of the scenario file and the files it names, as read (a report's adventure digest)."""
    import hashlib  # here: checking content (`isleforge validate`) never digests it
    import json

    text = json.dumps([scenario, [files[field] for field in sorted(files)]], sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()

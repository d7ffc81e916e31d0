"""The schema a report is checked against: the generic core composed with its ruleset's own sections.

`schemas/<kind>-report.schema.json` (kind: playtest, sweep, campaign) holds only what `engine.sim`
writes for every game, and is open at its top level; a ruleset describes what it adds in a schema of
its own folder, named by `Ruleset.report_schema(kind)` (e.g.
`schemas/isles-of-terror/report-sections.schema.json`). The composition is a small root schema,

    {"allOf": [{"$ref": <core $id>}, {"$ref": <section $id>}], "unevaluatedProperties": false}

resolved through a `referencing.Registry` holding the report schemas and the section schema by
their `$id`s, so every key the report has must be described by the core or by its ruleset's
schema, and no shared schema names a ruleset. A report says its ruleset in its `ruleset` key; a
report without one is of the default ruleset (`engine.core.ruleset.DEFAULT_RULESET`), as a content
file without `ruleset:` is.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from engine.content import paths
from engine.core import ruleset as rulesets

KINDS = ("playtest", "sweep", "campaign")
ID_BASE = "https://isleforge.dev/schemas/"


def core_file(kind: str) -> Path:
    """The generic core of a report of `kind`."""
    if kind not in KINDS:
        raise ValueError(f"no report kind '{kind}' (choose one of: {', '.join(KINDS)})")
    return paths.schemas_dir() / f"{kind}-report.schema.json"


def _resource(path: Path) -> tuple[str, Resource]:
    contents = json.loads(path.read_text(encoding="utf-8"))
    return contents["$id"], Resource.from_contents(contents, default_specification=DRAFT202012)


def composed(kind: str, ruleset) -> tuple[dict, Registry]:
    """The root schema of a `kind` report of `ruleset` and the registry its `$ref`s resolve in."""
    resources = dict(_resource(path) for path in sorted(paths.schemas_dir().glob("*-report.schema.json")))
    core_id = _resource(core_file(kind))[0]
    parts = [{"$ref": core_id}]
    section = ruleset.report_schema(kind)
    if section is not None:
        section_id, resource = _resource(Path(section))
        resources[section_id] = resource
        parts.append({"$ref": section_id})
    root = {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"{ID_BASE}{ruleset.id}/{kind}-report.composed.json",
            "allOf": parts, "unevaluatedProperties": False}
    return root, Registry().with_resources(resources.items())


@cache  # one per report kind and ruleset id (strings): the files do not change while a process runs
def _validator(kind: str, ruleset_id: str) -> Draft202012Validator:
    root, registry = composed(kind, rulesets.get(ruleset_id))
    return Draft202012Validator(root, registry=registry)


def ruleset_of(report: dict) -> str:
    """The id of the ruleset a report is of (its `ruleset` key, else the default ruleset)."""
    return report.get("ruleset") or rulesets.DEFAULT_RULESET


def validator(kind: str, ruleset_id: str | None = None) -> Draft202012Validator:
    """A validator for reports of `kind` written for the ruleset `ruleset_id` (default: the default ruleset)."""
    return _validator(kind, rulesets.get(ruleset_id).id)


def described(kind: str, ruleset_id: str | None = None) -> frozenset[str]:
    """The top-level keys the core or the ruleset's section schema of a `kind` report describe."""
    root, registry = composed(kind, rulesets.get(ruleset_id))
    return frozenset(key for part in root["allOf"] for key in registry[part["$ref"]].contents.get("properties", {}))


def errors(report: dict, kind: str = "playtest") -> list[str]:
    """Where and why `report` breaks its composed schema, one line each (an empty list when it is valid).

    A part of the composition with any error gives no annotations, so `unevaluatedProperties` then
    calls every key of that part unexpected too: only the keys neither part describes are named.
    """
    ruleset_id = ruleset_of(report)
    lines = []
    for error in validator(kind, ruleset_id).iter_errors(report):
        where = "/".join(str(p) for p in error.absolute_path) or "(top)"
        message = error.message
        if error.validator == "unevaluatedProperties" and not error.absolute_path:
            unknown = sorted(set(report) - described(kind, ruleset_id))
            if not unknown:
                continue
            message = (f"Unevaluated properties are not allowed ({', '.join(repr(k) for k in unknown)} "
                       f"{'was' if len(unknown) == 1 else 'were'} unexpected)")
        lines.append(f"{where}: {message}")
    return sorted(lines, key=lambda line: (not line.startswith("(top)"), line))


def validate(report: dict, kind: str = "playtest") -> None:
    """Raise `jsonschema.ValidationError` (its best match) when `report` breaks its composed schema."""
    validator(kind, ruleset_of(report)).validate(report)

"""Every installed ruleset and every bundled adventure, for tests that must hold for each (a new ruleset,
or a new bundled adventure, is covered by them with no edit here)."""

from __future__ import annotations

from functools import cache

from engine.content import paths
from engine.content.library import load_library
from engine.core import ruleset as rulesets
from engine.sim.content import load_playable


def ruleset_ids() -> list[str]:
    return sorted(r.id for r in rulesets.all_rulesets())


@cache
def _library():
    return load_library([paths.library_dir()])


def bundled(kind: str) -> list[tuple[str, str]]:
    """(ruleset id, item id) of every bundled item of a kind, by ruleset then id."""
    return sorted((f.ruleset, f.id) for f in _library().files if f.kind == kind and f.id)


def adventures() -> list[str]:
    return [item for _, item in bundled("adventure")]


def first_adventure(ruleset_id: str) -> str | None:
    """A bundled adventure of the ruleset (None: it bundles none)."""
    return next((item for rid, item in bundled("adventure") if rid == ruleset_id), None)


@cache
def model(adventure_id: str):
    return load_playable(adventure_id)


def declared_modes() -> list[tuple[str, str]]:
    """(adventure, mode) for every mode each bundled adventure declares."""
    return [(a, m) for a in adventures() for m in model(a).modes]


def numeric_field(data, pointer: str = "") -> tuple[str, int] | None:
    """The first whole-number field of a file's mapping (depth first, in file order), not the schema version;
    a file that writes none in its mappings (every number left to its default, as the sweep allows): the
    first whole number of its lists."""
    return _first_number(data, pointer, lists=False) or _first_number(data, pointer, lists=True)


def _first_number(data, pointer: str, lists: bool) -> tuple[str, int] | None:
    if isinstance(data, list) and lists:
        items = [(str(i), value) for i, value in enumerate(data)]
    elif isinstance(data, dict):
        items = [(key, value) for key, value in data.items() if key != "schema_version"]
    else:
        return None
    for key, value in items:
        if isinstance(value, int) and not isinstance(value, bool):
            return f"{pointer}/{key}", value
        found = _first_number(value, f"{pointer}/{key}", lists)
        if found is not None:
            return found
    return None
    for key, value in data.items():
        if key == "schema_version":
            continue
        if isinstance(value, int) and not isinstance(value, bool):
            return f"{pointer}/{key}", value
        found = numeric_field(value, f"{pointer}/{key}")
        if found is not None:
            return found
    return None

"""The compiled schema check (`engine.content.schema_check`) agrees with python-jsonschema on validity.

The schema pass asks the compiled check first and python-jsonschema only for a file it fails, so the
diagnostics stay python-jsonschema's; what must hold is that the check passes exactly the files
python-jsonschema finds no error in. Every bundled file of every installed ruleset is mutated
structurally (deterministically: a fixed seed per file) in the ways that meet each keyword the
schemas use - a dropped required key, an unknown key, a value of another type, numbers at and past
their bounds, 2.0 for 2, true for 1, NaN, a duplicated list entry, too long or too short text and
lists, an id with a trailing newline - and both must give the same verdict on every mutant.
"""

from __future__ import annotations

import copy
import math
import random

import pytest

from engine.content import schemas
from engine.content.library import load_library
from engine.content.paths import library_dir
from engine.content.schema_check import Compiler, Uncompilable
from engine.core import ruleset as rulesets

MUTANTS_PER_FILE = 60


def _bundled():
    library = load_library([library_dir()])
    out = []
    for content in library.files:
        if content.kind is None or not content.schema_ok:
            continue
        ruleset = rulesets.get(content.ruleset)
        out.append(pytest.param(schemas.schema_set(ruleset.schema_dir), content.kind, content.data,
                                id=f"{content.ruleset}:{content.display}"))
    return out


def _nodes(data, path=()):
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _nodes(value, (*path, index))


def _replace(data, path, value):
    if not path:
        return value
    node = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return data


def _variants(value):
    """Values that meet the keywords a schema may have at this place."""
    out = [None, True, 0, -1, 2.0, 1.5, math.nan, "", "x", "Not-An-Id", "id\n", [], {}, {"x": 1}]
    if isinstance(value, bool):
        out += [int(value)]
    elif isinstance(value, int):
        out += [value + 1, value - 1, float(value), value * 100, -value, str(value)]
    elif isinstance(value, str):
        out += [value + "\n", value * 50, value.upper(), value + "-x", value[:1]]
    elif isinstance(value, list):
        out += [value + value[:1], value[:-1], value * 5, [*value, None]]
    elif isinstance(value, dict):
        keys = list(value)
        out += [{k: v for k, v in value.items() if k != key} for key in keys[:4]]
        out += [{**value, "unknown_field": 1}, {**value, **{keys[0]: None}} if keys else {}]
    return out


def _mutants(data, seed: int):
    rng = random.Random(seed)
    places = list(_nodes(data))
    for _ in range(MUTANTS_PER_FILE):
        path, value = places[rng.randrange(len(places))]
        mutant = copy.deepcopy(data)
        yield _replace(mutant, path, rng.choice(_variants(value)))


@pytest.mark.parametrize(("schema_set", "kind", "data"), _bundled())
def test_the_check_agrees_with_python_jsonschema(schema_set, kind, data):
    check = schema_set.check(kind)
    assert check is not None, f"the {kind} schema no longer compiles"
    validator = schema_set.validator(kind)
    assert check(data) is True
    seed = sum(map(ord, kind))
    disagreements = []
    for mutant in _mutants(data, seed):
        expected = not any(True for _ in validator.iter_errors(mutant))
        if check(mutant) != expected:
            disagreements.append(mutant)
    assert disagreements == []


def test_a_keyword_it_does_not_know_leaves_the_schema_to_python_jsonschema():
    compiler = Compiler({"x.schema.json": {"type": "object", "propertyNames": {"maxLength": 3}}})
    with pytest.raises(Uncompilable):
        compiler.kind("x.schema.json")


def test_a_ref_out_of_the_folder_leaves_the_schema_to_python_jsonschema():
    compiler = Compiler({"x.schema.json": {"$ref": "../elsewhere/y.schema.json"}})
    with pytest.raises(Uncompilable):
        compiler.kind("x.schema.json")


def test_a_schema_referring_to_itself_compiles():
    tree = {"type": "object", "properties": {"child": {"$ref": "#"}}, "additionalProperties": False}
    check = Compiler({"tree.schema.json": tree}).kind("tree.schema.json")
    assert check({"child": {"child": {}}}) is True
    assert check({"child": {"other": {}}}) is False

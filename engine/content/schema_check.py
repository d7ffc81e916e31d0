"""A schema turned into a yes/no check: the fast first look of the schema pass.

python-jsonschema walks a schema anew for every value and builds an error object for every branch
it tries; on the bundled library that was half of a cold `isleforge validate` with its imports
(issue 32). Nearly every file a designer validates is valid, and a valid file has no schema
diagnostics to word. So each kind's schema is compiled once into nested Python closures that only
answer "valid?"; a file they pass has no schema diagnostics, and a file they fail (or a schema they
cannot compile) goes to python-jsonschema exactly as before, which words every diagnostic. The
diagnostics are therefore python-jsonschema's own, byte for byte; this module only has to agree with
it on *whether* a file is valid, and where it is unsure it says "not valid" (the slow path decides).

The keywords are those of Draft 2020-12 that the shipped schemas use, with the meanings
`schema_values` gives `pattern`, `patternProperties`, `additionalProperties` and `uniqueItems`
(ECMA-262 patterns, linear uniqueness). A keyword outside that list, a `$ref` that leaves the
schema folder's files, or a nested `$id` makes the schema uncompilable: python-jsonschema checks it.
fastjsonschema was not used: it implements drafts 4 to 7 (no `prefixItems`, `dependentRequired`,
2020-12 `items`) and Python's own `re` for patterns.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from .schema_values import canonical, matches, unique_items_ok
from .schema_refs import at_pointer, ref_target

Check = Callable[[Any], bool]

#: keywords that say nothing about validity
_ANNOTATIONS = frozenset({"title", "description", "default", "examples", "$schema", "$defs", "$comment",
                          "deprecated", "readOnly", "writeOnly"})


class Uncompilable(Exception):
    """The schema uses something this module does not check; python-jsonschema will."""


def _always(_: Any) -> bool:
    return True


def _never(_: Any) -> bool:
    return False


def _every(checks: list[Check]) -> Check:
    """A check passed when each of ``checks`` passes (a loop: cheaper than `all` over a generator)."""
    def check(value: Any) -> bool:
        for one in checks:  # noqa: SIM110 - `all` over a generator is the slower form this replaces
            if not one(value):
                return False
        return True
    return check


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_integer(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


_TYPES: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": _is_integer,
    "number": _is_number,
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def _same(one: Any, two: Any) -> bool:
    """JSON equality, as `const` and `enum` compare (1 == 1.0, true != 1); NaN is equal to nothing."""
    if isinstance(one, float) and math.isnan(one) or isinstance(two, float) and math.isnan(two):
        return False
    return canonical(one) == canonical(two)


class Compiler:
    """Compiles the schemas of one folder (file name -> schema, as `SchemaSet` holds them)."""

    def __init__(self, documents: Mapping[str, Any]):
        self.documents = documents
        self.refs: dict[tuple[str, str], list[Check]] = {}

    def kind(self, file: str) -> Check:
        """The check of a whole schema file (raises Uncompilable)."""
        if file not in self.documents:
            raise Uncompilable(file)
        return self._ref(file, "")

    def _ref(self, file: str, fragment: str) -> Check:
        key = (file, fragment)
        cell = self.refs.get(key)
        if cell is None:
            cell = self.refs[key] = [_never]  # a schema that refers to itself meets this cell while compiled
            target = at_pointer(self.documents.get(file), fragment) if fragment else self.documents.get(file)
            if target is None:
                raise Uncompilable(f"{file}#{fragment}")
            cell[0] = self.compile(target, file)
            return cell[0]
        return lambda value: cell[0](value)

    def compile(self, schema: Any, file: str) -> Check:
        if schema is True:
            return _always
        if schema is False:
            return _never
        if not isinstance(schema, dict):
            raise Uncompilable(repr(schema))
        checks: list[Check] = []
        for keyword, value in schema.items():
            if keyword in _ANNOTATIONS:
                continue
            if keyword == "$id" and schema is self.documents.get(file):
                continue  # a file's own id: the validators' registry (`SchemaSet._by_name`) drops it too
            make = _KEYWORDS.get(keyword)
            if make is None:
                raise Uncompilable(keyword)
            check = make(self, value, schema, file)
            if check is not None:
                checks.append(check)
        if not checks:
            return _always
        if len(checks) == 1:
            return checks[0]
        return _every(checks)


# -- the keywords ---------------------------------------------------------------------------------
def _ref_keyword(compiler: Compiler, ref: Any, schema: dict, file: str) -> Check:
    if not isinstance(ref, str):
        raise Uncompilable("$ref")
    target, fragment = ref_target(ref, file)
    if target != file and (file.startswith("../") or "/" in target.replace("../common/", "", 1)):
        raise Uncompilable(ref)  # only refs between the folder's files and to ../common/, as SchemaSet names them
    if fragment and not fragment.startswith("/"):
        raise Uncompilable(ref)  # an anchor
    return compiler._ref(target, fragment)


def _type(compiler: Compiler, expected: Any, schema: dict, file: str) -> Check:
    names = expected if isinstance(expected, list) else [expected]
    if not all(isinstance(n, str) and n in _TYPES for n in names):
        raise Uncompilable(f"type {expected!r}")
    tests = [_TYPES[n] for n in names]
    if len(tests) == 1:
        return tests[0]
    return lambda value: any(test(value) for test in tests)


def _properties(compiler: Compiler, properties: Any, schema: dict, file: str) -> Check:
    """`properties`, `patternProperties` and `additionalProperties` together (the last reads the first two)."""
    named = {key: compiler.compile(sub, file) for key, sub in (properties or {}).items()}
    patterns = [(regex, compiler.compile(sub, file)) for regex, sub in schema.get("patternProperties", {}).items()]
    extra = schema.get("additionalProperties", True)
    extra_check = None if extra is True else compiler.compile(extra, file)

    def check(value: Any) -> bool:
        if not isinstance(value, dict):
            return True
        for key, item in value.items():
            sub = named.get(key)
            if sub is not None and not sub(item):
                return False
            matched = False
            for regex, pattern_check in patterns:
                if matches(regex, key):
                    matched = True
                    if not pattern_check(item):
                        return False
            if sub is None and not matched and extra_check is not None and not extra_check(item):
                return False
        return True
    return check


def _paired(compiler: Compiler, value: Any, schema: dict, file: str) -> None:
    """`then` and `else` (checked by `if`; without an `if` they check nothing)."""
    return None


def _pattern_properties(compiler: Compiler, patterns: Any, schema: dict, file: str) -> Check | None:
    return None if "properties" in schema else _properties(compiler, {}, schema, file)


def _additional_properties(compiler: Compiler, extra: Any, schema: dict, file: str) -> Check | None:
    return None if "properties" in schema or "patternProperties" in schema else _properties(compiler, {}, schema, file)


def _required(compiler: Compiler, names: Any, schema: dict, file: str) -> Check:
    names = list(names)
    return lambda value: not isinstance(value, dict) or all(name in value for name in names)


def _dependent_required(compiler: Compiler, table: Any, schema: dict, file: str) -> Check:
    rows = [(having, list(needed)) for having, needed in table.items()]
    return lambda value: not isinstance(value, dict) or all(
        having not in value or all(n in value for n in needed) for having, needed in rows)


def _items(compiler: Compiler, items: Any, schema: dict, file: str) -> Check:
    """2020-12 `items` (the entries after `prefixItems`) and `prefixItems` together."""
    prefix = [compiler.compile(sub, file) for sub in schema.get("prefixItems", [])]
    rest = None if items is None else compiler.compile(items, file)

    def check(value: Any) -> bool:
        if not isinstance(value, list):
            return True
        for index, item in enumerate(value):
            sub = prefix[index] if index < len(prefix) else rest
            if sub is not None and not sub(item):
                return False
        return True
    return check


def _prefix_items(compiler: Compiler, prefix: Any, schema: dict, file: str) -> Check | None:
    return None if "items" in schema else _items(compiler, None, schema, file)


def _bound(test: Callable[[Any, Any], bool], applies: Check) -> Callable[..., Check]:
    def make(compiler: Compiler, limit: Any, schema: dict, file: str) -> Check:
        if not _is_number(limit):
            raise Uncompilable(f"bound {limit!r}")
        return lambda value: not applies(value) or test(value, limit)
    return make


def _is_list(value: Any) -> bool:
    return isinstance(value, list)


def _is_text(value: Any) -> bool:
    return isinstance(value, str)


def _is_mapping(value: Any) -> bool:
    return isinstance(value, dict)


def _const(compiler: Compiler, constant: Any, schema: dict, file: str) -> Check:
    if type(constant) is str:  # `kind: adventure`: only a string equal to it is the same JSON value
        return lambda value: isinstance(value, str) and value == constant
    return lambda value: _same(value, constant)


def _enum(compiler: Compiler, options: Any, schema: dict, file: str) -> Check:
    options = list(options)
    if options and all(type(option) is str for option in options):  # a set: the same answer as `_same` here
        texts = frozenset(options)
        return lambda value: isinstance(value, str) and value in texts
    return lambda value: any(_same(value, option) for option in options)


def _unique(compiler: Compiler, unique: Any, schema: dict, file: str) -> Check | None:
    return (lambda value: not isinstance(value, list) or unique_items_ok(value)) if unique else None


def _pattern(compiler: Compiler, regex: Any, schema: dict, file: str) -> Check:
    return lambda value: not isinstance(value, str) or matches(regex, value)


def _if(compiler: Compiler, condition: Any, schema: dict, file: str) -> Check:
    test = compiler.compile(condition, file)
    then = compiler.compile(schema.get("then", True), file)
    otherwise = compiler.compile(schema.get("else", True), file)
    return lambda value: then(value) if test(value) else otherwise(value)


def _any_of(compiler: Compiler, options: Any, schema: dict, file: str) -> Check:
    checks = [compiler.compile(sub, file) for sub in options]
    return lambda value: any(check(value) for check in checks)


def _all_of(compiler: Compiler, options: Any, schema: dict, file: str) -> Check:
    checks = [compiler.compile(sub, file) for sub in options]
    return _every(checks)


def _not(compiler: Compiler, sub: Any, schema: dict, file: str) -> Check:
    check = compiler.compile(sub, file)
    return lambda value: not check(value)


_KEYWORDS: dict[str, Callable[..., Check | None]] = {
    "$ref": _ref_keyword,
    "type": _type,
    "properties": _properties,
    "patternProperties": _pattern_properties,
    "additionalProperties": _additional_properties,
    "required": _required,
    "dependentRequired": _dependent_required,
    "items": _items,
    "prefixItems": _prefix_items,
    "minimum": _bound(lambda v, limit: v >= limit, _is_number),
    "maximum": _bound(lambda v, limit: v <= limit, _is_number),
    "exclusiveMinimum": _bound(lambda v, limit: v > limit, _is_number),
    "exclusiveMaximum": _bound(lambda v, limit: v < limit, _is_number),
    "minItems": _bound(lambda v, limit: len(v) >= limit, _is_list),
    "maxItems": _bound(lambda v, limit: len(v) <= limit, _is_list),
    "minLength": _bound(lambda v, limit: len(v) >= limit, _is_text),
    "maxLength": _bound(lambda v, limit: len(v) <= limit, _is_text),
    "minProperties": _bound(lambda v, limit: len(v) >= limit, _is_mapping),
    "maxProperties": _bound(lambda v, limit: len(v) <= limit, _is_mapping),
    "const": _const,
    "enum": _enum,
    "uniqueItems": _unique,
    "pattern": _pattern,
    "if": _if,
    "then": _paired,
    "else": _paired,
    "anyOf": _any_of,
    "allOf": _all_of,
    "not": _not,
}
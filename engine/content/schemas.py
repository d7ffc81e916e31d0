"""The JSON Schemas: loading, one validator per kind, and schema diagnostics.

The schemas are the single source of truth for the content format. Each ruleset has its
own folder of them (`schemas/<ruleset>/`, its `Ruleset.schema_dir`); what every ruleset shares
sits in `schemas/common/` (the library manifest). Every schema has an `$id`
(`https://isleforge.dev/schemas/<folder>/<file>`) and cross-file `$ref`s are relative to it, so
they resolve by id in any validator and by path in a YAML language server alike.

Errors come from `iter_errors` (all of them, not just the first) and are turned into diagnostics
located through the YAML source map, with a hint taken from the schema's own title and description.
"""

from __future__ import annotations

import json
import re
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any
from collections.abc import Iterator

from engine.core import ruleset as installed_rulesets

from . import paths
from .diagnostics import Diagnostic, Severity, escape_pointer_token
from .schema_check import Check, Compiler, Uncompilable
from .schema_refs import follow
from .schema_values import matches
from .suggest import closest
from .yaml_io import SourceMap

if TYPE_CHECKING:  # python-jsonschema loads only when a file is invalid (see schema_check) or asked for
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError
    from referencing import Registry

#: The kind of a folder's optional `library.yaml` (schemas/common/library.schema.json); any ruleset.
LIBRARY_KIND = "library"
#: The file of a ruleset's folder holding its shared definitions (ids, text, the rules vocabulary).
SHARED = "common.schema.json"


def schema_file(kind: str) -> str:
    return f"{kind}.schema.json"


def _read(folder: Path) -> dict[str, dict]:
    return {path.name: json.loads(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.schema.json"))}


@cache
def content_validator() -> type[Draft202012Validator]:
    """Draft 2020-12 with ECMA-262 patterns and a linear uniqueItems (see schema_keywords)."""
    from jsonschema import Draft202012Validator, validators

    from .schema_keywords import KEYWORDS
    return validators.extend(Draft202012Validator, KEYWORDS)


class SchemaSet:
    """The schemas of one folder (a ruleset's, or `schemas/common/`), with `schemas/common/` beside them."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.documents: dict[str, dict] = _read(folder)  # file name -> schema, this folder only
        self._validators: dict[str, Draft202012Validator] = {}
        self._checks: dict[str, Check | None] = {}

    @cached_property
    def registry(self) -> Registry:
        """Every schema of this folder and of `schemas/common/`, by `$id`."""
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT202012
        shared = paths.common_schemas_dir()
        documents = list(self.documents.values())
        if shared.resolve() != self.folder.resolve():
            documents += list(_read(shared).values())
        resources = []
        for contents in documents:
            resource = Resource.from_contents(contents, default_specification=DRAFT202012)
            resources.append((resource.id() or "", resource))
        return Registry().with_resources(resources)

    @cached_property
    def _by_name(self) -> Registry:
        """This folder's schemas by file name, without their `$id`: what the validators use.

        A relative `$ref` names the same file either way (the ids mirror the paths), but resolving
        it against an https base costs a `urljoin` per `$ref` followed, a tenth of validation time.
        """
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT202012
        resources = []
        for name, contents in self._named.items():
            anonymous = {k: v for k, v in contents.items() if k != "$id"}
            resources.append((name, Resource.from_contents(anonymous, default_specification=DRAFT202012)))
        return Registry().with_resources(resources)

    @cached_property
    def _named(self) -> dict[str, dict]:
        """This folder's schemas by file name, and `schemas/common/`'s as `../common/NAME` (how a ruleset's refer to them)."""
        named = dict(self.documents)
        shared = paths.common_schemas_dir()
        if shared.resolve() != self.folder.resolve():  # `../common/NAME`, as a ruleset's schema writes it
            named.update({f"../common/{name}": contents for name, contents in _read(shared).items()})
        return named

    def documents_by_name(self) -> dict[str, dict]:
        """This folder's schemas by file name and `schemas/common/`'s as `../common/NAME`: what a reader walking
        `$ref`s by name (`schema_paths`) needs."""
        return self._named

    @cached_property
    def _compiler(self) -> Compiler:
        return Compiler(self._named)

    def check(self, kind: str) -> Check | None:
        """The compiled yes/no check of a kind's schema (`schema_check`), or None where it cannot be compiled."""
        if kind not in self._checks:
            try:
                self._checks[kind] = self._compiler.kind(schema_file(kind))
            except (Uncompilable, RecursionError):
                self._checks[kind] = None
        return self._checks[kind]

    def schema(self, kind: str) -> dict:
        return self.documents[schema_file(kind)]

    def validator(self, kind: str) -> Draft202012Validator:
        found = self._validators.get(kind)
        if found is None:
            root = self._by_name.contents(schema_file(kind))
            found = self._validators[kind] = content_validator()(root, registry=self._by_name)
        return found

    def resolve(self, kind: str, subschema: Any) -> dict:
        """Follow a subschema's `$ref`s, keeping sibling keywords (see `schema_refs.follow`).

        A validator's error does not say which file its subschema came from: a local ref is looked
        up in the kind's file first, then in the ruleset's shared definitions.
        """
        if not isinstance(subschema, dict):
            return subschema
        return follow(subschema, schema_file(kind), self.documents, fallback=SHARED)[0]

    def iter_diagnostics(self, kind: str, data: Any, positions: SourceMap, file: str) -> Iterator[Diagnostic]:
        """Every schema problem of a file, worded from python-jsonschema's errors; a file the compiled
        check passes has none, and python-jsonschema is not asked (nor imported)."""
        check = self.check(kind)
        if check is not None:
            try:
                if check(data):
                    return
            except Exception:  # noqa: BLE001 - unsure: python-jsonschema decides, as it always did
                pass
        try:
            for error in self.validator(kind).iter_errors(data):
                yield _diagnostic(self, kind, error, positions, file)
        except (RecursionError, ValueError, TypeError) as exc:  # never let hostile data escape as a traceback
            yield Diagnostic(Severity.ERROR, "schema/unchecked",
                             f"the file could not be checked against the schema ({type(exc).__name__})",
                             file, "", 1, 1, "Simplify the file: it holds values no content file needs.")


@cache
def schema_set(folder: Path) -> SchemaSet:
    """The schemas of a folder, read once per process."""
    return SchemaSet(Path(folder))


def default_set() -> SchemaSet:
    """The schemas of the default ruleset (the one a file without `ruleset:` is written for)."""
    folder = installed_rulesets.get().schema_dir
    return schema_set(folder if folder is not None else paths.schemas_dir())


def common_set() -> SchemaSet:
    """The schemas every ruleset shares (`schemas/common/`)."""
    return schema_set(paths.common_schemas_dir())


# The default ruleset's schemas, for its own readers (the editor's forms, the content reference).
def registry() -> Registry:
    return default_set().registry


def schema(kind: str) -> dict:
    return default_set().schema(kind)


def validator(kind: str) -> Draft202012Validator:
    return default_set().validator(kind)


def resolve(kind: str, subschema: dict) -> dict:
    return default_set().resolve(kind, subschema)


def iter_schema_diagnostics(kind: str, data: Any, positions: SourceMap, file: str) -> Iterator[Diagnostic]:
    return default_set().iter_diagnostics(kind, data, positions, file)


# -- ids: one home for the id pattern -------------------------------------------------------------
@cache
def _id_rule() -> tuple[str, int]:
    definition = default_set().documents[SHARED]["$defs"]["id"]
    return definition["pattern"], int(definition["maxLength"])


def id_pattern() -> str:
    """The pattern of a kebab-case id, as the schemas write it (`$defs/id` of the shared definitions)."""
    return _id_rule()[0]


def is_valid_id(item_id: str) -> bool:
    """Whether `item_id` is a kebab-case id (lower-case letters and digits joined by hyphens), matched
    the way the schemas match it (ECMA-262: `$` is the very end, so a final newline is refused)."""
    pattern, longest = _id_rule()
    return isinstance(item_id, str) and bool(matches(pattern, item_id)) and len(item_id) <= longest


def _ptr(path) -> str:
    return "".join("/" + escape_pointer_token(p) for p in path)


def _label(subschema: dict, fallback: str) -> str:
    return subschema.get("title") or fallback


def _show(value: Any) -> str:
    if isinstance(value, str):
        return f"'{value}'" if len(value) <= 60 else f"'{value[:57]}...'"
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return str(value)


_TYPE_WORDS = {"string": "text", "integer": "a whole number", "number": "a number", "boolean": "true or false",
               "object": "a mapping of fields", "array": "a list", "null": "empty"}


def _diagnostic(schemas: SchemaSet, kind: str, error: ValidationError, positions: SourceMap, file: str) -> Diagnostic:
    path = list(error.absolute_path)
    ptr = _ptr(path)
    name = str(path[-1]) if path else kind
    sub = error.schema if isinstance(error.schema, dict) else {}
    hint = sub.get("description", "")
    line, column = positions.value(ptr)
    validator_name = error.validator
    code = "schema/" + re.sub(r"(?<!^)(?=[A-Z])", "-", str(validator_name)).lower()
    message = error.message
    field = _field_name(path)

    if validator_name == "required":
        missing = re.match(r"'([^']+)'", error.message)
        missing_name = missing.group(1) if missing else "?"
        prop = schemas.resolve(kind, sub.get("properties", {}).get(missing_name, {}))
        message = f"{field if path else 'the file'} is missing the required field '{missing_name}'"
        hint = _join(_label(prop, missing_name) + ": " + prop.get("description", "") if prop.get("description") else "",
                     f"Add '{missing_name}:' here.")
        if path:
            line, column = positions.key(ptr)
    elif validator_name == "additionalProperties":
        allowed = list(sub.get("properties", {}))
        extras = [k for k in (error.instance or {}) if k not in allowed and not _pattern_match(sub, k)]
        extra = extras[0] if extras else "?"
        child = ptr + "/" + escape_pointer_token(extra)
        line, column = positions.key(child)
        ptr = child
        code = "schema/unknown-field"
        where = f"in {_label(sub, name)}" if sub.get("title") else ""
        message = f"unknown field '{extra}' {where}".strip()
        suggestion = closest(extra, allowed)
        if suggestion:
            hint = f"Did you mean '{suggestion}'? " + _allowed(allowed)
        elif sub.get("patternProperties"):
            hint = "Keys here are player counts from 1 to 6."
        else:
            hint = _allowed(allowed)
    elif validator_name == "type":
        expected = error.validator_value
        words = " or ".join(str(_TYPE_WORDS.get(t, t)) for t in (expected if isinstance(expected, list) else [expected]))
        message = f"{field} must be {words}, not {_show(error.instance)}"
        code = "schema/type"
    elif validator_name == "enum" or (validator_name == "anyOf" and _const_options(sub)):
        terms = _const_options(sub) if validator_name == "anyOf" else {str(o): "" for o in error.validator_value}
        options = list(terms)
        code = "schema/enum"
        message = f"{field} is {_show(error.instance)}, which is not one of: {', '.join(options)}"
        suggestion = closest(str(error.instance), options) if isinstance(error.instance, str) else None
        if suggestion:
            hint = f"Did you mean '{suggestion}'?" + (f" {suggestion}: {terms[suggestion]}" if terms[suggestion] else "")
    elif validator_name == "const":
        message = f"{field} must be {_show(error.validator_value)}, not {_show(error.instance)}"
    elif validator_name == "pattern":
        if "kebab" in hint or error.validator_value == id_pattern():
            message = f"{field} is {_show(error.instance)}, which is not a kebab-case id"
            code = "schema/bad-id"
            hint = "Ids use lower-case letters and digits in words joined by hyphens, e.g. 'drowned-temple'."
        else:
            message = f"{field} is {_show(error.instance)}, which does not have the expected form"
    elif validator_name in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        bound = {"minimum": "at least", "maximum": "at most", "exclusiveMinimum": "more than",
                 "exclusiveMaximum": "less than"}[validator_name]
        message = f"{field} is {_show(error.instance)}; it must be {bound} {error.validator_value}"
    elif validator_name in ("minItems", "maxItems"):
        count = len(error.instance) if isinstance(error.instance, list) else 0
        bound = "at least" if validator_name == "minItems" else "at most"
        message = f"{field} has {count} entries; it needs {bound} {error.validator_value}"
    elif validator_name in ("minLength", "maxLength"):
        if validator_name == "minLength":
            message = f"{field} is empty; write some text"
        else:
            message = f"{field} is too long ({len(error.instance)} characters; at most {error.validator_value})"
    elif validator_name == "maxProperties" and error.validator_value == 1:
        keys = list(error.instance)
        second = ptr + "/" + escape_pointer_token(keys[1])
        line, column = positions.key(second)
        code = "schema/one-term-per-entry"
        message = f"this entry has {len(keys)} terms ({', '.join(keys)}); write one term per list entry"
        hint = "Start a new list entry ('- ') for each condition or effect."
    elif validator_name == "minProperties":
        message = f"{field} is empty; " + ("write exactly one term" if error.validator_value == 1 and sub.get("maxProperties") == 1 else "fill in at least one field")
    elif validator_name == "uniqueItems":
        message = f"{field} lists the same entry twice"
    elif validator_name == "dependentRequired":
        match = re.match(r"'([^']+)' is a dependency of '([^']+)'", error.message)
        if match:
            needed, having = match.groups()
            message = f"a rule with '{having}' needs a '{needed}'"
            hint = f"Add 'trigger: {{event: ...}}' to say when the {having} apply."
            code = "schema/missing-trigger"
    elif validator_name == "not":
        message = f"{field} must not be {_show(error.instance)}"
    elif validator_name == "false" or validator_name == "items":
        message = f"{field} has more entries than allowed"
    return Diagnostic(Severity.ERROR, code, message, file, ptr, line, column, hint)


def _field_name(path: list) -> str:
    if not path:
        return "the file"
    last = path[-1]
    if isinstance(last, int):
        parent = next((p for p in reversed(path[:-1]) if not isinstance(p, int)), "list")
        return f"'{parent}' entry {last + 1}"
    return f"'{last}'"


def _const_options(sub: dict) -> dict[str, str]:
    options = sub.get("anyOf") or []
    if options and all(isinstance(o, dict) and "const" in o for o in options):
        return {str(o["const"]): o.get("description", "") for o in options}
    return {}


def _pattern_match(sub: dict, key: str) -> bool:
    return any(matches(p, key) for p in sub.get("patternProperties", {}))


def _allowed(names: list[str]) -> str:
    if not names:
        return ""
    shown = ", ".join(names[:12]) + (", ..." if len(names) > 12 else "")
    return f"Fields allowed here: {shown}."


def _join(*parts: str) -> str:
    return " ".join(p for p in parts if p)


# -- the report schemas at the top of schemas/ (playtest, sweep): not content, validated as written ---
@cache
def report_validator(name: str) -> Draft202012Validator:
    """A validator for a report schema at the top of `schemas/` (e.g. "sweep-report.schema.json");
    its `$ref`s to the other report schemas resolve by their `$id`s."""
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
    top = {path.name: json.loads(path.read_text(encoding="utf-8"))
           for path in sorted(paths.schemas_dir().glob("*.schema.json"))}
    resources = [(contents["$id"], Resource.from_contents(contents, default_specification=DRAFT202012))
                 for contents in top.values()]
    return Draft202012Validator(top[name], registry=Registry().with_resources(resources))

"""`$ref` lookups are made once per registry, kept under the referring schema's `$id` and the ref
(`engine.content.schema_keywords.ref`), never under an object's id(): two schema sets that share a
schema's `$id` but differ in what it says each validate by their own."""

from __future__ import annotations

from jsonschema import Draft202012Validator, validators
from referencing import Registry, Resource

from engine.content.schema_keywords import KEYWORDS

Checked = validators.extend(Draft202012Validator, KEYWORDS)
ROOT = "https://isleforge.test/ref-lookups/root.json"
PART = "https://isleforge.test/ref-lookups/part.json"


def _validator(part: dict) -> Draft202012Validator:
    root = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": ROOT, "$ref": "part.json"}
    resources = [(uri, Resource.from_contents({"$schema": "https://json-schema.org/draft/2020-12/schema",
                                               "$id": uri, **body}))
                 for uri, body in ((ROOT, root), (PART, part))]
    return Checked(root, registry=Registry().with_resources(resources))


def _messages(validator, instance) -> list[str]:
    return [error.message for error in validator.iter_errors(instance)]


def test_two_registries_with_the_same_ids_resolve_each_to_its_own_schema():
    numbers, words = _validator({"type": "integer"}), _validator({"type": "string"})
    for _ in range(3):  # (the second and third rounds use the lookups kept)
        assert _messages(numbers, 3) == [] and _messages(numbers, "three") == ["'three' is not of type 'integer'"]
        assert _messages(words, "three") == [] and _messages(words, 3) == ["3 is not of type 'string'"]


def test_a_ref_that_does_not_resolve_is_reported_as_jsonschema_reports_it():
    broken = Checked({"$id": ROOT, "$ref": "missing.json"}, registry=Registry())
    try:
        list(broken.iter_errors(1))
    except Exception as error:  # jsonschema's own wrapper of referencing's Unresolvable
        assert "missing.json" in str(error)
    else:
        raise AssertionError("an unresolvable $ref passed")

"""Following `$ref`s through a folder of JSON Schemas: the one walker every reader of the schemas uses.

Validation resolves `$ref`s by `$id` (python-jsonschema's `referencing` registry, ajv, check-jsonschema
with `--base-uri`). The readers that explain a schema to people - diagnostic hints, the generated
content reference, the editor's form labels - walk the same files by name with `follow`, so the
rule "keywords beside a `$ref` (title, description, default) win over the target's" and the depth
limit live here once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: Where `$id`s of the schemas live; a schema's id is this plus its path under `schemas/`.
ID_BASE = "https://isleforge.dev/schemas/"
#: A chain of `$ref`s longer than this is cut (the shipped schemas need at most three).
MAX_DEPTH = 20


def ref_target(ref: str, file: str) -> tuple[str, str]:
    """The (file, fragment) a `$ref` found in `file` names; a local ref (`#/$defs/x`) stays in `file`."""
    target, _, fragment = ref.partition("#")
    return target or file, fragment


def at_pointer(document: Any, fragment: str) -> Any:
    """The node at a JSON pointer fragment (`/$defs/x`) of a document, or None if there is none."""
    node = document
    try:
        for token in fragment.split("/")[1:]:
            token = token.replace("~1", "/").replace("~0", "~")
            node = node[int(token)] if isinstance(node, list) else node[token]
    except (KeyError, TypeError, IndexError, ValueError):
        return None
    return node


def follow(node: Any, file: str, documents: Mapping[str, dict], fallback: str | None = None) -> tuple[dict, str]:
    """Follow the `$ref`s of `node` (found in `file`): the merged subschema and the file it ends in.

    `documents` maps file names to schemas. A local ref not found in its file is looked up in
    `fallback` (callers holding a subschema of unknown origin, such as a validator's error, pass the
    shared definitions file). A ref to nothing is dropped, keeping the keywords beside it.
    """
    if not isinstance(node, dict):
        return {}, file
    for _ in range(MAX_DEPTH):
        if "$ref" not in node:
            break
        target_file, fragment = ref_target(node["$ref"], file)
        target = at_pointer(documents.get(target_file), fragment)
        if not isinstance(target, dict) and fallback and not node["$ref"].partition("#")[0]:
            target_file, target = fallback, at_pointer(documents.get(fallback), fragment)
        siblings = {k: v for k, v in node.items() if k != "$ref"}
        if not isinstance(target, dict):
            return siblings, file
        node = {**target, **siblings}
        file = target_file
    return node, file

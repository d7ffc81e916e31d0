"""Ids defined and referenced inside one document: renaming one renames its references (no Qt).

Which fields define an id and which reference one comes from the schema walk of
`engine.content.id_fields` (the walk that proves every reference is checked) and the document's
ruleset's `id_targets`: a task's id is named by the `task` of triggers, conditions and effects; an
area's id by the `area` of area filters; a card's id by the rules of its own set; a flag set by one
rule by the conditions and effects that test or clear it; a chapter's id by the branches of its
campaign. A ruleset without `id_targets` has no id followed here. The library's Rename
Id (`editor/app/rename.py`) follows ids across files; this follows the ids that live in one
document, so that changing an id in a form never leaves a reference to it naming nothing.
"""

from __future__ import annotations

from typing import Any

from engine.content import id_fields
from engine.content.diagnostics import escape_pointer_token


def _strings(data: Any, pointer: str = ""):
    if isinstance(data, str):
        yield pointer, data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(value, f"{pointer}/{escape_pointer_token(str(key))}")
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _strings(value, f"{pointer}/{index}")


def _kind(data: Any) -> tuple[str | None, str | None]:
    """The document's kind and the ruleset it names (None: the default one), whose `id_targets` say
    which of its fields define and reference ids."""
    if not isinstance(data, dict):
        return None, None
    kind, ruleset = data.get("kind"), data.get("ruleset")
    return (kind if isinstance(kind, str) else None), (ruleset if isinstance(ruleset, str) and ruleset else None)


def local_references(data: Any, id_pointer: str, old_id: Any) -> list[str]:
    """Pointers in ``data`` referencing the id defined at ``id_pointer`` (empty if it defines none here).

    Nothing is followed when another field defines the same id for the same kind of thing (which
    one would a reference mean? an area tag, say, that several areas carry) or when the old value
    is not an id yet.
    """
    kind, ruleset = _kind(data)
    if not isinstance(old_id, str) or not old_id or kind is None:
        return []
    field = id_fields.field_at(kind, id_pointer, ruleset)
    if field is None or field.role != "define":
        return []
    if not id_fields.references_to(kind, field.target, ruleset):
        return []
    # the document walked with its schema: a reference inside nested terms (`choose`, `all`) is found too
    same = [(p, f) for p, v, f in id_fields.document_fields(kind, data, ruleset)
            if v == old_id and f.target == field.target]
    if [p for p, f in same if f.role == "define"] != [id_pointer]:
        return []
    return [p for p, f in same if f.role == "reference"]

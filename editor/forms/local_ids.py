"""Ids defined and referenced inside one document: renaming one renames its references (no Qt).

A progress task's id is named by the setup's progress tokens and by the `task` of conditions,
effects and triggers; an adventure area's id by the `area` of terms. The library's Rename Id
(`editor/app/rename.py`) follows ids across files; this follows the ids that live in one
adventure, so that changing a task's id in the form never leaves a token naming nothing.
"""

from __future__ import annotations

import re
from typing import Any

from engine.content.diagnostics import escape_pointer_token

#: pattern of a defining id's pointer -> pattern of the pointers that reference it in the same document
LOCAL_IDS: dict[re.Pattern, re.Pattern] = {
    re.compile(r"^/progress_tasks/\d+/id$"): re.compile(r"(^/setup/progress_tokens/\d+|/[a-z_]+)/task$"),
    re.compile(r"^/map/areas/\d+/id$"): re.compile(r"/[a-z_]+/area$"),
}


def _strings(data: Any, pointer: str = ""):
    if isinstance(data, str):
        yield pointer, data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(value, f"{pointer}/{escape_pointer_token(str(key))}")
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _strings(value, f"{pointer}/{index}")


def local_references(data: Any, id_pointer: str, old_id: Any) -> list[str]:
    """Pointers in ``data`` referencing the id defined at ``id_pointer`` (empty if it defines none here).

    Nothing is followed when another item of the same list has the same id (which one would a
    reference mean?) or when the old value is not an id yet.
    """
    if not isinstance(old_id, str) or not old_id:
        return []
    for definition, reference in LOCAL_IDS.items():
        if not definition.match(id_pointer):
            continue
        siblings = [p for p, v in _strings(data) if v == old_id and definition.match(p)]
        if siblings != [id_pointer]:
            return []
        return [p for p, v in _strings(data) if v == old_id and reference.search(p) and p != id_pointer]
    return []

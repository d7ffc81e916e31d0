"""Ids inside an adventure or campaign are unique: progress tasks, areas, rules, victory conditions per
mode, chapters and a campaign's advantages (`id/duplicate-local`)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.checks.context import Context, ptr_join
from engine.content.checks.ids import unique_ids
from engine.content.diagnostics import Diagnostic

# (list field, what the entries are) whose entries carry ids that must be unique within the file
_LOCAL_LISTS = {
    "adventure": [("/progress_tasks", "progress task"), ("/map/areas", "area"), ("/rules", "rule")],
    "campaign": [("/chapters", "chapter")],
}


def _list_at(data: dict, ptr: str):
    node = data
    for token in ptr.split("/")[1:]:
        if not isinstance(node, dict):
            return []
        node = node.get(token)
    return node if isinstance(node, list) else []


def duplicate_local_ids(context: Context) -> Iterator[Diagnostic]:
    for kind, lists in _LOCAL_LISTS.items():
        for content in context.of_kind(kind):
            for list_ptr, what in lists:
                yield from unique_ids(context, content, list_ptr, _list_at(content.data, list_ptr), what)
            if kind == "adventure":
                for mode, conditions in (content.data.get("victory") or {}).items():
                    yield from unique_ids(context, content, f"/victory/{mode}", conditions, f"{mode} victory condition")
            if kind == "campaign":
                advantages = []
                for index, chapter in enumerate(content.data.get("chapters", [])):
                    for a_index, advantage in enumerate(chapter.get("advantages", [])):
                        advantages.append((ptr_join("/chapters", index, "advantages", a_index), advantage))
                seen: dict[str, str] = {}
                for ptr, advantage in advantages:
                    if advantage["id"] in seen:
                        yield context.error(content, ptr + "/id", "id/duplicate-local",
                                            f"another advantage already has the id '{advantage['id']}'",
                                            "Advantage ids are unique within a campaign.")
                    seen.setdefault(advantage["id"], ptr)

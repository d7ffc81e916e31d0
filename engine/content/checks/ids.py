"""Ids are unique: files per kind, cards per card kind, and the ids inside an adventure or campaign."""

from __future__ import annotations

from collections.abc import Iterator

from ..diagnostics import Diagnostic
from . import check
from .context import Context, ptr_join


@check
def duplicate_file_ids(context: Context) -> Iterator[Diagnostic]:
    for kind, by_id in context.files.items():
        for item_id, contents in by_id.items():
            if len(contents) < 2:
                continue
            first = contents[0]
            for other in contents[1:]:
                line, _ = first.at("/id")
                yield context.error(other, "/id", "id/duplicate",
                                    f"another {kind} already has the id '{item_id}' ({first.display}:{line})",
                                    "Ids are unique per kind; rename one of them.")


@check
def duplicate_card_ids(context: Context) -> Iterator[Diagnostic]:
    for kind, by_id in context.cards.items():
        for card_id, refs in by_id.items():
            first = refs[0]
            for other in refs[1:]:
                line, _ = first.file.at(first.pointer + "/id")
                yield context.error(other.file, other.pointer + "/id", "id/duplicate-card",
                                    f"another card of kind {kind} already has the id '{card_id}' ({first.file.display}:{line})",
                                    "Card ids are unique among all cards of a kind; rename one, or raise 'copies' on the first.")


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


@check
def duplicate_local_ids(context: Context) -> Iterator[Diagnostic]:
    for kind, lists in _LOCAL_LISTS.items():
        for content in context.of_kind(kind):
            for list_ptr, what in lists:
                yield from _unique(context, content, list_ptr, _list_at(content.data, list_ptr), what)
            if kind == "adventure":
                for mode, conditions in (content.data.get("victory") or {}).items():
                    yield from _unique(context, content, f"/victory/{mode}", conditions, f"{mode} victory condition")
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


def _unique(context: Context, content, list_ptr: str, entries: list, what: str) -> Iterator[Diagnostic]:
    seen: dict[str, int] = {}
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict) or "id" not in entry:
            continue
        entry_id = entry["id"]
        if entry_id in seen:
            line, _ = content.at(f"{list_ptr}/{seen[entry_id]}/id")
            yield context.error(content, f"{list_ptr}/{index}/id", "id/duplicate-local",
                                f"another {what} already has the id '{entry_id}' (line {line})",
                                f"Each {what} needs its own id.")
        else:
            seen[entry_id] = index

"""Ids are unique: files per kind and cards per card kind, in any ruleset's files.

`unique_ids` is the same rule inside one file (the entries of a list, such as an adventure's
areas), for the checks of a ruleset that knows which of its lists carry ids.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..diagnostics import Diagnostic
from .context import Context


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


def duplicate_card_ids(context: Context) -> Iterator[Diagnostic]:
    for kind, by_id in context.cards.items():
        for card_id, refs in by_id.items():
            first = refs[0]
            for other in refs[1:]:
                line, _ = first.file.at(first.pointer + "/id")
                yield context.error(other.file, other.pointer + "/id", "id/duplicate-card",
                                    f"another card of kind {kind} already has the id '{card_id}' ({first.file.display}:{line})",
                                    "Card ids are unique among all cards of a kind; rename one, or raise 'copies' on the first.")


def unique_ids(context: Context, content, list_ptr: str, entries: list, what: str) -> Iterator[Diagnostic]:
    """`id/duplicate-local` for each entry of `entries` (the list at `list_ptr`) repeating an earlier id."""
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

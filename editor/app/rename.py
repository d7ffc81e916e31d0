"""Rename an id and every reference to it across the library, as one undoable step.

The references are found in each file's plain data (the open document's
current text, else the file on disk) of the renamed item's ruleset, nested terms included, by
`references.find_references`; every
affected file is opened (in a background tab, so "modified" shows and closing
asks) and changed by one `LinkedEdit`: one undo restores all of them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.content.schemas import is_valid_id
from engine.content.yaml_io import read_file
from engine.core.ruleset import DEFAULT_RULESET

from .library_index import card_word, ids_in_use
from .references import find_references
from .undo import LinkedEdit

if TYPE_CHECKING:
    from .main_window import MainWindow


class RenameError(ValueError):
    """Why a rename cannot be done, for the user."""


def file_data(window: MainWindow, path: Path) -> Any:
    """The plain data of a library file as the editor sees it now (None if it does not parse)."""
    document = window.workspace.document_for(path)
    if document is not None:
        return document.parsed().data
    parsed = read_file(Path(path))
    return parsed.data if parsed.ok else None


def plan_rename(window: MainWindow, path: Path, kind: str, old_id: str, new_id: str,
                card_pointer: str = "") -> dict[Path, dict[str, str]]:
    """Every value to change, per file: the defining id and each reference to it."""
    card = bool(card_pointer)
    what = card_word(kind) + " card" if card and kind.endswith("-cards") else (card_word(kind) if card else kind)
    if new_id == old_id:
        raise RenameError("The new id is the same as the old one.")
    if not is_valid_id(new_id):
        raise RenameError(f"'{new_id}' is not a kebab-case id: lower-case letters and digits joined by hyphens, "
                          "e.g. reef-crabs.")
    entries = window.library.model.entries()
    if new_id in ids_in_use(entries, kind, card):
        raise RenameError(f"Another {what} already has the id '{new_id}'. Ids are unique per kind.")
    path = Path(path).resolve()
    ruleset = next((e.ruleset for e in entries if e.path == path), DEFAULT_RULESET)
    changes: dict[Path, dict[str, str]] = {}
    for entry in entries:
        if entry.ruleset != ruleset:  # rulesets never name each other's content
            continue
        data = file_data(window, entry.path)
        if data is None:
            continue
        pointers = find_references(data, kind, old_id, card, ruleset)
        if entry.path == path:
            pointers.insert(0, f"{card_pointer}/id" if card else "/id")
        if pointers:
            changes[entry.path] = {pointer: new_id for pointer in pointers}
    return changes


def rename_id(window: MainWindow, path: Path, kind: str, old_id: str, new_id: str,
              card_pointer: str = "") -> LinkedEdit:
    """Rename and update every reference (raises RenameError); returns the edit (one undo step)."""
    changes = plan_rename(window, path, kind, old_id, new_id, card_pointer)
    documents = {}
    for file, values in changes.items():
        page = window.session.open(file, focus=False)
        if page.document is None:
            raise RenameError(f"{file.name} cannot be opened for editing, so its references to '{old_id}' "
                              "cannot be renamed. Fix it first (see the Problems panel).")
        if page.document.read_only:
            raise RenameError(f"{file.name} is in the bundled library, which is read-only, so its references to "
                              f"'{old_id}' cannot be renamed. Use Duplicate to My Library to change a copy.")
        documents[page.document] = values
    edit = LinkedEdit(f"Rename {old_id} to {new_id}")
    edit.apply(documents)
    return edit

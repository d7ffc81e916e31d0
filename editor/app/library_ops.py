"""Create, duplicate, delete and rename library items (the Library panel's commands).

New adventures come from `isleforge new`'s own code (`editor.cli.new.write_adventure`);
new card sets and factions are the first bundled file of their kind cut down to
one card, with the new id. Card edits (duplicate, delete) are undoable edits of
their card set; deleting a file asks first, and the last deleted files can be
restored during the session.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from editor import rulesets as editor_rulesets
from editor.documents import tree as tree_edits
from editor.cli.new import with_schema_comment, write_adventure
from engine.content import paths
from engine.content.files import atomic_write_text
from engine.content.schemas import is_valid_id
from engine.content.yaml_io import dump, load_roundtrip
from engine.core import ruleset as rulesets

from engine.content.library import is_inside

from . import library_folder
from .library_folder import is_bundled
from .library_index import card_word, content_files, ids_in_use, kind_label, read_entry
from .rename import RenameError, rename_id

if TYPE_CHECKING:
    from .main_window import MainWindow


@dataclass(frozen=True)
class Selection:
    """What is selected in the Library panel: a file, or one card of a card set."""

    path: Path
    kind: str | None
    id: str | None
    pointer: str = ""  # "/cards/N" for a card

    @property
    def is_card(self) -> bool:
        return bool(self.pointer)


def _title(item_id: str) -> str:
    return item_id.replace("-", " ").capitalize()


def _without_header(text: str) -> str:
    """``text`` without its opening comment lines: the bundled file's words about itself, not the new file's."""
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip() and not line.startswith("#")), 0)
    return "\n".join(lines[first:])


def card_kind_choices(current: str | None) -> dict[str, tuple[str, str]]:
    """File > New Card Set's list: "label (game)" -> (ruleset id, kind) for every installed game's card
    kinds, those of ``current`` (the game of the open tab) first, each game's in its own order."""
    games = sorted(rulesets.all_rulesets(), key=lambda r: (r.id != current, r.id != rulesets.DEFAULT_RULESET))
    return {f"{kind_label(kind)} ({game.title or game.id})": (game.id, kind) for game in games for kind in game.card_kinds}


def starter_text(kind: str, item_id: str, target: Path, ruleset_id: str = rulesets.DEFAULT_RULESET,
                 taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A minimal valid file of ``kind`` for the game ``ruleset_id``: its first bundled one with the new id, cut
    down to one card, or with every card under a new id (not in ``taken``) for the kinds whose ruleset keeps
    them whole (`EditorRuleset.whole_starters`)."""
    template = next(p for p in content_files(paths.library_dir())
                    if (entry := read_entry(p)).kind == kind and entry.ruleset == ruleset_id)
    tree = load_roundtrip(template.read_text(encoding="utf-8"))
    tree["id"] = item_id
    tree["title"] = _title(item_id)
    if "description" in tree:
        del tree["description"]
    ruleset = rulesets.get(ruleset_id)
    if kind in ruleset.card_kinds:
        key = ruleset.card_lists.get(kind, "cards")
        cards = tree[key]
        if kind in editor_rulesets.get(ruleset_id).whole_starters:
            used = set(taken)
            for card in cards:
                card["id"] = _unused(f"{card['id']}-{item_id}", used)
                used.add(card["id"])
        else:
            del cards[1:]
            cards[0]["id"] = f"{item_id}-1"
            if "title" in cards[0]:
                # a card list of its own name (`Ruleset.card_lists`) names its cards: "New tile", not the kind
                cards[0]["title"] = f"New {card_word(kind) if key == 'cards' else key.removesuffix('s')}"
    return with_schema_comment(_without_header(dump(tree)), target, kind, ruleset_id)


class LibraryOps:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.deleted: list[tuple[Path, bytes]] = []

    @property
    def root(self) -> Path:
        return self.window.workspace.root

    def _ask_id(self, title: str, label: str, default: str = "") -> str | None:
        item_id = self.window.prompter.ask_text(title, label, default)
        if item_id is None or not item_id:
            return None
        if not is_valid_id(item_id):
            self.window.prompter.error(title, f"'{item_id}' is not a kebab-case id: lower-case letters and digits "
                                       "joined by hyphens, e.g. coral-reach.")
            return None
        return item_id

    @property
    def own_folder(self) -> Path:
        """Where new work goes: this library, or the designer's library folder when this is the bundled one."""
        if is_bundled(self.root):
            return library_folder.ensure(self.window.config)
        return self.root

    def _created(self, target: Path) -> Path:
        if not is_inside(target, self.root):  # made from the bundled library: it lives in the designer's folder
            self.window.open_path(target)
            return target
        self.window.library.rescan()
        self.window.workspace.reread(target)
        self.window.navigator.activate(target)
        return target

    def id_taken(self, item_id: str, kind: str, folder: Path | None = None) -> str | None:
        """Why `item_id` cannot name a new file of `kind` (another has it, or its file exists), or None."""
        if item_id in ids_in_use(self.window.library.model.entries(), kind, card=False):
            return f"Another {kind} already has the id '{item_id}'."
        target = (folder or self.own_folder) / f"{item_id}.yaml"
        if target.exists():
            return f"{target.name} already exists in the library."
        return None

    def _free_target(self, title: str, item_id: str, kind: str, folder: Path | None = None) -> Path | None:
        problem = self.id_taken(item_id, kind, folder)
        if problem is not None:
            self.window.prompter.error(title, problem)
            return None
        return (folder or self.own_folder) / f"{item_id}.yaml"

    # -- creating ------------------------------------------------------------------------------
    def new_adventure(self, ruleset_id: str | None = None) -> Path | None:
        """A new adventure of the game chosen in the New Adventure dialog (new_adventure.py), copied from
        that ruleset's template or one of its bundled adventures; `ruleset_id` preselects the game."""
        if ruleset_id is None:  # the game of the current tab, as the likely one
            ruleset_id = self.current_game()
        choice = self.window.prompter.ask_new_adventure(ruleset_id, taken=lambda text: self.id_taken(text, "adventure"))
        if choice is None:
            return None
        title = f"New adventure for {rulesets.get(choice.ruleset_id).title}"
        if not is_valid_id(choice.item_id):
            self.window.prompter.error(title, f"'{choice.item_id}' is not a kebab-case id: lower-case letters and "
                                       "digits joined by hyphens, e.g. coral-reach.")
            return None
        if self._free_target(title, choice.item_id, "adventure") is None:
            return None
        try:
            target = write_adventure(choice.item_id, self.own_folder, choice.template, ruleset_id=choice.ruleset_id)
        except (ValueError, OSError) as error:
            self.window.prompter.error(title, str(error))
            return None
        return self._created(target)

    def current_game(self) -> str | None:
        """The game (ruleset id) of the current tab's file, None when no tab is open or its game is not installed."""
        current = self.window.session.current_document()
        if current is None:
            return None
        named = current.value("/ruleset")
        if not isinstance(named, str) or not named:  # a card file names its game too; else the library panel knows it
            entry = self.window.library.model.entry(current.path)
            named = entry.ruleset if entry is not None else None
        return named if named in {r.id for r in rulesets.all_rulesets()} else None

    def new_file(self, kind: str | None = None) -> Path | None:
        """A new card set (asks which game's kind when ``kind`` is None: the current tab's game first) or faction."""
        if kind is None:
            labels = card_kind_choices(self.current_game())
            choice = self.window.prompter.ask_choice("New card set", "Which cards:", list(labels))
            if choice is None:
                return None
            ruleset_id, kind = labels[choice]
        else:
            ruleset_id = next(r.id for r in rulesets.all_rulesets() if kind in r.kinds)
        word = card_word(kind) if kind in rulesets.get(ruleset_id).card_kinds else kind.replace("-", " ")
        title = f"New {word} file for {rulesets.get(ruleset_id).title}"
        item_id = self._ask_id(title, f"Id of the new {kind} file (kebab-case, e.g. my-{kind.split('-')[0]}s):")
        if item_id is None:
            return None
        target = self._free_target(title, item_id, kind)
        if target is None:
            return None
        taken = ids_in_use(self.window.library.model.entries(), kind, card=True)
        atomic_write_text(target, starter_text(kind, item_id, target, ruleset_id, taken))
        return self._created(target)

    # -- duplicating ---------------------------------------------------------------------------
    def duplicate(self, selection: Selection) -> Path | str | None:
        if selection.kind is None or selection.id is None:
            return None
        if selection.is_card:
            return self._duplicate_card(selection)
        title = "Duplicate"
        new_id = self._ask_id(title, f"Id of the copy of {selection.id}:", f"{selection.id}-copy")
        if new_id is None:
            return None
        folder = self.own_folder if is_bundled(selection.path) else selection.path.parent
        target = self._free_target(title, new_id, selection.kind, folder)
        if target is None:
            return None
        document = self.window.workspace.document_for(selection.path)
        text = document.text() if document is not None else selection.path.read_text(encoding="utf-8")
        tree = load_roundtrip(text)
        tree["id"] = new_id
        tree["title"] = f"{tree.get('title', selection.id)} (copy)"
        taken = ids_in_use(self.window.library.model.entries(), selection.kind, card=True)
        for card in tree.get("cards") or []:  # card ids are unique per card kind across the library
            card["id"] = _unused(f"{card['id']}-copy", taken)
            taken.add(card["id"])
        entry = self.window.library.model.entry(selection.path)  # the copy's schema is its own game's
        ruleset_id = entry.ruleset if entry is not None else rulesets.DEFAULT_RULESET
        atomic_write_text(target, with_schema_comment(dump(tree), target, selection.kind, ruleset_id))
        return self._created(target)

    def duplicate_to_my_library(self, path: Path) -> Path | None:
        """Copy a bundled file (with its unsaved edits) into the designer's library folder and open it there.

        The copy keeps its id: a file of the designer's library replaces the bundled item of the
        same kind and id, so the adventure plays with the changed copy.
        """
        title = "Duplicate to My Library"
        if not is_bundled(path):
            self.window.prompter.info(title, f"{path.name} is already in your library folder.")
            return None
        folder = library_folder.ensure(self.window.config)
        relative = path.resolve().relative_to(paths.library_dir().resolve())
        target = folder / relative
        if target.exists():
            self.window.prompter.error(title, f"{target} already exists: open it from your library.")
            return None
        document = self.window.workspace.document_for(path)
        text = document.text() if document is not None else path.read_text(encoding="utf-8")
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(target, text)
        if document is not None and document.modified:
            document.reload()  # the edits now live in the copy; the bundled file stays as shipped
        self.window.open_path(target)
        return target

    def _duplicate_card(self, selection: Selection) -> str | None:
        new_id = self._ask_id("Duplicate card", f"Id of the copy of {selection.id}:", f"{selection.id}-copy")
        if new_id is None:
            return None
        if new_id in ids_in_use(self.window.library.model.entries(), selection.kind, card=True):
            self.window.prompter.error("Duplicate card", f"Another {card_word(selection.kind)} already has the id '{new_id}'.")
            return None
        page = self.window.session.open(selection.path)
        document = page.document
        if document is None:
            return None
        card = tree_edits.snapshot(document.value(selection.pointer))  # keeps its block style and comments
        card["id"] = new_id
        index = int(selection.pointer.rsplit("/", 1)[1]) + 1
        document.insert("/cards", index, card, f"Duplicate {selection.id}")
        page.select_pointer(f"/cards/{index}")
        return new_id

    # -- deleting ------------------------------------------------------------------------------
    def _refused_in_bundled(self, title: str, path: Path) -> bool:
        """True (after saying why) when ``path`` is in the read-only bundled library."""
        if not is_bundled(path):
            return False
        self.window.prompter.error(title, f"{path.name} is in the bundled library, which is read-only (a reinstall "
                                   "replaces it). Use File > Duplicate to My Library and change the copy.")
        return True

    def delete(self, selection: Selection) -> bool:
        if self._refused_in_bundled("Delete", selection.path):
            return False
        if selection.is_card:
            document = self.window.session.open(selection.path).document
            if document is None:
                return False
            document.remove(selection.pointer, f"Delete {selection.id}")  # an undoable edit of the card set
            return True
        name = selection.path.relative_to(self.root) if selection.path.is_relative_to(self.root) else selection.path
        page = self.window.tabs.page_for(selection.path)
        unsaved = " Its unsaved changes are lost." if page is not None and page.document and page.document.modified else ""
        if not self.window.prompter.confirm("Delete file", f"Delete {name} ({selection.id or 'no id'}) from the library?"
                                            f"{unsaved} You can restore it with Restore Deleted File until you quit.",
                                            "Delete"):
            return False
        try:
            self.deleted.append((selection.path, selection.path.read_bytes()))
            selection.path.unlink()
        except OSError as error:
            self.window.prompter.error("Delete file", f"{name} cannot be deleted: {error.strerror or error}")
            return False
        if page is not None:
            self.window.session.discard(page)
        self.window.workspace.forget(selection.path)
        self.window.library.rescan()
        return True

    def restore_deleted(self) -> Path | None:
        if not self.deleted:
            return None
        path, content = self.deleted.pop()
        if path.exists():
            self.window.prompter.error("Restore deleted file", f"{path.name} exists again; it was not overwritten.")
            return None
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        return self._created(path)

    # -- renaming ------------------------------------------------------------------------------
    def rename(self, selection: Selection) -> bool:
        if selection.kind is None or selection.id is None or self._refused_in_bundled("Rename id", selection.path):
            return False
        new_id = self.window.prompter.ask_text("Rename id", f"New id for {selection.id} (every reference to it in "
                                               "the library changes too):", selection.id)
        if new_id is None or new_id == selection.id:
            return False
        try:
            edit = rename_id(self.window, selection.path, selection.kind, selection.id, new_id, selection.pointer)
        except RenameError as error:
            self.window.prompter.error("Rename id", str(error))
            return False
        files = len(edit.parts)
        self.window.statusBar().showMessage(f"Renamed {selection.id} to {new_id} in {files} file{'s' * (files != 1)}; "
                                            "one undo restores all of them.", 5000)
        return True


def _unused(candidate: str, taken: set[str]) -> str:
    number, base = 2, candidate
    while candidate in taken:
        candidate, number = f"{base}-{number}", number + 1
    return candidate

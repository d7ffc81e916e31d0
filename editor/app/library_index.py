"""What the Library panel lists: each content file's kind, id and title, and the cards of card sets (no Qt).

Entries come from plain data: the validation index at start, an open
document's current text after an edit, or the file on disk after a change by
another program.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.content.library import Library, scan
from engine.content.yaml_io import read_file
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.core.ruleset import DEFAULT_RULESET

# The default ruleset's kinds in its order, and which of them are card sets: asked of the ruleset
# (`Ruleset.kinds`, `Ruleset.card_kinds`), which owns them.
KINDS = tuple(rulesets.get().kinds)
CARD_KINDS = tuple(rulesets.get().card_kinds)

KIND_LABELS = {
    "adventure": "Adventures",
    "campaign": "Campaigns",
    "faction": "Factions",
    "area-tiles": "Area-tile pools",
    "event-cards": "Event cards",
    "strategy-cards": "Strategy cards",
    "mission-cards": "Mission cards",
    "exploration-cards": "Exploration cards",
    "minion-cards": "Minions",
    "boss-cards": "Bosses",
    "location-cards": "Locations",
    "terrain-tiles": "Terrain tiles",
    "terror-cards": "Terrors",
    "card-stacks": "Card stacks",
    None: "Other files",
}
#: the order of the kinds in the panel: what a designer opens most comes first
KIND_ORDER: list[str | None] = ["adventure", "campaign", "faction", "area-tiles",
                                *[k for k in KINDS if k in CARD_KINDS], None]


def kind_label(kind: str | None) -> str:
    """A kind's group in the panel: its label above, else the kind in words ('map-cards': 'Map cards'), so a
    ruleset's own kinds read as words without a row here."""
    return KIND_LABELS.get(kind) or str(kind).replace("-", " ").capitalize()


def card_word(kind: str) -> str:
    """'minion' for minion-cards, 'terrain tile' for terrain-tiles."""
    return kind.removesuffix("-cards").removesuffix("s").replace("-", " ")


@dataclass(frozen=True)
class CardEntry:
    id: str
    title: str
    pointer: str  # /cards/N


@dataclass(frozen=True)
class LibraryEntry:
    path: Path
    kind: str | None  # None: a file that does not parse or has no known kind
    id: str | None
    title: str
    cards: tuple[CardEntry, ...] = ()
    ruleset: str = DEFAULT_RULESET  # the game the file is written for (its `ruleset:`)
    bundled: bool = False  # a file of the bundled library listed beside the designer's own (read-only)

    @property
    def label(self) -> str:
        return self.id or self.path.name


def _kinds_of(ruleset_id: str) -> tuple[str, ...]:
    if ruleset_id == DEFAULT_RULESET:
        return KINDS
    try:
        return tuple(rulesets.get(ruleset_id).kinds)
    except EngineError:  # a ruleset that is not installed: its files are "other files"
        return ()


def _card_kinds_of(ruleset_id: str) -> tuple[str, ...]:
    """The card kinds of a file's ruleset: their cards are listed (and renamed) like the default one's."""
    if ruleset_id == DEFAULT_RULESET:
        return CARD_KINDS
    try:
        return tuple(rulesets.get(ruleset_id).card_kinds)
    except EngineError:
        return ()


def ruleset_title(ruleset_id: str) -> str:
    try:
        return rulesets.get(ruleset_id).title
    except EngineError:
        return ruleset_id


def entry_from_data(path: Path, data: Any, bundled: bool = False) -> LibraryEntry:
    path = Path(path).resolve()
    named = data.get("ruleset") if isinstance(data, dict) else None
    ruleset_id = named if isinstance(named, str) and named else DEFAULT_RULESET
    if not isinstance(data, dict) or data.get("kind") not in _kinds_of(ruleset_id):
        return LibraryEntry(path, None, None, "", bundled=bundled)
    kind = data["kind"]
    item_id = data.get("id") if isinstance(data.get("id"), str) else None
    cards: list[CardEntry] = []
    if kind in _card_kinds_of(ruleset_id) and isinstance(data.get("cards"), list):
        for index, card in enumerate(data["cards"]):
            if isinstance(card, dict) and isinstance(card.get("id"), str):
                cards.append(CardEntry(card["id"], str(card.get("title", "")), f"/cards/{index}"))
    return LibraryEntry(path, kind, item_id, str(data.get("title", "")), tuple(cards), ruleset_id, bundled)


def read_entry(path: Path) -> LibraryEntry:
    parsed = read_file(Path(path))
    return entry_from_data(path, parsed.data if parsed.ok else None)


def content_files(root: Path) -> list[Path]:
    """Every content file of a library folder (as the validator reads them)."""
    return [p.resolve() for p in scan(Path(root), Library(Path(root).resolve()))]


def ids_in_use(entries: list[LibraryEntry], kind: str, card: bool) -> set[str]:
    """The ids taken among files of a kind, or among the cards of a card kind."""
    if card:
        return {c.id for e in entries if e.kind == kind for c in e.cards}
    return {e.id for e in entries if e.kind == kind and e.id}

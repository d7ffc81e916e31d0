"""What a card face is to the generic card editor: a painter and the parts a click edits.

A ruleset describes the cards of one kind of file (`EditorRuleset.card_faces(kind)` returns a
`CardFaces`); the generic editor (`editor.cards`) draws them with the ruleset's painters and turns a
click on a part into the part's `Edit`, so it knows nothing of a game: the edge of a card that becomes
a location and a tile's feature are both a `Region` with a hit shape and the edits it makes.

Coordinates are the face's own, in millimetres of the printed card (0, 0 at the top-left corner,
`CardFaces.size` wide and high): the editor scales them to the screen, the print sheet to paper. A
card is read as plain data (the list entry of the file, `dict`), the file as plain data too (the
painter finds what the card refers to there, such as icons).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

REMOVE = object()  # an `Edit` change that removes the key (the schema's default applies again)


@dataclass(frozen=True)
class Edit:
    """One undo step on one card: `changes` maps a pointer inside the card ("edges/left/diamonds")
    to its new value (`REMOVE`: take the key out). Missing parents are created."""

    text: str  # the undo step's name ("Left edge: 2 diamonds")
    changes: dict[str, Any]


@dataclass(frozen=True)
class Choice:
    """An entry of a part's picker or context menu."""

    label: str
    edit: Edit
    glyph: Callable | None = None  # paint(painter, QRectF) of a small picture beside the label
    checked: bool = False


@dataclass(frozen=True)
class Number:
    """A number a part edits with a spin box: its pointer inside the card, its bounds and value."""

    pointer: str
    value: int
    minimum: int
    maximum: int
    text: str  # the undo step's name, "{value}" replaced by the new number


@dataclass(frozen=True)
class Words:
    """Words a part edits in a line field (a card's title): its pointer inside the card and its text."""

    pointer: str
    value: str
    text: str  # the undo step's name, "{value}" replaced by the new words


@dataclass(frozen=True)
class Region:
    """One clickable part of a face.

    name: what the part is, for its tooltip and the status line ("Left edge: 1 gold diamond").
    key: a stable name of the part (tests and the keyboard focus use it: "edge:left").
    shape: a QPainterPath in face coordinates (the hit area).
    click: the left click's edit (None: the click opens `choices` or `number`).
    inverse: the edit that undoes the click's idea (Shift+click, Backspace): fewer, off, previous.
    right: the right click's edit (None: the right click opens the context menu).
    choices: a picker offered by the click when it makes no edit itself (an icon to pick, an order).
    menu: the context menu's entries (the click's, inverse's and right click's edits come first).
    number: a spin box the click opens instead (a raid number, a score).
    words: a line field the click opens instead (a title).
    """

    name: str
    key: str
    shape: Any
    click: Edit | None = None
    inverse: Edit | None = None
    right: Edit | None = None
    choices: Sequence[Choice] = ()
    menu: Sequence[Choice] = ()
    number: Number | None = None
    words: Words | None = None


@dataclass(frozen=True)
class Face:
    """One face of a card (a card may show two: a two-sided card's front and back)."""

    title: str  # "Front", "Side 1", "Sea side"
    paint: Callable  # paint(painter) in face coordinates: the card as it prints
    regions: Callable[[], list[Region]]  # the clickable parts, front-most first
    plain: Callable | None = None  # paint(painter) without the editor's marks (badges), where `paint` draws some


@dataclass(frozen=True)
class CardFaces:
    """How the cards of one kind of file are drawn and edited.

    list_pointer: where the cards are in the file ("/cards").
    size: (width, height) of a printed card in millimetres.
    faces(card, file): the faces of a card (plain data) of a file (plain data).
    new_card(file): a fresh card for Add (its id not yet taken in the file).
    noun: what one card is called in menus ("tile").
    tools: the ruleset's windows over the whole file, opened from the catalogue's bar ("Deal a sample board").
    borrow: what the cards read from other files of the library (icons a card needs may be listed by
        another file of its game): given every file's plain data, the keys to add under the file's own.
    panels: views of the selected card or the whole file shown in tabs under the large face (the four
        turns of a tile, the counts per player count): (title, factory(catalogue) -> a widget with
        `refresh()`, called when the selection or the file changes).
    """

    list_pointer: str
    size: tuple[float, float]
    faces: Callable[[dict, dict], list[Face]]
    new_card: Callable[[dict], dict]
    noun: str = "card"
    tools: Sequence[tuple[str, Callable]] = ()  # (label, factory(catalogue) -> a window over the whole file)
    borrow: Callable | None = None  # borrow(library files' plain data) -> keys the faces read from other files
    panels: Sequence[tuple[str, Callable]] = ()  # (title, factory(catalogue) -> a widget with refresh())


def card_title(card: Any) -> str:
    """A card's name for lists and messages: its title, else its id."""
    if isinstance(card, dict):
        return str(card.get("title") or card.get("id") or "(untitled)")
    return "(not a card)"


def card_words(card: Any) -> str:
    """A card's flavour words (its `text`, when it has one), for the catalogue's tooltip and status line:
    a small face (a map tile) has no room to print them."""
    text = card.get("text") if isinstance(card, dict) else None
    return text.strip() if isinstance(text, str) else ""


def card_tooltip(card: Any) -> str:
    """A card's tooltip in the catalogue's grid: its name, then its flavour words."""
    words = card_words(card)
    return f"{card_title(card)}\n{words}" if words else card_title(card)


def fresh_id(taken: set[str], stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`... whichever is not taken yet."""
    if stem not in taken:
        return stem
    number = 2
    while f"{stem}-{number}" in taken:
        number += 1
    return f"{stem}-{number}"

"""Cursed Island's card files for the generic card catalogue (`editor.cards`): a literal table.

Eight kinds of file hold cards drawn by `card_face` (events, adventures, mysteries, beasts, inventions,
starting items, discoveries, characters) and one holds the island tiles drawn by `tile_face`. Under
the large face the catalogue shows an Effects panel: the effect builder (`editor.forms.effect_builder`)
over each term field of the selected card (`TERM_FIELDS`: an event's effects, its threat and its threat
action's needs and reward; a castaway's skills...), so a card is drawn and its effects built side by side,
every edit one undo step of the file.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from editor.cards.face import CardFaces, fresh_id
from editor.forms.context import FormContext, join
from editor.forms.effect_builder import EffectBuilder
from editor.forms.form import Section

from . import card_face, tile_face
from .vocab import TABLES

# kind -> (heading, pointer inside the card, family) of each term field the Effects panel builds
TERM_FIELDS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "events": (("When drawn", "effects", "effect"), ("If it falls off the threat track", "threat", "effect"),
               ("Threat action: needs", "action/needs", "condition"), ("Threat action: reward", "action/reward", "effect")),
    "adventures": (("At once", "effects", "effect"), ("Shuffled into the events", "event", "effect")),
    "mysteries": (("At once", "effects", "effect"), ("Kept: lasting passives", "keep", "passive"),
                  ("Shuffled into the events", "event", "effect")),
    "beasts": (("When hunted", "effects", "effect"),),
    "inventions": (("When built", "effects", "effect"), ("While built: lasting passives", "passives", "passive")),
    "items": (("Use", "effects", "effect"),),
    "discoveries": (("Use", "effects", "effect"), ("Needs", "needs", "condition")),
    "characters": (),  # each skill's effects, read from the card (`fields_of`)
}
LIST_POINTERS = {"characters": "/characters"}  # where a kind's cards are (else /cards)
#: the kind of a file (its `kind:`) -> the card look (`card_face.LOOKS`) it is drawn with; the island map's tiles
#: are drawn by `tile_face`
FILE_KINDS = {"island-events": "events", "adventure-decks": "adventures", "mystery-deck": "mysteries",
              "beast-deck": "beasts", "invention-deck": "inventions", "starting-items": "items",
              "discovery-tokens": "discoveries", "character-cards": "characters"}
ISLAND_KIND = "island-map"
NEW_STEMS = {"events": ("new-event", {"icon": "book"}), "adventures": ("new-adventure", {"deck": "build"}),
             "mysteries": ("new-mystery", {"kind": "treasure"}), "beasts": ("new-beast", {"strength": 2}),
             "inventions": ("new-invention", {}), "items": ("new-item", {}), "discoveries": ("new-discovery", {}),
             "characters": ("new-castaway", {"skills": []})}


def fields_of(kind: str, card: dict) -> list[tuple[str, str, str]]:
    """The term fields of one card: its kind's, or a character's skills (one builder per skill)."""
    if kind != "characters":
        return list(TERM_FIELDS.get(kind, ()))
    skills = card.get("skills") if isinstance(card.get("skills"), list) else []
    return [(f"Skill: {s.get('title', s.get('id', n + 1)) if isinstance(s, dict) else n + 1}", f"skills/{n}/effects", "effect")
            for n, s in enumerate(skills)]


def _taken(file: dict, key: str) -> set[str]:
    items = file.get(key) if isinstance(file.get(key), list) else []
    return {c.get("id") for c in items if isinstance(c, dict)}


def new_card_of(kind: str):
    stem, extra = NEW_STEMS[kind]
    key = LIST_POINTERS.get(kind, "/cards")[1:]

    def new_card(file: dict) -> dict:
        return {"id": fresh_id(_taken(file, key), stem), "title": stem.replace("-", " ").capitalize(), **extra}
    return new_card


def new_tile(file: dict) -> dict:
    tiles = file.get("tiles") if isinstance(file.get("tiles"), list) else []
    numbers = [t.get("number") for t in tiles if isinstance(t, dict) and isinstance(t.get("number"), int)]
    return {"id": fresh_id(_taken(file, "tiles"), "new-tile"), "title": "New tile", "number": max(numbers, default=0) + 1,
            "terrain": "beach"}


class EffectsPanel(QScrollArea):
    """The effect builders of the catalogue's selected card, one section per term field."""

    def __init__(self, catalogue, kind: str) -> None:
        super().__init__()
        self.catalogue, self.kind = catalogue, kind
        self.ctx = FormContext(catalogue.document, catalogue.workspace, self)
        self.setWidgetResizable(True)
        self.shown: tuple | None = None
        self.body: QWidget | None = None
        self.builders: dict[str, EffectBuilder] = {}
        self.refresh()

    def refresh(self) -> None:
        row = self.catalogue.current()
        cards = self.catalogue.cards()
        card = cards[row] if 0 <= row < len(cards) and isinstance(cards[row], dict) else None
        fields = fields_of(self.kind, card) if card is not None else []
        key = (row, tuple(f[1] for f in fields))
        if key == self.shown:
            return
        self.shown = key
        old = self.takeWidget()  # the scroll area gives the old body back rather than deleting it under the context
        if old is not None:
            self.ctx.retire(old)
        self.body = QWidget()
        column = QVBoxLayout(self.body)
        self.builders = {}
        if card is None:
            column.addWidget(QLabel("No card selected."))
        elif not fields:
            column.addWidget(QLabel("This card has no effects to build (add a skill in the Form tab)."))
        pointer = self.catalogue.card_pointer(row) if card is not None else ""
        for number, (heading, inside, family) in enumerate(fields):
            section = Section(heading)
            text = join(pointer, "text") if number == 0 and self.kind != "characters" else None
            if self.kind == "characters":
                text = join(pointer, *inside.split("/")[:2], "text")
            builder = EffectBuilder(self.ctx, join(pointer, *inside.split("/")), TABLES[family], text_pointer=text,
                                    keyed=family == "passive")
            self.builders[inside] = builder
            section.add_wide(builder)
            column.addWidget(section)
        column.addStretch(1)
        self.setWidget(self.body)


def effects_panel(kind: str):
    return lambda catalogue: EffectsPanel(catalogue, kind)


def card_faces(kind: str | None) -> CardFaces | None:
    """The faces of a file of `kind` (`FILE_KINDS`, the island map), None for a file that holds no cards."""
    if kind == ISLAND_KIND:
        return CardFaces("/tiles", (tile_face.SIZE, tile_face.SIZE), tile_face.faces, new_tile, "island tile")
    look = FILE_KINDS.get(kind or "")
    if look is None:
        return None
    return CardFaces(LIST_POINTERS.get(look, "/cards"), card_face.SIZE, card_face.faces_of(look), new_card_of(look),
                     card_face.LOOKS[look].noun, panels=(("Effects", effects_panel(look)),))

"""What each id field of Haze Islands' schemas names (`Ruleset.id_targets`).

`engine.content.id_fields` walks the schemas for every field whose value is an id
(`common.schema.json#/$defs/id`); this table says whether it defines one (a file's, a card's, an
icon's) or references one (a card's icon, the icons a side needs, the three decks an adventure
names). The library's Rename Id and the forms' rename inside one document read it.
"""

from __future__ import annotations

from engine.content.id_fields import OWN_FILE, OWN_KIND, target_rows

ICON = "icon"

TARGETS = target_rows((
    # definitions
    ("", r"^/id$", "define", OWN_FILE),
    ("map-cards adventure-cards doom-cards", r"^/cards/\*/id$", "define", OWN_KIND),
    ("map-cards", r"^/icons/\*/id$", "define", ICON),
    # references
    ("map-cards", r"^/cards/\*/icon$", "reference", ICON),
    ("adventure-cards", r"^/cards/\*/(double|single)/needs/\*$", "reference", ICON),
    ("adventure-cards", r"^/cards/\*/order/icon$", "reference", ICON),
    ("doom-cards", r"^/cards/\*/sides/\*/needs/\*$", "reference", ICON),
    ("adventure", r"^/decks/map$", "reference", "map-cards file"),
    ("adventure", r"^/decks/adventure$", "reference", "adventure-cards file"),
    ("adventure", r"^/decks/doom$", "reference", "doom-cards file"),
    ("adventure", r"^/mode_rules/(solo|cooperative)/doom$", "reference", "doom-cards file"),
))

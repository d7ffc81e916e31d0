"""What each id field of Cursed Island's schemas names (`Ruleset.id_targets`).

`engine.content.id_fields` walks the schemas for every field whose value is an id
(`common.schema.json#/$defs/id`); this table says whether it defines one (a file's, a card's, a tile's,
a space's, a skill's, a scenario track's) or references one (the files a scenario names, its start tile
and wreckage card, the castaways of its seats, an invention named by a character, a term or another
invention, a scenario track named by a term). The library's Rename Id and the forms' rename inside
one document read it. The island keeps its tiles under `tiles:` and the cast its characters under
`characters:`, so their file ids are named as files here (the generic row only knows `cards:`); a
scenario's own inventions and special discoveries are inventions and discoveries like the decks' ones.
"""

from __future__ import annotations

from engine.content.id_fields import OWN_FILE, OWN_KIND, target_rows

from .content import NAMED

SPACE, SKILL, WRECKAGE, TRACK = "space", "skill", "wreckage", "scenario-track"
DECKS = "island-events adventure-decks mystery-deck beast-deck invention-deck starting-items discovery-tokens"

TARGETS = target_rows((
    # definitions
    ("island-map", r"^/id$", "define", "island-map file"),
    ("character-cards", r"^/id$", "define", "character-cards file"),
    ("", r"^/id$", "define", OWN_FILE),
    ("island-map", r"^/tiles/\*/id$", "define", OWN_KIND),
    ("island-map", r"^/spaces/\*/id$", "define", SPACE),
    ("character-cards", r"^/characters/\*/id$", "define", OWN_KIND),
    ("character-cards", r"^/characters/\*/skills/\*/id$", "define", SKILL),
    (DECKS, r"^/cards/\*/id$", "define", OWN_KIND),
    ("island-events", r"^/wreckage/\*/id$", "define", WRECKAGE),
    ("adventure", r"^/tracks/\*/id$", "define", TRACK),
    ("adventure", r"^/scenario_inventions/\*/id$", "define", "invention-deck"),
    ("adventure", r"^/special_discoveries/\*/id$", "define", "discovery-tokens"),
    # references
    ("island-map", r"^/start_space$", "reference", SPACE),
    *(("adventure", rf"^/{field}$", "reference", f"{kind} file") for field, kind in NAMED.items()),
    ("adventure", r"^/start_tile$", "reference", "island-map"),
    ("adventure", r"^/wreckage$", "reference", WRECKAGE),
    ("adventure", r"^/(seats|small_game_characters)/\*$", "reference", "character-cards"),
    ("character-cards", r"^/characters/\*/invention$", "reference", "invention-deck"),
    ("", r"/items/\*$", "reference", "invention-deck"),
    ("", r"/(has_item|built_count/item)$", "reference", "invention-deck"),
    ("", r"/scenario_track(_at_least)?/track$", "reference", TRACK),
))

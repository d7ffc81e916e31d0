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
DECKS = "events adventures mysteries beasts inventions items discoveries"

TARGETS = target_rows((
    # definitions
    ("island", r"^/id$", "define", "island file"),
    ("characters", r"^/id$", "define", "characters file"),
    ("", r"^/id$", "define", OWN_FILE),
    ("island", r"^/tiles/\*/id$", "define", OWN_KIND),
    ("island", r"^/spaces/\*/id$", "define", SPACE),
    ("characters", r"^/characters/\*/id$", "define", OWN_KIND),
    ("characters", r"^/characters/\*/skills/\*/id$", "define", SKILL),
    (DECKS, r"^/cards/\*/id$", "define", OWN_KIND),
    ("events", r"^/wreckage/\*/id$", "define", WRECKAGE),
    ("adventure", r"^/tracks/\*/id$", "define", TRACK),
    ("adventure", r"^/scenario_inventions/\*/id$", "define", "inventions"),
    ("adventure", r"^/special_discoveries/\*/id$", "define", "discoveries"),
    # references
    ("island", r"^/start_space$", "reference", SPACE),
    *(("adventure", rf"^/{kind}$", "reference", f"{kind} file") for kind in NAMED),
    ("adventure", r"^/start_tile$", "reference", "island"),
    ("adventure", r"^/wreckage$", "reference", WRECKAGE),
    ("adventure", r"^/(seats|small_game_characters)/\*$", "reference", "characters"),
    ("characters", r"^/characters/\*/invention$", "reference", "inventions"),
    ("", r"/items/\*$", "reference", "inventions"),
    ("", r"/(has_item|built_count/item)$", "reference", "inventions"),
    ("", r"/scenario_track(_at_least)?/track$", "reference", TRACK),
))

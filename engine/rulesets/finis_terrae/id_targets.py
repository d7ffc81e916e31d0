"""What each id field of Finis Terrae's schemas names (`Ruleset.id_targets`).

`engine.content.id_fields` walks the schemas for every field whose value is an id
(`common.schema.json#/$defs/id`); this table says whether it defines one (a file's, a tile's, a
weather card's, a seat's) or references one (the tile set and weather deck an adventure names, an
opening's tile, the weather card of day 1). The library's Rename Id and the forms' rename inside
one document read it. A tile set keeps its cards under `tiles:`, so its file id is named as a file
here (the generic row only knows `cards:`).
"""

from __future__ import annotations

from engine.content.id_fields import OWN_FILE, OWN_KIND, target_rows

SEAT = "seat"

TARGETS = target_rows((
    # definitions
    ("tile-set", r"^/id$", "define", "tile-set file"),
    ("", r"^/id$", "define", OWN_FILE),
    ("tile-set", r"^/tiles/\*/id$", "define", OWN_KIND),
    ("weather-deck", r"^/cards/\*/id$", "define", OWN_KIND),
    ("adventure", r"^/seats/\*/id$", "define", SEAT),
    # references
    ("adventure", r"^/tiles$", "reference", "tile-set file"),
    ("adventure", r"^/weather$", "reference", "weather-deck file"),
    ("adventure", r"^/opening/\*/tile$", "reference", "tile-set"),
    ("adventure", r"^/rules/first_weather$", "reference", "weather-deck"),
))

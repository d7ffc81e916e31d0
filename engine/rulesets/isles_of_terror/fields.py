"""The map's field codes of Isles of Terror: what each one-letter code of a map row is.

A map row is read with these (`engine.content.geometry.parse_rows(rows, FIELD_CODES)`); the
generic content layer names no game's codes. Land fields are the ones figures may stand on (the
map checks: an adventure area or a progress token must lie on land, every land area reachable).
"""

from __future__ import annotations

FIELD_CODES = {
    ".": "empty",
    "s": "sea",
    "g": "green",
    "y": "yellow",
    "r": "red",
    "a": "adventure",
    "f": "fixed",
}
CODE_OF_KIND = {kind: code for code, kind in FIELD_CODES.items()}
LAND_KINDS = frozenset({"green", "yellow", "red", "adventure", "fixed"})

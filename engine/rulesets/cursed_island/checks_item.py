"""What every check of a Cursed Island scenario reads: the scenario's file and the files it names.

`Item` is one scenario being checked (content.py makes one per scenario file): its file, the file of
each kind it names (None for one the library lacks), and what the checks derive from them (the
island's terrains, every invention the scenario plays, its tracks). `checks_scenario` and
`checks_terms` both read it, so it lives apart from both.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.content.checks.context import Context
from engine.content.library import ContentFile

#: the scenario's field naming a file -> that file's kind (the kinds' names are this game's own words, never
#: a word generic code uses: tests/test_no_game_names.py)
NAMED = {"island": "island-map", "characters": "character-cards", "events": "island-events",
         "adventures": "adventure-decks", "mysteries": "mystery-deck", "beasts": "beast-deck",
         "inventions": "invention-deck", "items": "starting-items", "discoveries": "discovery-tokens"}


@dataclass
class Item:
    context: Context
    file: ContentFile
    named: Mapping[str, ContentFile | None]  # the scenario's field -> the file it names (None: missing)

    @property
    def data(self) -> dict:
        return self.file.data

    def cards(self, kind: str) -> list[dict]:
        found = self.named.get(kind)
        return [] if found is None else list(found.data.get("cards", []))

    def tiles(self) -> list[dict]:
        island = self.named.get("island")
        return [] if island is None else list(island.data["tiles"])

    def characters(self) -> list[dict]:
        cast = self.named.get("characters")
        return [] if cast is None else list(cast.data["characters"])

    def terrains(self) -> set[str]:
        """Terrains the island can ever show: its tiles' and those explored from the start."""
        return {t["terrain"] for t in self.tiles()} | set(self.data.get("start_terrains", ["beach"]))

    def inventions(self) -> dict[str, dict]:
        """Every invention the scenario plays (its deck, personal and its own), by id."""
        found = {c["id"]: c for c in self.cards("inventions")}
        found.update((c["id"], c) for c in self.data.get("scenario_inventions", []))
        return found

    def tracks(self) -> dict[str, dict]:
        return {t["id"]: t for t in self.data.get("tracks", [])}

    def rounds(self) -> int:
        return self.data["rounds"]

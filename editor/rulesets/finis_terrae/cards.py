"""Finis Terrae's two kinds of card file for the generic card catalogue (`editor.cards`): a literal table.

A tile-set's tiles are 50 mm squares (they turn on the sea's cells): their catalogue shows the four
turns of the selected tile and the counts per player count under it, and lays a sample sea; a
weather-deck's cards are small portrait cards.
"""

from __future__ import annotations

from editor.cards.counts import Counts, counts_panel
from editor.cards.face import REMOVE, CardFaces, Edit, fresh_id
from editor.cards.turns import TurnsPreview

from . import tile_data, tile_face, weather_face


def _taken(file: dict, key: str) -> set[str]:
    items = file.get(key) if isinstance(file.get(key), list) else []
    return {c.get("id") for c in items if isinstance(c, dict)}


def new_tile(file: dict) -> dict:
    return {"id": fresh_id(_taken(file, "tiles"), "new-tile"), "title": "New tile", "kind": "coast",
            "shape": "one-side", "edges": {"top": "land", "right": "sea", "bottom": "sea", "left": "sea"}, "count": 1}


def new_weather(file: dict) -> dict:
    return {"id": fresh_id(_taken(file, "cards"), "new-weather"), "title": "New weather", "kind": "sunny", "count": 1}


def sample_sea_tool(catalogue):
    """The sample sea over the catalogue's live file; a tile clicked on the sea is selected in the catalogue."""
    from .sample_sea_view import SampleSeaDialog  # the board's Qt and the kit's sea load when asked

    dialog = SampleSeaDialog(catalogue.file_data, catalogue)

    def select(tile_id: str) -> None:
        ids = [c.get("id") if isinstance(c, dict) else None for c in catalogue.cards()]
        if tile_id in ids:
            catalogue.grid.setCurrentRow(ids.index(tile_id))

    dialog.tile_clicked.connect(select)
    return dialog


def in_play_edit(tile: dict, players: int, copies: int) -> Edit:
    """Leave `copies` of the tile in play for `players`: `remove` says how many leave the box (written whole,
    its player counts as numbers and in order; no mapping when nothing leaves)."""
    count = tile_face.count_of(tile)
    copies = max(0, min(count, copies))
    removed = {**tile_data.removals(tile), players: count - copies}
    removed = {p: n for p, n in sorted(removed.items()) if n}
    return Edit(f"{copies} in play for {players} players", {"remove": removed or REMOVE})


TILE_COUNTS = Counts(players=tile_data.player_counts, count=tile_face.count_of,
                     removed=lambda tile, players: tile_data.removals(tile).get(players, 0),
                     sizes=tile_data.sizes_of, noun="tiles", in_play=in_play_edit)


def card_faces(kind: str | None) -> CardFaces | None:
    if kind == "tile-set":
        return CardFaces("/tiles", (tile_face.SIZE, tile_face.SIZE), tile_face.faces, new_tile, "tile",
                         tools=(("Lay a sample sea", sample_sea_tool),),
                         panels=(("Turns", TurnsPreview), ("Counts", counts_panel(TILE_COUNTS))))
    if kind == "weather-deck":
        return CardFaces("/cards", weather_face.SIZE, weather_face.faces, new_weather, "weather card")
    return None

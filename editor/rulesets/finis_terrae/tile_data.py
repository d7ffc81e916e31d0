"""Tiles and weather cards between the model and the plain data the faces draw (no Qt).

The faces draw plain data (a file being edited may not resolve yet); the print sheet and Export Map
Image start from the resolved model (`model.FinisAdventure`); the sample sea lays model tiles. These
functions turn one into the other: `tile_data`/`weather_data` write a model item as the YAML entry
that says the same, `tile_from_data` reads a file's entry leniently (what the faces show: unknown
values fall back to the kind's defaults, as the faces draw them) and `read_tiles` a whole tile-set.
"""

from __future__ import annotations

from engine.rulesets.finis_terrae import model


def tile_data(tile: model.Tile) -> dict:
    data = {"id": tile.id, "title": tile.title, "kind": tile.kind,
            "edges": dict(zip(model.LOCAL, tile.edges, strict=True)), "count": tile.count,
            "remove": dict(tile.remove), "token": tile.token, "beach": tile.beach, "land": tile.land}
    if tile.shape:
        data["shape"] = tile.shape
    if tile.text:
        data["text"] = tile.text
    return data


def weather_data(card: model.WeatherCard) -> dict:
    return {"id": card.id, "title": card.title, "kind": card.kind, "count": card.count, "moves": card.moves,
            "finale": card.finale, "text": card.text}


# -- reading a tile's plain data leniently (a file being edited may hold anything) --------------------
def kind_of(tile: dict) -> str:
    kind = tile.get("kind")
    return kind if kind in model.TILE_KINDS else "sea"


def edges_of(tile: dict) -> dict[str, str]:
    edges = tile.get("edges") if isinstance(tile.get("edges"), dict) else {}
    return {local: edges.get(local) if edges.get(local) in model.EDGE_KINDS else "sea" for local in model.LOCAL}


def token_of(tile: dict) -> str:
    token = tile.get("token", model.TOKEN_OF_KIND.get(kind_of(tile), ""))
    return token if token in model.TOKENS else ""


def beach_of(tile: dict) -> bool:
    return bool(tile.get("beach", kind_of(tile) in model.BEACH_KINDS))


def land_of(tile: dict) -> bool:
    return bool(tile.get("land", kind_of(tile) in model.LAND_KINDS))


def shape_of(tile: dict) -> str:
    shape = tile.get("shape", "")
    return shape if shape in model.SHAPES else ""


def count_of(tile: dict) -> int:
    count = tile.get("count", 1)
    return count if isinstance(count, int) and not isinstance(count, bool) else 0


def _int(value, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def removals(entry: dict) -> dict[int, int]:
    """player count -> copies removed, from `remove` (its keys may be read as numbers or words)."""
    remove = entry.get("remove") if isinstance(entry.get("remove"), dict) else {}
    out = {}
    for key, value in remove.items():
        if str(key).isdigit():
            out[int(key)] = _int(value)
    return out


def tile_from_data(entry: dict) -> model.Tile:
    """A file's tile entry as the model tile the faces draw (lenient: defaults from its kind)."""
    edges = edges_of(entry)
    return model.Tile(str(entry.get("id", "")), str(entry.get("title", entry.get("id", ""))), kind_of(entry),
                      tuple(edges[local] for local in model.LOCAL), count_of(entry),
                      tuple(sorted(removals(entry).items())), shape_of(entry), token_of(entry), beach_of(entry),
                      land_of(entry))


def read_tiles(data: dict) -> tuple[list[model.Tile], int]:
    """The tiles of a tile-set file's plain data that have an id (and how many entries had none)."""
    entries = data.get("tiles") if isinstance(data.get("tiles"), list) else []
    good = [tile_from_data(e) for e in entries if isinstance(e, dict) and isinstance(e.get("id"), str) and e["id"]]
    return good, len(entries) - len(good)


def sizes_of(data: dict) -> dict[int, int]:
    """A tile-set's `sizes`: player count -> the stack it must make."""
    sizes = data.get("sizes") if isinstance(data.get("sizes"), dict) else {}
    return {int(k): _int(v) for k, v in sizes.items() if str(k).isdigit()}


def player_counts(data: dict) -> list[int]:
    """The player counts a tile-set is for: its sizes' (else 2 to 4, the rulebook's)."""
    return sorted(sizes_of(data)) or [2, 3, 4]

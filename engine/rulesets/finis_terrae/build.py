"""Schema-valid Finis Terrae files -> the frozen `model.FinisAdventure`.

The content layer has checked the shapes (schemas/finis-terrae/) and the semantic checks the sense
(`checks_tiles`, `checks_weather`, `checks_adventure`, `checks_sea`) before `content.resolve` calls
`build`, so this module only reads: every field left out takes its value from the model's defaults
(the rulebook's numbers in `model.Rules`, `model.Scoring`, `model.Dice`, `model.Start`), and a tile's
token, beach and land follow from its kind, never from a number of this module's own. The checks read
the same functions, so what they judge is what the game plays.
"""

from __future__ import annotations

import json
from dataclasses import fields

from . import model

_RULES = frozenset(f.name for f in fields(model.Rules))
_SCORING = frozenset(f.name for f in fields(model.Scoring))


def cell(data) -> model.Cell:
    return int(data[0]), int(data[1])


def per_count(data: dict | None) -> tuple[tuple[int, int], ...]:
    """A `{2: n, 3: m}` mapping (keys read as text) as sorted (player count, number) pairs."""
    return tuple(sorted((int(key), value) for key, value in (data or {}).items()))


def tile(data: dict) -> model.Tile:
    kind = data["kind"]
    token = data.get("token", model.TOKEN_OF_KIND.get(kind, ""))
    return model.Tile(id=data["id"], title=data["title"], kind=kind,
                      edges=tuple(data["edges"][side] for side in model.LOCAL),
                      count=data.get("count", 1), remove=per_count(data.get("remove")),
                      shape=data.get("shape", ""), token="" if token == "none" else token,
                      beach=data.get("beach", kind in model.BEACH_KINDS),
                      land=data.get("land", kind in model.LAND_KINDS), text=data.get("text", ""))


def weather_card(data: dict) -> model.WeatherCard:
    kind = data["kind"]
    return model.WeatherCard(id=data["id"], title=data["title"], kind=kind, count=data.get("count", 1),
                             moves=data.get("moves", model.MOVES_OF_KIND[kind]), finale=data.get("finale", False),
                             text=data.get("text", ""))


def start(data: dict | None) -> model.Start:
    data = data or {}
    default = model.Start()
    return model.Start(title=data.get("title", default.title),
                       cells=tuple(cell(c) for c in data["cells"]) if "cells" in data else default.cells,
                       centre=cell(data["centre"]) if "centre" in data else default.centre,
                       first_port=cell(data["first_port"]) if "first_port" in data else default.first_port,
                       trade_lands=data.get("trade_lands", default.trade_lands))


def opening(data: dict) -> model.Opening:
    return model.Opening(tile=data["tile"], cell=cell(data["cell"]), rotation=data.get("rotation", 0))


def dice(data: dict | None) -> model.Dice:
    data = data or {}
    default = model.Dice()
    return model.Dice(move=tuple(data.get("move", default.move)), trade=tuple(data.get("trade", default.trade)),
                      wind=tuple(data.get("wind", default.wind)))


def rules(data: dict | None) -> model.Rules:
    """`model.Rules` from an adventure's `rules:`; a field left out keeps the rulebook's value."""
    return model.Rules(**{k: v for k, v in (data or {}).items() if k in _RULES})


def scoring(data: dict | None) -> model.Scoring:
    return model.Scoring(**{k: v for k, v in (data or {}).items() if k in _SCORING})


def seats(data: list | None) -> tuple[model.Seat, ...]:
    if not data:
        return model.DEFAULT_SEATS
    return tuple(model.Seat(id=s["id"], title=s["title"], colour=s["colour"]) for s in data)


def digest(*documents: dict) -> str:
    """sha-256 over every file a sea is built from (the adventure, its tile set, its weather deck)."""
    import hashlib  # here: checking content (`isleforge validate`) never digests it (issue 32)

    text = json.dumps(list(documents), sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def build(adventure: dict, tile_set: dict, weather: dict, file: str) -> model.FinisAdventure:
    """The playable model of a sea from its file's data, its tile set's and its weather deck's (all checked)."""
    return model.FinisAdventure(
        id=adventure["id"], title=adventure["title"], version=adventure["version"],
        digest=digest(adventure, tile_set, weather), file=file,
        player_counts=tuple(sorted(adventure["players"])), modes=tuple(adventure["modes"]),
        tiles=tuple(tile(t) for t in tile_set["tiles"]),
        weather=tuple(weather_card(c) for c in weather["cards"]),
        start=start(adventure.get("start")), opening=tuple(opening(o) for o in adventure.get("opening", ())),
        dice=dice(adventure.get("dice")), rules=rules(adventure.get("rules")),
        scoring=scoring(adventure.get("scoring")), seats=seats(adventure.get("seats")),
        author=adventure.get("author", ""), background=adventure.get("background", ""),
        tile_set_id=tile_set["id"], weather_id=weather["id"],
    )

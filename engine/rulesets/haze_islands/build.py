"""Schema-valid Haze Islands files -> the frozen `model.HazeAdventure`.

The content layer has checked the shapes (schemas/haze-islands/) and the semantic checks the sense
(`checks_cards`, `checks_adventure`) before `content.resolve` calls `build`, so this module only reads:
every optional field takes the rulebook's value from `model.Rules` and the model's defaults, never
a number of its own. A side's score is the number of icons it needs when the file does not say.
"""

from __future__ import annotations

import json
from dataclasses import fields

from . import model

#: the titles of an adventure that names none: the rulebook's four steps of icons, under our own names
#: (the schema's `titles` default says the same; tests/rulesets/haze_islands/test_haze_resolve.py holds them equal)
DEFAULT_TITLES = ({"icons": 10, "name": "Bilge Captain"}, {"icons": 15, "name": "Squall Captain"},
                  {"icons": 20, "name": "Dread Captain"}, {"icons": 25, "name": "Captain of the Haze"})

#: the `rules:` fields that are numbers or flags, read as they are written
_PLAIN_RULES = tuple(f.name for f in fields(model.Rules) if f.name not in ("held_back", "attack_cost", "hijack_cost"))


def edge(data: dict) -> model.Edge:
    default = model.Edge()
    return model.Edge(diamonds=data.get("diamonds", default.diamonds), colour=data.get("colour", default.colour),
                      triangle=data.get("triangle", default.triangle))


def requirement(data: dict) -> model.Requirement:
    needs = tuple(data["needs"])
    return model.Requirement(needs=needs, score=data.get("score", len(needs)))


def icon(data: dict) -> model.Icon:
    return model.Icon(id=data["id"], title=data["title"], category=data["category"])


def map_card(data: dict) -> model.MapCard:
    edges = data["edges"]
    corners = set(data.get("skulls", ()))
    return model.MapCard(id=data["id"], title=data["title"], kind=data["kind"], icon=data["icon"], raid=data["raid"],
                         bottom=edge(edges["bottom"]), left=edge(edges["left"]), right=edge(edges["right"]),
                         skulls=tuple(corner in corners for corner in model.CORNERS), text=data.get("text", ""))


def adventure_card(data: dict) -> model.AdventureCard:
    order = data["order"]
    return model.AdventureCard(id=data["id"], title=data["title"], double=requirement(data["double"]),
                               single=requirement(data["single"]),
                               order=model.SpecialOrder(kind=order["kind"], icon=order.get("icon", "")),
                               sea=edge(data["sea"]), text=data.get("text", ""))


def doom_card(data: dict) -> model.DoomCard:
    first, second = data["sides"]
    return model.DoomCard(id=data["id"], title=data["title"], sides=(requirement(first), requirement(second)),
                          text=data.get("text", ""))


def cost(data: dict) -> model.Cost:
    return model.Cost(category=data["category"], count=data["count"], same=data["same"])


def rules(data: dict) -> model.Rules:
    """`model.Rules` from an adventure's `rules:` mapping; a field left out keeps the rulebook's value."""
    values = {name: data[name] for name in _PLAIN_RULES if name in data}
    if "held_back" in data:
        values["held_back"] = tuple(data["held_back"])
    for name in ("attack_cost", "hijack_cost"):
        if name in data:
            values[name] = cost(data[name])
    return model.Rules(**values)


def title(data: dict) -> model.Title:
    return model.Title(icons=data["icons"], name=data["name"], text=data.get("text", ""))


def digest(*documents: dict) -> str:
    """sha-256 over every file an adventure is built from (the adventure and its three decks), in that order."""
    import hashlib  # here: checking content (`isleforge validate`) never digests it (issue 32)

    text = json.dumps(list(documents), sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def mode_rules(adventure: dict, mode_dooms: dict[str, dict]) -> tuple[model.ModeRules, ...]:
    """Each team mode's `mode_rules:` entry over the adventure's `rules:`, with the Doom deck it names."""
    shared = adventure.get("rules", {})
    result = []
    for mode, entry in adventure.get("mode_rules", {}).items():
        numbers = {name: value for name, value in entry.items() if name != "doom"}
        deck = mode_dooms.get(entry["doom"]) if "doom" in entry else None
        result.append(model.ModeRules(mode=mode, rules=rules({**shared, **numbers}),
                                      doom_cards=tuple(doom_card(c) for c in deck["cards"]) if deck else (),
                                      doom_cards_id=deck["id"] if deck else ""))
    return tuple(result)


def build(adventure: dict, map_cards: dict, adventure_cards: dict, doom_cards: dict, file: str,
          mode_dooms: dict[str, dict] | None = None) -> model.HazeAdventure:
    """The playable model of an adventure from its file's data and its decks' (all checked).

    `mode_dooms`: the Doom decks the `mode_rules:` entries name, by id; they join the digest only
    when there are any, so an adventure without the block keeps the digest it always had.
    """
    mode_dooms = mode_dooms or {}
    extra = [mode_dooms[key] for key in sorted(mode_dooms)]
    return model.HazeAdventure(
        id=adventure["id"], title=adventure["title"], version=adventure["version"],
        digest=digest(adventure, map_cards, adventure_cards, doom_cards, *extra), file=file,
        player_counts=tuple(sorted(adventure["players"])), modes=tuple(adventure["modes"]),
        icons=tuple(icon(i) for i in map_cards["icons"]),
        map_cards=tuple(map_card(c) for c in map_cards["cards"]),
        adventure_cards=tuple(adventure_card(c) for c in adventure_cards["cards"]),
        doom_cards=tuple(doom_card(c) for c in doom_cards["cards"]),
        rules=rules(adventure.get("rules", {})),
        titles=tuple(title(t) for t in adventure.get("titles", DEFAULT_TITLES)),
        author=adventure.get("author", ""), background=adventure.get("background", ""),
        map_cards_id=map_cards["id"], adventure_cards_id=adventure_cards["id"], doom_cards_id=doom_cards["id"],
        mode_rules=mode_rules(adventure, mode_dooms),
    )

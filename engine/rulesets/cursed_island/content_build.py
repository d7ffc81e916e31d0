"""Cursed Island content turned into its playable model: the schema-valid data of the ten kinds of file
built into model.py's frozen objects.

`resolve` (content.py) hands each file's data here once the library's checks found no error in them,
and the checks read the same objects (a tile, an invention, a character as the game will), so what a
check reasons about is what the engine plays. Every effect, passive and condition of a file becomes an
`engine.core.vocabulary.Term` whose `source` says the file, pointer, line and column it was written at:
a rule that fails in play, or a term the vocabulary does not know, is reported at its place.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.content.frozen import Source as At
from engine.content.frozen import freeze
from engine.core.vocabulary import Term

from . import model

#: the combinators whose arguments are term lists: effects `choose` (a list of lists), `if_possible`
#: (a list); conditions `all`, `any` (lists), `not` (one condition)
NESTED_EFFECTS = {"choose": 2, "if_possible": 1}
NESTED_CONDITIONS = {"all": 1, "any": 1, "not": 0}

Locate = Callable[[str], tuple[int, int]]


class Where:
    """One file being built: its name and how to find the line and column of a pointer."""

    def __init__(self, file: str = "", locate: Locate | None = None) -> None:
        self.file = file
        self.locate = locate

    def at(self, pointer: str) -> At:
        line, column = self.locate(pointer) if self.locate is not None else (0, 0)
        return At(self.file, pointer, line, column)

    def source(self, pointer: str = "") -> model.Source:
        return model.Source(self.file, pointer)


NOWHERE = Where()


def _term(entry: Mapping, pointer: str, where: Where, nested: Mapping[str, int]) -> Term:
    (name, args), = entry.items()
    at = f"{pointer}/{name}"
    depth = nested.get(name)
    if depth == 2:
        value: Any = tuple(_terms(option, f"{at}/{i}", where, nested) for i, option in enumerate(args))
    elif depth == 1:
        value = _terms(args, at, where, nested)
    elif depth == 0:
        value = _term(args, at, where, nested)
    else:
        value = freeze(args)
    return Term(name, value, where.at(pointer))


def _terms(entries: list | None, pointer: str, where: Where, nested: Mapping[str, int]) -> tuple[Term, ...]:
    return tuple(_term(e, f"{pointer}/{i}", where, nested) for i, e in enumerate(entries or ()))


def effects(entries: list | None, pointer: str = "", where: Where = NOWHERE) -> tuple[Term, ...]:
    """Effect terms of a list of one-key mappings (`choose` options and `if_possible` lists nested)."""
    return _terms(entries, pointer, where, NESTED_EFFECTS)


def conditions(entries: list | None, pointer: str = "", where: Where = NOWHERE) -> tuple[Term, ...]:
    """Condition terms (`all`/`any` lists and `not` nested)."""
    return _terms(entries, pointer, where, NESTED_CONDITIONS)


def passives(data: Mapping | None) -> tuple[tuple[str, Any], ...]:
    return tuple((name, freeze(value)) for name, value in (data or {}).items())


def amounts(data: Mapping | None) -> tuple[tuple[str, int], ...]:
    """Resources in the model's order (RESOURCES), zero amounts left out."""
    data = data or {}
    return tuple((r, int(data[r])) for r in model.RESOURCES if data.get(r))


# -- the island ---------------------------------------------------------------------------------------
def tile(data: Mapping) -> model.Tile:
    return model.Tile(id=data["id"], number=data["number"], title=data["title"], terrain=data["terrain"],
                      sources=tuple(data.get("sources", ())), beast=data.get("beast", False),
                      discoveries=data.get("discoveries", 0), shelter=data.get("shelter", False),
                      totem=data.get("totem", False), mystery=data.get("mystery", False), text=data.get("text", ""))


def island(data: Mapping, where: Where = NOWHERE) -> model.Island:
    defaults = model.Island("", "", (), "", ())
    dice = dict(model.DEFAULT_ACTION_DICE)
    for action, faces in (data.get("action_dice") or {}).items():
        dice[action] = model.Dice(faces["wound"], faces["success"], faces["adventure"], faces.get("faces", 6))
    weather = dict(model.DEFAULT_WEATHER_DICE)
    weather.update({die: tuple(faces) for die, faces in (data.get("weather_dice") or {}).items()})
    costs = data.get("build_cost")
    return model.Island(
        id=data["id"], title=data["title"],
        spaces=tuple(model.Space(s["id"], (s["cell"][0], s["cell"][1])) for s in data["spaces"]),
        start_space=data["start_space"], tiles=tuple(tile(t) for t in data["tiles"]),
        morale=tuple(data.get("morale", defaults.morale)),
        build_cost=tuple((c["players"], c["wood"], c["fur"]) for c in costs) if costs else defaults.build_cost,
        weapon_wood=data.get("weapon_wood", defaults.weapon_wood),
        beast_strength_animals=data.get("beast_strength_animals", defaults.beast_strength_animals),
        action_dice=tuple((a, dice[a]) for a in model.ACTION_DICE),
        weather_dice=tuple((d, weather[d]) for d in model.WEATHER_DICE),
        threat_slots=data.get("threat_slots", defaults.threat_slots), source=where.source())


# -- characters ---------------------------------------------------------------------------------------
def skill(data: Mapping, pointer: str, where: Where) -> model.Skill:
    return model.Skill(id=data["id"], title=data["title"], cost=data["cost"],
                       effects=effects(data.get("effects"), f"{pointer}/effects", where),
                       windows=tuple(data.get("windows", ("any",))), text=data.get("text", ""))


def character(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.Character:
    base = model.Character("", "")
    return model.Character(
        id=data["id"], title=data["title"], life=data.get("life", base.life),
        morale_marks=tuple(data.get("morale_marks", base.morale_marks)), invention=data.get("invention", ""),
        skills=tuple(skill(s, f"{pointer}/skills/{i}", where) for i, s in enumerate(data.get("skills", ()))),
        helper=data.get("helper", ""), pawn_actions=tuple(data.get("pawn_actions", model.ACTIONS)),
        supports_only=data.get("supports_only", False), text=data.get("text", ""))


# -- cards --------------------------------------------------------------------------------------------
def event_card(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.EventCard:
    action = data.get("action") or {}
    return model.EventCard(
        id=data["id"], title=data["title"], icon=data["icon"],
        effects=effects(data.get("effects"), f"{pointer}/effects", where),
        threat=effects(data.get("threat"), f"{pointer}/threat", where),
        action=model.ThreatAction(pawns=action.get("pawns", 1),
                                  needs=conditions(action.get("needs"), f"{pointer}/action/needs", where),
                                  cost=amounts(action.get("cost")),
                                  reward=effects(action.get("reward"), f"{pointer}/action/reward", where)),
        count=data.get("count", 1), text=data.get("text", ""))


def wreckage(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.Wreckage:
    return model.Wreckage(id=data["id"], title=data["title"], small=effects(data["small"], f"{pointer}/small", where),
                          large=effects(data["large"], f"{pointer}/large", where), text=data.get("text", ""))


def adventure_card(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.AdventureCard:
    return model.AdventureCard(id=data["id"], title=data["title"], deck=data["deck"],
                               effects=effects(data.get("effects"), f"{pointer}/effects", where),
                               event=effects(data.get("event"), f"{pointer}/event", where),
                               count=data.get("count", 1), text=data.get("text", ""))


def mystery_card(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.MysteryCard:
    return model.MysteryCard(id=data["id"], title=data["title"], kind=data["kind"],
                             effects=effects(data.get("effects"), f"{pointer}/effects", where),
                             keep=passives(data.get("keep")), uses=data.get("uses", 0),
                             event=effects(data.get("event"), f"{pointer}/event", where),
                             count=data.get("count", 1), text=data.get("text", ""))


def beast_card(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.BeastCard:
    return model.BeastCard(id=data["id"], title=data["title"], strength=data["strength"],
                           weapon_loss=data.get("weapon_loss", 0), food=data.get("food", 0), fur=data.get("fur", 0),
                           palisade_loss=data.get("palisade_loss", 0),
                           effects=effects(data.get("effects"), f"{pointer}/effects", where),
                           count=data.get("count", 1), text=data.get("text", ""))


def invention(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.Invention:
    return model.Invention(id=data["id"], title=data["title"], terrains=tuple(data.get("terrains", ())),
                           items=tuple(data.get("items", ())), cost=amounts(data.get("cost")),
                           effects=effects(data.get("effects"), f"{pointer}/effects", where),
                           passives=passives(data.get("passives")), starting=data.get("starting", False),
                           multiple=data.get("multiple", False), text=data.get("text", ""))


def starting_item(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.StartingItem:
    return model.StartingItem(id=data["id"], title=data["title"],
                              effects=effects(data.get("effects"), f"{pointer}/effects", where),
                              uses=data.get("uses", 2), windows=tuple(data.get("windows", ("any",))),
                              text=data.get("text", ""))


def discovery(data: Mapping, pointer: str = "", where: Where = NOWHERE) -> model.Discovery:
    return model.Discovery(id=data["id"], title=data["title"],
                           effects=effects(data.get("effects"), f"{pointer}/effects", where),
                           needs=conditions(data.get("needs"), f"{pointer}/needs", where),
                           windows=tuple(data.get("windows", ("any",))), count=data.get("count", 1),
                           text=data.get("text", ""))


CARD_BUILDERS = {"events": event_card, "adventures": adventure_card, "mysteries": mystery_card, "beasts": beast_card,
                 "inventions": invention, "items": starting_item, "discoveries": discovery}


def cards(kind: str, data: Mapping, where: Where = NOWHERE) -> tuple:
    """The cards of a card file (`cards:`) as the model's objects."""
    build = CARD_BUILDERS[kind]
    return tuple(build(c, f"/cards/{i}", where) for i, c in enumerate(data.get("cards", ())))


# -- the scenario -------------------------------------------------------------------------------------
def half(rounds: int) -> int:
    return -(-rounds // 2)


def scenario(data: Mapping, files: Mapping[str, Mapping], wheres: Mapping[str, Where] | None = None) -> model.Scenario:
    """The playable scenario of a scenario file's data and the data of each file it names (by kind)."""
    wheres = wheres or {}
    here = wheres.get("scenario", NOWHERE)
    at = {kind: wheres.get(kind, NOWHERE) for kind in files}
    events = files["events"]
    wrecks = [wreckage(w, f"/wreckage/{i}", at["events"]) for i, w in enumerate(events["wreckage"])]
    wanted = data.get("wreckage")
    wreck = next((w for w in wrecks if w.id == wanted), wrecks[0])
    goal = data["goal"]
    rounds = data["rounds"]
    return model.Scenario(
        id=data["id"], title=data["title"], island=island(files["island"], at["island"]),
        characters=tuple(character(c, f"/characters/{i}", at["characters"])
                         for i, c in enumerate(files["characters"]["characters"])),
        events=cards("events", events, at["events"]), wreckage=wreck,
        adventures=cards("adventures", files["adventures"], at["adventures"]),
        mysteries=cards("mysteries", files["mysteries"], at["mysteries"]),
        beasts=cards("beasts", files["beasts"], at["beasts"]),
        inventions=cards("inventions", files["inventions"], at["inventions"]),
        items=cards("items", files["items"], at["items"]),
        discoveries=cards("discoveries", files["discoveries"], at["discoveries"]),
        rounds=rounds, weather=tuple(tuple(r) for r in data.get("weather", ())),
        goal=model.Goal(conditions(goal["conditions"], "/goal/conditions", here), goal.get("timing", "immediately"),
                        goal.get("text", "")),
        special_discoveries=tuple(discovery(d, f"/special_discoveries/{i}", here)
                                  for i, d in enumerate(data.get("special_discoveries", ()))),
        scenario_inventions=tuple(invention(d, f"/scenario_inventions/{i}", here)
                                  for i, d in enumerate(data.get("scenario_inventions", ()))),
        book=effects(data.get("book"), "/book", here), totem=effects(data.get("totem"), "/totem", here),
        mystery_icon=effects(data.get("mystery_icon"), "/mystery_icon", here),
        rules=tuple(model.ScenarioRule(r["trigger"], effects(r["effects"], f"/rules/{i}/effects", here),
                                       conditions(r.get("conditions"), f"/rules/{i}/conditions", here), r.get("text", ""))
                    for i, r in enumerate(data.get("rules", ()))),
        tracks=tuple(model.ScenarioTrack(t["id"], t["title"], t.get("low", 0), t["high"], t.get("start", t.get("low", 0)))
                     for t in data.get("tracks", ())),
        victory_points=tuple((v["what"], v["points"]) for v in data.get("victory_points", ())),
        event_book=data.get("event_book") or half(rounds), event_adventure=data.get("event_adventure") or half(rounds),
        start_tile=data.get("start_tile", ""), start_terrains=tuple(data.get("start_terrains", ("beach",))),
        starting_items=data.get("starting_items", 2), board_inventions=data.get("board_inventions", 5),
        friday=tuple(data.get("friday", (1, 2))), dog=tuple(data.get("dog", (1,))),
        small_game_characters=tuple(data.get("small_game_characters", ())),
        player_counts=tuple(sorted(data.get("player_counts", (1, 2, 3, 4)))), seats=tuple(data.get("seats", ())),
        plot=data.get("plot", ""), text=data.get("text", ""), source=here.source())

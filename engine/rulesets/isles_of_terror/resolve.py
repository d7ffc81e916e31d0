"""Isles of Terror's resolve: its validated files into its immutable model (`model.py`).

`Ruleset.resolve` and `Ruleset.resolve_campaign` of Isles of Terror; the generic entry,
`engine.content.resolve`, dispatches here for the files of this ruleset.
`resolve_adventure` refuses content with errors: the engine only ever runs on
an adventure whose file and dependencies validate. Its `digest` hashes every
piece of data the adventure is built from, so (digest, players, seed,
decisions) identifies a game exactly.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from engine.content import campaign as cm
from engine.content.checks.context import Context
from engine.content.geometry import parse_rows
from engine.content.library import ContentFile
from engine.content.resolve import ContentError
from engine.content.ruleset_files import errors_in
from engine.content.validate import Validation
from engine.core.ruleset import DEFAULT_RULESET

from . import model as m
from .fields import FIELD_CODES
from .checks.references import adventure_factions


class _Builder:
    def __init__(self, context: Context, content: ContentFile) -> None:
        self.context = context
        self.content = content

    def source(self, ptr: str, content: ContentFile | None = None) -> m.Source:
        content = content or self.content
        line, column = content.positions.value(ptr)
        return m.Source(content.display, ptr, line, column)

    # -- vocabulary ------------------------------------------------------------------
    def area_filter(self, data: dict | None) -> m.AreaFilter | None:
        if data is None:
            return None  # no filter given; `{}` is an empty filter that matches every area
        return m.AreaFilter(**{k: data.get(k) for k in m.AreaFilter.__slots__})

    def trigger(self, data: dict | None, ptr: str, content: ContentFile | None = None) -> m.Trigger | None:
        if not data:
            return None
        return m.Trigger(data["event"], self.area_filter(data.get("where")), data.get("task"), self.source(ptr, content))

    def terms(self, entries: list | None, ptr: str, content: ContentFile | None = None) -> tuple[m.Term, ...]:
        out = []
        for index, entry in enumerate(entries or []):
            name, args = next(iter(entry.items()))
            out.append(m.Term(name, m.freeze(args), self.source(f"{ptr}/{index}/{name}", content)))
        return tuple(out)

    def rules(self, entries: list | None, ptr: str, content: ContentFile | None = None) -> tuple[m.Rule, ...]:
        out = []
        for index, rule in enumerate(entries or []):
            at = f"{ptr}/{index}"
            out.append(m.Rule(
                id=rule.get("id"), title=rule.get("title", ""), text=rule.get("text", ""),
                trigger=self.trigger(rule.get("trigger"), at + "/trigger", content),
                conditions=self.terms(rule.get("conditions"), at + "/conditions", content),
                effects=self.terms(rule.get("effects"), at + "/effects", content),
                applies_to=rule.get("applies_to", "active_player"), limit=rule.get("limit", "unlimited"),
                optional=rule.get("optional", False), source=self.source(at, content)))
        return tuple(out)

    @staticmethod
    def front(data: dict | None) -> m.TileFront | None:
        if not data:
            return None
        return m.TileFront(data["value"], data["value_colour"], tuple(data.get("resources", ())))

    @staticmethod
    def bar(data: dict) -> m.Bar:
        return m.Bar(data["length"], tuple(data.get("victory_fields", ())), tuple(data.get("morale_fields", ())))

    # -- cards -----------------------------------------------------------------------
    def card(self, kind: str, card_id: str) -> Any:
        ref = self.context.card(kind, card_id)
        if ref is None:
            raise ContentError(f"no {kind} card '{card_id}'")
        data, content, ptr = ref.data, ref.file, ref.pointer
        common = dict(kind=kind, id=data["id"], title=data["title"], text=data.get("text", ""),
                      set=content.data["set"], copies=data.get("copies", 1), flavour=data.get("flavour", ""),
                      image=data.get("image"), rules=self.rules(data.get("rules"), ptr + "/rules", content),
                      source=self.source(ptr, content))
        if kind == "event-cards":
            return m.EventCard(**common, colour=data["colour"])
        if kind == "strategy-cards":
            return m.StrategyCard(**common, timing=data["timing"], duration=data.get("duration", "instant"))
        if kind == "mission-cards":
            return m.MissionCard(**common, value=data["value"],
                                 success=self.trigger(data.get("success"), ptr + "/success", content),
                                 conditions=self.terms(data.get("conditions"), ptr + "/conditions", content),
                                 enforceable=data.get("enforceable", True))
        if kind == "exploration-cards":
            return m.ExplorationCard(**common, keep=data.get("keep", False), minion_attack=data.get("minion_attack", 0),
                                     random_movement=data.get("random_movement", False), terror=data.get("terror"),
                                     acute=data.get("acute", False))
        if kind == "minion-cards":
            return m.MinionCard(**common, level=data["level"])
        if kind == "boss-cards":
            return m.BossCard(**common)
        if kind == "location-cards":
            return m.LocationCard(**common, tile=self.front(data["tile"]))
        if kind == "terrain-tiles":
            return m.TerrainTile(**common, terrain=data["terrain"], tile=self.front(data["tile"]))
        if kind == "terror-cards":
            levels = tuple(m.TerrorLevel(lv["value"], tuple(lv["range"]), lv.get("centre", True),
                                         self.terms(lv.get("effects"), f"{ptr}/levels/{i}/effects", content))
                           for i, lv in enumerate(data["levels"]))
            return m.TerrorCard(**common, colour=data["colour"], movement=terror_movement(data["movement"]),
                                levels=levels, effects=self.terms(data.get("effects"), ptr + "/effects", content))
        raise ContentError(f"unknown card kind {kind}")

    def cards(self, kind: str, ids: list | None) -> tuple:
        return tuple(self.card(kind, card_id) for card_id in ids or ())

    # -- files -----------------------------------------------------------------------
    def faction(self, content: ContentFile) -> m.Faction:
        data = content.data

        def side(board: dict | None) -> m.BoardSide | None:
            if board is None:
                return None
            return m.BoardSide(tuple(m.ActionField(tuple(m.ActionLink(link["action"], tuple(link.get("bonus", ())))
                                                         for link in f["links"])) for f in board["action_fields"]),
                               board.get("raid_fields", 2))

        ability = data.get("ability")
        return m.Faction(
            id=data["id"], set=data["set"], title=data["title"], colour=data["colour"],
            description=data.get("description", ""),
            ability=m.Ability(ability["title"], ability.get("text", ""),
                              self.rules(ability.get("rules"), "/ability/rules", content)) if ability else None,
            figures=m.Figures(**data["figures"]),
            strategy_deck=self.cards("strategy-cards", data["strategy_deck"]),
            competitive_board=side(data["player_board"]["competitive"]),
            cooperative_board=side(data["player_board"].get("cooperative")),
            source=self.source("", content))

    def pool(self, content: ContentFile) -> m.TilePool:
        data = content.data
        tiles = tuple(m.AreaTile(t["colour"], t["kind"], t.get("value", 0), t.get("value_colour", "white"),
                                 tuple(t.get("resources", ())), t.get("copies", 1)) for t in data["tiles"])
        return m.TilePool(data["id"], data["set"], data["title"], tiles, self.source("", content))

    def map(self) -> m.Map:
        data = self.content.data["map"]
        grid, _ = parse_rows(data["rows"], FIELD_CODES, data.get("grid", "hex"))
        described = {tuple(a["at"]): (i, a) for i, a in enumerate(data.get("areas", []))}
        areas = []
        for coord in sorted(grid.fields, key=lambda c: (c[1], c[0])):
            kind = grid.fields[coord]
            index, extra = described.get(coord, (None, {}))
            ptr = f"/map/areas/{index}" if index is not None else f"/map/rows/{coord[1]}"
            fixed = extra.get("fixed")
            areas.append(m.Area(
                at=coord, kind=kind, id=extra.get("id"), name=extra.get("name", ""), tags=tuple(extra.get("tags", ())),
                landing=extra.get("landing", True) if kind == "sea" else False,
                tile=self.front(extra.get("tile")),
                fixed=m.FixedTile(fixed["colour"], fixed["kind"],
                                  self.card("location-cards", fixed["location"]) if fixed.get("location") else None,
                                  self.card("terrain-tiles", fixed["terrain"]) if fixed.get("terrain") else None,
                                  fixed.get("revealed", False)) if fixed else None,
                rules=self.rules(extra.get("rules"), ptr + "/rules"),
                source=self.source(ptr)))
        links = tuple(m.Link(tuple(link["between"][0]), tuple(link["between"][1]), link.get("name", ""))
                      for link in data.get("links", ()))
        return m.Map(grid.grid, grid.width, grid.height, tuple(areas), links, m.FrozenMap({a.at: a for a in areas}))

    def adventure(self) -> m.Adventure:
        data = self.content.data
        setup = data["setup"]
        pool = self.context.file("area-tiles", setup["area_tiles"])
        factions = adventure_factions(self.context, self.content)
        victory = {}
        for mode, conditions in data["victory"].items():
            victory[mode] = tuple(m.VictoryCondition(
                id=c["id"], title=c["title"], text=c.get("text", ""), timing=c["timing"],
                conditions=self.terms(c.get("conditions"), f"/victory/{mode}/{i}/conditions"),
                result=c.get("result", "win"), decide_by=c.get("decide_by", "most_victory_points"),
                tie_breaks=tuple(c.get("tie_breaks", ())), source=self.source(f"/victory/{mode}/{i}"))
                for i, c in enumerate(conditions))
        story = data["story"]
        return m.Adventure(
            id=data["id"], title=data["title"], author=data["author"], version=data["version"],
            summary=data.get("summary", ""), players=(data["players"]["min"], data["players"]["max"]),
            modes=tuple(data["modes"]), years=data["years"], first_year=data.get("first_year"),
            requires=tuple(data["requires"]), factions=tuple(self.faction(f) for f in factions),
            board_side=data.get("board_side", "front"),
            story=m.Story(story["background"], story["objectives"], story["epilogue"]),
            map=self.map(),
            setup=m.Setup(
                area_tiles=self.pool(pool),
                minions=m.FrozenMap({level: self.card("minion-cards", setup["minions"][f"level_{level}"]) for level in (1, 2, 3)}),
                boss=self.card("boss-cards", setup["boss"]),
                first_event=self.card("event-cards", setup["first_event"]),
                event_deck=self.cards("event-cards", setup["event_deck"]),
                exploration_deck=self.cards("exploration-cards", setup["exploration_deck"]),
                mission_deck=self.cards("mission-cards", setup["mission_deck"]),
                location_bag=self.cards("location-cards", setup.get("location_bag")),
                terrain_bag=self.cards("terrain-tiles", setup.get("terrain_bag")),
                terrors=self.cards("terror-cards", setup.get("terrors")),
                progress_tokens=tuple(m.ProgressToken(tuple(t["at"]), t["task"]) for t in setup.get("progress_tokens", ())),
                player_materials=m.FrozenMap({int(k): m.Materials(**v) for k, v in setup["player_materials"].items()}),
                modes=m.FrozenMap({mode: m.ModeSetup(
                    player_materials=m.FrozenMap({int(k): m.FrozenMap(v) for k, v in own.get("player_materials", {}).items()}),
                    area_values=m.FrozenMap(own.get("area_values", {}))) for mode, own in setup.get("modes", {}).items()})),
            progress_tasks=tuple(m.ProgressTask(
                id=t["id"], title=t["title"], text=t.get("text", ""),
                trigger=self.trigger(t.get("trigger"), f"/progress_tasks/{i}/trigger"),
                conditions=self.terms(t.get("conditions"), f"/progress_tasks/{i}/conditions"),
                repeat_steps=t.get("repeat_steps", 1), bar=self.bar(t["bar"]), source=self.source(f"/progress_tasks/{i}"))
                for i, t in enumerate(data["progress_tasks"])),
            mission_bar=self.bar(data["mission_bar"]),
            threat_bar=tuple(m.ThreatRow(r["from"], r["hits_on"]) for r in data["threat_bar"]) if data.get("threat_bar") else m.DEFAULT_THREAT_BAR,
            victory=m.FrozenMap(victory),
            rules=self.rules(data.get("rules"), "/rules"),
            digest=_digest(self.content, dependencies(self.context, self.content)),
            source=self.source(""), ruleset=self.content.ruleset or DEFAULT_RULESET)

    def campaign(self) -> cm.Campaign:
        data = self.content.data
        carry = data.get("carry_over", {})
        scoring = data.get("scoring", {})
        chapters = []
        for i, c in enumerate(data["chapters"]):
            chapters.append(cm.Chapter(
                id=c["id"], adventure=c["adventure"], title=c.get("title", ""), intro=c.get("intro", ""),
                branches=tuple(cm.Branch(b.get("outcome", "any"), b.get("flag"), b["next"]) for b in c.get("branches", ())),
                advantages=tuple(cm.Advantage(a["id"], a["title"], a.get("text", ""), a.get("awarded_to", "winner"),
                                             self.rules(a.get("rules"), f"/chapters/{i}/advantages/{j}/rules"))
                                 for j, a in enumerate(c.get("advantages", ())))))
        return cm.Campaign(
            id=data["id"], title=data["title"], description=data.get("description", ""), chapters=tuple(chapters),
            carry_over=cm.CarryOver(carry.get("advantages", True), carry.get("resources", "none"), carry.get("figures", "none"),
                                   tuple(carry.get("flags", ())), carry.get("victory_points", True)),
            scoring_method=scoring.get("method", "victory_points"), chapter_bonus=scoring.get("chapter_bonus", 0),
            source=self.source(""), ruleset=self.content.ruleset or DEFAULT_RULESET)


_SETUP_CARDS = {
    "boss": "boss-cards", "first_event": "event-cards", "event_deck": "event-cards",
    "exploration_deck": "exploration-cards", "mission_deck": "mission-cards", "location_bag": "location-cards",
    "terrain_bag": "terrain-tiles", "terrors": "terror-cards",
}


#: The schema's movement shorthands, as the movement terms they stand for.
MOVEMENT_SHORTHANDS = {"random": {"random": True}, "toward_most_figures": {"toward": "most_figures"},
                       "toward_nearest_camp": {"toward": "nearest_camp"}, "stay": {"stay": True}}


def terror_movement(data) -> m.TerrorMovement:
    """A terror's movement (a shorthand or one movement term of the schema) as a `TerrorMovement`."""
    term = MOVEMENT_SHORTHANDS.get(data, data) if isinstance(data, str) else data
    if "directions" in term:
        return m.TerrorMovement("directions", tuple(term["directions"]))
    if "toward" in term:
        toward = term["toward"]
        if isinstance(toward, str):
            return m.TerrorMovement("toward", target=toward)
        return m.TerrorMovement("toward", target="area",
                                where=m.AreaFilter(**{k: toward.get(k) for k in m.AreaFilter.__slots__}))
    return m.TerrorMovement("stay" if "stay" in term else "random")


def dependencies(context: Context, adventure: ContentFile) -> list[ContentFile]:
    """Every file an adventure draws on: its pool, factions, and the files of every card it names."""
    data = adventure.data
    setup = data.get("setup", {})
    files: dict[int, ContentFile] = {}

    def add(content: ContentFile | None) -> None:
        if content is not None:
            files[id(content)] = content

    def add_card(kind: str, card_id) -> None:
        ref = context.card(kind, card_id) if isinstance(card_id, str) else None
        add(ref.file if ref else None)

    add(context.file("area-tiles", setup.get("area_tiles", "")))
    for minion in (setup.get("minions") or {}).values():
        add_card("minion-cards", minion)
    for key, kind in _SETUP_CARDS.items():
        value = setup.get(key)
        for card_id in value if isinstance(value, list) else [value]:
            add_card(kind, card_id)
    for area in data.get("map", {}).get("areas", []):
        fixed = area.get("fixed") or {}
        add_card("location-cards", fixed.get("location"))
        add_card("terrain-tiles", fixed.get("terrain"))
    for faction in adventure_factions(context, adventure):
        add(faction)
        for card_id in faction.data.get("strategy_deck", []):
            add_card("strategy-cards", card_id)
    files.pop(id(adventure), None)
    return list(files.values())


def _digest(adventure: ContentFile, dependencies: list[ContentFile]) -> str:
    """A stable hash of the adventure and every file it draws on (by content, not by path)."""
    digest = hashlib.sha256()
    for content in [adventure] + sorted({id(f): f for f in dependencies}.values(), key=lambda f: (f.kind, f.id or "")):
        digest.update(json.dumps(content.data, sort_keys=True, ensure_ascii=False).encode("utf-8"))
        digest.update(b"\0")
    return digest.hexdigest()


def resolve_adventure(validation: Validation, adventure_id: str) -> m.Adventure:
    """The adventure with this id, resolved; raises ContentError if it or what it uses has errors."""
    context = validation.context or Context.build(validation.library)
    content = context.file("adventure", adventure_id)
    if content is None:
        broken = [f for f in validation.library.files if f.kind == "adventure" and f.id == adventure_id]
        if broken:
            raise ContentError(f"the adventure '{adventure_id}' has errors", errors_in(validation, broken))
        raise ContentError(f"the library has no adventure '{adventure_id}'")
    errors = errors_in(validation, [content, *dependencies(context, content)])
    if errors:
        raise ContentError(f"the adventure '{adventure_id}' or the content it uses has errors", errors)
    return _Builder(context, content).adventure()


def resolve_campaign(validation: Validation, campaign_id: str) -> cm.Campaign:
    context = validation.context or Context.build(validation.library)
    content = context.file("campaign", campaign_id)
    if content is None:
        raise ContentError(f"the library has no campaign '{campaign_id}'")
    errors = errors_in(validation, [content])
    if errors:
        raise ContentError(f"the campaign '{campaign_id}' has errors", errors)
    return _Builder(context, content).campaign()


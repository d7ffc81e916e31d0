"""Isles of Terror's resolved content model: immutable objects its rules engine and editor read.

Built by `resolve.py` from checked files. Objects are frozen dataclasses built from schema-valid data, with references
already resolved (an adventure's setup holds card objects, not ids) and the
schema's defaults applied. Each carries a `Source` so anything the engine
reports can point back at the file, line and column it came from.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from engine.content.frozen import FrozenMap, Source
from engine.content.frozen import freeze as freeze  # the rules freeze term arguments as `m.freeze`
from engine.core.ruleset import DEFAULT_RULESET
from engine.core.vocabulary import Term as Term  # the kit's term: resolve.py gives each its `Source`


# -- the rules vocabulary -------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class AreaFilter:
    area: str | None = None
    tag: str | None = None
    colour: str | None = None
    tile: str | None = None
    terrain: str | None = None
    location: str | None = None
    adventure_area: bool | None = None

    @property
    def is_empty(self) -> bool:
        return all(getattr(self, name) is None for name in self.__slots__)


@dataclass(frozen=True, slots=True)
class Trigger:
    event: str
    where: AreaFilter | None = None
    task: str | None = None
    source: Source = field(default=Source(), compare=False)


@dataclass(frozen=True, slots=True)
class Rule:
    id: str | None
    title: str
    text: str
    trigger: Trigger | None
    conditions: tuple[Term, ...]
    effects: tuple[Term, ...]
    applies_to: str = "active_player"
    limit: str = "unlimited"
    optional: bool = False
    source: Source = field(default=Source(), compare=False)

    @property
    def simulated(self) -> bool:
        """A rule with only text is valid, but the engine cannot play it."""
        return bool(self.effects)


# -- pieces ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Resources:
    gold: int = 0
    rations: int = 0


@dataclass(frozen=True, slots=True)
class TileFront:
    value: int
    value_colour: str
    resources: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Bar:
    length: int
    victory_fields: tuple[int, ...] = ()
    morale_fields: tuple[int, ...] = ()


# -- cards ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Card:
    kind: str
    id: str
    title: str
    text: str
    set: str
    copies: int = 1
    flavour: str = ""
    image: str | None = None
    rules: tuple[Rule, ...] = ()
    source: Source = field(default=Source(), compare=False)


@dataclass(frozen=True, slots=True)
class EventCard(Card):
    colour: str = "green"


@dataclass(frozen=True, slots=True)
class StrategyCard(Card):
    timing: str = "action"
    duration: str = "instant"


@dataclass(frozen=True, slots=True)
class MissionCard(Card):
    value: int = 1
    success: Trigger | None = None
    conditions: tuple[Term, ...] = ()
    enforceable: bool = True


@dataclass(frozen=True, slots=True)
class ExplorationCard(Card):
    keep: bool = False
    minion_attack: int = 0
    random_movement: bool = False
    terror: str | None = None
    acute: bool = False


@dataclass(frozen=True, slots=True)
class MinionCard(Card):
    level: int = 1


@dataclass(frozen=True, slots=True)
class BossCard(Card):
    pass


@dataclass(frozen=True, slots=True)
class LocationCard(Card):
    tile: TileFront = TileFront(0, "white")


@dataclass(frozen=True, slots=True)
class TerrainTile(Card):
    terrain: str = "river"
    tile: TileFront = TileFront(0, "white")


@dataclass(frozen=True, slots=True)
class TerrorLevel:
    value: int
    range: tuple[int, ...]  # compass directions around the terror's area
    centre: bool = True  # the terror's own area is in range
    effects: tuple[Term, ...] = ()  # this level's own effects (none: the card's)


@dataclass(frozen=True, slots=True)
class TerrorMovement:
    """How a terror moves one area: `random` (a die on the compass rose), `directions` (one of
    `directions`, the players choose), `toward` (a step along a shortest way to the nearest area
    `target` names: `most_figures`, `nearest_figures`, `nearest_camp`, `nearest_captain`, or
    `area` with the filter `where`) or `stay`. The schema's four shorthands map onto these."""

    kind: str = "random"
    directions: tuple[int, ...] = ()
    target: str = ""
    where: AreaFilter | None = None


@dataclass(frozen=True, slots=True)
class TerrorCard(Card):
    colour: str = "yellow"
    movement: TerrorMovement = TerrorMovement()
    levels: tuple[TerrorLevel, ...] = ()
    effects: tuple[Term, ...] = ()


# -- factions and tiles ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ActionLink:
    action: str
    bonus: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ActionField:
    links: tuple[ActionLink, ...]


@dataclass(frozen=True, slots=True)
class BoardSide:
    action_fields: tuple[ActionField, ...]
    raid_fields: int = 2


@dataclass(frozen=True, slots=True)
class Figures:
    soldiers: int
    captains: int
    camps: int
    ships: int


@dataclass(frozen=True, slots=True)
class Ability:
    title: str
    text: str = ""
    rules: tuple[Rule, ...] = ()


@dataclass(frozen=True, slots=True)
class Faction:
    id: str
    set: str
    title: str
    colour: str
    description: str
    ability: Ability | None
    figures: Figures
    strategy_deck: tuple[StrategyCard, ...]
    competitive_board: BoardSide
    cooperative_board: BoardSide | None
    source: Source = field(default=Source(), compare=False)

    def board(self, mode: str) -> BoardSide:
        if mode == "competitive" or self.cooperative_board is None:
            return self.competitive_board
        return self.cooperative_board


@dataclass(frozen=True, slots=True)
class AreaTile:
    colour: str
    kind: str
    value: int = 0
    value_colour: str = "white"
    resources: tuple[str, ...] = ()
    copies: int = 1


@dataclass(frozen=True, slots=True)
class TilePool:
    id: str
    set: str
    title: str
    tiles: tuple[AreaTile, ...]
    source: Source = field(default=Source(), compare=False)

    def of_colour(self, colour: str) -> tuple[AreaTile, ...]:
        """Every physical tile of a colour (copies expanded), in file order."""
        return tuple(t for t in self.tiles if t.colour == colour for _ in range(t.copies))


# -- the adventure --------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class FixedTile:
    colour: str
    kind: str
    location: LocationCard | None = None
    terrain: TerrainTile | None = None
    revealed: bool = False


@dataclass(frozen=True, slots=True)
class Area:
    at: tuple[int, int]
    kind: str  # the field kind from the map: sea, green, yellow, red, adventure, fixed
    id: str | None = None
    name: str = ""
    tags: tuple[str, ...] = ()
    landing: bool = True
    tile: TileFront | None = None
    fixed: FixedTile | None = None
    rules: tuple[Rule, ...] = ()
    source: Source = field(default=Source(), compare=False)


@dataclass(frozen=True, slots=True)
class Link:
    """Two fields that count as adjacent although the grid does not make them neighbours."""

    a: tuple[int, int]
    b: tuple[int, int]
    name: str = ""


@dataclass(frozen=True, slots=True)
class Map:
    grid: str
    width: int
    height: int
    areas: tuple[Area, ...]  # every non-empty field, row by row
    links: tuple[Link, ...] = ()
    by_field: FrozenMap = field(default=FrozenMap(), compare=False)  # (column, row) -> Area

    def area_at(self, at: tuple[int, int]) -> Area | None:
        return self.by_field.get(tuple(at))

    def area(self, area_id: str) -> Area | None:
        return next((a for a in self.areas if a.id == area_id), None)


@dataclass(frozen=True, slots=True)
class ProgressToken:
    at: tuple[int, int]
    task: str


@dataclass(frozen=True, slots=True)
class Materials:
    soldiers: int
    captains: int
    camps: int
    ships: int
    gold: int
    rations: int


@dataclass(frozen=True, slots=True)
class Setup:
    area_tiles: TilePool
    minions: FrozenMap  # level (1, 2, 3) -> MinionCard
    boss: BossCard
    first_event: EventCard
    event_deck: tuple[EventCard, ...]
    exploration_deck: tuple[ExplorationCard, ...]
    mission_deck: tuple[MissionCard, ...]
    location_bag: tuple[LocationCard, ...]
    terrain_bag: tuple[TerrainTile, ...]
    terrors: tuple[TerrorCard, ...]
    progress_tokens: tuple[ProgressToken, ...]
    player_materials: FrozenMap  # player count -> Materials
    # mode -> ModeSetup: what differs in games of that mode (a team mode tuned apart from competitive play)
    modes: FrozenMap = field(default=FrozenMap())

    def materials(self, mode: str, players: int) -> Materials:
        """What each player starts with in a game of `mode` for `players`: the mode's own where it has one."""
        base = self.player_materials[players]
        own = self.modes.get(mode)
        changed = own.player_materials.get(players) if own is not None else None
        return replace(base, **changed) if changed else base

    def area_value(self, mode: str, area_id: str | None, printed: int) -> int:
        """The value an adventure area's printed tile shows in a game of `mode`."""
        own = self.modes.get(mode)
        return own.area_values.get(area_id, printed) if own is not None and area_id else printed


@dataclass(frozen=True, slots=True)
class ModeSetup:
    """The setup that differs in one mode: materials per player count (only the fields that differ)
    and adventure areas' tile values by area id."""
    player_materials: FrozenMap = field(default=FrozenMap())  # player count -> FrozenMap(field -> int)
    area_values: FrozenMap = field(default=FrozenMap())  # area id -> value


@dataclass(frozen=True, slots=True)
class ProgressTask:
    id: str
    title: str
    text: str
    trigger: Trigger | None
    conditions: tuple[Term, ...]
    repeat_steps: int
    bar: Bar
    source: Source = field(default=Source(), compare=False)


@dataclass(frozen=True, slots=True)
class ThreatRow:
    from_points: int
    hits_on: int


DEFAULT_THREAT_BAR = (ThreatRow(1, 6), ThreatRow(5, 5), ThreatRow(9, 4), ThreatRow(13, 3))


@dataclass(frozen=True, slots=True)
class VictoryCondition:
    id: str
    title: str
    text: str
    timing: str
    conditions: tuple[Term, ...]
    result: str = "win"
    decide_by: str = "most_victory_points"
    tie_breaks: tuple[str, ...] = ()
    source: Source = field(default=Source(), compare=False)


@dataclass(frozen=True, slots=True)
class Story:
    background: str
    objectives: str
    epilogue: str


@dataclass(frozen=True, slots=True)
class Adventure:
    id: str
    title: str
    author: str
    version: str
    summary: str
    players: tuple[int, int]
    modes: tuple[str, ...]
    years: int
    first_year: int | None
    requires: tuple[str, ...]
    factions: tuple[Faction, ...]
    board_side: str
    story: Story
    map: Map
    setup: Setup
    progress_tasks: tuple[ProgressTask, ...]
    mission_bar: Bar
    threat_bar: tuple[ThreatRow, ...]
    victory: FrozenMap  # mode -> tuple[VictoryCondition, ...]
    rules: tuple[Rule, ...]
    digest: str  # sha-256 of everything the adventure is built from
    source: Source = field(default=Source(), compare=False)
    ruleset: str = DEFAULT_RULESET  # the ruleset id the adventure is played with (engine.core.ruleset.of)

    def task(self, task_id: str) -> ProgressTask | None:
        return next((t for t in self.progress_tasks if t.id == task_id), None)

    def faction(self, faction_id: str) -> Faction | None:
        return next((f for f in self.factions if f.id == faction_id), None)

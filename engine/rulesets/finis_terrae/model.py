"""The playable model of a Finis Terrae sea: frozen, picklable, built from checked content.

Three kinds of file make one sea (schemas/finis-terrae/):

- `tile-set`: the square map tiles laid during play, each with its four edges (sea, land or rock),
  its kind (open sea, rocks, wreck, coast, the single-tile islands, pirate den, fort, lighthouse), the
  token laid on it when it comes into play, whether a port may be founded on its beach, how many the
  box holds and how many leave the box for each player count;
- `weather-deck`: the weather cards (sunny, rain, storm; how many of each; the finale card whose
  second appearance ends the game);
- `adventure` (the sea, the scenario): player counts, the start island and where the first home port
  goes, tiles laid at setup, the dice's faces, every economy number and the scoring table, naming the
  tile set and weather deck by id.

Every number the rulebook fixes is a field with its value as the default (a designer's variant changes
it), as Island Clash's `values.py` and Haze Islands' `Rules` do.

Geometry. A cell is (x, y) of an unbounded square grid, x to the east, y to the south; the start
island's centre is `Start.centre` (the origin of the bundled seas), the axes of the hemispheres and
quadrants run through it. A laid tile has a rotation r in 0..3 (quarter turns clockwise): its local
edge `LOCAL[i]` faces board side `SIDES[(i + r) % 4]` (`engine.core.placed`), so r = 0 lays it as the
catalogue draws it, its top to the north.

Passage and islands (docs/rules-finis-terrae.md, readings): a ship stands on a cell (the sea part of
the tile) and crosses to a neighbour only where both facing edges are `sea`; `land` faces `land` and
`sea` or `rock` face `sea` or `rock` when tiles are laid; a tile with `land` set is land (one land
tile of an island), and land tiles joined across `land` edges make one island.
"""

from __future__ import annotations

from dataclasses import dataclass, field

RULESET_ID = "finis-terrae"
MODES = ("competitive",)  # the rulebook's one mode; the pirate galleon is not a seat
TEAM_MODES: tuple[str, ...] = ()

Cell = tuple[int, int]
LOCAL = ("top", "right", "bottom", "left")  # a tile's own edges, clockwise
SIDES = ("north", "east", "south", "west")  # board sides, clockwise (the wind die's faces name these)
EDGE_KINDS = ("sea", "land", "rock")
# Which edge may face which when tiles are laid: land to land, sea to sea; a rock edge is sea a ship
# cannot cross, so it matches sea and rock (reading: rulesets-next §1.5 item 8).
MATCHES = frozenset({("sea", "sea"), ("sea", "rock"), ("rock", "sea"), ("rock", "rock"), ("land", "land")})

TILE_KINDS = ("sea", "rocks", "wreck", "coast", "castaway", "treasure", "den", "fort", "lighthouse")
LAND_KINDS = frozenset({"coast", "castaway", "treasure", "den", "fort", "lighthouse"})  # a land tile of an island
BEACH_KINDS = frozenset({"coast", "castaway", "treasure"})  # a port may be founded here (one per tile)
TOKEN_OF_KIND = {"wreck": "find", "castaway": "castaway", "treasure": "treasure"}  # laid with the tile
SHAPES = ("", "one-side", "two-sides", "fjord", "narrow")  # coast tiles: what the painter draws

TOKENS = ("treasure", "find", "castaway")
CARGO = ("coins", "spice", "castaway", "find", "treasure")  # what one hold compartment may hold (one kind)

WEATHER_KINDS = ("sunny", "rain", "storm")
MOVES_OF_KIND = {"sunny": 2, "rain": 1, "storm": 0}  # move actions a day of that weather gives

# The scoring table's items, by category (the report's score breakdown reads these names).
SCORE_CATEGORIES = {
    "colonisation": ("land", "complete_island", "lighthouse", "fort", "largest_complete"),
    "trade": ("coins", "castaway", "find", "treasure", "spice", "full_set"),
    "exploration": ("hemispheres", "east_west", "quadrants", "furthest_port"),
    "bonuses": ("bonus", "malus"),
}


@dataclass(frozen=True)
class Tile:
    """One tile of the catalogue (`count` copies in the box)."""

    id: str
    title: str
    kind: str  # one of TILE_KINDS
    edges: tuple[str, str, str, str]  # per LOCAL (top, right, bottom, left): one of EDGE_KINDS
    count: int = 1
    remove: tuple[tuple[int, int], ...] = ()  # (player count, copies that leave the box at setup)
    shape: str = ""  # one of SHAPES (coast tiles)
    token: str = ""  # "" or one of TOKENS: laid on the tile as it comes into play (kind default)
    beach: bool = False  # a port may be founded on it (kind default: BEACH_KINDS)
    land: bool = False  # it is land, part of an island (kind default: LAND_KINDS)
    text: str = ""

    def edge(self, local: str) -> str:
        return self.edges[LOCAL.index(local)]

    def count_for(self, players: int) -> int:
        """Copies in play for `players` (the box's count less that player count's removals)."""
        return self.count - dict(self.remove).get(players, 0)


@dataclass(frozen=True)
class WeatherCard:
    id: str
    title: str
    kind: str  # one of WEATHER_KINDS
    count: int = 1
    moves: int = 2  # move actions of the day (kind default: MOVES_OF_KIND); storms push instead
    finale: bool = False  # the card whose second appearance is the last day (exactly one in a deck)
    text: str = ""


@dataclass(frozen=True)
class Dice:
    """The faces of the game's dice (`engine.core.dice.Die` is built from them)."""

    move: tuple[int, ...] = (2, 3, 3, 4, 5, 6)  # the white move die: a move's most squares
    trade: tuple[int, ...] = (1, 2, 3, 4, 5, 6)  # the red die: the day's market, sales, combat, treasure
    wind: tuple[str, ...] = ("north", "south", "west", "east")  # where a storm pushes every ship


@dataclass(frozen=True)
class Start:
    """The start island (the rulebook's Isle of Winds): its land cells, the centre the scoring measures
    from, the beach of the first player's home port. Its edges are land between its cells, sea outside;
    every cell with a sea edge is a coastal cell where one home port may stand; no other port is ever
    founded on it; it is not scored."""

    title: str = "Isle of Winds"
    cells: tuple[Cell, ...] = tuple((x, y) for y in (-1, 0, 1) for x in (-1, 0, 1))
    centre: Cell = (0, 0)
    first_port: Cell = (1, 0)  # the east beach
    trade_lands: int = 2  # buying and selling here counts as an island of this many land tiles


@dataclass(frozen=True)
class Opening:
    """A tile laid at setup (a designer's opening): it leaves the stack and lies from the start."""

    tile: str
    cell: Cell
    rotation: int = 0


@dataclass(frozen=True)
class Rules:
    """Every number of play the rulebook fixes, with its value as the default."""

    start_coins: int = 20  # each explorer's, loaded or banked at setup
    hold_compartments: int = 4
    galleon_coins: int = 6  # the pirate galleon's, split equally into `galleon_loaded` compartments
    galleon_loaded: int = 2
    port_cost: int = 5  # per land tile of the island (or portion) at the moment of founding
    ports_per_player: int = 9  # home port included
    den_toll: int = 3  # to pass through a pirate den (not when a storm pushes you)
    pirate_exit_fee: int = 5  # paid at a start-island port to turn back into an explorer
    wreck_refill: int = 6  # coins a wrecked or sunk ship gets back in its hold
    spices: int = 15  # the supply; when it is empty no one trades spices
    treasures: int = 5
    finds: int = 5
    castaways: int = 5
    bonus_tokens: int = 5  # +3 for sinking the galleon
    malus_tokens: int = 6  # -3 for a wreck or a sinking
    tiles_per_turn: int = 4
    placement_distance: int = 4  # a tile goes within this Manhattan distance of an opponent's ship or port
    pirate_bonus: int = 1  # added to a pirate's combat roll
    combat_dice: int = 2  # trade dice each side rolls in a fight
    treasure_dice: int = 2  # trade dice summed to redeem a treasure
    first_weather: str = ""  # the face-up card of day 1 (default: the first sunny card that is not the finale)
    weather_removed: int = 2  # cards put back in the box unseen at setup
    finale_depth: int = 3  # the finale card lies this deep from the bottom (third last: 2 cards below)


@dataclass(frozen=True)
class Scoring:
    """The end scoring table: points per item (SCORE_CATEGORIES); `malus` is subtracted."""

    land: int = 1  # per land tile of an island the seat owns (complete or not)
    complete_island: int = 2  # per complete island owned
    lighthouse: int = 1  # per lighthouse on an owned island
    fort: int = 1  # per fort on an owned island
    largest_complete: int = 5  # to the owner(s) of the largest complete island
    coins_per_point: int = 5  # 1 point per this many coins, hold and bank together
    coins: int = 1  # points per `coins_per_point` coins
    castaway: int = 3  # per castaway redeemed or in the hold
    find: int = 3  # per find redeemed or in the hold
    treasure: int = 2  # per treasure recovered
    spice: int = 2  # per spice sold or in the hold
    full_set: int = 4  # holding at least one castaway, find, treasure and spice
    hemispheres: int = 3  # ports both north and south of the centre row
    east_west: int = 3  # ports both east and west of the centre column
    quadrants: int = 3  # ports in all four quadrants (none on an axis counts)
    furthest_port: int = 5  # to the founder(s) of the port furthest from the centre
    bonus: int = 3  # per bonus token (the galleon sunk)
    malus: int = 3  # subtracted per malus token (wrecked or sunk)


@dataclass(frozen=True)
class Seat:
    id: str
    title: str
    colour: str  # "#rrggbb", the port markers and ship drawn in it


DEFAULT_SEATS = (Seat("red", "Red", "#c0392b"), Seat("green", "Green", "#2e8b57"),
                 Seat("yellow", "Yellow", "#d4a017"), Seat("blue", "Blue", "#2f6db5"))


@dataclass(frozen=True)
class FinisAdventure:
    """One Finis Terrae sea with everything a game of it needs."""

    id: str
    title: str
    version: str
    digest: str  # sha-256 of the files it is built from
    file: str
    player_counts: tuple[int, ...]  # 2 to 4
    tiles: tuple[Tile, ...]
    weather: tuple[WeatherCard, ...]
    modes: tuple[str, ...] = MODES
    start: Start = field(default_factory=Start)
    opening: tuple[Opening, ...] = ()
    dice: Dice = field(default_factory=Dice)
    rules: Rules = field(default_factory=Rules)
    scoring: Scoring = field(default_factory=Scoring)
    seats: tuple[Seat, ...] = DEFAULT_SEATS
    author: str = ""
    background: str = ""
    tile_set_id: str = ""
    weather_id: str = ""
    ruleset: str = RULESET_ID
    _by_id: dict = field(default=None, init=False, repr=False, compare=False, hash=False)

    @property
    def players(self) -> tuple[int, int]:
        """(fewest, most) players (`Ruleset.player_counts` reads `player_counts` for which in between)."""
        return min(self.player_counts), max(self.player_counts)

    def __post_init__(self) -> None:
        # id -> item, built once: a frozen model never changes, and the engine asks often
        object.__setattr__(self, "_by_id", {"tile": {t.id: t for t in self.tiles},
                                            "weather": {w.id: w for w in self.weather}})

    def tile(self, tile_id: str) -> Tile:
        return self._by_id["tile"][tile_id]

    def weather_card(self, card_id: str) -> WeatherCard:
        return self._by_id["weather"][card_id]

    def tile_stack(self, players: int) -> list[str]:
        """The tile ids in play for `players`, catalogue order, each repeated `count_for(players)` times,
        less the opening's tiles (one copy each); the game shuffles them."""
        stack = [t.id for t in self.tiles for _ in range(max(0, t.count_for(players)))]
        for laid in self.opening:
            if laid.tile in stack:
                stack.remove(laid.tile)
        return stack

    def weather_cards(self) -> list[str]:
        """Every weather card id, catalogue order, repeated `count` times (the finale included)."""
        return [w.id for w in self.weather for _ in range(w.count)]

    def finale(self) -> WeatherCard | None:
        return next((w for w in self.weather if w.finale), None)

    def first_weather(self) -> WeatherCard | None:
        """Day 1's face-up card: `rules.first_weather`, else the first sunny card that is not the finale."""
        if self.rules.first_weather:
            return self._by_id["weather"].get(self.rules.first_weather)
        return next((w for w in self.weather if w.kind == "sunny" and not w.finale), None)

    def token_supply(self, token: str) -> int:
        return {"treasure": self.rules.treasures, "find": self.rules.finds,
                "castaway": self.rules.castaways}[token]

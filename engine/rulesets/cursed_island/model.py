"""The playable model of a Cursed Island scenario: frozen, picklable, built from checked content.

The game of seed 003 (*Robinson Crusoe: Adventure on the Cursed Island*): 1 to 4 castaways survive a
scenario of a fixed number of rounds on an island explored tile by tile. Ten kinds of file make one
scenario (schemas/cursed-island/); the `scenario` is the adventure and names the others by id:

- `island`: the board: its island spaces (hex cells, the camp's start space), the morale track's
  amounts, the build costs per player count, the action and weather dice's faces, the island tiles
  (terrain, sources, beast and totem icons, discoveries, natural shelter);
- `characters`: each castaway's life track (length and where the morale marks are), personal
  invention and four skills (Determination cost, effects, once a round), and the helpers (Friday, the
  dog) as characters with `helper` set;
- `events`: event cards (icon, event effects, the threat action and the threat effects) and wreckage
  cards (the first round's threat card, a 1-pawn and a 2-pawn reward);
- `adventures`: the three adventure decks (building, gathering, exploration): immediate effects, the
  DECIDE options, and the event effects it carries when shuffled into the event deck;
- `mysteries` (treasure, trap, monster), `beasts`, `inventions` (requirements and the item's effects),
  `items` (the starting items, two uses each), `discoveries` (the discovery tokens);
- `scenario`: rounds, the weather dice per round, the goal (conditions, when it is checked), the four
  special discoveries, the two scenario inventions, the book and totem effects, special rules, extra
  tracks, the event deck's make-up, the start tile, the wreckage card, the victory-point table, which
  helpers play at which player count, and the ids of the decks it plays with.

Effects and conditions are terms of the rules vocabulary (`engine.core.vocabulary.Term`: a name of
`EFFECTS` / `CONDITIONS` below and its arguments); a card whose effects are empty and that has `text`
is valid and reported as *not simulated*. Every number the rulebook fixes is a field with its value as
the default; every number the OCR lost (dice faces, morale amounts, life tracks, costs of 1, 2 and 4
players) is a field whose default reading is written in docs/rules-cursed-island.md.

Geometry. An island space is a hex cell (q, r) in axial coordinates (`HEX_STEPS`); two spaces are
adjacent when their cells are neighbours. The camp starts on `Island.start_space` with the
scenario's `start_tile` laid on it face up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.vocabulary import Term

RULESET_ID = "cursed-island"
MODES = ("cooperative", "solo")  # solo: one player (the rulebook's solo variant); both are team modes
TEAM_MODES = MODES

Cell = tuple[int, int]
HEX_STEPS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # axial neighbours

RESOURCES = ("food", "preserved", "wood", "fur")  # preserved: food that does not rot
TERRAINS = ("beach", "hills", "mountains", "river", "plains")
SOURCES = ("food", "wood")
LEVELS = ("roof", "palisade", "weapon")  # unbounded up, 0 the floor (a missing level: 1 wound each)

# The actions of the action phase, in the order they resolve (rulebook 4.2).
ACTIONS = ("threat", "hunt", "build", "gather", "explore", "camp", "rest")
ACTION_DICE = ("build", "gather", "explore")  # the three actions that roll a 1-pawn attempt
DIE_ROLES = ("wound", "success", "adventure")
WEATHER_DICE = ("rain", "winter", "animals")
WEATHER_FACES = ("", "rain", "rain2", "winter", "winter2", "rain_winter", "food", "palisade", "beast")
EVENT_ICONS = ("book", "build", "gather", "explore")  # an adventure icon's colour names its action field
MYSTERY_KINDS = ("treasure", "trap", "monster")
TOKENS = ("adventure", "reroll", "beast_strength", "extra_pawn", "extra_wood", "plus_wood", "plus_food")
PLUS_TOKENS = ("plus_food", "plus_wood")  # the +1 resource tokens the team may carry along with the camp
# The shortcut token lies on a space like the others but only a `shortcut` effect places it (not a card's
# `token`): ("shortcut_food", space) or ("shortcut_wood", space) in `state.tokens`, the good it carries.
SHORTCUT = "shortcut"  # the effect term's name
SHORTCUT_TOKENS = {"food": "shortcut_food", "wood": "shortcut_wood"}
# A special wound's body part -> the actions it hurts (reading 17: the seed names the parts only): a
# castaway with the token takes 1 wound each time he acts on such an action; a rest takes one token off.
BODY_PARTS: dict[str, tuple[str, ...]] = {
    "head": ("explore",), "arm": ("build", "hunt"), "belly": ("threat", "camp"), "leg": ("gather",),
}
# Where a token lies: an action field (`ACTIONS`), an island space (its id), a build target, "hunt_deck".
WIN_TIMINGS = ("immediately", "end_of_round")
BUILD_TARGETS = ("shelter", "roof", "palisade", "weapon")  # plus every invention id

# The rules vocabulary's effect terms of this game: name -> the arguments, in words (the schema says
# their shapes, docs/content-cursed-island.md their meaning; the engine's `effects.py` plays each once).
# `who` (where a term has it): "actor" (the player taking the action or drawing the card: the first
# player outside actions), "all" (each player; helpers excepted), "first" (the first player).
EFFECTS: dict[str, str] = {
    "gain": "{food, preserved, wood, fur}: to future resources during the action phase, else available",
    "discard": "{food, preserved, wood, fur, who}: a shortfall is a wound each missing unit (all: each player)",
    "wound": "{count, who}",
    "heal": "{count, who}",
    "determination": "{count, who}: negative discards; a shortfall is a wound each missing token",
    "morale": "count: +/- levels (stops at the track's ends, no wound)",
    "level": "{track: roof|palisade|weapon, by}: a missing level below 0 is 1 wound to each player",
    "halve": "track: roof|palisade|weapon, halved rounded down",
    "weather": "{rain, winter, storm, animals}: weather tokens / an extra die for this round's weather phase",
    "token": "{token, on}: one of TOKENS on an action field, space or target (one of a kind per place)",
    "fight": "{strength, who}: fight a beast of that strength (a wound per missing weapon level)",
    "mystery": "{treasure, trap, monster}: draw until each kind named is resolved (stop allowed after each)",
    "shuffle_into_events": "true: this card joins the event deck (its event effects play when drawn)",
    "beast": "count: beasts from the beast deck shuffled into the hunting deck",
    "discovery": "count: discovery tokens drawn to the acting player's future resources",
    "lose_item": "item id or 'any' (the team chooses): the item turns back into its invention",
    "exhaust": "source: food|wood: a source of the camp's tile or an adjacent one is covered",
    "inaccessible": "true: the tile of the action becomes inaccessible (turned down)",
    "skip_production": "true: the next production phase gives nothing",
    "scenario_track": "{track, by}: a scenario's own track (a wood pile, a fire's height)",
    "extra_pawn": "action: an additional pawn of that action for this round's planning",
    "reroll": "die role or colour: reroll one die of the action being resolved (skills, Friday)",
    "ignore_cloud": "rain|winter: one cloud less in this round's weather",
    "winter_to_rain": "count: winter clouds turned into rain clouds this round",
    "wood_discount": "count: one action this round spends that much wood less",
    "weapon_bonus": "count: the weapon level is higher by it for the action being resolved",
    "draw_inventions": "{draw, keep}: draw inventions, keep some on the board, set the rest aside",
    "scout_tiles": "{draw}: look at the top island tiles, put the chosen one on top",
    "scout_discoveries": "{draw}: draw discovery tokens, keep one",
    "scout_hunt": "true: look at the hunting deck's top card; keep it on top or put it at the bottom",
    "beast_on_top": "true: the beast deck's top card goes on the hunting deck unseen",
    "resolve_again": "true: the card's event effects play once more (its long text continues)",
    "special_wound": "{part: head|arm|belly|leg, who}: a special wound token on that part (BODY_PARTS)",
    "shortcut": "true: the item's shortcut token on an explored tile next to the camp (1 of its resources a production)",
    "night_outside": "{who}: spends this night outside the camp (his action's gains his own till morning)",
    "choose": "[effects, ...]: the team chooses one list (DECIDE; core combinator)",
    "if_possible": "[effects]: played only if all of them can be played in full (core combinator)",
}

# Lasting effects of built items, treasures and helpers: name -> argument (read by the engine where
# the rule they change is played; `once_per_round` where the rulebook says "for only 1 action a round").
PASSIVES: dict[str, str] = {
    "gather_bonus": "count: a successful gathering gives that much more (once a round)",
    "keep_food": "true: food does not rot at night",
    "ignore_winter": "count: winter clouds ignored each weather phase",
    "ignore_rain": "count: rain clouds ignored each weather phase",
    "rest_heal": "count: wounds a rest heals (instead of 1)",
    "rest_determination": "count: Determination a rest also gives",
    "morale_bonus": "count: the first player gets that much more (or discards that much less) at morale",
    "extra_pawn": "action: an additional pawn for that action every round (it supports only)",
    "night_heal": "{food, heal}: at night, discard the food to heal that many wounds (once a night)",
    "production": "{food, wood}: more each production phase",
    "production_gamble": "{die: build, food}: roll the action die's wound face at production for food",
    "weapon_level": "count: the item raises the weapon level while it is kept (lost with it)",
    "palisade_level": "count: the same for the palisade",
}

CONDITIONS: dict[str, str] = {
    "has_item": "item id: the team has it built",
    "resources": "{food, preserved, wood, fur}: at least these available",
    "level_at_least": "{track, min}",
    "morale_at_least": "level",
    "round_at_least": "round",
    "terrain": "terrain: explored and accessible",
    "explored_at_least": "count of island tiles explored",
    "shelter": "true: shelter built",
    "built_count": "{item, count}: an invention built at least that often (multiple-build scenario items)",
    "scenario_track_at_least": "{track, min}",
    "all": "[conditions] (core combinator)",
    "any": "[conditions] (core combinator)",
    "not": "condition (core combinator)",
}


@dataclass(frozen=True)
class Source:  # where in its file a piece of content was written (diagnostics, the editor's links)
    file: str = ""
    pointer: str = ""


# -- the island --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Space:
    """One island space of the board (where a tile is laid when it is explored)."""

    id: str
    cell: Cell


@dataclass(frozen=True)
class Tile:
    """An island tile (the stack is shuffled face down; `start_tile` of the scenario lies from the start)."""

    id: str
    number: int
    title: str
    terrain: str  # one of TERRAINS
    sources: tuple[str, ...] = ()  # SOURCES, each gives 1 (production on the camp tile, gathering elsewhere)
    beast: bool = False  # a beast joins the hunting deck when it is explored
    discoveries: int = 0  # discovery tokens drawn when it is explored
    shelter: bool = False  # natural shelter: roof and palisade may be built, no open-air wound
    totem: bool = False  # the scenario's totem effects play when it is explored
    mystery: bool = False  # the scenario's mystery-icon meaning plays when it is explored
    text: str = ""


@dataclass(frozen=True)
class Dice:
    """The faces of one action's three dice (6 each): the wound die's `wound`, the success die's
    `success` (else 2 Determination), the adventure die's `adventure` faces (else nothing)."""

    wound: int
    success: int
    adventure: int
    faces: int = 6


DEFAULT_ACTION_DICE = {  # reading (OCR lost every icon): docs/rules-cursed-island.md "Dice"
    "build": Dice(wound=2, success=5, adventure=2),
    "gather": Dice(wound=2, success=4, adventure=2),
    "explore": Dice(wound=3, success=4, adventure=3),
}
DEFAULT_WEATHER_DICE = {  # faces (WEATHER_FACES) of each weather die
    "rain": ("", "rain", "rain", "rain2", "rain2", "winter"),
    "winter": ("", "winter", "winter", "winter2", "rain_winter", "rain"),
    "animals": ("", "", "food", "palisade", "beast", "beast"),
}


@dataclass(frozen=True)
class Island:
    """The board: spaces, tracks and costs, dice, the tile stack."""

    id: str
    title: str
    spaces: tuple[Space, ...]
    start_space: str
    tiles: tuple[Tile, ...]
    morale: tuple[int, ...] = (-3, -2, -1, 0, 1, 1, 2)  # Determination per level -3..+3 (+3: or heal 1)
    build_cost: tuple[tuple[int, int, int], ...] = ((1, 2, 1), (2, 2, 1), (3, 3, 2), (4, 4, 3))
    # (players, wood, or fur) of shelter, roof and palisade; a weapon costs `weapon_wood`
    weapon_wood: int = 1
    beast_strength_animals: int = 3  # the hungry-animals die's beast
    action_dice: tuple[tuple[str, Dice], ...] = tuple(DEFAULT_ACTION_DICE.items())
    weather_dice: tuple[tuple[str, tuple[str, ...]], ...] = tuple(DEFAULT_WEATHER_DICE.items())
    threat_slots: int = 2
    source: Source = field(default=Source(), compare=False)

    def cost(self, players: int) -> tuple[int, int]:
        """(wood, fur) of shelter, roof or palisade for `players` (solo pays the 2-player cost)."""
        for count, wood, fur in self.build_cost:
            if count == max(2, players):
                return wood, fur
        return self.build_cost[-1][1], self.build_cost[-1][2]


# -- characters --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Skill:
    id: str
    title: str
    cost: int  # Determination
    effects: tuple[Term, ...] = ()
    windows: tuple[str, ...] = ("any",)  # where it may be used (engine/core/windows.py names)
    text: str = ""


@dataclass(frozen=True)
class Character:
    id: str
    title: str
    life: int = 12  # wounds it takes to die (the skull is the last space)
    morale_marks: tuple[int, ...] = (2, 4, 6, 8, 10)  # wound counts whose passing lowers morale by 1
    invention: str = ""  # its personal invention (2 Determination to the builder)
    skills: tuple[Skill, ...] = ()
    helper: str = ""  # "" (a castaway) | "friday" | "dog": not a player (helpers' own rules)
    pawn_actions: tuple[str, ...] = ACTIONS  # a helper pawn's allowed actions (the dog: hunt, explore)
    supports_only: bool = False  # the dog: never takes an action alone
    text: str = ""


# -- cards ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ThreatAction:
    pawns: int = 1
    needs: tuple[Term, ...] = ()  # conditions that must hold at planning (items, weapon level)
    cost: tuple[tuple[str, int], ...] = ()  # resources discarded
    reward: tuple[Term, ...] = ()  # Determination to the acting player; resources to future resources


@dataclass(frozen=True)
class EventCard:
    id: str
    title: str
    icon: str  # one of EVENT_ICONS
    effects: tuple[Term, ...] = ()  # played when drawn
    threat: tuple[Term, ...] = ()  # played when it slides off the threat field
    action: ThreatAction = ThreatAction()
    count: int = 1
    text: str = ""


@dataclass(frozen=True)
class Wreckage:
    """The first round's threat card: one pawn for the small reward, two for the large one."""

    id: str
    title: str
    small: tuple[Term, ...]
    large: tuple[Term, ...]
    text: str = ""


@dataclass(frozen=True)
class AdventureCard:
    id: str
    title: str
    deck: str  # one of ACTION_DICE
    effects: tuple[Term, ...] = ()  # immediate (a `choose` term is a DECIDE)
    event: tuple[Term, ...] = ()  # its event effects when drawn from the event deck
    count: int = 1
    text: str = ""


@dataclass(frozen=True)
class MysteryCard:
    id: str
    title: str
    kind: str  # one of MYSTERY_KINDS
    effects: tuple[Term, ...] = ()
    keep: tuple[tuple[str, Any], ...] = ()  # passives while kept (a treasure kept as an item)
    uses: int = 0  # a kept treasure's uses (0: lasting)
    event: tuple[Term, ...] = ()  # when it was shuffled into the event deck
    count: int = 1
    text: str = ""


@dataclass(frozen=True)
class BeastCard:
    id: str
    title: str
    strength: int
    weapon_loss: int = 0
    food: int = 0
    fur: int = 0
    palisade_loss: int = 0
    effects: tuple[Term, ...] = ()
    count: int = 1
    text: str = ""


@dataclass(frozen=True)
class Invention:
    id: str
    title: str
    terrains: tuple[str, ...] = ()  # explored terrains it needs
    items: tuple[str, ...] = ()  # items it needs built
    cost: tuple[tuple[str, int], ...] = ()  # resources discarded to build it
    effects: tuple[Term, ...] = ()  # when built (at the end of the action phase)
    passives: tuple[tuple[str, Any], ...] = ()  # while built (PASSIVES)
    starting: bool = False  # one of the ones always on the board at setup
    multiple: bool = False  # may be built more than once (scenario inventions)
    text: str = ""


@dataclass(frozen=True)
class StartingItem:
    id: str
    title: str
    effects: tuple[Term, ...]
    uses: int = 2
    windows: tuple[str, ...] = ("any",)
    text: str = ""


@dataclass(frozen=True)
class Discovery:
    id: str
    title: str
    effects: tuple[Term, ...] = ()
    needs: tuple[Term, ...] = ()  # conditions to use it (a pot)
    windows: tuple[str, ...] = ("any",)
    count: int = 1
    text: str = ""


# -- the scenario ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Goal:
    conditions: tuple[Term, ...]
    timing: str = "immediately"  # one of WIN_TIMINGS
    text: str = ""


@dataclass(frozen=True)
class ScenarioTrack:
    id: str
    title: str
    low: int = 0
    high: int = 20
    start: int = 0


@dataclass(frozen=True)
class ScenarioRule:
    """A special rule of the scenario: on `trigger` (TRIGGERS), if `conditions`, play `effects`."""

    trigger: str
    effects: tuple[Term, ...]
    conditions: tuple[Term, ...] = ()
    text: str = ""


TRIGGERS = ("round_start", "round_end", "explore", "build", "event", "night")


@dataclass(frozen=True)
class Scenario:
    id: str
    title: str
    island: Island
    characters: tuple[Character, ...]  # castaways and helpers
    events: tuple[EventCard, ...]
    wreckage: Wreckage
    adventures: tuple[AdventureCard, ...]
    mysteries: tuple[MysteryCard, ...]
    beasts: tuple[BeastCard, ...]
    inventions: tuple[Invention, ...]  # the invention deck (starting ones flagged) and personal ones
    items: tuple[StartingItem, ...]
    discoveries: tuple[Discovery, ...]
    rounds: int = 12
    weather: tuple[tuple[str, ...], ...] = ()  # per round (index 0 = round 1): weather dice rolled
    goal: Goal = Goal(())
    special_discoveries: tuple[Discovery, ...] = ()
    scenario_inventions: tuple[Invention, ...] = ()
    book: tuple[Term, ...] = ()  # a book-icon event card's meaning
    totem: tuple[Term, ...] = ()  # an explored totem tile's meaning
    mystery_icon: tuple[Term, ...] = ()  # an explored mystery-icon tile's meaning
    rules: tuple[ScenarioRule, ...] = ()
    tracks: tuple[ScenarioTrack, ...] = ()
    victory_points: tuple[tuple[str, int], ...] = ()  # (what is counted, points each): the results diary
    event_book: int = 0  # book-icon event cards in the deck (0: ceil(rounds / 2))
    event_adventure: int = 0  # adventure-icon ones (0: ceil(rounds / 2))
    start_tile: str = ""  # the island tile laid with the camp (the rulebook's number 8)
    start_terrains: tuple[str, ...] = ("beach",)  # explored from the start
    starting_items: int = 2
    board_inventions: int = 5  # random inventions laid beside the starting ones
    friday: tuple[int, ...] = (1, 2)  # player counts Friday plays at
    dog: tuple[int, ...] = (1,)  # player counts the dog plays at
    small_game_characters: tuple[str, ...] = ()  # the castaways drawn from at 1 and 2 players
    player_counts: tuple[int, ...] = (1, 2, 3, 4)
    seats: tuple[str, ...] = ()  # fixed castaway per seat (empty: drawn at setup from the seed)
    version: str = ""  # the scenario file's `version` (reports name the adventure they played)
    digest: str = ""  # sha-256 of the files it is built from (a report's adventure digest)
    plot: str = ""
    text: str = ""
    source: Source = field(default=Source(), compare=False)
    ruleset: str = RULESET_ID  # the generic tools find the game of a resolved model by it (`engine.core.ruleset.of`)

    @property
    def players(self) -> tuple[int, int]:
        """(fewest, most) players (`Ruleset.player_counts` reads `player_counts`)."""
        return min(self.player_counts), max(self.player_counts)

    @property
    def modes(self) -> tuple[str, ...]:
        """The modes it plays, from its player counts: cooperative with 2 or more players, solo with 1 (the
        generic seam reads a model's `modes`: export's --mode, the F5 and Ctrl+F5 dialogs)."""
        return tuple(m for m, fits in (("cooperative", max(self.player_counts) > 1), ("solo", 1 in self.player_counts))
                     if fits)

    def weather_of(self, round_no: int) -> tuple[str, ...]:
        """The weather dice of a round (1-based; rounds past the schedule roll none)."""
        return self.weather[round_no - 1] if 0 < round_no <= len(self.weather) else ()

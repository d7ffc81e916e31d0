"""The playable model of a Haze Islands adventure: frozen, picklable, built from checked content.

Four kinds of file make one adventure (schemas/haze-islands/):

- `map-cards`: the icons the deck speaks of (each a crew, spell or loot icon) and the map cards, each
  a location of the board and a unit of time: kind (island, dead end, cursed), icon, raid number, its
  three open edges (bottom, left, right: diamonds 0-2, gold or red, a scout triangle or not) and its
  four corners (a skull of fate or not);
- `adventure-cards`: each a tale with a double-icon side, a single-icon side (the icons it needs and
  what it scores), the special order its double side grants and the edge its sea side opens;
- `doom-cards`: The Doom's health, each card with two sides (the icons needed to attack, the score);
- `adventure`: the scenario (player counts, modes and their thresholds, rounds, The Doom's start and
  step, hand limit, pirates, cards held back, titles, short game and Titan mode), naming the three
  decks by id.

Every number the rulebook fixes is a field of `Rules` with the rulebook's value as its default.

Geometry. A location is a square cell (x, y) of an unbounded grid, x to the east, y to the south. A
placed map card has a `rotation` r in 0..3: the side its *bottom* edge faces is `SIDES[(2 + r) % 4]`
(r = 0: the card is upright, its bottom faces south). `engine.core.placed` (the kit's board of
placed cards) turns card-local edges into board sides.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

RULESET_ID = "haze-islands"
MODES = ("friendly", "competitive", "solo", "cooperative")
TEAM_MODES = ("solo", "cooperative")  # every seat wins or loses together
CATEGORIES = ("crew", "spell", "loot")
CARD_KINDS = ("island", "dead-end", "cursed")
COLOURS = ("gold", "red")
LOCAL_EDGES = ("bottom", "left", "right")  # the three open edges of a map card; its top is covered
CORNERS = ("top-left", "top-right", "bottom-right", "bottom-left")  # the corners of a card's face
SIDES = ("north", "east", "south", "west")  # board sides, clockwise
ADVENTURE_SIDES = ("double", "single", "sea")  # what an adventure card under a location shows

# The special orders: a closed vocabulary, each implemented once (rules.md: "Special orders").
# `icon-counts-double` takes the icon it doubles (`SpecialOrder.icon`), so 16 kinds make the 18 orders.
ORDER_KINDS = (
    "look-and-reorder",      # look at your map deck and put it back in any order
    "sail-from-hand",        # sail paying the diamonds with cards from your hand
    "move-ship-anywhere",    # move your ship to any location no ship is at
    "move-pirate",           # move 1 of your deployed pirates to any location
    "return-pirate",         # return 1 deployed pirate to your supply
    "recover-pirate",        # return 1 pirate lost to damage to your supply
    "rotate-adventure",      # rotate the adventure card at your location (double <-> single)
    "flip-adventure",        # flip the adventure card at your location (to sea, or sea to its double side)
    "swap-adventures",       # swap two adventure cards in play
    "doom-ignores-you",      # The Doom does not target you this round
    "doom-stays",            # The Doom does not move this round
    "move-doom",             # move The Doom to a location next to it
    "lower-doom",            # The Doom's die (and the round) one lower
    "icon-counts-double",    # one of your icons of `icon` pays for two
    "keep-attack-cards",     # keep 2 of the hand cards you spent on an attack
    "ignore-skull",          # a revealed skull of fate does not fail you
)


@dataclass(frozen=True)
class Icon:
    id: str
    title: str
    category: str  # one of CATEGORIES


@dataclass(frozen=True)
class Edge:
    """One open edge of a map card (or the edge an adventure card's sea side opens)."""

    diamonds: int = 1  # 0 to 2; between two locations the two facing edges' diamonds add up
    colour: str = "gold"  # players sail and scout only across gold; The Doom crosses red too
    triangle: bool = False  # a scout triangle: a new location may be scouted beyond it


@dataclass(frozen=True)
class MapCard:
    id: str
    title: str
    kind: str  # one of CARD_KINDS
    icon: str  # an Icon id
    raid: int  # cards drawn by a raid here
    bottom: Edge
    left: Edge
    right: Edge
    skulls: tuple[bool, bool, bool, bool]  # per CORNERS; a cursed card has all four
    text: str = ""

    def edge(self, local: str) -> Edge:
        return getattr(self, local)


@dataclass(frozen=True)
class Requirement:
    """What one side of an adventure or Doom card needs and what it scores in a captain's log."""

    needs: tuple[str, ...]  # icon ids, one entry per icon to spend (repeats allowed)
    score: int


@dataclass(frozen=True)
class SpecialOrder:
    kind: str  # one of ORDER_KINDS
    icon: str = ""  # `icon-counts-double` only: the icon it doubles


@dataclass(frozen=True)
class AdventureCard:
    id: str
    title: str
    double: Requirement
    single: Requirement
    order: SpecialOrder  # granted by completing the double side; used, the card scores `Rules.used_order_score`
    sea: Edge  # the top edge of the location once the card shows its sea side
    text: str = ""


@dataclass(frozen=True)
class DoomCard:
    id: str
    title: str
    sides: tuple[Requirement, Requirement]  # side 0 and side 1; setup turns each card to a random side
    text: str = ""


@dataclass(frozen=True)
class Title:
    icons: int  # the title is earned from this many icons on
    name: str
    text: str = ""


@dataclass(frozen=True)
class Cost:
    """Icons an action spends: `count` icons of `category` (all of one icon when `same`)."""

    category: str
    count: int
    same: bool


@dataclass(frozen=True)
class Rules:
    """Every number the rulebook fixes, with its value as the default (a designer's variant changes them)."""

    rounds: int = 6
    short_rounds: int = 3  # the short game (3 players only)
    doom_start: int = 1  # The Doom's die at setup
    doom_step: int = 1  # added at each round end
    short_doom_step: int = 2
    final_power: int = 7  # The Doom's power in the last round's Doom step
    hand_limit: int = 3
    pirates: int = 3  # per player, in the supply at setup
    held_back: tuple[str, ...] = ("dead-end", "cursed")  # card kinds that start in the discard pile (round 2 on)
    solo_icons: int = 30  # solo: defeat The Doom and score this many
    cooperative_icons: int = 40  # cooperative: survive, defeat The Doom and score this many together
    attack_damage: int = 1
    attack_cost: Cost = Cost("spell", 2, True)  # attack a ship: 2 of one spell
    hijack_cost: Cost = Cost("crew", 2, False)  # hijack: any 2 crew
    used_order_score: int = 1  # a used special order turns its card to an X icon worth this
    keep_attack_cards: int = 2  # the `keep-attack-cards` order keeps this many spent cards
    short_game: bool = False  # play `short_rounds` rounds, The Doom stepping by `short_doom_step`
    titan: bool = False  # the complete action's time card reveals your fate first


#: the `rules:` fields a team mode may set for itself (`mode_rules:`), and the Doom deck (`doom`)
MODE_RULES = ("rounds", "doom_start", "doom_step", "final_power", "hand_limit", "pirates", "attack_damage",
              "solo_icons", "cooperative_icons")


@dataclass(frozen=True)
class ModeRules:
    """What one team mode plays with instead of the adventure's shared numbers and Doom deck.

    The rulebook's solo and cooperative games share the competitive game's Doom, so a team game can
    be unwinnable for every bot while the competitive one is fine; `mode_rules:` lets a designer
    tune one mode without touching the others (the idea of Isles of Terror's `setup.modes`).
    """

    mode: str
    rules: Rules  # the adventure's rules with the mode's fields written over them
    doom_cards: tuple[DoomCard, ...] = ()  # () keeps the adventure's Doom deck
    doom_cards_id: str = ""


@dataclass(frozen=True)
class HazeAdventure:
    """One Haze Islands adventure with everything a game of it needs."""

    id: str
    title: str
    version: str
    digest: str  # sha-256 of the files it is built from
    file: str
    player_counts: tuple[int, ...]  # 1 to 3
    modes: tuple[str, ...]
    icons: tuple[Icon, ...]
    map_cards: tuple[MapCard, ...]
    adventure_cards: tuple[AdventureCard, ...]
    doom_cards: tuple[DoomCard, ...]
    rules: Rules = field(default_factory=Rules)
    titles: tuple[Title, ...] = ()
    author: str = ""
    background: str = ""
    map_cards_id: str = ""
    adventure_cards_id: str = ""
    doom_cards_id: str = ""
    mode_rules: tuple[ModeRules, ...] = ()  # per team mode, what it plays with instead (`for_mode`)
    ruleset: str = RULESET_ID
    _by_id: dict = field(default=None, init=False, repr=False, compare=False, hash=False)

    @property
    def players(self) -> tuple[int, int]:
        """(fewest, most) players (`Ruleset.player_counts` reads `player_counts` for which in between)."""
        return min(self.player_counts), max(self.player_counts)

    def __post_init__(self) -> None:
        # id -> card, built once: a frozen model's cards never change, and the engine asks often
        object.__setattr__(self, "_by_id", {kind: {c.id: c for c in cards} for kind, cards in (
            ("icon", self.icons), ("map", self.map_cards), ("adventure", self.adventure_cards),
            ("doom", self.doom_cards))})

    def for_mode(self, mode: str) -> HazeAdventure:
        """The adventure as `mode` plays it: itself, or a copy with the mode's rules and Doom deck.

        A mode without `mode_rules` gets this very model, so competitive and friendly games (and
        every adventure without the block) are dealt and played exactly as before.
        """
        for entry in self.mode_rules:
            if entry.mode == mode:
                return replace(self, rules=entry.rules, doom_cards=entry.doom_cards or self.doom_cards,
                               doom_cards_id=entry.doom_cards_id or self.doom_cards_id, mode_rules=())
        return self

    def icon(self, icon_id: str) -> Icon:
        return self._by_id["icon"][icon_id]

    def map_card(self, card_id: str) -> MapCard:
        return self._by_id["map"][card_id]

    def adventure_card(self, card_id: str) -> AdventureCard:
        return self._by_id["adventure"][card_id]

    def doom_card(self, card_id: str) -> DoomCard:
        return self._by_id["doom"][card_id]

    def rounds(self) -> int:
        return self.rules.short_rounds if self.rules.short_game else self.rules.rounds

    def doom_step(self) -> int:
        return self.rules.short_doom_step if self.rules.short_game else self.rules.doom_step


"""A hand-made Cursed Island state with every field of the engine's facade (docs: CURSED.md's facade),
for the planning board's own tests: a small island, two castaways and Friday, the wreckage and one
event card on the threat slots, and a planning stage whose legal list is the rule of thumb below
(not the engine's planning: the view never decides what is legal, it only shows and keys it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island import model

TILES = (
    model.Tile("t-cove", 8, "Cove", "beach", sources=("food",)),
    model.Tile("t-ridge", 3, "Ridge", "hills", sources=("food", "wood"), beast=True, discoveries=1),
    model.Tile("t-pass", 5, "High Pass", "mountains", sources=("wood",), totem=True, shelter=True),
)
SPACES = tuple(model.Space(f"s{i}", cell) for i, cell in enumerate(
    [(0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (2, -1), (1, 1)]))
ISLAND = model.Island("isle", "Sample isle", SPACES, "s0", TILES)
SKILLS = (model.Skill("sk-fire", "Kindle", 2, (Term("morale", {"count": 1}),)),
          model.Skill("sk-scout", "Scout", 2, (Term("scout_tiles", {"draw": 2}),)))
CHARACTERS = (
    model.Character("cook", "Cook", invention="stew-pot", skills=SKILLS),
    model.Character("carpenter", "Carpenter", invention="snare"),
    model.Character("friday", "Friday", life=4, morale_marks=(), helper="friday"),
)
EVENTS = (model.EventCard("ev-storm", "Gathering Storm", "build", action=model.ThreatAction(pawns=1, cost=(("wood", 1),))),)
WRECK = model.Wreckage("wreck", "Wreck on the Reef", (Term("gain", {"wood": 1}),), (Term("gain", {"wood": 2}),))
INVENTIONS = (model.Invention("rope", "Rope", terrains=("hills",), starting=True),
              model.Invention("knife", "Knife", terrains=("mountains",), starting=True),
              model.Invention("stew-pot", "Stew Pot", terrains=("beach",)),
              model.Invention("snare", "Snare", items=("rope",)))
ITEMS = (model.StartingItem("flask", "Flask", (Term("heal", {"count": 1, "who": "actor"}),)),)
SCENARIO = model.Scenario(
    "wreck-sample", "Sample wreck", ISLAND, CHARACTERS, EVENTS, WRECK, (), (), (), INVENTIONS, ITEMS, (),
    rounds=6, weather=((), (), ("rain",), ("rain", "winter"), ("rain", "winter", "animals"), ("rain", "winter")),
    tracks=(model.ScenarioTrack("pyre", "Wood pile", 0, 5, 0),))


@dataclass
class Pawn:
    id: str
    person: int
    kind: str = "player"
    actions: tuple = model.ACTIONS
    supports_only: bool = False


@dataclass
class Person:
    character: str
    seat: int
    wounds: int = 0
    determination: int = 0
    alive: bool = True
    used: frozenset = frozenset()


@dataclass
class HandState:
    """The facade's fields; `legal_actions` plans pawn by pawn (the first unassigned pawn) over every
    field the board draws, except explore beyond the camp's neighbours and the shelter's levels."""

    game: object = None
    round: int = 4
    phase: str = "action"
    stage: str = "plan"
    actor: int = 0
    first: int = 0
    people: list = field(default_factory=lambda: [Person("cook", 0, wounds=3, determination=2,
                                                         used=frozenset({"sk-fire"})),
                                                  Person("carpenter", 1, wounds=5),
                                                  Person("friday", -1, wounds=1)])
    morale: int = 1
    levels: dict = field(default_factory=lambda: {"roof": 1, "palisade": 0, "weapon": 2})
    shelter: bool = True
    camp: str = "s0"
    tiles: dict = field(default_factory=lambda: {"s0": "t-cove", "s1": "t-ridge", "s5": "t-pass"})
    inaccessible: set = field(default_factory=lambda: {"s5"})
    exhausted: set = field(default_factory=lambda: {("s1", "food")})
    available: dict = field(default_factory=lambda: {"food": 2, "wood": 3, "fur": 0, "preserved": 0})
    future: dict = field(default_factory=lambda: {"food": 1, "wood": 0, "fur": 1, "preserved": 0})
    discoveries: list = field(default_factory=list)
    items: dict = field(default_factory=lambda: {"rope": 1})
    future_items: list = field(default_factory=list)
    board_inventions: list = field(default_factory=lambda: ["knife", "snare"])
    starting_items: dict = field(default_factory=lambda: {"flask": 1})
    treasures: list = field(default_factory=list)
    threat: list = field(default_factory=lambda: ["wreck", "ev-storm"])
    tokens: set = field(default_factory=lambda: {("reroll", "gather"), ("adventure", "s1")})
    weather_tokens: dict = field(default_factory=lambda: {"rain": 1, "winter": 0, "storm": 0, "animals": 0})
    pawns: list = field(default_factory=lambda: [Pawn("cook-1", 0), Pawn("cook-2", 0), Pawn("carpenter-1", 1),
                                                 Pawn("carpenter-2", 1), Pawn("friday", 2, kind="friday")])
    plan: list = field(default_factory=list)
    apart: set = field(default_factory=set)  # no separate attempts in these hand-made plans
    tracks: dict = field(default_factory=lambda: {"pyre": 2})
    hunt_deck: list = field(default_factory=lambda: ["boar"])
    winners: list = field(default_factory=list)
    loss: object = None
    events: list = field(default_factory=list)
    decisions: list = field(default_factory=list)

    def __post_init__(self):
        if self.game is None:
            self.game = SimpleNamespace(scenario=SCENARIO, num_players=2, mode="cooperative", seed=1,
                                        seat_names=lambda: ["Seat 1", "Seat 2"])

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def current_player(self) -> int:
        return self.actor

    def legal_actions(self) -> list:
        if self.phase != "action" or self.stage != "plan":
            return []
        placed = {p for p, _, _ in self.plan}
        free = [p for p in self.pawns if p.id not in placed]
        if not free:
            return [("commit",)]
        pawn = free[0]
        fields = [("threat", c) for c in self.threat if c] + [("hunt", "")]
        fields += [("build", t) for t in ("shelter", "roof", "roof:fur", "weapon", "knife")]
        fields += [("gather", "s0:food"), ("gather", "s1:wood"), ("explore", "s2"), ("explore", "s6")]
        fields += [("camp", ""), ("rest", "")]
        return [("assign", pawn.id, a, t) for a, t in fields if a in pawn.actions]

    def apply_action(self, action) -> None:
        assert action in self.legal_actions(), action
        self.decisions.append(action)
        if action[0] == "assign":
            self.plan.append(tuple(action[1:]))
        else:
            self.stage = "resolve"

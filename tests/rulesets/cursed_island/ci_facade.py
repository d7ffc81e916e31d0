"""A hand-built Cursed Island position on the facade of CURSED.md, for the bots' and reports' unit tests.

Only what the facade names (people, pawns, plan, levels, resources, threat, tiles, ...) on a small model
built from model.py's dataclasses: the bots read nothing else, so their choices are checked here with
exact values, before and beside the engine's own states.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island import model as m
from engine.rulesets.cursed_island.people import Pawn, Person

# a camp at (0, 0) and its six neighbours, one ring further east
SPACES = (("camp", (0, 0)), ("n1", (1, 0)), ("n2", (1, -1)), ("n3", (0, -1)), ("n4", (-1, 0)), ("n5", (-1, 1)),
          ("n6", (0, 1)), ("far", (2, 0)))
TILES = (m.Tile("start", 8, "Landing", "beach", sources=("food",)),
         m.Tile("woods", 2, "Woods", "hills", sources=("wood",)),
         m.Tile("creek", 3, "Creek", "river", sources=("food", "wood")),
         m.Tile("cave", 4, "Cave", "mountains", sources=(), shelter=True))
CHARACTERS = (m.Character("cook", "Cook", life=10, invention="pot"), m.Character("smith", "Smith", life=10),
              m.Character("scout", "Scout", life=10), m.Character("friday", "Friday", life=4, helper="friday"))
EVENTS = (m.EventCard("storm-warning", "Storm warning", "book", threat=(Term("wound", {"count": 1, "who": "all"}),),
                      action=m.ThreatAction(pawns=1, reward=(Term("determination", {"count": 1}),))),
          m.EventCard("gnats", "Gnats", "gather", threat=(Term("determination", {"count": -1}),),
                      action=m.ThreatAction(pawns=2)))
INVENTIONS = (m.Invention("pot", "Pot", terrains=("beach",)),
              m.Invention("knife", "Knife", terrains=("hills",)),
              m.Invention("pyre", "Pyre", items=("knife",), cost=(("wood", 2),),
                          effects=(Term("scenario_track", {"track": "pile", "by": 1}),), multiple=True))


def scenario(weather=(), goal=(), rounds=12) -> m.Scenario:
    island = m.Island("isle", "Isle", tuple(m.Space(s, c) for s, c in SPACES), "camp", TILES)
    return m.Scenario("test", "Test", island, CHARACTERS, EVENTS,
                      m.Wreckage("crates", "Crates", small=(Term("gain", {"food": 1}),),
                                 large=(Term("gain", {"food": 2, "wood": 1}),)),
                      (), (), (), INVENTIONS, (), (), rounds=rounds, weather=weather, goal=m.Goal(tuple(goal)),
                      tracks=(m.ScenarioTrack("pile", "Pile", high=5),))


@dataclass
class Facade:
    """The facade's fields (CURSED.md), settable one by one; `legal` is what `legal_actions` answers."""

    game: object
    round: int = 1
    phase: str = "action"
    first: int = 0
    people: list = field(default_factory=list)
    pawns: list = field(default_factory=list)
    plan: list = field(default_factory=list)
    apart: set = field(default_factory=set)
    morale: int = 0
    levels: dict = field(default_factory=lambda: {"roof": 0, "palisade": 0, "weapon": 0})
    shelter: bool = False
    camp: str = "camp"
    tiles: dict = field(default_factory=lambda: {"camp": "start"})
    inaccessible: set = field(default_factory=set)
    exhausted: set = field(default_factory=set)
    available: dict = field(default_factory=lambda: {"food": 0, "preserved": 0, "wood": 0, "fur": 0})
    future: dict = field(default_factory=lambda: {"food": 0, "preserved": 0, "wood": 0, "fur": 0})
    items: dict = field(default_factory=dict)
    board_inventions: list = field(default_factory=list)
    future_items: list = field(default_factory=list)
    treasures: list = field(default_factory=list)
    mods: dict = field(default_factory=dict)
    tile_stack: list = field(default_factory=lambda: ["woods", "creek", "cave"])
    threat: list = field(default_factory=lambda: [None, None])
    tokens: set = field(default_factory=set)
    weather_tokens: dict = field(default_factory=lambda: {"rain": 0, "winter": 0, "storm": 0, "animals": 0})
    tracks: dict = field(default_factory=dict)
    hunt_deck: list = field(default_factory=list)
    winners: tuple = ()
    loss: object = None
    events: list = field(default_factory=list)
    legal: list = field(default_factory=list)
    terminal: bool = False

    def is_terminal(self) -> bool:
        return self.terminal

    def legal_actions(self) -> list:
        return list(self.legal)


def neighbours(model) -> dict[str, tuple[str, ...]]:
    cells = {s.cell: s.id for s in model.island.spaces}
    return {s.id: tuple(cells[(s.cell[0] + dq, s.cell[1] + dr)] for dq, dr in m.HEX_STEPS
                        if (s.cell[0] + dq, s.cell[1] + dr) in cells) for s in model.island.spaces}


def position(players: int = 2, **fields) -> Facade:
    """`players` castaways (cook, smith, scout in seat order) with two pawns each, on the test island."""
    model = fields.pop("model", None) or scenario()
    game = SimpleNamespace(scenario=model, num_players=players, mode="cooperative",
                           characters={c.id: c for c in model.characters}, tiles={t.id: t for t in model.island.tiles},
                           events={c.id: c for c in model.events},
                           inventions={c.id: c for c in (*model.inventions, *model.scenario_inventions)},
                           spaces={s.id: s for s in model.island.spaces}, neighbours=neighbours(model),
                           personal={c.invention: c.id for c in model.characters if c.invention})
    people = [Person(c.id, seat) for seat, c in enumerate(CHARACTERS[:players])]
    pawns = [Pawn(f"{c.id}-{k}", seat, "player", m.ACTIONS) for seat, c in enumerate(CHARACTERS[:players])
             for k in (1, 2)]
    state = Facade(game=game, people=people, pawns=pawns)
    for key, value in fields.items():
        setattr(state, key, value)
    return state


def assigns(state, *groups) -> list:
    """The ("assign", pawn, action, target) of the first unassigned pawn for each (action, target)."""
    placed = {p for p, _, _ in state.plan}
    pawn = next(p.id for p in state.pawns if p.id not in placed)
    return [("assign", pawn, action, target) for action, target in groups]

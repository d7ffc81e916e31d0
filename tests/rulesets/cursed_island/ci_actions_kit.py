"""A small Cursed Island scenario built in code for the action phase's tests (ci-actions), and a game
of it stopped at planning with the fields a test sets.

The island: the camp space "c" at (0, 0) with its six neighbours n0..n5 (`model.HEX_STEPS` order) and
three spaces two steps out: "f0" (2, 0) beyond n0, "f1" (2, -2) beyond n1, "f5" (0, 2) beyond n5.
Tiles: "start" (beach, food) on the camp; "hills" (wood, a beast, 1 discovery), "river" (food and
wood, natural shelter), "plains" (food, totem), "peak" (mountains, wood, mystery icon) in the stack.
"""

from __future__ import annotations

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island.game import Game
from engine.rulesets.cursed_island.model import (
    AdventureCard,
    BeastCard,
    Character,
    Discovery,
    EventCard,
    Invention,
    Island,
    MysteryCard,
    Scenario,
    Skill,
    Space,
    StartingItem,
    ThreatAction,
    Tile,
    Wreckage,
)


def T(name, args=True):
    return Term(name, args)


SPACES = (Space("c", (0, 0)), Space("n0", (1, 0)), Space("n1", (1, -1)), Space("n2", (0, -1)),
          Space("n3", (-1, 0)), Space("n4", (-1, 1)), Space("n5", (0, 1)),
          Space("f0", (2, 0)), Space("f1", (2, -2)), Space("f5", (0, 2)))
TILES = (
    Tile("start", 8, "Start", "beach", ("food",)),
    Tile("hills", 1, "Hills", "hills", ("wood",), beast=True, discoveries=1),
    Tile("river", 2, "River", "river", ("food", "wood"), shelter=True),
    Tile("plains", 3, "Plains", "plains", ("food",), totem=True),
    Tile("peak", 4, "Peak", "mountains", ("wood",), mystery=True),
)
ISLAND = Island("isle", "Isle", SPACES, "c", TILES)

CHARACTERS = (
    Character("cook", "Cook", invention="pot",
              skills=(Skill("taste", "Taste", 2, (T("reroll", "grey"),)),)),
    Character("carpenter", "Carpenter", invention="sled",
              skills=(Skill("craft", "Craft", 2, (T("reroll", "brown"),)),)),
    Character("explorer", "Explorer", skills=(Skill("scout", "Scout", 2, (T("reroll", "green"),)),)),
    Character("soldier", "Soldier"),
    Character("friday", "Friday", life=6, helper="friday"),
    Character("dog", "Dog", helper="dog", pawn_actions=("hunt", "explore"), supports_only=True),
)
EVENTS = tuple(
    [EventCard("watch", "Watch", "book", action=ThreatAction(1, needs=(Term("level_at_least", {"track": "weapon", "min": 2}),),
                                                             reward=(Term("determination", {"count": 2}),)))]
    + [EventCard("fence", "Fence", "build", action=ThreatAction(1, cost=(("wood", 1),),
                                                                reward=(Term("gain", {"fur": 1}),)))]
    + [EventCard("haul", "Haul", "gather", action=ThreatAction(2, reward=(Term("gain", {"wood": 2}),)))]
    + [EventCard(f"ev{i}", f"Event {i}", "book" if i % 2 else "explore") for i in range(10)]
)
WRECK = Wreckage("crates", "Crates", small=(Term("gain", {"food": 1}),), large=(Term("gain", {"food": 2, "wood": 1}),))
ADVENTURES = (
    AdventureCard("adv-build", "Splinter", "build", effects=(Term("wound", {"count": 1}),)),
    AdventureCard("adv-gather", "Bees", "gather", effects=(Term("gain", {"food": 1}),)),
    AdventureCard("adv-explore", "Omen", "explore", effects=(Term("shuffle_into_events", True),)),
)
BEASTS = (BeastCard("boar", "Boar", 2, weapon_loss=1, food=2, fur=1),)
INVENTIONS = (
    Invention("knife", "Knife", terrains=("mountains",), passives=(("weapon_level", 1),), starting=True),
    Invention("basket", "Basket", terrains=("beach",), passives=(("gather_bonus", 1),), starting=True),
    Invention("rope", "Rope", terrains=("plains",), starting=True),
    Invention("bow", "Bow", items=("knife",), cost=(("wood", 1),), starting=True),
    Invention("map", "Map", passives=(("extra_pawn", "explore"),), starting=True),
    Invention("bed", "Bed", cost=(("fur", 1),), passives=(("rest_heal", 2), ("rest_determination", 1)), starting=True),
    Invention("dam", "Dam", terrains=("river",), effects=(Term("gain", {"preserved": 2}),), starting=True),
    Invention("pot", "Pot", cost=(("wood", 1),)),
    Invention("sled", "Sled"),
)
SCENARIO_INVENTIONS = (Invention("pyre", "Pyre", cost=(("wood", 1),), multiple=True,
                                 effects=(Term("scenario_track", {"track": "pile", "by": 1}),)),)


def scenario(**changes) -> Scenario:
    from dataclasses import replace

    from engine.rulesets.cursed_island.model import ScenarioTrack
    base = Scenario(
        "test-isle", "Test isle", ISLAND, CHARACTERS, EVENTS, WRECK, ADVENTURES,
        (MysteryCard("gem", "Gem", "treasure"),), BEASTS, INVENTIONS,
        (StartingItem("flask", "Flask", (Term("heal", {"count": 1}),)),), (Discovery("herb", "Herb"), Discovery("flint", "Flint")),
        rounds=12, start_tile="start", scenario_inventions=SCENARIO_INVENTIONS, board_inventions=0,
        totem=(Term("morale", 1),), mystery_icon=(Term("determination", {"count": 1}),),
        tracks=(ScenarioTrack("pile", "Pile"),), seats=("cook", "carpenter", "explorer", "soldier"),
        friday=(1, 2), dog=(1,))
    return replace(base, **changes)


def game(players: int = 3, **changes) -> Game:
    return Game(scenario(**changes), players=players)


def planning(players: int = 3, seed: int = 1, **changes):
    """A game at round 1's planning (the stage "plan")."""
    state = game(players, **changes).new_initial_state(seed)
    assert state.stage == "plan", state.stage
    return state


def replan(state) -> None:
    """Start the planning again after a test changed the state (pawns dealt anew)."""
    from engine.rulesets.cursed_island import action
    state.stage = None
    action.plan(state, ("plan",))
    state._legal = None


def planned(players: int = 3, island=None, scenario=None, **fields):
    """Round 1's planning with `fields` set on the state and the planning started again: a test's
    position. `island` and `scenario` (a mapping) change the tiny scenario."""
    changes = dict(scenario or {})
    if island is not None:
        changes["island"] = island
    state = planning(players, **changes)
    for name, value in fields.items():
        setattr(state, name, value)
    replan(state)
    return state


def stock(**res) -> dict:
    """The team's available resources: the ones named, every other kind 0."""
    return {"food": 0, "preserved": 0, "wood": 0, "fur": 0, **res}


def options(state, verb="assign") -> list:
    return [a for a in state.legal_actions() if a[0] == verb]


def targets(state, action_name) -> list:
    return [a[3] for a in state.legal_actions() if a[0] == "assign" and a[2] == action_name]


def dice(build=(0, 6, 0), gather=(0, 6, 0), explore=(0, 6, 0)):
    """An island whose action dice show fixed outcomes: (wound faces, success faces, adventure faces)
    of 6 each (0 or 6 make a die certain)."""
    from dataclasses import replace

    from engine.rulesets.cursed_island.model import Dice
    return replace(ISLAND, action_dice=tuple((a, Dice(*f)) for a, f in
                                             (("build", build), ("gather", gather), ("explore", explore))))


def place(state, *plan) -> None:
    """Assign the next pawns, in order, to (action, target) pairs (each must be listed)."""
    from engine.rulesets.cursed_island.planning import next_pawn
    for action, target in plan:
        pawn = next_pawn(state)
        move = ("assign", pawn.id, action, target)
        assert move in state.legal_actions(), (move, state.legal_actions())
        state.apply_action(move)


def rest_all(state) -> None:
    """Place every pawn left: castaways and Friday rest, supporting pawns stay out."""
    from engine.rulesets.cursed_island.planning import next_pawn
    while (pawn := next_pawn(state)) is not None:
        state.apply_action(("assign", pawn.id, "", "") if pawn.supports_only else ("assign", pawn.id, "rest", ""))


def resolve(state) -> None:
    """Commit the plan and resolve the action phase only: the queue then halts (stage "halt") so the
    test reads the state as the phase left it (before weather and night)."""
    rest_all(state)
    state.todo[:] = [("resolve",), ("reask", "halt", state.first)]
    state.apply_action(("commit",))

"""A hand-built Haze Islands model for the engine's tests (no content files needed).

`build(**rules)` gives a full adventure of 27 map cards (18 islands, 6 dead ends, 3 cursed; 3 of
each of the 9 icons), 18 adventure cards (one of each special order, the icon-doubling order three
times) and 6 Doom cards, with varied edges, raids and skulls, and the rules given as overrides.
Tests that need an exact position build it with `position(...)` on top of a dealt state.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.knowledge import KnownDeck
from engine.core.placed import Board
from engine.rulesets.haze_islands.model import (
    ORDER_KINDS,
    AdventureCard,
    DoomCard,
    Edge,
    HazeAdventure,
    Icon,
    MapCard,
    Requirement,
    Rules,
    SpecialOrder,
)

CREW = ("gunner", "bosun")
SPELLS = ("tempest", "cinder", "maelstrom")
LOOT = ("doubloons", "pearls", "rum", "charts")
ICONS = CREW + SPELLS + LOOT


def _edge(n: int, colour: str = "gold", triangle: bool = True) -> Edge:
    return Edge(diamonds=n % 3, colour=colour, triangle=triangle)


def map_cards() -> tuple[MapCard, ...]:
    cards = []
    for i in range(18):
        icon = ICONS[i % 9]
        cards.append(MapCard(
            id=f"isle-{i:02d}", title=f"Isle {i}", kind="island", icon=icon, raid=1 + i % 3,
            bottom=_edge(i, triangle=True), left=_edge(i + 1, triangle=i % 2 == 0),
            right=_edge(i + 2, triangle=i % 3 != 0),
            skulls=tuple(k == i % 4 for k in range(4))))
    for i in range(6):
        cards.append(MapCard(
            id=f"dead-{i}", title=f"Dead end {i}", kind="dead-end", icon=ICONS[i], raid=1,
            bottom=_edge(i), left=_edge(i + 1, colour="red", triangle=False), right=_edge(i + 2, triangle=False),
            skulls=tuple(k in (i % 4, (i + 2) % 4) for k in range(4))))
    for i in range(3):
        cards.append(MapCard(
            id=f"cursed-{i}", title=f"Cursed {i}", kind="cursed", icon=ICONS[6 + i], raid=1,
            bottom=_edge(1), left=_edge(2, colour="red", triangle=False), right=_edge(0, colour="red", triangle=False),
            skulls=(True, True, True, True)))
    return tuple(cards)


def adventure_cards() -> tuple[AdventureCard, ...]:
    kinds = [k for k in ORDER_KINDS if k != "icon-counts-double"]
    orders = [SpecialOrder(k) for k in kinds] + [SpecialOrder("icon-counts-double", s) for s in SPELLS]
    cards = []
    for i, order in enumerate(orders):
        a, b = ICONS[i % 9], ICONS[(i + 4) % 9]
        cards.append(AdventureCard(
            id=f"tale-{i:02d}", title=f"Tale {i}", double=Requirement((a, b), 2), single=Requirement((a,), 1),
            order=order, sea=Edge(diamonds=i % 2, triangle=i % 3 != 2)))
    return tuple(cards)


def doom_cards() -> tuple[DoomCard, ...]:
    cards = []
    for i in range(6):
        s1, s2 = SPELLS[i % 3], SPELLS[(i + 1) % 3]
        cards.append(DoomCard(id=f"doom-{i}", title=f"Doom {i}", sides=(
            Requirement((s1, s2, ICONS[i % 2]), 3), Requirement((s1, s1, s2, LOOT[i % 4]), 4))))
    return tuple(cards)


def build(players=(1, 2, 3), modes=("friendly", "competitive", "solo", "cooperative"), **rules) -> HazeAdventure:
    icons = tuple(Icon(i, i.title(), "crew" if i in CREW else "spell" if i in SPELLS else "loot") for i in ICONS)
    return HazeAdventure(
        id="test-haze", title="Test Haze", version="1", digest="0" * 64, file="test.yaml",
        player_counts=tuple(players), modes=tuple(modes), icons=icons, map_cards=map_cards(),
        adventure_cards=adventure_cards(), doom_cards=doom_cards(), rules=Rules(**rules))


def position(state, *, board=None, adventures=None, decks=None, hands=None, ships=None, discard=None,
             doom_at=None, doom_deck=None, **attributes):
    """Set a dealt state to an exact position (cards not named stay where they are; conservation is the
    test's business). `board`: {cell: (card, rotation)}; `decks`: per seat, bottom first."""
    n = state.game.num_players
    if board is not None:
        state.board = Board()
        for cell, (card, rotation) in board.items():
            state.board.place(cell, card, rotation)
    if adventures is not None:
        state.adventures = dict(adventures)
    if decks is not None:
        state.decks = [KnownDeck(d, n) for d in decks]
    if discard is not None:
        state.discard = KnownDeck(discard, n)
    if hands is not None:
        state.hands = [list(h) for h in hands]
    if ships is not None:
        state.ships = list(ships)
    if doom_at is not None:
        state.doom_at = doom_at
    if doom_deck is not None:
        state.doom_deck = list(doom_deck)
    for name, value in attributes.items():
        setattr(state, name, value)
    state._legal = None
    return state


def with_rules(model: HazeAdventure, **rules) -> HazeAdventure:
    return replace(model, rules=replace(model.rules, **rules))


def dealt(mode: str = "competitive", players: int = 3, seed: int = 0, **rules):
    """A fresh state of the test model (rules overridden) in `mode` for `players` seats."""
    from engine.rulesets.haze_islands.game import Game
    return Game(build(**rules), players=players, mode=mode).new_initial_state(seed)


def play(state, *actions):
    """Apply `actions` in order (each must be legal)."""
    for action in actions:
        state.apply_action(action)
    return state


def kinds(state) -> list[str]:
    """The kinds of the events in the log, in order."""
    return [e.kind for e in state.log]


def at_turn(state, seat: int, first: int | None = None):
    """The state waiting for `seat`'s action (the window before it already passed)."""
    state.first = seat if first is None else first
    state.turn_of = state.actor = seat
    state.stage = "turn"
    state.todo = []
    state.ctx = {}
    state._legal = None
    return state


def in_window(state, seat: int, turn_of: int = 0):
    """The state asking `seat` in a special-order window before `turn_of`'s action."""
    at_turn(state, turn_of, first=state.first)
    state.stage = "window"
    state.actor = seat
    state.ctx = {"window": (seat,)}
    state.todo = [("act",)]
    return state


def holding(state, seat: int, *cards: str):
    """`seat` has completed these adventure cards' double sides and holds their orders."""
    model = state.game.adventure
    state.logs[seat] = [("adventure", card, 2) for card in cards]
    state.orders[seat] = [(card, model.adventure_card(card).order) for card in cards]
    state._legal = None
    return state


def two_player(seed: int = 0, mode: str = "competitive", **rules):
    """A 2-seat game at seat 0's first action, seat 0 first, on a one-location board: isle-00 upright
    at (0, 0) over tale-00 (double), both ships and The Doom there, decks and hands empty."""
    state = dealt(mode=mode, players=2, seed=seed, **rules)
    position(state, board={(0, 0): ("isle-00", 0)}, adventures={(0, 0): ("tale-00", "double")},
             decks=[[], []], hands=[[], []], ships=[(0, 0), (0, 0)], discard=[], doom_at=(0, 0))
    return at_turn(state, 0)

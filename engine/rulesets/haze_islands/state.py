"""A game of Haze Islands in progress: the mutable `State` behind `engine.core.protocols`.

The state holds the grown board (`board`, the kit's `placed.Board` of map card ids, and
`adventures`: cell -> (adventure card id, side shown)), the ships, pirates and statuses, each seat's
map deck (a `KnownDeck`: its previous player knows the cards it put on top), the hands, the captain's
logs and special orders, The Doom and its deck, and the game's progress.

Play is a queue of steps (`todo`): each step runs until it needs a decision, then sets `stage` and
waits; `apply_action` settles the decision and runs the queue again (`flow.run`). `legal_actions`
lists the decisions of the stage (`flow.legal`), the one source of what may be done. Actions are
tuples whose first item is a verb; the list is in docs/rules-haze-islands.md.
"""

from __future__ import annotations

import random

from engine.core.copytable import Copy, Field, listed
from engine.core.staged import StagedState, normalise

from . import flow, setup
from .hidden import determinize
from .prompts import action_text, prompt


def _cells_json(board) -> list:
    return [[list(cell), p.card, p.rotation] for cell, p in board.items()]


def _adventures_json(adventures: dict) -> list:
    return [[list(cell), card, side] for cell, (card, side) in sorted(adventures.items())]


def _sizes(decks) -> list:
    return [len(d) for d in decks]


def _cell(cell):
    return list(cell) if cell is not None else None


def _cells(cells) -> list:
    return [_cell(c) for c in cells]


def _deployed(deployed) -> list:
    return [sorted(list(c) for c in cells) for cells in deployed]


FIELDS: tuple[Field, ...] = (
    Field("game", Copy.SHARED), Field("seed", Copy.SHARED),
    Field("board", Copy.COPIED, "board", _cells_json), Field("adventures", Copy.DICT, "adventures", _adventures_json),
    Field("ships", Copy.LIST, "ships", _cells), Field("castaway_at", Copy.LIST, "castaway_at", _cells),
    Field("status", Copy.LIST, "status", listed), Field("supply", Copy.LIST, "supply", listed),
    Field("lost", Copy.LIST, "lost", listed), Field("removed", Copy.LIST, "removed", listed),
    Field("deployed", Copy.LIST_OF_LISTS, "deployed", _deployed),
    Field("decks", Copy.EACH_COPIED, "decks", _sizes), Field("discard", Copy.COPIED, "discard", len),
    Field("hands", Copy.LIST_OF_LISTS, "hands", lambda h: [len(x) for x in h]),
    Field("logs", Copy.LIST_OF_LISTS, "logs", lambda logs: [[list(e) for e in log] for log in logs]),
    Field("orders", Copy.LIST_OF_LISTS, "orders", lambda o: [[a for a, _ in x] for x in o]),
    Field("doom_at", Copy.SHARED, "doom_at", _cell), Field("doom_power", Copy.SHARED, "doom_power"),
    Field("doom_deck", Copy.LIST, "doom_deck", len), Field("adventure_deck", Copy.LIST, "adventure_deck", len),
    Field("round", Copy.SHARED, "round"), Field("first", Copy.SHARED, "first"), Field("turn_of", Copy.SHARED, "turn_of"),
    Field("turns", Copy.SHARED, "turns"), Field("ignoring", Copy.LIST, "ignoring", listed),
    Field("doom_stays", Copy.SHARED, "doom_stays"),
    Field("stage", Copy.SHARED, "stage"), Field("actor", Copy.SHARED, "actor"),
    Field("todo", Copy.LIST), Field("ctx", Copy.DICT), Field("log", Copy.LIST), Field("decisions", Copy.LIST),
    Field("result", Copy.SHARED, "result"), Field("winners", Copy.SHARED, "winners", listed),
    Field("rotations", Copy.SHARED),  # the ghost ships' rotate actions of this board (a tuple, rebuilt as it grows)
    Field("_legal", Copy.NONE),
)


class State(StagedState):
    FIELDS = FIELDS

    def __init__(self, game, seed: int = 0) -> None:
        self.game = game
        self.seed = seed
        self._rng = random.Random(seed)
        self._rng_state = None
        self._legal: list | None = None
        self.log: list = []
        self.decisions: list = []
        self.todo: list = []
        self.ctx: dict = {}
        self.stage = None
        self.actor = 0
        self.result = ""
        self.winners: tuple = ()
        self.turns = 0
        self.rotations = None
        setup.deal(self)
        flow.run(self)

    # -- what bots, reports and the board view read --------------------------------------------
    @property
    def events(self) -> list:
        """The event log (`engine.core.events.Event`s), also `log`."""
        return self.log

    @property
    def stats(self) -> dict:
        from .summary import stats
        return stats(self)

    def position(self, seat: int):
        """Where the seat is: its ship (survivor or ghost) or its castaway's pirate token."""
        ship = self.ships[seat]
        return ship if ship is not None else self.castaway_at[seat]

    def score(self, seat: int) -> int:
        """The icons in the seat's captain's log."""
        return sum(entry[2] for entry in self.logs[seat])

    def doom_cards(self, seat: int) -> int:
        return sum(1 for entry in self.logs[seat] if entry[0] == "doom")

    def pirates(self, seat: int) -> int:
        """Pirates deployed or in the supply (the second tie-breaker)."""
        return self.supply[seat] + len(self.deployed[seat])

    def icons_available(self, seat: int) -> list[str]:
        """The icons the seat could spend now: its hand cards' and its deployed pirates' locations'."""
        icon = self.game.icon
        return [icon[c] for c in self.hands[seat]] + [icon[self.board.at(c).card] for c in sorted(self.deployed[seat])]

    def order_seats(self) -> list[int]:
        """The seats in this round's turn order, the first player first."""
        n = self.game.num_players
        return [(self.first + i) % n for i in range(n)]

    # -- the protocol (the rest is the kit's StagedState) -----------------------------------------
    def stage_legal(self) -> list:
        return flow.legal(self)

    def stage_apply(self, action: tuple) -> None:
        flow.apply(self, action)
        flow.run(self)

    def determinize(self, player: int, rng: random.Random) -> State:
        return determinize(self, player, rng)

    def action_to_string(self, action, player: int | None = None) -> str:
        return action_text(self, normalise(action))

    def decision_prompt(self) -> str:
        return prompt(self)

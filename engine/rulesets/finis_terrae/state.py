"""A game of Finis Terrae in progress: the mutable `State` behind `engine.core.protocols`.

The state holds the grown sea (`sea`, the kit's `engine.core.tiles.Sea`; `board` is its
`placed.Board` of tile ids, the start island's cells holding `START`), the ships, the pirate galleon
and the red flag, holds, banks, ports, tokens and cargo on the sea, the hidden tile stack and
weather deck, the day's weather and dice, and the game's progress. Every attribute is one row of
`FIELDS` (the copy table): `clone` and `to_json` are built from it.

Play is a queue of steps (`todo`, flow.py): each step runs until it needs a decision, then sets
`stage` and `actor` and waits; `apply_action` settles the decision and runs the queue again.
`legal_actions` lists the decisions of the stage (`flow.legal`), the one source of what may be done.
Actions are tuples whose first item is a verb; the list is in docs/rules-finis-terrae.md.
"""

from __future__ import annotations

import random

from engine.core.copytable import Copy, Field, listed
from engine.core.staged import StagedState, normalise

from . import flow, setup
from .hidden import determinize
from .prompts import action_text, prompt
from .sea import islands


def _cell(cell):
    return list(cell) if cell is not None else None


def _cells(cells) -> list:
    return [_cell(c) for c in cells]


def _sea_json(sea) -> list:
    return [[list(cell), p.card, p.rotation] for cell, p in sea.board.items()]


def _by_cell(mapping: dict) -> list:
    return [[list(cell), value] for cell, value in sorted(mapping.items())]


def _dropped(mapping: dict) -> list:
    return [[list(cell), [list(c) for c in cargo]] for cell, cargo in sorted(mapping.items())]


def _holds(holds) -> list:
    return [[list(c) if c is not None else None for c in hold] for hold in holds]


def _hold(hold) -> list:
    return [list(c) if c is not None else None for c in hold]


def _dicts(items) -> list:
    return [dict(x) for x in items]


FIELDS: tuple[Field, ...] = (
    Field("game", Copy.SHARED), Field("seed", Copy.SHARED),
    Field("sea", Copy.COPIED, "sea", _sea_json),
    Field("ships", Copy.LIST, "ships", _cells), Field("home", Copy.LIST, "home", _cells),
    Field("galleon", Copy.SHARED, "galleon", _cell), Field("galleon_hold", Copy.LIST, "galleon_hold", _hold),
    Field("holds", Copy.LIST_OF_LISTS, "holds", _holds), Field("bank", Copy.LIST, "bank", listed),
    Field("pirate", Copy.LIST, "pirate", listed),
    Field("ports", Copy.DICT, "ports", _by_cell), Field("founded_at", Copy.DICT, "founded_at", _by_cell),
    Field("tokens", Copy.DICT, "tokens", _by_cell), Field("dropped", Copy.DICT_OF_LISTS, "dropped", _dropped),
    Field("kept", Copy.EACH_COPIED, "kept", _dicts),
    Field("bonus", Copy.LIST, "bonus", listed), Field("malus", Copy.LIST, "malus", listed),
    Field("spices", Copy.SHARED, "spices"), Field("token_supply", Copy.DICT, "token_supply", dict),
    Field("coffer", Copy.SHARED, "coffer"),
    Field("stack", Copy.LIST, "stack", len), Field("drawn", Copy.LIST, "drawn", len),
    Field("discarded", Copy.LIST, "discarded", listed),
    Field("weather", Copy.SHARED, "weather"), Field("weather_deck", Copy.LIST, "weather_deck", len),
    Field("weather_out", Copy.LIST, "weather_out", len),  # the cards removed unseen at setup (hidden)
    Field("finale_seen", Copy.SHARED, "finale_seen"),
    Field("day", Copy.SHARED, "day"), Field("move_die", Copy.SHARED, "move_die"),
    Field("own_die", Copy.SHARED, "own_die"), Field("market", Copy.SHARED, "market"),
    Field("first", Copy.SHARED, "first"), Field("jolly", Copy.SHARED, "jolly"),
    Field("turn_of", Copy.SHARED, "turn_of"), Field("moves_left", Copy.SHARED, "moves_left"),
    Field("turn_over", Copy.SHARED), Field("moves", Copy.SHARED, "moves"), Field("turns", Copy.SHARED, "turns"),
    Field("east", Copy.LIST),  # per seat: the move number of its ship's last arrival (the EST card's tie)
    Field("stage", Copy.SHARED, "stage"), Field("actor", Copy.SHARED, "actor"),
    Field("stats", Copy.COPIED, "stats", dict),
    Field("todo", Copy.LIST), Field("ctx", Copy.DICT), Field("events", Copy.LIST), Field("decisions", Copy.LIST),
    Field("result", Copy.SHARED, "result"), Field("winners", Copy.SHARED, "winners", listed),
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
        self.events: list = []
        self.decisions: list = []
        self.todo: list = []
        self.ctx: dict = {}
        self.stage = None
        self.actor = 0
        self.result = ""
        self.winners: tuple = ()
        setup.deal(self)
        flow.run(self)

    # -- what bots, reports and the board view read --------------------------------------------
    @property
    def board(self):
        """The kit's `placed.Board` of laid tile ids (start-island cells: `START`)."""
        return self.sea.board

    @property
    def log(self) -> list:
        """The event log (also `events`), as other rulesets name it."""
        return self.events

    def edge(self, cell, side: str):
        """"sea", "land" or "rock": the edge of the tile on `cell` facing board `side` (None: empty)."""
        return self.sea.edge(cell, side)

    def islands(self) -> list[dict]:
        """Every island but the start island: {"cells", "complete", "owners"} (sea.islands)."""
        return islands(self)

    def score(self, seat: int) -> int:
        from . import scoring
        return scoring.score(self, seat)

    def breakdown(self, seat: int) -> dict[str, int]:
        from . import scoring
        return scoring.breakdown(self, seat)

    def order_seats(self) -> list[int]:
        """The seats in this day's turn order, the first player (EST) first."""
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

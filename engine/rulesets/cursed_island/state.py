"""A game of Cursed Island in progress: the mutable `State` behind `engine.core.protocols`.

The state is the facade every module of the game and the editor reads (docs/rules-cursed-island.md
lists it): the round and phase, the people (life, Determination, skills used), morale and the
roof/palisade/weapon levels, the camp and the explored island, resources available and future
(gained during the action phase, available after it), items, inventions, the threat field, tokens,
the hidden piles (event, hunting, beast, mystery, adventure, invention decks, the tile and discovery
stacks) and the end (`winners`, `loss`). Every attribute is one row of `FIELDS` (the copy table):
`clone` and `to_json` are built from it.

Play is a queue of steps (`todo`, flow.py): each step runs until a decision is needed, then sets
`stage` and `actor` (team decisions are the first player's seat) and waits; `apply_action` settles
it and runs the queue on. Actions are the tuples of docs/rules-cursed-island.md "Actions".
"""

from __future__ import annotations

import random

from engine.core.copytable import Copy, Field, listed, snapshots
from engine.core.staged import StagedState, normalise
from engine.core.teams import Teams

from . import flow, setup
from .people import Person


def _sorted(values) -> list:
    return sorted(list(v) if isinstance(v, tuple) else v for v in values)


def _lists(values) -> list:
    return [list(v) if isinstance(v, tuple) else v for v in values]


def _piles(mapping) -> dict:
    return {k: len(v) for k, v in sorted(mapping.items())}


PERSON_FIELDS: tuple[Field, ...] = (
    Field("character", Copy.SHARED), Field("seat", Copy.SHARED), Field("wounds", Copy.SHARED),
    Field("determination", Copy.SHARED), Field("alive", Copy.SHARED), Field("used", Copy.SHARED),
)

FIELDS: tuple[Field, ...] = (
    Field("game", Copy.SHARED), Field("seed", Copy.SHARED),
    Field("round", Copy.SHARED, "round"), Field("phase", Copy.SHARED, "phase"),
    Field("stage", Copy.SHARED, "stage"), Field("actor", Copy.SHARED, "actor"), Field("first", Copy.SHARED, "first"),
    Field("people", Copy.EACH_COPIED, "people", snapshots, each=(Person, PERSON_FIELDS)),
    Field("morale", Copy.SHARED, "morale"), Field("levels", Copy.DICT, "levels", dict),
    Field("shelter", Copy.SHARED, "shelter"), Field("camp", Copy.SHARED, "camp"),
    Field("tiles", Copy.DICT, "tiles", dict), Field("inaccessible", Copy.SET, "inaccessible", _sorted),
    Field("exhausted", Copy.SET, "exhausted", _sorted),
    Field("available", Copy.DICT, "available", dict), Field("future", Copy.DICT, "future", dict),
    Field("discoveries", Copy.LIST, "discoveries", listed),
    Field("future_discoveries", Copy.LIST, "future_discoveries", listed),
    Field("items", Copy.DICT, "items", dict), Field("future_items", Copy.LIST, "future_items", listed),
    Field("board_inventions", Copy.LIST, "board_inventions", listed),
    Field("starting_items", Copy.DICT, "starting_items", dict),
    Field("treasures", Copy.LIST, "treasures", listed),
    Field("threat", Copy.LIST, "threat", listed), Field("tokens", Copy.SET, "tokens", _sorted),
    Field("weather_tokens", Copy.DICT, "weather_tokens", dict),
    Field("mods", Copy.DICT, "mods", dict),
    Field("pawns", Copy.LIST, "pawns", _lists), Field("plan", Copy.LIST, "plan", _lists),
    Field("apart", Copy.SET, "apart", _sorted),  # pawns of the plan that opened a separate attempt (groups.py)
    Field("tracks", Copy.DICT, "tracks", dict),
    Field("event_deck", Copy.LIST, "event_deck", len), Field("hunt_deck", Copy.LIST, "hunt_deck", len),
    Field("beast_deck", Copy.LIST, "beast_deck", len), Field("mystery_deck", Copy.LIST, "mystery_deck", len),
    Field("adventure_decks", Copy.DICT_OF_LISTS, "adventure_decks", _piles),
    Field("invention_deck", Copy.LIST, "invention_deck", listed),  # face up (the rulebook's set-up 5)
    Field("tile_stack", Copy.LIST, "tile_stack", len), Field("discovery_stack", Copy.LIST, "discovery_stack", len),
    Field("known", Copy.DICT, "known", dict),  # pile -> the card the team knows lies on top (hidden.py)
    Field("discards", Copy.DICT_OF_LISTS, "discards", _piles),
    Field("uses", Copy.SHARED, "uses", lambda log: [list(c) for c in log.counts]),
    Field("todo", Copy.LIST), Field("ctx", Copy.DICT), Field("events", Copy.LIST), Field("decisions", Copy.LIST),
    Field("winners", Copy.SHARED, "winners", listed), Field("loss", Copy.SHARED, "loss", lambda v: list(v) if v else None),
    Field("_legal", Copy.NONE),
)


class State(StagedState):
    """See the module docstring; `game` is the immutable `game.Game` every copy shares."""

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
        self.known: dict = {}
        self.stage = None
        self.actor = 0
        self.winners: tuple = ()
        self.loss = None
        setup.deal(self)
        flow.run(self)

    # -- what bots, reports and the board view read --------------------------------------------
    @property
    def log(self) -> list:
        return self.events

    @property
    def players(self) -> list[Person]:
        """The people played by seats (seat order)."""
        return [p for p in self.people if p.seat >= 0]

    def person_of_seat(self, seat: int) -> int:
        return seat

    @property
    def result(self) -> str:
        """How the game ended (`replay`'s last line, as the other games' states say it): "goal" when the
        team won, the loss's cause ("death:<character>", "rounds"), "" before the end."""
        if self.winners:
            return "goal"
        return str(self.loss[0]) if self.loss else ""

    def score(self, seat: int) -> int:
        from .scoring import points
        return points(self)

    # -- the protocol (the rest is the kit's StagedState) -----------------------------------------
    def returns(self) -> list[float]:
        """Team returns (`engine.core.teams`): 1 for every seat when the team won, 0 when it lost or
        before the end (the search bot backs up each seat's own return: every seat plays for the team)."""
        if self.stage != "over":
            return [0.0] * self.game.num_players
        return Teams.together(self.game.num_players).returns([0] if self.winners else [])

    def stage_legal(self) -> list:
        return flow.legal(self)

    def stage_apply(self, action: tuple) -> None:
        flow.apply(self, action)
        flow.run(self)

    def determinize(self, player: int, rng: random.Random) -> State:
        from .hidden import determinize
        return determinize(self, player, rng)

    def action_to_string(self, action, player: int | None = None) -> str:
        from .prompts import action_text
        return action_text(self, normalise(action))

    def decision_prompt(self) -> str:
        from .prompts import prompt
        return prompt(self)

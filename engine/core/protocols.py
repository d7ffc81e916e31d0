"""The shapes the rest of Isleforge programs against, whatever the game (OpenSpiel's, in our words).

`Game` is immutable: content, seats, mode; one is built per adventure, mode and seats and every
game is dealt from it with its own seed (`new_initial_state(seed)`, as OpenSpiel does). `State` is
one game in progress (`state.seed`: the seed it was dealt from); humans, bots, `engine.sim` and the
editor drive it only through these methods. `Bot` is a policy handed its
random generator. Each ruleset's classes satisfy these protocols structurally.

`State.determinize(player, rng)` is what search bots (`engine.bots.mcts`) play on: a clone in
which everything `player` cannot see (other hands, deck and bag orders, face-down tiles) is dealt
again from `rng`, uniformly among the arrangements consistent with what that player has seen, and
whose chance (dice, later shuffles) comes from a new generator seeded from `rng`. It must never let
the true hidden arrangement show through: two states that differ only in what `player` cannot see
give the same determinizations for the same `rng`. A game without hidden information returns
`clone(rng=random.Random(rng.getrandbits(64)))`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

TERMINAL = -4  # `current_player()` of a finished game


@runtime_checkable
class State(Protocol):
    game: Any
    seed: int  # what `Game.new_initial_state` dealt it from (saved games and replays name it)
    log: list
    decisions: list

    def current_player(self) -> int: ...
    def legal_actions(self) -> list: ...
    def apply_action(self, action) -> None: ...
    def is_terminal(self) -> bool: ...
    def returns(self) -> list[float]: ...
    def scores(self) -> list[int]: ...
    def clone(self, rng: random.Random | None = None) -> State: ...
    def determinize(self, player: int, rng: random.Random) -> State: ...
    def action_to_string(self, action, player: int | None = None) -> str: ...
    def decision_prompt(self) -> str: ...
    def to_json(self) -> dict: ...


@runtime_checkable
class Game(Protocol):
    adventure: Any  # the resolved content model it plays (its `id` and `digest` go into saved games)
    num_players: int
    mode: str

    def new_initial_state(self, seed: int | None = None) -> State: ...
    def seat_names(self) -> list[str]: ...


@runtime_checkable
class Bot(Protocol):
    def step(self, state: State) -> Any: ...


# -- what generic code reads of a ruleset's content (issue 26: the Ruleset interface typed) ---------

@runtime_checkable
class Model(Protocol):
    """A resolved, playable adventure of any ruleset, as generic code reads it (`Ruleset.resolve` gives
    one, `Ruleset.new_game` plays one, `engine.core.ruleset.of` finds its ruleset). Everything else in
    it is the ruleset's own. Read-only: models are frozen."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def version(self) -> str: ...
    @property
    def digest(self) -> str: ...  # sha-256 of everything it is built from: (digest, seats, seed, decisions) is one game
    @property
    def modes(self) -> tuple[str, ...]: ...
    @property
    def ruleset(self) -> str: ...


@runtime_checkable
class CarryOverDeclaration(Protocol):
    """What a campaign declares to carry over between chapters (`engine.content.campaign.CarryOver`),
    as `engine.core.carry` reads it. Read-only: the campaign model is frozen."""

    @property
    def advantages(self) -> bool: ...
    @property
    def resources(self) -> str: ...  # "none", "half" or "all"
    @property
    def figures(self) -> str: ...  # "none" or "captains"
    @property
    def flags(self) -> tuple[str, ...]: ...
    @property
    def victory_points(self) -> bool: ...


@runtime_checkable
class CampaignModel(Protocol):
    """A resolved campaign of any ruleset (`engine.content.campaign.Campaign`, from
    `Ruleset.resolve_campaign`), as generic code reads it; its chapters name adventures by id."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def chapters(self) -> tuple[Any, ...]: ...
    @property
    def carry_over(self) -> CarryOverDeclaration: ...
    @property
    def ruleset(self) -> str: ...


class TileBudget(Protocol):
    """The component-budget policy of a ruleset whose map draws face-down tiles from colour pools and
    bags (`Ruleset.tile_budget`; Isles of Terror: its `checks/budget.py` module), which the map
    designer's live budget shows with the verdicts its `budget/...` checks give."""

    @property
    def COLOURS(self) -> tuple[str, ...]: ...  # the pool colours a map's fields draw from, in the panel's order
    @property
    def BAGS(self) -> Mapping[str, str]: ...  # tile kind -> the setup list of the bag a revealed tile draws from

    def pool_counts(self, pool: Any) -> tuple[Counter, Counter]: ...  # (tiles per colour, per kind)
    def colour_verdict(self, colour: str, need: int, have: int, pool_id: str) -> Any: ...
    def bag_verdict(self, tile_kind: str, tiles: int, in_bag: int, cards_left: int | None = None) -> Any: ...
    def cards_left(self, context: Any, tile_kind: str, used: int) -> int: ...  # the bag's cards not yet used

"""Play one bot game of an adventure and boil it down to a compact, picklable `GameResult`.

Everything here is *read* from the engine (its event log and its final state); no rule is
re-implemented. A run is identified by (adventure, players or factions, bots, master seed); game
`k` of the run uses seeds derived from the master seed and `k` only (`derive_seed`), so any game of
a run can be replayed on its own (`isleforge replay ... --seed S --game K`).

```python
from engine.sim.runner import RunSpec, Table, play_game
spec = RunSpec(players=3, bots="random", seed=1)
result = play_game(adventure, spec, 17)      # game 17 of the run with master seed 1
state = play_state(adventure, spec, 17)      # the same game, as the finished engine State
table = Table(adventure, spec)               # a run's games: one `Game`, each game dealt with its seed
results = [play_game(adventure, spec, k, table) for k in range(100)]
```

The `Game` of a run is built once per (adventure, mode, seats) (`Table`) and game k is dealt from it
with its seed (`Game.new_initial_state(seed)`, OpenSpiel's shape). Where the ruleset draws the seats
per game from its seed (`Ruleset.seating`; Isles of Terror's factions), the table keeps one `Game` per
seating it meets.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field

from engine.bots import mcts
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError

# A game makes ~300 decisions with random bots; a game this long has gone wrong somewhere.
MAX_DECISIONS = 20_000
# invariants are checked every this many decisions and at the end of the game
INVARIANT_EVERY = 200

class BotUnavailable(Exception):
    """The requested bot is not available (e.g. GreedyBot before engine/bots/greedy.py lands)."""


def derive_seed(master: int, *parts) -> int:
    """A 63-bit seed from the master seed and the given parts (`derive_seed(s, k)`: game k's seed)."""
    text = ":".join(str(p) for p in (master, *parts))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1


def bot_kinds(ruleset=None) -> tuple[str, ...]:
    """The bot kinds a ruleset offers (the default ruleset's when None)."""
    return tuple((ruleset or rulesets.get()).bot_table())


def bot_class(kind: str, ruleset=None):
    """The bot factory (`factory(rng) -> bot`) for `kind` in a ruleset (default: the default ruleset):
    one of the ruleset's bots or the search bot every ruleset has (`mcts[:BUDGET]`, `engine.bots.mcts`).
    BotUnavailable with a clear message if the ruleset has no such bot (or `kind` is a table of kinds,
    which only `table_factories` and playtest runs take)."""
    factories = table_factories(kind, ruleset)
    if len(factories) > 1:
        raise BotUnavailable(f"'{kind}' is a table of bot kinds; one kind plays every seat here")
    return factories[0]


def table_factories(bots: str, ruleset=None) -> list:
    """The factories of a run's `bots`: one kind for every seat, or a comma-separated kind per seat."""
    ruleset = ruleset or rulesets.get()
    factories = []
    for kind in bots.split(","):
        kind = kind.strip()
        factory = ruleset.bot_table().get(kind)
        if factory is None:
            try:
                factory = mcts.factory(kind, ruleset.search_options)
            except ValueError as error:
                raise BotUnavailable(str(error)) from None
        if factory is None:
            raise BotUnavailable(f"unknown bot kind '{kind}' (choose one of: {', '.join(ladder_kinds(ruleset))}, "
                                 f"or mcts:BUDGET)")
        factories.append(factory)
    return factories


def ladder_kinds(ruleset=None) -> list[str]:
    """The bot kinds from weakest to strongest: the ruleset's own bots, then the search bot (`mcts`)."""
    return [*(ruleset or rulesets.get()).bot_table(), mcts.KIND]


def table_seats(bots: str, k: int, players: int) -> list[str]:
    """Which kind plays each seat in game k. One kind: every seat. A table of kinds (one per seat) goes
    round the table game by game (game k gives seat s the kind at (s + k) mod players), so every kind
    sits in every seat equally often and seat advantage does not pass for skill."""
    kinds = [kind.strip() for kind in bots.split(",")]
    if len(kinds) == 1:
        return kinds * players
    if len(kinds) != players:
        raise BotUnavailable(f"--bots {bots} names {len(kinds)} seats; the game has {players}")
    return [kinds[(seat + k) % players] for seat in range(players)]


@dataclass(frozen=True)
class RunSpec:
    """What every game of a run shares: players (or factions in seat order), bots, master seed, mode.

    `mode` None plays the ruleset's default mode of the adventure (`Ruleset.default_mode`).
    """

    players: int | None = 3
    factions: tuple[str, ...] | None = None
    bots: str = "random"
    seed: int = 0
    max_decisions: int = MAX_DECISIONS
    mode: str | None = None

    def game(self, adventure, k: int):
        """The `Game` game k of the run is dealt from (with `seed_of(k)`); raises EngineError if the run
        cannot be played (players, factions, mode). A run plays through one `Table` instead."""
        return Table(adventure, self).game(k)

    def seed_of(self, k: int) -> int:
        """Game k's seed."""
        return derive_seed(self.seed, k)


class Table:
    """The `Game`s of one run of one adventure, built once and every game of the run dealt from them:
    one per seating (a single one unless the ruleset draws the seats per game, `Ruleset.seating`).
    Building it checks the run (EngineError for impossible players, factions or mode)."""

    def __init__(self, adventure, spec: RunSpec) -> None:
        self.adventure = adventure
        self.spec = spec
        self.ruleset = ruleset = rulesets.of(adventure)
        self.mode = spec.mode or ruleset.default_mode(adventure)
        if spec.factions:
            self.chosen = ruleset.new_game(adventure, factions=list(spec.factions), mode=self.mode)
        else:
            self.chosen = ruleset.new_game(adventure, players=spec.players, mode=self.mode)
        self.seated: dict[tuple, object] = {}  # drawn seating -> its Game

    def game(self, k: int):
        """The `Game` game k is dealt from."""
        if self.spec.factions:
            return self.chosen
        seating = self.ruleset.seating(self.adventure, players=self.spec.players, mode=self.mode,
                                       seed=self.spec.seed_of(k))
        if seating is None:
            return self.chosen
        game = self.seated.get(seating)
        if game is None:
            game = self.seated[seating] = self.ruleset.new_game(self.adventure, players=self.spec.players,
                                                                factions=list(seating), mode=self.mode)
        return game


@dataclass
class Anomaly:
    kind: str  # length_bound | no_legal_action | invariant_violation | engine_error
    game: int
    seed: int
    detail: str


@dataclass
class GameResult:
    """One game, compact: only plain values, so it pickles cheaply between processes.

    The fields are generic: every ruleset's games have an outcome, a length and content they met.
    `seasons` and `turns` are the ruleset's rounds and turns (0 if it has none); `fields`, `cards`,
    `rules` and `effects` are coverage counters any ruleset with a map, cards and rules can fill
    (the report sections it provides read them). What only one ruleset means (Isles of Terror:
    progress tasks, eliminations, text-only rules, the year) goes in `details`, a plain dict the
    ruleset's `summarise` fills and its report sections read; `engine.sim` never looks inside.
    """

    index: int
    seed: int
    factions: tuple[str, ...] = ()
    returns: tuple[float, ...] = ()
    vp: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    finished: bool = False
    seasons: int = 0
    turns: int = 0
    decisions: int = 0
    condition: str = ""  # how the game ended (a victory condition id; "" when none did)
    timing: str = ""  # when it ended (IoT: immediate, end_of_season, end_of_game), "" if unfinished
    fields: dict = field(default_factory=dict)  # (col, row) -> counts per field (IoT: explored, conquered, fought, held)
    cards: dict = field(default_factory=dict)  # "kind:id" -> times drawn / revealed
    rules: dict = field(default_factory=dict)  # rule name -> times applied
    effects: dict = field(default_factory=dict)  # effect name -> times run (through applied rules)
    details: dict = field(default_factory=dict)  # the ruleset's own facts of the game (plain values)
    scores: dict = field(default_factory=dict)  # category -> points per seat (report_scores.py; {}: none)
    nemesis: list = field(default_factory=list)  # per round {"round", "moved", "damage", "sunk"} (report_nemesis.py)
    anomalies: list = field(default_factory=list)
    log_digest: str = ""  # fingerprint of the game (see `log_digest`); replay checks against it


def _bots(adventure, spec: RunSpec, k: int, players: int):
    ruleset = rulesets.of(adventure)
    kinds = table_seats(spec.bots, k, players)
    return [bot_class(kind, ruleset)(random.Random(derive_seed(spec.seed, k, "bot", seat)))
            for seat, kind in enumerate(kinds)]


def run_game(adventure, spec: RunSpec, k: int, table: Table | None = None):
    """Play game k of the run (from `table`, built here if None): (game, state, anomalies). `state` is
    None if the game could not start."""
    game = (table or Table(adventure, spec)).game(k)
    return (game, *play_out(game, lambda players: _bots(adventure, spec, k, players), spec.max_decisions, k,
                            spec.seed_of(k)))


def play_out(game, make_bots, max_decisions: int, k: int, seed: int):
    """Play the game dealt from `game` with `seed` to its end with `make_bots(players)`'s bots:
    (state, anomalies) numbered as game k."""
    adventure = game.adventure
    anomalies: list[Anomaly] = []
    try:
        state = game.new_initial_state(seed)
    except EngineError as error:
        kind = "no_legal_action" if error.code == "engine/no-legal-action" else "engine_error"
        return None, [Anomaly(kind, k, seed, f"{error.code}: {error}")]
    bots = make_bots(game.num_players)
    invariants = rulesets.of(adventure).invariants
    decisions = 0
    reported = False
    try:
        while not state.is_terminal():
            if decisions >= max_decisions:
                anomalies.append(Anomaly("length_bound", k, seed, f"no end after {decisions} decisions"))
                break
            seat = state.current_player()
            state.apply_action(bots[seat].step(state))
            decisions += 1
            if decisions % INVARIANT_EVERY == 0 and not reported:
                problems = invariants(state)
                if problems:
                    reported = True
                    anomalies.append(Anomaly("invariant_violation", k, seed,
                                             f"after {decisions} decisions: " + "; ".join(problems[:5])))
    except EngineError as error:
        kind = "no_legal_action" if error.code == "engine/no-legal-action" else "engine_error"
        anomalies.append(Anomaly(kind, k, seed, f"after {decisions} decisions: {error.code}: {error}"))
    except Exception as error:  # a crash in the engine is an anomaly of the run, not of the runner
        anomalies.append(Anomaly("engine_error", k, seed,
                                 f"after {decisions} decisions: {type(error).__name__}: {error}"))
    if not reported:
        problems = invariants(state)
        if problems:
            anomalies.append(Anomaly("invariant_violation", k, seed, "at the end: " + "; ".join(problems[:5])))
    return state, anomalies


def play_state(adventure, spec: RunSpec, k: int, table: Table | None = None):
    """Game k of the run as the engine State it ended in (for `replay`)."""
    return run_game(adventure, spec, k, table)[1]


def describe_log(state) -> list[str]:
    ruleset = rulesets.of(state.game.adventure)
    names = state.game.seat_names()
    return [ruleset.describe_event(event, names) for event in state.log]


def log_digest(state) -> str:
    """A fingerprint of a game: its decisions, the length of its log and its last event.

    Seed and decisions determine a game exactly (the engine is deterministic), so this is enough to
    tell that a replay is the same game, and it is ~20 times cheaper than hashing the whole log.
    """
    text = repr((state.seed, state.decisions, len(state.log), state.log[-1] if state.log else None))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def play_games(adventure, spec: RunSpec, start: int, stop: int) -> list[GameResult]:
    """Games start..stop-1 of the run, dealt from one `Table` (what a worker plays of a run)."""
    table = Table(adventure, spec)
    return [play_game(adventure, spec, k, table) for k in range(start, stop)]


def play_game(adventure, spec: RunSpec, k: int, table: Table | None = None) -> GameResult:
    """Play game k of the run (from `table`: pass one to play many games of the run) and summarise it."""
    game, state, anomalies = run_game(adventure, spec, k, table)
    result = GameResult(index=k, seed=spec.seed_of(k), factions=tuple(game.seat_names()),
                        anomalies=[(a.kind, a.game, a.seed, a.detail) for a in anomalies])
    if state is None:
        return result
    rulesets.of(adventure).summarise(state, result)
    result.log_digest = log_digest(state)
    return result



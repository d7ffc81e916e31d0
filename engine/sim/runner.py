"""Play one bot game of an adventure and boil it down to a compact, picklable `GameResult`.

Everything here is *read* from the engine (its event log and its final state); no rule is
re-implemented. A run is identified by (adventure, players or factions, bots, master seed); game
`k` of the run uses seeds derived from the master seed and `k` only (`derive_seed`), so any game of
a run can be replayed on its own (`isleforge replay ... --seed S --game K`).

```python
from engine.sim.runner import RunSpec, play_game
spec = RunSpec(players=3, bots="random", seed=1)
result = play_game(adventure, spec, 17)      # game 17 of the run with master seed 1
state = play_state(adventure, spec, 17)      # the same game, as the finished engine State
```
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import dataclass, field

from engine.rules import EngineError, Game, describe
from engine.rules.triggers import _rule_name

# A game makes ~300 decisions with random bots; a game this long has gone wrong somewhere.
MAX_DECISIONS = 20_000
# invariants are checked every this many decisions and at the end of the game
INVARIANT_EVERY = 200

BOT_KINDS = ("random", "greedy")


class BotUnavailable(Exception):
    """The requested bot is not available (e.g. GreedyBot before engine/bots/greedy.py lands)."""


def derive_seed(master: int, *parts) -> int:
    """A 63-bit seed from the master seed and the given parts (`derive_seed(s, k)`: game k's seed)."""
    text = ":".join(str(p) for p in (master, *parts))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1


def bot_class(kind: str):
    """The bot class for `kind` ("random" or "greedy"); BotUnavailable with a clear message if missing."""
    import engine.bots as bots

    if kind == "random":
        return bots.RandomBot
    if kind == "greedy":
        cls = getattr(bots, "GreedyBot", None)
        if cls is None:
            try:  # the module may exist before it is exported from engine.bots
                from engine.bots.greedy import GreedyBot as cls  # type: ignore[no-redef]
            except ImportError:
                cls = None
        if cls is None:
            raise BotUnavailable("greedy bots are not available in this build (engine.bots.GreedyBot is missing); "
                                 "use --bots random")
        return cls
    raise BotUnavailable(f"unknown bot kind '{kind}' (choose one of: {', '.join(BOT_KINDS)})")


@dataclass(frozen=True)
class RunSpec:
    """What every game of a run shares: players (or factions in seat order), bots, master seed."""

    players: int | None = 3
    factions: tuple[str, ...] | None = None
    bots: str = "random"
    seed: int = 0
    max_decisions: int = MAX_DECISIONS

    def game(self, adventure, k: int) -> Game:
        seed = derive_seed(self.seed, k)
        if self.factions:
            return Game(adventure, factions=list(self.factions), seed=seed)
        return Game(adventure, players=self.players, seed=seed)


@dataclass
class Anomaly:
    kind: str  # length_bound | no_legal_action | invariant_violation | engine_error
    game: int
    seed: int
    detail: str


@dataclass
class GameResult:
    """One game, compact: only plain values, so it pickles cheaply between processes."""

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
    condition: str = ""  # the victory condition that ended the game ("" when none did)
    timing: str = ""  # its timing (immediate, end_of_season, end_of_game), "" if unfinished
    year: int = 0  # when the game ended
    season: int = 0
    tasks: dict = field(default_factory=dict)  # task id -> final position per seat
    tasks_reached: tuple[str, ...] = ()  # tasks any player advanced on at least once
    eliminations: dict = field(default_factory=dict)  # lose condition id -> players eliminated
    fields: dict = field(default_factory=dict)  # (col, row) -> (explored, conquered, fought, held)
    cards: dict = field(default_factory=dict)  # "kind:id" -> times drawn / revealed
    rules: dict = field(default_factory=dict)  # rule name -> times applied
    effects: dict = field(default_factory=dict)  # effect name -> times run (through applied rules)
    not_simulated: dict = field(default_factory=dict)  # text-only rule -> times its trigger fired
    anomalies: list = field(default_factory=list)
    log_digest: str = ""  # fingerprint of the game (see `log_digest`); replay checks against it


def _effects_by_rule(game: Game) -> dict[str, tuple[str, ...]]:
    cache = game.cache.get("sim:effects")
    if cache is None:
        cache = {}
        for entry in game.rule_entries:
            cache.setdefault(_rule_name(entry), tuple(t.name for t in entry.rule.effects))
        game.cache["sim:effects"] = cache
    return cache


def invariant_problems(state) -> list[str]:
    """Broken invariants of a state (conservation of figures, no negatives, tokens on their bars)."""
    problems = []
    adventure = state.game.adventure
    for p in state.players:
        for name in ("gold", "rations", "sea_gold", "sea_rations", "pool_soldiers", "pool_captains", "free_camps",
                     "field_soldiers", "lost_camps", "sea_soldiers", "sea_captains", "vp"):
            if getattr(p, name) < 0:
                problems.append(f"seat {p.seat}: {name} is {getattr(p, name)}")
        if min(p.soldiers) < 0 or min(p.captains) < 0 or min(p.camps) < 0:
            problems.append(f"seat {p.seat}: negative figures on the board")
        if p.pool_soldiers + sum(p.soldiers) + p.sea_soldiers + p.field_soldiers != p.total_soldiers:
            problems.append(f"seat {p.seat}: soldiers not conserved")
        if p.pool_captains + sum(p.captains) + p.sea_captains != p.total_captains:
            problems.append(f"seat {p.seat}: captains not conserved")
        if p.free_camps + sum(p.camps) + p.lost_camps != p.total_camps:
            problems.append(f"seat {p.seat}: camps not conserved")
        for area in range(state.board.size):
            if p.soldiers[area] + p.captains[area] > 3:
                problems.append(f"seat {p.seat}: more than 3 characters at {state.board.coords[area]}")
        for task, position in p.progress.items():
            if not 0 <= position <= adventure.task(task).bar.length:
                problems.append(f"seat {p.seat}: progress token of {task} at {position}")
        if not 0 <= p.mission_pos <= adventure.mission_bar.length:
            problems.append(f"seat {p.seat}: mission token at {p.mission_pos}")
    if not state.is_terminal() and not state.legal_actions():
        problems.append("no legal action before the end")
    return problems


def _bots(spec: RunSpec, k: int, players: int):
    cls = bot_class(spec.bots)
    return [cls(random.Random(derive_seed(spec.seed, k, "bot", seat))) for seat in range(players)]


def run_game(adventure, spec: RunSpec, k: int):
    """Play game k of the run: (state, anomalies). `state` is None if the game could not start."""
    game = spec.game(adventure, k)
    seed = game.seed
    anomalies: list[Anomaly] = []
    try:
        state = game.new_initial_state()
    except EngineError as error:
        kind = "no_legal_action" if error.code == "engine/no-legal-action" else "engine_error"
        return game, None, [Anomaly(kind, k, seed, f"{error.code}: {error}")]
    bots = _bots(spec, k, game.num_players)
    decisions = 0
    reported = False
    try:
        while not state.is_terminal():
            if decisions >= spec.max_decisions:
                anomalies.append(Anomaly("length_bound", k, seed, f"no end after {decisions} decisions"))
                break
            seat = state.current_player()
            state.apply_action(bots[seat].step(state))
            decisions += 1
            if decisions % INVARIANT_EVERY == 0 and not reported:
                problems = invariant_problems(state)
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
        problems = invariant_problems(state)
        if problems:
            anomalies.append(Anomaly("invariant_violation", k, seed, "at the end: " + "; ".join(problems[:5])))
    return game, state, anomalies


def play_state(adventure, spec: RunSpec, k: int):
    """Game k of the run as the engine State it ended in (for `replay`)."""
    return run_game(adventure, spec, k)[1]


def describe_log(state) -> list[str]:
    names = [p.faction.id for p in state.players]
    return [describe(event, names) for event in state.log]


def log_digest(state) -> str:
    """A fingerprint of a game: its decisions, the length of its log and its last event.

    Seed and decisions determine a game exactly (the engine is deterministic), so this is enough to
    tell that a replay is the same game, and it is ~20 times cheaper than hashing the whole log.
    """
    text = repr((state.game.seed, state.decisions, len(state.log), state.log[-1] if state.log else None))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def play_game(adventure, spec: RunSpec, k: int) -> GameResult:
    """Play game k of the run and summarise it."""
    game, state, anomalies = run_game(adventure, spec, k)
    result = GameResult(index=k, seed=game.seed, factions=tuple(f.id for f in game.factions),
                        anomalies=[(a.kind, a.game, a.seed, a.detail) for a in anomalies])
    if state is None:
        return result
    summarise(state, result)
    return result


def summarise(state, result: GameResult) -> None:
    game = state.game
    adventure = game.adventure
    result.finished = state.is_terminal()
    result.returns = tuple(state.returns())
    result.vp = tuple(state.scores())
    result.winners = tuple(state.winners)
    result.decisions = len(state.decisions)
    result.year, result.season = state.year, state.season
    if result.finished:
        result.condition = state.result
        timing = {vc.id: vc.timing for vc in adventure.victory.get(game.mode, ())}
        result.timing = timing.get(state.result, "end_of_game")
    result.tasks = {task.id: tuple(p.progress.get(task.id, 0) for p in state.players)
                    for task in adventure.progress_tasks}
    effects_of = _effects_by_rule(game)
    reached: set[str] = set()
    eliminations: Counter = Counter()
    cards: Counter = Counter()
    rules: Counter = Counter()
    effects: Counter = Counter()
    not_simulated: Counter = Counter()
    explored: Counter = Counter()
    conquered: Counter = Counter()
    fought: Counter = Counter()
    seasons = turns = 0
    for event in state.log:
        kind, data = event.kind, event.data
        if kind == "turn":
            turns += 1
        elif kind == "season":
            seasons += 1
            if data.get("event"):
                cards["event:" + data["event"]] += 1
        elif kind == "rule":
            name = data["rule"]
            rules[name] += 1
            for effect in effects_of.get(name, ()):
                effects[effect] += 1
        elif kind == "progress":
            reached.add(data["task"])
        elif kind == "explore":
            explored[event.area] += 1
        elif kind == "conquer":
            conquered[event.area] += 1
        elif kind == "combat":
            fought[event.area] += 1
        elif kind == "reveal":
            card = data.get("card")
            tile = data.get("tile", "")
            if card:
                group = "minion" if tile.startswith("minion-") else tile
                cards[f"{group}:{card}"] += 1
        elif kind == "exploration_card":
            cards["exploration:" + data["card"]] += 1
        elif kind == "strategy_draw":
            for card in data["cards"]:
                cards["strategy:" + card] += 1
        elif kind == "mission":
            if data.get("mission"):
                cards["mission:" + data["mission"]] += 1
        elif kind == "mission_fulfilled":
            if data.get("new"):
                cards["mission:" + data["new"]] += 1
        elif kind == "not_simulated":
            if data.get("event"):
                not_simulated[data["rule"]] += 1
        elif kind == "eliminated":
            eliminations[data["condition"]] += 1
    result.seasons, result.turns = seasons, turns
    result.tasks_reached = tuple(sorted(reached))
    result.eliminations = dict(eliminations)
    board = state.board
    fields = {}
    for area in range(board.size):
        coord = board.coords[area]
        held = 1 if state.controller(area) >= 0 else 0
        row = (explored[coord], conquered[coord], fought[coord], held)
        if any(row):
            fields[tuple(coord)] = row
    result.fields = fields
    result.cards = dict(cards)
    result.rules = dict(rules)
    result.effects = dict(effects)
    result.not_simulated = dict(not_simulated)
    result.log_digest = log_digest(state)

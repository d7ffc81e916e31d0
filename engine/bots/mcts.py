"""Information-set Monte-Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

`MCTSBot(rng, iterations=DEFAULT_ITERATIONS).step(state)` searches from the deciding player's point
of view and plays the root move visited most. One iteration:

1. determinize: `state.determinize(player, rng)` deals again everything the player cannot see
   (other hands, deck orders, face-down tiles, bags) and gives the copy a new chance generator, so the
   search never reads the true hidden state nor the game's future dice (a state may offer
   `determinizer(player)`, a function of `rng` alone that deals the very same copies with what each
   deal sorts sorted once per search);
2. select: walk down the tree by UCT among the children whose actions are legal in this
   determinization (`value/visits + c * sqrt(ln(available)/visits)`, "available" counting the
   iterations in which the action was legal: ISMCTS's subset-armed bandit); each node holds the
   value of its action for the seat that took it, so every seat plays its own best;
3. expand one untried legal action: at a new node the rollout policy's move (so the search starts
   from what the greedy bot would play), later ones chosen with the bot's generator. Over a large
   action set a node widens progressively: it adds a child only while it has fewer than
   `max(widen, widen_c * sqrt(visits))` (8 and 1.0 by default), so the budget goes deeper instead
   of trying each of a hundred moves once (a crowded board);
4. roll out with the rollout policy (the ruleset's own `greedy` bot, the default, or its quicker
   `Ruleset.rollout_bot` where it offers one, or `random`; a
   ruleset without a greedy bot of its own rolls out at random: the kit's one-ply `GreedyBot` would
   determinize and clone for every legal action of every rollout step, ten times the cost for what
   `evaluate` already scores at the cut-off) for at most `depth` decisions (None: to the end); a step
   with more than `greedy_most` (16) legal actions moves at random, since the one-ply greedy bot
   clones the state for every action (8 times the cost of a search decision on a crowded Island
   Clash board), unless the policy says it clones nothing (a `clones = False` attribute: it decides
   every step, a sea of fifty destinations included);
5. score: a finished game's `returns()`, a cut-off one's `Ruleset.evaluate(state, seat)` for every
   seat (`Ruleset.evaluate_seats`), and add the score to the nodes of the path.

A decision played through `step` (what games call) searches less where it can, and picks the same
kind of move: it starts from the subtree the last played search grew below the move it made (tree
reuse: the decisions made since, every seat's, are followed down that tree; another game or seat
starts afresh), whose visits count towards an iteration budget but at least `fresh` (half) of the
budget is searched anew, since those statistics were gathered on an earlier information set; and it
stops once the most visited root move leads the next by more than the iterations left (`settle`:
the whole budget would pick the same move). `search` itself runs the whole budget from an empty tree
unless told otherwise (the editor's advice shows its statistics).

Chance stays inside `apply_action` (open-loop tree: a node is a sequence of actions, whatever dice
fell). Everything random comes from the bot's generator, so a seeded bot with an iteration budget
is deterministic. A millisecond budget (`ms`) is not: how many iterations fit depends on the machine.
Bot kinds: `mcts` (the default budget), `mcts:200` (iterations), `mcts:50ms` (milliseconds).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from engine.core import ruleset as rulesets

from .greedy import OfferedGreedy

DEFAULT_ITERATIONS = 64
DEFAULT_DEPTH = 20  # rollout decisions before the position is evaluated (None: play to the end)
DEFAULT_C = 0.2  # UCT's exploration constant (values are win chances in [0, 1], close together)
DEFAULT_ROLLOUT = "greedy"  # the ruleset's greedy bot where it has one, else random
DEFAULT_WIDEN = 8  # progressive widening: a node expands a new child only while it has fewer than
DEFAULT_WIDEN_C = 1.0  # max(widen, widen_c * sqrt(its visits)) (None: every legal action is tried first)
DEFAULT_GREEDY_MOST = 16  # a rollout step with more legal actions moves at random (None: greedy always)
DEFAULT_REUSE = True  # a played decision starts from the subtree the last search grew below it
DEFAULT_FRESH = 0.5  # ... and searches at least this share of the budget anew (the rest: reused visits)
DEFAULT_SETTLE = True  # a played decision stops once no other root move can catch up with the leader
ROLLOUTS = ("random", "greedy")
KIND = "mcts"


@dataclass(frozen=True)
class MoveStat:
    """One root move of a search: how often it was tried, its share of the visits and its mean value."""

    action: object
    visits: int
    share: float
    value: float


@dataclass(frozen=True)
class SearchResult:
    best: object
    moves: tuple[MoveStat, ...]  # most visited first
    iterations: int
    player: int
    root: _Node | None = field(default=None, repr=False, compare=False)  # the tree (`step` keeps a subtree)


class _Node:
    __slots__ = ("children", "visits", "value", "available")

    def __init__(self) -> None:
        self.children: dict = {}
        self.visits = 0
        self.value = 0.0  # summed scores for the seat that took the action leading here
        self.available = 0


class MCTSBot:
    """See the module docstring. `c`: UCT constant; `rollout`: "random" or "greedy"; `depth`: rollout cut-off."""

    def __init__(self, rng: random.Random, iterations: int | None = DEFAULT_ITERATIONS, ms: float | None = None,
                 c: float = DEFAULT_C, rollout: str = DEFAULT_ROLLOUT, depth: int | None = DEFAULT_DEPTH,
                 widen: int | None = DEFAULT_WIDEN, widen_c: float = DEFAULT_WIDEN_C,
                 greedy_most: int | None = DEFAULT_GREEDY_MOST, reuse: bool = DEFAULT_REUSE,
                 fresh: float = DEFAULT_FRESH, settle: bool = DEFAULT_SETTLE,
                 root: Callable[[random.Random], object] | None = None) -> None:
        if rollout not in ROLLOUTS:
            raise ValueError(f"unknown rollout policy '{rollout}' (choose one of: {', '.join(ROLLOUTS)})")
        if ms is None and (iterations is None or iterations < 1):
            raise ValueError("an MCTS budget is at least 1 iteration")
        self.rng = rng
        self.iterations = None if ms is not None else iterations
        self.ms = ms
        self.c = c
        self.rollout = rollout
        self.depth = depth
        self.widen = math.inf if widen is None else widen  # children a node has before it widens slowly
        self.widen_c = widen_c
        self.greedy_most = greedy_most  # the most legal actions a rollout asks the greedy bot about
        self.reuse = reuse
        self.fresh = fresh
        self.settle = settle
        self.decisions = 0  # decisions searched (more than one legal action)
        self.total_iterations = 0
        self._kept = None  # the tree of the last decision played: (state.seed, game, player, decisions, root)
        # a ruleset's plan-level root (`engine.bots.planroot.PlanRoot` factory): decides first where it can
        self.root = None if root is None else root(rng)

    def step(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if self.root is not None:
            move = self.root.step(state)
            if move is not None:
                self.decisions += 1
                return move
        player = state.current_player()
        root = self._reused(state, player) if self.reuse else None
        result = self.search(state, root=root, settle=self.settle)
        if self.reuse:
            kept = result.root.children.get(result.best)
            self._kept = None if kept is None else (state.seed, state.game, player, list(state.decisions) + [result.best], kept)
        return result.best

    def _reused(self, state, player: int) -> _Node | None:
        """The node of the last played search's tree that the game has reached since (the decisions made
        after it, every seat's, followed down the tree), or None: another game or seat, or a move the
        tree never tried. Its statistics were gathered on determinizations of an earlier information
        set and over the dice of an open-loop tree, so a search still spends `fresh` of its budget anew."""
        kept = self._kept
        if kept is None:
            return None
        seed, game, seat, decisions, node = kept
        made = state.decisions
        if seat != player or game is not state.game or seed != state.seed or len(made) < len(decisions) \
                or made[:len(decisions)] != decisions:
            return None
        for action in made[len(decisions):]:
            node = node.children.get(action)
            if node is None:
                return None
        return node

    def search(self, state, progress: Callable[[int, int], None] | None = None,
               cancelled: Callable[[], bool] | None = None, *, root: _Node | None = None,
               settle: bool = False) -> SearchResult:
        """Search the current decision; `progress(done, budget)` after each iteration (ms budgets:
        elapsed and budget in ms); `cancelled()` true stops early with what was found so far.
        `root`: a subtree grown before (`step`'s tree reuse): its visits count towards an iteration
        budget, but at least `fresh` of it is searched anew. `settle` (iteration budgets): stop as
        soon as the most visited root move leads the next by more than the iterations left, which
        picks the move the whole budget would (the other moves' counts just stay lower)."""
        player = state.current_player()
        ruleset = rulesets.of(state.game.adventure)
        policy = self._policy(ruleset)
        evaluate = ruleset.evaluate_seats
        budget = self.iterations
        if root is None:
            root = _Node()
        elif budget is not None:
            budget = max(math.ceil(self.fresh * budget), budget - root.visits)
        rng = self.rng
        deadline = None if self.ms is None else time.perf_counter() + self.ms / 1000.0
        legal = state.legal_actions()
        children = root.children
        # every iteration deals a determinization of this one state: a state that offers a dealer for
        # that (`determinizer(player)`: what each deal sorts sorted once) deals exactly as `determinize`
        determinizer = getattr(state, "determinizer", None)
        deal = determinizer(player) if determinizer is not None else _Dealer(state, player)
        done = 0
        while True:
            if deadline is None:
                if done >= budget:
                    break
                if settle and done and _settled(children, legal, budget - done):
                    break
            elif done and time.perf_counter() >= deadline:
                break
            if cancelled is not None and done and cancelled():
                break
            self._iterate(root, deal(rng), policy, evaluate)
            done += 1
            if progress is not None:
                if deadline is None:
                    progress(done, budget)
                else:
                    progress(min(int(self.ms), int(self.ms - (deadline - time.perf_counter()) * 1000.0)), int(self.ms))
        self.decisions += 1
        self.total_iterations += done
        return _result(root, legal, done, player)

    # -- one iteration ------------------------------------------------------------------------
    def _iterate(self, root: _Node, state, policy, evaluate) -> None:
        rng = self.rng
        c = self.c
        widen, widen_c = self.widen, self.widen_c
        log = math.log
        sqrt = math.sqrt
        node = root
        path: list[tuple[_Node, int]] = []
        while not state.is_terminal():
            actions = state.legal_actions()
            mover = state.current_player()
            children = node.children
            untried = []
            best, best_score = None, -1.0
            for action in actions:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                    continue
                child.available += 1
                score = child.value / child.visits + c * sqrt(log(child.available) / child.visits)
                if score > best_score:
                    best, best_score = action, score
            if untried and (best is None or len(children) < max(widen, widen_c * sqrt(node.visits))):
                # a new node: first the rollout policy's move (greedy's, by default), later ones at random
                action = policy(state) if not children else untried[int(rng.random() * len(untried))]
                child = children[action] = _Node()
                child.available = 1
                state.apply_action(action)
                path.append((child, mover))
                break
            node = children[best]
            state.apply_action(best)
            path.append((node, mover))
        steps = 0
        depth = self.depth
        while not state.is_terminal() and (depth is None or steps < depth):
            state.apply_action(policy(state))
            steps += 1
        scores = state.returns() if state.is_terminal() else evaluate(state)
        root.visits += 1
        for child, mover in path:
            child.visits += 1
            child.value += scores[mover]

    def _policy(self, ruleset):
        rng = self.rng
        greedy = ruleset.bot_table().get("greedy")
        if self.rollout == "greedy" and greedy is not None and not isinstance(greedy, OfferedGreedy):
            quick = ruleset.rollout_bot()  # a ruleset whose greedy looks ahead offers a quicker policy
            bot = (quick or greedy)(rng)
            step = bot.step
            most = self.greedy_most
            if most is None or getattr(bot, "clones", True) is False:  # a policy that clones nothing decides every step
                return step

            def guided(state):  # a one-ply greedy bot tries every action: a large set is played at random
                actions = state.legal_actions()
                if len(actions) > most:
                    return actions[int(rng.random() * len(actions))]
                return step(state)
            return guided

        def random_move(state):
            actions = state.legal_actions()
            return actions[int(rng.random() * len(actions))]
        return random_move


class _Dealer:
    """`state.determinize(player, rng)` as a function of `rng` (a state without a `determinizer`)."""

    __slots__ = ("state", "player")

    def __init__(self, state, player: int) -> None:
        self.state, self.player = state, player

    def __call__(self, rng: random.Random):
        return self.state.determinize(self.player, rng)


def _settled(children: dict, legal: list, left: int) -> bool:
    """Whether the most visited legal root move leads every other by more than `left` visits."""
    first = second = 0
    for action in legal:
        child = children.get(action)
        if child is not None:
            visits = child.visits
            if visits > first:
                first, second = visits, first
            elif visits > second:
                second = visits
    return first - second > left


def _result(root: _Node, legal: list, iterations: int, player: int) -> SearchResult:
    """Root moves by visits (then mean value, then the order of the legal actions)."""
    total = sum(child.visits for child in root.children.values()) or 1
    stats = []
    for order, action in enumerate(legal):
        child = root.children.get(action)
        visits = child.visits if child else 0
        value = child.value / child.visits if child and child.visits else 0.0
        stats.append((-visits, -value, order, MoveStat(action, visits, visits / total, value)))
    stats.sort(key=lambda item: item[:3])
    moves = tuple(item[3] for item in stats)
    return SearchResult(moves[0].action, moves, iterations, player, root)


# -- bot kinds ---------------------------------------------------------------------------------
def parse_budget(text: str) -> dict:
    """`"200"` -> 200 iterations, `"50ms"` -> 50 milliseconds (ValueError saying what is wrong)."""
    text = text.strip()
    unit = "ms" if text.endswith("ms") else ""
    number = text[:-2] if unit else text
    if not number.isdigit() or int(number) < 1:
        raise ValueError(f"an MCTS budget is a whole number of iterations (mcts:200) or of milliseconds "
                         f"(mcts:50ms), not '{text}'")
    return {"ms": float(number)} if unit else {"iterations": int(number)}


def factory(kind: str, defaults: Mapping | None = None) -> Callable[[random.Random], MCTSBot] | None:
    """The bot factory of an MCTS kind (`mcts`, `mcts:200`, `mcts:50ms`); None for any other kind.
    `defaults`: MCTSBot's keyword arguments the game's ruleset sets (`Ruleset.search_options`); the
    kind's budget replaces theirs."""
    name, _, budget = kind.partition(":")
    if name.strip() != KIND:
        return None
    options = dict(defaults or {})
    if budget:
        options.pop("iterations", None)
        options.pop("ms", None)
        options.update(parse_budget(budget))

    def make(rng: random.Random) -> MCTSBot:
        return MCTSBot(rng, **options)
    make.kind = kind
    return make

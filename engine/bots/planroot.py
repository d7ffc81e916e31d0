"""A search over whole plans at the root, each scored on the same dice (common random numbers).

Where a game decides many small moves that only make sense together (the pawns of a round's plan), a
tree search that tries them one at a time compares placements that differ by little against rollouts
that differ by much: one round's dice swing a played-out rollout more than two placements do, so a
dozen rollouts a move cannot tell them apart. This search moves the comparison up a level and takes
the noise out of it:

- the root's moves are a few whole plans the ruleset offers (`PlanRules.candidates`: its own greedy's
  plan first, then others it found worth trying), not single moves;
- every plan is scored on the SAME `samples` futures: sample i deals one determinization of the
  position (`state.determinize`, the search never reads the true hidden state nor the game's future
  dice), and each plan plays on its own clone of that world (`clone()` carries the world's chance
  generator along, so the plans meet the same dice in the same order) with a rollout policy seeded
  alike, up to the ruleset's horizon (`PlanRules.done`), where `PlanRules.value` scores the position.
  A plan's dice differ from another's only where the plans make the game draw differently: the
  difference of two means is the plans' difference, not their luck's (a paired comparison);
- the first candidate (the default) is kept unless another's mean beats it by `margin`: the rollouts
  are few, and a small edge is what is left of the noise.

`PlanRoot(rules, rng, samples, margin).step(state)` returns the chosen plan's first action at a
decision the ruleset plans whole (then each next action of that plan while the game follows it:
`PlanRules.follow`), or None where the ruleset offers no candidates: the caller decides those itself
(`engine.bots.mcts.MCTSBot` searches them with its tree; its `root` option takes a factory of this).
Everything random comes from `rng`, so a seeded PlanRoot is deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

DEFAULT_SAMPLES = 8  # futures every plan is scored on
MAX_STEPS = 400  # rollout decisions past a plan before a horizon the ruleset never reached is given up


class PlanRules(Protocol):
    """What a ruleset tells the plan-level root search about its game."""

    def candidates(self, state) -> list[Sequence] | None:
        """The plans worth comparing at this decision, the default first (a plan: the actions its
        decider takes, in order); None where this decision is not one a whole plan settles."""

    def follow(self, state, plan: Sequence) -> Any:
        """The next action of `plan` in `state` while the game is still following it, else None."""

    def rollout(self, rng: random.Random) -> Any:
        """The playing policy (`step(state) -> action`) after a plan, seeded with `rng`."""

    def done(self, start, state) -> bool:
        """Whether the rollout from decision `start` has reached the horizon its plans are judged at."""

    def value(self, state, player: int) -> float:
        """The worth of a position at the horizon (or finished) to `player`, higher is better."""


@dataclass(frozen=True)
class PlanScore:
    """One candidate plan: its place among the candidates, its score on each sample and their mean."""

    index: int
    plan: tuple
    scores: tuple[float, ...]

    @property
    def mean(self) -> float:
        return sum(self.scores) / len(self.scores)


def opening(rules: PlanRules, state, plan: Sequence):
    """The plan's action at the decision it was chosen at: what `PlanRules.follow` says, or else its
    first action where that is legal (a plan of one move the ruleset does not follow, such as a power
    used before a round's plan); None: the plan cannot start here."""
    action = rules.follow(state, plan)
    if action is None and plan and plan[0] in state.legal_actions():
        action = plan[0]
    return action


def play_plan(rules: PlanRules, state, plan: Sequence) -> int:
    """Apply `plan` to `state` for as long as the game follows it; the actions applied."""
    applied = 0
    while applied <= len(plan):
        action = opening(rules, state, plan) if not applied else rules.follow(state, plan)
        if action is None:
            break
        state.apply_action(action)
        applied += 1
    return applied


def score_plans(rules: PlanRules, state, plans: Sequence[Sequence], samples: int, rng: random.Random,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> list[PlanScore]:
    """Every plan's scores on the same `samples` futures (see the module docstring), in the plans' order.

    `progress(done, samples)` after each future every plan was scored on; `cancelled()` is asked before
    each plan's rollout (a plan's rollouts take long where a round is played out, and a Stop must not
    wait for a whole future): once true, the comparison ends with the futures finished so far (a future
    only some plans met is dropped, so every plan stays judged on the same dice), and [] where none was.
    Neither draws from `rng`: a comparison that runs to the end is the same with them or without."""
    player = state.current_player()
    scores: list[list[float]] = [[] for _ in plans]
    for done in range(samples):
        world = state.determinize(player, random.Random(rng.getrandbits(64)))
        seed = rng.getrandbits(64)
        sample: list[float] = []
        for plan in plans:
            if cancelled is not None and cancelled():
                return _scored(plans, scores) if done else []
            copy = world.clone()  # the world's chance generator as it stands: every plan the same dice
            play_plan(rules, copy, plan)
            policy = rules.rollout(random.Random(seed))
            steps = 0
            while not copy.is_terminal() and not rules.done(state, copy) and steps < MAX_STEPS:
                copy.apply_action(policy.step(copy))
                steps += 1
            sample.append(rules.value(copy, player))
        for i, score in enumerate(sample):
            scores[i].append(score)
        if progress is not None:
            progress(done + 1, samples)
    return _scored(plans, scores)


def _scored(plans: Sequence[Sequence], scores: list[list[float]]) -> list[PlanScore]:
    return [PlanScore(i, tuple(plan), tuple(s)) for i, (plan, s) in enumerate(zip(plans, scores, strict=True))]


def choose(scored: Sequence[PlanScore], margin: float) -> PlanScore:
    """The plan with the best mean, unless it beats the first (the default) by no more than `margin`."""
    best = max(scored, key=lambda s: (s.mean, -s.index))
    return best if best.mean > scored[0].mean + margin else scored[0]


class PlanRoot:
    """See the module docstring. `samples`: futures a plan is scored on; `margin`: what another plan's
    mean must beat the default's by."""

    def __init__(self, rules: PlanRules, rng: random.Random, samples: int = DEFAULT_SAMPLES,
                 margin: float = 0.0) -> None:
        if samples < 1:
            raise ValueError("a plan search scores every plan on at least 1 sample")
        self.rules = rules
        self.rng = rng
        self.samples = samples
        self.margin = margin
        self.plan: tuple | None = None  # the plan being played (chosen at its first action)
        self.rollouts = 0  # plan rollouts played, for a benchmark's count of the work done
        self.last: list[PlanScore] = []  # the last comparison's scores (what a reader of the choice shows)
        self.offered = 0  # candidate plans at the last decision the root planned (1: nothing to compare)
        self.judged = 0  # futures the last comparison judged its plans on: `samples`, fewer where it was stopped

    def step(self, state, progress: Callable[[int, int], None] | None = None,
             cancelled: Callable[[], bool] | None = None):
        """The action of a plan the ruleset plans whole (see the module docstring), else None.

        `progress` and `cancelled` reach the comparison (`score_plans`): a Stop ends it with the best
        plan of the futures judged so far (`judged` says how many), or the default where none was."""
        if self.plan is not None:
            action = self.rules.follow(state, self.plan)
            if action is not None:
                return action
            self.plan = None
        plans = self.rules.candidates(state)
        if not plans:
            return None
        self.offered = len(plans)
        if len(plans) == 1:
            chosen = tuple(plans[0])
            self.last = []
            self.judged = 0
        else:
            self.last = score_plans(self.rules, state, plans, self.samples, self.rng, progress, cancelled)
            self.judged = len(self.last[0].scores) if self.last else 0
            self.rollouts += len(plans) * self.judged
            chosen = choose(self.last, self.margin).plan if self.last else tuple(plans[0])
        action = opening(self.rules, state, chosen)
        self.plan = chosen if action is not None else None
        return action

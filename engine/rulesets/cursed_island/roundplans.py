"""What Cursed Island gives the plan-level root search (`engine.bots.planroot`) of `--bots mcts`.

The team greedy settles a round's pawns at its first pawn: it makes the round's plan once per focus
(plansearch.py) and keeps the one planworth.py foresees best, planworth being a rough foresight with no
dice. The search keeps that shape and judges the same plans by playing them: at a round's first pawn
the root's moves are the greedy's candidate plans (`candidates`: the greedy's own choice first, then
the others by their foreseen worth, at most `TOP` in all), each placed whole in every one of
`SAMPLES` determinizations and played on with the SAME dice for every plan (the generic search's
common random numbers) by the search's quick policy (rollout.py: the planner's bare list for the next
round), up to the planning `ROUNDS` rounds on (`done`), where the team's survival worth
(`appraise.worth`, in wounds) scores it. Another plan replaces the greedy's only where its mean beats
the greedy plan's by `MARGIN` wounds. Two rounds, not one: a plan's builds and gathers pay over the
nights after it, and judged at the next round's planning the search won no more games than the greedy
(docs/playtest-cursed-island.md, Session 12).

Before the round's first pawn the greedy's power (greedy.py `best_use`: a power it would use then) is
played first, as a plan of one move; the pawns of the chosen plan follow it (`follow`, with the
greedy's `take_lead` for a joined group); every other decision is the greedy's, a plan of one move
(`GREEDY_REST`: the tree search of search.py cost games there, as it did in session 11).
"""

from __future__ import annotations

import random

from engine.bots.planroot import PlanRoot

from . import appraise, plansearch
from .greedy import CursedGreedy, take_lead
from .rollout import CursedRollout

SAMPLES = 8  # determinizations (futures) every candidate plan is played in
TOP = 6  # candidate plans compared: the greedy's, then the best foreseen others
MARGIN = 0.5  # wounds of mean worth another plan must save over the greedy's to replace it
ROUNDS = 2  # rounds a plan's rollout plays before it is scored (at the planning of the round after them)
GREEDY_REST = True  # every decision but a round's plan is the greedy's (False: the tree search's, search.py)


class RoundPlans:
    """Cursed Island's `engine.bots.planroot.PlanRules`: see the module docstring."""

    def __init__(self, rng: random.Random, top: int = TOP, greedy_rest: bool = GREEDY_REST,
                 rounds: int = ROUNDS) -> None:
        self.rng = rng
        self.top = top
        self.rounds = rounds
        self.greedy_rest = greedy_rest  # every other decision the greedy's (True) or the tree search's

    def candidates(self, state) -> list[list[tuple]] | None:
        """At a round's first pawn: the greedy's power as a plan of one move where it would use one,
        else the greedy's candidate plans (its choice first); None at any other decision."""
        legal = state.legal_actions()
        if state.phase != "action" or state.stage != "plan" or state.plan \
                or not any(a[0] == "assign" for a in legal):
            return [[CursedGreedy(self.rng).step(state)]] if self.greedy_rest and len(legal) > 1 else None
        uses = [a for a in legal if a[0] == "use"]
        if uses:
            power = CursedGreedy(self.rng).best_use(state, uses)
            if power is not None:
                return [[power]]
        found = plansearch.candidates(state)
        if not found:
            return None
        first = 0  # best_plan's choice, found as it finds it (ties: the earliest)
        for i, (_, value) in enumerate(found):
            if value > found[first][1] + 1e-9:
                first = i
        others = sorted((i for i in range(len(found)) if i != first), key=lambda i: (-found[i][1], i))
        return [found[i][0] for i in [first, *others][:self.top]]

    def follow(self, state, plan) -> tuple | None:
        """The plan's next pawn (as a lead where the greedy would take the lead) or its commit, while the
        pawns placed are the plan's first ones; None otherwise (a power is not followed: it is played once)."""
        if state.phase != "action" or state.stage != "plan":
            return None
        done = len(state.plan)
        if done >= len(plan) or plan[done][0] not in ("assign", "commit") \
                or [tuple(p) for p in state.plan] != [a[1:] for a in plan[:done]]:
            return None
        legal = state.legal_actions()
        action = plan[done]
        if action not in legal:
            return None
        return take_lead(state, action, [a for a in legal if a[0] == "lead"])

    def rollout(self, rng: random.Random) -> CursedRollout:
        return CursedRollout(rng)

    def done(self, start, state) -> bool:
        """The planning of the round `rounds` after: every plan is judged at the same point of a round."""
        return state.round >= start.round + self.rounds and state.phase == "action" and state.stage == "plan"

    def value(self, state, player: int) -> float:
        return appraise.worth(state)


def factory(rng: random.Random, samples: int = SAMPLES, top: int = TOP, margin: float = MARGIN,
            greedy_rest: bool = GREEDY_REST, rounds: int = ROUNDS) -> PlanRoot:
    """The plan-level root of `--bots mcts` (search.py's SEARCH_OPTIONS `root`); the keywords try
    another shape (a `functools.partial` of this in a benchmark's options)."""
    return PlanRoot(RoundPlans(rng, top, greedy_rest, rounds), rng, samples=samples, margin=margin)

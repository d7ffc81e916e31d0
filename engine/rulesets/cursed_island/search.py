"""What Cursed Island gives the generic search bot (`engine.bots.mcts`, `--bots mcts`) over the team seat.

Every castaway shares the team's return, so the search is one team's search: each seat's tree values
the same outcome. Left to the generic defaults (64 iterations of 20 rollout decisions, every pawn's
placement tried) it cost 288 ms CPU a decision and played *worse* than the team greedy: its root
started from the planner's bare list, not from the greedy's searched plan, and it spent its budget
trying random placements once each. What this module changes, through the ruleset's search hooks only:

- `PlanFirstRollout` (`Ruleset.rollout_bot`): the rollout policy follows the greedy's searched plan
  (plansearch.best_plan: the round's whole plan chosen among the planner's foci by planworth.py) for
  the first round it plans in a search, and the planner's bare list (rollout.py) after that. The
  search bot expands a new node with its rollout policy's move first, so the root's first child is the
  greedy's own move and every iteration below it plays the greedy's plan out: the search starts from
  what the greedy would do and leaves it only for a move its rollouts value higher. The plan search
  costs about 26 ms a call (a 2-player position of Wreck and Beacon), so it is made once a search, for
  the first planning position the policy meets; a later round of a rollout, or another round of the
  same search, plans with the bare list (0.3 ms a pawn).
- `team_values` (`Ruleset.evaluate_seats`): the cut-off value (`appraise.evaluate`, the greedy's
  survival worth as a win chance) worked out once for the team and given to every seat: the seats'
  values are the very same, the worth is read once instead of once a seat.
- `SEARCH_OPTIONS` (`Ruleset.search_options`): the budget and shape of `--bots mcts` for this game
  (`mcts:N` still sets the iterations): few iterations, rollouts cut off about a round on (a round is
  about nine decisions: the plan's pawns, its commit, the resolution's choices, the night's), the
  root widened slowly, so most of the budget goes to the greedy's move and the one or two alternatives
  that look better. The figures that chose them are in docs/playtest-cursed-island.md (Session 11).
"""

from __future__ import annotations

import random

from . import appraise, plansearch
from .greedy import CursedGreedy, take_lead
from .rollout import CursedRollout

SEARCH_OPTIONS = {"iterations": 12, "depth": 8, "widen": 1, "widen_c": 0.5}


class PlanFirstRollout(CursedRollout):
    """The rollout policy of the module docstring: the greedy's searched plan for the first round it
    plans, the planner's bare list (CursedRollout) for everything else."""

    kind = "plan-first rollout"

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.first = True  # the next decision is the search's first expansion (a new root child)
        self.round: int | None = None  # the round whose plan was searched (None: no plan yet)
        self.start: list[tuple] = []  # the pawns placed when it was searched
        self.plan: list[tuple] = []  # the searched plan's actions from there (assigns, then the commit)

    def step(self, state):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.first:  # the search's first expansion: the greedy's own decision
            self.first = False
            move = self.greedy_move(state, legal)
            if move is not None:
                return move
        planned = self.planned(state, legal)
        if planned is not None:
            return take_lead(state, planned, [a for a in legal if a[0] == "lead"])
        return self.decide(state, legal)

    def greedy_move(self, state, legal: list):
        """The team greedy's decision (greedy.py) where it is not a plan's pawn: a power it would use
        before the round's first pawn, or its one-step choice outside planning; None: a pawn to place
        (the searched plan's, `planned`)."""
        greedy = CursedGreedy(self.rng)
        if any(a[0] == "assign" for a in legal):
            uses = [a for a in legal if a[0] == "use"]
            return greedy.best_use(state, uses) if uses and not state.plan else None
        return greedy.step(state)

    def planned(self, state, legal: list):
        """The searched plan's next action where the state is on it (its round, the pawns placed when
        it was searched, then its own actions in order) and the action is in `legal`; else None."""
        if state.phase != "action" or state.is_terminal():
            return None
        placed = [tuple(p) for p in state.plan]
        if self.round is None:
            if not any(a[0] == "assign" for a in legal):
                return None
            self.round, self.start = state.round, placed
            self.plan = plansearch.best_plan(state)
        if state.round != self.round or placed[:len(self.start)] != self.start:
            return None
        done = len(placed) - len(self.start)
        if done < 0 or done >= len(self.plan) or placed[len(self.start):] != [a[1:] for a in self.plan[:done]]:
            return None
        action = self.plan[done]
        return action if action in legal else None


def factory(rng: random.Random) -> PlanFirstRollout:
    return PlanFirstRollout(rng)


def team_values(state) -> list[float]:
    """`appraise.evaluate` of every seat, read once: the team's value is every castaway's."""
    value = appraise.evaluate(state, 0)
    return [value] * state.game.num_players

"""What Cursed Island gives the generic search bot (`engine.bots.mcts`, `--bots mcts`) over the team seat.

Every castaway shares the team's return, so the search is one team's search: each seat's tree values
the same outcome. Left to the generic defaults (64 iterations of 20 rollout decisions, every pawn's
placement tried) it cost 288 ms CPU a decision and won fewer games than the team greedy: its root
started from the planner's bare list, not from the greedy's searched plan, and its rollouts' dice
decided more than its moves. What this module changes, through the ruleset's search hooks only:

- `PlanFirstRollout` (`Ruleset.rollout_bot`): the search bot expands a new node with its rollout
  policy's move first, and makes one policy a search. So this policy's first decision is the team
  greedy's own (greedy.py: a power it would use before the round's first pawn, its one-step choice
  outside planning), and its pawns follow the greedy's plan for the round (plansearch.best_plan,
  searched as the greedy searches it: at the round's first pawn, so on a copy with no pawn placed; a
  plan searched again from a later pawn may differ from the one the greedy follows). A later round of a
  rollout plans with the planner's bare list (rollout.py). The root's first child is then the greedy's
  move. The plan search costs about 26 ms a call (a 2-player position of Wreck and Beacon) against
  0.3 ms for a pawn of the bare list, so it is made once a search.
- `team_values` (`Ruleset.evaluate_seats`): the cut-off value, read once for the team (every seat's
  value is the same). A plan being placed is worth the whole plan it becomes (`plan_value`: the pawns
  placed, the rest by the planner's bare list, foreseen by planworth.py, which draws no chance, so every
  determinization scores it alike); anything else is `appraise.evaluate` (the greedy's survival worth
  as a win chance). One round's dice swing a played-out rollout more than two placements differ: a
  search of a dozen rollouts cannot average that away.
- `SEARCH_OPTIONS` (`Ruleset.search_options`): the budget and shape of `--bots mcts` for this game
  (`mcts:N` still sets the iterations): 12 iterations; no rollout past the new node (depth 0: the leaf is
  scored by `team_values`); a root that widens only after five visits of the greedy's move (one child
  while 0.5 * sqrt(visits) <= 1), so an alternative is tried from the sixth iteration on and played only
  where it is valued higher for most of the rest; no tree reuse (the reused children were grown by the
  bare rollout policy, not by the greedy). The figures that chose them are in
  docs/playtest-cursed-island.md (Session 11).
- `root` (session 12): before any of the above, `--bots mcts` asks roundplans.py's plan-level root
  (`engine.bots.planroot`): at a round's first pawn it compares the greedy's candidate plans whole, on
  the same dice, two rounds on, and places the best; every other decision is the greedy's. So the
  tree search above now plays only where the root is told to leave decisions to it
  (`roundplans.factory(greedy_rest=False)`); the editor's "What would the bot do?" decides as
  `--bots mcts` does (the root first). Measured in docs/playtest-cursed-island.md (Session 12).
"""

from __future__ import annotations

import random

from engine.core.ruleset import win_chance

from . import appraise, plansearch, planworth, roundplans
from .greedy import CursedGreedy, take_lead
from .rollout import CursedRollout

SEARCH_OPTIONS = {"iterations": 12, "depth": 0, "widen": 1, "widen_c": 0.5, "reuse": False,
                  "root": roundplans.factory}
PLAN_SCALE = 3.0  # wounds of a plan's foreseen worth that make a 73% win chance (plan_value)


class PlanFirstRollout(CursedRollout):
    """The rollout policy of the module docstring: the greedy's searched plan for the first round it
    plans, the planner's bare list (CursedRollout) for everything else."""

    kind = "plan-first rollout"

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.first = True  # the next decision is the search's first expansion (a new root child)
        self.round: int | None = None  # the round whose plan was searched (None: no plan yet)
        self.plan: list[tuple] = []  # the searched plan's actions (assigns, then the commit)

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
        """The next pawn of the greedy's plan for the round (searched as the greedy searches it, at the
        round's first pawn: a plan searched again from a later pawn may differ from the one the greedy
        follows) while the pawns placed are its first ones and the pawn is in `legal`; else None."""
        if state.phase != "action" or state.stage != "plan":
            return None
        if self.round is None:
            if not any(a[0] == "assign" for a in legal):
                return None
            start = state.clone()  # the round's first pawn: nothing placed (powers are used before it)
            start.plan, start.apart = [], set()
            self.round, self.plan = state.round, plansearch.best_plan(start)
        done = len(state.plan)
        if state.round != self.round or done >= len(self.plan) \
                or [tuple(p) for p in state.plan] != [a[1:] for a in self.plan[:done]]:
            return None
        action = self.plan[done]
        return action if action in legal else None


def factory(rng: random.Random) -> PlanFirstRollout:
    return PlanFirstRollout(rng)


def team_values(state) -> list[float]:
    """The team's value of a cut-off position, read once for every seat (the team's value is every
    castaway's): a plan being placed is scored as the whole plan it becomes (`plan_value`), anything
    else by `appraise.evaluate` (the greedy's survival worth as a win chance)."""
    value = plan_value(state) if state.stage == "plan" and not state.is_terminal() else appraise.evaluate(state, 0)
    return [value] * state.game.num_players


def plan_value(state) -> float:
    """A round's plan part placed, as a win chance: the pawns placed, the rest placed by the planner's
    bare list (plansearch.plan_with: no chance drawn, so every determinization scores it alike), and the
    whole plan foreseen by planworth.py (what the greedy's plan search compares plans by), on
    `PLAN_SCALE` wounds to 73%. Positions of one round compare: a search of a planning decision
    compares plans, not the luck of their dice."""
    placed = [("separate" if pawn in state.apart else "assign", pawn, action, target)
              for pawn, action, target in state.plan]
    return win_chance(planworth.worth(state, placed + plansearch.plan_with(state, ())), PLAN_SCALE)

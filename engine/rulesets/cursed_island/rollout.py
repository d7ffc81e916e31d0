"""Cursed Island's quick playing policy for the search bot's rollouts (`Ruleset.rollout_bot`).

`engine.bots.mcts` plays `--bots mcts` over the team: every seat shares the team's return, so each
seat's tree values the same outcome, and the rollouts play this policy twenty decisions at a time
before `appraise.evaluate` scores the position. The greedy (greedy.py) clones the state for every
choice it weighs outside planning, too slow there; this decides from the facade alone, with no clone:

- planning: the greedy's own plan, pawn by pawn (planner.py: cheap, it reads the state), then commit;
- who goes hungry, a split heal, the mystery draw: the greedy's rules;
- the morale choice: a heal while the first player's castaway is near death, else Determination;
- any other decision (a DECIDE, the camp, arranging, a pick, a stop): at random among the stage's own
  choices; any-time powers are left unused (they are the greedy's to weigh).
"""

from __future__ import annotations

import random

from . import appraise, planner
from .greedy import take_lead
from .planner import MYSTERY_SAFE, fallback


class CursedRollout:
    kind = "rollout"
    clones = False  # the search bot lets it decide every rollout step, however many the legal actions

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def step(self, state):
        return self.decide(state, state.legal_actions())

    def decide(self, state, legal: list):
        """The step's action among `legal` (the state's legal actions, listed once by the caller)."""
        if len(legal) == 1:
            return legal[0]
        verbs: dict[str, list] = {}
        for action in legal:
            verbs.setdefault(action[0], []).append(action)
        verbs.pop("use", None)
        if not verbs:
            return legal[0]
        if "assign" in verbs:
            choice = planner.choose(state, legal) or fallback(state, verbs["assign"])
            return take_lead(state, choice, verbs.get("lead", []))
        if "commit" in verbs:
            return verbs["commit"][0]
        if "hungry" in verbs:
            return max(verbs["hungry"], key=lambda a: (appraise.margin(state, a[1]), -a[1]))
        if "heal" in verbs:
            return min(verbs["heal"], key=lambda a: (appraise.margin(state, a[1]), a[1]))
        if "mystery" in verbs:
            draw = appraise.worst_margin(state) >= MYSTERY_SAFE
            return next((a for a in verbs["mystery"] if a[1] is draw), verbs["mystery"][0])
        if "morale" in verbs:
            heal = appraise.worst_margin(state) <= appraise.DANGER + 1
            return next((a for a in verbs["morale"] if (a[1] == "heal") == heal), verbs["morale"][0])
        own = [a for actions in verbs.values() for a in actions]
        return own[int(self.rng.random() * len(own))]


def factory(rng: random.Random) -> CursedRollout:
    return CursedRollout(rng)

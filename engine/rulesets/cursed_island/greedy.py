"""Cursed Island's team greedy bot: survival first, then the goal (rulesets-next §2.4).

Every seat of a game plays one of these; the team's decisions are the first player's (`state.actor`),
so in practice one bot plans for all. Each kind of decision its own way:

- planning (("assign", pawn, action, target), pawn by pawn): planner.py's priorities: rest for a
  castaway near death, food for the night and wood and food for the weather, the threat card about to
  fall, shelter then roof then weapon and palisade, the scenario goal (goal.py), terrains for
  inventions, then the spare pawns; two pawns for what the plan depends on, one for a gamble; the
  whole round's plan is chosen at its first pawn among the planner's with different foci first
  (plansearch.py, scored by planworth.py) and then placed pawn by pawn. Before
  the first pawn of a round, the any-time powers (skills, items, discoveries, treasures) are weighed:
  one is used when it leaves the team better off by more than `USE_GAIN` wounds (`appraise.worth`);
- who takes a shared action (("lead", ...) offered beside the ("assign", ...) of a castaway's pawn
  joining another castaway's group): `take_lead`: a hunt's wounds to the castaway with more wounds to
  spare, any other action's Determination (a threat's reward, a failed roll's) to the one with less
  of it while it is not near death;
- ("commit",) once every pawn is placed;
- every other decision (a DECIDE, who goes hungry, a split heal, the camp's move, the morale and
  arranging choices, a pick, the mystery draw, a stop with powers open): a one-step evaluation: each
  choice played in `SAMPLES` determinizations of the bot's own (the hidden decks dealt again: it never
  reads the game's future) and the position it leaves valued by `appraise.worth` (a castaway's wounds
  count more as death nears, so the healthiest goes hungry); the mystery draw stops at once while a
  castaway has fewer than `MYSTERY_SAFE` wounds to spare; powers are weighed where a castaway is near
  death or at a stop.

`ruleset.CursedIsland.evaluate` (the search bot's cut-offs) is `appraise.evaluate`: `worth` as a win
chance, shared by every seat (team returns).
"""

from __future__ import annotations

import random

from . import appraise, groups, planner, planning, plansearch
from .planner import MYSTERY_SAFE, fallback

USE_GAIN = 0.5  # wounds a power must save (net of the Determination it costs) to be used
SAMPLES = 3  # determinizations a one-step evaluation averages over


class CursedGreedy:
    """See the module docstring."""

    kind = "greedy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.plan: list[tuple] = []  # the round's plan chosen by plansearch.py, its actions in order

    def planned(self, state, legal: list):
        """The next assignment of the round's searched plan (plansearch.py), searched at the round's
        first pawn; None once the plan and the engine part ways (the planner then decides alone)."""
        if not state.plan:
            self.plan = plansearch.best_plan(state)
        done = len(state.plan)
        if done < len(self.plan) and [tuple(p) for p in state.plan] == [a[1:] for a in self.plan[:done]] \
                and self.plan[done] in legal:
            return self.plan[done]
        return None

    def step(self, state):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        verbs: dict[str, list] = {}
        for action in legal:
            verbs.setdefault(action[0], []).append(action)
        uses = verbs.pop("use", [])
        if "assign" in verbs:
            if uses and not state.plan:
                power = self.best_use(state, uses)
                if power is not None:
                    return power
            choice = self.planned(state, legal) or planner.choose(state, legal) or fallback(state, verbs["assign"])
            return take_lead(state, choice, verbs.get("lead", []))
        if "commit" in verbs:
            return verbs["commit"][0]
        if "hungry" in verbs and not uses:  # the castaway furthest from death (the team loses with its worst)
            return max(verbs["hungry"], key=lambda a: (appraise.margin(state, a[1]), -a[1]))
        if "mystery" in verbs and appraise.worst_margin(state) < MYSTERY_SAFE:
            return next((a for a in verbs["mystery"] if a[1] is False), verbs["mystery"][0])
        own = [a for actions in verbs.values() for a in actions]
        weigh_uses = uses and ("pass" in verbs or appraise.worst_margin(state) <= appraise.DANGER)
        if len(own) == 1 and not weigh_uses:
            return own[0]
        return self.one_step(state, own, uses if weigh_uses else [])

    def best_use(self, state, uses: list):
        """The power that leaves the team best off, if it beats not using one by `USE_GAIN` wounds."""
        world = state.determinize(state.current_player(), self.rng)
        base = appraise.worth(world)
        best, best_value = None, base + USE_GAIN
        for action in uses:
            value = after(world, action)
            if value > best_value:
                best, best_value = action, value
        return best

    def one_step(self, state, actions: list, uses: list = ()):
        """The action whose position is worth most (ties: the first listed), in `SAMPLES` determinizations
        (a draw from a hidden deck is a gamble: one deal would be a guess); a power only where it beats
        the same position without it by `USE_GAIN` wounds (a use asks the stage again, so its worth is of
        the stage before the choice: set beside a choice already played on, any use would win)."""
        worlds = [state.determinize(state.current_player(), self.rng) for _ in range(SAMPLES)]
        scored = [(sum(after(world, action) for world in worlds) / SAMPLES, -i, action)
                  for i, action in enumerate(actions)]
        _, _, best = max(scored, key=lambda s: s[:2])
        world = worlds[0]
        bar = appraise.worth(world) + USE_GAIN  # a use asks the stage again: weigh it against the same
        for action in uses:                     # stage without it, never against a choice played on
            gain = after(world, action)
            if gain > bar:
                bar, best = gain, action
        return best


def after(world, action) -> float:
    """The team's worth after `action` in a copy of `world`."""
    copy = world.clone()
    copy.apply_action(action)
    return appraise.worth(copy)


def take_lead(state, choice, leads: list):
    """`choice` (an ("assign", pawn, action, target)) as ("lead", ...) when that is offered and the
    joining castaway bears the action better than the group's leader (see the module docstring)."""
    lead = ("lead", *choice[1:])
    if choice[0] != "assign" or lead not in leads:
        return choice
    gs = groups.groups(state)
    current = planning.acting(state, gs[groups.joined(gs, choice[2], choice[3])])
    joining = planner.pawn_of(state, choice[1]).person
    spare, other = appraise.margin(state, joining), appraise.margin(state, current)
    if choice[2] == "hunt":
        return lead if spare > other else choice
    people = state.people
    if spare > appraise.DANGER and people[joining].determination < people[current].determination:
        return lead
    return choice


def factory(rng: random.Random) -> CursedGreedy:
    return CursedGreedy(rng)

"""The plan-level root search (engine/bots/planroot.py) on a toy game of its own: whole plans as the
root's moves, every plan scored on the same dice, the default kept unless beaten by the margin, the
chosen plan followed, and the search bot (`MCTSBot(root=...)`) deciding through it first."""

from __future__ import annotations

import random

import pytest

from engine.bots import planroot
from engine.bots.planroot import PlanRoot, PlanScore, choose, score_plans


class Toy:
    """Two placements (("add", k): k points each), then three die rolls, each adding 1-6 points; its
    dice come from its own generator (a clone carries the generator on, a determinization deals a new one)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.placed: list[tuple] = []
        self.rolls = 0
        self.total = 0

    def clone(self, rng: random.Random | None = None) -> Toy:
        copy = Toy(random.Random())
        copy.rng.setstate((rng or self.rng).getstate())
        copy.placed, copy.rolls, copy.total = list(self.placed), self.rolls, self.total
        return copy

    def determinize(self, player: int, rng: random.Random) -> Toy:
        return self.clone(rng=random.Random(rng.getrandbits(64)))

    def current_player(self) -> int:
        return -4 if self.is_terminal() else 0

    def is_terminal(self) -> bool:
        return self.rolls == 3

    def legal_actions(self) -> list:
        if len(self.placed) < 2:
            return [("add", k) for k in range(3)]
        return [("roll",)] if not self.is_terminal() else []

    def apply_action(self, action) -> None:
        if action[0] == "add":
            self.placed.append(action)
            self.total += action[1]
        else:
            self.rolls += 1
            self.total += self.rng.randint(1, 6)


class ToyRules:
    """The toy's `PlanRules`: plans are its two placements, judged at the end of the game by the total."""

    def __init__(self, plans: list[list[tuple]]) -> None:
        self.plans = plans

    def candidates(self, state):
        return self.plans if not state.placed else None

    def follow(self, state, plan):
        done = len(state.placed)
        if done >= len(plan) or state.placed != list(plan[:done]):
            return None
        return plan[done]

    def rollout(self, rng):
        class Roller:
            def step(self, state):
                return state.legal_actions()[0]
        return Roller()

    def done(self, start, state) -> bool:
        return False

    def value(self, state, player: int) -> float:
        return float(state.total)


EVEN = [("add", 1), ("add", 1)]
LOPSIDED = [("add", 2), ("add", 0)]
NOTHING = [("add", 0), ("add", 0)]


def test_every_plan_is_scored_on_the_same_dice():
    scored = score_plans(ToyRules([EVEN, LOPSIDED, NOTHING]), Toy(random.Random(5)), [EVEN, LOPSIDED, NOTHING],
                         6, random.Random(11))
    even, lopsided, nothing = scored
    assert even.scores == (17.0, 11.0, 11.0, 11.0, 7.0, 9.0)  # the dice differ from sample to sample
    assert lopsided.scores == even.scores  # the same two points placed otherwise: the same totals
    assert [a - b for a, b in zip(even.scores, nothing.scores, strict=True)] == [2.0] * 6  # the plans' own gap
    assert (even.index, even.plan, round(even.mean, 6)) == (0, tuple(EVEN), 11.0)


def test_the_default_is_kept_unless_another_beats_it_by_the_margin():
    first = PlanScore(0, (("add", 0),), (3.0, 5.0))
    second = PlanScore(1, (("add", 1),), (4.0, 5.0))
    assert choose([first, second], 0.0) is second
    assert choose([first, second], 0.5) is first  # a mean 0.5 higher is not more than the margin
    assert choose([first, second], 0.49) is second
    assert choose([second, PlanScore(2, (), (4.0, 5.0))], 0.0) is second  # a tie: the earlier


def test_the_root_chooses_a_plan_then_follows_it_and_leaves_other_decisions_to_its_caller():
    root = PlanRoot(ToyRules([NOTHING, EVEN, LOPSIDED]), random.Random(3), samples=4)
    state = Toy(random.Random(1))
    assert root.step(state) == ("add", 1)  # EVEN: two points more than the default on every sample
    assert [s.mean for s in root.last] == [11.25, 13.25, 13.25] and root.rollouts == 12
    state.apply_action(("add", 1))
    assert root.step(state) == ("add", 1)  # followed, not searched again
    assert root.rollouts == 12
    state.apply_action(("add", 1))
    assert root.step(state) is None and root.plan is None  # a roll: not a decision the root plans


def test_a_single_candidate_is_played_without_rollouts():
    root = PlanRoot(ToyRules([LOPSIDED]), random.Random(3))
    assert root.step(Toy(random.Random(1))) == ("add", 2) and root.rollouts == 0 and root.last == []


def test_the_search_bot_decides_through_its_root_first():
    from engine.bots.mcts import MCTSBot

    bot = MCTSBot(random.Random(2), root=lambda rng: PlanRoot(ToyRules([NOTHING, LOPSIDED]), rng, samples=2))
    state = Toy(random.Random(1))
    assert bot.step(state) == ("add", 2) and bot.decisions == 1 and bot.total_iterations == 0
    assert isinstance(bot.root, PlanRoot) and bot.root.rollouts == 4


def test_at_least_one_sample():
    with pytest.raises(ValueError, match="at least 1 sample"):
        PlanRoot(ToyRules([EVEN]), random.Random(0), samples=0)
    assert planroot.DEFAULT_SAMPLES == 8



class StopAfter:
    """A `cancelled()` that turns true once `progress` has reported `samples` futures judged."""

    def __init__(self, samples: int) -> None:
        self.samples, self.reports, self.asked = samples, [], 0

    def progress(self, done: int, total: int) -> None:
        self.reports.append((done, total))

    def __call__(self) -> bool:
        self.asked += 1
        return len(self.reports) >= self.samples


def test_a_stop_ends_the_comparison_with_the_futures_judged_so_far():
    plans = [NOTHING, EVEN, LOPSIDED]
    stop = StopAfter(2)
    root = PlanRoot(ToyRules(plans), random.Random(3), samples=4)
    assert root.step(Toy(random.Random(1)), progress=stop.progress, cancelled=stop) == ("add", 1)  # EVEN
    assert stop.reports == [(1, 4), (2, 4)] and stop.asked == 7  # 3 plans a future, stopped at the third's first
    assert root.judged == 2 and root.rollouts == 6 and [len(s.scores) for s in root.last] == [2, 2, 2]
    whole = score_plans(ToyRules(plans), Toy(random.Random(1)), plans, 4, random.Random(3))
    assert [s.scores for s in root.last] == [s.scores[:2] for s in whole]  # the same first two futures
    assert root.plan == tuple(EVEN)


def test_a_stop_before_any_future_keeps_the_default_plan():
    root = PlanRoot(ToyRules([NOTHING, EVEN]), random.Random(3), samples=4)
    assert root.step(Toy(random.Random(1)), cancelled=lambda: True) == ("add", 0)
    assert root.last == [] and root.judged == 0 and root.rollouts == 0 and root.plan == tuple(NOTHING)


def test_progress_and_a_cancel_never_asked_leave_the_comparison_as_it_was():
    plans = [EVEN, LOPSIDED, NOTHING]
    reports = []
    scored = score_plans(ToyRules(plans), Toy(random.Random(5)), plans, 6, random.Random(11),
                         progress=lambda done, total: reports.append((done, total)), cancelled=lambda: False)
    assert scored == score_plans(ToyRules(plans), Toy(random.Random(5)), plans, 6, random.Random(11))
    assert reports == [(done, 6) for done in range(1, 7)]

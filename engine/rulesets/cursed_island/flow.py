"""The queue of steps that plays a game of Cursed Island, and the decisions each stage asks for.

A game is a list of steps (`State.todo`, run front first by `run`). A step does what needs no choice
and, where somebody must choose, sets `State.stage` and `State.actor` (queue.ask) and stops; `legal`
lists that stage's decisions and `apply` settles one (it may put new steps in front).

A round: ("round",) puts the phases on the queue: ("event",) from round 2 (eventphase.py),
("morale",) and ("production",) (camplife.py), ("action",) — ci-actions' ("plan",) then ("resolve",)
(planning.py, resolve.py) — ("weather",) and ("weather-roll",) (weather.py), ("night",),
("night-camp",), ("night-end",) (night.py) and ("round-end",): the goal checked at the end of a round
when the scenario says so, the last round lost without it, else the next round. The scenario's
special rules play at their triggers ("round_start", "round_end", "event", "night"; ci-actions plays
"explore" and "build" through `specials.scenario_rules`).

Effects of cards and powers are played by ("terms", terms, start, ctx) through the game's
vocabulary; an effect that asks or pushes work stops the list, and the rest is put back behind that
work (`step_terms`). The game ends at once when a castaway dies (`state.loss`), and when the goal
holds if the scenario checks it immediately: `run` checks both after every step.

("use", power, "") is settled here for every stage (powers.py): the power's effects play, then the
same stage is asked again. Every module's `STEPS` and `STAGES` are merged below in literal tables.
"""

from __future__ import annotations

from . import action, camplife, choices, decks, eventphase, night, weather
from .effects import Ctx
from .powers import use
from .queue import ask, push
from .specials import scenario_rules
from .tell import event

__all__ = ["run", "legal", "apply"]


def run(state) -> None:
    """Run steps until a decision is needed or the game is over."""
    todo = state.todo
    goal = state.game.scenario.goal
    immediate = goal.timing == "immediately" and bool(goal.conditions)
    while True:
        if state.loss is not None or state.winners:
            finish(state)
            return
        if state.stage is not None:
            return
        step = todo.pop(0)
        STEPS[step[0]](state, step)
        if immediate and state.round and state.loss is None and reached(state):
            win(state)


# -- the round --------------------------------------------------------------------------------
def step_round(state, step) -> None:
    state.round += 1
    state.phase = "event"
    event(state, "round", state.first, round=state.round)
    steps = [("rules", "round_start")]
    if state.round > 1:
        steps += [("event",), ("rules", "event")]
    steps += [("morale",), ("production",), ("action",), ("weather",), ("weather-roll",),
              ("night",), ("rules", "night"), ("night-camp",), ("night-end",), ("rules", "round_end"), ("round-end",)]
    push(state, *steps)


def step_action(state, step) -> None:
    state.phase = "action"
    push(state, ("plan",), ("resolve",))


def step_round_end(state, step) -> None:
    scenario = state.game.scenario
    if scenario.goal.conditions and reached(state):
        win(state)
    elif state.round >= scenario.rounds:
        lose(state, "rounds")
    else:
        push(state, ("round",))


def step_rules(state, step) -> None:
    scenario_rules(state, step[1], Ctx(state.first))


# -- terms, powers ----------------------------------------------------------------------------
def step_terms(state, step) -> None:
    _, terms, start, ctx = step
    todo = state.todo
    before = len(todo)

    def suspended() -> bool:
        return state.stage is not None or len(todo) != before or state.loss is not None

    at = state.game.vocabulary.run_terms(state, ctx, terms, start, suspended)
    if at is not None:
        todo.insert(len(todo) - before, ("terms", terms, at, ctx))


def step_reask(state, step) -> None:
    ask(state, step[1], step[2])


# -- the end ----------------------------------------------------------------------------------
def reached(state) -> bool:
    goal = state.game.scenario.goal
    return state.game.vocabulary.holds(state, Ctx(state.first), goal.conditions)


def win(state) -> None:
    state.winners = tuple(range(state.game.num_players))


def lose(state, cause: str) -> None:
    state.loss = (cause, state.round)


def finish(state) -> None:
    if state.stage == "over":
        return
    state.todo.clear()
    state.ctx.clear()
    state.stage = "over"
    state.actor = -1
    state.phase = "over"
    if state.winners:
        event(state, "won", -1, round=state.round)
    else:
        event(state, "lost", -1, cause=state.loss[0], round=state.loss[1])


STEPS = {
    "round": step_round, "action": step_action, "round-end": step_round_end, "rules": step_rules,
    "terms": step_terms, "reask": step_reask,
    **eventphase.STEPS, **camplife.STEPS, **weather.STEPS, **night.STEPS, **decks.STEPS, **choices.STEPS,
    **action.STEPS,
}

STAGES = {
    **camplife.STAGES, **weather.STAGES, **night.STAGES, **decks.STAGES, **choices.STAGES,
    **action.STAGES,
}


# -- the decisions of each stage --------------------------------------------------------------
def legal(state) -> list:
    return STAGES[state.stage][0](state)


def apply(state, action) -> None:
    stage = state.stage
    actor = state.actor
    state.stage = None
    if action[0] == "use":
        use(state, action, stage, actor)
        return
    STAGES[stage][1](state, action)

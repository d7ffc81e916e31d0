"""Two verbs every part of the play uses on the step queue (`State.todo`): put steps in front, and
stop for a decision (see flow.py). ci-actions' planning and resolution use the same two."""

from __future__ import annotations


def push(state, *steps) -> None:
    """Put `steps` in front of the queue, in this order."""
    state.todo[0:0] = steps


def ask(state, stage: str, seat: int | None = None) -> None:
    """Stop the queue: `seat` decides in `stage` (default: the team's planner, the kit's
    `Teams.planner`: the first player, who decides for the team)."""
    state.stage = stage
    state.actor = state.game.teams.planner(state.first, first=state.first) if seat is None else seat

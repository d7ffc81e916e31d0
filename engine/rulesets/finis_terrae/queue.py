"""Two verbs every part of the play uses on the step queue (`State.todo`): put steps in front, and
stop for a decision (see flow.py)."""

from __future__ import annotations


def push(state, *steps) -> None:
    """Put `steps` in front of the queue, in this order."""
    state.todo[0:0] = steps


def ask(state, stage: str, seat: int) -> None:
    """Stop the queue: `seat` decides in `stage`."""
    state.stage = stage
    state.actor = seat

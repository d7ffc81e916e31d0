"""Victory points, progress tasks, missions and morale (rulebook pp. 21-22).

- A progress token enters a bar on field 1 the first time its task is accomplished and then
  moves by the task's repeat steps; it stops on the last field.
- A mission with as many success tokens as its value is fulfilled: the mission token enters the
  mission bar on field 1 (then one field per mission), the card is discarded and a new one drawn.
- Every field a token enters that is a victory field gives 1 victory point; every morale field
  the *mission* token enters lets the player move one progress token one field (a decision,
  which may be skipped). A progress token on a morale field gives nothing (p. 22 names the
  mission token only; an adventure that wants it writes a rule).
- From 16 victory points on, each further point is 3 resources of the player's choice instead.
"""

from __future__ import annotations

from engine.core.frames import Decision
from .resources import choose_resources
from .rules import fire

VP_CAP = 16


def gain_vp(state, seat: int, points: int, reason: str) -> None:
    p = state.players[seat]
    for _ in range(points):
        if p.vp >= VP_CAP:
            state.emit("vp_as_resources", seat, -1, reason=reason)
            choose_resources(state, seat, 3, "pool", "victory point beyond 16")
        else:
            p.vp += 1
            state.emit("vp", seat, -1, points=1, total=p.vp, reason=reason)


def lose_vp(state, seat: int, points: int, reason: str) -> None:
    p = state.players[seat]
    lost = min(points, p.vp)
    p.vp -= lost
    state.emit("vp", seat, -1, points=-lost, total=p.vp, reason=reason)


def _enter_fields(state, seat: int, bar, start: int, end: int, what: str, morale_counts: bool = False) -> None:
    """Award the victory fields from `start` (exclusive) to `end` (inclusive), and the morale
    fields when `morale_counts` (the mission token's bar only)."""
    morale = 0
    for field in range(start + 1, end + 1):
        if field in bar.victory_fields:
            gain_vp(state, seat, 1, reason=f"{what} field {field}")
        if morale_counts and field in bar.morale_fields:
            morale += 1
    for _ in range(morale):
        state.push("morale", seat, source=what)


def advance_progress(state, seat: int, task_id: str, steps: int | None = None, reason: str = "") -> None:
    task = state.game.adventure.task(task_id)
    if task is None:
        return
    p = state.players[seat]
    start = p.progress[task_id]
    length = task.bar.length
    if start >= length:
        state.emit("progress_full", seat, -1, task=task_id)
        return
    end = 1 if start == 0 else min(length, start + (steps if steps is not None else task.repeat_steps))
    p.progress[task_id] = end
    state.emit("progress", seat, -1, task=task_id, field=end, reason=reason)
    fire(state, "progress", seat, task=task_id)
    _enter_fields(state, seat, task.bar, start, end, f"progress:{task_id}")


def morale_step(state, seat: int, task_id: str) -> None:
    """A morale field moves one progress token exactly one field (onto field 1 from the start)."""
    task = state.game.adventure.task(task_id)
    p = state.players[seat]
    start = p.progress[task_id]
    if start >= task.bar.length:
        return
    p.progress[task_id] = start + 1
    state.emit("progress", seat, -1, task=task_id, field=start + 1, reason="morale")
    fire(state, "progress", seat, task=task_id)
    _enter_fields(state, seat, task.bar, start, start + 1, f"progress:{task_id}")


class Morale(Decision):
    def legal(self, state, frame):
        p = state.players[frame.player]
        out = [("morale", task.id) for task in state.game.adventure.progress_tasks
               if p.progress[task.id] < task.bar.length]
        return out + [("skip",)] if out else [("skip",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        if action[0] == "morale":
            morale_step(state, frame.player, action[1])


# -- missions --------------------------------------------------------------------------------
def draw_mission(state):
    if not state.mission_deck:
        if not state.mission_discard:
            return None
        state.mission_deck.extend(state.mission_discard)
        state.mission_discard.clear()
        state.rng.shuffle(state.mission_deck)
        state.emit("reshuffle", -1, -1, pile="missions", size=len(state.mission_deck))
    return state.mission_deck.pop()


def success_token(state, seat: int, count: int, reason: str) -> None:
    p = state.players[seat]
    if p.mission is None:
        return
    p.success += count
    state.emit("success_token", seat, -1, mission=p.mission.id, tokens=p.success, reason=reason)
    if p.success >= p.mission.value:
        fulfil_mission(state, seat)


def fulfil_mission(state, seat: int) -> None:
    p = state.players[seat]
    done = p.mission
    p.missions_done += 1
    bar = state.game.adventure.mission_bar
    start = p.mission_pos
    end = 1 if start == 0 else min(bar.length, start + 1)
    p.mission_pos = end
    state.mission_discard.append(done)
    p.mission = draw_mission(state)
    p.success = 0
    state.emit("mission_fulfilled", seat, -1, mission=done.id, field=end,
               new=p.mission.id if p.mission else "")
    fire(state, "mission_fulfilled", seat)
    if end > start:
        _enter_fields(state, seat, bar, start, end, "mission", morale_counts=True)


def take_token(state, seat: int, area: int) -> None:
    """The first player to explore or conquer an area with a progress token accomplishes its task."""
    task = state.token[area]
    if task is not None:
        state.token[area] = None
        state.emit("progress_token", seat, area, task=task)
        advance_progress(state, seat, task, reason="progress token")

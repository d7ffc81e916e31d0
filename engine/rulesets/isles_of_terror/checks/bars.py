"""Progress, mission and threat bars are coherent."""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.content.checks.context import Context, ptr_join


def _bar(context: Context, content, ptr: str, bar: dict, what: str) -> Iterator[Diagnostic]:
    length = bar["length"]
    for key in ("victory_fields", "morale_fields"):
        fields = bar.get(key, [])
        for index, value in enumerate(fields):
            if value > length:
                yield context.error(content, ptr_join(ptr, key, index), "bar/field-outside",
                                    f"field {value} is beyond the end of the {what} ({length} fields)",
                                    f"Fields are numbered 1 to {length}; lengthen the bar or move the field.")
        if fields != sorted(fields):
            yield context.warning(content, ptr_join(ptr, key), "bar/unsorted",
                                  f"the {key.replace('_', ' ')} are not in order", "List the fields from low to high.")


def progress_bars(context: Context) -> Iterator[Diagnostic]:
    for adventure in context.of_kind("adventure"):
        for index, task in enumerate(adventure.data.get("progress_tasks", [])):
            ptr = ptr_join("/progress_tasks", index)
            bar = task["bar"]
            yield from _bar(context, adventure, ptr + "/bar", bar, f"bar of '{task['id']}'")
            steps = task.get("repeat_steps", 1)
            if bar["length"] > 1 and steps >= bar["length"]:
                yield context.warning(adventure, ptr + "/repeat_steps", "bar/steps-too-long",
                                      f"a repeat moves {steps} fields on a bar of {bar['length']}: the second accomplishment ends the bar",
                                      "Use fewer repeat steps or a longer bar.")
            if not bar.get("victory_fields"):
                yield context.warning(adventure, ptr + "/bar", "bar/no-victory-fields",
                                      f"the progress task '{task['id']}' gives no victory points",
                                      "Add 'victory_fields' so the task is worth pursuing.")
            if "trigger" not in task and not _has_token(adventure, task["id"]) and not _advanced_by_rules(adventure, task["id"]):
                yield context.warning(adventure, ptr, "task/never-accomplished",
                                      f"nothing accomplishes the progress task '{task['id']}': it has no trigger, no progress token and no rule advances it",
                                      "Give it a 'trigger', or place progress tokens for it, or advance it from a rule.")
        mission_bar = adventure.data.get("mission_bar")
        if mission_bar:
            yield from _bar(context, adventure, "/mission_bar", mission_bar, "mission bar")
        threat = adventure.data.get("threat_bar", [])
        for index in range(1, len(threat)):
            before, row = threat[index - 1], threat[index]
            ptr = ptr_join("/threat_bar", index)
            if row["from"] <= before["from"]:
                yield context.error(adventure, ptr + "/from", "bar/threat-order",
                                    f"this row starts at {row['from']} victory points, not above the row before ({before['from']})",
                                    "List threat rows from the fewest victory points to the most.")
            if row["hits_on"] > before["hits_on"]:
                yield context.warning(adventure, ptr + "/hits_on", "bar/threat-eases",
                                      f"players with more victory points are hit less often here ({row['hits_on']}+ after {before['hits_on']}+)",
                                      "The threat usually grows with victory points: lower 'hits_on' row by row.")


def _has_token(adventure, task_id: str) -> bool:
    return any(t["task"] == task_id for t in adventure.data.get("setup", {}).get("progress_tokens", []))


def _advanced_by_rules(adventure, task_id: str) -> bool:
    from .terms import terms_of

    return any(u.name == "advance_progress" and isinstance(u.args, dict) and u.args.get("task") == task_id
               for u in terms_of(adventure))

"""Victory conditions: none is hidden behind a condition that always decides first.

Conditions are checked in the adventure's order at their timing, and the first `win` condition
met ends the game. A `win` condition without `conditions` is always met (the catch-all "most
victory points" at the end of the game), so any condition after it with the same timing is never
reached: it can never decide a game, and nothing else would say so.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.content.checks.context import Context, ptr_join


def always_met(condition: dict) -> bool:
    """Whether a victory condition is met by every player: a `win` with no conditions of its own."""
    return condition.get("result", "win") == "win" and not condition.get("conditions")


def unreachable_victory_conditions(context: Context) -> Iterator[Diagnostic]:
    for adventure in context.of_kind("adventure"):
        for mode, conditions in adventure.data.get("victory", {}).items():
            catch_all: dict[str, dict] = {}  # timing -> the first always-met condition of that timing
            for index, condition in enumerate(conditions):
                if not isinstance(condition, dict):
                    continue
                timing = condition.get("timing")
                first = catch_all.get(timing)
                if first is not None:
                    yield context.warning(
                        adventure, ptr_join("/victory", mode, index), "victory/unreachable",
                        f"the {mode} victory condition '{condition.get('id')}' can never decide a game: "
                        f"'{first.get('id')}' before it is always met at the same timing ({timing})",
                        f"Move '{condition.get('id')}' before '{first.get('id')}', or give "
                        f"'{first.get('id')}' conditions.")
                elif always_met(condition):
                    catch_all[timing] = condition

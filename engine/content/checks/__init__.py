"""Semantic checks: a registry of small functions that yield diagnostics.

Each check looks at the index of schema-valid files and yields problems that a
schema cannot see: duplicate ids, dangling references, map geometry, budgets.
Add a check by decorating a generator function with `@check`. `CHECKS` is the Isles of Terror
ruleset's registry (`Ruleset.checks`); validation runs each ruleset's checks over its own files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ..diagnostics import Diagnostic
from .context import Context

CheckFunction = Callable[[Context], Iterator[Diagnostic]]
CHECKS: list[CheckFunction] = []


def check(function: CheckFunction) -> CheckFunction:
    CHECKS.append(function)
    return function


def run_checks(context: Context, checks: Iterable[CheckFunction] = CHECKS) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    for function in checks:
        out.extend(function(context))
    return out


# The modules register their checks on import.
from . import ids, references, terms, mapcheck, bars, modes, budget, campaign, files, victory, terrors  # noqa: E402,F401

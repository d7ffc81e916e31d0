"""Semantic checks: small generator functions that yield diagnostics, over an index of a library.

Each check looks at the index of schema-valid files (`context.Context`) and yields problems that a
schema cannot see: duplicate ids, dangling references, map geometry, budgets. The checks every
ruleset may use are here (`ids`, `files`); a ruleset's own live in its package, and each ruleset
lists the checks it runs, in order, in a literal tuple (`Ruleset.checks`, where the ruleset is
assembled; the test-only ruleset's is tests/rulesets/tiny/checks.py). Validation runs each ruleset's checks over
its own files (`validate.Validation`), in the order of that tuple.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..diagnostics import Diagnostic
from .context import Context

CheckFunction = Callable[[Context], Iterable[Diagnostic]]


def run_checks(context: Context, checks: Iterable[CheckFunction]) -> list[Diagnostic]:
    """Every diagnostic of `checks` over `context`, check by check in the order given."""
    out: list[Diagnostic] = []
    for function in checks:
        out.extend(function(context))
    return out

"""Quick fixes: the one edit a diagnostic's hint names, as data (no Qt; the editor applies them).

A problem whose hint says "Did you mean 'x'?" about exactly one thing is fixed in one click, like
an IDE's quick fix:

- a wrong *value* ("no progress task has the id 'lookout'", hint "Did you mean 'lookouts'?")
  is fixed by writing the suggested value at the problem's pointer;
- a misspelt *key* (`schema/unknown-field`: "unknown field 'titel'", hint "Did you mean 'title'?")
  is fixed by renaming the key in place, its value and comments kept.

Only an unambiguous hint gives a fix (one suggestion, about the one quoted name of the message).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .diagnostics import Diagnostic

_SUGGESTION = re.compile(r"Did you mean '([^']+)'\?")
_QUOTED = re.compile(r"'([^']*)'")
#: the diagnostic codes whose pointer names a mapping key (the fix renames the key, not its value)
KEY_CODES = frozenset({"schema/unknown-field"})


@dataclass(frozen=True)
class QuickFix:
    diagnostic: Diagnostic
    old: str  # the value (or key) the problem is about
    new: str  # the value (or key) the hint suggests
    key: bool = False  # True: rename the key at the pointer; False: replace the value there

    @property
    def label(self) -> str:
        return f"Rename field '{self.old}' to '{self.new}'" if self.key else f"Change '{self.old}' to '{self.new}'"

    @property
    def pointer(self) -> str:
        return self.diagnostic.pointer


def quick_fix_of(diagnostic: Diagnostic | None) -> QuickFix | None:
    """The fix a diagnostic's hint offers, if it offers exactly one replacement."""
    if diagnostic is None or not diagnostic.hint or not diagnostic.pointer or not diagnostic.file:
        return None
    suggestions = _SUGGESTION.findall(diagnostic.hint)
    quoted = _QUOTED.findall(diagnostic.message)
    if len(suggestions) != 1 or not quoted:
        return None
    key = diagnostic.code in KEY_CODES
    if key and diagnostic.pointer.rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~") != quoted[0]:
        return None  # the pointer does not end at the key the message names
    return QuickFix(diagnostic, quoted[0], suggestions[0], key)

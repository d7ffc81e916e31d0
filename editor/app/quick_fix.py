"""Quick fixes: a problem whose hint names the one value it meant is fixed in one click.

"no progress task has the id 'lookout'" with the hint "Did you mean 'lookouts'?" is fixed by
writing 'lookouts' at the problem's pointer: one undoable edit of the document, named after the
fix, like an IDE's quick fix. Only an unambiguous hint gives a fix (one suggestion, replacing a
text value that is still the one the problem was about); every other hint is shown, not applied.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.content.diagnostics import Diagnostic

from .navigator import diagnostic_path

if TYPE_CHECKING:
    from .main_window import MainWindow

_SUGGESTION = re.compile(r"Did you mean '([^']+)'\?")
_QUOTED = re.compile(r"'([^']*)'")


@dataclass(frozen=True)
class QuickFix:
    diagnostic: Diagnostic
    old: str  # the value the problem is about
    new: str  # the value the hint suggests

    @property
    def label(self) -> str:
        return f"Change '{self.old}' to '{self.new}'"


def quick_fix_of(diagnostic: Diagnostic | None) -> QuickFix | None:
    """The fix a diagnostic's hint offers, if it offers exactly one replacement value."""
    if diagnostic is None or not diagnostic.hint or not diagnostic.pointer or not diagnostic.file:
        return None
    suggestions = _SUGGESTION.findall(diagnostic.hint)
    quoted = _QUOTED.findall(diagnostic.message)
    if len(suggestions) != 1 or not quoted:
        return None
    return QuickFix(diagnostic, quoted[0], suggestions[0])


def applicable(window: MainWindow, fix: QuickFix) -> bool:
    """Whether the file still holds the problem's value at the problem's pointer (a text, not a key)."""
    path = diagnostic_path(fix.diagnostic)
    document = window.workspace.document_for(path)
    if document is None:
        try:
            from editor.documents.document import Document

            document = Document.open(path)  # a look only: not registered with the workspace
        except Exception:  # noqa: BLE001 (an unreadable file has no fix)
            return False
    value = document.value(fix.diagnostic.pointer)
    return isinstance(value, str) and value == fix.old


def apply(window: MainWindow, fix: QuickFix) -> bool:
    """Write the suggested value: one undo step in the problem's document, opened in its tab."""
    if not applicable(window, fix):
        return False
    page = window.session.open(diagnostic_path(fix.diagnostic))
    document = getattr(page, "document", None)
    if document is None or document.read_only:
        return False
    document.set_value(fix.diagnostic.pointer, fix.new, fix.label)
    return True

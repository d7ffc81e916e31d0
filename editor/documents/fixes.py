"""Quick fixes (`engine.content.quick_fixes`) applied to an open document: one undoable edit each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.content.quick_fixes import QuickFix

from . import tree

if TYPE_CHECKING:
    from .document import Document


def applicable(document: Document, fix: QuickFix) -> bool:
    """Whether the document still holds the problem: the misspelt key (and not yet the right one), or
    the wrong text value, at the problem's pointer; never in a read-only document."""
    if document.read_only:
        return False
    if fix.key:
        try:
            parent, token = tree.parent_of(document.tree, fix.pointer)
        except tree.PointerError:
            return False
        return isinstance(parent, dict) and fix.old in parent and fix.new not in parent
    value = document.value(fix.pointer)
    return isinstance(value, str) and value == fix.old


def apply(document: Document, fix: QuickFix) -> bool:
    """Rename the key or write the value: one undo step named after the fix. False if not applicable."""
    if not applicable(document, fix):
        return False
    if fix.key:
        document.rename_key(fix.pointer, fix.new, fix.label)
    else:
        document.set_value(fix.pointer, fix.new, fix.label)
    return True

"""Quick fixes from the Problems panel: a problem whose hint names the one value or field name it
meant is fixed in one click, in its file's document (opened in its tab if it was not).

What a fix is lives in `engine.content.quick_fixes` (a wrong value replaced, a misspelt key
renamed); how it edits a document (one undo step) in `editor.documents.fixes`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.documents import fixes
from engine.content.quick_fixes import QuickFix, quick_fix_of

from .library_folder import is_bundled
from .navigator import diagnostic_path

if TYPE_CHECKING:
    from .main_window import MainWindow

__all__ = ["QuickFix", "applicable", "apply", "quick_fix_of"]


def applicable(window: MainWindow, fix: QuickFix) -> bool:
    """Whether the file still holds the problem (see `fixes.applicable`) and may be changed."""
    path = diagnostic_path(fix.diagnostic)
    document = window.workspace.document_for(path)
    if document is None:
        try:
            from editor.documents.document import Document

            document = Document.open(path)  # a look only: not registered with the workspace
            document.read_only = is_bundled(path)
        except Exception:  # noqa: BLE001 (an unreadable file has no fix)
            return False
    return fixes.applicable(document, fix)


def apply(window: MainWindow, fix: QuickFix) -> bool:
    """Write the suggested value or key: one undo step in the problem's document, opened in its tab."""
    if not applicable(window, fix):
        return False
    page = window.session.open(diagnostic_path(fix.diagnostic))
    document = getattr(page, "document", None)
    return document is not None and fixes.apply(document, fix)

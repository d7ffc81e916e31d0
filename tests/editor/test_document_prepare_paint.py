"""A document's text is split into sections only after its page has painted, however long the page took.

`Workspace.open` armed the split `PREPARE_AFTER_MS` after opening; a page whose building outlasted
that (a large page, or any page on a loaded machine) had the timer due in the same turn of the event
loop as its first paint, and the split (a dump of the whole document, tens of ms) ran before the
paint (issue 32: opening a document page). The page now asks for the split once it has painted.
"""

from __future__ import annotations

import pytest

from editor.documents import workspace as workspaces
from editor.documents.document import Document

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_the_split_waits_for_the_first_paint_even_when_the_timer_is_due(make_window, qtbot, monkeypatch):
    monkeypatch.setattr(workspaces, "PREPARE_AFTER_MS", 0)  # due at once: as after a page that took long
    window = make_window(feature_views=True)
    window.show()
    qtbot.waitExposed(window)
    painted_when_split: list[bool] = []
    prepare = Document.prepare

    def watched(document: Document) -> None:
        page = window.tabs.page_for(document.path)
        painted_when_split.append(bool(page is not None and page._painted))
        prepare(document)

    monkeypatch.setattr(Document, "prepare", watched)
    window.open_path(window.workspace.root / "drowned-temple.yaml")
    document = window.tabs.current().document
    assert document._sections is None and document.awaits_paint  # built and shown, not painted yet
    qtbot.waitUntil(lambda: document._sections is not None, timeout=10000)
    assert painted_when_split == [True]
    assert not document.awaits_paint

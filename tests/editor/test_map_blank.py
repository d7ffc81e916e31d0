"""File > New Adventure offers the blank template first: an open isle to paint, no story to delete."""

from __future__ import annotations


from editor.app.new_adventure import NewAdventure, starts
from editor.templates import BLANK, BLANK_LABEL


def test_new_adventure_starts_blank_by_default(window, library, qtbot):
    window.prompter.answer("ask_new_adventure", NewAdventure("isles-of-terror", BLANK, "coral-reach"))
    window.library.new_adventure.trigger()
    target = library / "coral-reach.yaml"
    assert window.tabs.current().path == target
    assert list(starts("isles-of-terror")) == [BLANK_LABEL, "drowned-temple", "ember-crown", "first-landing"]
    document = window.tabs.current().document
    assert document.value("/map/rows/2") == "s g y r y g s"
    assert document.value("/map/areas") is None and document.value("/rules") is None
    assert document.value("/story/background") == "Write the story read aloud before the game."
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=5000)
    assert [d for d in window.workspace.diagnostics_for(target) if d.is_error] == []

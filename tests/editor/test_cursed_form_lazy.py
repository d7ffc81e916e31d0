"""A Cursed Island deck's Form tab builds its first cards at once and every other card when it is scrolled to or
pointed at (`editor.forms.lazy_entry`); each edit stays one undo step whichever cards were built when."""

from __future__ import annotations

from pathlib import Path

import cursed_form_support as support
import pytest

from editor.forms.context import plain
from editor.forms.effect_builder import EffectBuilder
from editor.forms.lazy_entry import Deferred
from editor.rulesets.cursed_island.forms import LAZY_AFTER

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")


def deck_form(make_window, library: Path, qtbot):
    """The bundled event deck open in the main window on its Form tab (24 cards)."""
    return support.deck_form(make_window, library, qtbot)


def builder(form, pointer: str) -> EffectBuilder | None:
    return next((b for b in form.findChildren(EffectBuilder) if b.pointer == pointer), None)


def add_term(found: EffectBuilder, pointer: str, name: str) -> None:
    """Pick `name` in the Add menu of the builder's list at `pointer`, as a click on the menu does."""
    next(a for a in found.list_at(pointer).menu.actions() if a.data() == name).trigger()


def test_only_the_first_cards_are_built_and_a_card_scrolled_to_is_built(make_window, library, qtbot):
    window, page, form, cards = deck_form(make_window, library, qtbot)
    assert LAZY_AFTER == 3 and len(cards.frames) == 24
    assert [f.filled for f in cards.frames[:LAZY_AFTER]] == [True] * LAZY_AFTER
    assert not any(f.filled for f in cards.frames[8:])  # a screen shows three or four cards: the rest wait
    assert builder(form, "/cards/0/effects") is not None and builder(form, "/cards/20/effects") is None
    far = cards.frames[20]
    assert far.title.text().startswith("Event card 21: washed-out-path") and far.findChild(Deferred) is not None
    form.scroll.ensureWidgetVisible(far)
    qtbot.waitUntil(lambda: far.filled, timeout=3000)
    found = builder(form, "/cards/20/effects")
    assert found is not None and far.findChild(Deferred) is None
    assert [box.name for box in found.root.boxes] == [next(iter(plain(form.document.value("/cards/20/effects/0"))))]
    assert not cards.frames[12].filled  # the cards scrolled past are not built


def test_pointing_at_a_card_not_built_yet_builds_and_focuses_it(make_window, library, qtbot):
    window, page, form, cards = deck_form(make_window, library, qtbot)
    assert not cards.frames[9].filled
    assert form.select_pointer("/cards/9/threat/0")  # sea-fog: if it falls off the threat track, morale -1
    assert cards.frames[9].filled and not cards.frames[22].filled
    assert form.ctx.focused is not None and form.ctx.focused.pointer.startswith("/cards/9/")
    threat = builder(form, "/cards/9/threat")
    assert [box.name for box in threat.root.boxes] == ["morale"]
    qtbot.waitUntil(lambda: form.scroll.viewport().rect().intersects(
        cards.frames[9].geometry().translated(form.page.pos())), timeout=3000)  # scrolled to it
    assert page.select_pointer("/cards/23/effects", skip=page.view("Cards"))  # the page's route, the catalogue skipped
    assert cards.frames[23].filled and page.currentWidget() is form


def test_undo_runs_across_cards_built_at_different_times(make_window, library, qtbot):
    window, page, form, cards = deck_form(make_window, library, qtbot)
    document = form.document
    before = document.text()

    def names(pointer: str) -> list[str]:
        return [box.name for box in builder(form, pointer).root.boxes]

    add_term(builder(form, "/cards/1/effects"), "/cards/1/effects", "morale")  # a card built at opening
    assert form.select_pointer("/cards/15/effects")
    add_term(builder(form, "/cards/15/effects"), "/cards/15/effects", "heal")  # a card built when pointed at
    # an edit of a card that is still a stand-in (the Cards tab's effects panel writes the same document)
    document.remove("/cards/21/effects/0", "Remove effect")
    assert not cards.frames[21].filled and document.undo_stack.count() == 3
    assert form.select_pointer("/cards/21/threat")  # built now, from the document as it is
    assert names("/cards/21/effects") == [] and names("/cards/21/threat") == ["fight"]
    assert names("/cards/1/effects") == ["wound", "morale"] and names("/cards/15/effects") == ["wound", "heal"]
    window.undo.undo_action.trigger()  # Edit > Undo, three times
    assert names("/cards/21/effects") == ["beast"]
    window.undo.undo_action.trigger()
    assert names("/cards/15/effects") == ["wound"] and names("/cards/1/effects") == ["wound", "morale"]
    window.undo.undo_action.trigger()
    assert names("/cards/1/effects") == ["wound"]
    assert document.text() == before and not document.modified


def test_a_problem_in_a_card_not_built_shows_on_its_frame_then_on_its_field(make_window, library, qtbot):
    window, page, form, cards = deck_form(make_window, library, qtbot)
    frame = cards.frames[18]
    assert not frame.filled
    form.document.set_value("/cards/18/effects/0", {"no-such-effect": 1})
    qtbot.waitUntil(lambda: bool(form.ctx.problems_under("/cards/18/effects")), timeout=10000)
    problems = form.ctx.problems_under("/cards/18/effects")
    qtbot.waitUntil(lambda: frame.banner.isVisibleTo(frame), timeout=3000)  # the nearest home of the problem
    assert [d.pointer for d in problems] == ["/cards/18/effects/0/no-such-effect"]
    assert form.select_pointer(problems[0].pointer)  # as the Problems panel's pointer does: the card is built
    assert frame.filled
    qtbot.waitUntil(lambda: not frame.banner.isVisibleTo(frame), timeout=3000)  # now on the builder's own row

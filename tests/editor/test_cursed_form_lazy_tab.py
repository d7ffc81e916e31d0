"""Tab and Shift+Tab reach the Cursed Island deck cards not built yet (`editor.forms.lazy_entry`): a stand-in takes the
focus, builds its card and passes the focus to the card's first field (Shift+Tab: its last), so a keyboard user visits
every field of every card in the order of a deck built whole; the stand-ins are as high as the cards built at once."""

from __future__ import annotations

from pathlib import Path

import cursed_form_support as support
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from editor.forms.form import ListSection
from editor.forms.lazy_entry import Deferred, focus_chain
from editor.rulesets.cursed_island import forms as cursed_forms

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")


def deck_form(make_window, library: Path, qtbot):
    """The bundled event deck open in the main window on its Form tab (24 cards), the window active."""
    return support.deck_form(make_window, library, qtbot, active=True)


def where(widget: QWidget | None) -> tuple[str, str, str]:
    """A focused widget told apart from the others whichever window holds it: its nearest pointer, kind and text."""
    owner = widget
    while owner is not None and not isinstance(getattr(owner, "pointer", None), str):
        owner = owner.parentWidget()
    text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
    return (owner.pointer if owner is not None else "", type(widget).__name__, str(text))


def card_of(widget: QWidget | None) -> str:
    return card_of_pointer(where(widget)[0])


def card_of_pointer(pointer: str) -> str:
    return "/".join(pointer.split("/")[:3]) if pointer.startswith("/cards/") else pointer


def tab_through(cards: ListSection, first: QWidget, presses: int, key=Qt.Key.Key_Tab) -> list[tuple[str, str, str]]:
    """The widgets the focus visits from ``first`` over ``presses`` presses of ``key``, as real key presses do."""
    first.setFocus(Qt.FocusReason.TabFocusReason)
    seen = [where(QApplication.focusWidget())]
    for _ in range(presses):
        QTest.keyClick(QApplication.focusWidget(), key)
        seen.append(where(QApplication.focusWidget()))
    return seen


def test_tab_from_card_three_builds_card_four_and_lands_in_its_first_field(make_window, library, qtbot):
    window, page, form, cards = deck_form(make_window, library, qtbot)
    third, fourth = cards.frames[2], cards.frames[3]
    assert third.filled and not fourth.filled and fourth.stand_in.focusPolicy() == Qt.FocusPolicy.TabFocus
    last_of_third = focus_chain(third.form)[-1]
    header_of_fourth = [fourth.up, fourth.down, fourth.copy, fourth.delete]
    last_of_third.setFocus(Qt.FocusReason.TabFocusReason)
    presses = 0
    while card_of(QApplication.focusWidget()) != "/cards/3" or QApplication.focusWidget() in header_of_fourth:
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # past card 4's enabled header buttons
        presses += 1
        assert presses < 6
    assert fourth.filled and fourth.findChild(Deferred) is None
    first_of_fourth = focus_chain(fourth.form)[0]
    assert QApplication.focusWidget() is first_of_fourth and presses == 1 + sum(b.isEnabled() for b in header_of_fourth)
    assert not cards.frames[4].filled  # the next card waits for its own turn
    qtbot.wait(50)  # the window system's events: building the card shows no window of its own, the focus stays
    assert QApplication.activeWindow() is window and QApplication.focusWidget() is first_of_fourth
    QTest.keyClick(first_of_fourth, Qt.Key.Key_Backtab)  # Shift+Tab goes back the same way
    assert QApplication.focusWidget() in header_of_fourth + [last_of_third]
    qtbot.waitUntil(lambda: form.scroll.viewport().rect().intersects(
        fourth.geometry().translated(form.page.pos())), timeout=3000)  # scrolled to it


def test_shift_tab_into_a_card_not_built_lands_in_its_last_field(make_window, library, qtbot):
    window, page, form, cards = deck_form(make_window, library, qtbot)
    sixth, seventh = cards.frames[5], cards.frames[6]
    assert form.select_pointer("/cards/6/effects")  # the seventh card is built, the sixth still waits
    assert seventh.filled and not sixth.filled
    seventh.up.setFocus(Qt.FocusReason.TabFocusReason)  # the first thing of the seventh card's header
    QTest.keyClick(seventh.up, Qt.Key.Key_Backtab)
    assert sixth.filled and QApplication.focusWidget() is focus_chain(sixth.form)[-1]
    assert not cards.frames[4].filled
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is seventh.up


def test_tabbing_visits_every_field_in_the_order_of_a_deck_built_whole(make_window, library, qtbot, monkeypatch):
    window, page, form, cards = deck_form(make_window, library, qtbot)
    start = focus_chain(cards.frames[0].form)[0]
    presses = 250  # deep into the deck, through some dozen cards built on the way
    lazy = tab_through(cards, start, presses)
    back = tab_through(cards, QApplication.focusWidget(), presses, Qt.Key.Key_Backtab)
    built = sum(frame.filled for frame in cards.frames)
    monkeypatch.setattr(cursed_forms, "LAZY_AFTER", None)  # the same deck with every card built at once
    window_whole, page_whole, form_whole, cards_whole = deck_form(make_window, library, qtbot)
    assert all(frame.filled for frame in cards_whole.frames)
    whole = tab_through(cards_whole, focus_chain(cards_whole.frames[0].form)[0], presses)
    assert lazy == whole
    assert back == list(reversed(lazy))
    assert built > 6 and len({card_of_pointer(w[0]) for w in lazy}) == built


def test_a_stand_in_is_as_high_as_the_cards_built_at_once(make_window, library, qtbot):
    window, page, form, cards = deck_form(make_window, library, qtbot)
    asked = [frame.form.sizeHint().height() for frame in cards.frames[:3]]
    assert {frame.stand_in.minimumHeight() for frame in cards.frames[3:]} == {round(sum(asked) / 3)}
    before = cards.height()
    for index in range(3, len(cards.frames)):
        assert form.select_pointer(f"/cards/{index}/effects")
    qtbot.waitUntil(lambda: cards.height() != before, timeout=3000)
    # some 21 cards of 720-930 px each were stand-ins: together they stood within a tenth of the list's
    # real height (a guess of 30 px a field was 4,000 px short, a fifth: the scroll bar's handle grew as
    # cards were built); the bound is relative, the bundled cards' terms change their heights
    assert abs(cards.height() - before) < cards.height() / 10 and cards.height() > 20 * 700

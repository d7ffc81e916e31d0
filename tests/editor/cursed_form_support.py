"""The bundled Cursed Island event deck open on its Form tab, for the lazy-card tests (scrolling, pointing,
the keyboard)."""

from __future__ import annotations

from pathlib import Path

from editor.forms.form import ListSection


def deck_form(make_window, library: Path, qtbot, active: bool = False):
    """(window, page, form, cards): the bundled event deck (24 cards) in the main window on its Form tab;
    `active`: the window made active first (a field of an inactive window takes no keyboard focus)."""
    window = make_window(feature_views=True)
    window.resize(1300, 900)
    window.show()
    page = window.session.open(library / "cursed-island" / "island-events.yaml")
    form = page.view("Form")
    page.setCurrentWidget(form)
    qtbot.waitExposed(form)
    if active:
        with qtbot.waitActive(window):
            window.activateWindow()
    cards = next(s for s in form.findChildren(ListSection) if s.pointer == "/cards")
    return window, page, form, cards

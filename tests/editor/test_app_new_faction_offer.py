"""File > New Faction… is offered only where the open tab's game has factions (its ruleset's kinds): with
a Cursed Island scenario or a Finis Terrae adventure open it is greyed, and its tooltip, shown in the File
menu, says which game's files have factions. Before, it was offered for every game and made an Isles of
Terror faction from a Cursed Island tab."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _file_menu(window):
    return next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")


def test_new_faction_is_greyed_with_why_when_the_open_game_has_no_factions(window, library):
    action = window.library.new_faction
    assert action in _file_menu(window).actions() and _file_menu(window).toolTipsVisible()
    assert action.isEnabled()  # no tab open: a faction of the game that has them
    window.open_path(library / "cursed-island" / "the-long-tide.yaml")
    assert not action.isEnabled()
    assert action.toolTip() == ("Cursed Island has no factions: only Isles of Terror's files do. Open one of its "
                                "files to make a faction")
    window.open_path(library / "finis-terrae" / "elbow-reach.yaml")
    assert not action.isEnabled() and action.toolTip().startswith("Finis Terrae has no factions: ")


def test_new_faction_is_offered_again_on_an_isles_of_terror_tab(window, library):
    action = window.library.new_faction
    window.open_path(library / "cursed-island" / "the-long-tide.yaml")
    assert not action.isEnabled()
    window.open_path(library / "drowned-temple.yaml")
    assert action.isEnabled()
    assert action.toolTip() == "A new faction with its player board (factions are Isles of Terror's)"

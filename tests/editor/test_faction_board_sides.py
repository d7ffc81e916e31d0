"""A faction page builds the player board side its tab shows; the other side (the cooperative one) is built when
its tab is chosen or a pointer in it is selected, and shows the document as it is then."""

from __future__ import annotations

from editor.forms.context import plain
from editor.rulesets.isles_of_terror.faction_form import FactionView


def faction(make_window, library):
    window = make_window(feature_views=True)
    page = window.session.open(library / "core" / "factions" / "yoruba.yaml")
    view = page.currentWidget()
    assert isinstance(view, FactionView)
    return window, page, view


def fields_at(view: FactionView, prefix: str) -> list:
    return [f for f in view.ctx.fields() if f.pointer.startswith(prefix)]


def test_the_side_not_shown_is_built_when_its_tab_is_chosen(make_window, library):
    window, page, view = faction(make_window, library)
    assert view.sides["competitive"].content is not None and view.sides["cooperative"].content is None
    assert fields_at(view, "/player_board/competitive/") and not fields_at(view, "/player_board/cooperative/")
    view.tabs.setCurrentIndex(1)  # the Cooperative tab
    assert view.sides["cooperative"].content is not None
    link = next(f for f in fields_at(view, "/player_board/cooperative/action_fields/0/links/1/action"))
    assert link.editor.currentData() == "move"


def test_a_pointer_in_the_side_not_built_builds_and_focuses_it(make_window, library):
    window, page, view = faction(make_window, library)
    document = view.document
    document.set_value("/player_board/cooperative/action_fields/1/links/0/action", "land")  # before it is built
    assert view.sides["cooperative"].content is None
    assert page.select_pointer("/player_board/cooperative/action_fields/1/links/0/action")
    assert view.tabs.currentWidget() is view.sides["cooperative"]
    focused = view.ctx.focused
    assert focused.pointer == "/player_board/cooperative/action_fields/1/links/0/action"
    assert focused.editor.currentData() == "land"
    window.undo.undo_action.trigger()  # Edit > Undo: the side built late follows the file
    assert plain(document.value("/player_board/cooperative/action_fields/1/links/0/action")) == "move"
    assert focused_now(view).editor.currentData() == "move"


def focused_now(view: FactionView):
    return next(f for f in view.ctx.fields() if f.pointer == "/player_board/cooperative/action_fields/1/links/0/action")

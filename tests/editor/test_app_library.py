"""The Library panel: listing by kind, filter, open, create, duplicate, delete, and renaming an id everywhere."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex

from editor.app.new_adventure import NewAdventure
from editor.app.library_model import ID_ROLE, PATH_ROLE, POINTER_ROLE
from editor.app.references import find_references
from engine.content.yaml_io import read_file



def _rows(model, parent=None):
    parent = parent or QModelIndex()
    return [model.index(r, 0, parent) for r in range(model.rowCount(parent))]


def _labels(model, parent=None):
    return [i.data() for i in _rows(model, parent)]


def test_the_library_model_lists_every_item_by_kind_with_the_cards_of_card_sets(window, qtmodeltester):
    model = window.library.model
    qtmodeltester.check(model)
    qtmodeltester.check(window.library.filter)
    kinds = _labels(model)
    assert kinds[:4] == ["Adventures", "Campaigns", "Factions", "Area-tile pools"] and "Minions" in kinds
    adventures = _rows(model)[0]
    assert _labels(model, adventures) == ["drowned-temple", "ember-crown", "first-landing"]
    assert model.index(0, 1, adventures).data() == "The Drowned Temple"
    assert model.index(0, 1).data() == "3 files"
    minions_file = _rows(model, _rows(model)[kinds.index("Minions")])[0]
    assert minions_file.data() == "core-minions"
    card = _rows(model, minions_file)[0]
    assert (card.data(), card.data(POINTER_ROLE), card.data(ID_ROLE)) == ("reef-crawlers", "/cards/0", "reef-crawlers")
    assert card.data(PATH_ROLE).endswith("core/cards/minions.yaml")


def test_the_filter_keeps_matching_items_with_their_kind_and_file(window, qtmodeltester):
    window.library.dock.filter.setText("REEF")
    proxy = window.library.filter
    qtmodeltester.check(proxy)
    # reef-crawlers, Haze Islands' cards with a reef (every ruleset's cards are listed), three-reefs
    assert _labels(proxy) == ["Minions", "Haze Islands: Doom cards", "Haze Islands: Map cards", "Island Clash: Adventures"]
    (file,) = _rows(proxy, _rows(proxy)[0])
    assert _labels(proxy, file) == ["reef-crawlers"]
    window.library.dock.filter.setText("drowned")
    assert _labels(proxy, _rows(proxy)[0]) == ["drowned-temple"]


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_find_focuses_the_library_filter(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.menus.find.trigger()
    qtbot.waitUntil(lambda: window.library.dock.filter.hasFocus(), timeout=3000)


def test_double_clicking_an_item_opens_it_and_a_card_is_selected(window, library):
    tree, proxy = window.library.dock.tree, window.library.filter
    window.library.dock.filter.setText("reef-crawlers")
    card = _rows(proxy, _rows(proxy, _rows(proxy)[0])[0])[0]
    tree.activated.emit(card)
    page = window.tabs.current()
    assert page.path == library / "core" / "cards" / "minions.yaml"
    assert window.yaml.view.marked_line == page.document.line_of("/cards/0")
    assert page.widget(0).marked_line == page.document.line_of("/cards/0")  # the YAML fallback claimed it


def test_an_edit_in_a_document_updates_its_entry(window, library, qtbot):
    document = window.session.open(library / "ember-crown.yaml").document
    document.set_value("/title", "The Ember Throne")
    index = window.library.model.index_of(document.path)
    qtbot.waitUntil(lambda: index.siblingAtColumn(1).data() == "The Ember Throne", timeout=3000)


def test_references_are_found_only_where_they_name_that_kind(library):
    data = read_file(library / "drowned-temple.yaml").data
    assert find_references(data, "minion-cards", "reef-crawlers", card=True) == ["/setup/minions/level_1"]
    assert find_references(data, "terror-cards", "the-whisperers", card=True) == [
        "/setup/terrors/2", "/rules/4/effects/0/summon_terror/terror"]
    assert find_references(data, "area-tiles", "core-area-tiles") == ["/setup/area_tiles"]
    # an area of the map may share an adventure's id: it is not a reference to the adventure
    assert find_references(data, "adventure", "drowned-temple") == []
    campaign = read_file(library / "campaigns" / "isles-of-ash.yaml").data
    assert find_references(campaign, "adventure", "drowned-temple") == ["/chapters/1/adventure", "/chapters/2/adventure"]


def test_renaming_a_card_updates_every_reference_and_one_undo_restores_all(window, library, qtbot):
    files = [library / "core" / "cards" / "minions.yaml", library / "drowned-temple.yaml", library / "first-landing.yaml"]
    before = {path: path.read_text(encoding="utf-8") for path in files}
    window.prompter.answer("ask_text", "reef-crabs")
    assert window.library.select(files[0], "/cards/0")
    window.library.rename.trigger()
    documents = {path: window.workspace.document_for(path) for path in files}
    assert all(d is not None and d.modified for d in documents.values())
    assert documents[files[0]].value("/cards/0/id") == "reef-crabs"
    for path in files[1:]:
        assert documents[path].value("/setup/minions/level_1") == "reef-crabs"
        changed = [a for a, b in zip(before[path].splitlines(), documents[path].text().splitlines(), strict=False) if a != b]
        assert len(changed) == 1  # one line of each adventure changes
    assert window.workspace.document_for(library / "ember-crown.yaml") is None  # it does not use the minion
    assert window.tabs.current() is None or window.tabs.current().path == files[0]
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=5000)
    assert [d for d in window.workspace.diagnostics() if d.is_error] == []
    window.library.select(files[0], "/cards/0")
    qtbot.waitUntil(lambda: window.library.selection() is not None
                    and window.library.selection().id == "reef-crabs", timeout=3000)

    window.session.open(library / "drowned-temple.yaml")
    window.undo.undo_action.trigger()  # undo from any of the files restores all of them
    assert {path: d.text() for path, d in documents.items()} == before
    assert not any(d.modified for d in documents.values())
    window.undo.redo_action.trigger()
    assert all(d.value("/cards/0/id") == "reef-crabs" or d.value("/setup/minions/level_1") == "reef-crabs"
               for d in documents.values())
    window.menus.save_all.trigger()
    assert "level_1: reef-crabs" in files[1].read_text(encoding="utf-8")


def test_a_linked_undo_waits_for_later_edits_in_the_other_files(window, library):
    window.prompter.answer("ask_text", "reef-crabs")
    window.library.select(library / "core" / "cards" / "minions.yaml", "/cards/0")
    window.library.rename.trigger()
    adventure = window.workspace.document_for(library / "drowned-temple.yaml")
    adventure.set_value("/years", 3)
    window.session.open(library / "first-landing.yaml")
    window.undo.undo_action.trigger()
    assert window.prompter.questions("info")[0][0] == "Cannot undo yet"
    assert window.workspace.document_for(library / "first-landing.yaml").value("/setup/minions/level_1") == "reef-crabs"


def test_a_linked_undo_goes_on_without_a_file_closed_since(window, library):
    window.prompter.answer("ask_text", "reef-crabs")
    minions = library / "core" / "cards" / "minions.yaml"
    window.library.select(minions, "/cards/0")
    window.library.rename.trigger()
    window.prompter.answer("ask_save", "discard")
    window.session.close(window.tabs.page_for(library / "first-landing.yaml"))
    window.session.open(library / "drowned-temple.yaml")
    window.undo.undo_action.trigger()
    assert window.workspace.document_for(minions).value("/cards/0/id") == "reef-crawlers"
    assert window.workspace.document_for(library / "drowned-temple.yaml").value("/setup/minions/level_1") == "reef-crawlers"


@pytest.mark.parametrize("new_id, message", [("ash-hounds", "already has the id"), ("Reef_Crabs", "kebab-case")])
def test_a_rename_to_a_taken_or_malformed_id_is_refused(window, library, new_id, message):
    window.prompter.answer("ask_text", new_id)
    window.library.select(library / "core" / "cards" / "minions.yaml", "/cards/0")
    window.library.rename.trigger()
    (title, text), = window.prompter.questions("error")
    assert message in text and window.workspace.documents() == []


def test_renaming_an_adventure_updates_the_campaign(window, library):
    window.prompter.answer("ask_text", "bellwater")
    window.library.select(library / "drowned-temple.yaml")
    window.library.rename.trigger()
    campaign = window.workspace.document_for(library / "campaigns" / "isles-of-ash.yaml")
    assert campaign.value("/chapters/1/adventure") == "bellwater" == campaign.value("/chapters/2/adventure")
    adventure = window.workspace.document_for(library / "drowned-temple.yaml")
    assert adventure.value("/id") == "bellwater"
    assert adventure.value("/map/areas/0/id") == "drowned-temple"  # the temple area keeps its own id


def test_new_adventure_uses_the_template_and_opens_it(window, library, qtbot):
    window.prompter.answer("ask_new_adventure", NewAdventure("isles-of-terror", "drowned-temple", "coral-reach"))
    window.library.new_adventure.trigger()
    target = library / "coral-reach.yaml"
    assert target.is_file() and window.tabs.current().path == target
    assert target.read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=.isleforge/schemas/isles-of-terror/adventure.schema.json\n")
    assert window.tabs.current().document.value("/map/rows") == read_file(library / "drowned-temple.yaml").data["map"]["rows"]
    assert window.library.model.entry(target).title == "Coral Reach"
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=5000)
    errors = [d for d in window.workspace.diagnostics_for(target) if d.is_error]
    assert errors == []


@pytest.mark.parametrize("kind, label", [("minion-cards", "Minions (Isles of Terror)"), ("faction", None)])
def test_new_card_sets_and_factions_are_minimal_valid_files(window, library, qtbot, kind, label):
    window.prompter.answer("ask_text", "my-things")
    window.prompter.answer("ask_choice", label)
    (window.library.new_card_set if label else window.library.new_faction).trigger()
    target = library / "my-things.yaml"
    assert window.library.model.entry(target).kind == kind
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=5000)
    assert [d for d in window.workspace.diagnostics_for(target) if d.is_error] == []


def test_duplicating_a_card_is_an_undoable_edit(window, library):
    minions = library / "core" / "cards" / "minions.yaml"
    window.prompter.answer("ask_text", "reef-crawlers-deep")
    window.library.select(minions, "/cards/0")
    window.library.duplicate.trigger()
    document = window.workspace.document_for(minions)
    assert document.value("/cards/1/id") == "reef-crawlers-deep"
    assert document.value("/cards/1/rules") == document.value("/cards/0/rules")
    assert "\n  - id: reef-crawlers-deep\n    title: Reef Crawlers\n" in document.text()  # block style kept
    window.undo.undo_action.trigger()
    assert document.value("/cards/1/id") == "ash-hounds" and not document.modified


def test_duplicating_a_file_gives_it_and_its_cards_new_ids(window, library, qtbot):
    window.prompter.answer("ask_text", "more-bosses")
    window.library.select(library / "core" / "cards" / "bosses.yaml")
    window.library.duplicate.trigger()
    target = library / "core" / "cards" / "more-bosses.yaml"
    entry = window.library.model.entry(target)
    assert entry.id == "more-bosses" and all(c.id.endswith("-copy") for c in entry.cards)
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=5000)
    assert [d for d in window.workspace.diagnostics_for(target) if d.is_error] == []


def test_deleting_a_file_asks_and_can_be_restored(window, library, qtbot):
    campaign = library / "campaigns" / "isles-of-ash.yaml"
    content = campaign.read_bytes()
    window.session.open(campaign)
    window.library.select(campaign)
    window.library.delete.trigger()  # the scripted prompter declines by default
    assert campaign.is_file() and window.prompter.questions("confirm")
    window.prompter.answer("confirm", True)
    window.library.select(campaign)
    window.library.delete.trigger()
    assert not campaign.exists()
    assert window.library.model.entry(campaign) is None and window.tabs.page_for(campaign) is None
    assert window.library.restore.isEnabled() or window.library.ops.deleted
    window.library.restore.trigger()
    assert campaign.read_bytes() == content and window.library.model.entry(campaign) is not None


def test_deleting_a_card_is_an_undoable_edit(window, library):
    minions = library / "core" / "cards" / "minions.yaml"
    window.library.select(minions, "/cards/0")
    window.library.delete.trigger()
    document = window.workspace.document_for(minions)
    assert document.value("/cards/0/id") == "ash-hounds"
    window.undo.undo_action.trigger()
    assert document.value("/cards/0/id") == "reef-crawlers"

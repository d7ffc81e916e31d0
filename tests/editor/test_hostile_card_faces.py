"""A Cursed Island card whose kind, icon, deck or helper is a list or a mapping (a hand-written file the
validator refuses) still shows in the Cards view (found by benchmarks/fuzz_hostile_editor.py).

The face's colour was looked up with the value as a key: TypeError (unhashable type: 'list'), and the
page showed "the view failed" instead of the cards. It is painted in the kind's default colour now.
"""

from __future__ import annotations

import json

import pytest

from editor.cards.catalogue import CardCatalogue
from engine.content.yaml_io import parse_text

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")


@pytest.mark.parametrize("name, cards, key, value", [
    ("mysteries.yaml", "cards", "kind", []), ("island-events.yaml", "cards", "icon", [1]),
    ("adventure-decks.yaml", "cards", "deck", {"a": 1}), ("castaways.yaml", "characters", "helper", [1])])
def test_a_card_with_a_list_where_a_name_goes_still_shows(make_window, library, qtbot, name, cards, key, value):
    path = library / "cursed-island" / name
    data = parse_text(path.read_text(encoding="utf-8"), name).data
    data[cards][0][key] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    window = make_window(feature_views=True)
    window.open_path(path)
    page = window.tabs.current()
    catalogue = page.view("Cards")
    assert isinstance(catalogue, CardCatalogue)
    assert catalogue.grid.count() == len(data[cards])
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10_000)
    assert f"/{cards}/0/{key}" in [d.pointer for d in window.workspace.diagnostics_for(path) if d.is_error]

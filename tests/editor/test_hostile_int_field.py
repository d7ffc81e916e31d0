"""A whole number beyond 32 bits in a hand-written file opens in the form (found by fuzz_hostile_editor.py).

A spin box holds 32-bit numbers: `rounds: 10000000000000000000` raised OverflowError while the form
was built, and the page never showed. The box now shows the number clamped to its range, as it does
any number outside the schema's bounds; the file keeps what was written (the validator reports it).
The weather table, a row per round, built as many rows as `rounds` said (a million froze the window,
past 32 bits OverflowError): it adds at most 200 rows beyond the weather written.
"""

from __future__ import annotations

import pytest

from editor.forms.array_table import ArrayTable
from editor.forms.fields import IntField
from editor.rulesets.cursed_island.scenario_view import ScenarioView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")


@pytest.mark.parametrize("huge", [10 ** 19, 1_000_000])
def test_a_huge_number_of_rounds_shows_clamped_and_is_not_written(make_window, library, qtbot, huge):
    path = library / "cursed-island" / "wreck-and-beacon.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count("\nrounds: 12\n") == 1
    path.write_text(text.replace("\nrounds: 12\n", f"\nrounds: {huge}\n"), encoding="utf-8")
    window = make_window(feature_views=True)
    window.open_path(path)
    page = window.tabs.current()
    view = page.view("Scenario")
    assert isinstance(view, ScenarioView)
    assert view.select_pointer("/rounds")  # builds the page holding it, as pointing at it from Problems does
    (field,) = [f for f in view.pages["Rounds and weather"].findChildren(IntField) if f.pointer == "/rounds"]
    assert (field.editor.value(), field.editor.maximum()) == (field.editor.maximum(), 20)
    (weather,) = [t for t in view.pages["Rounds and weather"].findChildren(ArrayTable) if t.pointer == "/weather"]
    assert weather.table.rowCount() == 200
    assert page.document.value("/rounds") == huge and not page.document.modified
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10_000)
    assert [(d.code, d.pointer) for d in window.workspace.diagnostics_for(path) if d.is_error] == [
        ("schema/maximum", "/rounds")]

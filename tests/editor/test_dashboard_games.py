"""The games table of the balance dashboard: live updates insert rows, columns are fitted once per run."""

from __future__ import annotations

import pytest

from editor.playtest.dashboard_games import GamesPanel, _insertions
from engine.content.resolve import load_adventure
from engine.sim.runner import RunSpec, play_game


@pytest.fixture(scope="module")
def results():
    adventure = load_adventure("first-landing")
    spec = RunSpec(players=3, bots="random", seed=4)
    return [play_game(adventure, spec, k) for k in range(10)]


def test_insertions_turn_the_rows_shown_into_the_new_ones_or_say_none():
    a, b, c, d = object(), object(), object(), object()
    assert _insertions([a, c], [a, b, c, d]) == [(1, [b]), (3, [d])]
    assert _insertions([b], [a, b, c, d]) == [(0, [a]), (2, [c, d])]
    assert _insertions([a, b], [a, b]) == []
    assert _insertions([a, b], [b, a]) is None  # reordered: a reset
    assert _insertions([a, b], [a]) is None  # a row gone: a reset


def test_live_updates_insert_rows_and_fit_the_columns_once(qtbot, qtmodeltester, results, monkeypatch):
    panel = GamesPanel()
    qtbot.addWidget(panel)
    fits = []
    monkeypatch.setattr(panel.table, "resizeColumnsToContents", lambda: fits.append(panel.model.rowCount()))
    resets, inserted = [], []
    panel.model.modelReset.connect(lambda: resets.append(panel.model.rowCount()))
    panel.model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    odd, even = results[1::2], results[0::2]
    panel.set_results(odd[:2])  # games 1, 3 arrive first (two workers)
    panel.set_results(sorted(odd[:2] + even[:3], key=lambda r: r.index))  # 0..4
    panel.set_results(results)  # the final, sorted list
    assert resets == [2] and fits == [2]
    assert inserted == [(0, 0), (2, 2), (4, 4), (5, 9)]
    assert [r.index for r in panel.model.results] == list(range(10))
    assert panel.count_label.text() == "10 games"
    qtmodeltester.check(panel.model)
    panel.set_results([])  # a new run: the next first rows are fitted again
    panel.set_results(results[:3])
    assert resets == [2, 0, 3] and fits == [2, 3]

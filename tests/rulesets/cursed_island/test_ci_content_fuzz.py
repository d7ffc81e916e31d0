"""Mutated Cursed Island content is refused or resolved, never a crash.

tests/content/test_fuzz.py proves the validator never crashes on any installed ruleset's files; this
goes one step further for Cursed Island's: each example mutates one bundled file structurally (a key
dropped, a value retyped or retuned, a list entry duplicated or dropped, an id swapped for another
one of the set), swaps it in as an editor buffer, validates, and resolves both bundled scenarios:
the answer is a `model.Scenario` or a ContentError carrying located diagnostics, nothing else. A
scenario that resolves despite a mutation has passed every check, so the model's invariants the
engine relies on are asserted on it (every id it names is there). Files on disk are never written.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.content import ruleset_files
from engine.content.paths import library_dir
from engine.content.resolve import ContentError
from engine.content.validate import validate_paths
from engine.rulesets.cursed_island import content, model

SCENARIOS = ("wreck-and-beacon", "the-long-tide")
FUZZ = settings(deadline=None, derandomize=True, database=None, max_examples=60,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


class Bundled:
    def __init__(self) -> None:
        self.validation = validate_paths([library_dir()])
        self.files = [f for f in ruleset_files.files_of(self.validation, model.RULESET_ID)]
        self.texts = {f.path: f.path.read_text(encoding="utf-8") for f in self.files}
        self.data = {f.path: f.data for f in self.files}
        self.ids = sorted({v for d in self.data.values() for v in _strings(d) if v.islower() and " " not in v})


def _strings(node):
    if isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)
    elif isinstance(node, str):
        yield node


def _places(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _places(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _places(value, (*path, index))


@pytest.fixture(scope="module")
def bundled() -> Bundled:
    return Bundled()


def _mutate(data, place, op: str, ids: list[str], pick: int):
    data = copy.deepcopy(data)
    *parent_path, last = place
    parent = data
    for step in parent_path:
        parent = parent[step]
    value = parent[last]
    if op == "drop":
        del parent[last]
    elif op == "retype":
        parent[last] = [value] if not isinstance(value, list) else {"x": value}
    elif op == "number":
        parent[last] = (value + (pick % 7) - 3) if isinstance(value, int) and not isinstance(value, bool) else pick % 5
    elif op == "swap-id":
        parent[last] = ids[pick % len(ids)]
    elif op == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(value))
    return data


@FUZZ
@given(data=st.data())
def test_a_mutated_file_is_refused_or_resolved_never_a_crash(bundled: Bundled, data):
    paths = sorted(bundled.data)
    path: Path = data.draw(st.sampled_from(paths), label="file")
    places = [p for p in _places(bundled.data[path]) if p]
    place = data.draw(st.sampled_from(places), label="place")
    op = data.draw(st.sampled_from(["drop", "retype", "number", "swap-id", "duplicate"]), label="op")
    pick = data.draw(st.integers(0, 10_000), label="pick")
    mutant = _mutate(bundled.data[path], place, op, bundled.ids, pick)
    try:
        validation = bundled.validation.replace_file(path, json.dumps(mutant))
        for scenario_id in SCENARIOS:
            try:
                scenario = content.resolve(validation, scenario_id)
            except ContentError as refused:
                assert refused.diagnostics or "no Cursed Island scenario" in str(refused) or "lacks" in str(refused)
                assert all(d.line >= 0 and d.file for d in refused.diagnostics)
                continue
            assert isinstance(scenario, model.Scenario)
            inventions = {i.id for i in (*scenario.inventions, *scenario.scenario_inventions)}
            assert {c.invention for c in scenario.characters if not c.helper} <= inventions
            assert scenario.start_tile in {t.id for t in scenario.island.tiles}
            assert len(scenario.weather) in (0, scenario.rounds)  # left out: no weather in any round
    finally:
        bundled.validation.replace_file(path, bundled.texts[path])

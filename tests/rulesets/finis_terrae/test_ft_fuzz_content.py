"""Fuzzing Finis Terrae's content: mutated tile sets, weather decks and seas never crash the validator or
`resolve`, every diagnostic is located, and whatever the checks let through can be set up.

Each example swaps one bundled Finis Terrae file for a mutant (an editor buffer: nothing is written),
validates the library, and resolves both bundled seas: a `ContentError` is a refusal; anything else
raised is a crash. A sea that resolves must be one setup can deal, which is what the semantic checks
promise: a stack for every player count, a sunny first card and one finale, enough weather cards for
setup, a joined start island with a coastal cell per explorer and the first port on one, enough seats.
Structural mutations aim at the fields the checks read (counts, removals, edges, kinds, cells). The
general fuzzer (tests/content/test_fuzz.py) mutates these files among every ruleset's as well;
`benchmarks/fuzz_content.py --ruleset finis-terrae` plays the mutants once the engine plays.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.content import paths, yaml_io
from engine.content.resolve import ContentError
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.rulesets.finis_terrae.checks_sea import coastal

FINIS = rulesets.get("finis-terrae")
FOLDER = paths.library_dir() / "finis-terrae"
SEAS = ("windward-sea", "elbow-reach")
FUZZ = settings(deadline=None, derandomize=True, database=None, max_examples=120,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
LONG = settings(FUZZ, max_examples=800)  # the long run (pytest --long): 0 crashes in 1,600 mutants

VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 90), st.sampled_from(
    ["", "sea", "land", "rock", "coast", "den", "fort", "sunny", "storm", "none", "open-water", "last-horizon",
     "fair-breeze", "north", [0, 0], [1, 1], [9, 9], [-1, -1], [[0, 0]], {}, [], {"2": 99}, {"5": 1}]))
INSERTS = st.sampled_from([": ", "- ", "  ", "[", "]", "{", "}", "'", '"', "#", "~", "null", "-1", "0", "9", "land",
                           "\n", "\t", "é", "true"])


class Library:
    """The bundled library validated once; `check` validates a mutant of one Finis Terrae file and restores it."""

    def __init__(self) -> None:
        self.validation = validate_paths([paths.library_dir()])
        self.targets = sorted(FOLDER.glob("*.yaml"))
        self.texts = {p: p.read_text(encoding="utf-8") for p in self.targets}
        self.data = {p: yaml_io.parse_text(self.texts[p], str(p)).data for p in self.targets}

    def check(self, path: Path, text: str) -> None:
        try:
            validation = self.validation.replace_file(path, text)
            for diagnostic in validation.diagnostics:
                assert diagnostic.line >= 1 and diagnostic.column >= 1 and diagnostic.message.strip(), diagnostic
            for sea in SEAS:
                try:
                    model = FINIS.resolve(validation, sea)
                except ContentError as refused:
                    assert str(refused)
                    continue
                assert_can_be_set_up(model)
        finally:
            self.validation.replace_file(path, self.texts[path])


def assert_can_be_set_up(model) -> None:
    """What setup needs of a sea, which the checks let no sea without."""
    most = max(model.player_counts)
    assert min(model.player_counts) >= 2 and most <= 4
    for players in model.player_counts:
        assert all(t.count_for(players) >= 0 for t in model.tiles)
        assert isinstance(model.tile_stack(players), list)
    first, finale = model.first_weather(), model.finale()
    assert first is not None and first.kind == "sunny" and not first.finale
    assert finale is not None and sum(1 for w in model.weather for _ in range(w.count) if w.finale) == 1
    assert len(model.weather_cards()) >= 1 + model.rules.weather_removed + model.rules.finale_depth
    assert len(set(model.start.cells)) == len(model.start.cells)
    assert len(coastal(model.start.cells)) >= most and model.start.first_port in coastal(model.start.cells)
    assert len(model.seats) >= most
    assert {o.cell for o in model.opening}.isdisjoint(model.start.cells)
    assert all(o.tile in {t.id for t in model.tiles} for o in model.opening)


@pytest.fixture(scope="module")
def library():
    found = Library()
    before = list(found.validation.diagnostics)
    yield found
    assert found.validation.diagnostics == before, "the Validation was not restored"


def _nodes(data, path=()):
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found.extend(_nodes(value, path + (key,)))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.extend(_nodes(value, path + (index,)))
    return found


def _get(data, path):
    for token in path:
        data = data[token]
    return data


@st.composite
def mutated(draw, original):
    data = copy.deepcopy(original)
    for _ in range(draw(st.integers(1, 3))):
        paths_ = [p for p in _nodes(data) if p]
        if not paths_:
            break
        path = draw(st.sampled_from(paths_))
        parent, key = _get(data, path[:-1]), path[-1]
        op = draw(st.sampled_from(["set", "drop", "duplicate", "number"]))
        if op == "drop":
            del parent[key]
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif op == "number" and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += draw(st.sampled_from([-20, -3, -1, 1, 2, 40]))
        else:
            parent[key] = copy.deepcopy(draw(VALUES))  # a fresh copy: later steps may change it
    return data


def structural(library, data) -> None:
    path = data.draw(st.sampled_from(library.targets), label="file")
    library.check(path, json.dumps(data.draw(mutated(library.data[path]), label="data")))


def textual(library, data) -> None:
    path = data.draw(st.sampled_from(library.targets), label="file")
    text = library.texts[path]
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 12))
        text = text[:at] + data.draw(INSERTS) + text[at + cut:]
    library.check(path, text)


@FUZZ
@given(data=st.data())
def test_structural_mutants_never_crash_and_what_resolves_can_be_set_up(library, data):
    structural(library, data)


@FUZZ
@given(data=st.data())
def test_text_mutants_never_crash(library, data):
    textual(library, data)


@pytest.mark.long
@LONG
@given(data=st.data())
def test_many_more_mutants_never_crash(library, data):
    (structural if data.draw(st.booleans()) else textual)(library, data)


def test_the_bundled_seas_can_be_set_up(library):
    for sea in SEAS:
        assert_can_be_set_up(FINIS.resolve(library.validation, sea))

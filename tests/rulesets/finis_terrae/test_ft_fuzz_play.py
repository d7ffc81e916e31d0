"""Hostile Finis Terrae content the validator accepts is played to the end: it resolves, sets up on 2
and 4 players and a random game ends without an exception or a broken invariant.

"Content the validator accepts never crashes an engine" (issue 28's quality bar). Two sources of mutants:

- every bounded number of a sea's `rules`, `scoring` and `start` at the edge its schema allows (its
  `minimum` or `maximum`), also the ones the sea leaves to their default (a sweep's variant writes
  them: `engine.sim.variants`), so the engine meets the extreme values a designer may type;
- the general fuzzer's mutants (`benchmarks/fuzz_content.py` `mutate`: numbers tweaked, keys dropped,
  entries duplicated or deleted, ids swapped, values retyped, characters inserted) of the Windward
  tiles, weather and both seas, swapped into the library as an editor buffer.

An accepted mutant must resolve (a ContentError there means a check is missing) and every game it sets
up must end within `MAX_DECISIONS` keeping the invariants (checked every `EVERY` decisions and at the
end). A fast default; the long run (`pytest --long`) takes every edge of both seas and ten times the
fuzzer's mutants.
"""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

import pytest

from engine.bots import RandomBot
from engine.content import paths, yaml_io
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.sim.variants import VariantBuilder

ROOT = Path(__file__).resolve().parents[3]
FINIS = rulesets.get("finis-terrae")
SEAS = ("windward-sea", "elbow-reach")
PLAYERS = (2, 4)
MAX_DECISIONS = 20_000
EVERY = 10
FUZZ_MUTANTS, FUZZ_MUTANTS_LONG = 40, 400


def play(adventure, players: int, seed: int) -> str | None:
    """None if a random game of `players` sets up and ends keeping the invariants, else what went wrong."""
    if players not in adventure.players:
        return None
    game = FINIS.new_game(adventure, players=players)
    state = game.new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    for decision in range(MAX_DECISIONS):
        if state.is_terminal():
            problems = FINIS.invariants(state)
            return f"at the end: {problems}" if problems else None
        if decision % EVERY == 0 and (problems := FINIS.invariants(state)):
            return f"after {decision} decisions: {problems}"
        state.apply_action(bot.step(state))
    return f"no end after {MAX_DECISIONS} decisions"


def edges(sea: str) -> list[tuple[str, int]]:
    """(pointer, value): every bounded integer of the sea's rules, scoring and start at its minimum and maximum."""
    schema = json.loads((paths.schemas_dir() / "finis-terrae" / "adventure.schema.json").read_text(encoding="utf-8"))
    out = []
    for section in ("rules", "scoring", "start"):
        for name, field in schema["properties"][section]["properties"].items():
            if field.get("type") == "integer":
                out.extend((f"/{section}/{name}", field[bound]) for bound in ("minimum", "maximum") if bound in field)
    return out


def check_edges(sea: str, every: bool) -> tuple[int, list[str]]:
    builder = VariantBuilder.open(sea)
    found, played = [], 0
    for index, (pointer, value) in enumerate(edges(sea)):
        if not every and index % 2:  # the fast default: each field at one of its edges, minimum and maximum by turns
            continue
        variant = builder.build({pointer: value})
        if not variant.valid:
            continue
        for players in PLAYERS:
            try:
                problem = play(variant.adventure, players, seed=index)
            except EngineError as error:
                problem = f"{error.code}: {error}"
            played += 1
            if problem:
                found.append(f"{sea} {pointer}={value}, {players} players: {problem}")
    return played, found


@pytest.mark.parametrize("sea", SEAS[:1])
def test_every_bounded_number_at_its_edge_is_played_to_the_end(sea):
    played, found = check_edges(sea, every=False)
    assert found == [] and played >= 40


@pytest.mark.long
@pytest.mark.parametrize("sea", SEAS)
def test_every_bounded_number_at_both_edges_is_played_to_the_end_long(sea):
    played, found = check_edges(sea, every=True)
    assert found == [] and played >= 100


def fuzzer():
    spec = importlib.util.spec_from_file_location("fuzz_content", ROOT / "benchmarks" / "fuzz_content.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_mutants(count: int, seed: int) -> tuple[dict, list[str]]:
    fuzz = fuzzer()
    validation = validate_paths([paths.library_dir()])
    files = [f for f in validation.library.files if f.ruleset == FINIS.id and f.id]
    texts = {f.path: f.path.read_text(encoding="utf-8") for f in files}
    data = {f.path: yaml_io.parse_text(texts[f.path], str(f.path)).data for f in files}
    ids = sorted({s for d in data.values() for s in fuzz.strings(d) if s.replace("-", "").isalnum() and s.islower()})
    rng = random.Random(seed)
    tally = {"mutants": 0, "accepted": 0, "games": 0}
    found = []
    for n in range(count):
        content = rng.choice(files)
        op, text = fuzz.mutate(rng, texts[content.path], data[content.path], ids)
        tally["mutants"] += 1
        try:
            result = validation.replace_file(content.path, text)
            if any(d.is_error for d in result.diagnostics):
                continue
            tally["accepted"] += 1
            seas = sorted(f.id for f in result.library.files if f.ruleset == FINIS.id and f.kind == "adventure")
            for sea in seas:  # by their ids in the mutant library (a mutant may rename a sea)
                adventure = FINIS.resolve(result, sea)  # accepted: it must resolve
                for players in PLAYERS:
                    tally["games"] += 1
                    if problem := play(adventure, players, seed=n):
                        found.append(f"mutant {n} ({content.display}, {op}) {sea}, {players} players: {problem}")
        except Exception as error:  # noqa: BLE001 - a crash at any stage is the finding, with its mutant
            found.append(f"mutant {n} ({content.display}, {op}): {type(error).__name__}: {error}")
        finally:
            validation.replace_file(content.path, texts[content.path])
    return tally, found


def test_the_fuzzers_accepted_mutants_resolve_and_are_played_to_the_end():
    tally, found = check_mutants(FUZZ_MUTANTS, seed=1)
    assert found == []
    assert tally["mutants"] == FUZZ_MUTANTS and tally["accepted"] >= 8 and tally["games"] >= 4 * tally["accepted"]


@pytest.mark.long
def test_the_fuzzers_accepted_mutants_resolve_and_are_played_to_the_end_long():
    tally, found = check_mutants(FUZZ_MUTANTS_LONG, seed=2)
    assert found == [] and tally["accepted"] >= 80

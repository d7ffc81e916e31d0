"""A sweep's variants share one pool of workers and are built by splicing their numbers into the text."""

from __future__ import annotations

import multiprocessing

import pytest

from engine.content.yaml_io import dump, load_roundtrip
from engine.sim import batch as batch_module
from engine.sim.batch import WorkerPool, run_batch
from engine.sim.runner import RunSpec
from engine.sim.splice import Splicer
from engine.sim.sweep import LocalExecutor, Sweep, run_sweep
from engine.sim.variants import VariantBuilder, locate, parse_vary, set_value


@pytest.fixture(scope="module")
def builder():
    return VariantBuilder.open("drowned-temple")


def _round_trip(text: str, pointer: str, value) -> str:
    tree = load_roundtrip(text)
    set_value(tree, pointer, value)
    return dump(tree)


def _numbers(node, pointer=""):
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _numbers(value, f"{pointer}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _numbers(value, f"{pointer}/{index}")
    elif isinstance(node, (int, float)) and not isinstance(node, bool):
        yield pointer


@pytest.mark.parametrize("every", [pytest.param(16, id="sampled"), pytest.param(1, id="all", marks=pytest.mark.long)])
@pytest.mark.parametrize("adventure", ["drowned-temple", "adventures/island-clash/lagoon-crossing.yaml"])
def test_a_spliced_variant_is_the_round_trips_text_for_every_number_of_the_file(adventure, every):
    text = VariantBuilder.open(adventure).text
    splicer = Splicer(text, locate)
    pointers = list(_numbers(load_roundtrip(text)))
    assert splicer.exact and len(pointers) == {"drowned-temple": 132}.get(adventure, 21)
    for index, pointer in enumerate(pointers[::every]):  # a round trip costs 0.1-0.4 s: a sample by default, all with --long
        for value in ((7, -2), (2.5, 10.0))[index % 2]:
            assert splicer.splice({pointer: value}) == _round_trip(text, pointer, value), (pointer, value)


def test_what_the_splice_cannot_be_sure_of_goes_through_the_round_trip():
    text = "a: 1\nb: x\nc: [2, 0x1f]\nd: 3  # three\n"
    splicer = Splicer(text, locate)
    assert splicer.splice({"/c/0": 5, "/a": 4.5}) == "a: 4.5\nb: x\nc: [5, 0x1f]\nd: 3  # three\n"
    assert splicer.splice({"/c/1": 5}) == _round_trip(text, "/c/1", 5) == "a: 1\nb: x\nc: [2, 5]\nd: 3  # three\n"
    assert splicer.splice({"/d": 12}) is None  # the round trip keeps the comment in its column
    assert _round_trip(text, "/d", 12).endswith("d: 12 # three\n")
    assert splicer.splice({"/b": 3}) is None  # the old value is text
    assert splicer.splice({"/a": "y"}) is None  # the new value is text
    assert splicer.splice({"/a": True}) is None
    assert Splicer("a:   1\nd: !!int 3\n", locate).splice({"/a": 2}) is None  # the file does not dump back to itself


def test_the_builder_gives_the_round_trips_variant(builder):
    pointer = "/setup/player_materials/3/gold"
    variant = builder.build({pointer: 5})
    assert builder._splicer.exact
    assert variant.valid and variant.adventure.digest == _digest_by_round_trip(builder, pointer, 5)


def _digest_by_round_trip(builder, pointer, value):
    from engine.content.validate import Validation
    from engine.sim.content import resolve_playable

    validation = Validation(type(builder.validation.library)(builder.validation.library.root,
                                                             list(builder.validation.library.files)))
    validation.replace_file(builder.path, _round_trip(builder.text, pointer, value))
    return resolve_playable(validation, builder.adventure_id).digest


def test_runs_of_several_adventures_share_a_pool_started_without_one(builder):
    spec = RunSpec(players=3, bots="random", seed=3)
    one, two = (builder.build({"/setup/player_materials/3/gold": gold}).adventure for gold in (1, 5))
    with WorkerPool(None, 2) as pool:
        first = run_batch(one, spec, 6, jobs=2, chunk=2, pool=pool)
        workers = {p.pid for p in multiprocessing.active_children()}
        second = run_batch(two, spec, 6, jobs=2, chunk=2, pool=pool)
        assert {p.pid for p in multiprocessing.active_children()} == workers and len(workers) == 2
    assert [r.log_digest for r in first.results] == [r.log_digest for r in run_batch(one, spec, 6, jobs=1).results]
    assert [r.log_digest for r in second.results] == [r.log_digest for r in run_batch(two, spec, 6, jobs=1).results]
    assert first.results[0].log_digest != second.results[0].log_digest


def test_a_worker_keeps_only_the_payload_of_the_run_it_plays():
    batch_module._SHIPPED.clear()
    assert batch_module._shipped(b"a", b"\x80\x05K\x01.") == 1  # pickle of 1
    assert batch_module._shipped(b"a", b"not read again") == 1
    assert batch_module._shipped(b"b", b"\x80\x05K\x02.") == 2
    assert batch_module._SHIPPED == {b"b": 2}
    batch_module._SHIPPED.clear()


def test_a_local_sweep_starts_its_workers_once(builder, monkeypatch):
    started = []
    original = WorkerPool.__init__

    def counting(self, payload, jobs):
        started.append(payload)
        original(self, payload, jobs)
    monkeypatch.setattr(WorkerPool, "__init__", counting)
    sweep = Sweep(builder, [parse_vary("setup/player_materials/3/gold=2..4")], RunSpec(players=3, bots="random", seed=1), 4)
    report = run_sweep(sweep, LocalExecutor(jobs=2))
    assert started == [None]
    assert [row["games_played"] for row in report["variants"]] == [4, 4, 4]


def test_the_file_as_it_is_is_the_adventure_open_resolved(builder):
    as_it_is = builder.build({})
    assert as_it_is.adventure is builder.build({}).adventure and as_it_is.key == ""
    assert as_it_is.adventure.digest == _digest_by_round_trip(builder, "/years", builder.current("/years"))

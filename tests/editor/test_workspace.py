"""The workspace validates in the background and follows edits within the debounce."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from editor.documents.workspace import Workspace
from engine.content import paths
from engine.content.diagnostics import escape_pointer_token
from engine.content.validate import validate_paths
from engine.content.yaml_io import plain


@pytest.fixture
def workspace(tmp_path: Path, qtbot, monkeypatch):
    root = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), root)
    monkeypatch.chdir(tmp_path)
    space = Workspace(root)
    qtbot.waitUntil(lambda: space.ready, timeout=10000)
    yield space
    space.shutdown()


def test_an_edit_shows_its_problem_and_undo_clears_it(workspace: Workspace, qtbot):
    document = workspace.open(workspace.root / "drowned-temple.yaml")
    assert workspace.diagnostics_for(document.path, notes=False) == []
    with qtbot.waitSignal(workspace.diagnostics_changed, timeout=5000):
        document.set_value("/setup/boss", "drowned-preist")
    problems = workspace.diagnostics_for(document.path, notes=False)
    assert [(d.code, d.pointer, d.hint) for d in problems] == [
        ("ref/unknown-id", "/setup/boss", "Did you mean 'drowned-priest'?")]
    with qtbot.waitSignal(workspace.diagnostics_changed, timeout=5000):
        document.undo_stack.undo()
    assert workspace.diagnostics_for(document.path, notes=False) == []
    assert not workspace.busy


def test_ids_for_forms(workspace: Workspace):
    assert workspace.ids("adventure") == ["drowned-temple", "ember-crown", "first-landing"]
    assert "drowned-priest" in workspace.card_ids("boss-cards")


def test_pick_lists_follow_an_edit_that_adds_a_card(workspace: Workspace, qtbot):
    document = workspace.open(workspace.root / "core" / "cards" / "bosses.yaml")
    assert "kraken-mother" not in workspace.card_ids("boss-cards")
    with qtbot.waitSignal(workspace.diagnostics_changed, timeout=5000):
        document.append("/cards", {"id": "kraken-mother", "title": "Kraken Mother"})
    assert "kraken-mother" in workspace.card_ids("boss-cards")
    with qtbot.waitSignal(workspace.diagnostics_changed, timeout=5000):
        document.undo_stack.undo()
    assert "kraken-mother" not in workspace.card_ids("boss-cards")


def test_the_live_validation_is_offered_only_while_it_is_of_the_documents_as_they_are(workspace: Workspace, qtbot):
    document = workspace.open(workspace.root / "drowned-temple.yaml")
    live = workspace.live_validation()
    assert live is not None and live.library.find(document.path).data["setup"]["boss"] == "drowned-priest"
    document.set_value("/setup/boss", "drowned-preist")
    assert workspace.live_validation() is None  # the edit is not validated yet: F5 validates for itself
    qtbot.waitUntil(lambda: not workspace.busy, timeout=5000)
    live = workspace.live_validation()
    assert live is not None and live.library.find(document.path).data["setup"]["boss"] == "drowned-preist"
    assert [d.code for d in live.errors] == ["ref/unknown-id"]
    document.undo_stack.undo()
    assert workspace.live_validation() is None
    qtbot.waitUntil(lambda: not workspace.busy, timeout=5000)
    assert workspace.live_validation().library.find(document.path).data["setup"]["boss"] == "drowned-priest"


def test_the_live_validation_is_stale_after_a_change_of_another_document(workspace: Workspace, qtbot):
    temple = workspace.open(workspace.root / "drowned-temple.yaml")
    bosses = workspace.open(workspace.root / "core" / "cards" / "bosses.yaml")
    qtbot.waitUntil(lambda: workspace.live_validation() is not None, timeout=5000)
    bosses.set_value("/cards/0/title", "Priest of the Deep")
    assert workspace.live_validation() is None
    qtbot.waitUntil(lambda: not workspace.busy, timeout=5000)
    live = workspace.live_validation()
    assert live.library.find(bosses.path).data["cards"][0]["title"] == "Priest of the Deep"
    assert live.library.find(temple.path).data["setup"]["boss"] == "drowned-priest"


def test_f5_resolves_from_the_live_validation_and_validates_only_when_it_is_stale(workspace: Workspace, qtbot, monkeypatch):
    from editor.playtest import dashboard_run
    from engine.content import validate

    calls = []
    full = validate.validate_paths
    monkeypatch.setattr(validate, "validate_paths", lambda *a, **k: calls.append(a) or full(*a, **k))
    document = workspace.open(workspace.root / "drowned-temple.yaml")
    qtbot.waitUntil(lambda: workspace.live_validation() is not None, timeout=5000)
    assert dashboard_run.resolve_snapshot(dashboard_run.snapshot_of(document, workspace)).id == "drowned-temple"
    assert calls == []
    document.set_value("/title", "The Temple Below")
    adventure = dashboard_run.resolve_snapshot(dashboard_run.snapshot_of(document, workspace))  # not validated yet
    assert len(calls) == 1 and adventure.title == "The Temple Below"
    qtbot.waitUntil(lambda: not workspace.busy, timeout=5000)
    assert dashboard_run.resolve_snapshot(dashboard_run.snapshot_of(document, workspace)).title == "The Temple Below"
    assert len(calls) == 1


@pytest.mark.parametrize("seed", [0, 1])
def test_the_live_validation_after_random_edits_equals_a_full_validation(workspace: Workspace, qtbot, seed: int):
    """Documents hand the worker their parse spliced from the edited sections: after every edit (values
    and ids changed, references broken, entries added and removed, undo) the live result is exactly a
    validation of the saved texts from scratch."""
    rng = random.Random(seed)
    documents = [workspace.open(workspace.root / name) for name in ("drowned-temple.yaml", "core/cards/bosses.yaml")]
    for _ in range(10):
        document = rng.choice(documents)
        spots = [(p, v) for p, v in _scalars(plain(document.tree)) if isinstance(v, str)]
        choice = rng.randrange(5)
        if choice == 0 and document.undo_stack.canUndo():
            document.undo_stack.undo()
        elif choice == 1:
            lists = [p for p, v in _scalars(plain(document.tree), containers=True) if isinstance(v, list) and v]
            pointer = rng.choice(lists)
            document.remove(f"{pointer}/{rng.randrange(len(document.value(pointer)))}")
        else:
            pointer, value = rng.choice(spots)
            document.set_value(pointer, value + rng.choice(["x", "-2", "\nsecond line"]))
        qtbot.waitUntil(lambda: not workspace.busy, timeout=10000)
        for each in documents:
            each.save()
        qtbot.waitUntil(lambda: not workspace.busy, timeout=10000)
        full = validate_paths([workspace.root], root=workspace.root)
        live = workspace.live_validation()
        assert live is not None
        assert live.diagnostics == full.diagnostics
        assert sorted((f.display, f.kind, f.id, f.schema_ok) for f in live.library.files) == \
            sorted((f.display, f.kind, f.id, f.schema_ok) for f in full.library.files)


def _scalars(data, pointer: str = "", containers: bool = False):
    if isinstance(data, (dict, list)):
        if containers:
            yield pointer, data
        items = data.items() if isinstance(data, dict) else enumerate(data)
        for key, value in items:
            yield from _scalars(value, f"{pointer}/{escape_pointer_token(str(key))}", containers)
    elif not containers:
        yield pointer, data

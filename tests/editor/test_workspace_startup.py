"""The workspace reads and checks the library once at start-up; its worker goes on from that pass."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.documents import workspace as workspace_module
from editor.documents.workspace import Workspace, catalog
from engine.content import paths
from engine.content.validate import validate_paths


@pytest.fixture
def root(tmp_path: Path, monkeypatch) -> Path:
    """A copy of the bundled library with a broken reference, so start-up has an error to show."""
    root = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), root)
    adventure = root / "ember-crown.yaml"
    text = adventure.read_text(encoding="utf-8")
    assert "boss: " in text
    adventure.write_text(text.replace("boss: ", "boss: x-", 1), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return root.resolve()


@pytest.fixture
def passes(monkeypatch) -> list[Path]:
    """The roots of the full validations the workspace runs (in any thread)."""
    made: list[Path] = []

    def counting(paths_, **options):
        made.append(Path(options.get("root") or paths_[0]))
        return validate_paths(paths_, **options)

    monkeypatch.setattr(workspace_module, "validate_paths", counting)
    return made


def test_start_up_shows_what_a_full_validation_finds_after_one_pass(root: Path, passes: list[Path], qtbot):
    space = Workspace(root)
    try:
        with qtbot.waitSignal(space.diagnostics_changed, timeout=10000):  # listeners connected after it was made
            assert not space.ready
        fresh = validate_paths([root], root=root)  # what the worker used to compute again
        assert space.ready and not space.busy
        assert space.diagnostics() == fresh.diagnostics
        assert any(d.is_error and d.pointer == "/setup/boss" for d in space.diagnostics())
        assert space.ids("adventure") == catalog(fresh)["files"]["adventure"]
        assert space.card_ids("boss-cards") == catalog(fresh)["cards"]["boss-cards"]
        assert passes == [root]
    finally:
        space.shutdown()


def test_an_edit_after_start_up_is_validated_without_touching_the_index(root: Path, passes: list[Path], qtbot):
    space = Workspace(root)
    try:
        qtbot.waitUntil(lambda: space.ready, timeout=10000)
        index_files, index_diagnostics = list(space.index.library.files), list(space.index.diagnostics)
        document = space.open(root / "ember-crown.yaml")
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            document.set_value("/setup/boss", "drowned-priest")  # the start-up error, fixed
        assert not [d for d in space.diagnostics_for(document.path) if d.is_error]
        with qtbot.waitSignal(space.diagnostics_changed, timeout=5000):
            document.set_value("/setup/boss", "drowned-preist")
        assert [d.hint for d in space.diagnostics_for(document.path) if d.is_error] == ["Did you mean 'drowned-priest'?"]
        assert all(a is b for a, b in zip(space.index.library.files, index_files, strict=True))
        assert space.index.diagnostics == index_diagnostics
        assert passes == [root]  # the worker went on from the start-up pass
    finally:
        space.shutdown()

"""`engine.core.entry_points.group` answers what `importlib.metadata.entry_points(group=...)` answers.

The rulesets are found through their entry points on every command, and importing
importlib.metadata cost a cold `isleforge validate` a tenth of its CPU (issue 32), so the group is
read from the `entry_points.txt` files directly, and importlib.metadata is asked only when the
environment is not the simple case. These tests hold the two to the same answer, order included.
"""

from __future__ import annotations

import sys
import zipfile
from importlib import invalidate_caches, metadata

from engine.core import entry_points


def _theirs(group: str) -> list[tuple[str, str, str]]:
    invalidate_caches()
    return [(ep.name, ep.value, ep.group) for ep in metadata.entry_points(group=group)]


def _ours(group: str) -> list[tuple[str, str, str]]:
    return [tuple(ep) for ep in entry_points.group(group)]


def _dist(site, folder: str, text: str | None) -> None:
    info = site / folder
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {folder.split('-')[0]}\nVersion: 1\n",
                                   encoding="utf-8")
    if text is not None:
        (info / "entry_points.txt").write_text(text, encoding="utf-8")


def test_every_group_of_this_environment_is_read_alike():
    groups = sorted(metadata.entry_points().groups)
    assert "isleforge.rulesets" in groups and "isleforge.editor_rulesets" in groups
    for group in groups:
        assert _ours(group) == _theirs(group)
    assert [ep.name for ep in entry_points.group("isleforge.rulesets")] == ["cursed-island", "finis-terrae",
                                                                           "haze-islands", "island-clash",
                                                                           "isles-of-terror"]


def test_the_first_distribution_of_a_name_on_the_path_hides_the_later_ones(tmp_path, monkeypatch):
    first, second = tmp_path / "first", tmp_path / "second"
    _dist(first, "Tiny.Isle-2.0.dist-info", "# comment\n[test.group]\n  b = pkg.b:B  \nc=pkg.c\n\n[other]\nx = y\n")
    _dist(first, "zeta-1.0.egg-info", "[test.group]\na = pkg.a:A.inner [extra]\n")
    _dist(first, "no_entries-1.0.dist-info", None)
    _dist(second, "tiny_isle-1.0.dist-info", "[test.group]\nhidden = pkg.hidden:H\n")
    _dist(second, "later-1.0.dist-info", "[test.group]\nb = pkg.later:B\n")
    monkeypatch.setattr(sys, "path", [str(first), str(tmp_path / "missing"), str(second)])
    assert _ours("test.group") == _theirs("test.group")
    assert sorted(value for _, value, _ in _ours("test.group")) == ["pkg.a:A.inner [extra]", "pkg.b:B", "pkg.c",
                                                                    "pkg.later:B"]  # not pkg.hidden


def test_what_it_does_not_read_itself_is_asked_of_importlib_metadata(tmp_path, monkeypatch):
    site = tmp_path / "site"
    _dist(site, "broken-1.0.dist-info", "[test.group]\nno equals sign here\n")
    monkeypatch.setattr(sys, "path", [str(site)])
    try:
        _theirs("test.group")
    except TypeError:
        refused = True
    else:
        refused = False
    assert refused  # importlib.metadata refuses the line ...
    try:
        _ours("test.group")
    except TypeError:
        ours_refused = True
    else:
        ours_refused = False
    assert ours_refused  # ... and so does the reader, because it hands the question over

    archive = tmp_path / "dists.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("zipped-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: zipped\nVersion: 1\n")
        bundle.writestr("zipped-1.0.dist-info/entry_points.txt", "[test.group]\nz = pkg.z:Z\n")
    monkeypatch.setattr(sys, "path", [str(archive)])
    assert _ours("test.group") == _theirs("test.group") == [("z", "pkg.z:Z", "test.group")]


def test_an_entry_point_loads_the_object_it_names():
    point = entry_points.EntryPoint("x", "engine.core.entry_points:EntryPoint.load", "g")
    assert point.load() is entry_points.EntryPoint.load
    assert entry_points.EntryPoint("m", "engine.core", "g").load() is sys.modules["engine.core"]

"""Nothing half-written (issue 30, item 10): files are written beside their target, then renamed.

- `atomic_write_bytes` and `atomic_path` (for writers that need a path, such as Qt's) keep the
  previous file whole when the write fails half-way, and leave no temporary file behind.
- A killed write leaves a hidden `.NAME.XXXXXXXX.tmp`; the next write into that folder removes the
  ones older than the running process (and only those of exactly that pattern).
- An unpack that fails half-way installs nothing: every file is staged before any is renamed.
"""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import pytest

from engine.content import files
from engine.content.files import atomic_path, atomic_write_bytes, atomic_write_text, remove_stale_temps
from engine.content.pack import install_pack, read_pack, write_pack

LIBRARY = Path(__file__).resolve().parents[2] / "adventures"


def hidden(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_bytes_are_written_whole_or_the_old_file_stays(tmp_path: Path, monkeypatch):
    target = tmp_path / "map.png"
    target.write_bytes(b"old")
    atomic_write_bytes(target, b"\x89PNG new")
    assert target.read_bytes() == b"\x89PNG new"

    def full(_handle):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    with pytest.raises(OSError, match="No space"):
        atomic_write_bytes(target, b"x" * 100000)
    assert target.read_bytes() == b"\x89PNG new" and hidden(tmp_path) == []


def test_a_writer_that_needs_a_path_writes_beside_the_target_and_fails_cleanly(tmp_path: Path):
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"old pdf")
    with pytest.raises(RuntimeError, match="painting failed"), atomic_path(target) as temp:
        assert temp.parent == tmp_path and temp.name.startswith(".sheet.pdf.") and temp.suffix == ".tmp"
        temp.write_bytes(b"half a pdf")
        assert target.read_bytes() == b"old pdf"
        raise RuntimeError("painting failed")
    assert target.read_bytes() == b"old pdf" and hidden(tmp_path) == []
    with atomic_path(target) as temp:
        temp.write_bytes(b"new pdf")
    assert target.read_bytes() == b"new pdf" and hidden(tmp_path) == []


def test_a_writer_that_writes_nothing_is_an_error_and_the_old_file_stays(tmp_path: Path):
    target = tmp_path / "map.svg"
    target.write_bytes(b"old")
    with pytest.raises(OSError, match="was not written"), atomic_path(target) as temp:
        temp.unlink()
    assert target.read_bytes() == b"old"


def test_stale_temporary_files_are_removed_on_the_next_write_into_the_folder(tmp_path: Path):
    old = time.time() - 3600
    stale = [tmp_path / ".a.yaml.k3j_x9q2.tmp", tmp_path / ".sheet.pdf.abcdefgh.tmp"]
    kept = [tmp_path / ".a.yaml.tmp", tmp_path / ".a.yaml.toolong99.tmp.bak", tmp_path / "a.yaml.abcdefgh.tmp",
            tmp_path / ".a.yaml.ABCDEFGH.tmp", tmp_path / ".notes.txt"]
    for path in stale + kept:
        path.write_text("x", encoding="utf-8")
        os.utime(path, (old, old))
    fresh = tmp_path / ".b.yaml.abcdefgh.tmp"  # another process's write under way: newer than this process
    fresh.write_text("x", encoding="utf-8")
    os.utime(fresh, (time.time() + 60, time.time() + 60))
    atomic_write_text(tmp_path / "c.yaml", "id: c\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([p.name for p in kept + [fresh]] + ["c.yaml"])


def test_only_files_older_than_the_process_are_stale(tmp_path: Path, monkeypatch):
    path = tmp_path / ".a.yaml.abcdefgh.tmp"
    path.write_text("x", encoding="utf-8")
    monkeypatch.setattr(files, "PROCESS_STARTED", os.stat(path).st_mtime - 1)
    assert remove_stale_temps(tmp_path) == [] and path.exists()
    monkeypatch.setattr(files, "PROCESS_STARTED", os.stat(path).st_mtime + 1)
    assert remove_stale_temps(tmp_path) == [path] and not path.exists()


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    root = tmp_path / "mine"
    text = (LIBRARY / "first-landing.yaml").read_text(encoding="utf-8")
    for n, folder in enumerate(("isles", "isles", "more/deep", "more/deep", "zz")):
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / f"rock-{n}.yaml").write_text(text.replace("id: first-landing", f"id: rock-{n}", 1),
                                                      encoding="utf-8")
    target = tmp_path / "mine.isleforge.zip"
    write_pack(root, target, author="Ada", version="1.0.0", writer="isleforge test")
    return target


def test_an_unpack_that_fails_half_way_installs_nothing(pack: Path, tmp_path: Path, monkeypatch):
    target = tmp_path / "library"
    target.mkdir()
    (target / "keep.txt").write_text("mine", encoding="utf-8")
    checked = read_pack(pack)
    real_fsync, calls = os.fsync, []

    def fsync(handle):
        calls.append(handle)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_fsync(handle)

    monkeypatch.setattr(files.os, "fsync", fsync)
    with pytest.raises(OSError, match="No space"):
        install_pack(checked, target)
    assert sorted(str(p.relative_to(target)) for p in target.rglob("*")) == ["keep.txt"]
    monkeypatch.setattr(files.os, "fsync", real_fsync)
    done = install_pack(checked, target)
    assert len(done.written) == 5  # every file of the pack
    assert hidden(target) == []

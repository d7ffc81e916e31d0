"""Atomic writes keep permissions: an existing file's, or the umask's for a new file."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from engine.content.files import atomic_write_text


def test_a_new_file_gets_the_umask_permissions(tmp_path: Path):
    old = os.umask(0o022)
    try:
        target = tmp_path / "new.yaml"
        atomic_write_text(target, "kind: adventure\n")
        assert stat.S_IMODE(target.stat().st_mode) == 0o644
    finally:
        os.umask(old)


def test_an_existing_file_keeps_its_permissions(tmp_path: Path):
    target = tmp_path / "kept.yaml"
    target.write_text("a: 1\n", encoding="utf-8")
    target.chmod(0o640)
    atomic_write_text(target, "a: 2\n")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert target.read_text(encoding="utf-8") == "a: 2\n"
    assert [p.name for p in tmp_path.iterdir()] == ["kept.yaml"]

"""Library > Import Pack… shows the engine's located `pack/...` refusal for the packs of issue 30
(items 3 and 4), where it showed a bare exception text before, and writes nothing."""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path

import pytest

from engine.content.pack import MANIFEST, content_digest

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def forge(pack: Path, manifest: bytes | None, entries: dict[str, bytes]) -> Path:
    if manifest is None:
        hashes = {n: hashlib.sha256(d).hexdigest() for n, d in entries.items()}
        manifest = json.dumps({"format": 1, "files": hashes, "digest": content_digest(hashes)}).encode()
    with zipfile.ZipFile(pack, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr(MANIFEST, manifest)
        for name, data in entries.items():
            archive.writestr(name, data)
    return pack


@pytest.mark.parametrize("manifest, entries, code, where", [
    (b"[" * 100_000 + b"]" * 100_000, {"a.yaml": b"id: a\n"}, "pack/bad-manifest", MANIFEST),
    (None, {"a.yaml": b"id: a\n", "a.yaml/b.yaml": b"id: b\n"}, "pack/name-clash", "a.yaml"),
    (None, {"aux/nul.yaml": b"id: a\n"}, "pack/reserved-name", "aux/nul.yaml"),
])
def test_import_pack_shows_the_located_refusal(window, qtbot, tmp_path: Path, manifest, entries, code, where):
    pack = forge(tmp_path / "evil.isleforge.zip", manifest, entries)
    before = sorted(p.relative_to(window.workspace.root) for p in window.workspace.root.rglob("*"))
    job = window.menus.export.import_pack_file(pack)
    # the job may end before a signal spy could connect: wait for its end as the window saw it
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    title, text = window.prompter.questions("error")[-1]
    assert title == "Import Pack" and f"evil.isleforge.zip!{where}" in text and code in text
    assert "Error" not in text.split(":")[0]  # a refusal, not an exception's name
    assert sorted(p.relative_to(window.workspace.root) for p in window.workspace.root.rglob("*")) == before

"""Content packs: deterministic round trips, and hostile packs refused with located messages, nothing written."""

from __future__ import annotations

import hashlib
import json
import stat
import zipfile
from pathlib import Path

import pytest

from engine.content import pack as packs
from engine.content import paths
from engine.content.pack import MANIFEST, PackError, install_pack, read_pack, write_pack

LIBRARY = paths.library_dir()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A designer's library: one adventure of their own in a sub-folder (it uses the bundled core)."""
    root = tmp_path / "mine"
    (root / "isles").mkdir(parents=True)
    text = (LIBRARY / "first-landing.yaml").read_text(encoding="utf-8")
    (root / "isles" / "gull-rock.yaml").write_text(text.replace("id: first-landing", "id: gull-rock", 1), encoding="utf-8")
    return root


@pytest.fixture
def good(folder: Path, tmp_path: Path) -> Path:
    target = tmp_path / "mine.isleforge.zip"
    write_pack(folder, target, author="Ada", version="2.0.0", writer="isleforge test")
    return target


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else b"<dir>") for p in sorted(folder.rglob("*"))}


def forge(target: Path, entries: dict[str, bytes], manifest: dict | None = None, *, mend: bool = True) -> Path:
    """Write a pack by hand; with `mend` its manifest lists the entries with their right digests."""
    manifest = dict(manifest or {"format": 1})
    if mend:
        hashes = {n: hashlib.sha256(d).hexdigest() for n, d in entries.items()}
        manifest.setdefault("files", hashes)
        manifest.setdefault("digest", packs.content_digest(manifest["files"]))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(MANIFEST, json.dumps(manifest))
        for name, data in entries.items():
            archive.writestr(name, data)
    return target


def refused(pack: Path, target: Path) -> list:
    before = snapshot(target)
    with pytest.raises(PackError) as caught:
        install_pack(read_pack(pack), target)
    assert snapshot(target) == before  # nothing written
    return caught.value.diagnostics


# -- round trips ------------------------------------------------------------------------------
def test_a_pack_holds_the_folders_content_and_its_manifest(good: Path):
    with zipfile.ZipFile(good) as archive:
        assert archive.namelist() == [MANIFEST, "isles/gull-rock.yaml"]
        manifest = json.loads(archive.read(MANIFEST))
    assert manifest["ruleset"] == "isles-of-terror"
    assert manifest["sets"] == ["core"]
    assert (manifest["author"], manifest["version"], manifest["written_by"]) == ("Ada", "2.0.0", "isleforge test")
    assert manifest["items"] == ["adventure:gull-rock"]
    assert manifest["digest"] == packs.content_digest(manifest["files"])


def test_a_pack_round_trips_byte_identical(folder: Path, good: Path, tmp_path: Path):
    out = tmp_path / "theirs"
    done = install_pack(read_pack(good), out)
    assert [p.relative_to(out).as_posix() for p in done.written] == ["isles/gull-rock.yaml"]
    assert snapshot(out) == snapshot(folder)
    (tmp_path / "second").mkdir()
    again = tmp_path / "second" / good.name
    write_pack(out, again, author="Ada", version="2.0.0", writer="isleforge test")
    assert again.read_bytes() == good.read_bytes()


def test_unpacking_twice_writes_nothing_new(good: Path, tmp_path: Path):
    out = tmp_path / "theirs"
    install_pack(read_pack(good), out)
    done = install_pack(read_pack(good), out)
    assert (done.written, len(done.unchanged)) == ([], 1)


def test_an_invalid_library_is_refused_with_its_diagnostics(folder: Path, tmp_path: Path):
    (folder / "broken.yaml").write_text("kind: adventure\nschema_version: 1\nid: Bad Id\n", encoding="utf-8")
    target = tmp_path / "x.isleforge.zip"
    with pytest.raises(PackError) as caught:
        write_pack(folder, target)
    assert not target.exists()
    assert any(d.file.endswith("broken.yaml") and d.is_error for d in caught.value.diagnostics)


# -- hostile packs ----------------------------------------------------------------------------
@pytest.fixture
def target(tmp_path: Path) -> Path:
    out = tmp_path / "target"
    out.mkdir()
    (out / "keep.yaml").write_text("mine\n", encoding="utf-8")
    return out


def text_of(good: Path) -> bytes:
    with zipfile.ZipFile(good) as archive:
        return archive.read("isles/gull-rock.yaml")


@pytest.mark.parametrize("name, why", [("../evil.yaml", "climbs out with '..'"), ("isles/../../evil.yaml", "climbs out"),
                                       ("/etc/evil.yaml", "is absolute"), ("C:/evil.yaml", "is absolute"),
                                       ("isles\\..\\evil.yaml", "backslashes")])
def test_zip_slip_paths_are_refused(good: Path, target: Path, tmp_path: Path, name: str, why: str):
    pack = forge(tmp_path / "slip.zip", {name: text_of(good)})
    [problem] = refused(pack, target)
    assert problem.code == "pack/unsafe-path"
    assert problem.file == f"{pack}!{name}" or problem.file.endswith(f"slip.zip!{name}")
    assert why in problem.message
    assert not (tmp_path / "evil.yaml").exists()


def test_a_zip_bomb_is_refused_by_its_ratio(target: Path, tmp_path: Path):
    pack = forge(tmp_path / "bomb.zip", {"bomb.yaml": b"a" * 5_000_000})
    [problem] = refused(pack, target)
    assert problem.code == "pack/zip-bomb" and problem.file.endswith("bomb.zip!bomb.yaml")
    assert "expands" in problem.message


def test_a_pack_too_large_in_total_is_refused(good: Path, target: Path, tmp_path: Path, monkeypatch):
    monkeypatch.setattr(packs, "MAX_TOTAL_BYTES", 10_000)
    pack = forge(tmp_path / "big.zip", {f"a{i}.yaml": text_of(good) for i in range(3)})
    problems = refused(pack, target)
    assert [p.code for p in problems] == ["pack/too-large"]


def test_too_many_files_are_refused(target: Path, tmp_path: Path, monkeypatch):
    monkeypatch.setattr(packs, "MAX_ENTRIES", 5)
    pack = forge(tmp_path / "many.zip", {f"f{i}.yaml": b"x: 1\n" for i in range(5)})
    [problem] = refused(pack, target)
    assert problem.code == "pack/too-many-files" and "6 entries" in problem.message


def test_a_wrong_digest_is_refused(good: Path, target: Path, tmp_path: Path):
    data = text_of(good)
    manifest = {"format": 1, "files": {"isles/gull-rock.yaml": hashlib.sha256(data).hexdigest()}}
    manifest["digest"] = packs.content_digest(manifest["files"])
    pack = forge(tmp_path / "changed.zip", {"isles/gull-rock.yaml": data.replace(b"Gannet Key", b"Gannet Kay")}, manifest,
                 mend=False)
    [problem] = refused(pack, target)
    assert problem.code == "pack/wrong-digest" and problem.file.endswith("changed.zip!isles/gull-rock.yaml")


def test_an_invalid_content_file_is_refused_with_its_position(good: Path, target: Path, tmp_path: Path):
    data = text_of(good).replace(b"years: 1\n", b"years: many\n")
    pack = forge(tmp_path / "invalid.zip", {"isles/gull-rock.yaml": data})
    problems = refused(pack, target)
    assert problems and all(p.file == f"{tmp_path / 'invalid.zip'}!isles/gull-rock.yaml" or
                            p.file.endswith("invalid.zip!isles/gull-rock.yaml") for p in problems)
    years = next(p for p in problems if "many" in p.message or p.pointer == "/years")
    assert years.line == data.decode().splitlines().index("years: many") + 1


def test_a_symlink_entry_is_refused(good: Path, target: Path, tmp_path: Path):
    pack = tmp_path / "link.zip"
    forge(pack, {"isles/gull-rock.yaml": text_of(good)})
    with zipfile.ZipFile(pack, "a") as archive:
        info = zipfile.ZipInfo("sneaky.yaml")
        info.create_system = 3
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        archive.writestr(info, "/etc/passwd")
    problems = refused(pack, target)
    assert [p.code for p in problems] == ["pack/link"] and problems[0].file.endswith("link.zip!sneaky.yaml")


def test_an_unlisted_file_a_missing_manifest_and_a_non_zip_are_refused(good: Path, target: Path, tmp_path: Path):
    pack = forge(tmp_path / "extra.zip", {"isles/gull-rock.yaml": text_of(good)})
    with zipfile.ZipFile(pack, "a") as archive:
        archive.writestr("extra.yaml", "kind: x\n")
    assert [p.code for p in refused(pack, target)] == ["pack/unlisted-file"]
    bare = tmp_path / "bare.zip"
    with zipfile.ZipFile(bare, "w") as archive:
        archive.writestr("a.yaml", "x: 1\n")
    assert [p.code for p in refused(bare, target)] == ["pack/no-manifest"]
    junk = tmp_path / "junk.isleforge.zip"
    junk.write_bytes(b"not a zip at all")
    assert [p.code for p in refused(junk, target)] == ["pack/not-a-zip"]


def test_a_users_different_file_is_not_overwritten_without_asking(good: Path, target: Path):
    (target / "isles").mkdir()
    (target / "isles" / "gull-rock.yaml").write_text("my own\n", encoding="utf-8")
    [problem] = refused(good, target)
    assert problem.code == "pack/would-overwrite" and problem.file.endswith("isles/gull-rock.yaml")
    install_pack(read_pack(good), target, overwrite=True)
    assert (target / "isles" / "gull-rock.yaml").read_bytes() == text_of(good)


def test_a_link_in_the_target_that_leads_outside_is_refused(good: Path, target: Path, tmp_path: Path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (target / "isles").symlink_to(outside, target_is_directory=True)
    [problem] = refused(good, target)
    assert problem.code == "pack/unsafe-path" and "through a link" in problem.message
    assert list(outside.iterdir()) == []

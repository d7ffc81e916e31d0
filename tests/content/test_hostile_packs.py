"""Hostile packs (issue 30, items 3 and 4): every one is a located `pack/...` refusal, never a traceback.

Names are checked by rule, the same on every OS: what Windows or macOS would read otherwise (a
drive, a device, one file for two names) is refused on Linux too. The hypothesis tests throw
arbitrary entry names and manifests at `read_pack`; each example stops before the content is
validated (or validates one empty file), so the module runs in a few seconds.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.content import pack as packs
from engine.content.pack import MANIFEST, PackError, read_pack
from engine.content.pack_names import MAX_NAME_BYTES, MAX_PATH_BYTES, name_problems

YAML = b"id: x\n"


def forge(target: Path, entries: list[tuple[str, bytes]], manifest: bytes | None = None,
          compression: int = zipfile.ZIP_DEFLATED) -> Path:
    """A pack written by hand, entries in this order (duplicates kept); the manifest lists them all."""
    if manifest is None:
        hashes = {n: hashlib.sha256(d).hexdigest() for n, d in entries}
        manifest = json.dumps({"format": 1, "files": hashes, "digest": packs.content_digest(hashes)}).encode()
    with zipfile.ZipFile(target, "w", compression) as archive:
        archive.writestr(MANIFEST, manifest)
        for name, data in entries:
            archive.writestr(name, data)
    return target


def problems_of(pack: Path) -> list:
    with pytest.raises(PackError) as caught:
        read_pack(pack)
    return caught.value.diagnostics


def codes_at(pack: Path) -> list[tuple[str, str]]:
    """(code, entry) of every problem; the entry is what follows the pack's name and '!'."""
    return [(p.code, p.file.partition("!")[2]) for p in problems_of(pack)]


# -- item 3: tracebacks that are now located refusals -------------------------------------------
def test_a_deeply_nested_stored_manifest_is_refused(tmp_path: Path):
    nested = b"[" * 200_000 + b"]" * 200_000  # stored: compresses to nothing, so no ratio check fires
    pack = forge(tmp_path / "deep.zip", [("a.yaml", YAML)], manifest=nested, compression=zipfile.ZIP_STORED)
    [problem] = problems_of(pack)
    assert (problem.code, problem.file.partition("!")[2]) == ("pack/bad-manifest", MANIFEST)
    assert "nested deeper than" in problem.message


def test_a_manifest_nested_within_the_json_limit_but_too_deep_is_refused(tmp_path: Path):
    manifest = {"format": 1, "files": {}, "digest": "", "author": json.loads("[" * 500 + "]" * 500)}
    pack = forge(tmp_path / "deep.zip", [], manifest=json.dumps(manifest).encode())
    assert codes_at(pack) == [("pack/bad-manifest", MANIFEST)]


@pytest.mark.parametrize("form", [True, 1.0, "1"])
def test_a_manifest_format_must_be_the_integer_1(tmp_path: Path, form):
    hashes = {"a.yaml": hashlib.sha256(YAML).hexdigest()}
    manifest = {"format": form, "files": hashes, "digest": packs.content_digest(hashes)}
    pack = forge(tmp_path / "format.zip", [("a.yaml", YAML)], manifest=json.dumps(manifest).encode())
    assert codes_at(pack) == [("pack/bad-manifest", MANIFEST)]


def test_a_file_beside_a_folder_of_the_same_name_is_refused(tmp_path: Path):
    for entries in ([("a.yaml", YAML), ("a.yaml/b.yaml", YAML)], [("a.yaml/b.yaml", YAML), ("a.yaml", YAML)]):
        pack = forge(tmp_path / "clash.zip", entries)
        [(code, entry)] = codes_at(pack)
        assert (code, entry) == ("pack/name-clash", "a.yaml")
        assert "also a folder" in problems_of(pack)[0].message


def test_a_name_or_a_path_too_long_for_a_file_system_is_refused(tmp_path: Path):
    long_name = "a" * 300 + ".yaml"
    long_path = "/".join(["d" * 100] * 60) + "/x.yaml"
    assert len(long_name.encode()) == 305 and len(long_path.encode()) > 6_000
    pack = forge(tmp_path / "long.zip", [(long_name, YAML), (long_path, YAML)])
    problems = problems_of(pack)
    assert sorted((p.code, p.file.partition("!")[2]) for p in problems) == [
        ("pack/name-too-long", long_name), ("pack/name-too-long", long_path)]
    messages = {p.file.partition("!")[2]: p.message for p in problems}
    assert f"at most {MAX_NAME_BYTES}" in messages[long_name] and "305 bytes" in messages[long_name]
    assert f"at most {MAX_PATH_BYTES}" in messages[long_path]


def test_a_corrupt_deflate_stream_is_refused(tmp_path: Path):
    pack = forge(tmp_path / "corrupt.zip", [("a.yaml", b"id: x\n" * 50)])
    with zipfile.ZipFile(pack) as archive:
        info = archive.getinfo("a.yaml")
    raw = bytearray(pack.read_bytes())
    start = info.header_offset + 30 + len(info.filename.encode()) + int.from_bytes(raw[info.header_offset + 28:
                                                                                        info.header_offset + 30], "little")
    raw[start] = 0xFF  # BTYPE 11: a reserved block type, so zlib raises zlib.error
    pack.write_bytes(bytes(raw))
    [problem] = problems_of(pack)
    assert (problem.code, problem.file.partition("!")[2]) == ("pack/unreadable", "a.yaml")
    assert "damaged" in problem.message


def test_an_encrypted_entry_is_refused(tmp_path: Path):
    pack = forge(tmp_path / "secret.zip", [("a.yaml", YAML)])
    raw = bytearray(pack.read_bytes())
    with zipfile.ZipFile(pack) as archive:
        info = archive.getinfo("a.yaml")
    raw[info.header_offset + 6] |= 1  # the encrypted flag, in the local header ...
    central = raw.rindex(b"PK\x01\x02")  # ... and in the central directory (a.yaml is its last entry)
    raw[central + 8] |= 1
    pack.write_bytes(bytes(raw))
    [problem] = problems_of(pack)
    assert (problem.code, problem.file.partition("!")[2]) == ("pack/encrypted", "a.yaml")


# -- item 4: names unsafe or colliding on another OS --------------------------------------------
@pytest.mark.parametrize("name, code", [
    ("sub/D:evil.yaml", "pack/unsafe-path"), ("D:evil.yaml", "pack/unsafe-path"), ("a.yaml:stream", "pack/unsafe-path"),
    ("CON.yaml", "pack/reserved-name"), ("aux/nul.yaml", "pack/reserved-name"), ("Con.yaml", "pack/reserved-name"),
    ("lpt1.tar.yaml", "pack/reserved-name"), ("sub/COM9", "pack/reserved-name"), ("prn .yaml", "pack/reserved-name"),
    ("conin$.yaml", "pack/reserved-name"), ("what?.yaml", "pack/unportable-name"), ("a|b.yaml", "pack/unportable-name"),
    ("bell\a.yaml", "pack/unportable-name"), ("dot./a.yaml", "pack/unportable-name"),
    ("space /a.yaml", "pack/unportable-name"),
])
def test_names_unsafe_on_another_os_are_refused_here(tmp_path: Path, name: str, code: str):
    pack = forge(tmp_path / "names.zip", [(name, YAML)])
    assert codes_at(pack) == [(code, name)]
    assert not list(tmp_path.glob("*evil*"))


def test_names_that_are_fine_everywhere_pass_the_name_rules():
    assert name_problems(["isles/gull-rock.yaml", "console.yaml", "aux-deck/null.yaml", "com10.yaml", "café.yaml"]) == []


@pytest.mark.parametrize("first, second, entry, other", [
    ("isles/Gull.yaml", "isles/gull.yaml", "isles/gull.yaml", "isles/Gull.yaml"),
    ("ISLES/a.yaml", "isles/b.yaml", "isles", "ISLES"),
    (unicodedata.normalize("NFC", "café.yaml"), unicodedata.normalize("NFD", "café.yaml"),
     unicodedata.normalize("NFD", "café.yaml"), unicodedata.normalize("NFC", "café.yaml")),
])
def test_names_one_file_on_a_case_folding_or_normalising_system_are_refused(tmp_path: Path, first: str, second: str,
                                                                            entry: str, other: str):
    pack = forge(tmp_path / "twins.zip", [(first, YAML), (second, YAML)])
    [problem] = problems_of(pack)
    assert (problem.code, problem.file.partition("!")[2]) == ("pack/name-clash", entry)
    assert ascii(other) in problem.message


def test_a_duplicate_entry_is_refused_whatever_its_copies_hold(tmp_path: Path):
    evil = b"id: evil\n"
    hashes = {"a.yaml": hashlib.sha256(evil).hexdigest()}  # the manifest vouches for the last copy only
    manifest = json.dumps({"format": 1, "files": hashes, "digest": packs.content_digest(hashes)}).encode()
    with pytest.warns(UserWarning, match="Duplicate name"):
        pack = forge(tmp_path / "dup.zip", [("a.yaml", b"id: first\n"), ("a.yaml", evil)], manifest=manifest)
    assert codes_at(pack) == [("pack/duplicate-entry", "a.yaml")]
    with pytest.warns(UserWarning, match="Duplicate name"):
        pack = forge(tmp_path / "dup-manifest.zip", [(MANIFEST, b"{}")])
    assert ("pack/duplicate-entry", MANIFEST) in codes_at(pack)


# -- hypothesis: arbitrary names and manifests ---------------------------------------------------
NAME_CHARS = st.sampled_from(list("aA.-_/:\\ ?*<>|\"\x00\x1f$") + ["é", "e\u0301", "ß", "SS", "CON", "nul", "..",
                                                                    "\u212a", "k"])
NAMES = st.lists(NAME_CHARS, min_size=1, max_size=12).map("".join).filter(
    lambda n: not n.startswith("\x00"))  # zipfile cuts a name at NUL: an empty one it cannot write
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _read_only_names(tmp_path: Path, entries: list[tuple[str, bytes]], monkeypatch) -> None:
    """read_pack on these entries, the content validation replaced by a check that names got there safe."""
    seen = []
    monkeypatch.setattr(packs, "_check_content", lambda files, where, problems: seen.append(sorted(files)))
    pack = forge(tmp_path / "h.zip", entries)
    try:
        read_pack(pack)
    except PackError as error:
        assert error.diagnostics and all(d.code.startswith("pack/") and d.is_error for d in error.diagnostics)
        return
    assert seen and name_problems(seen[0]) == []


@FAST
@given(names=st.lists(NAMES, min_size=1, max_size=4))
def test_any_entry_names_give_a_pack_or_pack_refusals(tmp_path: Path, monkeypatch, names):
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile's "Duplicate name" when the list repeats one
        _read_only_names(tmp_path, [(n, YAML) for n in names], monkeypatch)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=20)


@FAST
@given(manifest=st.dictionaries(st.sampled_from(["format", "files", "digest", "name"]), JSON, max_size=4))
def test_any_manifest_gives_a_pack_or_pack_refusals(tmp_path: Path, manifest):
    pack = forge(tmp_path / "m.zip", [], manifest=json.dumps(manifest).encode())
    try:
        read_pack(pack)
    except PackError as error:
        assert error.diagnostics and all(d.code.startswith("pack/") for d in error.diagnostics)

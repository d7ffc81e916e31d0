"""Content packs: a library folder's own content in one zip, with a manifest, to hand to another designer.

`write_pack(folder, target)` validates the folder (with the bundled library as its base) and writes
`NAME.isleforge.zip` holding every content file of the folder plus `isleforge-pack.json` (ruleset,
sets, version, author, the Isleforge version that wrote it, one SHA-256 per file and a digest of
them all). The zip is deterministic: sorted entries, one fixed date, fixed permissions, so the same
folder always gives the same bytes.

`read_pack(pack, target)` checks everything before anything is written: a zip, a bounded number of
entries and bytes (no zip bomb), no path that leaves the target folder, no link, a manifest whose
digests match, content files that validate. `install_pack` then writes the files (asking nothing:
a file of the user's that would change is a `pack/would-overwrite` error unless `overwrite`).
Every refusal is a `PackError` holding located `Diagnostic`s; no file is written.
"""

from __future__ import annotations

import hashlib
import io
import json
import stat
import tempfile
import zipfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.ruleset import DEFAULT_RULESET

from . import bounded_json, paths
from .diagnostics import Diagnostic, Severity, sort_diagnostics
from .files import atomic_write_bytes, write_all_or_nothing
from .library import CONTENT_SUFFIXES, display_path
from .pack_names import name_problems
from .validate import validate_paths

MANIFEST = "isleforge-pack.json"
SUFFIX = ".isleforge.zip"
FORMAT = 1
MAX_ENTRIES = 1000  # files in one pack
MAX_FILE_BYTES = 8 * 1024 * 1024  # one content file, uncompressed
MAX_TOTAL_BYTES = 64 * 1024 * 1024  # the whole pack, uncompressed
MAX_RATIO = 100  # uncompressed / compressed size of one entry (YAML compresses ~5-10x)
NAME_HINT = "A pack holds plain relative paths that name one file on every system (docs/export.md)."
_DATE = (1980, 1, 1, 0, 0, 0)  # the zip format's first date: the same bytes on every machine


class PackError(Exception):
    """A pack that cannot be written or read; `.diagnostics` says where and why."""

    def __init__(self, message: str, diagnostics: list[Diagnostic]) -> None:
        super().__init__(message)
        self.diagnostics = sort_diagnostics(diagnostics)


@dataclass(frozen=True, slots=True)
class Pack:
    """A checked pack: its manifest and its files (path inside the pack -> bytes)."""

    manifest: dict
    files: dict[str, bytes]


@dataclass(slots=True)
class Installed:
    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def content_digest(hashes: dict[str, str]) -> str:
    """One digest over every file's path and hash, in path order."""
    return sha256("".join(f"{name}\0{digest}\n" for name, digest in sorted(hashes.items())).encode())


# -- writing -----------------------------------------------------------------------------------
def write_pack(folder: Path, target: Path, *, author: str = "", version: str = "1.0.0",
               writer: str = "") -> dict:
    """Validate ``folder`` and write its pack to ``target``; returns the manifest. PackError if invalid."""
    folder = Path(folder)
    bundled = paths.library_dir()
    base = None if folder.resolve() == bundled.resolve() else bundled
    validation = validate_paths([folder], root=folder, base=base)
    errors = [d for d in validation.diagnostics if d.is_error]
    if errors:
        raise PackError(f"{display_path(folder)} has {len(errors)} error{'s' * (len(errors) != 1)}; "
                        "fix them before packing", errors)
    own = sorted((f for f in validation.library.files if not f.base and f.kind), key=lambda f: str(f.path))
    if not own:
        raise PackError(f"{display_path(folder)} holds no content to pack",
                        [Diagnostic(Severity.ERROR, "pack/empty", "no content files in this folder", display_path(folder))])
    root = folder.resolve()
    files = {f.path.relative_to(root).as_posix(): f.path.read_bytes() for f in own}
    sets = sorted({str(f.data["set"]) for f in own if isinstance(f.data, dict) and f.data.get("set")}
                  | {str(r) for f in own if isinstance(f.data, dict) for r in f.data.get("requires") or ()})
    rulesets = sorted({str(f.data.get("ruleset") or DEFAULT_RULESET) for f in own if isinstance(f.data, dict)})
    hashes = {name: sha256(data) for name, data in files.items()}
    manifest = {
        "format": FORMAT,
        "name": target.name.removesuffix(SUFFIX).removesuffix(".zip"),
        "ruleset": rulesets[0] if len(rulesets) == 1 else rulesets,
        "sets": sets,
        "version": version,
        "author": author,
        "written_by": writer,
        "items": sorted(f"{f.kind}:{f.id}" for f in own),
        "files": hashes,
        "digest": content_digest(hashes),
    }
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        _add(archive, MANIFEST, (json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode())
        for name in sorted(files):
            _add(archive, name, files[name])
    atomic_write_bytes(Path(target), buffer.getvalue())
    return manifest


def _add(archive: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, _DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = (stat.S_IFREG | 0o644) << 16
    info.create_system = 3  # unix, so the permissions above mean the same everywhere
    archive.writestr(info, data)


# -- reading -----------------------------------------------------------------------------------
def read_pack(pack: Path) -> Pack:
    """Open and check a pack without writing anything; PackError lists every problem found."""
    pack = Path(pack)
    where = display_path(pack)
    problems: list[Diagnostic] = []

    def refuse(code: str, message: str, entry: str = "", hint: str = "") -> None:
        problems.append(Diagnostic(Severity.ERROR, code, message, f"{where}!{entry}" if entry else where, hint=hint))

    try:
        archive = zipfile.ZipFile(pack)
    except FileNotFoundError:
        raise PackError(f"no such pack: {where}",
                        [Diagnostic(Severity.ERROR, "pack/missing", "no such file", where)]) from None
    except (zipfile.BadZipFile, OSError) as error:
        raise PackError(f"{where} is not a content pack", [Diagnostic(
            Severity.ERROR, "pack/not-a-zip", f"not a zip file ({error})", where,
            hint="A content pack is a .isleforge.zip written by `isleforge pack`.")]) from error
    with archive:
        infos = archive.infolist()
        if len(infos) > MAX_ENTRIES:
            refuse("pack/too-many-files", f"the pack holds {len(infos)} entries; at most {MAX_ENTRIES} are read")
            raise PackError(f"{where} is refused", problems)
        files: dict[str, bytes] = {}
        total = 0
        named = name_problems([info.filename for info in infos if not info.is_dir()])
        for name, code, message in named:
            refuse(code, message, name, NAME_HINT)
        misnamed = {name for name, _code, _message in named}
        for info in infos:
            name = info.filename
            if info.is_dir() or name in misnamed:
                continue
            if info.flag_bits & 0x1:
                refuse("pack/encrypted", "the entry is encrypted; packs hold plain files", name,
                       "Write the pack again with `isleforge pack` (it never encrypts).")
                continue
            if stat.S_ISLNK(info.external_attr >> 16):
                refuse("pack/link", "the entry is a symbolic link; packs hold only plain files", name)
                continue
            if info.file_size > MAX_FILE_BYTES:
                refuse("pack/too-large", f"the entry unpacks to {info.file_size} bytes; a content file may have at most "
                       f"{MAX_FILE_BYTES}", name)
                continue
            if info.compress_size and info.file_size / info.compress_size > MAX_RATIO:
                refuse("pack/zip-bomb", f"the entry expands {info.file_size / info.compress_size:.0f} times "
                       f"(at most {MAX_RATIO}); it looks like a zip bomb", name)
                continue
            total += info.file_size
            if total > MAX_TOTAL_BYTES:
                refuse("pack/too-large", f"the pack unpacks to more than {MAX_TOTAL_BYTES} bytes", name)
                break
            try:
                with archive.open(info) as stream:
                    data = stream.read(MAX_FILE_BYTES + 1)  # never trust the header's size alone
            except (zipfile.BadZipFile, OSError, EOFError, NotImplementedError, RuntimeError, zlib.error) as error:
                refuse("pack/unreadable", f"the entry is damaged or stored in a way Isleforge does not read ({error})",
                       name, "Ask for the pack again, written by `isleforge pack`.")  # CRC, truncation, method
                continue
            if len(data) > MAX_FILE_BYTES or len(data) != info.file_size:
                refuse("pack/zip-bomb", "the entry holds more bytes than its header says", name)
                continue
            files[name] = data
    if problems:
        raise PackError(f"{where} is refused", problems)
    manifest = _check_manifest(files, refuse)
    if problems:
        raise PackError(f"{where} is refused", problems)
    files.pop(MANIFEST)
    _check_content(files, where, problems)
    if problems:
        raise PackError(f"{where} is refused: its content does not validate", problems)
    return Pack(manifest, files)


def _check_manifest(files: dict[str, bytes], refuse) -> dict:
    raw = files.get(MANIFEST)
    if raw is None:
        refuse("pack/no-manifest", f"the pack has no {MANIFEST}", hint="Packs are written by `isleforge pack`.")
        return {}
    try:
        manifest = bounded_json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, bounded_json.JsonRefused) as error:
        refuse("pack/bad-manifest", f"the manifest is not a pack's: {error}", MANIFEST,
               "Packs are written by `isleforge pack`.")
        return {}
    hashes = manifest.get("files") if isinstance(manifest, dict) else None
    form = manifest.get("format") if isinstance(manifest, dict) else None
    if not isinstance(hashes, dict) or type(form) is not int or form != FORMAT or not isinstance(manifest.get("digest"), str):
        refuse("pack/bad-manifest", f"the manifest needs format {FORMAT}, files and digest", MANIFEST)
        return {}
    for name in sorted(set(files) - set(hashes) - {MANIFEST}):
        refuse("pack/unlisted-file", "the entry is not listed in the manifest", name)
    for name in sorted(set(hashes) - set(files)):
        refuse("pack/missing-file", "the manifest lists this file but the pack does not hold it", name)
    for name in sorted(set(hashes) & set(files)):
        if sha256(files[name]) != hashes[name]:
            refuse("pack/wrong-digest", "the file's SHA-256 is not the manifest's: the pack was changed or damaged", name)
    if content_digest({n: str(h) for n, h in hashes.items()}) != manifest["digest"]:
        refuse("pack/wrong-digest", "the content digest does not match the files listed", MANIFEST)
    return manifest


def _check_content(files: dict[str, bytes], where: str, problems: list[Diagnostic]) -> None:
    """Validate the pack's files in a scratch folder (with the bundled library as base)."""
    for name in sorted(files):
        if not name.endswith(CONTENT_SUFFIXES):
            problems.append(Diagnostic(Severity.ERROR, "pack/not-content", "packs hold only YAML content files",
                                       f"{where}!{name}"))
    if problems:
        return
    with tempfile.TemporaryDirectory(prefix="isleforge-pack-") as scratch:
        root = Path(scratch)
        for name, data in files.items():
            path = root.joinpath(*name.split("/"))
            try:  # the names passed name_problems, so this should not fail: if it does, say where
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
            except OSError as error:
                problems.append(Diagnostic(Severity.ERROR, "pack/unwritable-name", "the entry cannot be written "
                                           f"under this name here ({error.strerror or error})", f"{where}!{name}"))
        if problems:
            return
        validation = validate_paths([root], root=root, cwd=root, base=paths.library_dir())
        for d in validation.diagnostics:
            if d.is_error:  # shown inside the pack: "PACK!adventures/x.yaml:12:5"
                problems.append(Diagnostic(d.severity, d.code, d.message, f"{where}!{Path(d.file).as_posix()}",
                                           d.pointer, d.line, d.column, d.hint))


# -- installing --------------------------------------------------------------------------------
def conflicts(pack: Pack, target: Path) -> list[str]:
    """The pack's files that exist in ``target`` with other content (the user's files it would replace)."""
    out = []
    for name, data in sorted(pack.files.items()):
        path = Path(target).joinpath(*name.split("/"))
        if path.exists() and (not path.is_file() or path.read_bytes() != data):
            out.append(name)
    return out


def install_pack(pack: Pack, target: Path, *, overwrite: bool = False) -> Installed:
    """Write a checked pack's files under ``target``; nothing is written if any would be refused."""
    target = Path(target)
    where = display_path(target)
    problems = []
    if target.exists() and not target.is_dir():
        problems.append(Diagnostic(Severity.ERROR, "pack/target-not-folder", "the target is not a folder", where))
        raise PackError(f"cannot unpack into {where}", problems)
    root = target.resolve()
    for name in sorted(pack.files):
        path = root.joinpath(*name.split("/"))
        probe = path
        while not probe.exists() and probe != root:  # the nearest existing folder decides where links lead
            probe = probe.parent
        if probe.resolve() != root and root not in probe.resolve().parents:
            problems.append(Diagnostic(Severity.ERROR, "pack/unsafe-path",
                                       f"'{name}' would be written outside the target folder (through a link)",
                                       f"{where}/{name}"))
        elif path.is_symlink() or (path.exists() and not path.is_file()):
            problems.append(Diagnostic(Severity.ERROR, "pack/would-overwrite", "this is not a plain file",
                                       f"{where}/{name}"))
    if not overwrite:
        for name in conflicts(pack, target):
            problems.append(Diagnostic(Severity.ERROR, "pack/would-overwrite",
                                       "a different file of yours is here; it is kept (unpack with --force to replace it)",
                                       f"{where}/{name}"))
    if problems:
        raise PackError(f"cannot unpack into {where}", problems)
    done = Installed()
    writes = {}
    for name, data in sorted(pack.files.items()):
        path = root.joinpath(*name.split("/"))
        if path.is_file() and path.read_bytes() == data:
            done.unchanged.append(path)
        else:
            writes[path] = data
            done.written.append(path)
    write_all_or_nothing(writes)  # every file staged before any is renamed: a failure half-way installs nothing
    return done

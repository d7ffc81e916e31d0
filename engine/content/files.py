"""Writing content files: atomically, and with the schema comment editors understand.

Every file Isleforge writes (saves, reports, packs and unpacked files, PDF/PNG/SVG exports) is
written beside its target as a hidden `.NAME.XXXXXXXX.tmp`, flushed to disk, then renamed over it
(`os.replace`): a kill, a crash or a full disk leaves the previous file whole, never an empty one.
`atomic_write_text` / `atomic_write_bytes` take the data; `atomic_path` hands a temporary path to a
writer that needs one (Qt's QPdfWriter, QImage.save, QSvgGenerator); `write_all_or_nothing` stages
several files before renaming any (an unpack). A killed write leaves its temporary file behind: the
next write into that folder removes those older than the running process (`remove_stale_temps`).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import time
from collections.abc import Iterator
from pathlib import Path

from engine.core.ruleset import DEFAULT_RULESET

from . import paths


def schema_comment(target: Path, kind: str, ruleset: str = DEFAULT_RULESET) -> str:
    """The first line of a content file: where a YAML language server finds its schema.

    A file of the bundled library points at the package's own `schemas/<ruleset>/` (they ship
    together); any other file at its library's copy of the schemas (`local_schemas`), never into
    an installed package, so the line keeps working after a reinstall or a Python upgrade.
    """
    from .local_schemas import reference as local_reference

    if not target.resolve().is_relative_to(paths.library_dir().resolve()):
        return f"# yaml-language-server: $schema={local_reference(target, kind, ruleset)}\n"
    schema = paths.schemas_dir() / ruleset / f"{kind}.schema.json"
    try:
        reference = os.path.relpath(schema, target.resolve().parent).replace(os.sep, "/")
    except ValueError:  # another drive on Windows
        reference = schema.resolve().as_uri()
    return f"# yaml-language-server: $schema={reference}\n"


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISSOCK, "a socket"))


def what_is(mode: int) -> str:
    """What a file of this st_mode is, in words ('a regular file', 'a folder', 'a character device', ...)."""
    return next((name for test, name in _KINDS if test(mode)), "a regular file" if stat.S_ISREG(mode) else "not a regular file")


def not_regular(path: Path) -> str | None:
    """None for an existing regular file (through links); else what the path is, for a message."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "missing" if not os.path.islink(path) else "a link to nothing"
    except OSError as exc:
        return "a link that loops" if exc.errno == errno.ELOOP else f"unreadable ({exc.strerror or exc})"
    except ValueError:
        return "not a usable path (it contains a NUL character)"
    return None if stat.S_ISREG(mode) else what_is(mode)


def write_problem(target: Path) -> str | None:
    """Why ``target`` cannot be written as a file (checked before long work), or None if it can."""
    target = Path(target)
    try:
        real = Path(os.path.realpath(target))
        if os.path.lexists(real):
            if os.path.islink(real):
                return f"{target} is a link that loops"
            what = not_regular(real)
            if what is not None:
                return f"{target} is {what}, not a regular file"
            if not os.access(real, os.W_OK):
                return f"{target} cannot be written (permission denied)"
            return None
        folder = real.parent
        if not folder.is_dir():
            return f"the folder {target.parent} does not exist"
        if not os.access(folder, os.W_OK | os.X_OK):
            return f"{target} cannot be created: the folder {target.parent} cannot be written (permission denied)"
    except (OSError, ValueError) as exc:
        return f"{target} cannot be written ({getattr(exc, 'strerror', None) or exc})"
    return None


#: When this process started (near enough: when this module was imported, before it wrote anything).
#: A temporary file last written before it belongs to a write that was killed, not to one under way here.
PROCESS_STARTED = time.time()

#: `tempfile.mkstemp(prefix=".NAME.", suffix=".tmp")`: a dot, the name, a dot, 8 characters of
#: tempfile's alphabet (lower-case letters, digits, underscore), `.tmp`. Nothing else is ever removed.
_TEMP = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")


def remove_stale_temps(folder: Path) -> list[Path]:
    """Remove the temporary files of killed writes in ``folder``: exactly our pattern, older than this process.

    A file of another process's write under way is newer than this process (it is being written),
    so it stays. Returns what was removed; a file that cannot be removed is left alone.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMP.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and info.st_mtime < PROCESS_STARTED:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _checked_target(target: Path) -> Path:
    """The real path to write (through links); OSError for a loop or anything but a regular file."""
    target = Path(os.path.realpath(target))
    if os.path.islink(target):
        raise OSError(errno.ELOOP, "the link loops", str(target))
    if os.path.lexists(target) and (what := not_regular(target)) is not None:
        raise OSError(errno.EINVAL, f"it is {what}, not a regular file", str(target))
    return target


def _temp_beside(target: Path) -> tuple[int, str]:
    """A new hidden temporary file in the target's folder (after removing stale ones there)."""
    import tempfile  # here: reading content (`isleforge validate`) writes nothing (issue 32)

    remove_stale_temps(target.parent)
    return tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)


def _settle(temp_name: str, target: Path) -> None:
    """Give the temporary file the target's permissions (or the umask's for a new file)."""
    if target.exists():
        os.chmod(temp_name, target.stat().st_mode & 0o777)
    else:  # mkstemp makes 0600 files; a new file gets the permissions the user's umask gives
        os.chmod(temp_name, 0o666 & ~_umask())


def _write_temp(handle: int, data: bytes) -> None:
    with os.fdopen(handle, "wb") as stream:
        stream.write(data)
        stream.flush()
        os.fsync(stream.fileno())


def atomic_write_text(target: Path, text: str) -> None:
    """Write beside the target, flush to disk, then rename over it: never a half-written file.

    A link is written through to its target (the link stays); anything but a regular file is
    refused. When the folder cannot take the temporary file but the file itself is writable, the
    file is overwritten in place (written, then cut to length, then flushed to disk).
    """
    atomic_write_bytes(target, text.encode("utf-8"))


def atomic_write_bytes(target: Path, data: bytes) -> None:
    """`atomic_write_text` for bytes (a PNG, a pack, an unpacked file)."""
    target = _checked_target(target)
    try:
        handle, temp_name = _temp_beside(target)
    except PermissionError:
        if target.exists() and os.access(target, os.W_OK):
            _write_in_place(target, data)
            return
        raise
    try:
        _write_temp(handle, data)
        _settle(temp_name, target)
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(target.parent)


@contextlib.contextmanager
def atomic_path(target: Path) -> Iterator[Path]:
    """A temporary path beside ``target`` for a writer that needs a file name; renamed over it on success.

    ```python
    with atomic_path(target) as temp:
        QImage.save(str(temp), "PNG")      # the writer must have closed the file when the block ends
    ```
    An exception in the block (or a writer that wrote nothing) removes the temporary file and leaves
    ``target`` as it was.
    """
    target = _checked_target(target)
    handle, temp_name = _temp_beside(target)
    os.close(handle)
    try:
        yield Path(temp_name)
        if not os.path.isfile(temp_name):
            raise OSError(errno.EIO, "the file was not written", str(target))
        with open(temp_name, "rb+") as stream:
            os.fsync(stream.fileno())
        _settle(temp_name, target)
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(target.parent)


def write_all_or_nothing(files: dict[Path, bytes]) -> None:
    """Write several files so that either all are replaced or none is (an unpack).

    Every file is first written in full to a temporary file beside its target (folders made as
    needed): a full disk, an I/O error or Ctrl-C there removes the temporary files and the folders
    made, and no target has changed. Only then is each renamed over its target; a rename does not
    fail for want of space.
    """
    staged: list[tuple[str, Path]] = []
    made: list[Path] = []
    try:
        for target, data in files.items():
            folder = Path(target).parent
            missing = []
            while not folder.exists():
                missing.append(folder)
                folder = folder.parent
            for new in reversed(missing):
                new.mkdir()
                made.append(new)
            target = _checked_target(target)
            handle, temp_name = _temp_beside(target)
            staged.append((temp_name, target))
            _write_temp(handle, data)
            _settle(temp_name, target)
    except BaseException:
        for temp_name, _ in staged:
            with contextlib.suppress(OSError):
                os.unlink(temp_name)
        for folder in reversed(made):
            with contextlib.suppress(OSError):
                folder.rmdir()
        raise
    for temp_name, target in staged:
        os.replace(temp_name, target)
    for folder in {target.parent for _, target in staged}:
        _sync_folder(folder)


def _write_in_place(target: Path, data: bytes) -> None:
    with open(target, "r+b") as stream:
        stream.write(data)
        stream.truncate()
        stream.flush()
        os.fsync(stream.fileno())


def _sync_folder(folder: Path) -> None:
    """Flush the rename itself to disk (the folder's entry), where the system allows it."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)

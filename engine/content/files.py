"""Writing content files: atomically, and with the schema comment editors understand."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
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


def atomic_write_text(target: Path, text: str) -> None:
    """Write beside the target, flush to disk, then rename over it: never a half-written file.

    A link is written through to its target (the link stays); anything but a regular file is
    refused. When the folder cannot take the temporary file but the file itself is writable, the
    file is overwritten in place (written, then cut to length, then flushed to disk).
    """
    target = Path(os.path.realpath(target))
    if os.path.islink(target):
        raise OSError(errno.ELOOP, "the link loops", str(target))
    if os.path.lexists(target) and (what := not_regular(target)) is not None:
        raise OSError(errno.EINVAL, f"it is {what}, not a regular file", str(target))
    data = text.encode("utf-8")
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except PermissionError:
        if target.exists() and os.access(target, os.W_OK):
            _write_in_place(target, data)
            return
        raise
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if target.exists():
            os.chmod(temp_name, target.stat().st_mode & 0o777)
        else:  # mkstemp makes 0600 files; a new file gets the permissions the user's umask gives
            os.chmod(temp_name, 0o666 & ~_umask())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(target.parent)


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

"""Writing content files: atomically, and with the schema comment editors understand."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from engine.core.ruleset import DEFAULT_RULESET

from . import paths


def schema_comment(target: Path, kind: str, ruleset: str = DEFAULT_RULESET) -> str:
    """The first line of a content file: where a YAML language server finds its schema (`schemas/<ruleset>/`)."""
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


def atomic_write_text(target: Path, text: str) -> None:
    """Write beside the target, flush to disk, then rename over it: never a half-written file."""
    target = Path(target)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        if target.exists():
            os.chmod(temp_name, target.stat().st_mode & 0o777)
        else:  # mkstemp makes 0600 files; a new file gets the permissions the user's umask gives
            os.chmod(temp_name, 0o666 & ~_umask())
        os.replace(temp_name, target)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise

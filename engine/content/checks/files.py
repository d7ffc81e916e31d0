"""File references (pictures) are relative, stay inside the library folder and exist."""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Any
from collections.abc import Iterator

from ..diagnostics import Diagnostic
from .context import Context, ptr_join

_IMAGE_KEYS = ("image", "cover")


def _file_refs(data: Any, ptr: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(data, dict):
        for key, value in data.items():
            child = ptr_join(ptr, key)
            if key in _IMAGE_KEYS and isinstance(value, str):
                yield child, value
            else:
                yield from _file_refs(value, child)
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _file_refs(value, ptr_join(ptr, index))


def file_references(context: Context) -> Iterator[Diagnostic]:
    root = context.library.root
    for content in context.library.files:
        if not content.schema_ok:
            continue
        for ptr, reference in content.remember("file_refs", lambda c=content: list(_file_refs(c.data))):
            relative = PurePosixPath(reference)
            if "\\" in reference:
                yield context.error(content, ptr, "ref/file-absolute",
                                    f"'{reference}' uses backslashes; paths in content files use forward slashes",
                                    "Write it as '" + reference.replace("\\", "/") + "', so it works on every system.")
                continue
            if relative.is_absolute():
                yield context.error(content, ptr, "ref/file-absolute",
                                    f"'{reference}' is not a relative path",
                                    "Write the path relative to this file, with forward slashes, e.g. 'art/temple.png'.")
                continue
            if "\x00" in reference:
                yield context.error(content, ptr, "ref/file-unusable", "the picture path contains a NUL character",
                                    "Write the path with ordinary characters, e.g. 'art/temple.png'.")
                continue
            try:  # every filesystem question about a user-given path answers with a diagnostic
                target = (content.path.parent / relative).resolve()
                inside = target.is_relative_to(root)
                exists = inside and target.is_file()
            except (OSError, RuntimeError, ValueError) as exc:
                yield context.error(content, ptr, "ref/file-unusable",
                                    f"the picture path cannot be used: {_reason(exc)}",
                                    "Use a short path to a picture file inside the library, e.g. 'art/temple.png'.")
                continue
            if not inside:
                yield context.error(content, ptr, "ref/file-outside-root",
                                    f"'{reference}' leads outside the library folder",
                                    "Copy the picture into the library and refer to the copy.")
                continue
            if not exists:
                yield context.warning(content, ptr, "ref/file-missing", f"the picture '{reference}' does not exist",
                                      f"Put the file at {target.relative_to(root)} in the library, or fix the path.")


def _reason(exc: Exception) -> str:
    if isinstance(exc, RuntimeError):
        return "it is a link that loops"
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror[0].lower() + exc.strerror[1:]
    return str(exc)

"""The names a content pack may hold: plain relative paths that mean one file on every OS.

A pack is checked on one machine and unpacked on others, so an entry's name is judged by rule,
never by trying the local file system (which would accept on Linux what Windows writes elsewhere):

- `unsafe_name`: no absolute path, no `..`, no backslash, and no `:` anywhere (`sub/D:evil.yaml`
  is drive-relative on Windows, `a.yaml:x` an alternate data stream): `pack/unsafe-path`;
- no part longer than `MAX_NAME_BYTES` (what ext4, APFS and NTFS allow), no path longer than
  `MAX_PATH_BYTES` (well inside Linux's 4,096 and the scratch folder's own prefix): `pack/name-too-long`;
- no character Windows forbids (`<>"|?*`, control characters) and no part ending in a dot or a
  space, which Windows drops (`a.` and `a` are one file): `pack/unportable-name`;
- no device name of Windows as a part's stem, in any case, with any extension (`CON.yaml`,
  `aux/nul.yaml`, `lpt1.tar.yaml`): `pack/reserved-name`;
- no two entries that are one file on a case-insensitive or Unicode-normalising file system
  (`Gull.yaml`/`gull.yaml`, NFC/NFD `café.yaml`), no file that is also a folder of another entry
  (`a.yaml` beside `a.yaml/b.yaml`): `pack/name-clash`; no entry twice (zip readers keep only the
  last copy, so only it would be checked against the manifest): `pack/duplicate-entry`.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata

MAX_NAME_BYTES = 255  # one folder or file name, UTF-8
MAX_PATH_BYTES = 512  # a whole entry path inside the pack, UTF-8
RESERVED = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
                      *(f"{device}{n}" for device in ("COM", "LPT") for n in (*"0123456789", "¹", "²", "³"))})
_FORBIDDEN = re.compile(r'[<>"|?*\x00-\x1f\x7f]')


def unsafe_name(name: str) -> str:
    """Why an entry's path is not a plain relative path inside the target ('' if it is)."""
    if "\\" in name:
        return f"'{name}' uses backslashes"
    if name.startswith("/") or (len(name) > 1 and name[1] == ":"):
        return f"'{name}' is absolute"
    parts = name.split("/")
    if ".." in parts:
        return f"'{name}' climbs out with '..'"
    if posixpath.normpath(name) != name or any(p in ("", ".") for p in parts):
        return f"'{name}' is not a plain path"
    if ":" in name:
        return f"'{name}' holds ':', which names a drive or a data stream on Windows"
    return ""


def _one_name(name: str) -> tuple[str, str] | None:
    """(code, message) of the first rule `name` breaks on its own, None if it breaks none."""
    reason = unsafe_name(name)
    if reason:
        return "pack/unsafe-path", f"the entry's path {reason}; it would be written outside the target folder"
    size = len(name.encode("utf-8"))
    if size > MAX_PATH_BYTES:
        return "pack/name-too-long", f"the entry's path is {size} bytes long; at most {MAX_PATH_BYTES} are allowed"
    for part in name.split("/"):
        size = len(part.encode("utf-8"))
        if size > MAX_NAME_BYTES:
            return "pack/name-too-long", (f"'{part[:40]}…' is {size} bytes long; a file or folder name may have at "
                                          f"most {MAX_NAME_BYTES}")
        bad = _FORBIDDEN.search(part)
        if bad:
            return "pack/unportable-name", f"{ascii(part)} holds {ascii(bad.group())}, which Windows does not allow in names"
        if part.endswith((".", " ")):
            return "pack/unportable-name", f"'{part}' ends in a dot or a space, which Windows drops from names"
        if part.split(".")[0].rstrip(" ").upper() in RESERVED:
            return "pack/reserved-name", f"'{part}' is the name of a device on Windows (whatever its extension)"
    return None


def _key(path: str) -> str:
    """One spelling for every name a case-insensitive, normalising file system reads as the same."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", path).casefold())


def name_problems(names) -> list[tuple[str, str, str]]:
    """(entry, code, message) for every entry name that breaks a rule, in the order of `names`.

    `names` are the pack's file entries in archive order (duplicates kept); a clash is reported on
    the later of the two spellings (for a file that is also a folder: on the file).
    """
    out: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    spelled: dict[str, tuple[str, bool]] = {}  # key -> (first spelling, is a file)
    reported: set[str] = set()
    for name in names:
        if name in seen:
            if name not in reported:
                reported.add(name)
                out.append((name, "pack/duplicate-entry", "the pack holds this entry more than once; a zip reader "
                                                          "keeps only one copy, so the others were never checked"))
            continue
        seen.add(name)
        broken = _one_name(name)
        if broken is not None:
            out.append((name, *broken))
            continue
        parts = name.split("/")
        for depth in range(1, len(parts) + 1):
            path, is_file = "/".join(parts[:depth]), depth == len(parts)
            key = _key(path)
            first = spelled.setdefault(key, (path, is_file))
            if first == (path, is_file) or (first[0] == path and not is_file and not first[1]) or key in reported:
                continue
            reported.add(key)
            if first[0] == path:
                out.append((path, "pack/name-clash", f"'{path}' is a file and also a folder of another entry"))
            else:
                out.append((path, "pack/name-clash", f"{ascii(path)} and {ascii(first[0])} are one name on Windows "
                                                     "and macOS (they differ only in letter case or Unicode form)"))
            break
    return out

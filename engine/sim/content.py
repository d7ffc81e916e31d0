"""The adventure a playtest plays: an id of the bundled library or the path of an adventure file.

Which ruleset plays it is the content layer's answer (`engine.content.resolve`: the file's `ruleset:`,
else its folder's manifest, else the default ruleset); this module only finds the file.
"""

from __future__ import annotations

from pathlib import Path

from engine.content import paths
from engine.content.library import is_inside
from engine.content.resolve import ContentError, resolve_adventure, ruleset_of, ruleset_of_file
from engine.content.validate import validate_paths


def ruleset_of_adventure(validation, adventure_id: str):
    """The ruleset an adventure of a library is played with (`engine.content.resolve.ruleset_of`)."""
    return ruleset_of(validation, "adventure", adventure_id)


def resolve_playable(validation, adventure_id: str):
    """An adventure of a validated library as its ruleset's playable model (ContentError if it has errors)."""
    return resolve_adventure(validation, adventure_id)


def resolve_file(validation, content):
    """The adventure of one library file (`ContentFile`) as the playable model of the ruleset it is written for."""
    return ruleset_of_file(validation, content).resolve(validation, content.id)


def not_a_file(path: Path, what: str = "adventure") -> str:
    """Why ``path`` (not a file) cannot be read as ``what``: a folder (named like a file, dir.yaml) is not
    missing, and "no such file" sent its owner looking for a typo."""
    if path.is_dir():
        return f"{path} is a folder, not a file; give the path of the {what} file (.yaml) in it"
    return f"no such {what} file: {path}"


def load_playable(spec: str | Path):
    """The resolved adventure; ContentError (with `.diagnostics`) if it or what it uses has errors.

    A path is validated in its folder, with the bundled library as the base (so it may use the
    library's shared files); anything else is an id of the bundled library.
    """
    bundled = paths.library_dir()
    path = Path(spec)
    looks_like_path = path.suffix in (".yaml", ".yml") or path.parent != Path(".") or path.exists()
    if not looks_like_path:
        return resolve_playable(validate_paths([bundled]), str(spec))
    if not path.is_file():
        raise FileNotFoundError(not_a_file(path))
    path = path.resolve()
    inside = is_inside(path, bundled)
    folder = bundled if inside else path.parent
    validation = validate_paths([folder], root=folder, base=None if inside else bundled)
    content = next((f for f in validation.library.files if f.path == path), None)
    ruleset = ruleset_of_file(validation, content) if content is not None and content.id else None
    # a ruleset that writes `adventure` files plays only those; one whose games are of another kind
    # (the test-only coin race) is handed its file and judges it itself
    if ruleset is None or (content.kind != "adventure" and "adventure" in ruleset.kinds):
        problems = [d for d in validation.diagnostics if content is not None and d.file == content.display and d.is_error]
        raise ContentError(f"{path} is not a valid adventure file", problems)
    return ruleset.resolve(validation, content.id)

"""Re-validation after edits (what the editor's worker does) equals validating the same texts from scratch.

A fixed-seed random sequence of edits to a copy of the bundled library: ids renamed and restored,
references broken and fixed, YAML broken, files deleted and brought back. After every edit the
incremental `Validation` (`replace_file` / `remove_file`, as the editor calls them) must give
exactly the diagnostics, kinds and ids of `validate_paths` over the files as they now are.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from engine.content import paths
from engine.content.validate import Validation, validate_paths

EDITS = 12


def _state(validation: Validation) -> tuple:
    files = sorted((f.display, f.kind, f.id, f.schema_ok) for f in validation.library.files)
    return validation.diagnostics, files


def _edit(rng: random.Random, text: str) -> str:
    """One change of a file's text: an id or a reference renamed, a line broken, or the original back."""
    lines = text.splitlines(keepends=True)
    choice = rng.randrange(4)
    if choice == 0:  # rename an id or a reference (in a content file others depend on, or in an adventure)
        spots = [i for i, line in enumerate(lines) if line.lstrip(" -").startswith(("id:", "boss:", "set:"))]
        if spots:
            i = rng.choice(spots)
            lines[i] = lines[i].rstrip("\n") + rng.choice(["x", "-2", ""]) + "\n"
    elif choice == 1:  # a line that does not parse
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(["  : [\n", "\tbad: tab\n", "kind: [\n"]))
    elif choice == 2:  # an item dropped
        spots = [i for i, line in enumerate(lines) if line.startswith("  - ")]
        if spots:
            del lines[rng.choice(spots)]
    else:  # undo everything in this file (the caller puts the original back)
        return ""
    return "".join(lines)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_incremental_revalidation_equals_a_full_validation(tmp_path: Path, seed: int):
    root = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), root)
    files = sorted(root.rglob("*.yaml"))
    originals = {path: path.read_text(encoding="utf-8") for path in files}
    validation = validate_paths([root], root=root)
    rng = random.Random(seed)
    for _ in range(EDITS):
        path = rng.choice(files)
        if rng.random() < 0.15:  # the file goes (deleted outside the editor), or comes back
            if path.exists():
                path.unlink()
                validation.remove_file(path)
            else:
                path.write_text(originals[path], encoding="utf-8")
                validation.replace_file(path)
        elif path.exists():
            text = _edit(rng, path.read_text(encoding="utf-8")) or originals[path]
            path.write_text(text, encoding="utf-8")
            validation.replace_file(path, text)  # an editor buffer
        assert _state(validation) == _state(validate_paths([root], root=root))

"""Writes `clones.py`, the clone of `State` (with its players and frames inline) from the copy tables.

The copy table (`STATE_FIELDS`, `PLAYER_FIELDS`, `FRAME_FIELDS`) stays the one place that says how an
attribute is copied. The kit writes the clone function from it (`engine.core.copytable.copy_source`); at
import, `exec` gives an interpreted function, which is what the compiled build cannot afford: its
`State`, `Player` and `Frame` are extension types (state.pxd), whose fields the interpreter reads through
a descriptor call, about three times the cost of a slot. So the same lines are kept as a module,
`clones.py`, which the build compiles with `clones.pxd` typing the copies (C struct reads and writes);
in pure Python it is the very function `exec` would give. `tests/rules/test_iot_clones.py` keeps the file
equal to what the tables say; after a table changes, run

    python -m engine.rulesets.isles_of_terror.clone_source
"""

from __future__ import annotations

from pathlib import Path

from engine.core.copytable import module_source

TARGET = Path(__file__).with_name("clones.py")
DOCSTRING = """The clone of Isles of Terror's `State`, written from its copy table (`STATE_FIELDS`) by `clone_source.py`:
do not edit; run `python -m engine.rulesets.isles_of_terror.clone_source` after a table changes (a test
checks that this file is what the tables say). clones.pxd types it for the compiled build.
"""


def text() -> str:
    """What `clones.py` must hold for the tables as they are."""
    from .state import STATE_FIELDS, State

    return module_source(DOCSTRING, [(State, STATE_FIELDS, "clone_state")])


if __name__ == "__main__":
    TARGET.write_text(text(), encoding="utf-8")
    print(f"wrote {TARGET}")

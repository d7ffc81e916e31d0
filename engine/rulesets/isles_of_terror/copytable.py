"""The copy tables of Isles of Terror's `State`, `Player` and frames use the kit's machinery.

The rows (`STATE_FIELDS`, `PLAYER_FIELDS`, `FRAME_FIELDS`) stay with the classes they describe; how
a table is turned into clone and snapshot functions moved to `engine.core.copytable`, shared by
every ruleset. This module names what `state.py` and `player.py` import from there.
"""

from __future__ import annotations

from engine.core.copytable import (Copy, Field, check_state, check_table, copy_function, id_of, id_or_none, ids,
                                   listed, plain, snapshot_function, snapshot_or_none, snapshots)

__all__ = ["Copy", "Field", "check_state", "check_table", "copy_function", "id_of", "id_or_none", "ids", "listed",
           "plain", "snapshot_function", "snapshot_or_none", "snapshots"]

"""The people and pawns of a game of Cursed Island: small mutable records held by the state.

A `Person` is a castaway played by a seat or a helper (Friday, the dog: seat -1). The state lists the
players first, in seat order (so a player's person index is its seat), then the helpers. A `Pawn` is
one figure placed at planning: two per player, Friday's, the dog's and the extra pawns items, skills
and discoveries give (`kind` "extra"), with the actions it may take and whether it only supports.

Both are plain slotted records (`copy()` and the copy table's inline rows in state.py), not frozen:
wounds and Determination change many times a round and a search bot clones the state per decision.
"""

from __future__ import annotations

from typing import NamedTuple


class Person:
    __slots__ = ("character", "seat", "wounds", "determination", "alive", "used", "hurts")

    def __init__(self, character: str, seat: int, wounds: int = 0, determination: int = 0,
                 alive: bool = True, used: frozenset = frozenset(), hurts: tuple = ()) -> None:
        self.character = character
        self.seat = seat
        self.wounds = wounds
        self.determination = determination
        self.alive = alive
        self.used = used  # the skills used this round (cleared at the end of the night)
        self.hurts = hurts  # the body parts with a special wound token (special_wounds.py)

    def copy(self) -> Person:
        return Person(self.character, self.seat, self.wounds, self.determination, self.alive, self.used, self.hurts)

    @property
    def is_player(self) -> bool:
        return self.seat >= 0

    def snapshot(self) -> dict:
        return {"character": self.character, "seat": self.seat, "wounds": self.wounds,
                "determination": self.determination, "alive": self.alive, "used": sorted(self.used),
                **({"hurts": list(self.hurts)} if self.hurts else {})}  # only when hurt: old snapshots stay

    def __repr__(self) -> str:
        return f"Person({self.character!r}, seat={self.seat}, wounds={self.wounds}, det={self.determination})"


class Pawn(NamedTuple):
    """One pawn of this round's planning (immutable: a new round deals new pawns)."""

    id: str
    person: int  # the person it belongs to (an extra pawn: -1, it only supports)
    kind: str  # "player" | "friday" | "dog" | "extra"
    actions: tuple[str, ...]  # the actions it may be assigned to
    supports_only: bool = False  # never takes an action alone (the dog, extra pawns)
    once: bool = True  # an extra pawn of this round only (a skill's, a discovery's)

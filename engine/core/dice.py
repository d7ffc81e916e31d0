"""Dice with any faces, and pools of them (the kit).

A `Die` is its faces, numbers or symbols, each face once per side (Finis Terrae's white move die is
`Die("move", (2, 3, 3, 4, 5, 6))`, its wind die `Die("wind", ("N", "E", "S", "W"))`, Robinson
Crusoe's action dice mix symbols and blanks). Rolling draws from the generator it is handed (the
state's), exactly one `rng.random()` per die, and picks face `int(rng.random() * sides)`: a die of
faces 1..n rolls what `int(rng.random() * n) + 1` rolls, so a game moving from its own formula to a
`Die` keeps its fixed-seed games (Isles of Terror's `State.roll` uses that formula).

A `Pool` is several dice rolled together, in the order listed (the order of the draws is part of
a game's transcript):

    MOVE = Die("move", (2, 3, 3, 4, 5, 6))
    WIND = Die("wind", ("N", "E", "S", "W"))
    move, wind = Pool((MOVE, WIND)).roll(state.rng)
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

Face = Hashable  # a number, or a symbol ("N", "beast", "?")


@dataclass(frozen=True)
class Die:
    """A die called `name` with these `faces` (a face listed twice is twice as likely)."""

    name: str
    faces: tuple[Face, ...]

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError(f"the die '{self.name}' has no faces")
        object.__setattr__(self, "faces", tuple(self.faces))

    @property
    def sides(self) -> int:
        return len(self.faces)

    def roll(self, rng: random.Random) -> Face:
        """One face, from one `rng.random()`."""
        faces = self.faces
        return faces[int(rng.random() * len(faces))]

    def odds(self) -> dict[Face, Fraction]:
        """Each face's chance, exactly (faces in the order first listed)."""
        out: dict[Face, Fraction] = {}
        for face in self.faces:
            out[face] = out.get(face, Fraction(0)) + Fraction(1, len(self.faces))
        return out

    def __str__(self) -> str:
        return f"{self.name} ({'-'.join(map(str, self.faces))})"


def numbered(sides: int, name: str | None = None) -> Die:
    """The usual die of `sides` faces 1..sides (`numbered(6)` is a D6)."""
    if sides < 1:
        raise ValueError(f"a die has at least one side, not {sides}")
    return Die(name or f"D{sides}", tuple(range(1, sides + 1)))


D6 = numbered(6)
D8 = numbered(8)


@dataclass(frozen=True)
class Pool:
    """Several dice rolled together, in this order."""

    dice: tuple[Die, ...]

    @classmethod
    def of(cls, *counts: tuple[Die, int]) -> Pool:
        """`Pool.of((D8, 1), (D6, 3))`: one D8 then three D6."""
        return cls(tuple(die for die, n in counts for _ in range(max(0, n))))

    def roll(self, rng: random.Random) -> tuple[Face, ...]:
        """Every die once, in order (one `rng.random()` each)."""
        return tuple(die.roll(rng) for die in self.dice)

    def __len__(self) -> int:
        return len(self.dice)


def total(faces: Iterable[Face]) -> int:
    """The sum of the numeric faces of a roll (symbols count nothing)."""
    return sum(f for f in faces if isinstance(f, int) and not isinstance(f, bool))


def tally(faces: Sequence[Face]) -> dict[Face, int]:
    """How many times each face came up, in the order first rolled (symbols of action dice)."""
    out: dict[Face, int] = {}
    for face in faces:
        out[face] = out.get(face, 0) + 1
    return out

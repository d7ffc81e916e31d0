"""Tracks: a marker on a numbered track, kept within its bounds, with marked spaces (the kit).

A survival game's threat and morale tracks, a nemesis' power die used as a round counter, a
threat bar: a position between `low` and `high`, moved by steps, where some spaces carry
a mark that fires when the marker reaches or passes it. The game holds the position (an `int` in
its state, copied as one); the `Track` is the shape, made once from content and shared:

    MORALE = Track("morale", low=-3, high=3, marks={-3: "despair", 3: "elation"})
    move = MORALE.move(state.morale, -2)        # Move(start=-2, end=-3, marks=(-3,), clamped=True)
    state.morale = move.end
    for space in move.marks: ...                # what the rules do at "despair"

A move that would leave the track stops at its end (`clamped`); the marks it fires are those of the
spaces entered, in the order entered (the start space does not fire again).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Move:
    """One move along a track: where it started and ended, the marked spaces it reached or passed
    (in the order entered) and whether a bound stopped it."""

    start: int
    end: int
    marks: tuple[int, ...] = ()
    clamped: bool = False

    @property
    def steps(self) -> int:
        return self.end - self.start


@dataclass(frozen=True)
class Track:
    """A track of the spaces `low`..`high`; `marks`: space -> what is marked there (a name, a card)."""

    name: str
    low: int
    high: int
    marks: Mapping[int, Hashable] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.low > self.high:
            raise ValueError(f"the track '{self.name}' runs from {self.low} to {self.high}: low is above high")
        outside = sorted(s for s in self.marks if not self.low <= s <= self.high)
        if outside:
            raise ValueError(f"the track '{self.name}' ({self.low}..{self.high}) has marks off it: {outside}")
        object.__setattr__(self, "marks", dict(sorted(self.marks.items())))

    def clamp(self, position: int) -> int:
        return max(self.low, min(self.high, position))

    def move(self, position: int, steps: int) -> Move:
        """Move `steps` spaces (negative: back) from `position`, stopped by the bounds."""
        if not self.low <= position <= self.high:
            raise ValueError(f"position {position} is off the track '{self.name}' ({self.low}..{self.high})")
        end = self.clamp(position + steps)
        if end > position:
            fired = tuple(s for s in self.marks if position < s <= end)
        else:
            fired = tuple(s for s in reversed(list(self.marks)) if end <= s < position)
        return Move(position, end, fired, end != position + steps)

    def move_to(self, position: int, target: int) -> Move:
        """Move straight to `target` (clamped), firing the marks between."""
        return self.move(position, target - position)

    def at_end(self, position: int) -> bool:
        """Whether the marker stands on the last space (`high`), where many tracks end the game."""
        return position >= self.high

    def mark_at(self, space: int) -> Hashable | None:
        return self.marks.get(space)

    def next_mark(self, position: int) -> int | None:
        """The first marked space above `position` (None: none is left)."""
        return next((s for s in self.marks if s > position), None)

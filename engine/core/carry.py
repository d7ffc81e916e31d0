"""What a campaign chapter hands to the next: the typed carry-in of a new game.

A campaign (docs/content-model.md, "Campaigns") declares in `carry_over` what survives a chapter:
advantages, none/half/all of the resource pool, lost captains, story flags and victory points.
`CarryIn` is that, per seat, for the game of the next chapter; `Ruleset.new_game(...,
carry_in=...)` validates it against the declaration (`check`) and applies it at setup, where it
appears in the event log. The policy (what half means, who an advantage goes to) lives here, once,
for every ruleset; a ruleset only reads a finished game into a `ChapterEnd` and applies a `CarryIn`.

```python
end = ruleset.chapter_end(state)                       # what the game left behind
carry = next_carry_in(campaign.carry_over, chapter, end, previous, winners=(0,))
game = ruleset.new_game(model, factions=seats, carry_in=carry)  # checks it; game.new_initial_state(s)
```

Victory points carried over are the campaign score: they are shown in the log of the next chapter
but not put on its VP track, so a chapter's VP victory conditions keep their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import EngineError
from .protocols import CarryOverDeclaration

RESOURCE_SHARES = {"none": lambda n: 0, "half": lambda n: n // 2, "all": lambda n: n}


@dataclass(frozen=True)
class SeatCarry:
    """What one seat brings into a chapter. `advantages` are the campaign model's `Advantage`s."""

    resources: tuple[tuple[str, int], ...] = ()  # (resource, amount), e.g. (("gold", 2), ("rations", 1))
    captains_lost: int = 0
    vp: int = 0
    advantages: tuple = ()

    def amount(self, resource: str) -> int:
        return dict(self.resources).get(resource, 0)


@dataclass(frozen=True)
class CarryIn:
    """The carry-in of a game: where it comes from (a chapter title), the campaign's `carry_over`
    declaration it must keep to, story flags and one `SeatCarry` a seat."""

    source: str
    declared: CarryOverDeclaration  # the campaign model's `CarryOver`
    flags: tuple[str, ...] = ()
    seats: tuple[SeatCarry, ...] = ()

    def check(self, players: int) -> None:
        """`carry/...` EngineError if this carries what the campaign's `carry_over` does not declare."""
        carry_over = self.declared
        if len(self.seats) != players:
            raise EngineError("carry/seats", f"the carry-in from {self.source} has {len(self.seats)} seats, "
                                             f"the game {players}")
        stray = sorted(set(self.flags) - set(carry_over.flags))
        if stray:
            raise EngineError("carry/flag", f"the campaign does not carry over the flag(s) {', '.join(stray)}")
        for seat, carry in enumerate(self.seats):
            if any(n < 0 for _, n in carry.resources) or carry.captains_lost < 0 or carry.vp < 0:
                raise EngineError("carry/negative", f"seat {seat} carries a negative amount from {self.source}")
            if carry.resources and any(n for _, n in carry.resources) and carry_over.resources == "none":
                raise EngineError("carry/resources", f"seat {seat} carries resources, but the campaign carries none")
            if carry.captains_lost and carry_over.figures != "captains":
                raise EngineError("carry/captains", f"seat {seat} carries lost captains, but the campaign does not")
            if carry.vp and not carry_over.victory_points:
                raise EngineError("carry/vp", f"seat {seat} carries victory points, but the campaign does not")
            if carry.advantages and not carry_over.advantages:
                raise EngineError("carry/advantages", f"seat {seat} carries advantages, but the campaign does not")


@dataclass(frozen=True)
class ChapterEnd:
    """What a finished chapter game left behind, read by the ruleset (`Ruleset.chapter_end`)."""

    flags: frozenset[str] = frozenset()
    resources: tuple[tuple[tuple[str, int], ...], ...] = ()  # per seat: its final pool
    captains_lost: tuple[int, ...] = ()  # per seat, counting those lost in earlier chapters
    vp: tuple[int, ...] = ()  # per seat, the chapter's VP
    winners: tuple[int, ...] = ()


def awarded(advantage, seat: int, winners) -> bool:
    """Whether `advantage` (awarded_to winner / losers / each_player) goes to `seat`."""
    to = advantage.awarded_to
    return to == "each_player" or (to == "winner") == (seat in winners)


def next_carry_in(carry_over, chapter, end: ChapterEnd, previous: CarryIn | None) -> CarryIn:
    """The carry-in of the chapter after `chapter`, from how it ended and what it started with."""
    players = len(end.resources)
    share = RESOURCE_SHARES[carry_over.resources]
    seats = []
    for seat in range(players):
        before = previous.seats[seat] if previous is not None else SeatCarry()
        advantages = before.advantages
        if carry_over.advantages:
            advantages += tuple(a for a in chapter.advantages if awarded(a, seat, end.winners))
        else:
            advantages = ()
        resources = tuple((r, share(n)) for r, n in end.resources[seat] if share(n))
        seats.append(SeatCarry(
            resources=resources,
            captains_lost=end.captains_lost[seat] if carry_over.figures == "captains" else 0,
            vp=before.vp + end.vp[seat] if carry_over.victory_points else 0,
            advantages=advantages))
    flags = tuple(f for f in carry_over.flags if f in end.flags)
    return CarryIn(source=chapter.title or chapter.id, declared=carry_over, flags=flags, seats=tuple(seats))

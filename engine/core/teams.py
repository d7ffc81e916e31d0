"""Teams: seats that win or lose together, and what a finished game returns to each (the kit).

Isles of Terror's cooperative and solo modes, Haze Islands' cooperative mode and Robinson Crusoe
are played by several seats against the game: they win or lose as one. Competitive games are the
case of one seat per team. The protocol keeps one `current_player()` (a seat); `Teams` says which
seats share a fate, so returns, evaluations and reports can be given per team:

    TEAMS = Teams.together(3)                      # three castaways, one team
    state.returns() -> TEAMS.returns(winners=[0] if survived else [])
    Teams.alone(4).returns([2])                    # [0.0, 0.0, 1.0, 0.0]
    TEAMS.planner(seat, first=state.first)         # the seat that decides for the team (the first player)

A winning team's seats each get the team's share (1 / number of winning teams), so a search bot
(`engine.bots.mcts`, which backs up each seat's own return) plays every seat of a team for the
team. `team_values` averages per-seat values (scores, evaluations) into per-team ones for reports.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Teams:
    """`members[t]`: the seats of team t (every seat in exactly one team, seats 0..n-1)."""

    members: tuple[tuple[int, ...], ...]

    def __post_init__(self) -> None:
        members = tuple(tuple(team) for team in self.members)
        object.__setattr__(self, "members", members)
        seats = sorted(s for team in members for s in team)
        if seats != list(range(len(seats))) or any(not team for team in members):
            raise ValueError(f"teams hold every seat 0..n-1 exactly once, and no team is empty: not {members}")

    @classmethod
    def alone(cls, seats: int) -> Teams:
        """Every seat its own team (a competitive game)."""
        return cls(tuple((s,) for s in range(seats)))

    @classmethod
    def together(cls, seats: int) -> Teams:
        """One team of every seat (a cooperative game, or a solo game of several characters)."""
        return cls((tuple(range(seats)),))

    @property
    def seats(self) -> int:
        return sum(len(team) for team in self.members)

    def team_of(self, seat: int) -> int:
        for t, team in enumerate(self.members):
            if seat in team:
                return t
        raise ValueError(f"seat {seat} is in no team (seats 0..{self.seats - 1})")

    def allies(self, seat: int) -> tuple[int, ...]:
        """The seats of `seat`'s team, itself included."""
        return self.members[self.team_of(seat)]

    def planner(self, seat: int, first: int | None = None) -> int:
        """The seat that decides for `seat`'s team where the team decides as one (a plan of every pawn, a
        choice an effect leaves to "the team"): the protocol keeps one `current_player()`, and a team's
        decisions are asked of this seat, so humans and bots answer them through the same actions.

        `first`: the game's first player of the moment (a token that passes round the table); the planner
        is the first seat of the team from `first` on in seat order (`first` itself when it sits in the
        team), or the team's lowest seat when the game has no first player (None)."""
        team = self.allies(seat)
        if first is None:
            return min(team)
        n = self.seats
        if not 0 <= first < n:
            raise ValueError(f"the first player {first} is no seat (seats 0..{n - 1})")
        return min(team, key=lambda s: (s - first) % n)

    def returns(self, winners: Iterable[int]) -> list[float]:
        """Per seat: the share of its team when the team is among `winners` (team indices), else 0."""
        won = sorted(set(winners))
        share = 1.0 / len(won) if won else 0.0
        out = [0.0] * self.seats
        for t in won:
            for seat in self.members[t]:
                out[seat] = share
        return out

    def winners_of(self, seat_winners: Iterable[int]) -> list[int]:
        """The teams of the winning seats (a team wins when any of its seats does)."""
        return sorted({self.team_of(s) for s in seat_winners})

    def team_values(self, per_seat: Sequence[float]) -> list[float]:
        """Per team, the mean of its seats' values."""
        return [sum(per_seat[s] for s in team) / len(team) for team in self.members]

    def seat_values(self, per_team: Sequence[float]) -> list[float]:
        """Per seat, its team's value (an evaluation shared by the team)."""
        out = [0.0] * self.seats
        for t, team in enumerate(self.members):
            for seat in team:
                out[seat] = per_team[t]
        return out

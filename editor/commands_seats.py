"""Who plays a `playtest`/`replay` run: the mode, the players and the factions, checked before a game starts.

`--mode` is one the adventure declares (default: its first); `--players N` is the number of seats
(default: 1 in solo, else 3); `--factions A,B` names the factions in seat order, except in solo,
where the one seat plays every faction named (`Game(..., factions=[a, b], mode="solo")`: one seat,
several factions). Every wrong combination is one clear line, said before anything is played:

- a mode the adventure does not declare (its modes listed);
- solo with more than one player (solo is one seat; several factions come from `--factions`);
- `--players N` next to `--factions` naming another number of factions (outside solo);
- a player count outside the adventure's range (and, for one player, the hint to play solo).

No Qt here: the headless commands import this.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_PLAYERS = 3
SOLO = "solo"


@dataclass(frozen=True)
class Seating:
    """The mode, seats and factions of a run, as `RunSpec` takes them."""

    mode: str
    players: int | None  # seats (None when the factions say it)
    factions: tuple[str, ...] | None


def factions_of(args) -> tuple[str, ...] | None:
    """The faction ids of `--factions A,B` (None when not given)."""
    text = getattr(args, "factions", None)
    if not text:
        return None
    return tuple(f.strip() for f in text.split(",") if f.strip()) or None


def seating(args, adventure, ruleset) -> tuple[Seating | None, str | None]:
    """(seating, None), or (None, why not) for the mode, `--players` and `--factions` of `args`."""
    modes = tuple(getattr(adventure, "modes", ()) or ())
    mode = getattr(args, "mode", None) or ruleset.default_mode(adventure)
    if modes and mode not in modes:
        return None, (f"the adventure '{adventure.id}' is not played in {mode} mode; it declares "
                      f"{', '.join(modes)} (--mode)")
    players = getattr(args, "players", None)
    factions = factions_of(args)
    if getattr(args, "factions", None) is not None and factions is None:
        return None, "--factions names no faction; give faction ids separated by commas (e.g. --factions a,b)"
    if mode == SOLO:
        if players is not None and players != 1:
            return None, (f"solo is played by one player, not {players}; to play several factions alone, "
                          f"name them with --factions A,B")
        return Seating(mode, 1, factions), None
    if factions is not None:
        if players is not None and players != len(factions):
            return None, (f"--players {players} but --factions names {len(factions)} "
                          f"faction{'s' * (len(factions) != 1)}; give one or the other")
        players = len(factions)
    players = DEFAULT_PLAYERS if players is None else players
    problem = _count_problem(adventure, players, modes)
    if problem is not None:
        return None, problem
    return Seating(mode, None if factions else players, factions), None


def _count_problem(adventure, players: int, modes: tuple[str, ...]) -> str | None:
    """Why `players` seats cannot play the adventure (its own range, said first), or None."""
    low, high = getattr(adventure, "players", (None, None))
    if low is None or low <= players <= high:
        return None
    problem = f"the adventure '{adventure.id}' is for {low}\u2013{high} players, not {players}"
    if players == 1 and SOLO in modes:
        problem += "; alone, play it with --mode solo"
    return problem

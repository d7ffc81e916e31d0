"""Who plays a `playtest`/`replay`/`sweep` run: the mode, the players and the factions, checked before a game starts.

Everything comes from the adventure and its ruleset (`engine.core.ruleset.of(model)`), never from
one game's habits:
- `--mode` is one the ruleset plays (else refused with the ruleset's modes) and the adventure
  declares (else refused with the adventure's); default: `Ruleset.default_mode`, the adventure's first;
- `--players N` is one of `Ruleset.player_counts(adventure)` (default: `Ruleset.default_players`,
  3 where the adventure is played by 3, else its fewest); 1 in solo;
- `--factions A,B` names the factions in seat order, except in solo, where the one seat plays every
  faction named (`Game(..., factions=[a, b], mode="solo")`: one seat, several factions); refused for a
  ruleset whose games deal their own seats (`Ruleset.named_seats` False).
Every wrong combination is one clear line, said before anything is played.

No Qt here: the headless commands import this.
"""

from __future__ import annotations

from dataclasses import dataclass

SOLO = "solo"  # a mode played by one seat, whatever the ruleset


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


def mode_problem(mode: str, adventure, ruleset) -> str | None:
    """Why `mode` cannot be played: not one of the ruleset's modes, or not one the adventure declares."""
    if ruleset.modes and mode not in ruleset.modes:
        return (f"--mode {mode}: {ruleset.title} has no such mode; it plays "
                f"{', '.join(ruleset.modes)}")
    modes = tuple(getattr(adventure, "modes", ()) or ())
    if modes and mode not in modes:
        return (f"the adventure '{adventure.id}' is not played in {mode} mode; it declares "
                f"{', '.join(modes)} (--mode)")
    return None


def seating(args, adventure, ruleset) -> tuple[Seating | None, str | None]:
    """(seating, None), or (None, why not) for the mode, `--players` and `--factions` of `args`."""
    mode = getattr(args, "mode", None) or ruleset.default_mode(adventure)
    if (problem := mode_problem(mode, adventure, ruleset)) is not None:
        return None, problem
    players = getattr(args, "players", None)
    factions = factions_of(args)
    if getattr(args, "factions", None) is not None and factions is None:
        return None, "--factions names no faction; give faction ids separated by commas (e.g. --factions a,b)"
    if factions is not None and not ruleset.named_seats:
        return None, (f"{ruleset.title} has no factions to name (--factions): every game deals its own "
                      f"seats from its seed; say how many play with --players N")
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
    players = ruleset.default_players(adventure, mode) if players is None else players
    problem = count_problem(adventure, ruleset, players)
    if problem is not None:
        return None, problem
    return Seating(mode, None if factions else players, factions), None


def counts_text(counts: tuple[int, ...]) -> str:
    """"2–4" for a range, "2 or 4" (or "3") for the counts a board names."""
    if len(counts) > 2 and counts == tuple(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}\u2013{counts[-1]}"
    if len(counts) == 2 and counts[1] == counts[0] + 1:
        return f"{counts[0]}\u2013{counts[1]}"
    return " or ".join([", ".join(str(c) for c in counts[:-1]), str(counts[-1])] if len(counts) > 1
                       else [str(counts[0])])


def count_problem(adventure, ruleset, players: int) -> str | None:
    """Why `players` seats cannot play the adventure (its own counts, said first), or None."""
    counts = ruleset.player_counts(adventure)
    if not counts or players in counts:  # a model that names no counts: the game itself judges
        return None
    problem = f"the adventure '{adventure.id}' is for {counts_text(counts)} players, not {players}"
    if players == 1 and SOLO in tuple(getattr(adventure, "modes", ()) or ()):
        problem += "; alone, play it with --mode solo"
    return problem

"""The pawns of a round's planning: who may be placed, where, and alone or only beside another.

Each castaway has two pawns; Friday one pawn that acts like a castaway's (alone, or supporting);
the dog one pawn that only hunts or explores and only supports (rulebook "Easier game" A). Built items
and kept treasures with the `extra_pawn` passive give an additional pawn each round, restricted to
their actions and supporting only (rulebook 4.1, additional pawns: never alone on an action);
skills and discovery tokens add one for this round only (the `extra_pawn` effect records it in
`state.mods["extra_pawns"]`, ci-flow's effects.py).

`round_pawns` lists them in the order planning assigns them: castaways in people order (players
first, then helpers), Friday, then every supporting pawn. Supporters come last so that when one is
placed, the pawn it would support is already on its action.
"""

from __future__ import annotations

from .items import sources
from .model import ACTIONS, Character
from .people import Pawn

PLAYER, FRIDAY, DOG, EXTRA = "player", "friday", "dog", "extra"


def character(state, person: int) -> Character:
    """The character card of `state.people[person]`."""
    return state.game.characters[state.people[person].character]


def actions_of(arg) -> tuple[str, ...]:
    """An `extra_pawn` argument (an action, or a list of actions: the raft's gather or explore)."""
    names = (arg,) if isinstance(arg, str) else tuple(arg)
    return tuple(a for a in ACTIONS if a in names)


def round_pawns(state) -> list[Pawn]:
    """The pawns of this round (see the module docstring), then those `state.mods["extra_pawns"]`
    gives for this round only (an `extra_pawn` effect: a skill's, a discovery's)."""
    leaders: list[Pawn] = []
    helpers: list[Pawn] = []
    for index, person in enumerate(state.people):
        if not person.alive:
            continue
        char = character(state, index)
        if not char.helper:
            leaders += [Pawn(f"{person.character}:{n}", index, PLAYER, ACTIONS, False, False) for n in (1, 2)]
        elif char.supports_only:
            helpers.append(Pawn(person.character, index, char.helper, tuple(char.pawn_actions), True, False))
        else:
            leaders.append(Pawn(person.character, index, char.helper, tuple(char.pawn_actions), False, False))
    helpers += [Pawn(pid, -1, EXTRA, actions_of(arg), True, False) for pid, arg in _extras(state)]
    return leaders + helpers + once_pawns(state, 0)


def _extras(state) -> list[tuple[str, object]]:
    """(pawn id, actions) of the item and treasure pawns: "item:map", a second copy "item:map#2"."""
    seen: dict[str, int] = {}
    out = []
    for source, arg in sources(state, "extra_pawn"):
        seen[source] = seen.get(source, 0) + 1
        out.append((source if seen[source] == 1 else f"{source}#{seen[source]}", arg))
    return out


def once_pawns(state, start: int) -> list[Pawn]:
    """This round's pawns from `state.mods["extra_pawns"]` from the `start`-th on."""
    given = state.mods.get("extra_pawns", ())
    return [Pawn(f"once:{n + 1}", -1, EXTRA, actions_of(given[n]), True, True) for n in range(start, len(given))]


def current(state) -> list[Pawn]:
    """`state.pawns` as planning sees it now: the pawns given for this round since planning began (a
    skill used while planning) join the pawns still to place, and an item pawn not yet placed is gone
    when its item was lost (rulebook, losing the map: a pawn already placed stays this round)."""
    have = sum(1 for p in state.pawns if p.once)
    placed = {entry[0] for entry in state.plan}
    held = {pid for pid, _ in _extras(state)}
    kept = [p for p in state.pawns if p.kind != EXTRA or p.once or p.id in placed or p.id in held]
    return kept + once_pawns(state, have)


def sync(state) -> None:
    """Make the pawns given while planning part of `state.pawns`."""
    state.pawns = current(state)


def by_id(state, pid: str) -> Pawn:
    for pawn in state.pawns:
        if pawn.id == pid:
            return pawn
    raise KeyError(pid)

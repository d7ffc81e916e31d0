"""The victory points of the scenario's results diary (`Scenario.victory_points`: what is counted,
points each), counted after any game, won or lost. The team shares one score (every seat's).

What may be counted (`COUNTED`): "won" (1 when the goal was met), "rounds" (rounds played),
"explored" (island tiles explored: the start tile laid at set-up is not one), "items" (items built), "roof" / "palisade" / "weapon" (levels),
"morale" (the level), "determination" (the castaways' tokens), "wounds" (the castaways' wounds,
usually with negative points), "treasures" (kept), a scenario track's id (its value).
"""

from __future__ import annotations

def explored(state) -> int:
    """Tiles the castaways explored (accessible still): every tile laid but the set-up's start tile."""
    start = state.game.island.start_space
    return sum(1 for sp in state.tiles if sp not in state.inaccessible and sp != start)


COUNTED = {
    "won": lambda s: 1 if s.winners else 0,
    "rounds": lambda s: s.round,
    "explored": explored,
    "items": lambda s: sum(s.items.values()),
    "roof": lambda s: s.levels["roof"], "palisade": lambda s: s.levels["palisade"],
    "weapon": lambda s: s.levels["weapon"], "morale": lambda s: s.morale,
    "determination": lambda s: sum(p.determination for p in s.people if p.seat >= 0),
    "wounds": lambda s: sum(p.wounds for p in s.people if p.seat >= 0),
    "treasures": lambda s: len(s.treasures),
    # the names the scenario schema documents (schemas/cursed-island/adventure.schema.json, victory_points)
    "rounds-left": lambda s: max(0, s.game.scenario.rounds - s.round) if s.winners else 0,
    "items-built": lambda s: sum(s.items.values()),
    "tiles-explored": explored,
}


def breakdown(state) -> dict[str, int]:
    out = {}
    for what, each in state.game.scenario.victory_points:
        if what in COUNTED:
            out[what] = COUNTED[what](state) * each
        elif what in state.tracks:
            out[what] = state.tracks[what] * each
        elif what.startswith("track:") and what[len("track:"):] in state.tracks:
            out[what] = state.tracks[what[len("track:"):]] * each
    return out


def points(state) -> int:
    return sum(breakdown(state).values())

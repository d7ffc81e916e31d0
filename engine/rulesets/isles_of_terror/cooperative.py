"""Cooperative and solo play: the players win or lose together (rulebook pp. 25 ff., "Victory Conditions").

The adventure's `cooperative` (or `solo`) victory conditions are checked at their timings, in
the adventure's order, for the whole expedition: the first one met ends the game, a `win` for
every player or a `lose` for every player. A game that reaches its end without meeting one is
lost ("end_of_game"). The expedition meets a term as a team:

- `controls_area`: areas controlled by any player (an area with figures of several factions
  counts once), `camps_in_play`: the camps of all players, `victory_points`: the team's total,
  `has_resources`: the team's pools together;
- `progress_position`: the furthest token of the task (each player keeps their own bar);
- `captain_on_board`, `card_in_hand`: any player;
- every other term (flag, year, season, mode, ...) does not depend on the player.
"""

from __future__ import annotations

from .conditions import _in_range, compiled_filter, plain
from .triggers import Ctx
from .victory import finish


def team_vp(state) -> int:
    return sum(p.vp for p in state.players)


def team_areas(state) -> set[int]:
    """The areas some player controls (`state.controls`): the land areas of `controlled_land`
    and the sea areas of the ships, found in one pass per player."""
    held = {p.ship for p in state.players if p.ship >= 0}
    for p in state.players:
        held.update(state.controlled_land(p.seat))
    return held


def _controls_area(state, args) -> bool:
    _, dynamic, candidates, _ = compiled_filter(state, args)
    need = plain(state, args).get("count", 1)
    board = state.board
    held = team_areas(state)
    found = 0
    for area in candidates:
        if area in held and (dynamic is None or board.matches(area, dynamic, state.face(area))):
            found += 1
            if found >= need:
                return True
    return False


def _camps_in_play(state, args) -> bool:
    return _in_range(sum(p.camps_in_play() for p in state.players), plain(state, args))


def _victory_points(state, args) -> bool:
    return _in_range(team_vp(state), plain(state, args))


def _has_resources(state, args) -> bool:
    args = plain(state, args)
    return sum(p.gold for p in state.players) >= args.get("gold", 0) \
        and sum(p.rations for p in state.players) >= args.get("rations", 0)


def _progress_position(state, args) -> bool:
    args = plain(state, args)
    return _in_range(max(p.progress.get(args["task"], 0) for p in state.players), args)


def _captain_on_board(state, args) -> bool:
    return any(p.captain_on_board() for p in state.players) == bool(args)


def _card_in_hand(state, args) -> bool:
    return any(card.id == args["card"] for p in state.players for card in p.kept)


TEAM_TERMS = {"controls_area": _controls_area, "camps_in_play": _camps_in_play, "victory_points": _victory_points,
              "has_resources": _has_resources, "progress_position": _progress_position,
              "captain_on_board": _captain_on_board, "card_in_hand": _card_in_hand}


def team_holds(state, terms) -> bool:
    """Does the expedition meet every term (as the module docstring says)?"""
    condition_of = state.game.rules.condition_of
    ctx = Ctx("victory", -1, 0, -1, "turn")
    for term in terms:
        team = TEAM_TERMS.get(term.name)
        if not (team(state, term.args) if team is not None else condition_of[term.name](state, ctx, term.args)):
            return False
    return True


def check_team(state, timing: str) -> bool:
    """The first of the mode's conditions of this timing the team meets ends the game."""
    for vc, terms, _ in state.game.victory_at.get(timing, ()):
        if team_holds(state, terms):
            won = vc.result == "win"
            finish(state, tuple(range(state.n)) if won else (), vc.id, "won" if won else "lost")
            return True
    if timing == "end_of_game":
        finish(state, (), "", "lost")
        return True
    return False


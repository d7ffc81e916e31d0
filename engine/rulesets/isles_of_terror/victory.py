"""Game end and the winner, by the adventure's victory conditions for the game's mode.

Conditions are checked in the adventure's order at their timing: `immediate` (whenever the
engine waits for a decision), `end_of_season`, `end_of_game` (after the last winter). A `lose`
condition eliminates the players meeting it (they can no longer win; they keep playing). The
first `win` condition met by players not eliminated ends the game; among them `decide_by`
picks the winner: `first` (the active player if among them, else the first in turn order from
the starting player) or `most_victory_points`, then the tie-breaks in order (`most_camps`,
`most_controlled_areas`, `most_resources`, `most_progress` (sum of progress fields),
`most_missions`, `turn_order`, `shared`). Players still tied after the tie-breaks share the win.
If no condition is met at the end of the game, nobody wins.
"""

from __future__ import annotations

from .player import turn_order
from .triggers import Ctx, holds

# Terms whose test scans areas or cards; the others read one number or flag. Conditions have no
# side effects, so a conjunction may test its terms in any order: the cheap ones go first, and the
# `immediate` check (due at every main decision for every seat) mostly stops at one number.
SCANNING_TERMS = frozenset({"controls_area", "card_in_hand", "camps_in_play", "captain_on_board"})


def _within(value: int, low, high) -> bool:
    return (low is None or value >= low) and (high is None or value <= high)


def _progress_gate(args):
    task, low, high = args["task"], args.get("min"), args.get("max")
    return lambda state, seat: _within(state.players[seat].progress.get(task, 0), low, high)


def _vp_gate(args):
    low, high = args.get("min"), args.get("max")
    return lambda state, seat: _within(state.players[seat].vp, low, high)


def _year_gate(args):
    low, high = args.get("min"), args.get("max")
    return lambda state, seat: _within(state.year, low, high)


def _flag_gate(args):
    name, wanted = args["flag"], args.get("set", True)
    return lambda state, seat: (name in state.flags) == wanted


# The number terms as plain predicates `(state, seat) -> bool`, built once per game from a term's
# arguments: exactly the test of the condition of that name (conditions.py), without the generic
# call (Ctx, registry lookup, argument memo). A victory condition is tested in full only for a
# seat that passes all of them; a seat that fails one cannot meet the condition.
GATES = {"progress_position": _progress_gate, "victory_points": _vp_gate, "year": _year_gate, "flag": _flag_gate}


def _gate(terms) -> tuple:
    return tuple(GATES[term.name](dict(term.args)) for term in terms if term.name in GATES)


# The same number tests in the shape the `immediate` pre-test wants: a test of one player's figures
# (`(player) -> bool`) or of the game (`(state) -> bool`), so the pre-test loops over the players
# once instead of calling a gate per seat.
def _player_progress(args):
    task, low, high = args["task"], args.get("min"), args.get("max")
    return lambda p: _within(p.progress.get(task, 0), low, high)


def _player_vp(args):
    low, high = args.get("min"), args.get("max")
    return lambda p: _within(p.vp, low, high)


PLAYER_GATES = {"progress_position": _player_progress, "victory_points": _player_vp}
GAME_GATES = {"year": _year_gate, "flag": _flag_gate}  # called with seat -1: they do not read it


def possible_test(triples):
    """`(state) -> bool`, False only when no condition of `triples` can be met by anyone now (their
    gates fail for every seat), so `check` would find nothing and change nothing; None when some
    condition has no gate (it must always be checked). Built once per `Game` for `immediate`,
    which the engine would otherwise check at every main decision: the usual answer costs one
    call and a loop over the players."""
    tests = []
    for _, terms, gates in triples:
        if not gates:
            return None
        args = [(term.name, dict(term.args)) for term in terms if term.name in GATES]
        of_game = tuple(GAME_GATES[name](a) for name, a in args if name in GAME_GATES)
        of_player = tuple(PLAYER_GATES[name](a) for name, a in args if name in PLAYER_GATES)
        tests.append((of_game, of_player))
    if len(tests) == 1 and not tests[0][0] and len(args) == 1 and args[0][0] == "progress_position":
        return _one_progress_position(args[0][1])  # the usual case (drowned-temple), without a call per player

    def possible(state) -> bool:
        players = state.players
        for of_game, of_player in tests:
            if of_game and not all(gate(state, -1) for gate in of_game):
                continue
            for p in players:
                if all(gate(p) for gate in of_player):
                    return True
        return False
    return possible


def _one_progress_position(args):
    """`possible_test` of one condition whose only number term is a progress position."""
    task, low, high = args["task"], args.get("min"), args.get("max")
    if high is None and low is not None:  # "at least this field" (drowned-temple's relics): one test a player

        def reached(state) -> bool:  # (a loop, not any(): no generator per call)
            for p in state.players:  # noqa: SIM110
                if p.progress.get(task, 0) >= low:
                    return True
            return False
        return reached

    def possible(state) -> bool:
        for p in state.players:
            field = p.progress.get(task, 0)
            if (low is None or field >= low) and (high is None or field <= high):
                return True
        return False
    return possible


def conditions_by_timing(adventure, mode: str) -> dict[str, tuple]:
    """The mode's victory conditions by timing, in the adventure's order, each as
    `(condition, its terms cheap first, its gates)`: computed once per `Game`."""
    out: dict[str, list] = {}
    for vc in adventure.victory.get(mode, ()):
        terms = tuple(sorted(vc.conditions, key=lambda term: term.name in SCANNING_TERMS))
        out.setdefault(vc.timing, []).append((vc, terms, _gate(terms)))
    return {timing: tuple(triples) for timing, triples in out.items()}


def _may_meet(state, gates) -> bool:
    for seat in range(state.n):
        for gate in gates:
            if not gate(state, seat):
                break
        else:
            return True
    return False


def check(state, timing: str) -> bool:
    if state.game.mode != "competitive":  # the players win or lose together (cooperative.py)
        return state.game.hooks.check_team_victory(state, timing)
    for vc, terms, gates in state.game.victory_at.get(timing, ()):
        if gates and not _may_meet(state, gates):
            continue  # nobody meets it: nobody is eliminated, nobody wins by it
        meeting = [seat for seat in turn_order(state)
                   if holds(state, terms, Ctx("victory", seat, seat, -1, "turn"))]
        if vc.result == "lose":
            for seat in meeting:
                p = state.players[seat]
                if not p.eliminated:
                    p.eliminated = True
                    state.emit("eliminated", seat, -1, condition=vc.id)
            continue
        candidates = [seat for seat in meeting if not state.players[seat].eliminated]
        if candidates:
            finish(state, decide(state, vc, candidates), vc.id)
            return True
    if timing == "end_of_game":
        finish(state, (), "")
        return True
    return False


def _metric(state, name: str, seat: int) -> int:
    p = state.players[seat]
    if name == "most_camps":
        return p.camps_in_play()
    if name == "most_controlled_areas":
        return sum(1 for a in range(state.board.size) if state.controls(seat, a))
    if name == "most_resources":
        return p.gold + p.rations
    if name == "most_progress":
        return sum(p.progress.values())
    if name == "most_missions":
        return p.missions_done
    raise KeyError(name)


def decide(state, vc, candidates: list[int]) -> tuple[int, ...]:
    if vc.decide_by == "first":
        return (state.active,) if state.active in candidates else (candidates[0],)
    best = max(state.players[s].vp for s in candidates)
    tied = [s for s in candidates if state.players[s].vp == best]
    for rule in vc.tie_breaks:
        if len(tied) == 1 or rule == "shared":
            break
        if rule == "turn_order":
            tied = tied[:1]
            break
        top = max(_metric(state, rule, s) for s in tied)
        tied = [s for s in tied if _metric(state, rule, s) == top]
    return tuple(sorted(tied))


def finish(state, winners: tuple[int, ...], condition: str, team: str = "") -> None:
    """End the game; `team` ("won"/"lost") in cooperative and solo play, where all win or lose together."""
    state.winners = tuple(winners)
    state.result = condition
    if team:
        state.emit("game_end", -1, -1, winners=list(winners), condition=condition,
                   scores=[p.vp for p in state.players], team=team)
    else:
        state.emit("game_end", -1, -1, winners=list(winners), condition=condition, scores=[p.vp for p in state.players])
    state.stack.clear()
    state.terminal = True
    state._legal = []

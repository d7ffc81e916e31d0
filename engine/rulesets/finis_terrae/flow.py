"""The queue of steps that plays a game, and the decisions each stage asks for.

A game is a list of steps (`State.todo`, run front first by `run`). A step does what needs no
choice and, where somebody must choose, sets `State.stage` and `State.actor` and stops; `legal`
lists that stage's decisions and `apply` settles one (it may put new steps in front).

A day: ("day",) passes the red flag, then ("place", seat) for each seat in turn order (draw, then
("lay", seat) per tile), ("weather",) (storms push ("storm",) and another ("weather",)), ("dice",),
("turn", seat) for each seat — the galleon's moves first when the seat holds the red flag:
("moves", who, seat) asks which die goes first on a sunny day, then ("move", who, seat, die) and,
after each move, ("arrive", ...) (a fight: combat.py) and ("interact", ...) (interact.py) — and
("day-end",): the EST card, then the next day or ("end",) after the finale's day.

Stages and their decisions:
    port      ("port", x, y)          setup: a home port on a free coastal start cell
    load      ("load", n)             n coins from the bank into the next empty compartment, asked
                                      again until ("load", 0), an empty bank or a full hold (setup: the
                                      start coins; after a wreck: the bank)
    tile      ("tile", i)             which drawn tile to lay next
    cell      ("cell", x, y)          where
    turn      ("turn", r)             how it is turned
    die       ("die", "own"|"common") sunny: which die is the first move
    move      ("move", x, y), ("stay",) only when no move is possible, ("pirate",) hoist the flag first,
              ("treasure", i) redeem the treasures of compartment i first (the seat's own moves)
    loot      combat.loot_options     the winner of a fight
    interact  interact.options        where the move ended, ("done",) last
    drop      ("drop", i)             a wreck: which compartment's cargo stays on the cell
    den       ("den", x, y)           the wrecked galleon's new den
"""

from __future__ import annotations

from . import combat, interact, moving, pirates, placing, setup, trade, weather, wreck
from .holds import GALLEON, free, load
from .queue import ask, push
from .sea import event

__all__ = ["run", "legal", "apply"]


def run(state) -> None:
    """Run steps until a decision is needed or the game is over."""
    todo = state.todo
    while state.stage is None:
        step = todo.pop(0)
        STEPS[step[0]](state, step)


# -- setup ----------------------------------------------------------------------------------------
def _home(state, step) -> None:
    ask(state, "port", step[1])


def _load(state, step) -> None:
    state.ctx["load"] = "start"
    ask(state, "load", step[1])


# -- the day --------------------------------------------------------------------------------------
def _day(state, step) -> None:
    state.day += 1
    state.stats["days"] = state.day
    n = state.game.num_players
    if state.day > 1 and state.jolly is not None:
        state.jolly = (state.jolly + 1) % n
        event(state, "red-flag", state.jolly, None, reason="day")
    event(state, "day", state.first, None, day=state.day, jolly=state.jolly)
    order = state.order_seats()
    steps = [("place", seat) for seat in order]
    if state.day > 1:
        steps.append(("weather",))
    steps.append(("dice",))
    steps += [("turn", seat) for seat in order]
    steps.append(("day-end",))
    push(state, *steps)


def _turn(state, step) -> None:
    seat = step[1]
    state.turn_of = seat
    state.turns += 1
    state.turn_over = False
    state.own_die = None
    moves = state.game.weather_moves[state.weather]
    if moves >= 2:
        state.own_die = state.game.move_die.roll(state.rng)
    event(state, "turn", seat, state.ships[seat], own_die=state.own_die)
    if state.jolly == seat and state.galleon is not None:
        push(state, ("moves", GALLEON, seat), ("moves", seat, seat))
    else:
        push(state, ("moves", seat, seat))


def _moves(state, step) -> None:
    _, who, seat = step
    if who != GALLEON and state.turn_over:
        return
    moves = state.game.weather_moves[state.weather]
    if moves >= 2 and state.own_die != state.move_die:
        state.ctx["die_for"] = who
        ask(state, "die", seat)
        return
    _push_moves(state, who, seat, "common")


def _push_moves(state, who, seat: int, first: str) -> None:
    moves = state.game.weather_moves[state.weather]
    if moves <= 0:
        return
    if moves == 1:
        dice = [state.move_die]
    else:
        pair = [state.own_die, state.move_die] if first == "own" else [state.move_die, state.own_die]
        dice = pair + [state.move_die] * (moves - 2)
    state.moves_left = moves
    push(state, *[("move", who, seat, die) for die in dice])


def _move(state, step) -> None:
    _, who, seat, die = step
    if who != GALLEON and state.turn_over:
        return
    state.ctx["move"] = (who, die)
    state.ctx["reach"] = moving.reach(state, who, die)  # where it may go, with the toll (read, never changed)
    ask(state, "move", seat)


def _arrive(state, step) -> None:
    _, who, seat, cell = step
    if _away(state, who, cell):
        return
    push(state, ("interact", who, seat, cell))
    loot = combat.on_arrival(state, who)
    if loot is not None:
        ask(state, "loot", combat.chooser(state))


def _interact(state, step) -> None:
    _, who, seat, cell = step
    if _away(state, who, cell):
        return
    options = interact.options(state, who)
    if len(options) == 1:
        return
    state.ctx["interact"] = (who, seat, cell)
    state.ctx["options"] = tuple(options)
    ask(state, "interact", seat)


def _away(state, who, cell) -> bool:
    """The turn is over, or the ship no longer stands where its move ended (wrecked, sunk)."""
    if who == GALLEON:
        return state.galleon != cell
    return state.turn_over or state.ships[who] != cell


def _day_end(state, step) -> None:
    east = est(state)
    if east != state.first:
        state.first = east
        event(state, "est", east, state.ships[east])
    push(state, ("end",) if state.finale_seen >= 2 else ("day",))


def est(state) -> int:
    """The next first player: the ship furthest east; ties: the one that arrived there last (the
    latest event); still tied: the current first player, else the first tied seat after it."""
    n = state.game.num_players
    best = max(state.ships[s][0] for s in range(n))
    tied = [s for s in range(n) if state.ships[s][0] == best]
    late = max(state.east[s] for s in tied)
    tied = [s for s in tied if state.east[s] == late]
    for i in range(n):
        seat = (state.first + i) % n
        if seat in tied:
            return seat
    return state.first


def _end(state, step) -> None:
    scores = state.scores()
    best = max(scores)
    state.winners = tuple(s for s, v in enumerate(scores) if v == best)
    state.result = "finale" if state.finale_seen >= 2 else "weather-out"
    event(state, "end", -1, None, scores=scores, winners=list(state.winners))
    state.stage = "over"
    state.actor = -1


STEPS = {
    "home": _home, "load": _load, "day": _day, "place": placing.draw, "lay": placing.next_tile,
    "weather": weather.turn_card, "dice": weather.roll_dice, "storm": weather.storm, "turn": _turn,
    "moves": _moves, "move": _move, "arrive": _arrive, "interact": _interact, "day-end": _day_end,
    "end": _end, "wreck": wreck.step,
}


# -- the decisions of each stage -----------------------------------------------------------------
def legal(state) -> list:
    stage = state.stage
    seat = state.actor
    ctx = state.ctx
    if stage == "tile":
        return placing.tile_options(state)
    if stage == "cell":
        return placing.cell_options(state)
    if stage == "turn":
        return placing.turn_options(state)
    if stage == "move":
        who, die = ctx["move"]
        out = [("move", x, y) for (x, y) in sorted(ctx["reach"])] or [("stay",)]
        if who != GALLEON:
            if pirates.may_turn(state, seat):
                out.append(("pirate",))
            out += trade.treasures(state, seat)  # "any time during your turn": before a move too
        return out
    if stage == "die":
        return [("die", "own"), ("die", "common")]
    if stage == "interact":
        return list(ctx["options"])
    if stage == "loot":
        return combat.loot_options(state)
    if stage == "port":
        return [("port", x, y) for (x, y) in setup.free_coast(state)]
    if stage == "load":  # the start coins wait in the bank until loaded
        return [("load", n) for n in range(state.bank[seat] + 1)]
    if stage == "drop":
        return wreck.options(state)
    if stage == "den":
        return wreck.den_options(state)
    return []


def apply(state, action) -> None:
    stage = state.stage
    state.stage = None
    seat = state.actor
    ctx = state.ctx
    verb = action[0]
    if stage == "tile":
        placing.chose_tile(state, seat, action[1])
    elif stage == "cell":
        placing.chose_cell(state, seat, (action[1], action[2]))
    elif stage == "turn":
        placing.chose_turn(state, seat, action[1])
    elif stage == "move":
        who, die = ctx["move"]
        if verb == "pirate":
            pirates.turn(state, seat)
            ask(state, "move", seat)
            return
        if verb == "treasure":
            trade.treasure(state, seat, action[1])
            ctx["reach"] = moving.reach(state, who, die)  # its coins may pay a den's toll now
            ask(state, "move", seat)
            return
        del ctx["move"]
        reach = ctx.pop("reach")
        state.moves_left -= 1
        if verb == "stay":
            event(state, "stay", seat, state.galleon if who == GALLEON else state.ships[who], die=die)
            return
        cell = (action[1], action[2])
        moving.move(state, who, seat, die, cell, reach[cell])
        push(state, ("arrive", who, seat, cell))
    elif stage == "die":
        _push_moves(state, ctx.pop("die_for"), seat, action[1])
    elif stage == "interact":
        who, seat, cell = ctx.pop("interact")
        del ctx["options"]
        if interact.apply(state, who, action) and not (who != GALLEON and state.turn_over):
            push(state, ("interact", who, seat, cell))
    elif stage == "loot":
        combat.loot(state, action)
    elif stage == "port":
        setup.home(state, seat, (action[1], action[2]))
    elif stage == "load":
        kind = ctx.pop("load")
        if kind == "start":
            setup.load_coins(state, seat, action[1])
        elif action[1]:
            state.bank[seat] -= action[1]
            load(state.holds[seat], "coins", action[1])
            event(state, "load", seat, state.ships[seat], hold=action[1], bank=state.bank[seat])
        if action[1] and state.bank[seat] > 0 and free(state.holds[seat]) is not None:
            ctx["load"] = kind  # the coins are divided: the next empty compartment, ("load", 0) ends
            ask(state, "load", seat)
    elif stage == "drop":
        wreck.dropped(state, action)
    elif stage == "den":
        wreck.to_den(state, action)

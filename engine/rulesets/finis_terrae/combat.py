"""Naval fights: who fights whom when a move ends, the dice, the loot, the sinking.

A fight starts when a ship ends a move on a cell where an enemy stands (rulesets-next §1.5 item 18):
pirates (the galleon and seats flying the black flag) attack explorers and other pirates; explorers
attack pirates (ending a move on the galleon or on a pirate seat's ship), never other explorers. Ports
protect nobody; the sea in front of a fort (a fort tile's cell) allows no fight at all. One fight per
arrival (our reading): the galleon first, then the seats in turn order after the mover. The seat
holding the red flag plays the galleon's side, so its own ship and the galleon never fight each other
(our reading: it would roll against itself, and could sink its own empty galleon for a bonus).

Each side rolls `combat_dice` trade dice; a pirate side adds `pirate_bonus`; ties are rolled again.
The winner may empty one compartment of the loser into an empty compartment of its own hold (the
galleon's loot goes to the galleon's hold, a pirate seat's to its own), throwing one of its own
compartments overboard first to make room, or throw the loser's compartment into the sea, or leave it
(`("done",)`). A loser with an empty hold is sunk instead: the wreck procedure (`wreck.wreck`, the
malus and the return home), and sinking the galleon earns the winner a bonus token while any is left.

The flow calls `on_arrival` when a move ends, before any interaction; while the winner chooses its
loot `state.ctx["fight"]` is (winner, loser) and `chooser` names the seat deciding.
"""

from __future__ import annotations

from . import wreck
from .holds import GALLEON, cell_of, count, discard, filled, free, hold_of, is_empty, note, rules, trade_roll
from .ports import tile_at


def is_pirate(state, who) -> bool:
    return who == GALLEON or state.pirate[who]


def target(state, who):
    """Whom `who` fights on arriving where it stands now, or None."""
    cell = cell_of(state, who)
    tile = tile_at(state, cell)
    if tile is not None and tile.kind == "fort":
        return None
    pirate = is_pirate(state, who)
    if who != GALLEON and state.galleon == cell and who != state.jolly:
        return GALLEON
    n = len(state.ships)
    base = state.jolly if who == GALLEON else who
    for step in range(1, n + 1):
        seat = (base + step) % n
        if seat == who or state.ships[seat] != cell or (who == GALLEON and seat == state.jolly):
            continue
        if pirate or state.pirate[seat]:
            return seat
    return None


def roll(state, who) -> tuple[list[int], int]:
    dice = [trade_roll(state) for _ in range(rules(state).combat_dice)]
    return dice, sum(dice) + (rules(state).pirate_bonus if is_pirate(state, who) else 0)


def on_arrival(state, who) -> list[tuple] | None:
    """Resolve the fight `who` starts by ending its move here, if any; the winner's loot choices, or None."""
    other = target(state, who)
    if other is None:
        return None
    cell = cell_of(state, who)
    rounds = []
    while True:
        mine, mine_total = roll(state, who)
        theirs, their_total = roll(state, other)
        rounds.append([mine, theirs])
        if mine_total != their_total:
            break
    winner, loser = (who, other) if mine_total > their_total else (other, who)
    count(state, "fights")
    note(state, "fight", who, cell, against=_name(other), rolls=rounds, winner=_name(winner))
    if is_empty(hold_of(state, loser)):
        _sink(state, winner, loser)
        return None
    state.ctx["fight"] = (winner, loser)
    return loot_options(state)


def _name(who):
    return who if who == GALLEON else int(who)


def _sink(state, winner, loser) -> None:
    count(state, "sinkings")
    note(state, "sunk", loser, cell_of(state, loser), by=_name(winner))
    if loser == GALLEON and winner != GALLEON and sum(state.bonus) < rules(state).bonus_tokens:
        state.bonus[winner] += 1
        note(state, "bonus", winner, cell_of(state, winner))
    wreck.wreck(state, loser, "sunk")


def chooser(state) -> int:
    """The seat choosing the loot of the fight in progress (the galleon's controller for the galleon)."""
    winner = state.ctx["fight"][0]
    return state.jolly if winner == GALLEON else winner


def loot_options(state) -> list[tuple]:
    """("loot", i) take the loser's compartment i into an empty one; ("loot", i, j) throw the winner's
    own compartment j overboard to take it there; ("dump", i) throw it into the sea; ("done",)."""
    winner, loser = state.ctx["fight"]
    mine = hold_of(state, winner)
    theirs = filled(hold_of(state, loser))
    out: list[tuple] = []
    if free(mine) is not None:
        out += [("loot", i) for i in theirs]
    else:
        out += [("loot", i, j) for i in theirs for j in filled(mine)]
    out += [("dump", i) for i in theirs]
    out.append(("done",))
    return out


def loot(state, action) -> None:
    """Apply the winner's choice; the fight is over."""
    winner, loser = state.ctx.pop("fight")
    verb = action[0]
    if verb == "done":
        return
    theirs = hold_of(state, loser)
    cargo, quantity = theirs[action[1]]
    theirs[action[1]] = None
    cell = cell_of(state, winner)
    if verb == "dump":
        discard(state, cargo, quantity)
        note(state, "dump", winner, cell, cargo=cargo, quantity=quantity, of=_name(loser))
        return
    mine = hold_of(state, winner)
    if len(action) == 3:
        thrown = mine[action[2]]
        mine[action[2]] = None
        discard(state, *thrown)
        note(state, "jettison", winner, cell, cargo=thrown[0], quantity=thrown[1])
    mine[free(mine)] = (cargo, quantity)
    note(state, "loot", winner, cell, cargo=cargo, quantity=quantity, of=_name(loser))

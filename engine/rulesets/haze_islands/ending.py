"""How a game ends and who wins (rulebook p.22 Game End, p.3 Game Modes).

Endings (`State.result`):
- "final-round" (A): the last round's Doom step is over;
- "doom-defeated" (B): the last Doom card went to a captain's log;
- "all-sunk" (C): no survivor is left after a sinking (and the revives it allows);
- "sunk": a ship sank in a team mode, where a sinking loses the game for everyone.

Winners. Friendly and competitive: the survivors (neither castaway nor ghost ship) with the most
icons, then the most Doom cards, then the most pirates (deployed or in the supply); seats still tied
share the win. Solo: the one player wins when The Doom is defeated and its log holds at least
`Rules.solo_icons`. Cooperative: every seat wins together when nobody sank, The Doom is defeated and
the logs hold at least `Rules.cooperative_icons` together.
"""

from __future__ import annotations

from .cards import event

ENDINGS = {"final-round": "The last round ended", "doom-defeated": "The Doom was defeated",
           "all-sunk": "Every ship sank", "sunk": "A ship sank to The Doom (team mode: the team loses)"}


def finish(state, result: str) -> None:
    state.result = result
    state.stage = "over"
    state.todo = []
    state.winners = tuple(winners(state))
    event(state, "game-end", -1, None, result=result, winners=list(state.winners),
          scores=[state.score(s) for s in range(state.game.num_players)])


def winners(state) -> list[int]:
    game = state.game
    seats = range(game.num_players)
    if game.mode == "solo":
        won = (state.result == "doom-defeated" and state.status[0] == "survivor"
               and state.score(0) >= game.rules.solo_icons)
        return [0] if won else []
    if game.mode == "cooperative":
        won = (state.result == "doom-defeated" and all(state.status[s] == "survivor" for s in seats)
               and sum(state.score(s) for s in seats) >= game.rules.cooperative_icons)
        return list(seats) if won else []
    alive = [s for s in seats if state.status[s] == "survivor"]
    if not alive:
        return []
    keys = {s: (state.score(s), state.doom_cards(s), state.pirates(s)) for s in alive}
    best = max(keys.values())
    return [s for s in alive if keys[s] == best]

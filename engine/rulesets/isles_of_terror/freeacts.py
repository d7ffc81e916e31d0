"""Things a player may do "at any time" without leaving the decision in front of them.

Offered next to the actions of decisions that name a window (`frames.Decision.window`):

- during your own turn (windows `turn`, `main`, `target`, `exploration`): trade 2 gold for 1
  ration or 2 rations for 1 gold (at most `MAX_TRADES_PER_TURN`, an engine bound), play a
  strategy card, use a kept exploration card; at the start of a turn (`turn`) also abandon a
  camp (abandoning is also offered when raising a camp with none left, `camps.py`);
- in a combat (`combat`, before each roll) the players in it may play strategy cards (reaction
  cards, and action cards on their own turn) and use kept cards.

Effects of cards played here last for the window's scope (this turn, this movement, this
exploration, this combat round). Their kinds (`state.FREE_KINDS`) live with the state, which
hands such an action here (`RULES.call["apply_free_action"]`) instead of to the decision.
"""

from __future__ import annotations

from .camps import abandon_camp
from .cards import playable, play_strategy, use_kept
from .rules import RULES

MAX_TRADES_PER_TURN = 4
SCOPE_OF_WINDOW = {"turn": "turn", "main": "turn", "target": "target", "exploration": "exploration",
                   "combat": "round"}


@RULES.provides("free_actions")
def offers(state, frame, window: str) -> list:
    seat = frame.player
    p = state.players[seat]
    if window == "combat":
        out = [("play", cid) for cid in playable(state, seat, "combat")]
        if p.kept:
            out += [("use", cid) for cid in sorted({c.id for c in p.kept})]
        return out
    if seat != state.active:
        return []
    out = []
    if state.trades < MAX_TRADES_PER_TURN:
        if p.rations >= 2:
            out.append(("trade", "gold"))
        if p.gold >= 2:
            out.append(("trade", "rations"))
    if p.hand:
        out += [("play", cid) for cid in playable(state, seat, window)]
    if p.kept:
        out += [("use", cid) for cid in sorted({c.id for c in p.kept})]
    if window == "turn":
        coords = state.board.coords
        out += [("abandon", coords[a]) for a in range(state.board.size) if p.camps[a]]
    return out


@RULES.provides("apply_free_action")
def apply(state, frame, action) -> None:
    seat = frame.player
    p = state.players[seat]
    kind = action[0]
    scope = SCOPE_OF_WINDOW[state.game.rules.decision_of[frame.kind].window]
    if kind == "trade":
        state.trades += 1
        if action[1] == "gold":
            p.rations -= 2
            p.gold += 1
        else:
            p.gold -= 2
            p.rations += 1
        state.emit("trade", seat, -1, bought=action[1])
    elif kind == "play":
        play_strategy(state, seat, action[1], scope)
    elif kind == "use":
        use_kept(state, seat, action[1], scope)
    else:
        abandon_camp(state, seat, state.board.index[action[1]])

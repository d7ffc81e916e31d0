"""Things a player may do "at any time" without leaving the decision in front of them.

Offered next to the actions of decisions that name a window (`frames.Decision.window`):

- during your own turn (windows `turn`, `main`, `target`, `exploration`): trade 2 gold for 1
  ration or 2 rations for 1 gold (as often as you can pay: each trade halves what it spends),
  play a strategy card, use a kept exploration card, abandon a camp (abandoning is also
  offered when raising a camp with none left, `camps.py`);
- in a combat (`combat`, before each roll) the players in it may play strategy cards (reaction
  cards, and action cards on their own turn) and use kept cards;
- in another player's turn (`reaction`, see `reaction_due`): reaction cards playable right then;
  and at a passive player's own decisions in that turn (removing figures to a minion attack,
  choosing a casualty, ...), whatever their window: the rulebook's "at any time, even during other
  player's turns" (p. 21). Their effects last that turn (`window_of`).

Effects of cards played here last for the window's scope (this turn, this movement, this
exploration, this combat round). Their kinds (`state.FREE_KINDS`) live with the state, which
hands such an action here (`game.hooks.apply_free_action`) instead of to the decision.
"""

from __future__ import annotations

from .camps import abandon_camp
from .cards import may_play, playable, play_strategy, use_kept
from engine.core.frames import Decision

SCOPE_OF_WINDOW = {"turn": "turn", "main": "turn", "target": "target", "exploration": "exploration",
                   "combat": "round", "reaction": "turn"}


def window_of(state, frame, window: str | None) -> str | None:
    """The window whose free actions a decision offers its player: its own, but a passive player's decision
    in another player's turn (one without a window too) is a `reaction` window for them (p. 21); a
    combat's window stays the combat's."""
    if window == "combat" or frame.player == state.active or state.active < 0:
        return window
    return "reaction"


def offers(state, frame, window: str | None) -> list:
    seat = frame.player
    if window == "combat":
        p = state.players[seat]
        out = [("play", cid) for cid in playable(state, seat, "combat")]
        if p.kept:
            out += [("use", cid) for cid in sorted({c.id for c in p.kept})]
        return out
    active = state.active
    if window == "reaction" or (seat != active and active >= 0):  # `window_of`'s answer, without the call
        return [("play", cid) for cid in playable(state, seat, "reaction")]
    if window is None or seat != active:
        return []
    p = state.players[seat]
    out = []
    if p.rations >= 2:
        out.append(("trade", "gold"))
    if p.gold >= 2:
        out.append(("trade", "rations"))
    if p.hand:
        out += [("play", cid) for cid in playable(state, seat, window)]
    if p.kept:
        out += [("use", cid) for cid in sorted({c.id for c in p.kept})]
    camps = p.camps
    if camps.count(0) != len(camps):  # `p.has_camps()`, without the call
        out += abandon_offers(state.board, camps)
    return out


def abandon_offers(board, camps: list) -> list:
    """("abandon", area) for each area with a camp of the player, in area order (one C loop compiled)."""
    out = []
    for a, n in enumerate(camps):
        if n:
            out.append(("abandon", board.coords[a]))
    return out


def apply(state, frame, action) -> None:
    seat = frame.player
    p = state.players[seat]
    kind = action[0]
    scope = SCOPE_OF_WINDOW[window_of(state, frame, state.game.rules.decision_of[frame.kind].window)]
    if kind == "trade":
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


# -- reactions in another player's turn -------------------------------------------------------
def reaction_due(state, frame) -> int:
    """The passive player to offer a reaction window before the active player's decision `frame`
    (-1: none). A player is asked when they hold a reaction card playable right then and have not
    passed since the last decision that was not a pass; in turn order from the active player.
    (Asked before every decision of a turn, nearly always to find no such card: one function, the search
    written out in it, a C loop compiled.)"""
    active = state.active
    if frame.player != active or not state.game.reacting:  # (no such card in this game)
        return -1
    mark, passed = state.reaction_mark
    if mark != len(state.decisions):
        passed = ()
    players = state.players
    n = state.n
    for i in range(1, n):  # the first seat after the active one not in `passed`, holding a card of the
        seat = (active + i) % n  # reaction window and allowed to play it
        if passed and seat in passed:
            continue
        p = players[seat]
        for card in p.hand:  # a card of the reaction window first (the usual answer: none)
            timing = card.timing
            if timing == "reaction":
                duration = card.duration
                if duration != "combat":
                    if may_play(state, p):  # `playable(state, seat, "reaction")` is not empty
                        return seat
                    break
    return -1


class ReactionWindow(Decision):
    """Another player's turn goes on: play reaction cards (beside this decision), then `pass`
    (taken by the engine once nothing is left to play). `since`: decisions made when it opened.
    A pass is remembered until the next decision; a card played makes everyone eligible again."""

    def legal(self, state, frame):
        return [("pass",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        since = frame.d["since"]
        mark, passed = state.reaction_mark
        if mark != since or any(a[0] != "pass" for a in state.decisions[since:]):
            passed = ()
        state.reaction_mark = (len(state.decisions), passed + (frame.player,))

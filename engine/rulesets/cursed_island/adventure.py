"""An adventure card drawn during an action: its effects played, then it is discarded or stays shuffled
into the event deck.

The three adventure decks (building, gathering, exploring) are drawn by the action that rolled an
adventure (or found an adventure token on its field: actiondice.py). The card's `effects` play
through the rules vocabulary with the acting person as `Ctx.person`, the action and its island space
(a "here" token, an inaccessible tile) and the card's id (a `shuffle_into_events` term moves *this*
card into the event deck, where its `event` effects wait: ci-flow's effects.py). A DECIDE is the
vocabulary's `choose`, asked of the team (stage "decide", flow.py). Once its effects are played, a
card that did not go into the event deck goes to its deck's discards.
"""

from __future__ import annotations

from . import decks
from .effects import Ctx
from .queue import push
from .tell import event


def draw(state, action: str, person: int, space: str) -> None:
    """Draw the top card of `action`'s adventure deck and queue its effects (nothing when the deck
    and its discards are empty)."""
    card_id = decks.draw(state, action)
    if card_id is None:
        event(state, "adventure-none", -1, deck=action)
        return
    card = state.game.adventures[card_id]
    event(state, "adventure", state.people[person].seat, deck=action, card=card_id, person=person)
    shuffled = len(state.ctx.get("shuffled", ()))
    push(state, ("terms", tuple(card.effects), 0, Ctx(person, action, space, card_id)),
         ("adventure-end", action, card_id, shuffled))


def end(state, step) -> None:
    """The card's effects are played: discard it unless it went into the event deck."""
    _, action, card_id, before = step
    moved = state.ctx.get("shuffled", ())
    if len(moved) > before and card_id in moved[before:]:
        return
    decks.discard(state, action, card_id)

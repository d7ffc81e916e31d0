"""The event phase (skipped in round 1): the event deck is drawn until an event card comes up; the
adventure and mystery cards shuffled into it on the way play their event effects and are discarded
(unless they shuffle themselves in again). The event card's icon plays first: a book is the
scenario's book effect, an adventure icon puts an adventure token on the action field of its colour;
then its event effects; then it enters the threat field on the right, every card there slides one
space left and the card pushed off the left end plays its threat effects and is discarded (the
wreckage card of round 1 has none).

The effects of a card drawn here are the first player's ("actor" is the first player: a beast of an
event is fought by the first player, the rulebook's "Fighting the Beast (as an Event effect)").
An empty event deck draws nothing (reading: with ceil(rounds / 2) cards of each icon the deck holds
at least `rounds` cards, one for each round from the second, so only content that sets smaller
counts meets it; ci-content's check reports a deck too small).
"""

from __future__ import annotations

from . import decks
from .effects import Ctx
from .queue import push
from .tell import event


def step_event(state, step) -> None:
    state.phase = "event"
    game = state.game
    card = decks.draw(state, "event")
    if card is None:
        event(state, "no-event", -1)
        return
    kind = game.card_kind[card]
    ctx = Ctx(state.first, "", "", card)
    if kind == "event":
        model = game.events[card]
        event(state, "event", -1, card=card, icon=model.icon)
        steps = []
        if model.icon == "book":
            steps.append(("terms", game.scenario.book, 0, ctx))
        else:
            key = ("adventure", model.icon)
            if key not in state.tokens:
                state.tokens.add(key)
                event(state, "token", -1, token="adventure", on=model.icon, reason=card)
        steps += [("terms", model.effects, 0, ctx), ("slide", card)]
        push(state, *steps)
        return
    pile = game.adventures[card].deck if kind == "adventure" else "mystery"
    terms = game.adventures[card].event if kind == "adventure" else game.mysteries[card].event
    event(state, "event-effect", -1, card=card, kind=kind)
    push(state, ("terms", terms, 0, ctx), ("card-done", pile, card), ("event",))


def step_slide(state, step) -> None:
    """The card enters on the right; each card slides one space left; the leftmost falls off."""
    card = step[1]
    threat = state.threat
    falling = threat[0]
    threat[:] = [*threat[1:], card]
    event(state, "threat", -1, card=card, fell=falling)
    if falling is None:
        return
    model = state.game.events.get(falling)
    if model is None:  # the wreckage card has no threat effect
        return
    event(state, "threat-falls", -1, card=falling)
    push(state, ("terms", model.threat, 0, Ctx(state.first, "", "", falling)), ("card-done", "event", falling))


def step_card_done(state, step) -> None:
    """A card played out: discarded, unless one of its effects shuffled it into the event deck."""
    _, pile, card = step
    shuffled = state.ctx.get("shuffled", ())
    if card in shuffled:
        rest = list(shuffled)
        rest.remove(card)
        state.ctx["shuffled"] = tuple(rest)
        return
    decks.discard(state, pile, card)


STEPS = {"event": step_event, "slide": step_slide, "card-done": step_card_done}

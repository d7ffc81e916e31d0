"""The game's piles in play: drawing with the discards reshuffled, the event deck receiving cards,
the mystery deck drawn until a kind.

- `shuffle_in(state, pile, card)`: a card joins a hidden pile at a random depth (an adventure or
  mystery card shuffled into the event deck, a beast into the hunting deck): one `rng.random()`.
- `draw(state, name)`: the top card of a pile (`PILES`: "event", "build"/"gather"/"explore", "mystery",
  "beast", "hunt", "invention", "tile", "discovery"), its discards reshuffled in when it is empty
  (the event deck, the hunting deck, the tile stack are never refilled: their discards are gone).
- Mystery cards are drawn until one of a kind still to resolve comes up (the others are set aside);
  after each resolved card the team may stop ("mystery", False) or draw on ("mystery", True); at the
  end the cards set aside are shuffled back into the deck (the rulebook's "Drawing Mystery cards").
"""

from __future__ import annotations

from engine.core import deck as piles

from .queue import ask, push
from .tell import event

ADVENTURE = ("build", "gather", "explore")
REFILLED = ("build", "gather", "explore", "mystery", "beast", "invention", "discovery")


def pile(state, name: str) -> list:
    if name in ADVENTURE:
        return state.adventure_decks[name]
    return {"event": state.event_deck, "mystery": state.mystery_deck, "beast": state.beast_deck,
            "hunt": state.hunt_deck, "invention": state.invention_deck, "tile": state.tile_stack,
            "discovery": state.discovery_stack}[name]


def refill(state, name: str) -> bool:
    """An empty pile that is refilled gets its discards shuffled in; whether it holds cards now."""
    cards = pile(state, name)
    if not cards and name in REFILLED and state.discards.get(name):
        state.discards[name] = discards = list(state.discards[name])
        piles.reshuffle(cards, discards, state.rng)
        event(state, "reshuffle", -1, pile=name, cards=len(cards))
    return bool(cards)


def draw(state, name: str) -> str | None:
    state.known.pop(name, None)  # the known top (scouting, tracking) is drawn or the pile refilled
    cards = pile(state, name)
    if not cards:
        refill(state, name)
    return cards.pop() if cards else None


def discard(state, name: str, card: str) -> None:
    state.discards[name] = [*state.discards.get(name, ()), card]


def shuffle_in(state, cards: list, card: str) -> None:
    """`card` joins `cards` at a random depth (the kit's `shuffle_in`: every depth equally likely)."""
    piles.shuffle_in(cards, card, state.rng)


# -- the mystery deck --------------------------------------------------------------------------
# The steps carry the kinds still wanted, the drawing context and the cards set aside so far, so a
# mystery drawn while another is being resolved (a card that asks for one) keeps its own.
def mystery_steps(state, wanted: dict, ctx) -> None:
    """Start drawing mystery cards until each kind of `wanted` (kind -> count) is resolved."""
    want = tuple((k, n) for k, n in wanted.items() if n > 0)
    if want:
        push(state, ("mystery", want, ctx, ()))


def step_mystery(state, step) -> None:
    """Draw until a card of a kind still wanted; the others are set aside. A treasure with uses is kept
    to be used later (its effects play at each use, powers.py), the others' effects play now."""
    _, want, ctx, aside = step
    game = state.game
    wanted = dict(want)
    while True:
        card, passed = piles.draw_until(state.mystery_deck, lambda c: wanted.get(game.mysteries[c].kind, 0) > 0)
        aside = (*aside, *passed)
        if card is not None:
            break
        if not refill(state, "mystery"):
            _end(state, aside)
            return
    model = game.mysteries[card]
    left = tuple((k, n - 1 if k == model.kind else n) for k, n in want)
    left = tuple((k, n) for k, n in left if n > 0)
    here = ctx._replace(card=card)  # the effects' Ctx, now of this card
    event(state, "mystery", -1, card=card, kind=model.kind, left=dict(left))
    effects = () if model.kind == "treasure" and model.uses else model.effects
    push(state, ("terms", effects, 0, here), ("mystery-done", card), ("mystery-next", left, ctx, aside))


def step_done(state, step) -> None:
    """A resolved mystery card: kept (a treasure with lasting use), in the event deck, or discarded."""
    card = step[1]
    if card in state.ctx.get("shuffled", ()):
        rest = list(state.ctx["shuffled"])
        rest.remove(card)
        state.ctx["shuffled"] = tuple(rest)
        return
    model = state.game.mysteries[card]
    if model.keep or model.uses:
        state.treasures.append(card)
        event(state, "treasure", -1, card=card)
    else:
        discard(state, "mystery", card)


def step_next(state, step) -> None:
    _, left, ctx, aside = step
    if not left:
        _end(state, aside)
        return
    state.ctx["mystery"] = (left, ctx, aside)
    ask(state, "mystery")


def legal_mystery(state) -> list:
    return [("mystery", True), ("mystery", False)]


def apply_mystery(state, action) -> None:
    left, ctx, aside = state.ctx.pop("mystery")
    if action[1]:
        push(state, ("mystery", left, ctx, aside))
    else:
        _end(state, aside)


def _end(state, aside: tuple) -> None:
    """The cards set aside go back into the deck, shuffled with it."""
    if aside:
        state.mystery_deck[:] = piles.shuffled([*state.mystery_deck, *aside], state.rng)
        event(state, "mystery-back", -1, cards=len(aside))


STEPS = {"mystery": step_mystery, "mystery-done": step_done, "mystery-next": step_next}
STAGES = {"mystery": (legal_mystery, apply_mystery)}

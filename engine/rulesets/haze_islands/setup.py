"""Setting a game up (rulebook p.6): every chance outcome from the state's generator, in this order.

1. The map cards of the held-back kinds (`Rules.held_back`: dead ends and cursed) form the
   discard pile; they enter the decks at the first New Dawn.
2. Each seat rolls the die (one `rng.random()` each, in seat order; the tied highest roll again)
   and the highest becomes the first player (solo: seat 0, no roll).
3. The other map cards, shuffled (one `rng.shuffle` of them in file order), are the first player's
   map deck; each other seat takes its top card, in turn order.
4. The adventure deck is shuffled (one `rng.shuffle`, file order first).
5. The first location is created at (0, 0), upright, from the first player's deck, with the first
   adventure card under it; every ship and The Doom (die at `Rules.doom_start`) are there, every
   pirate in its supply.
6. Each Doom card is turned to a random side (one `rng.random()` each, in file order), then the
   Doom deck is shuffled (one `rng.shuffle`); only its top card is face up.
"""

from __future__ import annotations

from engine.core.knowledge import KnownDeck
from engine.core.placed import Board

from .cards import event


def roll_first(state) -> int:
    n = state.game.num_players
    if n == 1:
        return 0
    rolling = list(range(n))
    while True:
        rolls = {seat: 1 + int(state.rng.random() * 6) for seat in rolling}
        best = max(rolls.values())
        rolling = [s for s in rolling if rolls[s] == best]
        if len(rolling) == 1:
            return rolling[0]


def deal(state) -> None:
    game = state.game
    model = game.adventure
    rules = game.rules
    n = game.num_players
    rng = state.rng
    held = [c.id for c in model.map_cards if c.kind in rules.held_back]
    state.discard = KnownDeck(held, n)
    state.first = roll_first(state)
    deck = [c.id for c in model.map_cards if c.kind not in rules.held_back]
    rng.shuffle(deck)
    state.decks = [KnownDeck((), n) for _ in range(n)]
    first = state.decks[state.first] = KnownDeck(deck, n)
    for i in range(1, n):
        state.decks[(state.first + i) % n].put(first.draw())
    state.adventure_deck = [a.id for a in model.adventure_cards]
    rng.shuffle(state.adventure_deck)
    state.board = Board()
    state.adventures = {}
    state.round = 1
    state.doom_power = rules.doom_start
    state.ignoring = [False] * n
    state.doom_stays = False
    state.hands = [[] for _ in range(n)]
    state.logs = [[] for _ in range(n)]
    state.orders = [[] for _ in range(n)]
    state.status = ["survivor"] * n
    state.supply = [rules.pirates] * n
    state.lost = [0] * n
    state.removed = [0] * n
    state.deployed = [set() for _ in range(n)]
    start = (0, 0)
    card = first.draw()
    state.board.place(start, card, 0)
    state.adventures[start] = (state.adventure_deck.pop(), "double")
    state.ships = [start] * n
    state.castaway_at = [None] * n
    state.doom_at = start
    sides = [int(rng.random() * 2) for _ in model.doom_cards]
    state.doom_deck = [(d.id, side) for d, side in zip(model.doom_cards, sides, strict=True)]
    rng.shuffle(state.doom_deck)
    state.turn_of = state.first
    event(state, "setup", state.first, start, card=card, adventure=state.adventures[start][0],
          deck=len(first), doom=state.doom_deck[-1][0] if state.doom_deck else "")

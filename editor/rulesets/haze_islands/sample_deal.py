"""Deal a sample board from a map-cards file: the cards laid as a game grows its map (no Qt).

A designer wants to see what boards a deck makes before playing it. The deal follows the scout rule
(rulebook "Scout"): the island cards, shuffled, are the deck (the held-back kinds, dead ends and
cursed stretches, follow them shuffled, as they enter the decks from the second round); the first card
is the start location, upright at (0, 0); then, again and again, a scout is picked at random among
every placed location's gold edge with a scout triangle facing an unexplored cell, and the next card
of the deck is laid there turned so that its bottom faces the location scouted from. It stops when
`count` cards lie, the deck is empty, or no triangle leads anywhere (the deck's dead end). Everything
is drawn from `random.Random(seed)`, so a seed always deals the same board.

It reads the file's plain data (a file being edited may not resolve yet): cards without an id or with
unreadable edges are skipped and counted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.core.placed import OPPOSITE, Board, neighbour, rotation_facing
from engine.rulesets.haze_islands import model


@dataclass
class Scout:
    """One card laid: from which cell, across which side, onto which cell, turned how."""

    card: str
    cell: tuple[int, int]
    rotation: int
    source: tuple[int, int] | None  # None: the start location
    side: str = ""  # the side of `source` scouted across


@dataclass
class Deal:
    board: Board
    laid: list[Scout] = field(default_factory=list)
    stopped: str = ""  # why no more cards were laid
    skipped: int = 0  # cards of the file the deal could not read

    def frontier(self, cards: dict) -> list[tuple[int, int]]:
        """The unexplored cells a scout triangle of the board leads to (where the next card could go)."""
        return sorted({target for _cell, _side, target in scouts(self.board, cards)})


def _edge(card: dict, local: str) -> dict:
    edges = card.get("edges") if isinstance(card.get("edges"), dict) else {}
    edge = edges.get(local)
    return edge if isinstance(edge, dict) else {}


def scouts(board: Board, cards: dict) -> list[tuple[tuple[int, int], str, tuple[int, int]]]:
    """Every (cell, side, unexplored cell) a gold triangle of a placed card leads to, in placing order."""
    found = []
    for cell in board.cells():
        card = cards.get(board.at(cell).card, {})
        for local in model.LOCAL_EDGES:
            edge = _edge(card, local)
            if edge.get("triangle", model.Edge.triangle) and edge.get("colour", model.Edge.colour) == "gold":
                side = board.edge_side(cell, local)
                target = neighbour(cell, side)
                if target not in board:
                    found.append((cell, side, target))
    return found


def readable(data: dict) -> tuple[dict, int]:
    """id -> card of the file's cards that have an id (and how many did not)."""
    cards = data.get("cards") if isinstance(data.get("cards"), list) else []
    good = {c["id"]: c for c in cards if isinstance(c, dict) and isinstance(c.get("id"), str)}
    return good, len(cards) - len(good)


def deal(data: dict, seed: int, count: int = 12, held_back: tuple[str, ...] = model.Rules.held_back) -> Deal:
    """`held_back`: the card kinds that join the decks from the second round (an adventure's rules)."""
    cards, skipped = readable(data)
    rng = random.Random(seed)
    islands = [i for i, c in cards.items() if c.get("kind", "island") not in held_back]
    later = [i for i, c in cards.items() if c.get("kind", "island") in held_back]
    rng.shuffle(islands)
    rng.shuffle(later)
    deck = islands + later
    result = Deal(Board(), skipped=skipped)
    if not deck:
        result.stopped = "the file has no map card to lay"
        return result
    first = deck.pop(0)
    result.board.place((0, 0), first, 0)
    result.laid.append(Scout(first, (0, 0), 0, None))
    while len(result.board) < count:
        if not deck:
            result.stopped = "every card of the deck is laid"
            break
        options = scouts(result.board, cards)
        if not options:
            result.stopped = "no gold scout triangle leads to an unexplored cell"
            break
        source, side, target = options[rng.randrange(len(options))]
        card = deck.pop(0)
        rotation = rotation_facing("bottom", OPPOSITE[side])  # its bottom toward the location scouted from
        result.board.place(target, card, rotation)
        result.laid.append(Scout(card, target, rotation, source, side))
    else:
        result.stopped = f"{count} cards are laid"
    return result

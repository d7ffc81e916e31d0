"""The steps of an Island Clash turn, named (never numeric literals in the procedures)."""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    MOVE = 1  # 1) move: up to `moves` move actions (again after a road card)
    SAIL = 2  # a water card's move across water, from the coast to the coast
    ATTACKER_CARD = 3  # a battle: the attacker plays a combat card face down
    DEFENDER_CARD = 4  # a battle: the defender plays a combat card face down
    CARDS = 5  # 2) play cards: recruit, road, water, arrow
    DRAW = 6  # 3) draw one card (resource or combat); in the last phase no draw: discard one (a must if none was played)
    DISCARD = 7  # 3) optionally discard one card (must, above the hand limit)
    OVER = 8


# The phases as plain module names for the rules, which ask about the phase several times a decision:
# `Phase.MOVE` is a lookup through the enum's metaclass (about 100 ns on Python 3.11), `MOVE` a global.
MOVE, SAIL, ATTACKER_CARD, DEFENDER_CARD, CARDS, DRAW, DISCARD, OVER = (
    Phase.MOVE, Phase.SAIL, Phase.ATTACKER_CARD, Phase.DEFENDER_CARD, Phase.CARDS, Phase.DRAW, Phase.DISCARD, Phase.OVER)

#: phases in which the moving player's units travel (a battle follows when they stop)
TRAVEL = (Phase.MOVE, Phase.SAIL)

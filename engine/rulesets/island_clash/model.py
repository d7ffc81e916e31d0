"""The playable model of an Island Clash adventure: frozen, picklable, built from checked content.

Cards are named by their face, `<icon>-<value>` ("road-2", "arrow-5"): combat cards have values 1
to 3 and resource cards 4 to 6, so a face names one card of one stack. A stack is the tuple of its
faces, one entry per copy, in the order the file lists them (the game shuffles it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from . import board
from .values import Values

RULESET_ID = "island-clash"
MODES = ("standard", "randomized-tiles")
STACKS = ("resource", "combat")


def face(icon: str, value: int) -> str:
    return f"{icon}-{value}"


# A face is read once and remembered (a game asks about the same few faces thousands of times).
@cache
def icon_of(card: str) -> str:
    return card.rpartition("-")[0]


@cache
def value_of(card: str) -> int:
    return int(card.rpartition("-")[2])


@cache
def stack_of(card: str) -> str:
    return "combat" if value_of(card) <= 3 else "resource"


@dataclass(frozen=True)
class ClashAdventure:
    """One board of Island Clash with everything a game of it needs."""

    id: str
    title: str
    version: str
    digest: str
    file: str
    player_counts: tuple[int, ...]  # the numbers of players the board is for (2 and 4, say: not 3)
    modes: tuple[str, ...]
    width: int
    height: int
    codes: tuple[tuple[tuple[int, int], str], ...]  # (field, map code) of every field, row by row
    random_tiles: tuple[str, ...]  # the random tile pool, one icon per tile
    colours: tuple[str, ...]  # seat colours in seat order
    starts: tuple[tuple[int, int], ...]  # seat start areas in seat order
    captures: tuple[tuple[int, int], ...]
    combat: tuple[str, ...]
    resource: tuple[str, ...]
    values: Values
    cards_id: str = ""
    author: str = ""
    background: str = ""
    ruleset: str = RULESET_ID

    @property
    def players(self) -> tuple[int, int]:
        """(fewest, most) players, the range every ruleset's model gives (`player_counts` says which in between)."""
        return min(self.player_counts), max(self.player_counts)

    def code(self, field) -> str:
        return dict(self.codes).get(field, board.WATER)

    def on_board(self, field) -> bool:
        return 0 <= field[0] < self.width and 0 <= field[1] < self.height

    def stack(self, name: str) -> tuple[str, ...]:
        return self.combat if name == "combat" else self.resource


def build(data: dict, stacks: dict, file: str = "") -> ClashAdventure:
    """The model of an adventure's data and its card-stacks data (both already checked)."""
    width, height, codes = board.parse_map(data["board"]["map"])
    pool = data["board"].get("random_tiles") or {}
    import hashlib  # here: checking content (`isleforge validate`) never digests it (issue 32)

    digest = hashlib.sha256(json.dumps([data, stacks], sort_keys=True, default=str).encode("utf-8")).hexdigest()

    def deck(entries) -> tuple[str, ...]:
        return tuple(face(c["icon"], c["value"]) for c in entries for _ in range(c["count"]))

    return ClashAdventure(
        id=data["id"], title=data["title"], version=data["version"], digest=digest, file=file,
        player_counts=tuple(sorted(data["players"])), modes=tuple(data.get("modes") or MODES[:1]),
        width=width, height=height, codes=tuple(sorted(codes.items(), key=lambda fc: (fc[0][1], fc[0][0]))),
        random_tiles=tuple(icon for icon in ("arrow", "road", "water") for _ in range(pool.get(icon, 0))),
        colours=tuple(s["colour"] for s in data["seats"]), starts=tuple(tuple(s["start"]) for s in data["seats"]),
        captures=tuple(sorted((f for f, c in codes.items() if c == board.CAPTURE), key=lambda f: (f[1], f[0]))),
        combat=deck(stacks["combat"]), resource=deck(stacks["resource"]), values=Values.of(data),
        cards_id=data["cards"], author=data.get("author", ""), background=data.get("background", ""))

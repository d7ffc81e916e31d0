"""The terror board (rulebook "Terror", cooperative and solo play): tokens, levels, summoning.

`state.terrors` holds one `TerrorToken` per terror of the adventure, in the board's order (left
to right); a token is on the isle while its `area` is an area index, on the board while it is
None; a competitive game has none. Every terror begins at level 1; a level never leaves 1..3.

- A coloured exploration card summons its colour's terror onto the explored area if the terror
  is on the board, otherwise raises its level; at level 3 a further card of its colour starts an
  extra activation at once (`terror_moves.py`), interrupting the turn. An acute card (the
  exclamation mark) places the terror on the explored area even if it is in play, then raises it
  if it was in play. The exploration ends at once when the terror now stands on the explored
  area (`on_exploration_card`, `explore.py`).
- A terror's area cannot be explored or controlled; entering it starts a combat against the
  terror, fought as a boss at the area value of its level, without retreat (`combat.py`,
  `move.py`); losing it costs the attacker 1 VP (`terror_won`), destroying it gains 1 VP and
  returns the token to the board at level 1 (`terror_destroyed`); characters in a terror's area
  cannot leave it while it lives (`ways.reach`).
- Pacify (an action of the cooperative board, `team_actions.py`) resets a terror in play to
  level 1 (`pacify`, indexed among `in_play`).
- The effect range of a level is a set of compass directions around the terror's area, plus the
  area itself unless the level leaves the centre out (`effect_range`).
"""

from __future__ import annotations

LEVELS = (1, 2, 3)
TOP_LEVEL = LEVELS[-1]


class TerrorToken:
    """A terror token: which terror, its level, and the area it stands on (None: on the board)."""

    __slots__ = ("id", "level", "area")

    def __init__(self, terror_id: str, level: int = 1, area: int | None = None) -> None:
        self.id = terror_id
        self.level = level
        self.area = area

    def copy(self) -> TerrorToken:
        return TerrorToken(self.id, self.level, self.area)

    def snapshot(self) -> list:
        return [self.id, self.level, self.area]

    def __repr__(self) -> str:
        return f"TerrorToken({self.id!r}, level={self.level}, area={self.area})"


def board_of(game) -> tuple:
    """The terror cards of a game's terror board, left to right (none in competitive play)."""
    return () if game.mode == "competitive" else tuple(game.adventure.setup.terrors)


def terror_board(game) -> list[TerrorToken]:
    """The tokens a new game starts with: every terror of the board at level 1, off the isle."""
    return [TerrorToken(c.id) for c in board_of(game)]


def token(state, terror_id: str) -> TerrorToken | None:
    return next((t for t in state.terrors if t.id == terror_id), None)


def card(state, index: int):
    return board_of(state.game)[index]


def in_play(state) -> list:
    """The terror tokens on the isle, in the board's order (left to right)."""
    return [t for t in state.terrors if t.area is not None]


def index_of(state, terror_id: str) -> int:
    for i, t in enumerate(state.terrors):
        if t.id == terror_id:
            return i
    return -1


def at(state, area: int) -> int:
    """The index of the terror standing on `area` (-1 if none)."""
    for i, t in enumerate(state.terrors):
        if t.area == area:
            return i
    return -1


def blocked(state) -> frozenset:
    """The areas a terror stands on."""
    return frozenset(t.area for t in state.terrors if t.area is not None)


def value(state, index: int) -> int:
    """The area value of a terror at its current level (what it fights with)."""
    return card(state, index).levels[state.terrors[index].level - 1].value


def effect_range(state, index: int) -> list[int]:
    """The areas a terror's effect reaches at its level: its own area (unless the level leaves the
    centre out), then the neighbours in the level's compass directions, in direction order."""
    t = state.terrors[index]
    if t.area is None:
        return []
    level = card(state, index).levels[t.level - 1]
    around = state.board.by_direction[t.area]
    out = [t.area] if level.centre else []
    out += [around[d] for d in sorted(level.range) if d in around]
    return out


def effects(state, index: int) -> tuple:
    """The effects a terror applies at its level (the level's own, else the card's)."""
    c = card(state, index)
    return c.levels[state.terrors[index].level - 1].effects or c.effects


# -- changing the board ------------------------------------------------------------------------
def set_level(state, index: int, level: int, seat: int, reason: str) -> None:
    t = state.terrors[index]
    level = max(LEVELS[0], min(TOP_LEVEL, level))
    if level != t.level:
        t.level = level
        state.emit("terror_level", seat, -1 if t.area is None else t.area, terror=t.id, level=level, reason=reason)


def place(state, index: int, area: int, seat: int, reason: str) -> None:
    """Put a terror token on an area (from the board, or moved there from its area)."""
    t = state.terrors[index]
    t.area = area
    state.emit("terror_summoned", seat, area, terror=t.id, level=t.level, reason=reason)


def summon(state, index: int, area: int, seat: int, reason: str = "rule") -> None:
    """Place a terror on `area` (from the board, or moved there if in play), at its level; not while
    another terror stands there (never two terrors in one area)."""
    other = at(state, area)
    if other >= 0 and other != index:
        return  # the token stays where it is
    place(state, index, area, seat, reason)


def pacify(state, index: int) -> None:
    """The pacify action: the terror `in_play(state)[index]` goes back to level 1."""
    set_level(state, state.terrors.index(in_play(state)[index]), LEVELS[0], state.active, "pacify")


def terror_destroyed(state, index: int, seat: int) -> None:
    """The attacker destroyed the terror: the token returns to the board at level 1 (and the
    attacker gains 1 VP: `combat.py`)."""
    t = state.terrors[index]
    area = t.area
    state.emit("terror_destroyed", seat, -1 if area is None else area, terror=t.id)
    t.area = None
    t.level = LEVELS[0]


def terror_won(state, index: int, seat: int) -> None:
    """The attacker lost the combat against the terror (and loses 1 VP: `combat.py`)."""
    t = state.terrors[index]
    state.emit("terror_won", seat, t.area, terror=t.id, vp=min(1, state.players[seat].vp))


# -- coloured exploration cards ----------------------------------------------------------------
def by_colour(state, colour: str) -> int:
    for i, c in enumerate(board_of(state.game)):
        if c.colour == colour:
            return i
    return -1


def on_exploration_card(state, seat: int, area: int, explo_card) -> None:
    """A coloured exploration card was drawn exploring `area`: summon, raise, place or activate its
    terror (the card's own rules resolve as usual). The exploration ends at once when the terror
    now stands on the explored area (`explore.py` checks `at(state, area)`)."""
    index = by_colour(state, explo_card.terror)
    if index < 0:
        return
    t = state.terrors[index]
    if explo_card.acute:
        was_in_play = t.area is not None
        if at(state, area) in (-1, index):
            place(state, index, area, seat, "acute")
        if was_in_play:
            raise_by_card(state, index, seat)
    elif t.area is None:
        summon(state, index, area, seat, "exploration card")
    else:
        raise_by_card(state, index, seat)


def raise_by_card(state, index: int, seat: int) -> None:
    """A card of the terror's colour: one level up, or at level 3 an extra activation at once."""
    t = state.terrors[index]
    if t.level >= TOP_LEVEL:
        state.emit("terror_enraged", seat, t.area if t.area is not None else -1, terror=t.id)
        state.push("terror_activation", seat, index=index, extra=True)
        return
    set_level(state, index, t.level + 1, seat, "exploration card")

"""The immutable `Game` of Haze Islands: an adventure, its seats and mode (OpenSpiel's shape): every
game is dealt from it with its own seed (`new_initial_state(seed)`), so a run builds one.

What every state asks of the cards again and again is read from the model once here, as plain
tuples and dicts: each map card's edges in clockwise local order (top, right, bottom, left; the top
is None: the adventure card covers it), its icon, kind, raid number and skull corners, and each
icon's category.
"""

from __future__ import annotations

from engine.core.errors import EngineError

from .model import CORNERS, MODES, TEAM_MODES
from .state import State

SEAT_NAMES = ("Red", "Blue", "Yellow")


class Game:
    def __init__(self, adventure, *, players: int | None = None, mode: str = "competitive", seed: int = 0) -> None:
        if mode not in MODES or (adventure.modes and mode not in adventure.modes):
            raise EngineError("game/mode", f"the adventure '{adventure.id}' has no mode '{mode}' "
                                           f"(modes: {', '.join(adventure.modes)})")
        if players is None:
            players = 1 if mode == "solo" else max(n for n in adventure.player_counts if n > 1)
        if mode == "solo" and players != 1:
            raise EngineError("game/players", f"solo is played by 1 player, not {players}")
        if mode != "solo" and not 2 <= players <= 3:
            raise EngineError("game/players", f"{mode} is played by 2 or 3 players, not {players}")
        if players not in adventure.player_counts:
            raise EngineError("game/players", f"'{adventure.id}' is for "
                                              f"{' or '.join(map(str, adventure.player_counts))} players, not {players}")
        adventure = adventure.for_mode(mode)  # a team mode's own numbers and Doom deck (`mode_rules:`)
        if adventure.rules.short_game and players != 3:
            raise EngineError("game/players", "the short game is for 3 players only")
        self.adventure = adventure
        self.num_players = players
        self.mode = mode
        self.team = mode in TEAM_MODES
        self.default_seed = seed
        self.rules = adventure.rules
        self.rounds = adventure.rounds()
        self.step = adventure.doom_step()
        # the die in the final round (6 in the standard game: the die shows the round)
        self.final_die = adventure.rules.doom_start + (self.rounds - 1) * self.step
        self.category = {icon.id: icon.category for icon in adventure.icons}
        self.icon = {c.id: c.icon for c in adventure.map_cards}
        self.kind = {c.id: c.kind for c in adventure.map_cards}
        self.raid = {c.id: c.raid for c in adventure.map_cards}
        self.skulls = {c.id: dict(zip(CORNERS, c.skulls, strict=True)) for c in adventure.map_cards}
        self.edges = {c.id: (None, c.right, c.bottom, c.left) for c in adventure.map_cards}
        # (card, rotation) -> its edges by board side (north, east, south, west); None where the top faces
        self.rotated = {(card, r): tuple(edges[(i - r) % 4] for i in range(4))
                        for card, edges in self.edges.items() for r in range(4)}
        self.sea = {a.id: a.sea for a in adventure.adventure_cards}
        self.order_of = {a.id: a.order for a in adventure.adventure_cards}
        self.map_order = {c.id: i for i, c in enumerate(adventure.map_cards)}
        # what completing each side of each adventure card and attacking each Doom side spends
        self.needs = {(a.id, side): ("icons", getattr(a, side).needs) for a in adventure.adventure_cards
                      for side in ("double", "single")}
        self.doom_needs = {(d.id, i): ("icons", side.needs) for d in adventure.doom_cards
                           for i, side in enumerate(d.sides)}

    def seat_names(self) -> list[str]:
        return list(SEAT_NAMES[:self.num_players])

    def new_initial_state(self, seed: int | None = None) -> State:
        """A fresh game dealt from `seed` (the game's own when None)."""
        return State(self, self.default_seed if seed is None else seed)

    def __repr__(self) -> str:
        return f"<Haze Islands {self.adventure.id} {self.num_players}p {self.mode}>"

"""The immutable `Game` of Cursed Island: a scenario (`model.Scenario`), its player count and mode
(OpenSpiel's shape): every game is dealt from it with its own seed (`new_initial_state(seed)`).

What every state asks of the scenario again and again is read from the model once here: cards by id
(and which kind a card of the event deck is), the island's spaces and their neighbours, the dice as
`engine.core.dice.Die`, the morale and life tracks as `engine.core.track.Track`, the build cost for
the player count, and the rules vocabulary (`engine.core.vocabulary.Vocabulary`), assembled from the
literal tables of effects.py and conditions.py.
"""

from __future__ import annotations

from engine.core.dice import Die
from engine.core.errors import EngineError
from engine.core.teams import Teams
from engine.core.track import Track
from engine.core.vocabulary import Vocabulary

from . import conditions, effects
from .model import HEX_STEPS, MODES
from .powers import skill_powers
from .state import State
from .wounds import MORALE

__all__ = ["Game", "MORALE"]


def life_track(character) -> Track:
    """A character's life track: 0 wounds to `life` (the skull); its marks lower morale when passed."""
    return Track(character.id, 0, character.life, {m: "morale" for m in character.morale_marks if 0 < m <= character.life})


class Game:
    def __init__(self, scenario, *, players: int | None = None, mode: str | None = None, seed: int = 0,
                 dealt: tuple[str, ...] | None = None) -> None:
        counts = scenario.player_counts or (1, 2, 3, 4)
        if players is None:
            players = 1 if mode == "solo" else (3 if 3 in counts else max(counts))
        if mode is None:
            mode = "solo" if players == 1 else "cooperative"
        if mode not in MODES:
            raise EngineError("game/mode", f"Cursed Island has no mode '{mode}' (modes: {', '.join(MODES)})")
        if (mode == "solo") != (players == 1):
            raise EngineError("game/players", f"the mode '{mode}' is for {'1 player' if mode == 'solo' else '2 to 4 players'}, "
                                              f"not {players}")
        if players not in counts or not 1 <= players <= 4:
            raise EngineError("game/players", f"'{scenario.id}' is for {' or '.join(map(str, counts))} players, not {players}")
        self.scenario = scenario
        self.adventure = scenario  # what generic code calls the played model
        self.num_players = players
        self.mode = mode
        self.seed = seed
        self.default_seed = seed
        self.team = True
        self.teams = Teams.together(players)  # one team; its planner (the first player) decides for it
        island = scenario.island
        self.island = island
        self.characters = {c.id: c for c in scenario.characters}
        self.castaways = tuple(c.id for c in scenario.characters if not c.helper)
        self.helpers = {c.helper: c.id for c in scenario.characters if c.helper}
        if players > len(self.castaways):
            raise EngineError("game/players", f"'{scenario.id}' has {len(self.castaways)} castaways, "
                                              f"not enough for {players} players")
        self.dealt = self._dealt(dealt)  # the castaway of each seat when built for one deal (else drawn per game)
        self.life = {c.id: life_track(c) for c in scenario.characters}
        self.tiles = {t.id: t for t in island.tiles}
        self.spaces = {s.id: s for s in island.spaces}
        cells = {s.cell: s.id for s in island.spaces}
        self.neighbours = {s.id: tuple(cells[(s.cell[0] + dq, s.cell[1] + dr)] for dq, dr in HEX_STEPS
                                       if (s.cell[0] + dq, s.cell[1] + dr) in cells) for s in island.spaces}
        self.events = {c.id: c for c in scenario.events}
        self.wreckage = scenario.wreckage
        self.adventures = {c.id: c for c in scenario.adventures}
        self.mysteries = {c.id: c for c in scenario.mysteries}
        self.beasts = {c.id: c for c in scenario.beasts}
        self.inventions = {c.id: c for c in (*scenario.inventions, *scenario.scenario_inventions)}
        self.scenario_inventions = tuple(c.id for c in scenario.scenario_inventions)
        self.personal = {c.invention: c.id for c in scenario.characters if c.invention}  # invention -> character
        self.items = {c.id: c for c in scenario.items}
        self.discoveries = {c.id: c for c in (*scenario.discoveries, *scenario.special_discoveries)}
        kinds: dict[str, str] = {}
        for kind, ids in (("event", self.events), ("adventure", self.adventures), ("mystery", self.mysteries),
                          ("wreckage", (scenario.wreckage.id,))):
            for card in ids:
                if card in kinds:
                    raise EngineError("game/ids", f"'{card}' is both a {kinds[card]} card and a {kind} card: "
                                                  f"cards that meet in the event deck need their own ids")
                kinds[card] = kind
        self.card_kind = kinds
        self.weather_dice = {name: Die(name, faces) for name, faces in island.weather_dice}
        self.action_dice = dict(island.action_dice)
        self.cost = island.cost(players)  # (wood, fur) of shelter, roof and palisade
        self.tracks = {t.id: t for t in scenario.tracks}
        people = players + len(self.helpers)  # the most people a game deals (players, then helpers)
        self.skill_powers = {(i, c): skill_powers(self, i, c) for i in range(people) for c in self.characters}
        self.vocabulary = Vocabulary(effects=effects.EFFECTS, conditions=conditions.CONDITIONS,
                                     possible=effects.POSSIBLE, choose=effects.choose)

    def _dealt(self, dealt) -> tuple[str, ...]:
        """`dealt` checked: one castaway a seat, each of the scenario's castaways, none twice."""
        if not dealt:
            return ()
        dealt = tuple(dealt)
        unknown = [c for c in dealt if c not in self.castaways]
        if unknown or len(dealt) != self.num_players or len(set(dealt)) != len(dealt):
            raise EngineError("game/seats", f"'{self.scenario.id}' cannot seat {', '.join(dealt)}: "
                                            f"{self.num_players} different castaways of {', '.join(self.castaways)}")
        return dealt

    def seat_names(self) -> list[str]:
        """The seats' names: the castaways' titles where the game knows them (the scenario's fixed seats,
        or a game built for one deal: `Ruleset.seating`), else numbered (drawn per game)."""
        if self.scenario.seats:
            return [self.characters[c].title for c in self.scenario.seats[:self.num_players]]
        if self.dealt:
            return [self.characters[c].title for c in self.dealt]
        return [f"Castaway {i + 1}" for i in range(self.num_players)]

    def seat_ids(self) -> list[str]:
        return [f"castaway-{i + 1}" for i in range(self.num_players)]

    def new_initial_state(self, seed: int | None = None) -> State:
        """A fresh game dealt from `seed` (the game's own when None)."""
        return State(self, self.default_seed if seed is None else seed)

    def __repr__(self) -> str:
        return f"<Cursed Island {self.scenario.id} {self.num_players}p {self.mode}>"

"""Saving and restoring a game: (content digest, players, mode, seed, decisions), replayed.

```json
{"format": 1, "adventure": "drowned-temple", "digest": "…", "factions": ["yoruba", …],
 "mode": "competitive", "seed": 7, "decisions": [["field", 0], ["action", "land"], …]}
```

Restoring builds the same `Game`, starts a new game and applies the decisions in order; as
chance is drawn from the seeded RNG, the result is identical to the saved state.
"""

from __future__ import annotations

from engine.core.errors import EngineError

from .game import Game
from .rules import RULES

FORMAT = 1


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@RULES.provides("state_to_json")
def state_to_json(state) -> dict:
    game = state.game
    return {
        "format": FORMAT,
        "adventure": game.adventure.id,
        "digest": game.adventure.digest,
        "players": game.num_players,
        "factions": [f.id for f in game.factions],
        "mode": game.mode,
        "seed": game.seed,
        "decisions": [_plain(a) for a in state.decisions],
    }


@RULES.provides("state_from_json")
def state_from_json(game_or_adventure, data: dict):
    if data.get("format") != FORMAT:
        raise EngineError("save/format", f"unknown save format {data.get('format')!r}")
    if isinstance(game_or_adventure, Game):
        game = game_or_adventure
        if [f.id for f in game.factions] != list(data["factions"]) or game.seed != data["seed"] \
                or game.mode != data["mode"]:
            raise EngineError("save/game", "the saved game was played with other players, mode or seed")
    else:
        game = Game(game_or_adventure, factions=list(data["factions"]), mode=data["mode"], seed=data["seed"])
    if game.adventure.digest != data["digest"]:
        raise EngineError("save/digest", "the adventure or its content changed since the game was saved")
    state = game.new_initial_state()
    for index, action in enumerate(data["decisions"]):
        try:
            state.apply_action(action)
        except EngineError as error:
            raise EngineError("save/replay", f"decision {index} cannot be replayed: {error.message}") from error
    return state

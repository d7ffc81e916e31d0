"""The saved-game format every ruleset shares: setup + decisions + content digest, replayed.

```json
{"format": 1, "adventure": "drowned-temple", "digest": "…", "players": 3, "factions": ["yoruba", …],
 "mode": "competitive", "seed": 7, "decisions": [["field", 0], ["action", "land"], …]}
```

`factions` are the seats' names in seat order (`Game.seat_names()`). Restoring builds the same game
through the content's ruleset, starts it and applies the decisions in order; as chance is drawn
from the seeded generator, the result is identical to the saved state.
"""

from __future__ import annotations

from . import ruleset as rulesets
from .errors import EngineError

FORMAT = 1


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def game_to_json(state) -> dict:
    game = state.game
    return {
        "format": FORMAT,
        "adventure": game.adventure.id,
        "digest": game.adventure.digest,
        "players": game.num_players,
        "factions": list(game.seat_names()),
        "mode": game.mode,
        "seed": state.seed,
        "decisions": [_plain(a) for a in state.decisions],
    }


def game_from_json(game_or_model, data: dict):
    """The state a saved game ends in, dealt from the saved seed by the given `Game` (or one built for the
    model); `save/format`, `save/game`, `save/digest` or `save/replay` if not."""
    if data.get("format") != FORMAT:
        raise EngineError("save/format", f"unknown save format {data.get('format')!r}")
    if hasattr(game_or_model, "new_initial_state"):
        game = game_or_model
        if list(game.seat_names()) != list(data["factions"]) or game.mode != data["mode"]:
            raise EngineError("save/game", "the saved game was played with other players or mode")
    else:
        game = rulesets.of(game_or_model).new_game(game_or_model, factions=list(data["factions"]), mode=data["mode"])
    if game.adventure.digest != data["digest"]:
        raise EngineError("save/digest", "the adventure or its content changed since the game was saved")
    state = game.new_initial_state(data["seed"])
    for index, action in enumerate(data["decisions"]):
        try:
            state.apply_action(action)
        except EngineError as error:
            raise EngineError("save/replay", f"decision {index} cannot be replayed: {error.message}") from error
    return state

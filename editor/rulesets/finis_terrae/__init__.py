"""The editor side of Finis Terrae: its tile editor, sample sea, playtest board, panels, print sheets
and the log's prose. It imports its own engine ruleset (`engine.rulesets.finis_terrae`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset


class FinisTerraeEditor(EditorRuleset):
    id = "finis-terrae"

    # -- views and cards hooks --

    # -- print hooks --

    # -- playtest hooks --
    #: what the log keeps with "Important only": ports, fights and sinkings, storms and wrecks, the black
    #: flag, the galleon's coming and the red flag, days, the finale and the end
    important_kinds = frozenset({"found", "fight", "loot", "sunk", "bonus", "storm", "pushed", "wreck", "pirate",
                                 "return", "galleon", "galleon-back", "red-flag", "day", "weather", "finale", "est",
                                 "end"})
    #: what chance decided under a decision: the tiles drawn, the weather and the day's dice, the trade
    #: rolls of a sale, a redemption or a treasure, a fight's dice
    chance_kinds = frozenset({"draw", "weather", "dice", "sell", "redeem", "treasure", "fight", "pushed"})
    score_name = "Points"

    def board_view(self, parent=None):
        from .board_view import FinisBoardView

        return FinisBoardView(parent)

    def game_status(self, parent=None):
        from .panels import GameStatus

        return GameStatus(parent)

    def board_legend(self, parent=None):
        from .legend import FinisLegend

        return FinisLegend(parent)

    def player_boards(self, parent=None):
        from .panels import PlayerBoards

        return PlayerBoards(parent)

    def narrate(self, event, game) -> str:
        from engine.core import ruleset as rulesets

        return rulesets.get(self.id).narrate_event(event, game)

    def seat_colours(self, game) -> list[str]:
        seats = game.adventure.seats
        return [seats[s % len(seats)].colour for s in range(game.num_players)]

    def position_text(self, state) -> str:
        return f"Day {state.day}, {len(state.stack)} tiles left"

    def action_place(self, state):
        """A cell to lay the tile on and a destination name their cell as ("cell", x, y), ("move", x, y)."""
        from .places import place_of

        return place_of


EDITOR_RULESET = FinisTerraeEditor()

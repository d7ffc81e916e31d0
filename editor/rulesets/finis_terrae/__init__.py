"""The editor side of Finis Terrae: its tile editor, sample sea, playtest board, panels, print sheets
and the log's prose. It imports its own engine ruleset (`engine.rulesets.finis_terrae`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset


class FinisTerraeEditor(EditorRuleset):
    id = "finis-terrae"

    # -- views and cards hooks --
    #: the tab of each kind's schema form
    FORM_TITLES = {"adventure": "Adventure", "tile-set": "Form", "weather-deck": "Form"}
    #: kind -> the fields naming another file, as pickers (pointer -> lookup source)
    references = {"adventure": {"/tiles": "file:tile-set", "/weather": "file:weather-deck"}}

    def views(self, kind):
        """A tile-set or weather-deck opens on its card catalogue (the tiles and cards drawn as they print,
        edited by clicking on them; a tile-set also shows the four turns, the counts per player count and
        lays a sample sea), then its schema form; an adventure on its form with pickers for its tile set
        and weather deck; every file also shows its YAML."""
        from editor.app.yaml_view import YamlView
        from editor.cards.catalogue import CardCatalogue
        from editor.forms.schema_form import SchemaForm

        links = self.references.get(kind, {})
        text = ("YAML", lambda document, workspace: YamlView(document=document))
        form = (self.FORM_TITLES.get(kind, "Form"), lambda document, workspace: SchemaForm(document, workspace, references=links))
        if kind in ("tile-set", "weather-deck"):
            return [("Cards", CardCatalogue), form, text]
        return [form, text] if kind == "adventure" else [text]

    def card_faces(self, kind):
        from .cards import card_faces

        return card_faces(kind)

    # -- print hooks --
    def print_sheet(self, printable, players: int, mode: str | None):
        """The scenario sheet (players, the start island, the setup, rules and economy in words, the scoring
        table, the tiles; a sample sea laid from the stack), then every tile in play for `players` (each
        copy), the weather cards and a scoring card per explorer as print-and-play pages with cut marks."""
        from .print_sheet import adventure_part

        return adventure_part(printable, players, mode)

    def map_picture(self, printable):
        """A Finis Terrae sea grows tile by tile as a game is played: Export Map Image writes a sample sea
        laid from the adventure's stack for its most players (seed 1), as the sheet's first page shows it."""
        from .print_sheet import SampleSeaPicture

        adventure = printable.adventure
        return SampleSeaPicture(adventure, max(adventure.player_counts))

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

    def show_step(self, board, events: list) -> None:
        """The board marks the step's storm, if any (`storm_marks`): the wind and the ships it pushed."""
        board.show_step(events)

    # -- first hour hooks --
    #: a tile set must make the stack its sizes say and a weather deck needs its finale: a new one starts
    #: as a copy of the bundled one, every tile or card kept
    whole_starters = frozenset({"tile-set", "weather-deck"})


EDITOR_RULESET = FinisTerraeEditor()

"""The editor side of Island Clash: its playtest board (a square grid with units and card stacks),
the panels beside it and the log's prose. It imports its own engine ruleset (`engine.rulesets.island_clash`) only.

Its adventures' board is painted by the generic map designer (`editor.map`), from the engine
ruleset's field kinds and map rows (`board.FIELD_KINDS`, `board.MAP_ROWS`: codes, colours, the
seats' start areas as markers); here are only the board sizes of the wiki its size menu offers."""

from __future__ import annotations

from editor.rulesets import EditorRuleset
from engine.rulesets.island_clash.prose import CHANCE_KINDS, IMPORTANT_KINDS, narrate

from .board_view import ClashBoardView
from .legend import ClashLegend
from .panels import GameStatus, PlayerBoards


#: the board sizes of the wiki: (columns, rows) and who they are for
SIZES = {(6, 6): "6 × 6 (2 or 4 players)", (5, 6): "5 × 6 (3 players)"}
#: the tab of each kind's schema form
FORM_TITLES = {"adventure": "Adventure", "card-stacks": "Cards"}


class IslandClashEditor(EditorRuleset):
    id = "island-clash"
    important_kinds = IMPORTANT_KINDS
    chance_kinds = CHANCE_KINDS

    def board_view(self, parent=None) -> ClashBoardView:
        return ClashBoardView(parent)

    def game_status(self, parent=None) -> GameStatus:
        return GameStatus(parent)

    def board_legend(self, parent=None) -> ClashLegend:
        return ClashLegend(parent)

    def player_boards(self, parent=None) -> PlayerBoards:
        return PlayerBoards(parent)

    def narrate(self, event, game) -> str:
        return narrate(event, game)

    score_name = "Units in the capture areas"
    board_sizes = SIZES  # the map designer's size menu

    def seat_colours(self, game) -> list[str]:
        return list(game.seat_names())  # the seats are their units' colours

    def position_text(self, state) -> str:
        return f"Turn {state.turn}" + (" (last phase)" if state.last_phase else "")

    def fight_field(self, state):
        return state.battle

    #: kind -> the fields naming another file, as pickers (pointer with '#' for list indexes -> lookup source)
    references = {"adventure": {"/cards": "file:card-stacks"}}

    def views(self, kind):
        """An adventure opens on its square board (the generic map designer), then its form; card stacks
        on their form. Both forms come from the ruleset's schemas (`SchemaForm`); every file also shows its YAML."""
        from editor.app.yaml_view import YamlView
        from editor.forms.schema_form import SchemaForm
        from editor.map.view import MapView

        links = self.references.get(kind, {})
        text = ("YAML", lambda document, workspace: YamlView(document=document))
        form = (FORM_TITLES.get(kind, "Form"), lambda document, workspace: SchemaForm(document, workspace, references=links))
        if kind == "adventure":
            return [("Board", MapView), form, text]
        return [form, text] if kind in FORM_TITLES else [text]

    # -- print hooks (editor/export/sheet.py lays the pages out) --
    def print_sheet(self, printable, players: int, mode: str | None):
        from editor.export.map_image import MapPicture

        from .print_sheet import adventure_part

        return adventure_part(printable, players, mode, MapPicture(printable))

    def print_map_view(self, printable):
        from .print_sheet import MapView

        return MapView(printable.data)


EDITOR_RULESET = IslandClashEditor()

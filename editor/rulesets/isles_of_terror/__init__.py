"""The editor side of Isles of Terror: the isle with its figures, the player boards, the combat odds
panel and the log's prose. It imports its own engine ruleset (`engine.rulesets.isles_of_terror`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset
from engine.rulesets.isles_of_terror.prose import IMPORTANT_KINDS, narrate

from .board_view import PlayBoardView
from .legend import BoardLegend
from .odds_panel import show_combat_odds
from .odds_preset import area_odds_preset
from .player_boards import GameStatus, PlayerBoards

SEASONS = ("Spring", "Summer", "Autumn", "Winter")
# What the timeline lists under a decision: the chance the engine drew on the way to the next one.
CHANCE_KINDS = frozenset({"dice", "shuffle", "reshuffle", "bag_draw", "reveal", "exploration_card", "strategy_draw",
                          "minion_attack", "random_movement", "mission", "tile_swapped"})


class IslesOfTerrorEditor(EditorRuleset):
    id = "isles-of-terror"
    important_kinds = IMPORTANT_KINDS
    chance_kinds = CHANCE_KINDS
    combat_odds = staticmethod(show_combat_odds)

    def board_view(self, parent=None) -> PlayBoardView:
        return PlayBoardView(parent)

    def game_status(self, parent=None) -> GameStatus:
        return GameStatus(parent)

    def board_legend(self, parent=None) -> BoardLegend:
        return BoardLegend(parent)

    def player_boards(self, parent=None) -> PlayerBoards:
        return PlayerBoards(parent)

    def link_parts(self, board, boards) -> None:
        """Hovering a terror on the terror board highlights its reach on the isle (terror_board.py)."""
        boards.terror_board.reach_hovered.connect(board.show_reach)

    def odds_preset(self, board, workspace, coord) -> tuple[int, bool] | None:
        return area_odds_preset(board, workspace, coord)

    def narrate(self, event, game) -> str:
        return narrate(event, game)

    score_name = "Victory points"

    # the map designer: every tool, the areas, links, progress tokens, landing and the tile budget
    map_tools = ("brush", "stamp", "random", "eraser", "fill", "rectangle", "select", "link", "landing")
    map_features = frozenset({"areas", "links", "tokens", "landing"})

    def map_budget(self, board):
        """The tile budget: the map's colours and fixed tiles against the adventure's area-tile pool and bags."""
        from .budget import BudgetPanel  # Qt widgets, built only when a map is shown

        return BudgetPanel(board)

    def seat_titles(self, game) -> list[str]:
        return [f.title for f in game.factions]

    def seat_colours(self, game) -> list[str]:
        return [f.colour for f in game.factions]

    def position_text(self, state) -> str:
        season = SEASONS[state.season] if 0 <= state.season < 4 else "?"
        return f"Year {state.year} {season}"

    def fight_field(self, state):
        return state.board.coords[state.combat.area] if state.combat is not None else None

    # -- print hooks (editor/export/sheet.py lays the pages out) --
    def print_sheet(self, printable, players: int, mode: str | None):
        from editor.export.map_image import MapPicture

        from .print_sheet import adventure_part

        return adventure_part(printable, players, mode, MapPicture(printable))

    def rule_sentence(self, rule, data, effects: str) -> str | None:
        from .rule_words import Names, sentence

        return sentence(rule, Names(data), effects)

    def print_campaign(self, campaign, titles: dict[str, str]) -> str:
        from .print_sheet import campaign_html

        return campaign_html(campaign, titles)

    def views(self, kind):
        """The map and the forms (views.py: a literal table by kind)."""
        from .views import VIEWS

        return list(VIEWS.get(kind or "", ()))

    # -- generic content hooks --
    #: its rules vocabulary's parameters naming cards: a terror to summon or raise, a location of an area
    #: filter, a card in hand (an exploration card kept for later)
    param_sources = {"terror": "card:terror-cards", "card": "kept-card", "location": "card:location-cards"}

    def lookup_options(self, lookups, source: str, arg: str) -> list[tuple[str, str]] | None:
        """`minion:N`, the minion cards of level N (the setup's minion per level); `kept-card`, the
        exploration cards a player keeps (all of them while none is marked `keep`)."""
        if source == "minion":
            return [(i, t) for i, t in lookups.cards("minion-cards")
                    if (lookups.card("minion-cards", i) or {}).get("level") == int(arg)]
        if source == "kept-card":
            cards = lookups.cards("exploration-cards")
            kept = [(i, t) for i, t in cards if (lookups.card("exploration-cards", i) or {}).get("keep")]
            return kept or cards
        return None


EDITOR_RULESET = IslesOfTerrorEditor()

"""The editor side of Cursed Island: its scenario forms, card editors with the effect builder, island
tiles, planning board, panels, print sheets and the log's prose. It imports its own engine ruleset
(`engine.rulesets.cursed_island`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset


class CursedIslandEditor(EditorRuleset):
    id = "cursed-island"

    # -- views and cards hooks --
    #: the kinds whose files hold cards (or island tiles) drawn in the card catalogue
    CARD_KINDS = ("island-events", "adventure-decks", "mystery-deck", "beast-deck", "invention-deck", "starting-items",
                  "discovery-tokens", "character-cards", "island-map")

    @property
    def references(self):
        """kind -> the fields naming another file, as pickers (pointer -> lookup source)."""
        from .forms import REFERENCES

        return REFERENCES

    def views(self, kind):
        """A card file (or the island) opens on its card catalogue (the cards drawn as they print, edited by
        clicking on them, the selected card's effects built under it), then its form; a scenario on its
        form (the weather per round as a table, the goal and the book and totem effects through the effect
        builder, the victory-point lines); every file also shows its YAML."""
        from editor.app.yaml_view import YamlView
        from editor.cards.catalogue import CardCatalogue

        from .forms import FORM_TITLES, SCENARIO_KINDS, schema_form

        text = ("YAML", lambda document, workspace: YamlView(document=document))
        if kind in SCENARIO_KINDS:
            from .scenario_view import ScenarioView

            return [("Scenario", ScenarioView), text]
        form = (FORM_TITLES.get(kind, "Form"), schema_form(kind))
        return [("Cards", CardCatalogue), form, text] if kind in self.CARD_KINDS else [text]

    def card_faces(self, kind):
        from .cards import card_faces

        return card_faces(kind)

    def lookup_options(self, lookups, source: str, arg: str):
        """The ids the effect builder and the scenario's pickers offer (`references.id_options`): an item or a
        scenario track a term names, the start tile, what a victory-point line counts."""
        from .references import id_options

        return id_options(lookups, source)

    # -- print hooks --
    def print_sheet(self, printable, players: int, mode: str | None):
        """The scenario sheet (rounds, the weather per round, the goal, special discoveries and inventions,
        the book, totem and mystery icon, special rules, the victory points), then every card of the
        scenario's decks and its island tiles as print-and-play pages with cut marks."""
        from .print_sheet import scenario_part

        return scenario_part(printable, players, mode)

    def map_picture(self, printable):
        """A Cursed Island board grows as tiles are explored: Export Map Image writes the island as a game
        starts on it (its spaces, the start tile face up), as the sheet's first page shows it."""
        from .island_picture import IslandPicture

        return IslandPicture(printable.adventure)

    # -- playtest hooks --
    #: what the log keeps with "Important only": the rounds, the cards that strike (threats falling, events),
    #: the plan's commit and each action resolved, fights, wounds and deaths, items built or lost, tiles
    #: explored, morale, the weather, and the end (won or lost)
    important_kinds = frozenset({"round", "event", "threat-falls", "commit", "action", "action-lost", "fight",
                                 "wound", "death", "invention-built", "item-lost", "explore", "shelter", "morale",
                                 "weather", "open-air", "unfulfilled", "won", "lost"})
    #: what chance decided under a decision: the action and weather dice, the cards and tiles drawn
    chance_kinds = frozenset({"roll", "weather", "adventure", "mystery", "event", "explore", "beast", "discovery",
                              "reshuffle", "hunt"})
    score_name = "Points"

    def board_view(self, parent=None):
        from .board_view import CursedBoardView

        return CursedBoardView(parent)

    def game_status(self, parent=None):
        from .panels import GameStatus

        return GameStatus(parent)

    def board_legend(self, parent=None):
        from .legend import CursedLegend

        return CursedLegend(parent)

    def player_boards(self, parent=None):
        from .panels import PlayerBoards

        return PlayerBoards(parent)

    def narrate(self, event, game) -> str:
        from engine.core import ruleset as rulesets

        return rulesets.get(self.id).narrate_event(event, game)

    def seat_colours(self, game) -> list[str]:
        from .layout import PERSON_COLOURS

        return [PERSON_COLOURS[s % len(PERSON_COLOURS)] for s in range(game.num_players)]

    def position_text(self, state) -> str:
        return f"Round {state.round} of {state.game.scenario.rounds}, {state.phase}"

    def action_place(self, state):
        """A drop on the planning board names the (pawn, action, target) it stands for, the commit button
        the commit, a click on a space at night the camp's move there (`places.place_of`)."""
        from .places import places_of

        return places_of(state)

    def pick_refusal(self, state, coord) -> str | None:
        from .places import refusal

        return refusal(state, coord)


EDITOR_RULESET = CursedIslandEditor()

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


EDITOR_RULESET = CursedIslandEditor()

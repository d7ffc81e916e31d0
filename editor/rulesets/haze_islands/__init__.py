"""The editor side of Haze Islands: its card editor, sample board, playtest board, panels, print
sheets and the log's prose. It imports its own engine ruleset (`engine.rulesets.haze_islands`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset


class HazeIslandsEditor(EditorRuleset):
    id = "haze-islands"

    # -- views and cards hooks --
    #: the tab of each kind's schema form
    FORM_TITLES = {"adventure": "Adventure", "map-cards": "Form", "adventure-cards": "Form", "doom-cards": "Form"}
    #: kind -> the fields naming another file, as pickers (pointer -> lookup source)
    references = {"adventure": {"/decks/map": "file:map-cards", "/decks/adventure": "file:adventure-cards",
                                "/decks/doom": "file:doom-cards"}}

    def views(self, kind):
        """A card file opens on its card catalogue (the cards drawn as they print, edited by clicking on
        them), then its schema form; an adventure on its form; every file also shows its YAML."""
        from editor.app.yaml_view import YamlView
        from editor.cards.catalogue import CardCatalogue
        from editor.forms.schema_form import SchemaForm

        links = self.references.get(kind, {})
        text = ("YAML", lambda document, workspace: YamlView(document=document))
        form = (self.FORM_TITLES.get(kind, "Form"), lambda document, workspace: SchemaForm(document, workspace, references=links))
        if kind in ("map-cards", "adventure-cards", "doom-cards"):
            return [("Cards", CardCatalogue), form, text]
        return [form, text] if kind == "adventure" else [text]

    def card_faces(self, kind):
        from .cards import card_faces

        return card_faces(kind)

    # -- print hooks --
    def print_sheet(self, printable, players: int, mode: str | None):
        """The adventure sheet (modes, players, rules in words, titles, the decks, a sample board), then
        every card as print-and-play pages with cut marks, two-sided cards on facing pages for duplex."""
        from .print_sheet import adventure_part

        return adventure_part(printable, players, mode)

    def map_picture(self, printable):
        """A Haze Islands board grows from the map cards as a game is played: Export Map Image writes a
        sample board dealt from the adventure's map deck (seed 1), as the sheet's first page shows it."""
        from .print_sheet import SampleBoardPicture

        return SampleBoardPicture(printable.adventure)

    # -- playtest hooks --
    #: what the log keeps with "Important only": scores, sinkings and their undoing, The Doom's steps, rounds
    important_kinds = frozenset({"complete", "doom-card", "attack", "sunk", "castaway", "hijacked", "revived",
                                 "doom", "doom-attack", "night-falls", "new-round", "final-round", "order",
                                 "game-end"})
    #: what chance decided under a decision: a fate's corner, a card scouted, a tale dealt, a deck searched
    chance_kinds = frozenset({"fate", "scout", "new-adventure", "stolen", "revived"})
    score_name = "Icons in the captain's logs"

    def board_view(self, parent=None):
        from .board_view import HazeBoardView

        return HazeBoardView(parent)

    def game_status(self, parent=None):
        from .panels import GameStatus

        return GameStatus(parent)

    def board_legend(self, parent=None):
        from .legend import HazeLegend

        return HazeLegend(parent)

    def player_boards(self, parent=None):
        from .panels import PlayerBoards

        return PlayerBoards(parent)

    def narrate(self, event, game) -> str:
        from engine.rulesets.haze_islands.prose import narrate

        return narrate(event, game)

    def seat_colours(self, game) -> list[str]:
        from .board_view import SEAT_COLOURS

        return list(SEAT_COLOURS[:game.num_players])

    def position_text(self, state) -> str:
        return f"Round {state.round} of {state.game.rounds}, The Doom's power {state.doom_power}"

    def action_place(self, state):
        """A scout or a sail names a side: the cell beyond it; the actions at one's location (raid,
        deploy, complete, attack, hijack, attack The Doom, trade, steal) its cell; a rotation its cell."""
        from .places import place_of

        return lambda action: place_of(state, action)


EDITOR_RULESET = HazeIslandsEditor()

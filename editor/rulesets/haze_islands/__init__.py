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

    # -- playtest hooks --


EDITOR_RULESET = HazeIslandsEditor()

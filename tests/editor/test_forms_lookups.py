"""The pickers of the rule editor: the shared parameters are generic, a game's own come from its ruleset.

`editor.forms.lookups` names no game: a parameter of the shared vocabulary (task, area, tag, flag)
has its source there, a ruleset's own parameters and sources come from `EditorRuleset.param_sources`
and `EditorRuleset.lookup_options` of the document's ruleset.
"""

from __future__ import annotations

from editor.documents.document import Document
from editor.forms.lookups import Lookups
from engine.content import paths

LIBRARY = paths.library_dir()


def test_a_shared_parameter_has_the_same_source_in_every_game(workspace):
    for name in ("drowned-temple.yaml", "island-clash/lagoon-crossing.yaml"):
        lookups = Lookups(Document.open(LIBRARY / name), workspace)
        assert [lookups.param_source(p) for p in ("task", "area", "tag", "flag", "set_flag")] == \
            ["task", "area", "tag", "flag", "flag"]
        assert lookups.param_source("no-such-parameter") == ""


def test_the_default_games_card_parameters_and_sources_come_from_its_editor_ruleset(workspace):
    lookups = Lookups(Document.open(LIBRARY / "drowned-temple.yaml"), workspace)
    assert [lookups.param_source(p) for p in ("terror", "location", "card")] == \
        ["card:terror-cards", "card:location-cards", "kept-card"]
    assert lookups.options("minion:1") == [("ash-hounds", "Ash Hounds"), ("bog-wights", "Bog Wights"),
                                           ("reef-crawlers", "Reef Crawlers")]
    assert lookups.options("kept-card") == [("bark-map", "Bark Map"), ("lucky-doubloon", "Lucky Doubloon"),
                                            ("signal-flares", "Signal Flares"),
                                            ("tarnished-compass", "Tarnished Compass")]
    assert lookups.ids("card:terror-cards") == ["the-burners", "the-scavengers", "the-whisperers"]


def test_another_game_is_offered_none_of_the_default_games_cards(workspace):
    lookups = Lookups(Document.open(LIBRARY / "island-clash" / "lagoon-crossing.yaml"), workspace)
    assert [lookups.param_source(p) for p in ("terror", "location", "card")] == ["", "", ""]
    assert (lookups.options("minion:1"), lookups.options("kept-card")) == ([], [])

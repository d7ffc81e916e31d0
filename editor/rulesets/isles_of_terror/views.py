"""The tabs of an Isles of Terror file, by kind: a literal table (`IslesOfTerrorEditor.views`).

An adventure opens on its map, then its forms in the order a designer fills them in; every other
kind opens on its one form. The YAML of every file is in the YAML panel beside the page (a kind
with no view here shows its YAML as the page). Importing this module loads the forms (Qt); the map
designer loads when a map is first shown.
"""

from __future__ import annotations

from editor.forms import AdventureView, CampaignView, ProgressView, RulesView, StoryView, VictoryView
from engine.rulesets.isles_of_terror.content_kinds import CARD_KINDS

from .area_tiles_form import AreaTilesView
from .card_set_form import CardSetView
from .faction_form import FactionView
from .setup_form import SetupView


def map_view(document, workspace):
    from editor.map.view import MapView  # the map designer's Qt loads when a map is first shown

    return MapView(document, workspace)


ADVENTURE = [("Map", map_view), ("Adventure", AdventureView), ("Story", StoryView), ("Setup", SetupView),
             ("Progress", ProgressView), ("Victory", VictoryView), ("Rules", RulesView)]
VIEWS = {"adventure": ADVENTURE,
         **{kind: [("Cards", CardSetView)] for kind in CARD_KINDS},
         "faction": [("Faction", FactionView)],
         "area-tiles": [("Area tiles", AreaTilesView)],
         "campaign": [("Campaign", CampaignView)]}

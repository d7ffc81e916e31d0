"""The forms of the editor: every field of every content kind, and the rule editor.

Importing this package registers the views (see `editor.views`): the adventure's
Adventure, Story, Setup, Progress, Victory and Rules tabs, and one view for each
other kind (faction, card sets and terrain tiles, the area-tile pool, campaign).
"""

from __future__ import annotations

from editor.views import register

from engine.content.schemas import CARD_KINDS

from .adventure import AdventureView, RulesView, StoryView
from .area_tiles import AreaTilesView
from .campaign import CampaignView
from .cards import CardSetView
from .faction import FactionView
from .progress import ProgressView, VictoryView
from .rules import RuleEditor, RuleListEditor
from .setup import SetupView

register("adventure", "Adventure", AdventureView, order=20)
register("adventure", "Story", StoryView, order=25)
register("adventure", "Setup", SetupView, order=30)
register("adventure", "Progress", ProgressView, order=40)
register("adventure", "Victory", VictoryView, order=50)
register("adventure", "Rules", RulesView, order=60)
for _kind in CARD_KINDS:
    register(_kind, "Cards", CardSetView, order=20)
register("faction", "Faction", FactionView, order=20)
register("area-tiles", "Area tiles", AreaTilesView, order=20)
register("campaign", "Campaign", CampaignView, order=20)

__all__ = ["AreaTilesView", "CampaignView", "FactionView", "CardSetView", "AdventureView", "StoryView", "SetupView", "ProgressView", "VictoryView", "RulesView", "RuleListEditor",
           "RuleEditor"]

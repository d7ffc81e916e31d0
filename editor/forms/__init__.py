"""The forms of the editor: every field of every content kind, and the rule editor.

A ruleset's editor parts list the forms its files show (`EditorRuleset.views`;
Isles of Terror's table is editor/rulesets/isles_of_terror/views.py): the adventure's
Adventure, Story, Setup, Progress, Victory and Rules tabs, and one view for each
other kind (faction, card sets and terrain tiles, the area-tile pool, campaign).
"""

from __future__ import annotations

from .adventure import AdventureView, RulesView, StoryView
from .area_tiles import AreaTilesView
from .campaign import CampaignView
from .cards import CardSetView
from .faction import FactionView
from .progress import ProgressView, VictoryView
from .rules import RuleEditor, RuleListEditor
from .setup import SetupView

__all__ = ["AreaTilesView", "CampaignView", "FactionView", "CardSetView", "AdventureView", "StoryView", "SetupView", "ProgressView", "VictoryView", "RulesView", "RuleListEditor",
           "RuleEditor"]

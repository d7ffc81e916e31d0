"""The forms of the editor: the form machinery, the rule editor, and the views any ruleset may list.

A ruleset's editor parts list the forms its files show (`EditorRuleset.views`, a literal table in
its `editor/rulesets/<id>/views.py`): the views here (an adventure's Adventure, Story, Progress,
Victory and Rules tabs, a campaign's, `SchemaForm` for any kind from its schema alone), and the
forms of its own kinds, which live in its own package.
"""

from __future__ import annotations

from .adventure import AdventureView, RulesView, StoryView
from .campaign import CampaignView
from .progress import ProgressView, VictoryView
from .rules import RuleEditor, RuleListEditor

__all__ = ["CampaignView", "AdventureView", "StoryView", "ProgressView", "VictoryView", "RulesView", "RuleListEditor",
           "RuleEditor"]

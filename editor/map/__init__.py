"""The map designer: paint the isle on a hex (or square) board, describe its areas, watch the budget.

A ruleset's editor parts show it as a tab (`EditorRuleset.views`: Isles of Terror's Map tab).
"""

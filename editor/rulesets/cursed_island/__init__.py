"""The editor side of Cursed Island: its scenario forms, card editors with the effect builder, island
tiles, planning board, panels, print sheets and the log's prose. It imports its own engine ruleset
(`engine.rulesets.cursed_island`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset


class CursedIslandEditor(EditorRuleset):
    id = "cursed-island"

    # -- views and cards hooks --

    # -- print hooks --

    # -- playtest hooks --


EDITOR_RULESET = CursedIslandEditor()

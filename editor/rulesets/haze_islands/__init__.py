"""The editor side of Haze Islands: its card editor, sample board, playtest board, panels, print
sheets and the log's prose. It imports its own engine ruleset (`engine.rulesets.haze_islands`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset


class HazeIslandsEditor(EditorRuleset):
    id = "haze-islands"

    # -- views and cards hooks --

    # -- print hooks --

    # -- playtest hooks --


EDITOR_RULESET = HazeIslandsEditor()

"""The editor side of Finis Terrae: its tile editor, sample sea, playtest board, panels, print sheets
and the log's prose. It imports its own engine ruleset (`engine.rulesets.finis_terrae`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset


class FinisTerraeEditor(EditorRuleset):
    id = "finis-terrae"

    # -- views and cards hooks --

    # -- print hooks --

    # -- playtest hooks --


EDITOR_RULESET = FinisTerraeEditor()

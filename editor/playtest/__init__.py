"""Playtesting tools of the editor: running games against the engine and looking at their odds."""

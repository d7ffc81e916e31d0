"""The coin race installed as a distribution of its own, the way a third game would be: no `register` call.

`installed(site)` writes the metadata pip would write for a package `tiny-isle` (a
`tiny_isle-1.0.dist-info` folder with `METADATA` and an `entry_points.txt` naming the engine ruleset in
the `isleforge.rulesets` group and its editor parts in `isleforge.editor_rulesets`) into `site`, puts
`site` and the folder holding the `tiny` package on `sys.path`, and has both registries read their entry
points again (`engine.core.ruleset.rediscover`, `editor.rulesets.rediscover`); `uninstalled` undoes it.
Spawned worker processes inherit `sys.path`, so they find the ruleset through the same entry point.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

PACKAGE_PARENT = Path(__file__).resolve().parents[1]  # tests/rulesets: `import tiny` works from here
CONTENT = Path(__file__).resolve().parent / "content"
ENTRY_POINTS = ("[isleforge.rulesets]\ntiny = tiny.ruleset:RULESET\n\n"
                "[isleforge.editor_rulesets]\ntiny = tiny.editor:EDITOR_RULESET\n")


def installed(site: Path, editor: bool = True) -> Path:
    """Install the coin race's metadata in `site` and make both registries find it; the dist-info folder."""
    info = site / "tiny_isle-1.0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tiny-isle\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(ENTRY_POINTS, encoding="utf-8")
    for folder in (str(PACKAGE_PARENT), str(site)):
        if folder not in sys.path:
            sys.path.insert(0, folder)
    _rediscover(editor)
    return info


def uninstalled(site: Path, editor: bool = True) -> None:
    """Take `site` off `sys.path` and forget the coin race in both registries."""
    while str(site) in sys.path:
        sys.path.remove(str(site))
    _rediscover(editor)


def _rediscover(editor: bool) -> None:
    from engine.core import ruleset as rulesets

    importlib.invalidate_caches()
    rulesets.rediscover()
    if editor:
        from editor import rulesets as editor_rulesets

        editor_rulesets.rediscover()

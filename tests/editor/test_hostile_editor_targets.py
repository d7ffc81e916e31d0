"""The editor fuzzer's library copy holds every file it writes its cases to.

`benchmarks/fuzz_hostile_editor.py` printed no line at all for isles-of-terror: it copied the library
without its campaigns folder, yet that ruleset's adventures lie at the library's top, so its campaign
file was a target; writing the first case there raised FileNotFoundError, and the script's own
sys.excepthook (meant for Qt slots) swallowed it: exit 1, nothing printed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from fuzz_hostile_editor import copy_library, main, targets_of  # noqa: E402

from engine.content.paths import library_dir  # noqa: E402
from engine.content.validate import validate_paths  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402


@pytest.fixture(scope="module")
def validation():
    return validate_paths([library_dir()])


def test_every_target_of_every_ruleset_is_in_the_copy(validation, tmp_path):
    checked = {}
    for ruleset in sorted(rulesets.all_rulesets(), key=lambda r: r.id):
        source, targets = targets_of(validation, ruleset)
        if source is None:
            continue
        library = tmp_path / ruleset.id
        copy_library(source, library)
        missing = [f.display for f in targets if not (library / f.path.relative_to(source)).is_file()]
        assert missing == [], ruleset.id
        checked[ruleset.id] = len(targets)
    assert "isles-of-terror" in checked
    terror_source, terror_targets = targets_of(validation, rulesets.get("isles-of-terror"))
    assert "adventures/campaigns/isles-of-ash.yaml" in [f.display for f in terror_targets]


def test_a_fault_of_the_script_itself_is_not_swallowed_by_its_hook(monkeypatch):
    import fuzz_hostile_editor

    def broken(args, app, caught):
        raise RuntimeError("the script's own fault")

    monkeypatch.setattr(fuzz_hostile_editor, "run", broken)
    with pytest.raises(RuntimeError, match="the script's own fault"):
        main(["--ruleset", "isles-of-terror"])
    assert sys.excepthook is sys.__excepthook__

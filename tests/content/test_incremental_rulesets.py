"""After an edit, only the edited file's ruleset runs its checks again (issue 32: edit -> problems).

A ruleset whose checks read its own content files alone (`Ruleset.checks_read_only_content`, Island
Clash's) keeps its diagnostics while none of its files changed; the default (False) runs them on
every edit, as Isles of Terror's must (they look at pictures on disk). The diagnostics are those of
a validation from scratch in both cases.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from engine.content import paths
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets


def _copy(tmp_path: Path) -> Path:
    library = tmp_path / "library"
    shutil.copytree(paths.library_dir(), library)
    return library


def _counting(monkeypatch, ruleset_id: str) -> list[int]:
    """Counts the runs of a ruleset's checks (its `checks` wrapped, on the installed object)."""
    ruleset = rulesets.get(ruleset_id)
    runs: list[int] = []

    def counted(check):
        def run(context):
            runs.append(1)
            return check(context)
        return run
    monkeypatch.setattr(ruleset, "checks", tuple(counted(check) for check in ruleset.checks))
    return runs


def test_an_edit_of_another_rulesets_file_keeps_island_clash_diagnostics(tmp_path, monkeypatch):
    library = _copy(tmp_path)
    board = library / "island-clash" / "lagoon-crossing.yaml"
    board.write_text(board.read_text(encoding="utf-8").replace("cards: clash-cards", "cards: clash-cardz"),
                     encoding="utf-8")
    runs = _counting(monkeypatch, "island-clash")
    validation = validate_paths([library])
    assert runs == [1]
    clash = [d.to_text() for d in validation.diagnostics if "lagoon-crossing" in d.file]
    assert clash and all("clash-cardz" in line for line in clash if "unknown" in line)

    adventure = library / "drowned-temple.yaml"
    edited = adventure.read_text(encoding="utf-8").replace("\nyears: 2\n", "\nyears: 3\n", 1)
    validation.replace_file(adventure, edited)
    assert runs == [1]  # Island Clash's files are the same objects: its checks did not run again
    adventure.write_text(edited, encoding="utf-8")
    assert validation.diagnostics == validate_paths([library]).diagnostics


def test_an_edit_of_an_island_clash_file_runs_its_checks_again(tmp_path, monkeypatch):
    library = _copy(tmp_path)
    runs = _counting(monkeypatch, "island-clash")
    validation = validate_paths([library])
    board = library / "island-clash" / "lagoon-crossing.yaml"
    broken = board.read_text(encoding="utf-8").replace("cards: clash-cards", "cards: clash-cardz")
    validation.replace_file(board, broken)
    assert runs == [1, 1]
    assert any("clash-cardz" in d.message for d in validation.diagnostics)
    board.write_text(broken, encoding="utf-8")
    assert validation.diagnostics == validate_paths([library]).diagnostics


def test_a_ruleset_that_may_read_the_disk_runs_its_checks_on_every_edit(tmp_path, monkeypatch):
    assert rulesets.get("isles-of-terror").checks_read_only_content is False
    library = _copy(tmp_path)
    runs = _counting(monkeypatch, "isles-of-terror")
    validation = validate_paths([library])
    board = library / "island-clash" / "lagoon-crossing.yaml"
    validation.replace_file(board, board.read_text(encoding="utf-8") + "\n")
    assert len(runs) == 2 * len(rulesets.get("isles-of-terror").checks)

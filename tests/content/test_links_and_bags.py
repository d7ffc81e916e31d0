"""Map links (extra adjacency) and the location/terrain bag budget, on a copy of the bundled library."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.cli import main
from engine.content import paths
from engine.content.resolve import resolve_adventure
from engine.content.validate import validate_paths


@pytest.fixture
def library(tmp_path: Path) -> Path:
    target = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), target)
    return target


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def _problems(library: Path, severity_at_least_warning: bool = True):
    result = validate_paths([library], root=library)
    return [(d.severity.value, d.code, Path(d.file).name, d.pointer, d.line)
            for d in result.diagnostics if not severity_at_least_warning or d.severity.value != "info"]


LINK = "    - {between: [[2, 2], [5, 3]], name: Flooded Causeway}\n"


def test_the_bundled_links_resolve_into_the_model(library: Path):
    adventure = resolve_adventure(validate_paths([library], root=library), "drowned-temple")
    assert [(link.a, link.b, link.name) for link in adventure.map.links] == [((2, 2), (5, 3), "Flooded Causeway")]


@pytest.mark.parametrize("link, expected", [
    ("    - {between: [[2, 2], [50, 3]]}\n", ("error", "map/link-outside", "/map/links/0/between/1")),
    ("    - {between: [[0, 0], [5, 3]]}\n", ("error", "map/link-on-empty", "/map/links/0/between/0")),
    ("    - {between: [[5, 3], [5, 3]]}\n", ("error", "map/link-to-itself", "/map/links/0/between")),
    ("    - {between: [[5, 3], [5, 4]]}\n", ("warning", "map/link-redundant", "/map/links/0/between")),
])
def test_bad_links_are_located(library: Path, link: str, expected: tuple):
    adventure = library / "drowned-temple.yaml"
    _edit(adventure, LINK, link)
    line = adventure.read_text(encoding="utf-8").splitlines().index(link.rstrip("\n")) + 1
    assert _problems(library) == [(expected[0], expected[1], "drowned-temple.yaml", expected[2], line)]


def test_a_link_given_twice_is_reported_once(library: Path):
    adventure = library / "drowned-temple.yaml"
    _edit(adventure, LINK, LINK + "    - {between: [[5, 3], [2, 2]]}\n")
    line = adventure.read_text(encoding="utf-8").splitlines().index(LINK.rstrip("\n")) + 2
    assert _problems(library) == [("warning", "map/link-twice", "drowned-temple.yaml", "/map/links/1/between", line)]


def test_a_fixed_location_also_in_the_bag_counts_against_its_copies(library: Path):
    adventure = library / "first-landing.yaml"
    text = adventure.read_text(encoding="utf-8")
    assert "location: pirate-cache" in text and "- pirate-cache" not in text
    _edit(adventure, "  location_bag: [sunken-observatory,", "  location_bag: [pirate-cache, sunken-observatory,")
    problems = _problems(library)
    assert [p[:4] for p in problems] == [("error", "budget/card-copies", "first-landing.yaml", "/setup/location_bag/0")]
    result = validate_paths([library], root=library)
    assert result.errors[0].message == "'pirate-cache' is used 2 times (1 fixed on the map) but its set has 1 copy"


def _notes(library: Path) -> list:
    result = validate_paths([library], root=library)
    return [(d.code, Path(d.file).name, d.pointer) for d in result.diagnostics if d.severity.value == "info"]


def test_a_bag_holding_every_card_left_is_no_note(library: Path, capsys):
    # the bundled adventures put five of the six location (terrain) cards in the bag and lay the sixth
    # on a fixed area: the pool's sixth tile may find the bag empty, but no card is left to add
    assert _notes(library) == []
    assert main(["validate", "--info", str(library)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "43 files checked: no problems"


def test_a_short_bag_is_advice_shown_only_on_request(library: Path, capsys):
    _edit(library / "drowned-temple.yaml", "[sunken-observatory, pirate-cache, ", "[sunken-observatory, ")
    _edit(library / "first-landing.yaml", "[river-1, river-2, ", "[river-1, ")
    assert _notes(library) == [("budget/bag-short", "drowned-temple.yaml", "/setup/location_bag"),
                               ("budget/bag-short", "first-landing.yaml", "/setup/terrain_bag")]
    assert main(["validate", str(library)]) == 0
    assert capsys.readouterr().out.splitlines() == ["43 files checked: no problems"]
    assert main(["validate", "--info", str(library)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "0 errors, 0 warnings, 2 notes in 43 files"

"""Island Clash content: the bundled files resolve, and each diagnostic code has one broken fixture.

Each fixture is a bundled file with one edit, written to a temporary library; the diagnostic must
name the file, the line and the column of the problem.
"""

from __future__ import annotations

import pytest
from clash_helpers import path

from engine.content.diagnostics import Severity
from engine.content.library import load_library
from engine.content.resolve import ContentError
from engine.rulesets.island_clash import content


def test_the_bundled_adventures_resolve_with_the_wikis_values(lagoon, reefs, library):
    assert content.diagnostics(library) == []
    assert (lagoon.width, lagoon.height, lagoon.player_counts, lagoon.modes) == (6, 6, (2, 4),
                                                                                ("standard", "randomized-tiles"))
    assert lagoon.players == (2, 4)  # (fewest, most), as every ruleset's model says it
    assert lagoon.starts == ((0, 0), (5, 5), (5, 0), (0, 5)) and lagoon.captures == ((2, 2), (3, 3))
    assert (len(lagoon.combat), len(lagoon.resource)) == (18, 18)
    assert sorted(set(lagoon.combat)) == ["arrow-1", "arrow-2", "arrow-3", "road-1", "road-2", "road-3", "water-1",
                                          "water-2", "water-3"]
    values = lagoon.values
    assert (values.units, values.deal_resource, values.deal_combat, values.hand_limit, values.moves,
            values.max_units, values.battle_loss, values.battle_tie, values.resource_depletions,
            values.victory_tie) == (2, 2, 2, 6, 2, 10, 2, "defender", 2, "shared")
    assert (reefs.width, reefs.height, reefs.player_counts, reefs.players, reefs.captures) == \
        (5, 6, (3,), (3, 3), ((2, 2),))
    assert reefs.values.victory_tie == "most-units" and reefs.values.moves == 2  # unset: the wiki's default


def broken(tmp_path, name: str, old: str, new: str, other: str | None = None):
    """The diagnostics of a library of the bundled card stacks and adventure `name` with `old` -> `new`."""
    text = path(name).read_text(encoding="utf-8")
    assert old in text, old
    (tmp_path / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    for extra in ("clash-cards.yaml", other):
        if extra and extra != name:
            (tmp_path / extra).write_text(path(extra).read_text(encoding="utf-8"), encoding="utf-8")
    return content.diagnostics(load_library([tmp_path], root=tmp_path))


LAGOON = "lagoon-crossing.yaml"
SETUP_AND_RULES = "  units: 2\n  deal_resource: 2\n  deal_combat: 2\n  hand_limit: 6\nrules:\n  moves: 2\n  max_units: 10"
CASES = [
    # (file, old, new, code, line, column, severity)
    (LAGOON, '    - "Sr', '    - "Srr', "island-clash/ragged-map", 18, 7, Severity.ERROR),
    (LAGOON, "players: [2, 4]", "players: [3]", "island-clash/board-size", 17, 5, Severity.WARNING),
    (LAGOON, "{colour: blue, start: [5, 5]}", "{colour: red, start: [5, 5]}", "island-clash/shared-colour", 26, 14,
     Severity.ERROR),
    (LAGOON, "start: [5, 5]", "start: [7, 5]", "island-clash/start-off-board", 26, 27, Severity.ERROR),
    (LAGOON, "start: [5, 5]", "start: [4, 5]", "island-clash/start-not-start-area", 26, 27, Severity.ERROR),
    (LAGOON, "start: [5, 5]", "start: [0, 0]", "island-clash/shared-start", 26, 27, Severity.ERROR),
    (LAGOON, "  - {colour: yellow, start: [0, 5]}\n", "", "island-clash/too-few-seats", 25, 3, Severity.ERROR),
    (LAGOON, '"r?aw?a"\n    - "Sw?raS"', '".?aw?a"\n    - "S.?raS"', "island-clash/capture-by-water-only", 28, 29,
     Severity.WARNING),
    (LAGOON, '"Sra?wS"', '"S??awS"', "island-clash/random-pool-short", 23, 17, Severity.ERROR),
    (LAGOON, "random_tiles: {arrow: 3, road: 2, water: 3}", "random_tiles: {arrow: 3}",
     "island-clash/random-pool-short", 23, 17, Severity.ERROR),
    (LAGOON, "cards: clash-cards", "cards: clash-card", "island-clash/unknown-cards", 14, 8, Severity.ERROR),
    (LAGOON, "deal_combat: 2", "deal_combat: 5", "island-clash/stack-too-small", 14, 8, Severity.ERROR),
    (LAGOON, "hand_limit: 6", "hand_limit: 3", "island-clash/deal-over-hand-limit", 30, 3, Severity.ERROR),
    (LAGOON, SETUP_AND_RULES, SETUP_AND_RULES.replace("units: 2", "units: 3").replace("max_units: 10", "max_units: 2"),
     "island-clash/units-over-max", 30, 10, Severity.ERROR),
    (LAGOON, "battle_tie: defender", "battle_tie: nobody", "schema/enum", 38, 15, Severity.ERROR),
    (LAGOON, "kind: adventure", "kind: adventurer", "content/unknown-kind", 3, 7, Severity.ERROR),
    ("clash-cards.yaml", "{icon: road, value: 1, count: 3}", "{icon: arrow, value: 1, count: 3}",
     "island-clash/duplicate-card", 10, 5, Severity.ERROR),
    ("clash-cards.yaml", "{icon: road, value: 4, count: 3}", "{icon: road, value: 7, count: 3}", "schema/maximum",
     20, 25, Severity.ERROR),
]


@pytest.mark.parametrize("name,old,new,code,line,column,severity", CASES, ids=[c[3] for c in CASES])
def test_each_problem_has_a_located_diagnostic(tmp_path, name, old, new, code, line, column, severity):
    found = [d for d in broken(tmp_path, name, old, new, LAGOON) if d.code == code]
    assert found, code
    diagnostic = found[0]
    assert diagnostic.severity is severity and diagnostic.file.endswith(name) and diagnostic.message
    if line is not None:
        assert (diagnostic.line, diagnostic.column) == (line, column), diagnostic.to_text()


def test_a_capture_area_is_reached_over_land_or_across_water_never_through_another_start():
    from engine.rulesets.island_clash import board
    width, height, codes = board.parse_map(["SaC", "a.a", "SaS"])
    assert (2, 0) in board.reachable(codes, width, height, (0, 0), by_water=False)
    closed = board.reachable(codes, width, height, (0, 2), blocked={(0, 0), (2, 2)}, by_water=False)
    assert (2, 0) not in closed  # the way north and the way east both lead through another seat's start
    width, height, codes = board.parse_map(["S.C"])
    assert (2, 0) not in board.reachable(codes, width, height, (0, 0), by_water=False)
    assert (2, 0) in board.reachable(codes, width, height, (0, 0))  # both on the coast: a water card crosses


def test_no_capture_area_is_an_error(tmp_path):
    found = broken(tmp_path, LAGOON, '    - "wrC.a?"\n    - "?a.Cwr"', '    - "wra.a?"\n    - "?a.awr"')
    assert [d.code for d in found if d.code.startswith("island-clash/")] == ["island-clash/no-capture-area"]


def test_an_adventure_with_errors_is_refused_with_its_diagnostics(tmp_path):
    broken(tmp_path, LAGOON, "start: [5, 5]", "start: [0, 0]")
    library = load_library([tmp_path], root=tmp_path)
    with pytest.raises(ContentError) as caught:
        content.resolve(library, "lagoon-crossing")
    assert [d.code for d in caught.value.diagnostics] == ["island-clash/shared-start"]
    with pytest.raises(ContentError, match="no Island Clash adventure 'nowhere'"):
        content.resolve(library, "nowhere")


def test_hostile_edits_get_diagnostics_never_a_traceback(tmp_path):
    import random

    from engine.content.yaml_io import read_file

    text = path(LAGOON).read_text(encoding="utf-8")
    junk = ["", "-1", "999999999999", "[]", "{}", "null", "'x'", "[[1]]", "{a: 1}", "3.5", "true", "!!binary AAAA",
            "*nowhere", "[-1, -1]", "[0, 99]", "'S'"]
    rng = random.Random(15)
    (tmp_path / "clash-cards.yaml").write_text(path("clash-cards.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    target = tmp_path / LAGOON
    for _ in range(120):
        lines = text.splitlines()
        index = rng.randrange(len(lines))
        key, colon, _value = lines[index].partition(": ")
        lines[index] = f"{key}{colon}{rng.choice(junk)}" if colon else rng.choice(junk)
        target.write_text("\n".join(lines) + "\n", encoding="utf-8")
        library = load_library([tmp_path], root=tmp_path)
        found = content.diagnostics(library)
        assert all(d.line >= 0 and d.code for d in found)
        if read_file(target).ok and isinstance(read_file(target).data, dict):
            try:
                content.resolve(library, "lagoon-crossing")
            except ContentError as error:
                assert error.diagnostics or "no Island Clash adventure" in str(error)


def test_the_template_is_kept_outside_the_library_and_checks_clean_beside_it(tmp_path):
    from engine.content import paths
    from engine.content.validate import validate_paths
    from engine.core import ruleset as rulesets

    clash = rulesets.get("island-clash")
    template = clash.template_file
    assert template.name == f"{clash.template}.yaml" and template.is_file()
    assert paths.library_dir().resolve() not in template.resolve().parents  # never listed as an adventure
    (tmp_path / template.name).write_text(template.read_text(encoding="utf-8"), encoding="utf-8")
    result = validate_paths([tmp_path], root=tmp_path, base=paths.library_dir())
    assert [d for d in result.diagnostics if d.file.endswith(template.name)] == []
    assert clash.resolve(result, clash.template).starts == ((0, 0), (5, 5), (5, 0), (0, 5))

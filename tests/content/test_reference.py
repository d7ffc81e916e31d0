"""The generated content reference (docs/content-reference.md) and the schema quality it relies on."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from engine.content import paths, reference, schemas
from engine.content.yaml_io import parse_text
from engine.rulesets.isles_of_terror.content_kinds import KINDS as IOT_KINDS
from engine.rulesets.isles_of_terror.content_kinds import RULE_EXAMPLE

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "content-reference.md"
SCHEMAS = paths.schemas_dir() / "isles-of-terror"
REGENERATE = "isleforge schema-docs --output docs/content-reference.md"


@pytest.fixture(scope="module")
def doc() -> str:
    return reference.generate()


@pytest.fixture(scope="module")
def plain(doc: str) -> str:
    """The document with table-cell escapes undone, for searching schema text in it."""
    return doc.replace("\\|", "|")


def _common() -> dict:
    return schemas.default_set().documents["common.schema.json"]


def _section(doc: str, anchor: str) -> str:
    """The text from an anchor to the next anchor of the same or a higher heading level."""
    start = doc.index(f'<a id="{anchor}"></a>')
    heading = re.compile(r"^(#+) ", re.M).search(doc, start)
    level = len(heading.group(1))
    following = re.compile(rf'<a id="[^"]+"></a>\n\n(#{{1,{level}}}) ').search(doc, heading.end())
    return doc[start:following.start() if following else len(doc)]


# --------------------------------------------------------------------------- the committed file


def test_the_committed_reference_is_current(doc: str):
    assert DOC.exists(), f"docs/content-reference.md is missing; generate it with: {REGENERATE}"
    assert DOC.read_text(encoding="utf-8") == doc, (
        f"docs/content-reference.md is out of date with schemas/; regenerate it with: {REGENERATE}")


def test_generation_is_deterministic(doc: str):
    assert reference.generate() == doc
    assert reference.render(copy.deepcopy(schemas.default_set().documents)) == doc


def test_the_header_says_it_is_generated_and_how(doc: str):
    head = doc[:800]
    assert "generated" in head.lower() and "do not edit" in head.lower()
    assert REGENERATE in head


def test_every_link_points_at_an_anchor_and_anchors_are_unique(doc: str):
    anchors = re.findall(r'<a id="([^"]+)"></a>', doc)
    assert len(anchors) == len(set(anchors))
    broken = sorted(set(re.findall(r"\]\(#([^)]+)\)", doc)) - set(anchors))
    assert not broken


def test_the_table_of_contents_lists_every_kind_and_part(doc: str):
    toc = doc[doc.index("## Contents"):doc.index('<a id="how-to-read">')]
    for kind in IOT_KINDS:
        assert f"(#{kind})" in toc
    for anchor in ("rules-vocabulary", "shared-definitions", "def-trigger-event", "def-condition", "def-effect"):
        assert f"(#{anchor})" in toc


def test_every_table_row_has_as_many_cells_as_its_header(doc: str):
    width = None
    for number, line in enumerate(doc.splitlines(), 1):
        if not line.startswith("|"):
            width = None
            continue
        assert line.endswith(" |"), f"line {number}: {line}"
        cells = len(re.split(r"(?<!\\)\|", line)) - 2  # a pipe inside a cell is escaped as \|
        if width is None:
            width = cells
        assert cells == width, f"line {number} has {cells} cells, its table {width}: {line}"


# --------------------------------------------------------------------------- completeness


@pytest.mark.parametrize("kind", IOT_KINDS)
def test_every_kind_has_a_section_with_every_top_level_property(doc: str, plain: str, kind: str):
    schema = schemas.schema(kind)
    section = _section(doc, kind).replace("\\|", "|")
    assert f"## {schema['title']} (`{kind}`)" in section
    assert " ".join(schema["description"].split()) in section
    assert f"kind: {kind}" in section  # the file skeleton
    for name, prop in schema["properties"].items():
        assert f"| `{name}` |" in section, f"{kind}: top-level field {name} is missing"
        described = schemas.resolve(kind, prop)
        assert " ".join(described["description"].split()) in section, f"{kind}.{name}: description missing"


def test_every_trigger_event_appears_with_its_title_and_description(plain: str):
    events = _common()["$defs"]["trigger"]["properties"]["event"]["anyOf"]
    assert len(events) >= 20
    table = _section(plain, "def-trigger-event")
    for event in events:
        assert f"| `{event['const']}` | {event['title']} | {event['description']} |" in table


@pytest.mark.parametrize("vocabulary", ["condition", "effect"])
def test_every_condition_and_effect_appears_with_its_description_and_parameters(plain: str, vocabulary: str):
    terms = _common()["$defs"][vocabulary]["properties"]
    assert terms
    for name, term in terms.items():
        anchor = f"{vocabulary}-{name.replace('_', '-')}"
        section = _section(plain, anchor)
        described = schemas.resolve("common", term)
        assert f"`{name}` — {described['title']}" in section
        assert " ".join(described["description"].split()) in section
        for parameter, spec in term.get("properties", {}).items():
            row = next((line for line in section.splitlines() if line.startswith(f"| `{parameter}` |")), None)
            assert row is not None, f"{vocabulary} {name}: parameter {parameter} missing"
            assert schemas.resolve("common", spec)["description"] in row
            assert row.split("|")[2].strip(), f"{vocabulary} {name}: parameter {parameter} has no type"
        assert f"[`{name}`](#{anchor})" in _section(plain, f"def-{vocabulary}")  # in the index table


def test_the_rule_fields_are_documented(plain: str):
    section = _section(plain, "def-rule")
    for name in _common()["$defs"]["rule"]["properties"]:
        assert f"| `{name}` |" in section
    for value in ("active_player", "once_per_game"):
        assert f"`{value}`" in section
    assert "If `effects` is given, `trigger` must be given too." in section  # dependentRequired


def test_the_rule_example_is_valid_and_uses_real_terms(doc: str):
    assert RULE_EXAMPLE in doc
    data = parse_text(RULE_EXAMPLE, "example.yaml").data
    validator = Draft202012Validator({"$ref": "https://isleforge.dev/schemas/isles-of-terror/common.schema.json#/$defs/rules"},
                                     registry=schemas.registry())
    assert not list(validator.iter_errors(data["rules"]))
    rule = data["rules"][0]
    common = _common()["$defs"]
    assert rule["conditions"] and rule["effects"]
    assert all(next(iter(term)) in common["condition"]["properties"] for term in rule["conditions"])
    assert all(next(iter(term)) in common["effect"]["properties"] for term in rule["effects"])


def test_shared_definitions_have_one_section_each_and_are_linked(doc: str):
    for name in _common()["$defs"]:
        anchor = "def-" + re.sub(r"[^a-z0-9]+", "-", name)
        assert doc.count(f'<a id="{anchor}"></a>') == 1
    assert doc.count("(#def-area-filter)") > 3  # linked, not repeated
    assert doc.count("| `adventure_area` |") == 2  # the filter's own table and controls_area's parameters


def test_types_are_given_in_words(plain: str):
    players = _section(plain, "adventure-players")
    assert "| `min` | whole number 1–6 | yes |" in players
    board = _section(plain, "adventure")
    assert "| `board_side` | one of `front`, `back` | no | `front` |" in board
    assert "| `factions` | list of [ids](#def-id) (no repeats) | no |" in board
    assert "mapping, see [Setup](#adventure-setup)" in board
    setup = _section(plain, "adventure-setup")
    assert "keys matching `^[1-6]$` to [player materials](#adventure-materials)" in setup  # patternProperties
    coord = _section(plain, "def-coord")
    assert "| 1 | Column | whole number 0–199 |" in coord  # prefixItems
    assert "whole number from -5 to 5, not 0" in _section(plain, "effect-victory-points")  # not const


@pytest.mark.parametrize("anchor", ["faction-player-board", "faction-board", "adventure-map", "adventure-setup",
                                    "adventure-area", "campaign-chapter", "event-cards-card"])
def test_nested_objects_have_their_own_tables(doc: str, anchor: str):
    assert "| Field | Type | Required | Default | Description |" in _section(doc, anchor)


# --------------------------------------------------------------------------- robustness


def test_a_new_schema_property_appears_without_code_changes():
    documents = copy.deepcopy(schemas.default_set().documents)
    adventure = documents["adventure.schema.json"]
    adventure["properties"]["weather"] = {
        "title": "Weather", "description": "Storm tables for the isle.", "type": "object",
        "additionalProperties": False,
        "properties": {
            "storms": {"title": "Storms", "description": "How many storms a year.",
                       "type": "integer", "minimum": 0, "maximum": 4, "default": 1},
            "wind": {"title": "Wind", "description": "Where the wind blows from.",
                     "anyOf": [{"const": "north", "title": "North", "description": "From the cold sea."},
                               {"const": "south", "title": "South", "description": "From the warm sea."}]},
            "eye": {"$ref": "common.schema.json#/$defs/coord", "title": "Eye", "description": "The storm's eye."},
            "by_players": {"title": "By players", "description": "Per player count.", "type": "object",
                           "patternProperties": {"^[1-6]$": {"type": "integer", "minimum": 1}},
                           "additionalProperties": False},
        },
        "dependentRequired": {"wind": ["storms"]},
    }
    documents["common.schema.json"]["$defs"]["effect"]["properties"]["calm_seas"] = {
        "title": "Calm seas", "description": "No storm this season.", "const": True}
    text = reference.render(documents)
    assert "| `weather` | mapping, see [Weather](#adventure-weather) | no |" in text
    weather = _section(text, "adventure-weather")
    assert "| `storms` | whole number 0–4 | no | `1` | How many storms a year. |" in weather
    assert "one of the [weather winds](#adventure-weather-wind)" in weather
    assert "| `north` | North | From the cold sea. |" in weather
    assert "[field](#def-coord) `[column, row]`" in weather
    assert "keys matching `^[1-6]$` to whole numbers, at least 1" in weather
    assert "If `wind` is given, `storms` must be given too." in weather
    assert "weather: {…}" in _section(text, "adventure")  # the skeleton
    calm = _section(text, "effect-calm-seas")
    assert "No storm this season." in calm and "`- calm_seas: true`" in calm


# --------------------------------------------------------------------------- main()


def test_check_passes_for_a_current_file(tmp_path: Path, capsys):
    current = tmp_path / "reference.md"
    current.write_text(reference.generate(), encoding="utf-8")
    assert reference.main(["--check", str(current), "--ruleset", "isles-of-terror"]) == 0
    for ruleset_id in ("isles-of-terror", "island-clash", "haze-islands", "finis-terrae", "cursed-island"):  # beside it
        reference.reference_path(current, ruleset_id).write_text(reference.generate(ruleset_id), encoding="utf-8")
    assert reference.main(["--check", str(current)]) == 0


def test_check_fails_for_a_stale_or_missing_file_and_says_how_to_fix_it(tmp_path: Path, capsys):
    stale = tmp_path / "reference.md"
    stale.write_text(reference.generate().replace("Rules vocabulary", "Rule vocabulary"), encoding="utf-8")
    assert reference.main(["--check", str(stale), "--ruleset", "isles-of-terror"]) == 1
    message = capsys.readouterr().err.strip()
    assert len(message.splitlines()) == 1
    assert "out of date" in message and "isleforge schema-docs --output" in message
    assert reference.main(["--check", str(tmp_path / "missing.md")]) == 1


def test_output_writes_exactly_the_generated_text(tmp_path: Path):
    target = tmp_path / "reference.md"
    target.write_text("old", encoding="utf-8")
    assert reference.main(["--output", str(target)]) == 0
    assert target.read_bytes() == reference.generate().encode("utf-8")
    assert reference.main(["--check", str(target)]) == 0


def test_without_options_it_prints_every_rulesets_reference(capsys):
    assert reference.main([]) == 0
    assert capsys.readouterr().out == "\n".join(reference.generate(r) for r in ("isles-of-terror", "cursed-island",
                                                                            "finis-terrae", "haze-islands", "island-clash"))
    assert reference.main(["--ruleset", "isles-of-terror"]) == 0
    assert capsys.readouterr().out == reference.generate()


def test_it_runs_as_a_module_without_qt(tmp_path: Path):
    target = tmp_path / "reference.md"
    code = ("import sys, runpy; sys.argv = ['reference', '--output', sys.argv[1]]; "
            "runpy.run_module('engine.content.reference', run_name='__main__')")
    check = ("import sys; import engine.content.reference; "
             "assert not any(m.startswith(('PySide6', 'editor')) for m in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code, str(target)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert target.read_text(encoding="utf-8") == reference.generate()
    assert subprocess.run([sys.executable, "-c", check], cwd=ROOT).returncode == 0


# --------------------------------------------------------------------------- schema quality


# Object schemas allowed to stay open, with the reason. Anything else with `properties` must be closed.
OPEN_BY_DESIGN = {
    ("content.schema.json", ""): "the dispatcher: `kind` picks a closed kind schema through allOf/if/then",
    ("playtest-report.schema.json", "/then"): "team play: the competitive keys are named only to forbid them; the "
                                              "report is closed by the composition",
    ("adventure-cards.schema.json", "/$defs/card/properties/order/then"): "names `icon` for ajv's strictRequired; the "
                                                                          "order itself is closed",
    ("report-sections.schema.json", "/then"): "a team report requires its `cooperative` section; the report "
                                              "itself is closed (ajv's strictRequired wants it named here)",
    # the report schemas are composed (engine/sim/report_schema.py): the generic core and a ruleset's
    # `schemas/<id>/report-sections.schema.json`, closed together by the composition's unevaluatedProperties
    ("playtest-report.schema.json", ""): "the generic core: closed when composed with the ruleset's sections",
    ("report-sections.schema.json", ""): "a ruleset's sections: closed when composed with the generic core",
    ("playtest-report.schema.json", "/properties/cooperative"): "team play: the ruleset's sections close it",
    ("playtest-report.schema.json", "/properties/length"): "every other key is one of the ruleset's length "
                                                          "measures (additionalProperties: a measure)",
    ("sweep-report.schema.json", "/properties/variants/items/properties/length"): "likewise",
    ("report-sections.schema.json", "/properties/length"): "a ruleset requires its own length measures; the "
                                                          "core describes and closes every measure",
}


def _walk(node, pointer: str = "", in_matcher: bool = False):
    """Every (sub)schema of a schema file, with its pointer and whether it sits in an `if` (a matcher)."""
    if not isinstance(node, dict):
        return
    yield node, pointer, in_matcher
    for keyword in ("$defs", "properties", "patternProperties", "dependentSchemas"):
        for name, sub in node.get(keyword, {}).items():
            yield from _walk(sub, f"{pointer}/{keyword}/{name}", in_matcher)
    for keyword in ("items", "additionalProperties", "unevaluatedProperties", "propertyNames", "contains", "not",
                    "if", "then", "else"):
        yield from _walk(node.get(keyword), f"{pointer}/{keyword}", in_matcher or keyword == "if")
    for keyword in ("prefixItems", "anyOf", "oneOf", "allOf"):
        for i, sub in enumerate(node.get(keyword, [])):
            yield from _walk(sub, f"{pointer}/{keyword}/{i}", in_matcher)


def _described(documents: dict[str, dict], file: str, sub: dict) -> dict:
    """A property's schema with its `$ref`s followed; a title or description beside the `$ref` wins."""
    merged, seen = dict(sub), 0
    while "$ref" in merged and seen < 20:
        target_file, _, fragment = merged.pop("$ref").partition("#")
        file = target_file or file
        target = documents[file]
        for token in fragment.split("/")[1:]:
            target = target[token.replace("~1", "/").replace("~0", "~")]
        merged, seen = {**target, **merged}, seen + 1
    return merged


def _quality_problems(directory: Path = SCHEMAS) -> list[str]:
    documents = {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(directory.glob("*.schema.json"))}
    problems = []
    for name, contents in documents.items():
        path = Path(name)
        for node, pointer, in_matcher in _walk(contents):
            if in_matcher:
                continue  # `if` subschemas only test a value; they are not documented shapes
            named = [(f"{pointer}/properties/{n}", s) for n, s in node.get("properties", {}).items()]
            named += [(f"{pointer}/$defs/{n}", s) for n, s in node.get("$defs", {}).items()]
            for where, sub in named:
                described = _described(documents, name, sub) if isinstance(sub, dict) else {}
                for keyword in ("title", "description"):
                    if not str(described.get(keyword, "")).strip():
                        problems.append(f"{path.name}#{where}: no {keyword}")
            if "properties" in node and node.get("additionalProperties") is not False \
                    and (path.name, pointer) not in OPEN_BY_DESIGN:
                problems.append(f"{path.name}#{pointer or '/'}: object with properties is not closed "
                                "(additionalProperties: false)")
    return problems


@pytest.mark.parametrize("folder", [SCHEMAS, paths.common_schemas_dir(), paths.schemas_dir()], ids=lambda p: p.name)
def test_every_property_and_definition_has_a_title_and_description_and_objects_are_closed(folder: Path):
    problems = _quality_problems(folder)
    assert not problems, "schema quality problems:\n" + "\n".join(problems)


def test_the_schema_quality_check_finds_missing_texts_and_open_objects(tmp_path: Path):
    for path in SCHEMAS.glob("*.schema.json"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    broken = json.loads((tmp_path / "faction.schema.json").read_text(encoding="utf-8"))
    del broken["properties"]["colour"]["description"]
    broken["properties"]["figures"]["properties"]["boats"] = {"title": "Boats", "type": "integer"}
    del broken["properties"]["ability"]["additionalProperties"]
    broken["$defs"]["board"]["title"] = " "
    (tmp_path / "faction.schema.json").write_text(json.dumps(broken), encoding="utf-8")
    assert sorted(_quality_problems(tmp_path)) == sorted([
        "faction.schema.json#/properties/colour: no description",
        "faction.schema.json#/properties/figures/properties/boats: no description",
        "faction.schema.json#/properties/ability: object with properties is not closed (additionalProperties: false)",
        "faction.schema.json#/$defs/board: no title",
    ])


def test_island_clash_schemas_meet_the_same_quality_bar():
    assert _quality_problems(SCHEMAS / "island-clash") == []


def test_haze_islands_schemas_meet_the_same_quality_bar():
    assert _quality_problems(SCHEMAS.parent / "haze-islands") == []


def test_finis_terrae_schemas_meet_the_same_quality_bar():
    assert _quality_problems(SCHEMAS.parent / "finis-terrae") == []


def test_cursed_island_schemas_meet_the_same_quality_bar():
    assert _quality_problems(SCHEMAS.parent / "cursed-island") == []

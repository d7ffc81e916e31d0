"""The schemas work with third-party tools, and every bundled file points editors at its schema.

The schemas' `$id`s are https URLs that are not published, so check-jsonschema is given
`--base-uri` (the schema file's own URI): relative `$ref`s then resolve to the files beside it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from engine.content import paths, schemas
from engine.content.schema_refs import ID_BASE
from engine.content.yaml_io import parse_text
from engine.rulesets.isles_of_terror.content_kinds import KINDS as IOT_KINDS

LIBRARY = paths.library_dir()
ROOT = paths.schemas_dir()
SCHEMAS = ROOT / "isles-of-terror"
ALL_SCHEMAS = sorted(ROOT.rglob("*.schema.json"))
BUNDLED = sorted(LIBRARY.rglob("*.yaml"))


def schema_of(path: Path) -> Path:
    """The schema of a bundled file: its kind's, in its ruleset's folder (`schemas/<ruleset>/`)."""
    data = parse_text(path.read_text(encoding="utf-8"), str(path)).data
    return ROOT / data.get("ruleset", "isles-of-terror") / f"{data['kind']}.schema.json"


DEFAULT_BUNDLED = [p for p in BUNDLED if schema_of(p).parent == SCHEMAS]  # what content.schema.json dispatches


@pytest.mark.parametrize("path", ALL_SCHEMAS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_schema_is_a_valid_2020_12_schema_with_an_id_that_mirrors_its_path(path: Path):
    schema = json.loads(path.read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == ID_BASE + path.relative_to(ROOT).as_posix()
    Draft202012Validator.check_schema(schema)


def test_there_is_one_schema_per_kind_plus_shared_and_report_schemas():
    assert [p.relative_to(ROOT).as_posix() for p in ALL_SCHEMAS] == sorted(
        [f"isles-of-terror/{k}.schema.json" for k in IOT_KINDS]
        + ["isles-of-terror/common.schema.json", "isles-of-terror/content.schema.json",
           "common/library.schema.json", "playtest-report.schema.json", "sweep-report.schema.json",
           "campaign-report.schema.json", "island-clash/adventure.schema.json",
           "island-clash/card-stacks.schema.json", "isles-of-terror/report-sections.schema.json",
           "island-clash/report-sections.schema.json"]
        + [f"haze-islands/{k}.schema.json" for k in ("common", "map-cards", "adventure-cards", "doom-cards", "adventure", "report-sections")]
        + [f"finis-terrae/{k}.schema.json" for k in ("common", "tile-set", "weather-deck", "adventure", "report-sections")]
        + [f"cursed-island/{k}.schema.json" for k in ("common", "island-map", "character-cards", "island-events",
                                                      "adventure-decks", "mystery-deck", "beast-deck", "invention-deck",
                                                      "starting-items", "discovery-tokens", "adventure",
                                                      "report-sections")])


def test_the_id_pattern_has_one_home_in_the_schemas():
    assert schemas.id_pattern() == schemas.default_set().documents["common.schema.json"]["$defs"]["id"]["pattern"]
    assert [schemas.is_valid_id(i) for i in ("drowned-temple", "isle2", "Drowned", "a--b", "-a", "a" * 64, "a" * 65)] \
        == [True, True, False, False, False, True, False]
    assert not schemas.is_valid_id("my-isle\n")  # the schemas' `$` is ECMA-262's: the very end of the text


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: str(p.relative_to(LIBRARY)))
def test_each_file_names_the_schema_of_its_kind_on_its_first_line(path: Path):
    text = path.read_text(encoding="utf-8")
    first = text.splitlines()[0]
    prefix = "# yaml-language-server: $schema="
    assert first.startswith(prefix)
    assert (path.parent / first[len(prefix):]).resolve() == schema_of(path).resolve()


def _check_jsonschema(schema: Path) -> list[str]:
    found = shutil.which("check-jsonschema") or str(Path(sys.executable).with_name("check-jsonschema"))
    if not Path(found).exists():
        pytest.fail("check-jsonschema is part of the test extras; install them with pip install -e '.[test]'")
    return [found, "--base-uri", schema.resolve().as_uri(), "--schemafile", str(schema)]


def test_check_jsonschema_accepts_the_bundled_files_with_the_dispatching_schema():
    result = subprocess.run([*_check_jsonschema(SCHEMAS / "content.schema.json"), *map(str, DEFAULT_BUNDLED)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok -- validation done" in result.stdout


# check-jsonschema run once per schema in one interpreter (its own `main`, the arguments of its command
# line): thirty starts of the program cost about 8 s of the suite.
_RUN_EACH = """
import contextlib, io, json, sys
from check_jsonschema import main
results = []
for argv in json.load(sys.stdin):
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = main.main(args=argv, standalone_mode=False)
    results.append([code, out.getvalue()])
print(json.dumps(results))
"""


def test_check_jsonschema_accepts_each_file_against_its_own_kind_schema():
    by_schema: dict[Path, list[str]] = {}
    for path in BUNDLED:
        by_schema.setdefault(schema_of(path), []).append(str(path))
    assert ROOT / "island-clash" / "card-stacks.schema.json" in by_schema  # the second game's files as well
    runs = [[*_check_jsonschema(schema)[1:], *files] for schema, files in by_schema.items()]
    result = subprocess.run([sys.executable, "-c", _RUN_EACH], input=json.dumps(runs), capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    outcomes = json.loads(result.stdout)
    assert [(schema.name, code) for schema, (code, _) in zip(by_schema, outcomes, strict=True) if code != 0] == [], \
        [text for code, text in outcomes if code != 0]
    assert all("ok -- validation done" in text for _, text in outcomes)


def test_check_jsonschema_rejects_what_isleforge_rejects(tmp_path: Path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: boss-cards\nschema_version: 1\nid: b\nset: core\ntitle: B\ncards:\n"
                      "  - id: x\n    title: X\n    rulez: []\n", encoding="utf-8")
    result = subprocess.run([*_check_jsonschema(SCHEMAS / "content.schema.json"), str(broken)],
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert "rulez" in result.stdout

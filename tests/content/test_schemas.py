"""The schemas work with third-party tools, and every bundled file points editors at its schema."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from engine.content import paths, schemas
from engine.content.yaml_io import parse_text

LIBRARY = paths.library_dir()
SCHEMAS = paths.schemas_dir()
BUNDLED = sorted(LIBRARY.rglob("*.yaml"))


def schema_of(path: Path) -> Path:
    """The schema of a bundled file: its kind's, in its ruleset's folder (`schemas/<ruleset>/` for another game)."""
    data = parse_text(path.read_text(encoding="utf-8"), str(path)).data
    folder = SCHEMAS / data["ruleset"] if data.get("ruleset", "isles-of-terror") != "isles-of-terror" else SCHEMAS
    return folder / f"{data['kind']}.schema.json"


DEFAULT_BUNDLED = [p for p in BUNDLED if schema_of(p).parent == SCHEMAS]  # the files content.schema.json dispatches


@pytest.mark.parametrize("path", sorted(SCHEMAS.glob("*.schema.json")), ids=lambda p: p.name)
def test_every_schema_is_a_valid_2020_12_schema(path: Path):
    schema = json.loads(path.read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def test_there_is_one_schema_per_kind_plus_shared_and_report_schemas():
    assert sorted(p.name for p in SCHEMAS.glob("*.schema.json")) == sorted(
        [f"{k}.schema.json" for k in schemas.KINDS]
        + ["common.schema.json", "content.schema.json", "playtest-report.schema.json", "sweep-report.schema.json"])


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: str(p.relative_to(LIBRARY)))
def test_each_file_names_the_schema_of_its_kind_on_its_first_line(path: Path):
    text = path.read_text(encoding="utf-8")
    first = text.splitlines()[0]
    prefix = "# yaml-language-server: $schema="
    assert first.startswith(prefix)
    assert (path.parent / first[len(prefix):]).resolve() == schema_of(path).resolve()


def _check_jsonschema() -> str:
    found = shutil.which("check-jsonschema") or str(Path(sys.executable).with_name("check-jsonschema"))
    if not Path(found).exists():
        pytest.fail("check-jsonschema is part of the test extras; install them with pip install -e '.[test]'")
    return found


def test_check_jsonschema_accepts_the_bundled_files_with_the_dispatching_schema():
    result = subprocess.run([_check_jsonschema(), "--schemafile", str(SCHEMAS / "content.schema.json"),
                             *map(str, DEFAULT_BUNDLED)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok -- validation done" in result.stdout


def test_check_jsonschema_accepts_each_file_against_its_own_kind_schema():
    by_schema: dict[Path, list[str]] = {}
    for path in BUNDLED:
        by_schema.setdefault(schema_of(path), []).append(str(path))
    assert SCHEMAS / "island-clash" / "card-stacks.schema.json" in by_schema  # the second game's files too
    for schema, files in by_schema.items():
        result = subprocess.run([_check_jsonschema(), "--schemafile", str(schema), *files],
                                capture_output=True, text=True)
        assert result.returncode == 0, (schema.name, result.stdout + result.stderr)


def test_check_jsonschema_rejects_what_isleforge_rejects(tmp_path: Path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: boss-cards\nschema_version: 1\nid: b\nset: core\ntitle: B\ncards:\n"
                      "  - id: x\n    title: X\n    rulez: []\n", encoding="utf-8")
    result = subprocess.run([_check_jsonschema(), "--schemafile", str(SCHEMAS / "content.schema.json"), str(broken)],
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert "rulez" in result.stdout

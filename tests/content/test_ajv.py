"""A second validator agrees: ajv (strict, draft 2020-12) compiles every schema, resolving `$ref`s by
`$id`, accepts the bundled library and rejects exactly the error fixtures `isleforge validate`'s
schema stage rejects.

ajv is a Node tool; the test installs nothing. It runs when `ajv` (npm `ajv-cli`) and npm
`ajv-formats` are installed under the project's `node_modules` or `ajv` is on PATH, e.g. after
`npm install --no-save ajv-cli@5 ajv-formats@3` in the repository root, and is skipped otherwise.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from engine.content import paths
from engine.content.library import load_file
from engine.rulesets.isles_of_terror.content_kinds import KINDS as IOT_KINDS

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = paths.schemas_dir()
RULESET = SCHEMAS / "isles-of-terror"
ERRORS = Path(__file__).parent / "errors"


def _ajv() -> list[str]:
    local = ROOT / "node_modules" / ".bin" / "ajv"
    found = str(local) if local.exists() else shutil.which("ajv")
    if found is None or shutil.which("node") is None:
        pytest.skip("ajv is not installed: run `npm install --no-save ajv-cli@5 ajv-formats@3` in the repository root")
    return [found]


def _run(command: str, schema: Path, references: list[Path], data: list[Path] = ()) -> subprocess.CompletedProcess:
    args = [*_ajv(), command, "--spec=draft2020", "--strict=true", "-c", "ajv-formats", "-s", str(schema)]
    args += [a for r in references for a in ("-r", str(r))]
    args += [a for d in data for a in ("-d", str(d))]
    return subprocess.run(args, capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)


def _others(schema: Path) -> list[Path]:
    """The schemas `schema` may refer to: its own folder's and the common ones."""
    return [p for p in sorted(schema.parent.glob("*.schema.json")) + sorted(paths.common_schemas_dir().glob("*.json"))
            if p != schema]


def _schema_of(content) -> Path:
    """The schema a content file is checked against: Isles of Terror's `content.schema.json` (it
    dispatches on `kind`), another ruleset's schema for the kind, the common manifest schema."""
    if content.ruleset in (None, "isles-of-terror"):
        return RULESET / "content.schema.json"
    return SCHEMAS / content.ruleset / f"{content.kind}.schema.json"


def _verdicts(result: subprocess.CompletedProcess) -> dict[str, bool]:
    """ajv's 'FILE valid' / 'FILE invalid' lines, by file name."""
    found = re.findall(r"^(\S+) (valid|invalid)$", result.stdout + result.stderr, flags=re.MULTILINE)
    return {Path(name).name: verdict == "valid" for name, verdict in found}


def _as_json(sources: list[Path], folder: Path) -> list[Path]:
    """Each file's parsed data as JSON, so both validators see the same values."""
    out = []
    for source in sources:
        target = folder / (source.stem + ".json")
        target.write_text(json.dumps(load_file(source).data), encoding="utf-8")
        out.append(target)
    return out


@pytest.mark.parametrize("schema", [RULESET / "content.schema.json", SCHEMAS / "playtest-report.schema.json",
                                    paths.common_schemas_dir() / "library.schema.json",
                                    *sorted((SCHEMAS / "island-clash").glob("*.schema.json")),
                                    *sorted((SCHEMAS / "haze-islands").glob("*.schema.json")),
                                    *sorted((SCHEMAS / "finis-terrae").glob("*.schema.json")),
                                    *sorted((SCHEMAS / "cursed-island").glob("*.schema.json"))],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_ajv_compiles_the_schemas_in_strict_mode(schema: Path):
    result = _run("compile", schema, _others(schema))
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"schema {schema} is valid" in result.stdout + result.stderr


def test_ajv_accepts_every_file_of_the_bundled_library(tmp_path: Path):
    by_schema: dict[Path, list[Path]] = {}
    for source in sorted(paths.library_dir().rglob("*.yaml")):
        by_schema.setdefault(_schema_of(load_file(source)), []).append(source)
    assert len(by_schema) > 1  # every ruleset's files, each against its own schemas
    for schema, sources in by_schema.items():
        data = _as_json(sources, tmp_path)
        result = _run("validate", schema, _others(schema), data)
        assert result.returncode == 0, result.stdout + result.stderr
        assert _verdicts(result) == {d.name: True for d in data}


def test_ajv_rejects_the_error_fixtures_that_the_schema_stage_rejects(tmp_path: Path):
    checked = {}
    for source in sorted(ERRORS.glob("*.yaml")):
        content = load_file(source)
        if content.kind in IOT_KINDS:  # the file parsed and has a kind: the schema stage ran
            checked[source.stem + ".json"] = not any(d.code.startswith("schema/") for d in content.diagnostics)
    sources = [ERRORS / (name[:-5] + ".yaml") for name in checked]
    schema = RULESET / "content.schema.json"
    result = _run("validate", schema, _others(schema), _as_json(sources, tmp_path))
    assert _verdicts(result) == checked
    assert sorted(name for name, ok in checked.items() if not ok) == [
        "missing-tile-value.json", "missing-trigger.json", "multi-term-entry.json", "unknown-key.json",
        "wrong-types.json"]

"""Validation speed: the bundled library cold against check-jsonschema, warm, and one re-validation after an edit.

Run: python benchmarks/validate_library.py [--rounds N]

The comparison (issue 32: `isleforge validate` cold ÷ check-jsonschema <= 0.15) is cold process
against cold process, CPU time (user + system of the child, from `getrusage`), the two interleaved
round by round so a loaded machine weighs on both alike; it prints the medians and their ratio.

check-jsonschema gets the same files and the same schemas: every file goes to the schemas of its
own ruleset (its `ruleset:`, else its folder's `library.yaml`, else the default game's, as
`isleforge validate` finds it), one check-jsonschema process per ruleset, and its CPU is the sum of
those processes. A ruleset whose folder has no `content.schema.json` (one schema dispatching on
`kind`) gets one written into a temporary copy of `schemas/`, built from the ruleset's `kinds`
exactly like Isles of Terror's own. Every run of it must pass: a file checked against the wrong
schema fails the benchmark instead of timing an error report.

Both commands run as installed tools run: with their byte-code compiled (`PYTHONDONTWRITEBYTECODE`
is dropped from the children's environment and each command runs once before the rounds; pip
compiles an installed package, and check-jsonschema's own modules are compiled already).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.content import paths, rulesets  # noqa: E402
from engine.content.validate import validate_paths  # noqa: E402
from engine.content.yaml_io import read_file  # noqa: E402
from engine.core import ruleset as registry  # noqa: E402

DISPATCH = "content.schema.json"


def child_cpu(run: Callable[[], object]) -> float:
    """CPU seconds (user + system) the child processes started by ``run`` used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median_time(function, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        function()
        times.append(time.process_time() - start)
    return statistics.median(times)


def files_by_ruleset(files: list[Path]) -> dict[str, list[Path]]:
    """Each file under the ruleset it is written for (its `ruleset:`, its manifest's, or the default)."""
    groups: dict[str, list[Path]] = {}
    for path in files:
        data = read_file(path).data
        if isinstance(data, dict) and data.get("kind") == "library":
            continue  # a folder's manifest: checked against schemas/common, not a ruleset's content
        ruleset_id = rulesets.declared(path, data)[0] if isinstance(data, dict) else registry.DEFAULT_RULESET
        groups.setdefault(ruleset_id, []).append(path)
    return groups


def dispatch_schema(ruleset: registry.Ruleset) -> dict:
    """One schema for every kind of a ruleset, chosen by `kind` (the shape of Isles of Terror's content.schema.json)."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"https://isleforge.dev/schemas/{ruleset.schema_dir.name}/{DISPATCH}",
        "type": "object",
        "required": ["kind"],
        "properties": {"kind": {"enum": list(ruleset.kinds)}},
        "allOf": [{"if": {"properties": {"kind": {"const": kind}}, "required": ["kind"]},
                   "then": {"$ref": f"{kind}.schema.json"}} for kind in ruleset.kinds],
    }


def check_jsonschema_runs(checker: str, groups: dict[str, list[Path]], copy: Path) -> list[list[str]]:
    """One check-jsonschema command per ruleset: its files against its schemas (in ``copy``, a copy of schemas/)."""
    shutil.copytree(paths.schemas_dir(), copy)
    runs = []
    for ruleset_id, files in sorted(groups.items()):
        ruleset = registry.get(ruleset_id)
        schema = copy / ruleset.schema_dir.name / DISPATCH
        if not schema.exists():
            schema.write_text(json.dumps(dispatch_schema(ruleset), indent=2), encoding="utf-8")
        runs.append([checker, "--base-uri", schema.as_uri(), "--schemafile", str(schema), *map(str, files)])
    return runs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (medians are printed)")
    args = parser.parse_args()
    library = paths.library_dir()
    files = sorted(library.rglob("*.yaml"))
    lines = sum(p.read_text(encoding="utf-8").count("\n") for p in files)
    groups = files_by_ruleset(files)
    print(f"bundled library: {len(files)} files, {lines} lines; "
          + ", ".join(f"{ruleset_id}: {len(group)}" for ruleset_id, group in sorted(groups.items())))
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

    def run(command: list[str]) -> None:
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True, env=environment)

    ours = [sys.executable, "-m", "editor.cli", "validate"]
    checker = shutil.which("check-jsonschema") or str(Path(sys.executable).with_name("check-jsonschema"))
    with tempfile.TemporaryDirectory() as folder:
        theirs = check_jsonschema_runs(checker, groups, Path(folder) / "schemas") if Path(checker).exists() else []
        for command in [ours, *theirs]:  # byte-code written, and every run passes
            run(command)
        cold, other, ratios = [], [], []
        for _ in range(args.rounds):
            cold.append(child_cpu(lambda: run(ours)))
            if theirs:
                other.append(child_cpu(lambda: [run(command) for command in theirs]))
                ratios.append(cold[-1] / other[-1])
    print(f"isleforge validate, cold process, CPU:           {statistics.median(cold) * 1000:8.1f} ms "
          f"(median of {args.rounds}; {', '.join(f'{t * 1000:.0f}' for t in cold)})")
    if theirs:
        print(f"check-jsonschema, same files and schemas, CPU:   {statistics.median(other) * 1000:8.1f} ms "
              f"({len(theirs)} process{'es' * (len(theirs) != 1)}, one per ruleset; "
              f"{', '.join(f'{t * 1000:.0f}' for t in other)})")
        print(f"cold ratio isleforge ÷ check-jsonschema:         {statistics.median(cold) / statistics.median(other):8.2f} "
              f"(ratio of medians; median of per-round ratios {statistics.median(ratios):.2f}; goal <= 0.15)")
    else:
        print("check-jsonschema is not installed; pip install check-jsonschema to compare")

    validation = validate_paths([library])  # imports, schema compilation
    assert validation.ok, [d.to_text() for d in validation.errors]
    warm = median_time(lambda: validate_paths([library]), args.rounds)
    print(f"validate library, warm (in process), CPU:        {warm * 1000:8.1f} ms")

    adventure = library / "drowned-temple.yaml"
    original = adventure.read_text(encoding="utf-8")
    edited = original.replace("\nyears: 2\n", "\nyears: 3\n", 1)
    assert edited != original, "the benchmark's one-field edit no longer applies"
    flip = [edited, original]

    def revalidate() -> None:
        validation.replace_file(adventure, flip[0])
        flip.reverse()

    once = median_time(revalidate, args.rounds * 3)
    print(f"re-validate drowned-temple after a one-field edit: {once * 1000:6.1f} ms CPU")
    validation.replace_file(adventure, original)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Validation speed: the bundled library cold and warm, one re-validation after an edit.

Run: python benchmarks/validate_library.py [--repeat N]
Prints median wall-clock times. Bars (docs/brief): library warm < 1 s (goal
< 0.2 s), re-validation after one edit < 100 ms (goal < 20 ms). The comparison
with schema-only check-jsonschema is cold process against cold process (issue 12:
a warm in-process figure against another tool's cold start flattered us).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.content import paths  # noqa: E402
from engine.content.validate import validate_paths  # noqa: E402


def median_time(function, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=7, help="runs per measurement (median is printed)")
    args = parser.parse_args()
    library = paths.library_dir()
    files = sorted(library.rglob("*.yaml"))
    lines = sum(p.read_text(encoding="utf-8").count("\n") for p in files)
    print(f"bundled library: {len(files)} files, {lines} lines")

    command = [sys.executable, "-m", "editor.cli", "validate"]
    cold = median_time(lambda: subprocess.run(command, cwd=ROOT, check=True, capture_output=True), max(3, args.repeat // 2))
    print(f"validate library, cold process (isleforge validate): {cold * 1000:8.1f} ms")

    validation = validate_paths([library])  # imports, schema compilation
    assert validation.ok, [d.to_text() for d in validation.errors]
    warm = median_time(lambda: validate_paths([library]), args.repeat)
    print(f"validate library, warm (in process):                 {warm * 1000:8.1f} ms")

    adventure = library / "drowned-temple.yaml"
    original = adventure.read_text(encoding="utf-8")
    edited = original.replace("\nyears: 2\n", "\nyears: 3\n", 1)
    assert edited != original, "the benchmark's one-field edit no longer applies"
    flip = [edited, original]

    def revalidate() -> None:
        validation.replace_file(adventure, flip[0])
        flip.reverse()

    once = median_time(revalidate, args.repeat * 3)
    print(f"re-validate drowned-temple after a one-field edit:   {once * 1000:8.1f} ms")
    validation.replace_file(adventure, original)

    checker = shutil.which("check-jsonschema") or str(Path(sys.executable).with_name("check-jsonschema"))
    if Path(checker).exists():
        schema = paths.schemas_dir() / "isles-of-terror" / "content.schema.json"
        run = [checker, "--base-uri", schema.as_uri(), "--schemafile", str(schema), *map(str, files)]
        other = median_time(lambda: subprocess.run(run, check=True, capture_output=True), max(3, args.repeat // 2))
        print(f"check-jsonschema on the same files, cold process:    {other * 1000:8.1f} ms   "
              f"(isleforge validate, cold, takes {cold / other:.2f}x as long; schema only vs everything)")
    else:
        print("check-jsonschema is not installed; pip install check-jsonschema to compare")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""CPU time of a fresh `pip install .`: the default (pure-Python engine) and the opt-in compiled engine.

Run: python benchmarks/install_time.py [--rounds N] [--compiled-rounds N] [--no-deps]

What a designer on a fresh machine runs, measured honestly (issue 31): each round copies the repository
without its build products (no `build/`, `*.so`, `*.c`, `_compiled.json`: a clean clone), creates a fresh
virtual environment and runs `pip install .` there, with pip's build isolation as on a fresh machine. The
figure is the CPU time (user + system) of every child process, from `resource.getrusage(RUSAGE_CHILDREN)`
around the install alone, so other programs on a loaded machine do not count; the wall time is printed
beside it. The dependencies and the build requirements are downloaded once into a wheelhouse before the
rounds (not timed) and installed from it with `--no-index`, so the network's speed does not count either.
`--no-deps` installs Isleforge alone (the build's share). The opt-in rounds set `ISLEFORGE_COMPILE=1`
(setup.py); `--compiled-rounds 0` skips them (each takes several CPU-minutes). The last line is the ratio
of the medians, compiled / default.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLEAN = shutil.ignore_patterns(".git", "build", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis",
                               ".venv", "node_modules", "*.so", "*.pyd", "*.c", "_compiled.json", ".mypy_cache",
                               ".ruff_cache")


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _requirements() -> list[str]:
    """The project's dependencies and build requirements, as pyproject.toml names them."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return project["project"]["dependencies"] + project["build-system"]["requires"] + ["wheel"]


def fill_wheelhouse(folder: Path) -> None:
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--dest", str(folder), *_requirements()]
    subprocess.run(command, check=True)


def one_install(work: Path, wheelhouse: Path, *, compiled: bool, deps: bool) -> tuple[float, float]:
    """(CPU seconds of the children, wall seconds) of `pip install .` into a fresh venv from a clean copy."""
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=CLEAN)
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    env = {**os.environ, "PIP_NO_INDEX": "1", "PIP_FIND_LINKS": str(wheelhouse), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("ISLEFORGE_PURE_PYTHON", None)
    env.pop("ISLEFORGE_COMPILE", None)
    if compiled:
        env["ISLEFORGE_COMPILE"] = "1"
    command = [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", str(source)]
    if not deps:
        command.insert(4, "--no-deps")
    cpu, wall = _children_cpu(), time.perf_counter()
    subprocess.run(command, check=True, env=env, cwd=work)
    cpu, wall = _children_cpu() - cpu, time.perf_counter() - wall
    check = subprocess.run([str(venv / "bin" / "python"), "-c", "from engine import _compiled; print(_compiled.describe())"],
                           capture_output=True, text=True, cwd=work, env={**env, "PYTHONPATH": ""})
    print(f"  {'compiled' if compiled else 'default '}: {cpu:6.1f} CPU-s  {wall:6.1f} s wall  ({check.stdout.strip()})",
          flush=True)
    return cpu, wall


def rounds(count: int, wheelhouse: Path, *, compiled: bool, deps: bool) -> list[float]:
    figures = []
    for _ in range(count):
        with tempfile.TemporaryDirectory(prefix="isleforge-install-") as folder:
            figures.append(one_install(Path(folder), wheelhouse, compiled=compiled, deps=deps)[0])
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="default installs (pure-Python engine)")
    parser.add_argument("--compiled-rounds", type=int, default=1, help="installs with ISLEFORGE_COMPILE=1")
    parser.add_argument("--no-deps", action="store_true", help="install Isleforge alone, not its dependencies")
    args = parser.parse_args()
    deps = not args.no_deps
    print(f"pip install .{'' if deps else ' --no-deps'} into a fresh venv, {os.cpu_count()} cores; "
          "CPU = user + system time of the child processes", flush=True)
    with tempfile.TemporaryDirectory(prefix="isleforge-wheels-") as folder:
        wheelhouse = Path(folder)
        fill_wheelhouse(wheelhouse)
        default = rounds(args.rounds, wheelhouse, compiled=False, deps=deps)
        compiled = rounds(args.compiled_rounds, wheelhouse, compiled=True, deps=deps)
    print(f"default install:  median {statistics.median(default):.1f} CPU-s, min {min(default):.1f} "
          f"({len(default)} rounds; goal < 120 CPU-s)")
    if compiled:
        print(f"ISLEFORGE_COMPILE=1: median {statistics.median(compiled):.1f} CPU-s, min {min(compiled):.1f} "
              f"({len(compiled)} rounds)")
        print(f"ratio compiled / default: {statistics.median(compiled) / statistics.median(default):.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Before/after proof for refactors: every output a user can keep, written to a folder and fingerprinted.

Run: python benchmarks/identical_outputs.py OUT_DIR        (writes the outputs and a SHA256SUMS file)
     python benchmarks/identical_outputs.py OUT_DIR --rev REV   (the same for a git revision, built in
                                                                a temporary worktree with this Python)
     python benchmarks/identical_outputs.py --compare DIR_A DIR_B   (exit 1 and the differing files)

What it writes, through the public surface only (the `isleforge` command and `PlaytestSession`), so
the same script runs on both sides of a refactor that moves engine modules:
- golden transcripts: `replay` of fixed games (every event, as text) for every bundled adventure;
- fixed-seed balance reports: `playtest --json`, `--html` and the terminal summary, random and
  greedy bots, one and two worker processes (the report must not depend on --jobs);
- saved playtest sessions: a bot-played `PlaytestSession` saved to `*.playtest.json`.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ADVENTURES = ("first-landing", "drowned-temple", "ember-crown")

SESSION_SCRIPT = """
import sys
from engine.content.resolve import load_adventure
from engine.sim.session import PlaytestSession, SessionSetup
adventure = load_adventure(sys.argv[1])
factions = tuple(f.id for f in adventure.factions)[:3]
session = PlaytestSession(adventure, SessionSetup(factions, ("random", "greedy", "random"), seed=11))
for _ in range(int(sys.argv[3])):
    if session.advance() is None:
        break
session.go_to(session.length // 2)
session.save(sys.argv[2])
"""


# An editable install of Isleforge adds an import finder that would supply a module the tree being
# measured does not have (a package that exists only in the newer tree) from the installed checkout:
# the child drops it first, so every module comes from the tree on PYTHONPATH or nowhere.
ONLY_THE_TREE = ("import sys; sys.meta_path[:] = [f for f in sys.meta_path "
                 "if not getattr(f, '__module__', '').startswith('__editable__')]; ")


def _run(cwd: Path, args: list[str], out: Path | None = None) -> None:
    env = dict(os.environ, PYTHONPATH=str(cwd), PYTHONHASHSEED="0")
    if args[0] == "-m":
        args = ["-c", ONLY_THE_TREE + f"import runpy; runpy.run_module({args[1]!r}, run_name='__main__', alter_sys=True)",
                *args[2:]]
    else:
        args = [args[0], ONLY_THE_TREE + args[1], *args[2:]]
    done = subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True)
    if out is not None:
        out.write_text(done.stdout, encoding="utf-8")
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(args)} failed ({done.returncode}):\n{done.stderr[-2000:]}")


def write_outputs(source: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    cli = ["-m", "editor.cli"]
    # the event codes, one line each (`--raw`; a tree from before prose became the default prints them anyway)
    command_line = source / "editor" / "cli.py"  # editor/cli/ from session 7 on: the package
    texts = [command_line.read_text(encoding="utf-8")] if command_line.is_file() else \
        [p.read_text(encoding="utf-8") for p in sorted((source / "editor" / "cli").glob("*.py"))]
    raw = ["--raw"] if any("--raw" in text for text in texts) else []
    for adventure in ADVENTURES:
        for game in (0, 3):
            _run(source, [*cli, "replay", *raw, adventure, "--seed", "7", "--game", str(game), "--players", "3",
                          "--bots", "random"], out / f"replay-{adventure}-random-g{game}.txt")
        _run(source, [*cli, "replay", *raw, adventure, "--seed", "5", "--game", "1", "--players", "3", "--bots", "greedy"],
             out / f"replay-{adventure}-greedy-g1.txt")
        for bots, games, jobs in (("random", 60, 1), ("random", 60, 2), ("greedy", 10, 1)):
            stem = f"report-{adventure}-{bots}-{games}-j{jobs}"
            _run(source, [*cli, "playtest", adventure, "--games", str(games), "--bots", bots, "--seed", "3",
                          "--jobs", str(jobs), "--json", str(out / f"{stem}.json"),
                          "--html", str(out / f"{stem}.html")], out / f"{stem}.txt")
        session = out / f"session-{adventure}.playtest.json"
        _run(source, ["-c", SESSION_SCRIPT, adventure, str(session), "400"])
    sums = [f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.name}" for p in sorted(out.iterdir())
            if p.name != "SHA256SUMS"]
    (out / "SHA256SUMS").write_text("\n".join(sums) + "\n", encoding="utf-8")
    print(f"{len(sums)} outputs written to {out}")


def compare(a: Path, b: Path) -> int:
    names = sorted({p.name for p in a.iterdir()} | {p.name for p in b.iterdir()})
    differ = [n for n in names if not (a / n).exists() or not (b / n).exists()
              or (a / n).read_bytes() != (b / n).read_bytes()]
    for name in differ:
        print(f"differs: {name}")
    print(f"{len(names) - len(differ)} of {len(names)} outputs byte-identical")
    return 1 if differ else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, help="folder to write the outputs to")
    parser.add_argument("--rev", help="a git revision to build the outputs of (default: the working tree)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("DIR_A", "DIR_B"))
    args = parser.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("give OUT_DIR or --compare DIR_A DIR_B")
    if args.rev is None:
        write_outputs(ROOT, args.out.resolve())
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), args.rev], check=True,
                       capture_output=True)
        try:
            write_outputs(tree, args.out.resolve())
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())

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
- saved playtest sessions: a bot-played `PlaytestSession` saved to `*.playtest.json`;
- the same three for every bundled Island Clash adventure (`adventures/island-clash/`): a replay,
  a fixed-seed random-bot report (json, html, summary) and a saved session. A baseline written
  before these were added lacks them: `--compare` lists them as differing (missing on one side).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
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


# Island Clash's adventures (`ruleset: island-clash`): the first player count each allows, its first mode.
CLASH_FOLDER = "adventures/island-clash"
CLASH_SESSION_SCRIPT = """
import sys
from engine.sim.content import load_playable
from engine.sim.session import PlaytestSession, SessionSetup
adventure = load_playable(sys.argv[1])
players = adventure.player_counts[0]
seats = ("random", "greedy", "random", "greedy")[:players]
session = PlaytestSession(adventure, SessionSetup(adventure.colours[:players], seats, seed=11, mode=adventure.modes[0]))
for _ in range(int(sys.argv[3])):
    if session.advance() is None:
        break
session.go_to(session.length // 2)
session.save(sys.argv[2])
"""


def clash_adventures(source: Path) -> list[tuple[str, int]]:
    """(id, first player count) of every bundled Island Clash adventure, read from its file's top lines."""
    found = []
    for path in sorted((source / CLASH_FOLDER).glob("*.yaml")):
        fields = dict(line.split(":", 1) for line in path.read_text(encoding="utf-8").splitlines()
                      if line[:1].isalpha() and ":" in line)
        if fields.get("kind", "").strip() == "adventure":
            players = fields["players"].strip().strip("[]").split(",")[0]
            found.append((fields["id"].strip(), int(players)))
    return found


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
    for adventure, players in clash_adventures(source):  # none in a tree from before Island Clash
        _run(source, [*cli, "replay", *raw, adventure, "--seed", "7", "--game", "0", "--players", str(players),
                      "--bots", "random"], out / f"replay-{adventure}-random-g0.txt")
        stem = f"report-{adventure}-random-40-j1"
        _run(source, [*cli, "playtest", adventure, "--games", "40", "--bots", "random", "--seed", "3",
                      "--players", str(players), "--jobs", "1", "--json", str(out / f"{stem}.json"),
                      "--html", str(out / f"{stem}.html")], out / f"{stem}.txt")
        _run(source, ["-c", CLASH_SESSION_SCRIPT, adventure, str(out / f"session-{adventure}.playtest.json"), "400"])
    sums = [f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.name}" for p in sorted(out.iterdir())
            if p.name != "SHA256SUMS"]
    (out / "SHA256SUMS").write_text("\n".join(sums) + "\n", encoding="utf-8")
    print(f"{len(sums)} outputs written to {out}")


# An SVG's canvas (viewBox, width, height): what a heat map drawn on its fields' bounding box changes.
_CANVAS = re.compile(rb'<svg viewBox="[^"]*" width="[^"]*" height="[^"]*"')


def _why(a: Path, b: Path) -> str:
    """Why two outputs of one name differ, when it is simple to say."""
    if not a.exists() or not b.exists():
        return f" (only in {(a if a.exists() else b).parent})"
    if _CANVAS.sub(b"<svg", a.read_bytes()) == _CANVAS.sub(b"<svg", b.read_bytes()):
        return " (only in SVG canvases: viewBox, width, height)"
    return ""


def compare(a: Path, b: Path) -> int:
    names = sorted({p.name for p in a.iterdir()} | {p.name for p in b.iterdir()})
    differ = [n for n in names if not (a / n).exists() or not (b / n).exists()
              or (a / n).read_bytes() != (b / n).read_bytes()]
    for name in differ:
        print(f"differs: {name}{_why(a / name, b / name)}")
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

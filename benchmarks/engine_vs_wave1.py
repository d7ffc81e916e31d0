"""This engine against the wave-1 engine (commit e3a65257): bot games of drowned-temple per CPU-second, side by side.

Run: python benchmarks/engine_vs_wave1.py [--rounds 7] [--games 100] [--greedy-games 16] [--players 3]
                                          [--against e3a65257 | --against-tree PATH]

Issue 32 asks for an engine five times the first one. This script builds the old commit for real: it checks
it out into a temporary git worktree (`git worktree add --detach`, removed afterwards), and plays in child
processes, one per side and kind of bot, with that tree or this one first on `sys.path`:
- random: every seat a `RandomBot` (game i seeded i);
- greedy: every seat a `GreedyBot` (seat s of game i seeded i * 10 + s);
each on drowned-temple with `--players` seats, every side with its own bundled adventure and its own API
(wave 1: `engine.rules.Game(adventure, players, seed)` per game; now: a `Game` per seating as a run builds
it, `new_initial_state(seed)`). The `Game`s are built before the clock starts, on both sides (wave 1's own
benchmark did so too; its `Game` per seed would add about 4% to its games); each child then times the games,
every game's deal (`new_initial_state`) included, with
`time.process_time` (CPU time, so other programs on a loaded machine do not count), under the same
garbage-collector settings on both sides (those of the playtest runs, `engine.sim.batch`, applied by hand
so the old tree needs none of the new code). Rounds are interleaved, old then new, so both sides see the same
machine load; the medians over the rounds are printed, games per CPU-second of both and their ratio.
The first lines say which engine each side runs: this tree's is compiled where setup.py built it in place
(`ISLEFORGE_COMPILE=1 python setup.py build_ext --inplace`), else pure Python; `ISLEFORGE_PURE_PYTHON=1` in the
environment keeps it pure Python (wave 1 is pure Python). `--against REV` sets any other commit against this
tree the same way (say the branch's base, for what a branch gained); `--against-tree PATH` sets an existing
tree instead, as it is (a compiled build of the branch's base, for what a branch gained in the compiled build).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WAVE1 = "e3a65257"
GC_THRESHOLD = 10_000  # engine.sim.batch.GAMES_GC_THRESHOLD, repeated so the child needs nothing of this tree

# Run in a child with the tree's root as its working folder and first on sys.path: argv = kind, games, players.
CHILD = r"""
import gc, json, random, sys, time
sys.path.insert(0, ".")
kind, games, players = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
from engine.content.resolve import load_adventure
adventure = load_adventure("drowned-temple")
try:
    from engine.rules import Game  # wave 1: one Game per seed, which deals its own seed
    from engine.bots import GreedyBot, RandomBot
    engine = "wave 1 (pure Python)"

    def prepare(seed):
        return Game(adventure, players=players, seed=seed)

    def deal(game, seed):
        return game.new_initial_state()
except ImportError:
    from engine import _compiled
    from engine.bots import RandomBot
    from engine.rulesets.isles_of_terror import Game
    from engine.rulesets.isles_of_terror.game import draw_factions
    from engine.rulesets.isles_of_terror.greedy import GreedyBot
    engine = _compiled.describe()
    seated = {}

    def prepare(seed):
        factions = draw_factions(adventure, players, seed)
        game = seated.get(factions)
        if game is None:
            game = seated[factions] = Game(adventure, players=players, factions=factions)
        return game

    def deal(game, seed):
        return game.new_initial_state(seed)

def play(game, seed):
    state = deal(game, seed)
    if kind == "random":
        bots = [RandomBot(random.Random(seed))] * players
    else:
        bots = [GreedyBot(random.Random(seed * 10 + seat)) for seat in range(players)]
    actions = 0
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
        actions += 1
    return actions

prepared = [prepare(seed) for seed in range(games)]  # the Games, outside the timed games on both sides
gc.collect()
gc.freeze()
gc.set_threshold(GC_THRESHOLD, *gc.get_threshold()[1:])
start = time.process_time()
actions = sum(play(prepared[seed], seed) for seed in range(games))
seconds = time.process_time() - start
print(json.dumps({"seconds": seconds, "actions": actions, "engine": engine}))
""".replace("GC_THRESHOLD", str(GC_THRESHOLD))


@contextlib.contextmanager
def old_worktree(rev: str) -> Iterator[Path]:
    """Commit `rev` checked out in a temporary git worktree, removed (with its bookkeeping) afterwards."""
    with tempfile.TemporaryDirectory(prefix="isleforge-wave1-") as tmp:
        tree = Path(tmp) / "tree"
        added = subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(tree), rev],
                               capture_output=True, text=True)
        if added.returncode:
            raise SystemExit(f"engine_vs_wave1: cannot check out {rev!r} into a temporary worktree: "
                             f"{added.stderr.strip()} (fetch that commit, or name another with --against)")
        try:
            yield tree
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                           check=False, capture_output=True)
            subprocess.run(["git", "-C", str(ROOT), "worktree", "prune"], check=False, capture_output=True)


def child(tree: Path, kind: str, games: int, players: int) -> dict:
    """One round on one side: the child's own CPU seconds of `games` games, its actions and its engine."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-c", CHILD, kind, str(games), str(players)], cwd=tree, env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"engine_vs_wave1: the {kind}-bot games of {tree} failed:\n{done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds per kind of bot (median printed)")
    parser.add_argument("--games", type=int, default=100, help="random-bot games per round and side (0: none)")
    parser.add_argument("--greedy-games", type=int, default=16, help="greedy-bot games per round and side (0: none)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--against", default=WAVE1, help=f"the old commit (default {WAVE1}, the wave-1 engine)")
    parser.add_argument("--against-tree", type=Path, default=None,
                        help="an existing tree as the old side instead of a commit checked out (a compiled build of "
                             "the branch's base, say: what typing gained in the compiled build)")
    args = parser.parse_args(argv)
    kinds = [(kind, games) for kind, games in (("random", args.games), ("greedy", args.greedy_games)) if games > 0]
    if args.against_tree is not None:
        if not (args.against_tree / "engine").is_dir():
            raise SystemExit(f"engine_vs_wave1: {args.against_tree} holds no engine/ folder (give a repository's root)")
        args.against = str(args.against_tree)
    with (contextlib.nullcontext(args.against_tree) if args.against_tree is not None
          else old_worktree(args.against)) as old:
        sides = {args.against: old, "this tree": ROOT}
        seconds: dict[tuple[str, str], list[float]] = {}
        engines = {}
        for _ in range(args.rounds):
            for kind, games in kinds:
                for name, tree in sides.items():
                    result = child(tree, kind, games, args.players)
                    seconds.setdefault((kind, name), []).append(result["seconds"])
                    engines[name] = result["engine"]
    print(f"drowned-temple, {args.players} players, {args.rounds} interleaved rounds, CPU time of the games only")
    for name, engine in engines.items():
        print(f"  {name:>10}: {engine}")
    for kind, games in kinds:
        rates = {name: games / statistics.median(seconds[kind, name]) for name in sides}
        old_rate, new_rate = rates[args.against], rates["this tree"]
        print(f"{kind:>6} bots ({games} games a round): {args.against} {old_rate:8.1f} games/CPU-s   "
              f"this tree {new_rate:8.1f} games/CPU-s   ratio {new_rate / old_rate:5.2f}x (goal 5x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

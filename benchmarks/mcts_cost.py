"""What a search decision costs: ISMCTS at its default budget on fixed positions of every ruleset.

Run: python benchmarks/mcts_cost.py [--games 2] [--every 4] [--against 494e71b]
The positions are every `--every`-th decision with more than one legal action of `--games` fixed-seed
games (seeds 0, 1, ...) in which each move is the greedy bot's or a random one at even odds (so the
long games with crowded boards a search bot's own games reach are among them): drowned-temple (Isles of Terror) and lagoon-crossing (Island
Clash), 2 players, whole games, so late positions with large action sets count too. The bot
(`MCTSBot(random.Random(7))`, the default budget) searches each position; printed per adventure: CPU
milliseconds a decision (mean over the positions), iterations per CPU-second, a digest of the moves
picked and iterations spent (equal digests: the same search, so the costs compare like for like), and
Island Clash's cost a decision ÷ Isles of Terror's. With `--against REV` the same positions are searched by that
commit's bot too (its tree unpacked in a temporary folder), interleaved, so before and after are
side by side. Goals (issue 32): at most 50 ms a decision on drowned-temple, twice the iterations per
CPU-second, Island Clash within 3x Isles of Terror's cost a decision. Strength: `mcts_arena.py`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

if "--inner" in sys.argv:  # a measurement inside one tree: its `engine` comes first on sys.path
    sys.path.insert(0, os.getcwd())


def _entry_points_of_this_tree() -> None:
    """An older tree lacks rulesets the installed package names as entry points (Haze Islands before
    it landed): keep only the entry points whose module this tree has, or discovery fails there."""
    from importlib import metadata

    every = metadata.entry_points

    def present(**select):
        found = every(**select)
        if "group" not in select:
            return found
        return [ep for ep in found if _has_module(ep.module)]
    metadata.entry_points = present


def _has_module(name: str) -> bool:
    import importlib.util
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False

from side_by_side import ROOT, commit_tree, median  # noqa: E402

ADVENTURES = ("drowned-temple", "adventures/island-clash/lagoon-crossing.yaml")


def positions(spec: str, games: int, every: int) -> list:
    import random

    from engine.core import ruleset as rulesets
    from engine.sim.content import load_playable

    adventure = load_playable(spec)
    ruleset = rulesets.of(adventure)
    game = ruleset.new_game(adventure, players=2, mode=ruleset.default_mode(adventure))
    found = []
    for seed in range(games):
        state = game.new_initial_state(seed)
        bots = [ruleset.bot_table()["greedy"](random.Random(seed * 2 + seat)) for seat in range(2)]
        coin = random.Random(seed)
        count = 0
        while not state.is_terminal():
            actions = state.legal_actions()
            if len(actions) > 1:
                if count % every == 0:
                    found.append(state.clone())
                count += 1
            if coin.random() < 0.5:  # greedy's move or a random one: long games with crowded boards too
                state.apply_action(bots[state.current_player()].step(state))
            else:
                state.apply_action(actions[int(coin.random() * len(actions))])
    return found


def inner(games: int, every: int, options: dict) -> None:
    import hashlib
    import random
    import time

    from engine.bots.mcts import MCTSBot

    out = {}
    for spec in ADVENTURES:
        states = positions(spec, games, every)
        bot = MCTSBot(random.Random(7), **options)
        start = time.process_time()
        moves = [bot.step(state) for state in states]  # as in a game: `step` (more than one legal action: a search)
        seconds = time.process_time() - start
        # the moves picked and the iterations spent, hashed: two trees (or options) that print the same
        # digest searched the same positions to the same moves, so their costs compare like for like
        digest = hashlib.sha256(repr((moves, bot.total_iterations)).encode()).hexdigest()[:12]
        out[spec] = {"ms": 1000 * seconds / len(states), "ips": bot.total_iterations / seconds,
                     "iterations": bot.total_iterations // len(states), "positions": len(states), "moves": digest}
    print(json.dumps(out))


def measure(tree, games: int, every: int, options: str = "{}") -> dict:
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--inner", "--games", str(games), "--every",
                           str(every), "--options", options], cwd=tree, capture_output=True, text=True)
    if done.returncode:  # (an option MCTSBot does not take, say): its last line says what, not a traceback here
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise SystemExit(f"mcts_cost: the search in {tree} failed with --options {options}: {last}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _known_commit(rev: str) -> None:
    """Exit with a message (not git's traceback inside `commit_tree`) when this clone lacks the commit."""
    found = subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{rev}^{{commit}}"], capture_output=True)
    if found.returncode:
        raise SystemExit(f"mcts_cost: this clone has no commit {rev!r} to measure beside this tree (fetch it, or "
                         f"name another with --against)")


def report(name: str, rounds: list[dict]) -> None:
    iot, clash = ADVENTURES
    for spec in ADVENTURES:
        rows = [r[spec] for r in rounds]
        print(f"{name} {Path(spec).stem:<16} {median(r['ms'] for r in rows):6.1f} ms CPU a decision, "
              f"{median(r['ips'] for r in rows):5.0f} iterations/CPU-s ({rows[0]['iterations']} a decision, "
              f"{rows[0]['positions']} positions, moves {rows[0].get('moves', '?')})")
    print(f"{name} island clash / isles of terror cost a decision: "
          f"{median(r[clash]['ms'] / r[iot]['ms'] for r in rounds):.2f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--against", metavar="REV", help="also measure this commit's bot, interleaved (e.g. 494e71b)")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--options", default="{}", help="this tree only: MCTSBot's keyword arguments as JSON, to try "
                                                        "another budget or search ('{\"depth\": 4}')")
    args = parser.parse_args(argv)
    if args.inner:
        _entry_points_of_this_tree()
        inner(args.games, args.every, json.loads(args.options))
        return 0
    try:
        options = json.loads(args.options)
    except json.JSONDecodeError as error:
        parser.error(f"--options is MCTSBot's keyword arguments as a JSON object ('{{\"depth\": 4}}'): {error}")
    if not isinstance(options, dict):
        parser.error(f"--options is MCTSBot's keyword arguments as a JSON object ('{{\"depth\": 4}}'), not {args.options}")
    if args.against:
        _known_commit(args.against)
    with commit_tree(args.against) if args.against else contextlib.nullcontext() as old:
        now, before = [], []
        for _ in range(args.rounds):
            if old is not None:
                before.append(measure(old, args.games, args.every))
            now.append(measure(ROOT, args.games, args.every, args.options))
    if before:
        report(f"{args.against:>8}", before)
    report("     now" if before else "this tree", now)
    return 0


if __name__ == "__main__":
    sys.exit(main())

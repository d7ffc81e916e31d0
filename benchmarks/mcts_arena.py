"""How strong is the search bot? MCTS against greedy and against random, seats rotated, with 95% intervals.

Run: python benchmarks/mcts_arena.py [--adventure drowned-temple] [--players 2] [--games N] [--budget B]
                                     [--jobs J] [--seed S] [--opponents greedy,random] [--mode MODE]
`--budget`: iterations per decision (`200`; the bot's default budget when omitted) or milliseconds (`50ms`:
not reproducible, it depends on the machine). Each match is a playtest run of the mixed table
`mcts:B,OPPONENT` (`engine.sim.runner.table_seats`: the kinds go round the table game by game, so
MCTS sits in every seat equally often) through `engine.sim.batch.run_batch`, so its games are the
games `isleforge playtest --bots mcts:B,greedy` plays and are identical whatever `--jobs` is.
Printed per match: MCTS's win rate and the opponent's over their seat-games with 95% Wilson
intervals (`engine.sim.report.wilson`), games per second and decisions per second (all seats,
wall time over `--jobs` processes). Issue 20's bar: MCTS at its default budget wins >= 70% of
2-player drowned-temple games against greedy. `--mode` plays a mode of the adventure's ruleset
(misty-reach: `--mode competitive`; the ruleset's default mode when omitted); ms per decision is wall
time over every seat's decisions.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.bots import mcts  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402
from engine.sim.batch import WorkerPool, run_batch  # noqa: E402
from engine.sim.content import load_playable  # noqa: E402
from engine.sim.runner import RunSpec  # noqa: E402
from engine.sim.skill import skill_gap  # noqa: E402


def match(adventure, players: int, kind: str, opponent: str, games: int, seed: int, jobs: int, pool,
          mode: str | None = None) -> dict:
    spec = RunSpec(players=players, bots=f"{kind},{opponent}", seed=seed, mode=mode)
    started = time.perf_counter()
    batch = run_batch(adventure, spec, games, jobs=jobs, pool=pool)
    elapsed = time.perf_counter() - started
    gap = skill_gap(spec.bots, batch.results, rulesets.of(adventure))
    rows = {row["bots"]: row for row in gap["by_kind"]}
    decisions = sum(r.decisions for r in batch.results)
    return {"mcts": rows[kind], "opponent": rows[opponent], "games": len(batch.results), "seconds": elapsed,
            "games_per_s": len(batch.results) / elapsed, "decisions_per_s": decisions / elapsed,
            "unfinished": sum(1 for r in batch.results if not r.finished)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--adventure", default="drowned-temple")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40, help="games per match (default: 40)")
    parser.add_argument("--budget", default=str(mcts.DEFAULT_ITERATIONS),
                        help=f"iterations (default: {mcts.DEFAULT_ITERATIONS}) or milliseconds (50ms) per decision")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opponents", default="greedy,random")
    parser.add_argument("--mode", default=None, help="a mode of the adventure (default: its ruleset's default)")
    args = parser.parse_args(argv)
    try:
        mcts.parse_budget(args.budget)
    except ValueError as error:
        parser.error(str(error))
    adventure = load_playable(args.adventure)
    kind = f"mcts:{args.budget}"
    print(f"{adventure.id}{', ' + args.mode if args.mode else ''}, {args.players} players, {args.games} games per match, {kind} (rollout {mcts.DEFAULT_ROLLOUT}, depth "
          f"{mcts.DEFAULT_DEPTH}, C {mcts.DEFAULT_C}), seed {args.seed}, {args.jobs} jobs")
    with WorkerPool(adventure, args.jobs) if args.jobs > 1 else contextlib.nullcontext() as pool:
        for opponent in args.opponents.split(","):
            m = match(adventure, args.players, kind, opponent, args.games, args.seed, args.jobs, pool, args.mode)
            a, b = m["mcts"], m["opponent"]
            print(f"mcts vs {opponent:<7} mcts wins {100 * a['rate']:5.1f}% [{100 * a['ci_low']:5.1f}% - "
                  f"{100 * a['ci_high']:5.1f}%], {opponent} {100 * b['rate']:5.1f}% [{100 * b['ci_low']:5.1f}% - "
                  f"{100 * b['ci_high']:5.1f}%] over {a['games']} seat-games; {m['games']} games in "
                  f"{m['seconds']:.1f} s: {m['games_per_s']:.3f} games/s, {m['decisions_per_s']:.0f} decisions/s "
                  f"({1000 / max(m['decisions_per_s'], 1e-9):.2f} ms per decision)"
                  f"{'; unfinished ' + str(m['unfinished']) if m['unfinished'] else ''}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Finis Terrae's greedy bot against an older version of itself: who wins, and how many spices each sells.

Run: python benchmarks/ft_greedy_duel.py [--games 40] [--players 2] [--baseline REV] [--seed 0]
The old greedy is `engine/rulesets/finis_terrae/greedy.py` as it was at git revision `--baseline`
(default `HEAD`), loaded beside the current one as `engine.rulesets.finis_terrae._greedy_baseline` (its
relative imports reach the current ruleset's modules: only the bot's own heuristic differs). Game k is
dealt with seed `derive_seed(seed, k)`; the new bot sits in seat k mod players, the old bots in the others,
so every seat is played equally often over a multiple of `players` games. Printed: the new bot's win rate
with its 95% Wilson interval and its fair share (1 / players), spices sold a game by the new bot and by one
old bot, and spices bought a game likewise.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.core import ruleset as rulesets  # noqa: E402
from engine.rulesets.finis_terrae import greedy  # noqa: E402
from engine.sim.content import load_playable  # noqa: E402
from engine.sim.runner import derive_seed  # noqa: E402
from engine.sim.stats import wilson  # noqa: E402


def baseline_module(revision: str):
    source = subprocess.run(["git", "show", f"{revision}:engine/rulesets/finis_terrae/greedy.py"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    name = "engine.rulesets.finis_terrae._greedy_baseline"
    spec = importlib.util.spec_from_loader(name, loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "engine.rulesets.finis_terrae"
    exec(compile(source, f"{revision}:greedy.py", "exec"), module.__dict__)  # noqa: S102 (our own file, at a revision)
    return module


def play(game, seed: int, new_seat: int, old) -> tuple[list[int], dict]:
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    bots = [greedy.FinisGreedy(random.Random(rng.getrandbits(64))) if s == new_seat
            else old.FinisGreedy(random.Random(rng.getrandbits(64))) for s in range(game.num_players)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    sold, bought = [0] * game.num_players, [0] * game.num_players
    for e in state.events:
        if e.kind == "sell" and e.player >= 0 and "ship" not in e.data:
            sold[e.player] += e.data["spices"]
        elif e.kind == "buy" and e.player >= 0:
            bought[e.player] += e.data.get("spices", 0)
    return state.winners, {"sold": sold, "bought": bought}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--baseline", default="HEAD")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--adventure", default="windward-sea")
    args = parser.parse_args()
    old = baseline_module(args.baseline)
    adventure = load_playable(args.adventure)
    game = rulesets.of(adventure).new_game(adventure, players=args.players)
    wins = 0.0
    new_sold = old_sold = new_bought = old_bought = 0
    started = time.process_time()
    for k in range(args.games):
        seat = k % args.players
        winners, counts = play(game, derive_seed(args.seed, k), seat, old)
        if seat in winners:
            wins += 1 / len(winners)
        new_sold += counts["sold"][seat]
        new_bought += counts["bought"][seat]
        others = [s for s in range(args.players) if s != seat]
        old_sold += sum(counts["sold"][s] for s in others) / len(others)
        old_bought += sum(counts["bought"][s] for s in others) / len(others)
    low, high = wilson(wins, args.games)
    n = args.games
    print(f"{args.adventure}, {args.players} players, {n} games, new greedy against greedy at {args.baseline}, seed {args.seed}")
    print(f"new greedy wins {100 * wins / n:.1f}% [{100 * low:.1f}% - {100 * high:.1f}%] (fair share {100 / args.players:.1f}%)")
    print(f"spices sold a game: new {new_sold / n:.2f}, old {old_sold / n:.2f}; bought: new {new_bought / n:.2f}, "
          f"old {old_bought / n:.2f}")
    print(f"CPU {time.process_time() - started:.1f} s")


if __name__ == "__main__":
    main()

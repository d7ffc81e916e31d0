"""Haze Islands random-bot games per CPU second, against Isles of Terror's drowned-temple in the same run.

Run: python benchmarks/haze_games.py [--games N] [--rounds N] [--adventure ID] [--players N] [--mode MODE]
Issue 27: random-bot games per CPU second of a 3-player competitive game of Haze Islands must be at
least as many as Isles of Terror's on drowned-temple, measured in the same run. Both are measured as
`bot_games.py` measures (CPU time of this process, one core, the playtest runs' garbage collector,
every game dealt inside the timed region from the `Game` built once, every seat a `RandomBot` seeded
with the game's seed); Haze Islands is reached through the Ruleset seam only. The last line prints
the ratio of the medians (goal: at least 1.00).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bot_games import pin_to_one_core, play_random, report, rounds  # noqa: E402

from engine import _compiled  # noqa: E402
from engine.bots import RandomBot  # noqa: E402
from engine.content.resolve import load_adventure  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402
from engine.sim.batch import games_collector  # noqa: E402


def haze_player(mode: str):
    built: dict = {}

    def play(adventure, players: int, seed: int) -> int:
        game = built.get(players)
        if game is None:
            game = built[players] = rulesets.of(adventure).new_game(adventure, players=players, mode=mode)
        state = game.new_initial_state(seed)
        bot = RandomBot(random.Random(seed))
        actions = 0
        while not state.is_terminal():
            state.apply_action(bot.step(state))
            actions += 1
        return actions
    return play


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="random-bot games per round, each game")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--adventure", default="misty-reach")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--mode", default="competitive")
    args = parser.parse_args(argv)
    haze = load_adventure(args.adventure)
    terror = load_adventure("drowned-temple")
    print(f"{pin_to_one_core()}; {_compiled.describe()}")
    with games_collector():
        times, actions = rounds(haze_player(args.mode), haze, args.players, args.games, args.rounds)
        report(f"haze-islands {args.adventure}, {args.players} players, {args.mode}: random-bot games",
               args.games, times, actions)
        haze_rate = args.games / statistics.median(times)
        times, actions = rounds(play_random, terror, 3, args.games, args.rounds)
        report("isles-of-terror drowned-temple, 3 players, competitive: random-bot games", args.games, times, actions)
        terror_rate = args.games / statistics.median(times)
    print(f"haze-islands / drowned-temple: {haze_rate / terror_rate:.2f} (goal: at least 1.00)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

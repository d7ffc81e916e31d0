"""Bot games per second: full random-bot and greedy-bot games of drowned-temple with 3 players on one core.

Run: python benchmarks/bot_games.py [--games N] [--greedy-games N] [--adventure ID] [--players N] [--profile]
Prints games per second, actions per second (apply_action calls, each with a legal_actions
call by the bot) and clones per second (clones of mid-game states). Bar (docs/brief): at least
50 random-bot games per second on one core (goal 500).
Then the same for games where every seat is a GreedyBot (target: 20 games per second).
Then the second ruleset, Island Clash (lagoon-crossing, 4 players; --clash-games 0 skips it):
random-bot and greedy-bot games per second on one core (issue 15 aims at thousands of random games).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.bots import RandomBot  # noqa: E402
from engine.rulesets.isles_of_terror.greedy import GreedyBot  # noqa: E402
from engine.content.resolve import load_adventure  # noqa: E402
from engine.rulesets.isles_of_terror import Game  # noqa: E402


def play(game: Game, seed: int) -> tuple[int, list]:
    state = game.new_initial_state()
    bot = RandomBot(random.Random(seed))
    actions = 0
    samples = []
    while not state.is_terminal():
        state.apply_action(bot.step(state))
        actions += 1
        if actions % 50 == 0:
            samples.append(state)
    return actions, samples


def play_greedy(game: Game, seed: int) -> int:
    """A full game with a GreedyBot in every seat (seat i seeded with seed * 10 + i); its actions."""
    state = game.new_initial_state()
    bots = [GreedyBot(random.Random(seed * 10 + seat)) for seat in range(game.num_players)]
    actions = 0
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
        actions += 1
    return actions


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--adventure", default="drowned-temple")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--greedy-games", type=int, default=40, help="greedy-bot games (0: none)")
    parser.add_argument("--profile", action="store_true", help="print a cProfile of the games instead")
    parser.add_argument("--clash-games", type=int, default=1000, help="Island Clash random-bot games (0: none)")
    args = parser.parse_args(argv)
    adventure = load_adventure(args.adventure)
    games = [Game(adventure, players=args.players, seed=seed) for seed in range(args.games)]
    if args.profile:
        import cProfile
        import pstats
        profiler = cProfile.Profile()
        profiler.enable()
        for seed, game in enumerate(games):
            play(game, seed)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return 0
    start = time.perf_counter()
    total_actions = 0
    snapshots = []
    for seed, game in enumerate(games):
        actions, samples = play(game, seed)
        total_actions += actions
        snapshots.extend(samples[:2])
    elapsed = time.perf_counter() - start
    clone_start = time.perf_counter()
    clones = 0
    while time.perf_counter() - clone_start < 1.0:
        for state in snapshots:
            state.clone()
        clones += len(snapshots)
    clone_elapsed = time.perf_counter() - clone_start
    print(f"{args.adventure}, {args.players} players, {args.games} random-bot games on one core")
    print(f"  games per second:   {args.games / elapsed:10.1f}")
    print(f"  actions per second: {total_actions / elapsed:10.0f}   ({total_actions / args.games:.0f} actions per game)")
    print(f"  clones per second:  {clones / clone_elapsed:10.0f}")
    if args.greedy_games > 0:
        greedy_games = [Game(adventure, players=args.players, seed=seed) for seed in range(args.greedy_games)]
        start = time.perf_counter()
        total_actions = sum(play_greedy(game, seed) for seed, game in enumerate(greedy_games))
        elapsed = time.perf_counter() - start
        print(f"{args.adventure}, {args.players} players, {args.greedy_games} greedy-bot games on one core "
              f"(every seat greedy)")
        print(f"  games per second:   {args.greedy_games / elapsed:10.1f}")
        print(f"  actions per second: {total_actions / elapsed:10.0f}   "
              f"({total_actions / args.greedy_games:.0f} actions per game)")
    if args.clash_games > 0:
        island_clash(args.clash_games)
    return 0


def island_clash(count: int, adventure_id: str = "lagoon-crossing", players: int = 4) -> None:
    """Random-bot and greedy-bot games of Island Clash per second, reached through the Ruleset seam."""
    from engine.content import paths
    from engine.content.validate import validate_paths
    from engine.core import ruleset as rulesets

    clash = rulesets.get("island-clash")
    adventure = clash.resolve(validate_paths([paths.library_dir() / "island-clash"]), adventure_id)
    for kind, games in (("random", count), ("greedy", max(count // 50, 5))):
        start = time.perf_counter()
        actions = 0
        for seed in range(games):
            state = clash.new_game(adventure, players=players, seed=seed).new_initial_state()
            bots = [clash.bot(kind, random.Random(seed * 10 + s)) for s in range(players)]
            while not state.is_terminal():
                state.apply_action(bots[state.current_player()].step(state))
                actions += 1
        elapsed = time.perf_counter() - start
        print(f"island-clash {adventure_id}, {players} players, {games} {kind}-bot games on one core")
        print(f"  games per second:   {games / elapsed:10.1f}")
        print(f"  actions per second: {actions / elapsed:10.0f}   ({actions / games:.0f} actions per game)")


if __name__ == "__main__":
    raise SystemExit(main())

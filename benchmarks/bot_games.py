"""Bot games per second: full random-bot and greedy-bot games of drowned-temple with 3 players on one core.

Run: python benchmarks/bot_games.py [--games N] [--greedy-games N] [--rounds N] [--adventure ID] [--players N]
                                    [--cursed-games N] [--cursed-players N] [--profile]
Measured honestly (issue 12): CPU time of this process (`time.process_time`, so other programs on
a loaded machine do not count), every game dealt inside the timed region (`Game.new_initial_state(seed)`:
every game pays for its own setup) from the `Game` of its seating, built once as a run's `Table` builds it
(issue 26: one `Game` per adventure, mode and seats), the process pinned to one core where the OS allows (`os.sched_setaffinity`), and the
median and the minimum time of several rounds printed as games per second. The garbage collector is
set as the playtest runs set it (`engine.sim.batch.games_collector`; `--interpreter-gc` keeps Python's
default instead).
Random: every seat a `RandomBot` (game i seeded i). Greedy: every seat a `GreedyBot` (seat s of game i
seeded i * 10 + s). Goal (issue 12): 500 random-bot and 100 greedy-bot games per second per core.
Cooperative: the same random-bot games in cooperative mode (issue 13: within 30% of competitive).
The first line says which engine runs: compiled (setup.py) or pure Python (`ISLEFORGE_PURE_PYTHON=1`).
Then the second ruleset, Island Clash (lagoon-crossing, 4 players, reached through the Ruleset seam;
--clash-games 0 skips it), measured the same way (issue 15 aims at thousands of random-bot games).
Then Finis Terrae (windward-sea, 3 players, random bots, through the Ruleset seam; --finis-games 0 skips
it), with its rate as a share of drowned-temple's random-bot games in the same run (issue 28: at
least half).
Then Cursed Island (wreck-and-beacon, 3 players, through the Ruleset seam; --cursed-games 0 skips it):
random-bot games per CPU second, and the CPU of one game of the team greedy (every seat the greedy; the
first player's seat plans for the team), its median over the round's games (issue 29: under a second).
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import _compiled  # noqa: E402
from engine.bots import RandomBot  # noqa: E402
from engine.rulesets.isles_of_terror.greedy import GreedyBot  # noqa: E402
from engine.content.resolve import load_adventure  # noqa: E402
from engine.rulesets.isles_of_terror import Game  # noqa: E402
from engine.rulesets.isles_of_terror.game import draw_factions  # noqa: E402
from engine.sim.batch import GAMES_GC_THRESHOLD, games_collector  # noqa: E402


_SEATED: dict[tuple, Game] = {}  # (adventure id, mode, factions) -> its Game, as a run's Table keeps them


def dealt(adventure, players: int, seed: int, mode: str = "competitive"):
    """Game `seed` of a run: dealt from the `Game` of the factions drawn for it (built once per seating)."""
    factions = draw_factions(adventure, players, seed)
    game = _SEATED.get((adventure.id, mode, factions))
    if game is None:
        game = _SEATED[adventure.id, mode, factions] = Game(adventure, players=players, factions=factions, mode=mode)
    return game.new_initial_state(seed)


def play_random(adventure, players: int, seed: int, mode: str = "competitive") -> int:
    """A full game of `mode` with a RandomBot in every seat; its actions."""
    state = dealt(adventure, players, seed, mode)
    bot = RandomBot(random.Random(seed))
    actions = 0
    while not state.is_terminal():
        state.apply_action(bot.step(state))
        actions += 1
    return actions


def play_greedy(adventure, players: int, seed: int) -> int:
    """A full game with a GreedyBot in every seat (seat i seeded with seed * 10 + i); its actions."""
    state = dealt(adventure, players, seed)
    bots = [GreedyBot(random.Random(seed * 10 + seat)) for seat in range(players)]
    actions = 0
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
        actions += 1
    return actions


def seam_play(ruleset, game_of, kind: str):
    """A full game of a ruleset through `engine.core.ruleset` only, with `ruleset.bot(kind)` in every seat
    (seat i seeded with seed * 10 + i), `game_of(players)` the run's `Game`; the function returns its actions."""
    def one(adventure, players: int, seed: int) -> int:
        state = game_of(players).new_initial_state(seed)
        bots = [ruleset.bot(kind, random.Random(seed * 10 + seat)) for seat in range(players)]
        actions = 0
        while not state.is_terminal():
            state.apply_action(bots[state.current_player()].step(state))
            actions += 1
        return actions
    return one


def pin_to_one_core() -> str:
    """Pin this process to one core where the OS allows; say which."""
    if not hasattr(os, "sched_setaffinity"):
        return "not pinned (no sched_setaffinity here)"
    core = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    return f"pinned to core {core}"


def rounds(play, adventure, players: int, games: int, count: int) -> tuple[list[float], int]:
    """CPU seconds of each round of `games` games (seeds 0..games-1), and the actions of one round."""
    times = []
    actions = 0
    for _ in range(count):
        start = time.process_time()
        actions = sum(play(adventure, players, seed) for seed in range(games))
        times.append(time.process_time() - start)
    return times, actions


def report(title: str, games: int, times: list[float], actions: int) -> None:
    median, best = statistics.median(times), min(times)
    print(title)
    print(f"  games per second:   median {games / median:8.1f}   best {games / best:8.1f}   "
          f"({len(times)} rounds of {games} games, CPU time)")
    print(f"  actions per second: median {actions / median:8.0f}   ({actions / games:.0f} actions per game, "
          f"{median / actions * 1e6:.1f} µs per decision)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="random-bot games per round (0: none)")
    parser.add_argument("--greedy-games", type=int, default=40, help="greedy-bot games per round (0: none)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--adventure", default="drowned-temple")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="print a cProfile of one round instead")
    parser.add_argument("--interpreter-gc", action="store_true",
                        help="keep Python's default garbage-collector settings instead of the playtest runs' ones")
    parser.add_argument("--clash-games", type=int, default=500, help="Island Clash random-bot games per round (0: none)")
    parser.add_argument("--finis-games", type=int, default=100,
                        help="Finis Terrae random-bot games per round (0: none)")
    parser.add_argument("--cursed-games", type=int, default=100,
                        help="Cursed Island random-bot games per round, and a tenth as many greedy games (0: none)")
    parser.add_argument("--cursed-players", type=int, default=3, help="Cursed Island's players (1-4)")
    parser.add_argument("--coop-games", type=int, default=200,
                        help="cooperative random-bot games per round, next to the competitive ones (0: none)")
    args = parser.parse_args(argv)
    adventure = load_adventure(args.adventure)
    if args.profile:
        import cProfile
        import pstats
        profiler = cProfile.Profile()
        profiler.enable()
        for seed in range(args.games):
            play_random(adventure, args.players, seed)
        for seed in range(args.greedy_games):
            play_greedy(adventure, args.players, seed)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return 0
    print(f"{args.adventure}, {args.players} players, {pin_to_one_core()}; {_compiled.describe()}")
    if args.interpreter_gc:
        print("garbage collector: Python's default")
        return measure(args, adventure)
    print(f"garbage collector: as in playtest runs (young generation every {GAMES_GC_THRESHOLD} allocations)")
    with games_collector():
        return measure(args, adventure)


def measure(args, adventure) -> int:
    random_rate = 0.0
    if args.games > 0:
        times, actions = rounds(play_random, adventure, args.players, args.games, args.rounds)
        report("random-bot games (every seat random)", args.games, times, actions)
        random_rate = args.games / statistics.median(times)
        if args.coop_games > 0:
            cooperative(adventure, args.players, args.coop_games, args.rounds, args.games / statistics.median(times))
    if args.greedy_games > 0:
        times, actions = rounds(play_greedy, adventure, args.players, args.greedy_games, args.rounds)
        report("greedy-bot games (every seat greedy)", args.greedy_games, times, actions)
    if args.clash_games > 0:
        island_clash(args.clash_games, args.rounds)
    if args.finis_games > 0:
        finis_terrae(args.finis_games, args.rounds, random_rate, args.adventure)
    if args.cursed_games > 0:
        cursed_island(args.cursed_games, args.rounds, players=args.cursed_players)
    return 0


def finis_terrae(games: int, count: int, reference: float, reference_id: str, adventure_id: str = "windward-sea",
                 players: int = 3) -> None:
    """Finis Terrae's random-bot games per CPU second, through `engine.core.ruleset` only; `reference`:
    the random-bot games per second of `reference_id` in this run (0: not measured)."""
    from engine.core import ruleset as rulesets

    finis = rulesets.get("finis-terrae")
    model = load_adventure(adventure_id)
    game = finis.new_game(model, players=players)  # one Game per run: its seats do not depend on the seed

    def one(adventure, players: int, seed: int) -> int:
        state = game.new_initial_state(seed)
        bot = RandomBot(random.Random(seed))
        actions = 0
        while not state.is_terminal():
            state.apply_action(bot.step(state))
            actions += 1
        return actions

    print(f"finis-terrae {adventure_id}, {players} players")
    times, actions = rounds(one, model, players, games, count)
    report("random-bot games (every seat random)", games, times, actions)
    if reference:
        rate = games / statistics.median(times)
        print(f"  finis-terrae / {reference_id}: {rate / reference:.2f} (goal: at least 0.50)")


def cursed_island(games: int, count: int, adventure_id: str = "wreck-and-beacon", players: int = 3) -> None:
    """Cursed Island's random-bot games per CPU second and the CPU of one team greedy game, through
    `engine.core.ruleset` only (one `Game` per run: the castaways are dealt by each game's seed)."""
    from engine.core import ruleset as rulesets

    cursed = rulesets.get("cursed-island")
    model = load_adventure(adventure_id)
    game = cursed.new_game(model, players=players)


    print(f"cursed-island {adventure_id}, {players} players")
    times, actions = rounds(seam_play(cursed, lambda players: game, "random"), model, players, games, count)
    report("random-bot games (every seat random)", games, times, actions)
    greedy = max(games // 10, 3)
    times, actions = rounds(seam_play(cursed, lambda players: game, "greedy"), model, players, greedy, count)
    report("team greedy games (every seat greedy)", greedy, times, actions)
    print(f"  CPU of one team greedy game: median {statistics.median(times) / greedy:.3f} s (goal: under 1 s)")


def island_clash(games: int, count: int, adventure_id: str = "lagoon-crossing", players: int = 4) -> None:
    """Island Clash's random-bot and greedy-bot games per CPU second, through `engine.core.ruleset` only."""
    from engine.content import paths
    from engine.content.validate import validate_paths
    from engine.core import ruleset as rulesets

    clash = rulesets.get("island-clash")
    adventure = clash.resolve(validate_paths([paths.library_dir() / "island-clash"]), adventure_id)

    built: dict[int, object] = {}  # players -> the run's Game (its seats do not depend on the seed)

    def game_of(players: int):
        return built.get(players) or built.setdefault(players, clash.new_game(adventure, players=players))


    print(f"island-clash {adventure_id}, {players} players")
    times, actions = rounds(seam_play(clash, game_of, "random"), adventure, players, games, count)
    report("random-bot games (every seat random)", games, times, actions)
    greedy = max(games // 50, 5)
    times, actions = rounds(seam_play(clash, game_of, "greedy"), adventure, players, greedy, count)
    report("greedy-bot games (every seat greedy)", greedy, times, actions)


def cooperative(adventure, players: int, games: int, count: int, competitive: float) -> None:
    """Cooperative random-bot games per CPU second on the same adventure and players (issue 13: within
    30% of the competitive ones, `competitive` games per second), terrors and the team's turn order included."""
    play = functools.partial(play_random, mode="cooperative")
    times, actions = rounds(play, adventure, players, games, count)
    report("cooperative random-bot games (every seat random)", games, times, actions)
    rate = games / statistics.median(times)
    print(f"  cooperative / competitive: {rate / competitive:.2f} (goal: at least 0.70)")


if __name__ == "__main__":
    raise SystemExit(main())

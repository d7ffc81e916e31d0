"""How strong is the search bot, and what does a decision cost? MCTS against greedy and random, seats rotated.

Run: python benchmarks/mcts_arena.py [--adventure drowned-temple] [--players 2] [--games N] [--budget B]
                                     [--jobs J] [--seed S] [--opponents greedy,random]
`--budget`: iterations per decision (`200`; the bot's default budget when omitted) or milliseconds (`50ms`:
not reproducible, it depends on the machine). Each match plays the games of the playtest run of the
mixed table `mcts:B,OPPONENT` (`engine.sim.runner.table_seats`: the kinds go round the table game by
game, so MCTS sits in every seat equally often; the bots get the run's seeds), so they are the games
`isleforge playtest --bots mcts:B,greedy` plays, whatever `--jobs` is. Each game runs in a worker
process that times every MCTS decision in CPU time (`time.process_time`).
Printed per match: MCTS's win rate and the opponent's over their seat-games with 95% Wilson
intervals (`engine.sim.skill.skill_gap`), CPU milliseconds per MCTS decision, MCTS iterations per
CPU-second of search, and the wall time. Issue 32's bar: MCTS at its default budget wins >= 80% of
2-player drowned-temple games against greedy, at <= 50 ms CPU a decision.
A cooperative game (every seat on one team, `Ruleset.teams`) has no seat to win against:
there the search plays every seat of each game, then the opponent every seat of the same games, and the
team win rates are printed side by side with the games only one of them won. The cost a decision on fixed
positions of every ruleset, before and after side by side: `mcts_cost.py`.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.bots import mcts  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402
from engine.sim.content import load_playable  # noqa: E402
from engine.sim.runner import GameResult, RunSpec, Table, bot_class, derive_seed, play_out, table_seats  # noqa: E402
from engine.sim.skill import skill_gap  # noqa: E402
from engine.sim.stats import wilson  # noqa: E402

_ADVENTURE = None  # in a worker: the adventure its games are played on


class _Timed:
    """A bot whose `step` is timed in CPU seconds (only decisions with a choice reach the search)."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.seconds = 0.0

    def step(self, state):
        start = time.process_time()
        action = self.bot.step(state)
        self.seconds += time.process_time() - start
        return action


def _init(spec: str) -> None:
    global _ADVENTURE
    _ADVENTURE = load_playable(spec)


def play(spec: RunSpec, k: int, options: dict | None = None) -> tuple:
    """Game k of the run: (GameResult, MCTS decisions searched, iterations, CPU seconds of the search).
    `options`: MCTSBot's keyword arguments for the search seats (another search tried on the same games),
    over the ruleset's own defaults (`Ruleset.search_options`)."""
    adventure = _ADVENTURE
    ruleset = rulesets.of(adventure)
    game = Table(adventure, spec).game(k)
    kinds = table_seats(spec.bots, k, game.num_players)
    bots = [bot_class(kind, ruleset)(random.Random(derive_seed(spec.seed, k, "bot", seat)))
            for seat, kind in enumerate(kinds)]
    if options:
        bots = [mcts.MCTSBot(bot.rng, **{**ruleset.search_options, **_budget(bot), **options}) if isinstance(bot, mcts.MCTSBot) else bot
                for bot in bots]
    timed = [_Timed(bot) if isinstance(bot, mcts.MCTSBot) else bot for bot in bots]
    state, anomalies = play_out(game, lambda players: timed, spec.max_decisions, k, spec.seed_of(k))
    result = GameResult(index=k, seed=spec.seed_of(k), factions=tuple(game.seat_names()),
                        anomalies=[(a.kind, a.game, a.seed, a.detail) for a in anomalies])
    ruleset.summarise(state, result)
    searchers = [(bot, wrapper) for bot, wrapper in zip(bots, timed, strict=True) if wrapper is not bot]
    return (result, sum(b.decisions for b, _ in searchers), sum(b.total_iterations for b, _ in searchers),
            sum(w.seconds for _, w in searchers))


def _named(value) -> str:
    """A ruleset's option that is a function (Cursed Island's plan-level `root`), printed by its name."""
    return f"{value.__module__}.{value.__qualname__}"


def _budget(bot) -> dict:
    return {"ms": bot.ms} if bot.ms is not None else {"iterations": bot.iterations}


def _play(args) -> tuple:
    return play(*args)


def one_team(adventure, players: int, mode: str | None) -> bool:
    """Whether every seat of the run's games is on one team (a cooperative game: `Ruleset.teams`), where a
    mixed table would only change who decides for the team: the kinds then play whole games each."""
    spec = RunSpec(players=players, bots="random", seed=0, mode=mode)
    return len(rulesets.of(adventure).teams(Table(adventure, spec).game(0)).members) == 1


def team_match(pool, players: int, kind: str, opponent: str, games: int, seed: int,
               mode: str | None = None, options: dict | None = None) -> dict:
    """A cooperative game's match: the search at every seat, then the opponent at every seat, on the same
    games (the run's seeds); the team's win rate of each with its Wilson interval, and the games won by
    one side only (a paired comparison: the same deal, the same dice where the plays agree)."""
    started = time.perf_counter()
    sides = {}
    for side in (kind, opponent):
        spec = RunSpec(players=players, bots=side, seed=seed, mode=mode)
        sides[side] = pool.map(_play, [(spec, k, options) for k in range(games)], chunksize=1)
    elapsed = time.perf_counter() - started
    won = {side: [p[0].finished and bool(p[0].returns) and p[0].returns[0] > 0 for p in played]
           for side, played in sides.items()}
    rows = {}
    for side, wins in won.items():
        low, high = wilson(sum(wins), len(wins))
        rows[side] = {"rate": sum(wins) / max(1, len(wins)), "ci_low": low, "ci_high": high, "games": len(wins),
                      "wins": sum(wins)}
    played = sides[kind]
    decisions, iterations, seconds = (sum(p[i] for p in played) for i in (1, 2, 3))
    only = {side: [k for k in range(games) if won[side][k] and not won[other][k]]
            for side, other in ((kind, opponent), (opponent, kind))}
    return {"mcts": rows[kind], "opponent": rows[opponent], "games": games, "seconds": elapsed,
            "ms": 1000 * seconds / max(1, decisions), "ips": iterations / seconds if seconds else 0.0,
            "unfinished": sum(1 for p in played if not p[0].finished), "only": only,
            "game_cpu": seconds / max(1, games)}


def match(pool, adventure, players: int, kind: str, opponent: str, games: int, seed: int,
          mode: str | None = None, options: dict | None = None) -> dict:
    spec = RunSpec(players=players, bots=f"{kind},{opponent}", seed=seed, mode=mode)
    started = time.perf_counter()
    played = pool.map(_play, [(spec, k, options) for k in range(games)], chunksize=1)
    elapsed = time.perf_counter() - started
    results = [p[0] for p in played]
    gap = skill_gap(spec.bots, results, rulesets.of(adventure))
    rows = {row["bots"]: row for row in gap["by_kind"]}
    decisions, iterations, seconds = (sum(p[i] for p in played) for i in (1, 2, 3))
    return {"mcts": rows[kind], "opponent": rows[opponent], "games": len(results), "seconds": elapsed,
            "ms": 1000 * seconds / max(1, decisions), "ips": iterations / seconds if seconds else 0.0,
            "unfinished": sum(1 for r in results if not r.finished)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--adventure", default="drowned-temple")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40, help="games per match (default: 40)")
    parser.add_argument("--budget", help=f"iterations (default: the bot's, {mcts.DEFAULT_ITERATIONS}) or milliseconds "
                                         f"(50ms) per decision")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opponents", default="greedy,random")
    parser.add_argument("--mode", help="a mode of the adventure's ruleset (default: the ruleset's default mode)")
    parser.add_argument("--options", action="append", metavar="JSON",
                        help="MCTSBot's keyword arguments for another search, e.g. '{\"depth\": 8}'; repeat it to play "
                             "each on the same games in this run ('{}': the default search)")
    args = parser.parse_args(argv)
    try:
        searches = [json.loads(text) for text in args.options or ["{}"]]
    except json.JSONDecodeError as error:
        parser.error(f"--options is MCTSBot's keyword arguments as JSON: {error}")
    if args.budget is not None:
        try:
            mcts.parse_budget(args.budget)
        except ValueError as error:
            parser.error(str(error))
    adventure = load_playable(args.adventure)
    kind = f"mcts:{args.budget}" if args.budget else "mcts"
    team = one_team(adventure, args.players, args.mode)
    print(f"{adventure.id}{', ' + args.mode if args.mode else ''}, {args.players} players, {args.games} games per match, {kind} ({mcts.DEFAULT_ITERATIONS} "
          f"iterations by default, rollout {mcts.DEFAULT_ROLLOUT}, depth {mcts.DEFAULT_DEPTH}, C {mcts.DEFAULT_C}, widen "
          f"{mcts.DEFAULT_WIDEN}{'; the ruleset sets ' + json.dumps(dict(rulesets.of(adventure).search_options), default=_named) if rulesets.of(adventure).search_options else ''}), "
          f"seed {args.seed}, {args.jobs} jobs")
    with multiprocessing.get_context("spawn").Pool(max(1, args.jobs), initializer=_init,
                                                   initargs=(args.adventure,)) as pool:
        for opponent, options in [(o, x) for o in args.opponents.split(",") for x in searches]:
            label = f" {json.dumps(options)}" if args.options else ""
            if team:
                m = team_match(pool, args.players, kind, opponent, args.games, args.seed, args.mode, options)
                a, b = m["mcts"], m["opponent"]
                print(f"team of mcts{label} vs team of {opponent}: mcts wins {a['wins']}/{a['games']} "
                      f"{100 * a['rate']:5.1f}% [{100 * a['ci_low']:5.1f}% - {100 * a['ci_high']:5.1f}%], {opponent} "
                      f"{b['wins']}/{b['games']} {100 * b['rate']:5.1f}% [{100 * b['ci_low']:5.1f}% - "
                      f"{100 * b['ci_high']:5.1f}%] on the same games (won by mcts only: {m['only'][kind]}, by "
                      f"{opponent} only: {m['only'][opponent]}); {m['ms']:.1f} ms CPU a decision, "
                      f"{m['game_cpu']:.2f} s CPU a game of mcts, {m['ips']:.0f} iterations/CPU-s; {m['seconds']:.1f} s"
                      f"{'; unfinished ' + str(m['unfinished']) if m['unfinished'] else ''}", flush=True)
                continue
            m = match(pool, adventure, args.players, kind, opponent, args.games, args.seed, args.mode, options)
            a, b = m["mcts"], m["opponent"]
            print(f"mcts{label} vs {opponent:<7} mcts wins {100 * a['rate']:5.1f}% [{100 * a['ci_low']:5.1f}% - "
                  f"{100 * a['ci_high']:5.1f}%], {opponent} {100 * b['rate']:5.1f}% [{100 * b['ci_low']:5.1f}% - "
                  f"{100 * b['ci_high']:5.1f}%] over {a['games']} seat-games; {m['ms']:.1f} ms CPU a decision, "
                  f"{m['ips']:.0f} iterations/CPU-s; {m['games']} games in {m['seconds']:.1f} s"
                  f"{'; unfinished ' + str(m['unfinished']) if m['unfinished'] else ''}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

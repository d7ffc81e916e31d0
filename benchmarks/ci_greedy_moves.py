"""Cursed Island's team greedy, move for move: a digest of every action of fixed-seed games, to prove
that a change made for speed changes no decision.

Run: python benchmarks/ci_greedy_moves.py [--seeds N] [--players 1,2,3,4] [--scenarios a,b]
                                          [--save FILE | --compare FILE]

Each game is the one `benchmarks/bot_games.py --cursed-games` plays (through `engine.core.ruleset`
only: the scenario's `Game` for its player count, the castaways dealt from the seed, seat s of game g
a greedy seeded g * 10 + s). Its digest is the SHA-256 of its actions, one `repr` a line, in the order
played: the whole game, every assignment, lead, commit, choice and power, not only its end. One line a
game ("scenario players seed digest actions cpu"), then the digest of all the lines' digests. `--save`
writes the digests as JSON; `--compare` plays the games listed in such a file and says which differ
(exit status 1 if any). The per-game CPU (`time.process_time`) is printed for the record only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.content.resolve import load_adventure  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402

SCENARIOS = ("wreck-and-beacon", "the-long-tide")
_GAMES: dict[tuple[str, int], object] = {}  # (scenario, players) -> its Game, built once as a run builds it


def play(scenario: str, players: int, seed: int) -> tuple[str, int]:
    """(SHA-256 of the game's actions, their count) of the team greedy game `seed`."""
    cursed = rulesets.get("cursed-island")
    game = _GAMES.get((scenario, players))
    if game is None:
        game = _GAMES[scenario, players] = cursed.new_game(load_adventure(scenario), players=players)
    state = game.new_initial_state(seed)
    bots = [cursed.bot("greedy", random.Random(seed * 10 + seat)) for seat in range(players)]
    digest = hashlib.sha256()
    count = 0
    while not state.is_terminal():
        action = bots[state.current_player()].step(state)
        digest.update(repr(action).encode() + b"\n")
        state.apply_action(action)
        count += 1
    return digest.hexdigest(), count


def key(scenario: str, players: int, seed: int) -> str:
    return f"{scenario} {players} {seed}"


def run(cases: list[tuple[str, int, int]]) -> dict[str, str]:
    """Play `cases`, print a line each and the digest of all; the digests by `key`."""
    out: dict[str, str] = {}
    for scenario, players, seed in cases:
        start = time.process_time()
        digest, count = play(scenario, players, seed)
        print(f"{scenario} {players} {seed} {digest[:16]} {count} {time.process_time() - start:.3f}", flush=True)
        out[key(scenario, players, seed)] = digest
    whole = hashlib.sha256("".join(out.values()).encode()).hexdigest()
    print(f"all {len(out)} games: {whole}")
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10, help="seeds 0..N-1 of every scenario and player count")
    parser.add_argument("--players", default="1,2,3,4")
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    parser.add_argument("--save", type=Path, help="write the digests to this JSON file")
    parser.add_argument("--compare", type=Path, help="play the games of this JSON file and compare")
    args = parser.parse_args(argv)
    if args.compare:
        expected = json.loads(args.compare.read_text())
        cases = [(s, int(p), int(g)) for s, p, g in (k.split() for k in expected)]
        got = run(cases)
        differ = [k for k in expected if got[k] != expected[k]]
        print(f"{len(cases) - len(differ)} of {len(cases)} games move for move the same"
              + (f"; differ: {', '.join(differ)}" if differ else ""))
        return 1 if differ else 0
    cases = [(s, p, g) for s in args.scenarios.split(",") for p in map(int, args.players.split(","))
             for g in range(args.seeds)]
    got = run(cases)
    if args.save:
        args.save.write_text(json.dumps(got, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

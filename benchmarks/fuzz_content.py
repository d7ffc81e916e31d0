"""Fuzz every installed ruleset's bundled content through the validator and the engine: 0 crashes is the bar.

Run: python benchmarks/fuzz_content.py [--mutants N] [--games G] [--seed S] [--ruleset ID ...] [--out DIR]

For each installed ruleset (`engine.core.ruleset.all_rulesets()`; a new ruleset is fuzzed with no
edit here), the bundled files it owns and its bundled adventures are found in the library (the
files whose `ruleset` is its id), never from a list. Each mutant is one of those files changed in
memory (a number tweaked, a key dropped, a list entry duplicated or deleted, an id swapped for
another, a value retyped, or characters inserted into the YAML text), swapped into the validated
library as an editor buffer (`Validation.replace_file`; nothing is written to disk). Then:

- the validator must answer with diagnostics, never an exception;
- an adventure of that ruleset (the mutated file if it is one) is resolved: a ContentError is a
  refusal, anything else a crash;
- a resolved adventure is seated as `playtest` seats it (a refusal of the seats is fine), and G
  games are played by the ruleset's first bot through `engine.sim.runner.play_out`; a Python
  exception in the engine (not an EngineError with its code) is a crash.

Prints per ruleset: mutants, accepted by the validator, resolved, seated, games, anomalies by kind
and crashes; each crash is written to --out (mutant text and traceback). Exit 1 if anything
crashed. Deterministic for a seed: the same mutants every run.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import re
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from editor.cli.seats import seating  # noqa: E402
from engine.content import yaml_io  # noqa: E402
from engine.content.paths import library_dir  # noqa: E402
from engine.content.resolve import ContentError  # noqa: E402
from engine.content.validate import validate_paths  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402
from engine.core.errors import EngineError  # noqa: E402
from engine.sim.runner import RunSpec, bot_class, derive_seed, play_out  # noqa: E402

#: an anomaly detail naming a Python exception (an EngineError's detail names its code, which has a '/')
PYTHON_ERROR = re.compile(r"^after \d+ decisions: ([A-Za-z_][A-Za-z0-9_]*): ")
INSERTS = [": ", "- ", "  ", "\t", "&a ", "*a", "[", "]", "{", "}", "'", '"', "#", "~", "null", "true", "-1",
           "1e400", ".nan", "\x00", "\x1b[2J", "\n", "é", "\u2028"]


def nodes(data, path=()):
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found.extend(nodes(value, path + (key,)))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.extend(nodes(value, path + (index,)))
    return found


def get(data, path):
    for token in path:
        data = data[token]
    return data


def mutate(rng: random.Random, text: str, data, ids: list[str]) -> tuple[str, str]:
    """(operation, mutated text) of one file. Structural mutations are written as JSON (JSON is YAML)."""
    op = rng.choice(["number", "number", "number", "drop", "duplicate", "delete-entry", "replace-id", "retype",
                     "text"])
    if op == "text":
        at = rng.randrange(len(text) + 1)
        return op, text[:at] + rng.choice(INSERTS) + text[at + rng.randrange(3):]
    data = copy.deepcopy(data)
    every = nodes(data)[1:]
    candidates = {
        "number": [p for p in every if type(get(data, p)) is int],
        "drop": [p for p in every if isinstance(get(data, p[:-1]), dict)],
        "duplicate": [p for p in every if isinstance(get(data, p), list) and get(data, p)],
        "delete-entry": [p for p in every if isinstance(get(data, p), list) and get(data, p)],
        "replace-id": [p for p in every if isinstance(get(data, p), str) and p[-1] != "kind"],
        "retype": every,
    }[op]
    if not candidates:
        return "none", text
    path = rng.choice(candidates)
    parent, key = get(data, path[:-1]), path[-1]
    node = parent[key]
    if op == "number":
        parent[key] = rng.choice([0, 1, -1, node + 1, node - 1, node * 2, node * 10 + 7, rng.randrange(-3, 40)])
    elif op == "drop":
        del parent[key]
    elif op == "duplicate":
        node.insert(rng.randrange(len(node) + 1), copy.deepcopy(rng.choice(node)))
    elif op == "delete-entry":
        del node[rng.randrange(len(node))]
    elif op == "replace-id":
        parent[key] = rng.choice(ids) if ids and rng.random() < 0.8 else rng.choice(["", "x", "Not-Kebab", node + "-x"])
    else:
        parent[key] = rng.choice([None, True, 0, -5, 2.5, "", "x", [], {}, [1, 2], {"a": 1}])
    return op, json.dumps(data, ensure_ascii=rng.random() < 0.5)


def strings(data):
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from strings(value)


class Tally:
    def __init__(self) -> None:
        self.counts = Counter()
        self.anomalies = Counter()
        self.crashes: list[dict] = []


def play(ruleset, adventure, games: int, seed: int, max_decisions: int, tally: Tally) -> None:
    seats, _problem = seating(SimpleNamespace(mode=None, players=None, factions=None), adventure, ruleset)
    if seats is None:
        tally.counts["seats refused"] += 1
        return
    kind = next(iter(ruleset.bots))
    spec = RunSpec(players=seats.players, factions=seats.factions, bots=kind, seed=seed, mode=seats.mode,
                   max_decisions=max_decisions)
    for k in range(games):
        try:
            game = spec.game(adventure, k)
        except EngineError:
            tally.counts["game refused"] += 1
            return
        bots = lambda players, k=k: [bot_class(kind, ruleset)(random.Random(derive_seed(seed, k, "bot", s)))
                                     for s in range(players)]
        _state, anomalies = play_out(game, bots, max_decisions, k, spec.seed_of(k))
        tally.counts["games"] += 1
        for anomaly in anomalies:
            tally.anomalies[anomaly.kind] += 1
            match = PYTHON_ERROR.match(anomaly.detail)
            if anomaly.kind == "engine_error" and match and "/" not in match.group(1):
                raise RuntimeError(f"the engine crashed in game {k}: {anomaly.detail}")


def fuzz_ruleset(ruleset, validation, mutants: int, games: int, seed: int, max_decisions: int) -> Tally:
    tally = Tally()
    files = [f for f in validation.library.files if f.ruleset == ruleset.id and f.schema_ok and f.id]
    broken = {d.file for d in validation.diagnostics if d.is_error}
    files = [f for f in files if f.display not in broken]
    adventures = [f for f in files if f.kind == "adventure"]
    if not files:
        print(f"{ruleset.id}: no bundled content to mutate")
        return tally
    texts = {f.path: f.path.read_text(encoding="utf-8") for f in files}
    data = {f.path: yaml_io.parse_text(texts[f.path], str(f.path)).data for f in files}
    ids = sorted({s for d in data.values() for s in strings(d) if re.fullmatch(r"[a-z][a-z0-9-]*", s)})
    rng = random.Random(derive_seed(seed, "fuzz", ruleset.id))
    for n in range(mutants):
        content = rng.choice(files)
        op, text = mutate(rng, texts[content.path], data[content.path], ids)
        tally.counts["mutants"] += 1
        tally.counts[f"op {op}"] += 1
        stage = "validate"
        try:
            result = validation.replace_file(content.path, text)
            errors = [d for d in result.diagnostics if d.is_error]
            if not errors:
                tally.counts["accepted"] += 1
            target = content if content.kind == "adventure" else (rng.choice(adventures) if adventures else None)
            if target is None:
                continue
            stage = "resolve"
            try:
                adventure = ruleset.resolve(validation, target.id)
            except ContentError:
                continue
            tally.counts["resolved"] += 1
            stage = "play"
            play(ruleset, adventure, games, derive_seed(seed, "games", n), max_decisions, tally)
        except Exception:  # noqa: BLE001 - a crash is what this script looks for: record it, go on
            tally.crashes.append({"ruleset": ruleset.id, "mutant": n, "file": content.display, "op": op,
                                  "stage": stage, "text": text, "traceback": traceback.format_exc()})
        finally:
            validation.replace_file(content.path, texts[content.path])
    return tally


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=300, help="mutants per ruleset (default: 300)")
    parser.add_argument("--games", type=int, default=2, help="games per resolved mutant (default: 2)")
    parser.add_argument("--max-decisions", type=int, default=5000, help="a game's length bound (default: 5000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ruleset", action="append", help="only these rulesets (default: every installed one)")
    parser.add_argument("--out", type=Path, default=Path("fuzz-crashes"), help="where crashes are written")
    args = parser.parse_args(argv)
    validation = validate_paths([library_dir()])
    chosen = [r for r in sorted(rulesets.all_rulesets(), key=lambda r: r.id)
              if not args.ruleset or r.id in args.ruleset]
    crashes = []
    for ruleset in chosen:
        started = time.perf_counter()
        tally = fuzz_ruleset(ruleset, validation, args.mutants, args.games, args.seed, args.max_decisions)
        c = tally.counts
        ops = ", ".join(f"{k[3:]} {v}" for k, v in sorted(c.items()) if k.startswith("op "))
        anomalies = ", ".join(f"{k} {v}" for k, v in sorted(tally.anomalies.items())) or "none"
        print(f"{ruleset.id}: {c['mutants']} mutants ({ops}); {c['accepted']} accepted by the validator, "
              f"{c['resolved']} resolved, {c['seats refused']} seats refused, {c['game refused']} games refused, "
              f"{c['games']} games played; anomalies: {anomalies}; {len(tally.crashes)} crashes "
              f"({time.perf_counter() - started:.0f} s)")
        crashes.extend(tally.crashes)
    if crashes:
        args.out.mkdir(parents=True, exist_ok=True)
        for number, crash in enumerate(crashes):
            (args.out / f"crash-{number}.json").write_text(json.dumps(crash, indent=2), encoding="utf-8")
            print(f"CRASH {crash['ruleset']} mutant {crash['mutant']} ({crash['file']}, {crash['op']}, "
                  f"{crash['stage']}): {crash['traceback'].strip().splitlines()[-1]}")
        print(f"{len(crashes)} crashes written to {args.out}")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())

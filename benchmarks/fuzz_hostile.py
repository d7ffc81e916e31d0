"""Hand-made hostile files through every command of the CLI, for every installed ruleset: 0 crashes is the bar.

Run: python benchmarks/fuzz_hostile.py [--ruleset ID ...] [--paths N] [--commands all|validate] [--out DIR]

Where `fuzz_content.py` mutates at random, this tries, on purpose, what a designer's file (or a
stranger's) may hold: each field of each bundled file of a ruleset retyped (null, a string, a
boolean, a float, a list, a mapping), its numbers made huge or negative, its lists emptied or
repeated 300 times, its ids pointed at nothing or written in unicode; and the whole file written with
a BOM, tabs, CRLF, a self-referential alias, an alias bomb, 5 MB of text, bytes that are not UTF-8,
a binary blob, nothing at all, or replaced by a directory of the same name.

Each case is written into a copy of the ruleset's bundled folder (in a temporary directory; the
bundled library is never written) and then run, in this process, through `isleforge validate` (the
folder), the loader (`load_playable`), `playtest --games 3`, `sweep` of one numeric field of the
adventure with two values and `export` (PDF, PNG, SVG) when --commands is `all`. A Python exception
escaping a command, a traceback printed, or a command still running after 120 s is a crash; exit
codes 1 and 2 with a message are refusals. Prints per ruleset the cases, how many the validator
accepted and the crashes; each crash is written to --out. Exit 1 if anything crashed.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from editor import cli  # noqa: E402
from engine.content import yaml_io  # noqa: E402
from engine.content.paths import library_dir  # noqa: E402
from engine.content.resolve import ContentError  # noqa: E402
from engine.content.validate import validate_paths  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402
from engine.sim.content import load_playable  # noqa: E402
from fuzz_content import nodes  # noqa: E402  (every path of a document, as the content fuzzer walks it)

RETYPES = [None, "x", True, 2.5, [], {}, [1], {"a": 1}]
NUMBERS = [-1, -1000000000, 0, 2 ** 31, 10 ** 18, 10 ** 400]
STRUCTURAL = ("retype ", "drop ", "number ", "empty ", "repeat ", "string ")
TIMEOUT = 120  # seconds a command may take before it is called a hang


class Hang(Exception):
    pass


def replaced(data, path, value):
    data = json.loads(json.dumps(data))
    parent = data
    for token in path[:-1]:
        parent = parent[token]
    if value is KeyError:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return data


def structural(data, rng: random.Random, paths: int) -> list[tuple[str, object]]:
    """(name, data) cases: every kind of change at up to ``paths`` places of each kind of node."""
    every = nodes(data)[1:]
    found = []

    def at(places):
        return places if len(places) <= paths else rng.sample(places, paths)

    def value(path):
        node = data
        for token in path:
            node = node[token]
        return node

    for path in at(every):
        name = "/".join(map(str, path))
        for new in RETYPES:
            found.append((f"retype {name} {json.dumps(new)}", replaced(data, path, new)))
        if isinstance(value(path[:-1]), dict):
            found.append((f"drop {name}", replaced(data, path, KeyError)))
    for path in at([p for p in every if type(value(p)) is int]):
        for new in NUMBERS:
            found.append((f"number {'/'.join(map(str, path))} {new}", replaced(data, path, new)))
    for path in at([p for p in every if isinstance(value(p), list) and value(p)]):
        found.append((f"empty {'/'.join(map(str, path))}", replaced(data, path, [])))
        found.append((f"repeat {'/'.join(map(str, path))}", replaced(data, path, value(path) * 300)))
    for path in at([p for p in every if isinstance(value(p), str) and p[-1] != "kind"]):
        for new in ["nowhere-at-all", "île-éé", "", "x" * 10000, "a\u202eb\u0000c"]:
            found.append((f"string {'/'.join(map(str, path))} {new[:20]!r}", replaced(data, path, new)))
    return found


def textual(text: str) -> list[tuple[str, bytes | None]]:
    """(name, bytes) cases written over the whole file; None: the file replaced by a directory."""
    tabbed = "\n".join(line.replace("  ", "\t") for line in text.splitlines())
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n" for p, c in zip("abcdefgh", "bcdefghi", strict=True))
    return [
        ("bom", b"\xef\xbb\xbf" + text.encode()),
        ("tabs", tabbed.encode()),
        ("crlf", text.replace("\n", "\r\n").encode()),
        ("line separators", text.replace("\n", "\u2028", 3).encode()),
        ("self alias", (text + "\nloop: &loop [*loop]\n").encode()),
        ("alias bomb", (text + "\n" + bomb).encode()),
        ("5 MB comment", (text + "\n#" + "x" * 5_000_000 + "\n").encode()),
        ("5 MB value", (text + "\nhuge: " + "y" * 5_000_000 + "\n").encode()),
        ("latin-1", text.replace("e", "é").encode("latin-1", errors="replace")),
        ("nul bytes", text.replace("\n", "\n\x00", 2).encode()),
        ("binary", bytes(random.Random(7).randrange(256) for _ in range(4096))),
        ("empty", b""),
        ("only a comment", b"# nothing\n"),
        ("a list", b"- 1\n- 2\n"),
        ("a scalar", b"42\n"),
        ("truncated", text[: len(text) // 2].encode()),
        ("directory", None),
    ]


def run(argv: list[str]) -> tuple[int | None, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli.main(argv)
        except SystemExit as exit_:
            code = exit_.code
    return code, err.getvalue()


def commands(adventure: Path, folder: Path, field: str | None, scratch: Path):
    yield "validate", lambda: run(["validate", str(folder)])
    yield "load", lambda: _load(adventure)
    yield "playtest", lambda: run(["playtest", str(adventure), "--games", "3", "--jobs", "1", "--no-progress"])
    if field:
        yield "sweep", lambda: run(["sweep", str(adventure), "--vary", f"{field}=1,2", "--games", "2", "--jobs", "1",
                                    "--no-progress"])
    for option, suffix in [("--pdf", "pdf"), ("--png", "png"), ("--svg", "svg")]:
        yield f"export {suffix}", lambda o=option, s=suffix: run(["export", str(adventure), o, str(scratch / f"out.{s}")])


def _check(validation, copy: Path, body, ruleset, adventure_id: str):
    """0 when the validator accepts the case and the adventure resolves, 1 when either refuses."""
    result = validation.remove_file(copy) if body is None else validation.replace_file(copy)
    if any(d.is_error for d in result.diagnostics):
        return 1, ""
    try:
        ruleset.resolve(result, adventure_id)
    except ContentError as error:
        return 1, str(error)
    return 0, ""


def _load(adventure: Path):
    try:
        load_playable(adventure)
    except (ContentError, FileNotFoundError) as error:
        return 1, str(error)
    return 0, ""


def numeric_field(data) -> str | None:
    """The first integer field of the adventure (a sweep's --vary), in pointer syntax."""
    for path in nodes(data):
        node = data
        for token in path:
            node = node[token]
        if type(node) is int and not isinstance(node, bool):
            return "/".join(map(str, path))
    return None


def on_alarm(_signum, _frame):
    raise Hang()


def fuzz_ruleset(ruleset, validation, args, scratch: Path) -> tuple[dict, list[dict]]:
    owned = [f for f in validation.library.files if f.ruleset == ruleset.id and f.schema_ok and f.id]
    adventures = [f for f in owned if f.kind == "adventure"]
    if not adventures:
        return {"cases": 0}, []
    target_adventure = adventures[0]
    source = target_adventure.path.parent
    # the ruleset's folder, and the files of its kinds it uses from elsewhere in the library
    folder = scratch / ruleset.id
    shutil.copytree(source, folder)
    for f in owned:
        if not f.path.is_relative_to(source):
            relative = Path("_shared") / f.path.relative_to(library_dir())
            (folder / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(f.path, folder / relative)
    copies = {f.path: (folder / f.path.relative_to(source)) if f.path.is_relative_to(source)
              else folder / "_shared" / f.path.relative_to(library_dir()) for f in owned}
    adventure = copies[target_adventure.path]
    field = numeric_field(yaml_io.parse_text(target_adventure.path.read_text(encoding="utf-8"), "a").data)
    rng = random.Random(f"hostile {ruleset.id}")
    # the adventure first, then one file of every other kind the ruleset owns
    kinds, targets = set(), [target_adventure]
    for f in owned:
        if f.kind not in kinds and f.kind != "adventure" and f.path.is_relative_to(source):
            kinds.add(f.kind)
            targets.append(f)
    validation = validate_paths([folder], root=folder, base=library_dir())
    tally = {"cases": 0, "accepted": 0, "run": 0, "crashes": 0}
    crashes = []

    def attempt(name, content, command, call):
        signal.alarm(TIMEOUT)
        try:
            code, err = call()
            problem = "Traceback" in err and f"traceback printed:\n{err}"
        except Hang:
            code, problem = None, "hang"
        except Exception:  # noqa: BLE001 - a crash is what this script looks for: record it, go on
            code, problem = None, traceback.format_exc()
        finally:
            signal.alarm(0)
        if problem:
            tally["crashes"] += 1
            crashes.append({"ruleset": ruleset.id, "file": content.display, "case": name, "command": command,
                            "problem": problem})
            print(f"CRASH {ruleset.id} {content.display} [{name[:80]}] {command}: "
                  f"{problem.strip().splitlines()[-1][:200]}", flush=True)
        return code

    for content in targets:
        text = content.path.read_text(encoding="utf-8")
        data = yaml_io.parse_text(text, str(content.path)).data
        cases = [(n, json.dumps(d, ensure_ascii=False).encode()) for n, d in structural(data, rng, args.paths)]
        cases += textual(text)
        copy = copies[content.path]
        for name, body in cases:
            tally["cases"] += 1
            if body is None:
                copy.unlink()
                copy.mkdir()
            else:
                copy.write_bytes(body)
            # in memory first (the validator and the resolver), the whole CLI for what it accepts
            accepted = attempt(name, content, "validate in memory", lambda c=copy, b=body: _check(
                validation, c, b, ruleset, target_adventure.id)) == 0
            tally["accepted"] += accepted
            if args.commands == "all" and (accepted or not name.startswith(STRUCTURAL) or rng.random() < args.sample):
                tally["run"] += 1
                for command, call in commands(adventure, folder, field, scratch):
                    attempt(name, content, command, call)
            if body is None:
                copy.rmdir()
            copy.write_text(text, encoding="utf-8")
            validation.replace_file(copy)
        print(f"  {content.display}: {len(cases)} cases", flush=True)
    return tally, crashes


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", action="append", help="only these rulesets (default: every installed one)")
    parser.add_argument("--paths", type=int, default=12, help="places of each kind of node changed per file")
    parser.add_argument("--commands", choices=["all", "validate"], default="all",
                        help="validate and load only, or every command (default)")
    parser.add_argument("--sample", type=float, default=0.05,
                        help="share of the refused structural cases also run through the CLI (default: 0.05)")
    parser.add_argument("--out", type=Path, default=Path("hostile-crashes"))
    args = parser.parse_args(argv)
    signal.signal(signal.SIGALRM, on_alarm)
    validation = validate_paths([library_dir()])
    chosen = [r for r in sorted(rulesets.all_rulesets(), key=lambda r: r.id)
              if not args.ruleset or r.id in args.ruleset]
    every = []
    with tempfile.TemporaryDirectory(prefix="isleforge-hostile-") as scratch:
        for ruleset in chosen:
            tally, crashes = fuzz_ruleset(ruleset, validation, args, Path(scratch))
            print(f"{ruleset.id}: {tally['cases']} cases, {tally.get('accepted', 0)} accepted by the validator, "
                  f"{tally.get('run', 0)} run through the CLI, {tally.get('crashes', 0)} crashes", flush=True)
            every.extend(crashes)
    return kept(every, args.out)


def kept(crashes: list[dict], out: Path) -> int:
    """Write each crash as `out/crash-N.json` (the editor fuzzer's too); the exit code: 1 when any."""
    if crashes:
        out.mkdir(parents=True, exist_ok=True)
        for number, crash in enumerate(crashes):
            (out / f"crash-{number}.json").write_text(json.dumps(crash, indent=2), encoding="utf-8")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())

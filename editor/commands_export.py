"""The commands behind `isleforge export`, `pack` and `unpack`.

`pack` and `unpack` are headless (engine/content/pack.py). `export` draws with Qt, so it loads
`editor.export.run` through importlib inside the command: the CLI module itself never imports Qt
(the import contract on `editor.cli`), and `validate`, `list`, `new` and `playtest` stay Qt-free.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from engine.content.pack import SUFFIX, PackError, conflicts, install_pack, read_pack, write_pack

from .commands import EXIT_ERRORS, EXIT_OK, _fail, _print_diagnostics, version


def export(args) -> int:
    if not (args.pdf or args.png or args.svg):
        return _fail("say what to write: --pdf FILE, --png FILE and/or --svg FILE")
    if args.dpi is not None and not 30 <= args.dpi <= 1200:
        return _fail("--dpi must be between 30 and 1200")
    if args.players is not None and args.players < 1:
        return _fail("--players must be at least 1")
    for target in (args.pdf, args.png, args.svg):
        if target is not None and not Path(target).parent.is_dir():
            return _fail(f"no such folder for {target}")
    run = importlib.import_module("editor.export.run")  # Qt: loaded only for this command
    return run.export(args)


def pack(args) -> int:
    folder: Path = args.dir
    if not folder.is_dir():
        return _fail(f"no such folder: {folder}")
    target: Path = args.output or Path(folder.resolve().name + SUFFIX)
    if not target.name.endswith(".zip"):
        return _fail(f"the pack's name must end in {SUFFIX}: {target}")
    if not target.parent.is_dir():
        return _fail(f"no such folder for {target}")
    try:
        manifest = write_pack(folder, target, author=args.author or "", version=args.pack_version,
                              writer=f"isleforge {version()}")
    except PackError as error:
        return _refused(error)
    print(f"{target}: {len(manifest['files'])} file{'s' * (len(manifest['files']) != 1)} "
          f"({', '.join(manifest['items'])}), digest {manifest['digest'][:12]}")
    return EXIT_OK


def unpack(args) -> int:
    if not args.pack.is_file():
        return _fail(f"no such pack: {args.pack}")
    try:
        checked = read_pack(args.pack)
        clashes = [] if args.force else conflicts(checked, args.dir)
        if clashes and sys.stdin.isatty() and _ask(clashes):
            args.force = True
        done = install_pack(checked, args.dir, overwrite=args.force)
    except PackError as error:
        return _refused(error)
    print(f"{args.dir}: {len(done.written)} file{'s' * (len(done.written) != 1)} written"
          + (f", {len(done.unchanged)} already the same" if done.unchanged else ""))
    return EXIT_OK


def _ask(clashes: list[str]) -> bool:
    print("These files of yours differ from the pack's:\n  " + "\n  ".join(clashes), file=sys.stderr)
    try:
        return input("Replace them? [y/N] ").strip().lower() in ("y", "yes")
    except EOFError:
        return False


def _refused(error: PackError) -> int:
    print(f"isleforge: {error}; nothing was written", file=sys.stderr)
    _print_diagnostics(error.diagnostics)
    return EXIT_ERRORS


__all__ = ["export", "pack", "unpack"]

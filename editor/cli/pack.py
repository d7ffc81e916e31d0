"""`isleforge pack DIR` and `isleforge unpack PACK`: share a folder's content, of any ruleset, as a checked pack.

Headless (engine/content/pack.py): the manifest names the pack's ruleset, every file is validated
with its own ruleset before it is written, and a hostile pack is refused with its diagnostics.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .common import EXIT_ERRORS, EXIT_OK, fail, print_diagnostics, version

if TYPE_CHECKING:
    from engine.content.pack import PackError

# engine.content.pack (zip, temporary files, digests) is imported by the two commands that use it: every
# other command, `validate` first, loads this module for its parser only (issue 32).

NAME = "pack"
HELP = "write a folder's content as a pack to share"
UNPACK_NAME = "unpack"
UNPACK_HELP = "check a pack and write its content into a folder"


def add_parser(sub) -> None:
    pack = sub.add_parser(NAME, help=HELP,
                          description="Validate a folder's content and write it with a manifest (ruleset, sets, "
                                      "version, author, content digest) as NAME.isleforge.zip. An invalid folder "
                                      "is refused with its diagnostics.")
    pack.add_argument("dir", type=Path, metavar="DIR", help="the library folder to pack")
    pack.add_argument("-o", "--output", type=Path, metavar="NAME.isleforge.zip",
                      help="the pack to write (default: the folder's name + .isleforge.zip)")
    pack.add_argument("--author", help="the pack's author")
    pack.add_argument("--version", dest="pack_version", default="1.0.0", help="the pack's version (default: 1.0.0)")
    pack.set_defaults(run=run)


def add_unpack_parser(sub) -> None:
    unpack = sub.add_parser(UNPACK_NAME, help=UNPACK_HELP,
                            description="Check a pack (manifest, digests, paths, sizes, every file validated) and "
                                        "only then write its files into DIR. A file of yours that differs is kept "
                                        "unless you agree to replace it (or pass --force).")
    unpack.add_argument("pack", type=Path, metavar="PACK", help="the .isleforge.zip to unpack")
    unpack.add_argument("-d", "--dir", type=Path, default=Path("."), metavar="DIR", help="the target folder (default: .)")
    unpack.add_argument("--force", action="store_true", help="replace files of yours that differ from the pack's")
    unpack.set_defaults(run=run_unpack)


def run(args) -> int:
    from engine.content.pack import SUFFIX, PackError, write_pack

    folder: Path = args.dir
    if not folder.is_dir():
        return fail(f"no such folder: {folder}")
    target: Path = args.output or Path(folder.resolve().name + SUFFIX)
    if not target.name.endswith(".zip"):
        return fail(f"the pack's name must end in {SUFFIX}: {target}")
    if not target.parent.is_dir():
        return fail(f"no such folder for {target}")
    try:
        manifest = write_pack(folder, target, author=args.author or "", version=args.pack_version,
                              writer=f"isleforge {version()}")
    except PackError as error:
        return refused(error)
    print(f"{target}: {len(manifest['files'])} file{'s' * (len(manifest['files']) != 1)} "
          f"({', '.join(manifest['items'])}), digest {manifest['digest'][:12]}")
    return EXIT_OK


def run_unpack(args) -> int:
    from engine.content.pack import PackError, conflicts, install_pack, read_pack

    if not args.pack.is_file():
        return fail(f"no such pack: {args.pack}")
    try:
        checked = read_pack(args.pack)
        clashes = [] if args.force else conflicts(checked, args.dir)
        if clashes and sys.stdin.isatty() and ask(clashes):
            args.force = True
        done = install_pack(checked, args.dir, overwrite=args.force)
    except PackError as error:
        return refused(error)
    print(f"{args.dir}: {len(done.written)} file{'s' * (len(done.written) != 1)} written"
          + (f", {len(done.unchanged)} already the same" if done.unchanged else ""))
    return EXIT_OK


def ask(clashes: list[str]) -> bool:
    """Whether the person at the terminal agrees to replace their files that differ from the pack's."""
    print("These files of yours differ from the pack's:\n  " + "\n  ".join(clashes), file=sys.stderr)
    try:
        return input("Replace them? [y/N] ").strip().lower() in ("y", "yes")
    except EOFError:
        return False


def refused(error: PackError) -> int:
    print(f"isleforge: {error}; nothing was written", file=sys.stderr)
    print_diagnostics(error.diagnostics)
    return EXIT_ERRORS

"""`isleforge export ADVENTURE`: the printable sheet (PDF) or the map (PNG, SVG) of an adventure of any ruleset.

The sheet's words come from the adventure's ruleset (`EditorRuleset.print_sheet`: Isles of Terror's
story, setup, progress tasks and rules; Island Clash's board, seats, card stacks and rule values),
the map from the editor's board painter for the ruleset's grid. Every file is written beside its
target, then renamed over it (`engine.content.files.atomic_path`): a failure keeps the previous export. Drawing needs Qt, so the command
loads `editor.export.run` through importlib inside `run`: this module never imports Qt (the import
contract on `editor.cli`), and the other commands stay Qt-free.
"""

from __future__ import annotations

import importlib
from pathlib import Path

from .common import check_write_targets, fail, per_ruleset

NAME = "export"
HELP = "write the printable adventure sheet (PDF) or the map (PNG, SVG)"


def add_parser(sub) -> None:
    export = sub.add_parser(NAME, help=HELP,
                            description="Write an adventure's (or a campaign's) printable sheet as PDF, or its map "
                                        "alone as a PNG at print resolution or as SVG, for any installed game: the "
                                        "sheet is the adventure's ruleset's own. Needs no display.")
    export.add_argument("adventure", metavar="ADVENTURE",
                        help="an adventure or campaign id of the bundled library, or the path of its file")
    export.add_argument("--pdf", type=Path, metavar="FILE", help="write the adventure sheet as PDF")
    export.add_argument("--page", choices=("a4", "letter"), default="a4", help="the PDF's paper (default: a4)")
    export.add_argument("--mode", metavar="MODE", help="print only this mode's victory conditions or rules (default: "
                                                       "every mode; " + per_ruleset(lambda r: ", ".join(r.modes)) + ")")
    export.add_argument("--players", type=int, metavar="N", help="the setup's player count (default: the "
                                                                 "adventure's: 3 where it is played by 3, else its "
                                                                 "fewest)")
    export.add_argument("--png", type=Path, metavar="FILE", help="write the map as a PNG")
    export.add_argument("--dpi", type=int, metavar="D", help="the PNG's resolution (default: 300)")
    export.add_argument("--svg", type=Path, metavar="FILE", help="write the map as SVG")
    export.set_defaults(run=run)


def run(args) -> int:
    if not (args.pdf or args.png or args.svg):
        return fail("say what to write: --pdf FILE, --png FILE and/or --svg FILE")
    if args.dpi is not None and not 30 <= args.dpi <= 1200:
        return fail("--dpi must be between 30 and 1200")
    if args.players is not None and args.players < 1:
        return fail("--players must be at least 1")
    if (code := check_write_targets(args, ("--pdf", "--png", "--svg"))) is not None:  # before loading and painting
        return code
    writer = importlib.import_module("editor.export.run")  # Qt: loaded only for this command
    return writer.export(args)

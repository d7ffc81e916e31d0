"""`isleforge export` once its arguments are checked: load, start Qt offscreen, write the files.

Whatever the content's ruleset: the sheet is its print hook's (`editor.export.sheet.build_sheet`),
the map its board as the map designer draws it. A ruleset without a print sheet is refused with
one line (exit 2), content with errors with its diagnostics (exit 1).
"""

from __future__ import annotations

import sys

from editor.cli.common import EXIT_OK, EXIT_USAGE, fail, refuse_content
from editor.cli.terminal import shown
from engine.content.resolve import ContentError

from .qt_app import ensure_app
from .sources import PrintableCampaign, load_printable


def export(args) -> int:
    try:
        source = load_printable(args.adventure)
    except FileNotFoundError as error:
        return fail(str(error))
    except ContentError as error:
        return refuse_content(error)
    first = source.chapters[0] if isinstance(source, PrintableCampaign) else source
    modes = {m for c in (source.chapters if isinstance(source, PrintableCampaign) else (source,)) for m in c.adventure.modes}
    if args.mode is not None and args.mode not in modes:
        return fail(f"--mode {args.mode}: the content is played in {', '.join(sorted(modes))}")
    ensure_app()
    from .map_image import write_png, write_svg
    from .sheet import NotPrintable, build_sheet, write_pdf

    try:
        if args.pdf is not None:
            pages = write_pdf(build_sheet(source, args.players, args.mode), args.pdf, args.page)
            print(shown(f"{args.pdf}: {pages} page{'s' * (pages != 1)} ({args.page})"))
        if args.png is not None:
            dpi = args.dpi or 300
            size = write_png(first, args.png, dpi)
            print(shown(f"{args.png}: the map of {first.adventure.title}, {size.width()} × {size.height()} pixels at {dpi} dpi"))
        if args.svg is not None:
            write_svg(first, args.svg)
            print(shown(f"{args.svg}: the map of {first.adventure.title} (SVG)"))
    except NotPrintable as error:
        return fail(str(error))
    except OSError as error:
        print(f"isleforge: error: {shown(error)}", file=sys.stderr)
        return EXIT_USAGE
    return EXIT_OK

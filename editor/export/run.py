"""`isleforge export` once its arguments are checked: load, start Qt offscreen, write the files."""

from __future__ import annotations

import sys

from engine.content.resolve import ContentError

from .qt_app import ensure_app
from .sources import PrintableCampaign, load_printable


def export(args) -> int:
    from editor.cli.common import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, fail as _fail, print_diagnostics as _print_diagnostics

    try:
        source = load_printable(args.adventure)
    except FileNotFoundError as error:
        return _fail(str(error))
    except ContentError as error:
        print(f"isleforge: {error}", file=sys.stderr)
        if error.diagnostics:
            _print_diagnostics(error.diagnostics)
        return EXIT_ERRORS
    first = source.chapters[0] if isinstance(source, PrintableCampaign) else source
    modes = {m for c in (source.chapters if isinstance(source, PrintableCampaign) else (source,)) for m in c.adventure.modes}
    if args.mode is not None and args.mode not in modes:
        return _fail(f"--mode {args.mode}: the content is played in {', '.join(sorted(modes))}")
    ensure_app()
    from .map_image import write_png, write_svg
    from .sheet import build_sheet, write_pdf

    try:
        if args.pdf is not None:
            pages = write_pdf(build_sheet(source, args.players, args.mode), args.pdf, args.page)
            print(f"{args.pdf}: {pages} page{'s' * (pages != 1)} ({args.page})")
        if args.png is not None:
            dpi = args.dpi or 300
            size = write_png(first, args.png, dpi)
            print(f"{args.png}: the map of {first.adventure.title}, {size.width()} × {size.height()} pixels at {dpi} dpi")
        if args.svg is not None:
            write_svg(first, args.svg)
            print(f"{args.svg}: the map of {first.adventure.title} (SVG)")
    except OSError as error:
        print(f"isleforge: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    return EXIT_OK

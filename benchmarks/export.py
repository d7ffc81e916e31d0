"""Time to export the largest adventure (ember-crown) to the PDF sheet and to a 300 dpi map PNG.

Run: python benchmarks/export.py [--adventure ID] [--rounds N] [--dpi D]
Loading (validate + resolve) is timed once on its own; then each export is timed N times from the
loaded adventure and the median is printed, with the output's size. Runs offscreen without a display.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from editor.export.qt_app import ensure_app  # noqa: E402


def median_time(work, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--adventure", default="ember-crown")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--dpi", type=int, default=300)
    args = parser.parse_args()
    ensure_app()
    from editor.export.map_image import write_png, write_svg
    from editor.export.sheet import build_sheet, write_pdf
    from editor.export.sources import load_printable

    started = time.perf_counter()
    printable = load_printable(args.adventure)
    load = time.perf_counter() - started
    with tempfile.TemporaryDirectory() as folder:
        pdf, png, svg = Path(folder, "sheet.pdf"), Path(folder, "map.png"), Path(folder, "map.svg")
        pdf_s = median_time(lambda: write_pdf(build_sheet(printable), pdf), args.rounds)
        png_s = median_time(lambda: write_png(printable, png, args.dpi), args.rounds)
        svg_s = median_time(lambda: write_svg(printable, svg), args.rounds)
        pages = write_pdf(build_sheet(printable), pdf)
        size = write_png(printable, png, args.dpi)
        print(f"{args.adventure}: load (validate + resolve) {load:.2f} s")
        print(f"  PDF sheet   {pdf_s:.3f} s median of {args.rounds}  ({pages} pages, {pdf.stat().st_size // 1024} KiB)")
        print(f"  PNG map     {png_s:.3f} s median of {args.rounds}  ({size.width()} x {size.height()} px at {args.dpi} dpi, "
              f"{png.stat().st_size // 1024} KiB)")
        print(f"  SVG map     {svg_s:.3f} s median of {args.rounds}  ({svg.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()

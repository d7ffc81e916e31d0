"""How responsive the editor's window stays while the balance dashboard plays in its own process.

A 1-job dashboard run plays in a thread of the editor's process (no worker process to start). This
opens the editor (QT_QPA_PLATFORM=offscreen unless a display is set) on a copy of the bundled
library, starts such a run on drowned-temple from the dashboard, and meanwhile asks the GUI thread
to run a 10 ms timer. A tick that comes late is time the window could not paint or react (to
Cancel, say). Prints, for each round, the run's wall time, the longest gap between two ticks and the
99th percentile of the gaps, and then their medians.

    python benchmarks/gui_during_run.py [--games 3000] [--bots random] [--rounds 3]
                                        [--switch-interval SECONDS]   (default: the editor's own)

Before `Handover` and `share_the_gil` (compiled engine, 3,000 random games): the first live report
took 8.4 s to show, that is the whole run, with the window frozen.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from editor_window import offscreen_unless_displayed, open_editor  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--bots", default="random", choices=["random", "greedy"])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--switch-interval", type=float, default=None,
                        help="the GIL's switch interval in seconds (default: the editor's, see share_the_gil)")
    args = parser.parse_args()
    offscreen_unless_displayed()
    from PySide6.QtCore import QEventLoop, QTimer

    from editor.app.application import share_the_gil
    from editor.app.prompter import DISCARD, ScriptedPrompter
    from editor.playtest.dashboard import Settings
    from engine._compiled import describe

    app, window, folder = open_editor(ScriptedPrompter())
    if args.switch_interval is None:
        share_the_gil()  # as `isleforge` does
    else:
        sys.setswitchinterval(args.switch_interval)
    window.open_path(folder / "library" / "drowned-temple.yaml")
    app.processEvents()
    print(f"drowned-temple, 3 players, {args.games} {args.bots}-bot games in the editor's process (1 job); "
          f"switch interval {sys.getswitchinterval() * 1000:g} ms; engine: {describe()}")
    walls, longest, p99s = [], [], []
    for k in range(args.rounds):
        dashboard = window.menus.show_balance(start=False)
        dashboard.set_settings(Settings(games=args.games, players=3, bots=args.bots, seed=k, jobs=1))
        gaps: list[float] = []
        last = [time.perf_counter()]

        def tick(_gaps=gaps, _last=last) -> None:
            now = time.perf_counter()
            _gaps.append(now - _last[0])
            _last[0] = now

        timer = QTimer()
        timer.timeout.connect(tick)
        done = QEventLoop()
        dashboard.finished.connect(lambda _report, _done=done: _done.quit())
        started = time.perf_counter()
        timer.start(10)
        dashboard.start()
        done.exec()
        timer.stop()
        walls.append(time.perf_counter() - started)
        gaps.sort()
        longest.append(gaps[-1] if gaps else 0.0)
        p99s.append(gaps[int(len(gaps) * 0.99)] if gaps else 0.0)
        print(f"  round {k + 1}: run {walls[-1]:.2f} s; longest gap {longest[-1] * 1000:.0f} ms; "
              f"99% of gaps under {p99s[-1] * 1000:.0f} ms")
        dashboard.close()
        app.processEvents()
    print(f"median: run {statistics.median(walls):.2f} s; longest gap {statistics.median(longest) * 1000:.0f} ms; "
          f"99th percentile {statistics.median(p99s) * 1000:.0f} ms")
    window.prompter.answer("ask_save", DISCARD)
    window.close()
    window.shutdown()


if __name__ == "__main__":
    main()

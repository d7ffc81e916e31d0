"""From a key press to a playtest on screen, in the editor.

Prints, each the median of a few runs in one editor window (QT_QPA_PLATFORM=offscreen unless a
display is set), on a copy of the bundled library with drowned-temple open:

  1. F5 → board on screen: from triggering Run > Playtest (the setup dialog answered at once with its
     proposal, as pressing Enter would) to the first paint of the playtest window's board, with the
     parts: reading and resolving the adventure as it is in the editor, building the session, building
     and showing the window.
  2. Ctrl+F5 → first results: from triggering Run > Balance Dashboard and pressing Start (1,000 random
     games, as many jobs as cores) to the first report shown in the dashboard (a live partial report or
     the final one), and to the end of the run, waiting in a Qt event loop as the editor does.
  3. The CPU of that run: the worker processes' (RUSAGE_CHILDREN), the dashboard's GUI thread
     (`time.thread_time` there) and the whole editor process (GUI and run thread), with their ratio
     to the workers' (issue 12: the dashboard's own CPU under 10% of the workers').

    python benchmarks/editor_playtest.py [--runs 5] [--adventure finis-terrae/windward-sea.yaml]

(--adventure: a file of the bundled library, of any ruleset; its ruleset's board is the one timed.)
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from editor_window import offscreen_unless_displayed, open_editor  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=1000, help="games of the dashboard run (0: F5 only)")
    parser.add_argument("--adventure", default="drowned-temple.yaml", help="the adventure's path in the library")
    args = parser.parse_args()
    offscreen_unless_displayed()
    from PySide6.QtCore import QEvent, QObject

    from editor.app.prompter import DISCARD, ScriptedPrompter

    app, window, folder = open_editor(ScriptedPrompter(ask_playtest_setup="default"))
    library = folder / "library"
    window.open_path(library / args.adventure)
    app.processEvents()
    name = Path(args.adventure).stem

    class FirstPaint(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.at = None

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt)
            if event.type() == QEvent.Type.Paint and self.at is None:
                self.at, self.cpu = time.perf_counter(), time.process_time()
            return False

    f5, f5_cpu, parts = [], [], []
    for _ in range(args.runs):
        painted = FirstPaint()
        from editor import rulesets as editor_rulesets

        ruleset_parts = editor_rulesets.for_document(window.tabs.current().document)  # the window's board's

        build = type(ruleset_parts).board_view

        def hooked(parent=None, _parts=ruleset_parts, _painted=painted, _build=build):
            view = _build(_parts, parent)
            view.viewport().installEventFilter(_painted)
            return view

        ruleset_parts.board_view = hooked
        started, cpu_started = time.perf_counter(), time.process_time()
        playtest = window.menus.show_playtest()
        while painted.at is None:
            app.processEvents()
        del ruleset_parts.board_view
        f5.append(painted.at - started)
        f5_cpu.append(painted.cpu - cpu_started)
        timing = window.menus.launcher().last_timing
        parts.append((timing["resolve"], timing["session"], timing["window"],
                      painted.at - started - timing["resolve"] - timing["session"] - timing["window"]))
        playtest.running = False
        playtest.close()
        app.processEvents()

    print(name + ", one editor window, median of", args.runs, "runs")
    print(f"F5 -> playtest board on screen:              {statistics.median(f5) * 1000:7.1f} ms "
          f"(CPU of the editor process: {statistics.median(f5_cpu) * 1000:.1f} ms; "
          f"{', '.join(f'{t * 1000:.0f}' for t in f5_cpu)})")
    print(f"  read and resolve the adventure:            {statistics.median(p[0] for p in parts) * 1000:7.1f} ms")
    print(f"  build the session (game and first state):  {statistics.median(p[1] for p in parts) * 1000:7.1f} ms")
    print(f"  build and show the window:                 {statistics.median(p[2] for p in parts) * 1000:7.1f} ms")
    print(f"  until the board's first paint:             {statistics.median(p[3] for p in parts) * 1000:7.1f} ms")

    firsts, totals, gui_cpu, run_cpu, worker_cpu = [], [], [], [], []
    from PySide6.QtCore import QEventLoop

    from editor.playtest.dashboard import Settings
    from engine.sim.batch import default_jobs

    def children_cpu() -> float:
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)  # worker processes, once they have exited
        return usage.ru_utime + usage.ru_stime

    if args.games <= 0:  # F5 only
        window.prompter.answer("ask_save", DISCARD)
        window.close()
        window.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
        return
    for _ in range(max(1, args.runs // 2)):
        started = time.perf_counter()
        gui0, process0, children0 = time.thread_time(), time.process_time(), children_cpu()
        dashboard = window.menus.show_balance()
        dashboard.set_settings(Settings(games=args.games, players=3, bots="random", seed=0, jobs=default_jobs()))
        shown: list[float] = []
        dashboard.report_changed.connect(lambda _report, _shown=shown: _shown or _shown.append(time.perf_counter()))
        done = QEventLoop()
        dashboard.finished.connect(lambda _report, _done=done: _done.quit())
        dashboard.start()
        done.exec()  # the editor's own event loop: the GUI thread sleeps between events, as in the app
        totals.append(time.perf_counter() - started)
        firsts.append(shown[0] - started)
        gui_cpu.append(time.thread_time() - gui0)
        run_cpu.append(time.process_time() - process0)
        dashboard.close()
        app.processEvents()
        worker_cpu.append(children_cpu() - children0)
    print(f"Ctrl+F5 -> first results in the dashboard:   {statistics.median(firsts) * 1000:7.1f} ms   "
          f"({args.games} random games, {default_jobs()} jobs)")
    print(f"Ctrl+F5 -> all {args.games} games reported:        {statistics.median(totals) * 1000:7.1f} ms")
    gui, process, workers = (statistics.median(v) for v in (gui_cpu, run_cpu, worker_cpu))
    print(f"CPU of the run: workers {workers:.2f} s; dashboard GUI thread {gui:.2f} s "
          f"({100 * gui / workers:.1f}% of the workers'); editor process (GUI and run thread) {process:.2f} s "
          f"({100 * process / workers:.1f}%)")
    window.prompter.answer("ask_save", DISCARD)
    window.close()
    window.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

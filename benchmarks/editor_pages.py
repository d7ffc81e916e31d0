"""Opening a document page in the editor, and the content reference (F1): CPU per page.

Drives one editor window (QT_QPA_PLATFORM=offscreen unless a display is set) on a copy of the
bundled library and opens every content file of it in turn, as a double click in the library does
(`MainWindow.open_path`, which opens the file's tab: `session.open`): the CPU time of the editor process (every thread) from the call to the
first paint of the page's first view, and with `--all-views` until every view of the page is built
(the other views are otherwise built when their tab is first shown). Closing a page makes the
validation worker read the file from disk again: each open waits until that is done. Each file is opened and closed
`--rounds` times; the first round is printed apart (its imports and caches are the cost once per
session) and the median per file of the others is the figure (issue 32: opening a document page,
~430 ms CPU each, goal < 100 ms). Then Help > Content Reference (F1): the CPU from the action to the
reference window painted: the first F1 of a session (the window made, the current game's reference
rendered), F1 again, and choosing each other game in the window.

    python benchmarks/editor_pages.py [--rounds 3] [--all-views] [--against REV [--repeat 2]]

With `--against REV` the pages are measured in separate editor processes, this tree's and that commit's
(its files unpacked in a temporary folder: `side_by_side.commit_tree`) in turn, `--repeat` times each,
and both medians are printed side by side with their ratio (the content reference is left out).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# --inner: a measurement inside one tree (this one or an older commit's), which comes first on sys.path
sys.path.insert(0, os.getcwd() if "--inner" in sys.argv else str(ROOT))
sys.path.insert(1, str(Path(__file__).resolve().parent))

from editor_window import offscreen_unless_displayed, open_editor  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="times each file is opened (the first apart)")
    parser.add_argument("--all-views", action="store_true", help="time until every view of the page is built")
    parser.add_argument("--against", metavar="REV", help="also measure this commit's editor, in turn (e.g. main)")
    parser.add_argument("--repeat", type=int, default=2, help="with --against: editor processes per tree")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.against:
        side_by_side(args)
        return
    offscreen_unless_displayed()
    import shiboken6
    from PySide6.QtCore import QEvent, QEventLoop, QObject
    from PySide6.QtWidgets import QWidget

    from editor.app.prompter import DISCARD, ScriptedPrompter
    from engine.core import ruleset as rulesets

    app, window, folder = open_editor(ScriptedPrompter(ask_save=DISCARD))
    library = folder / "library"
    files = sorted(library.rglob("*.yaml"))

    class FirstPaint(QObject):
        """The CPU time at the first paint of a widget inside ``inside()`` (a page, the reference window)."""

        def __init__(self, inside) -> None:
            super().__init__()
            self.inside = inside
            self.cpu: float | None = None

        def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt)
            if event.type() == QEvent.Type.Paint and self.cpu is None and watched.isWidgetType():
                outer = self.inside()
                if outer is not None and (watched is outer or outer.isAncestorOf(watched)):
                    self.cpu = time.process_time()
            return False

    def settle() -> None:
        for _ in range(3):
            app.processEvents()
        # A closed page is deleted later, by the event loop the editor runs in; `processEvents` outside it never
        # deletes, so every page of every round stayed alive (2,700 widgets a round) and made later opens dearer.
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        while window.workspace.busy:  # a closed page's file read again by the validation worker
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)

    def open_once(path: Path) -> float:
        settle()
        started = time.process_time()
        window.open_path(path)
        page = window.tabs.current()
        # The page is built and shown but not painted yet (that waits for the event loop): its first
        # paint is watched on its own widgets. A filter on the whole application would run a Python
        # call for each of the thousands of events of building a page, some 17 ms an open that
        # opening a page does not cost (measured: two more such filters, 35 ms more a page).
        painted = FirstPaint(lambda: page)
        watched = [page, *page.findChildren(QWidget)]
        for widget in watched:
            widget.installEventFilter(painted)
        deadline = time.perf_counter() + 30
        while painted.cpu is None and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)  # sleeps: no CPU while waiting
        if args.all_views and hasattr(page, "views"):
            page.views()
            settle()
            ended = time.process_time()
        else:
            ended = painted.cpu if painted.cpu is not None else time.process_time()
        for widget in watched:
            if shiboken6.isValid(widget):
                widget.removeEventFilter(painted)
        window.session.close(page)
        settle()
        return ended - started

    first: dict[str, float] = {}
    later: dict[str, list[float]] = {}
    for round_ in range(args.rounds):
        for path in files:
            name = str(path.relative_to(library))
            cost = open_once(path)
            if round_ == 0:
                first[name] = cost
            else:
                later.setdefault(name, []).append(cost)
    what = "every view built" if args.all_views else "first paint"
    print(f"open a document page ({what}), CPU of the editor process, {len(files)} files, "
          f"{args.rounds} rounds, platform {app.platformName()}")
    medians = {name: statistics.median(values) for name, values in later.items()} if later else first
    if args.inner:
        print(json.dumps({"first": first, "medians": medians}))
        window.prompter.answer("ask_save", DISCARD)
        window.close()
        window.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
        return
    for name in sorted(medians, key=medians.get, reverse=True):
        print(f"  {name:44s} {medians[name] * 1000:7.1f} ms   (first round {first[name] * 1000:7.1f} ms)")
    print(f"  {'median page':44s} {statistics.median(medians.values()) * 1000:7.1f} ms   "
          f"(first round median {statistics.median(first.values()) * 1000:.1f} ms; "
          f"all {len(files)} pages: {sum(medians.values()):.2f} CPU-s, first round {sum(first.values()):.2f} CPU-s)")

    def reference_painted(action) -> float:
        """CPU from ``action()`` to the reference window's text painted."""
        settle()
        started = time.process_time()
        reference = action()
        painted = FirstPaint(lambda r=reference: r.browser.viewport())
        app.installEventFilter(painted)
        reference.browser.viewport().update()
        while painted.cpu is None:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)
        app.removeEventFilter(painted)
        return painted.cpu - started

    first_f1, again_f1, switch = [], [], {}
    for _ in range(max(2, args.rounds)):
        window.menus.reference_window = None  # F1 the first time in a session: the window is made
        first_f1.append(reference_painted(window.menus.show_reference))
        window.menus.reference_window.close()
        again_f1.append(reference_painted(window.menus.show_reference))  # F1 again: the window is kept
        reference = window.menus.reference_window
        for ruleset in [*rulesets.all_rulesets()][::-1]:  # the game chooser, every game shown once
            index = reference.rulesets.findData(ruleset.id)
            if index != reference.rulesets.currentIndex():
                switch.setdefault(ruleset.title, []).append(
                    reference_painted(lambda i=index, r=reference: (r.rulesets.setCurrentIndex(i), r)[1]))
        reference.close()
    print(f"content reference (F1), first in a session:   {statistics.median(first_f1) * 1000:7.1f} ms CPU "
          f"({', '.join(f'{t * 1000:.0f}' for t in first_f1)})")
    print(f"content reference (F1), again:                {statistics.median(again_f1) * 1000:7.1f} ms CPU")
    for title, costs in switch.items():
        print(f"content reference, choosing {title + ':':18s}{statistics.median(costs) * 1000:7.1f} ms CPU")
    window.prompter.answer("ask_save", DISCARD)
    window.close()
    window.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


def side_by_side(args) -> None:
    """This tree and commit `args.against` in turn, each in its own editor processes; per file the median
    over the processes of their medians (rounds after the first)."""
    from side_by_side import commit_tree

    command = [sys.executable, str(Path(__file__).resolve()), "--inner", "--rounds", str(args.rounds)]
    if args.all_views:
        command.append("--all-views")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    runs: dict[str, list[dict]] = {"now": [], args.against: []}
    with commit_tree(args.against) as old:
        for _ in range(args.repeat):
            for name, tree in ((args.against, old), ("now", ROOT)):
                done = subprocess.run(command, cwd=tree, env=env, check=True, capture_output=True, text=True)
                runs[name].append(json.loads(done.stdout.strip().splitlines()[-1]))
    what = "every view built" if args.all_views else "first paint"
    per_file = {name: {f: statistics.median(r["medians"][f] for r in rows) for f in rows[0]["medians"]}
                for name, rows in runs.items()}
    files = sorted(per_file["now"], key=per_file[args.against].get, reverse=True)
    print(f"open a document page ({what}), CPU of the editor process, {len(files)} files, {args.rounds} rounds "
          f"a process, {args.repeat} processes a tree, in turn")
    print(f"  {'file':44s} {args.against:>9s} {'now':>9s}")
    for f in files:
        print(f"  {f:44s} {per_file[args.against][f] * 1000:7.1f} ms {per_file['now'][f] * 1000:7.1f} ms")
    before, after = (statistics.median(per_file[name].values()) for name in (args.against, "now"))
    print(f"  {'median page':44s} {before * 1000:7.1f} ms {after * 1000:7.1f} ms   (now / {args.against}: "
          f"{after / before:.2f})")


if __name__ == "__main__":
    main()

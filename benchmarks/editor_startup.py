"""Editor start-up and live re-validation.

Prints:
  1. the time from process start to the main window shown (its first paint), to the first document
     page shown (the first paint inside the page of drowned-temple), and the time spent building that
     page; each the median of a few runs, each run a fresh Python process as `isleforge` starts
     (QT_QPA_PLATFORM=offscreen unless a display is set); also when the library's first validation arrives;
  2. the re-validation latency after one edit in the editor: from the edit (a field of drowned-temple
     changed through its document, with every registered view listening) to the window's workspace
     emitting `diagnostics_changed` (the debounce included).

Settings and recovery copies live in a temporary folder; the edits are made on a copy of the library.

    python benchmarks/editor_startup.py [--edits 30]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def child(started: float) -> None:
    """Runs in a fresh process: start the editor as `isleforge` does and report when it first paints."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEvent, QObject, QTimer

    from editor.app import application
    from editor.app.config import config_in
    from editor.app.document_page import DocumentPage
    from editor.app.prompter import DISCARD, ScriptedPrompter

    imported = time.time()
    app = application.application()
    marks: dict[str, float] = {"imports": imported - started}

    build = DocumentPage.__init__

    def timed_build(page, *args, **kwargs):
        begun = time.perf_counter()
        build(page, *args, **kwargs)
        marks.setdefault("page_build", time.perf_counter() - begun)

    DocumentPage.__init__ = timed_build

    def in_page(widget) -> bool:
        while widget is not None:
            if isinstance(widget, DocumentPage):
                return True
            widget = widget.parentWidget()
        return False

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                now = time.time() - started
                marks.setdefault("first_paint", now)
                if "page_shown" not in marks and watched.isWidgetType() and in_page(watched):
                    marks["page_shown"] = now
            return False

    painter = FirstPaint()
    app.installEventFilter(painter)  # the first paint of the window or any of its widgets
    with tempfile.TemporaryDirectory() as folder:
        window = application.open_window(None, config_in(Path(folder), ScriptedPrompter(ask_save=DISCARD)))
        marks["window_built"] = time.time() - started
        app.processEvents()
        marks["shown_and_processed"] = time.time() - started

        def finish():
            if "page_shown" not in marks or not window.workspace.ready:
                QTimer.singleShot(5, finish)
                return
            marks["library_validated"] = time.time() - started
            marks["open"] = [p.path.name for p in window.tabs.pages()]
            app.removeEventFilter(painter)
            window.close()
            app.quit()

        QTimer.singleShot(0, finish)
        app.exec()
    print(json.dumps(marks))


def startup() -> dict:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.time()
    result = subprocess.run([sys.executable, __file__, "--child", repr(started)], env=env, capture_output=True,
                            text=True, cwd=ROOT, check=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def revalidation(edits: int) -> list[float]:
    """Milliseconds from an edit of drowned-temple to diagnostics_changed, in a window with every view."""
    import shutil

    from PySide6.QtCore import QEventLoop, QTimer

    from editor.app import application
    from editor.app.config import config_in
    from editor.app.main_window import MainWindow
    from editor.app.prompter import DISCARD, ScriptedPrompter
    from engine.content import paths

    app = application.application()
    latencies: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        library = Path(folder) / "lib"
        shutil.copytree(paths.library_dir(), library)
        window = MainWindow(library, config_in(Path(folder), ScriptedPrompter(ask_save=DISCARD)), base=None)
        window.show()
        while not window.workspace.ready:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        page = window.session.open(library / "drowned-temple.yaml")
        page.views()  # every view built (they are built when first shown otherwise), and listening
        document = page.document
        app.processEvents()
        loop = QEventLoop()
        window.workspace.diagnostics_changed.connect(loop.quit)
        for index in range(edits):
            value = ("drowned-preist", "drowned-priest")[index % 2]  # an error, then fixed again
            started = time.perf_counter()
            document.set_value("/setup/boss", value)
            QTimer.singleShot(5000, loop.quit)
            loop.exec()
            latencies.append((time.perf_counter() - started) * 1000)
        window.close()
    return latencies


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        child(float(sys.argv[2]))
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edits", type=int, default=30, help="edits to time (default: 30)")
    parser.add_argument("--runs", type=int, default=5, help="start-ups to time (default: 5)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))

    runs = [startup() for _ in range(args.runs)]

    def median(mark: str) -> float:
        return statistics.median(r[mark] for r in runs) * 1000

    def every(mark: str) -> str:
        return ", ".join(f"{r[mark] * 1000:.0f}" for r in runs)

    print(f"start-up ({', '.join(runs[0]['open'])} open; median of {args.runs} fresh processes, "
          f"platform {os.environ['QT_QPA_PLATFORM']}):")
    print(f"  imports done                       {median('imports'):7.0f} ms")
    print(f"  process start -> window shown      {median('first_paint'):7.0f} ms   (runs: {every('first_paint')} ms)")
    print(f"  process start -> page shown        {median('page_shown'):7.0f} ms   (runs: {every('page_shown')} ms)")
    print(f"  building the document page         {median('page_build'):7.0f} ms   (runs: {every('page_build')} ms)")
    print(f"  process start -> library validated {median('library_validated'):7.0f} ms")

    from editor.documents.workspace import DEBOUNCE_MS

    latencies = revalidation(args.edits)
    ordered = sorted(latencies)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    print(f"re-validation after one edit (edit -> diagnostics_changed, drowned-temple, {args.edits} edits, "
          f"{DEBOUNCE_MS} ms debounce included):")
    print(f"  median {statistics.median(latencies):6.1f} ms   p90 {p90:6.1f} ms   max {max(latencies):6.1f} ms")


if __name__ == "__main__":
    main()

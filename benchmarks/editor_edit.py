"""From a key press in a form to the problems on screen, in the editor.

Drives one editor window (QT_QPA_PLATFORM=offscreen unless a display is set) on a copy of the
bundled library, with real key events sent to the focused form field:

  - the adventure drowned-temple: its boss field gets an 'x' typed at the end (an unknown boss:
    an error appears) and a Backspace (the error goes);
  - the card set core/cards/bosses.yaml, which the adventures name cards of: the id of the card
    drowned-temple names as its boss gets an 'x' (drowned-temple's boss is dangling: an error in
    another file) and a Backspace (fixed).

Each edit is timed from the key press to the first paint of the Problems panel showing the new
problems: the key event, the document change, the debounce (`DEBOUNCE_MS`), the re-validation,
every listener (problems panel, status bar, field markers, library list) and the repaint, as a user
sees it. Prints the median and p90 of every edit, and per file, and the CPU time the editor process
(GUI and validation threads) spent per edit, which a loaded machine inflates far less than wall time.

    python benchmarks/editor_edit.py [--edits 40]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from editor_window import offscreen_unless_displayed, open_editor  # noqa: E402


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=40, help="edits to time, half in each file (default: 40)")
    args = parser.parse_args()
    offscreen_unless_displayed()
    from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt
    from PySide6.QtTest import QTest

    from editor.app.prompter import DISCARD, ScriptedPrompter
    from editor.documents.workspace import DEBOUNCE_MS
    from editor.forms.reference import RefField
    from editor.forms.fields import TextField

    app, window, folder = open_editor(ScriptedPrompter(ask_save=DISCARD))
    library = folder / "library"
    assert not window.workspace.diagnostics() or all(not d.is_error for d in window.workspace.diagnostics())

    def field_of(page, kind, pointer: str):
        for view in page.views():
            for found in view.findChildren(kind):
                if found.pointer == pointer and found.isVisible():
                    return found
        raise LookupError(f"no visible field at {pointer} in {page.path.name}")

    adventure = window.session.open(library / "drowned-temple.yaml")
    adventure.setCurrentIndex([adventure.tabText(i) for i in range(adventure.count())].index("Setup"))
    app.processEvents()
    boss = field_of(adventure, RefField, "/setup/boss").combo.lineEdit()
    cards = window.session.open(library / "core" / "cards" / "bosses.yaml")
    cards.views()[0].select_card(0)
    app.processEvents()
    card_id = field_of(cards, TextField, "/cards/0/id").editor
    assert card_id.text() == "drowned-priest", card_id.text()

    class Painted(QObject):
        """Notes the first paint of the Problems panel after which it shows what `expect` wants."""

        def __init__(self) -> None:
            super().__init__()
            self.expect = None
            self.at: float | None = None
            self.cpu: float | None = None

        def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt)
            if (event.type() == QEvent.Type.Paint and self.at is None and self.expect is not None
                    and self.expect(window.problems.model.diagnostics())):
                self.at, self.cpu = time.perf_counter(), time.process_time()
            return False

    painted = Painted()
    window.problems.view.viewport().installEventFilter(painted)

    def dangling(rows) -> bool:
        return any(d.code == "ref/unknown-id" and d.file.endswith("drowned-temple.yaml") and d.pointer == "/setup/boss"
                   for d in rows)

    def clean(rows) -> bool:
        return not any(d.is_error for d in rows)

    cpu: dict[str, list[float]] = {}

    def edit(page, line_edit, key, expect, name) -> float:
        window.tabs.set_current(page)
        line_edit.setFocus()
        app.processEvents()
        painted.expect, painted.at = expect, None
        started, cpu_started = time.perf_counter(), time.process_time()
        QTest.keyClick(line_edit, key)
        deadline = started + 10
        while painted.at is None and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)  # sleeps while the validator works
        if painted.at is None:
            raise SystemExit("the Problems panel never showed the edit's problems")
        cpu.setdefault(name, []).append((painted.cpu - cpu_started) * 1000)
        return (painted.at - started) * 1000

    timings: dict[str, list[float]] = {"drowned-temple.yaml (boss)": [], "bosses.yaml (card id)": []}
    for index in range(max(2, args.edits // 4)):
        for (name, page, line_edit) in (("drowned-temple.yaml (boss)", adventure, boss),
                                        ("bosses.yaml (card id)", cards, card_id)):
            line_edit.end(False)
            timings[name].append(edit(page, line_edit, Qt.Key.Key_X, dangling, name))
            timings[name].append(edit(page, line_edit, Qt.Key.Key_Backspace, clean, name))
        if index == 0:
            for values in (*timings.values(), *cpu.values()):
                values.clear()  # the first round warms caches (fonts, icons, schema look-ups)
    every = [t for values in timings.values() for t in values]
    print(f"edit -> problems on screen, {len(every)} key presses in one editor window "
          f"(debounce: {DEBOUNCE_MS} ms while the validator is idle), platform {app.platformName()}")
    for name, values in timings.items():
        print(f"  {name:28s} median {statistics.median(values):6.1f} ms   p90 {p90(values):6.1f} ms   "
              f"(CPU of the editor process: median {statistics.median(cpu[name]):6.1f} ms)")
    every_cpu = [t for values in cpu.values() for t in values]
    print(f"  {'all edits':28s} median {statistics.median(every):6.1f} ms   p90 {p90(every):6.1f} ms   "
          f"(CPU of the editor process: median {statistics.median(every_cpu):6.1f} ms)")
    print(f"  (machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores: wall times grow with it, CPU much less)")
    window.prompter.answer("ask_save", DISCARD)
    window.close()
    window.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

"""The hostile files of `fuzz_hostile.py` opened in the editor, through the main window's real open path.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/fuzz_hostile_editor.py [--ruleset ID ...] [--paths N]

For each installed ruleset, its bundled folder is copied into a temporary library; for each case
(the whole-file cases of `fuzz_hostile.textual` and a sample of its field cases) the file is written
there, a main window is opened on the library (`MainWindow`, a scripted prompter so that no dialog
waits for a person), the file is opened with `open_path` as the File menu and the command line do,
the validation thread is waited for, and every view of the page is shown in turn. An exception that
reaches `sys.excepthook` (Qt slots report theirs there), an error logged (a view whose factory raised:
the page shows "failed" and keeps the designer's work), a view that raises, or a window still busy
after 60 s is a crash. Prints per ruleset the cases and the crashes; exit 1 if anything crashed.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import logging
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from fuzz_hostile import kept, structural, textual  # noqa: E402
from PySide6.QtWidgets import QApplication, QTabWidget  # noqa: E402

from editor.app.application import application  # noqa: E402
from editor.app.config import config_in  # noqa: E402
from editor.app.main_window import MainWindow  # noqa: E402
from editor.app.prompter import DISCARD, ScriptedPrompter  # noqa: E402
from engine.content import yaml_io  # noqa: E402
from engine.content.paths import library_dir  # noqa: E402
from engine.content.validate import validate_paths  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402

WAIT = 60.0  # seconds the window may stay busy validating


def settle(app: QApplication, until, limit: float = WAIT) -> bool:
    """Process events until ``until()`` or ``limit`` seconds; whether it came true."""
    started = time.monotonic()
    while time.monotonic() - started < limit:
        app.processEvents()
        if until():
            return True
        time.sleep(0.01)
    return False


def open_case(app: QApplication, library: Path, target: Path, config_dir: Path, caught: list) -> str | None:
    """None when the case opened and every view showed; else what went wrong."""
    config = config_in(config_dir, ScriptedPrompter(), 3600)
    window = MainWindow(library, config, base=library_dir())
    try:
        window.show()
        if not settle(app, lambda: window.workspace.ready):
            return "hang: the workspace never became ready"
        opened = window.open_path(target)
        if not settle(app, lambda: not window.workspace.busy):
            return "hang: validation still busy"
        page = window.tabs.current() if opened is window else None
        for tabs in ([page] if isinstance(page, QTabWidget) else []):
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                settle(app, lambda: False, 0.05)
        if opened is not None and opened is not window:
            opened.prompter.answer("ask_save", DISCARD)
            opened.close()
            opened.shutdown()
        settle(app, lambda: False, 0.05)
    except Exception:  # noqa: BLE001 - a crash is what this script looks for
        return traceback.format_exc()
    finally:
        window.prompter.answer("ask_save", DISCARD)
        window.close()
        window.shutdown()
        window.deleteLater()
        settle(app, lambda: False, 0.05)
    return caught.pop(0) if caught else None


class _Caught(logging.Handler):
    """An error the editor logged (a view whose factory raised, caught so the designer keeps their work)."""

    def __init__(self, caught: list) -> None:
        super().__init__(logging.ERROR)
        self.caught = caught

    def emit(self, record: logging.LogRecord) -> None:
        self.caught.append(record.getMessage())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", action="append", help="only these rulesets (default: every installed one)")
    parser.add_argument("--paths", type=int, default=2, help="places of each kind of node changed per file")
    parser.add_argument("--out", type=Path, default=Path("hostile-editor-crashes"))
    args = parser.parse_args(argv)
    app = application([sys.argv[0]])
    caught: list[str] = []
    logging.getLogger().addHandler(_Caught(caught))  # a view that failed is logged (the page shows "failed")
    # Qt slots report their exceptions to sys.excepthook; the hook is this script's only while it runs, so
    # a fault of the script itself still ends it with its traceback (it once exited 1 with nothing printed).
    sys.excepthook = lambda kind, value, tb: caught.append("".join(traceback.format_exception(kind, value, tb)))
    try:
        return run(args, app, caught)
    finally:
        sys.excepthook = sys.__excepthook__


def targets_of(validation, ruleset) -> tuple[Path | None, list]:
    """The folder of the ruleset's first adventure and one file of each kind it owns in that folder."""
    owned = [f for f in validation.library.files if f.ruleset == ruleset.id and f.schema_ok and f.id]
    adventures = [f for f in owned if f.kind == "adventure"]
    if not adventures:
        return None, []
    source = adventures[0].path.parent
    kinds, targets = set(), []
    for f in owned:
        if f.kind not in kinds and f.path.is_relative_to(source):
            kinds.add(f.kind)
            targets.append(f)
    return source, targets


def copy_library(source: Path, library: Path) -> None:
    """The whole folder, campaigns too: a ruleset whose adventures lie at the library's top
    (isles-of-terror) has its campaign file among the targets (skipping campaigns once made writing
    that case fail)."""
    shutil.copytree(source, library)


def run(args: argparse.Namespace, app: QApplication, caught: list) -> int:
    """Every chosen ruleset's cases opened in turn; 1 if anything crashed."""
    validation = validate_paths([library_dir()])
    crashes = []
    chosen = [r for r in sorted(rulesets.all_rulesets(), key=lambda r: r.id) if not args.ruleset or r.id in args.ruleset]
    for ruleset in chosen:
        source, targets = targets_of(validation, ruleset)
        if source is None:
            print(f"{ruleset.id}: no adventure in the library, nothing opened", flush=True)
            continue
        rng = random.Random(f"hostile editor {ruleset.id}")
        cases = 0
        with tempfile.TemporaryDirectory(prefix="isleforge-hostile-editor-") as scratch:
            library = Path(scratch) / "library"
            copy_library(source, library)
            for content in targets:
                copy = library / content.path.relative_to(source)
                text = content.path.read_text(encoding="utf-8")
                data = yaml_io.parse_text(text, str(copy)).data
                found = [(n, json.dumps(d, ensure_ascii=False).encode()) for n, d in structural(data, rng, args.paths)]
                for name, body in textual(text) + rng.sample(found, min(len(found), 4 * args.paths)):
                    cases += 1
                    if body is None:
                        copy.unlink()
                        copy.mkdir()
                    else:
                        copy.write_bytes(body)
                    print(f"  {ruleset.id} {content.display} [{name[:80]}]", flush=True)
                    faulthandler.dump_traceback_later(WAIT * 3)  # a hang inside Qt: its stack
                    problem = open_case(app, library, copy, Path(scratch) / f"config-{cases}", caught)
                    faulthandler.cancel_dump_traceback_later()
                    if body is None:
                        copy.rmdir()
                    copy.write_text(text, encoding="utf-8")
                    if problem:
                        crashes.append({"ruleset": ruleset.id, "file": content.display, "case": name,
                                        "problem": problem})
                        print(f"CRASH {ruleset.id} {content.display} [{name[:80]}]: "
                              f"{problem.strip().splitlines()[-1][:200]}", flush=True)
        print(f"{ruleset.id}: {cases} cases opened in the editor, "
              f"{sum(c['ruleset'] == ruleset.id for c in crashes)} crashes", flush=True)
    return kept(crashes, args.out)


if __name__ == "__main__":
    sys.exit(main())

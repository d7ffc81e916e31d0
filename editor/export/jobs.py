"""Slow export work off the GUI thread: validating and resolving the content (pure Python).

`Snapshot` takes the document texts on the GUI thread (unsaved edits print as they are on screen);
`printable_of` validates and resolves them in a worker. `Job` runs one function in a QThread and
hands its result (or its error) back on the GUI thread, so typing never waits for an export. A job's
function makes no Qt object: laying out and painting stay on the GUI thread (print_actions.py says why).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QThread, Signal

from engine.content import paths
from engine.content.library import is_inside
from engine.content.resolve import ContentError
from engine.content.validate import validate_paths

from .sources import Printable, PrintableCampaign, from_validation


@dataclass(frozen=True, slots=True)
class Snapshot:
    path: Path
    texts: tuple[tuple[Path, str], ...]  # every modified document's text (and the printed one's)
    root: Path
    base: Path | None


def snapshot_of(document, workspace) -> Snapshot:
    texts = {document.path.resolve(): document.text()}
    for other in workspace.documents():
        if other is not document and other.modified:
            texts[other.path.resolve()] = other.text()
    return Snapshot(document.path.resolve(), tuple(texts.items()), Path(workspace.root), workspace.base)


def printable_of(snapshot: Snapshot) -> Printable | PrintableCampaign:
    """The snapshot's adventure or campaign, validated in its library; ContentError if it has errors."""
    bundled = paths.library_dir()
    if is_inside(snapshot.path, snapshot.root):
        folder, base = snapshot.root, snapshot.base
    elif is_inside(snapshot.path, bundled):
        folder, base = bundled.resolve(), None
    else:
        folder, base = snapshot.path.parent, bundled
    validation = validate_paths([folder], root=folder, base=base)
    for other, text in snapshot.texts:
        if is_inside(other, folder):
            validation.replace_file(other, text)
    content = validation.library.find(snapshot.path)
    if content is None or content.kind not in ("adventure", "campaign") or not content.id:
        problems = [d for d in validation.diagnostics if content is not None and d.file == content.display and d.is_error]
        raise ContentError(f"{snapshot.path.name} is not a valid adventure or campaign", problems)
    return from_validation(validation, content.kind, content.id)


class Job(QThread):
    """Runs ``work()`` in a worker thread; `done(result)` or `failed(message, diagnostics)` on the GUI thread."""

    done = Signal(object)
    failed = Signal(str, object)

    def __init__(self, work: Callable[[], Any], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("isleforge-export")
        self.work = work

    def run(self) -> None:
        try:
            result = self.work()
        except ContentError as error:
            self.failed.emit(str(error), list(error.diagnostics))
        except Exception as error:  # noqa: BLE001 - a failed export is reported in a message box, never a crash
            diagnostics = list(getattr(error, "diagnostics", []) or [])
            self.failed.emit(str(error) or traceback.format_exc(limit=1), diagnostics)
        else:
            self.done.emit(result)

"""File > Print… (Ctrl+P, with preview), Export as PDF…, Export Map Image… and Library > Import Pack….

The content is validated and resolved in a worker (`jobs.Job`: pure Python, no Qt object); the sheet,
the PDF and the map images are laid out and painted on the GUI thread, with a wait cursor. A worker
thread that makes Qt objects (a QTextDocument connects its layout's signals) can deadlock the editor:
PySide keeps the GIL through such a call, which waits for a Qt lock that the GUI thread holds while it
waits for the GIL (an export froze the editor this way, at random). Refusals (content errors, hostile
packs) and failed writes are shown with their diagnostics, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from engine.content.pack import SUFFIX, PackError, conflicts, install_pack, read_pack
from engine.content.resolve import ContentError

from .jobs import Job, printable_of, snapshot_of
from .sources import PrintableCampaign

if TYPE_CHECKING:
    from editor.app.main_window import MainWindow


def diagnostics_text(message: str, diagnostics) -> str:
    lines = [d.to_text() for d in list(diagnostics)[:12]]
    more = len(diagnostics) - len(lines)
    return message + ("\n\n" + "\n".join(lines) if lines else "") + (f"\n… and {more} more" if more > 0 else "")


class ExportActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.jobs: list[Job] = []
        self.print = self._action("Print…", self.print_sheet, QKeySequence.StandardKey.Print)
        self.pdf = self._action("Export as PDF…", self.export_pdf)
        self.map_image = self._action("Export Map Image…", self.export_map_image)
        self.import_pack = self._action("Import Pack…", self.import_pack_file)
        self.last_written: Path | None = None

    def _action(self, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    # -- running work off the GUI thread ------------------------------------------------------
    def _start(self, work, then, title: str) -> Job | None:
        job = Job(work, self)
        job.done.connect(then)
        job.failed.connect(lambda message, diagnostics: self.window.prompter.error(
            title, diagnostics_text(message, diagnostics)))
        job.finished.connect(lambda: self.jobs.remove(job) if job in self.jobs else None)
        self.jobs.append(job)
        job.start()
        return job

    def _paint(self, title: str, paint, target: Path | None = None):
        """``paint()`` on the GUI thread under a wait cursor; its errors in a message box, never a traceback."""
        if target is not None:
            self.window.statusBar().showMessage(f"Writing {target.name}…")
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            result = paint()
        except ContentError as error:
            self.window.prompter.error(title, diagnostics_text(str(error), list(error.diagnostics)))
            return None
        except Exception as error:  # noqa: BLE001 - a failed export is reported in a message box, never a crash
            diagnostics = list(getattr(error, "diagnostics", []) or [])
            self.window.prompter.error(title, diagnostics_text(str(error) or type(error).__name__, diagnostics))
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        if target is not None:
            self._written(target)
        return result

    def _snapshot(self, title: str):
        document = self.window.session.current_document()
        if document is None or document.kind not in ("adventure", "campaign"):
            self.window.prompter.info(title, "Open an adventure or a campaign first: this prints the one in the current tab.")
            return None
        return snapshot_of(document, self.window.workspace)

    def wait(self, timeout_ms: int = 60000) -> bool:
        """Wait for running exports (tests, and closing the window)."""
        return all(job.wait(timeout_ms) for job in list(self.jobs))

    # -- the sheet ------------------------------------------------------------------------------
    def print_sheet(self):
        snapshot = self._snapshot("Print")
        if snapshot is None:
            return None
        from .sheet import build_sheet

        def then(printable) -> None:
            sheet = self._paint("Print", lambda: build_sheet(printable))
            if sheet is not None:
                self._preview(sheet)

        return self._start(lambda: printable_of(snapshot), then, "Print")

    def _preview(self, sheet) -> None:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from .sheet import page_layout, paint_sheet

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout("a4"))
        printer.setDocName(sheet.title)
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setWindowTitle(f"Print — {sheet.title}")
        dialog.paintRequested.connect(lambda device: paint_sheet(sheet, device))
        self.printer, self.preview = printer, dialog  # the dialog does not own the printer: keep it alive
        dialog.open()

    def export_pdf(self, target: Path | None = None):
        snapshot = self._snapshot("Export as PDF")
        if snapshot is None:
            return None
        target = target or self.window.prompter.save_file(snapshot.path.with_suffix(".pdf"), "Export as PDF",
                                                          "PDF files (*.pdf)")
        if target is None:
            return None
        from .sheet import build_sheet, write_pdf

        def then(printable) -> None:
            self._paint("Export as PDF", lambda: write_pdf(build_sheet(printable), target), target)

        return self._start(lambda: printable_of(snapshot), then, "Export as PDF")

    def export_map_image(self, target: Path | None = None, dpi: int = 300):
        snapshot = self._snapshot("Export Map Image")
        if snapshot is None:
            return None
        target = target or self.window.prompter.save_file(snapshot.path.with_suffix(".png"), "Export Map Image",
                                                          "PNG image (*.png);;SVG drawing (*.svg)")
        if target is None:
            return None
        from .map_image import write_png, write_svg

        def paint(source) -> None:
            first = source.chapters[0] if isinstance(source, PrintableCampaign) else source
            write_svg(first, target) if target.suffix.lower() == ".svg" else write_png(first, target, dpi)

        def then(source) -> None:
            self._paint("Export Map Image", lambda: paint(source), target)

        return self._start(lambda: printable_of(snapshot), then, "Export Map Image")

    def _written(self, target: Path) -> None:
        self.last_written = target
        self.window.statusBar().showMessage(f"Wrote {target}", 5000)

    # -- packs ---------------------------------------------------------------------------------
    def import_pack_file(self, pack: Path | None = None):
        pack = pack or self.window.prompter.open_file(Path.home(), "Import content pack",
                                                      f"Content packs (*{SUFFIX} *.zip);;All files (*)")
        if pack is None:
            return None
        return self._start(lambda: read_pack(pack), self._install, "Import Pack")

    def _install(self, checked) -> None:
        window, root = self.window, Path(self.window.workspace.root)
        clashes = conflicts(checked, root)
        overwrite = False
        if clashes:
            overwrite = window.prompter.confirm(
                "Import Pack", "These files of yours differ from the pack's:\n  " + "\n  ".join(clashes)
                + "\n\nReplace them with the pack's?", "Replace")
            if not overwrite:
                return
        try:
            done = install_pack(checked, root, overwrite=overwrite)
        except PackError as error:
            window.prompter.error("Import Pack", diagnostics_text(str(error) + "; nothing was written", error.diagnostics))
            return
        window.library.rescan_changes()
        for path in done.written:
            window.workspace.reread(path)
        window.statusBar().showMessage(f"Imported {len(done.written)} file{'s' * (len(done.written) != 1)} "
                                       f"from the pack", 5000)

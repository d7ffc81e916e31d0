"""File > Print…, Export as PDF…, Export Map Image… and Library > Import Pack… in the editor."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage, QKeySequence

from engine.content.pack import write_pack

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def menu(window, title: str):
    return next(a.menu() for a in window.menuBar().actions() if a.text() == title)


def test_the_file_and_library_menus_hold_the_exports(window):
    texts = [a.text() for a in menu(window, "&File").actions()]
    assert texts[texts.index("Print…"):texts.index("Print…") + 3] == ["Print…", "Export as PDF…", "Export Map Image…"]
    assert [a.text() for a in menu(window, "&Library").actions()] == ["Import Pack…"]
    assert window.menus.export.print.shortcut() == QKeySequence(QKeySequence.StandardKey.Print)


def test_exports_need_an_open_adventure(window):
    assert window.menus.export.export_pdf(Path("x.pdf")) is None
    assert window.prompter.questions("info")[-1][0] == "Export as PDF"


def test_export_as_pdf_prints_the_unsaved_text(window, qtbot, tmp_path: Path):
    window.open_path(window.workspace.root / "first-landing.yaml")
    document = window.session.current_document()
    document.set_value("/title", "First Landing, Revised", "Edit title")
    target = tmp_path / "sheet.pdf"
    job = window.menus.export.export_pdf(target)
    assert job is not None and job.isRunning() or job.isFinished()
    # the job may end before a signal spy could connect: wait for its end as the window saw it
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    text = " ".join(p.extract_text() for p in PdfReader(str(target)).pages)
    assert "Revised" in " ".join(text.split()) and window.menus.export.last_written == target
    assert document.modified  # printing never saves


def test_export_map_image_writes_png_and_svg(window, qtbot, tmp_path: Path):
    window.open_path(window.workspace.root / "first-landing.yaml")
    for name in ("map.png", "map.svg"):
        job = window.menus.export.export_map_image(tmp_path / name, dpi=72)
        # the job may end before a signal spy could connect: wait for its end as the window saw it
        qtbot.waitUntil(lambda job=job: job not in window.menus.export.jobs, timeout=60000)
    assert QImage(str(tmp_path / "map.png")).width() > 300
    assert "<svg" in (tmp_path / "map.svg").read_text(encoding="utf-8")


def test_an_export_validates_off_the_gui_thread_and_makes_every_qt_object_on_it(window, qtbot, tmp_path: Path,
                                                                                monkeypatch):
    """A worker thread that makes Qt objects can deadlock the editor (print_actions.py says how): an
    export of the full-suite run froze there. Validation runs in the worker, layout and painting here."""
    import threading

    from editor.export import map_image, print_actions, sheet

    seen: dict[str, set[str]] = {}

    def spy(module, name):
        real = getattr(module, name)

        def recorded(*args, **kwargs):
            seen.setdefault(name, set()).add(threading.current_thread().name)
            return real(*args, **kwargs)
        monkeypatch.setattr(module, name, recorded)

    for module, name in ((print_actions, "printable_of"), (sheet, "_laid"), (sheet, "write_pdf"), (map_image, "write_png"),
                         (map_image, "write_svg")):
        spy(module, name)
    window.open_path(window.workspace.root / "first-landing.yaml")
    export = window.menus.export
    for start in (lambda: export.export_pdf(tmp_path / "sheet.pdf"),
                  lambda: export.export_map_image(tmp_path / "map.png", dpi=72),
                  lambda: export.export_map_image(tmp_path / "map.svg")):  # one after another, as a user does
        job = start()
        qtbot.waitUntil(lambda job=job: job not in export.jobs, timeout=60000)
    gui = threading.main_thread().name
    assert set(seen) == {"printable_of", "_laid", "write_pdf", "write_png", "write_svg"}
    assert {name: threads for name, threads in seen.items() if name != "printable_of"} == {
        "_laid": {gui}, "write_pdf": {gui}, "write_png": {gui}, "write_svg": {gui}}
    assert gui not in seen["printable_of"] and window.prompter.questions("error") == []
    assert window.menus.export.last_written == tmp_path / "map.svg"


def test_a_failed_write_is_shown_not_raised(window, qtbot, tmp_path: Path):
    window.open_path(window.workspace.root / "first-landing.yaml")
    job = window.menus.export.export_pdf(tmp_path / "no-such-folder" / "sheet.pdf")
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    (title, text), = window.prompter.questions("error")
    assert title == "Export as PDF" and "no-such-folder" in text
    assert window.menus.export.last_written is None and not (tmp_path / "no-such-folder").exists()


def test_print_opens_the_preview_with_every_page(window, qtbot):
    window.open_path(window.workspace.root / "first-landing.yaml")
    job = window.menus.export.print_sheet()
    with qtbot.waitSignal(job.done, timeout=60000):
        pass
    preview = window.menus.export.preview
    qtbot.waitUntil(preview.isVisible)
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() == 3, timeout=20000)  # the words start under the map
    preview.close()


def test_a_content_error_is_shown_not_raised(window, qtbot):
    window.open_path(window.workspace.root / "first-landing.yaml")
    window.session.current_document().set_value("/setup/boss", "no-such-boss", "Edit boss")
    job = window.menus.export.export_pdf(Path("never.pdf"))
    # the job may end before a signal spy could connect: wait for its end as the window saw it
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    title, text = window.prompter.questions("error")[-1]
    assert title == "Export as PDF" and "no-such-boss" in text
    assert not Path("never.pdf").exists()


def test_import_pack_writes_a_checked_pack_into_the_library(window, qtbot, tmp_path: Path):
    source = tmp_path / "theirs"
    source.mkdir()
    text = (window.workspace.root / "first-landing.yaml").read_text(encoding="utf-8")
    (source / "gull-rock.yaml").write_text(text.replace("id: first-landing", "id: gull-rock", 1), encoding="utf-8")
    pack = tmp_path / "theirs.isleforge.zip"
    write_pack(source, pack)
    job = window.menus.export.import_pack_file(pack)
    # the job may end before a signal spy could connect: wait for its end as the window saw it
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    qtbot.waitUntil(lambda: (window.workspace.root / "gull-rock.yaml").is_file())
    assert (window.workspace.root / "gull-rock.yaml").read_bytes() == (source / "gull-rock.yaml").read_bytes()


def test_a_hostile_pack_is_refused_and_writes_nothing(window, qtbot, tmp_path: Path):
    pack = tmp_path / "evil.isleforge.zip"
    with zipfile.ZipFile(pack, "w") as archive:
        archive.writestr("../escape.yaml", "kind: x\n")
    before = sorted(p.name for p in window.workspace.root.parent.iterdir())
    job = window.menus.export.import_pack_file(pack)
    # the job may end before a signal spy could connect: wait for its end as the window saw it
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    title, text = window.prompter.questions("error")[-1]
    assert title == "Import Pack" and "pack/unsafe-path" in text and "evil.isleforge.zip!../escape.yaml" in text
    assert sorted(p.name for p in window.workspace.root.parent.iterdir()) == before


def test_export_as_pdf_and_map_image_print_an_island_clash_adventure_by_its_own_sheet(window, qtbot, tmp_path: Path):
    window.open_path(window.workspace.root / "island-clash" / "lagoon-crossing.yaml")
    window.session.current_document().set_value("/title", "Lagoon Crossing, Revised", "Edit title")
    target = tmp_path / "lagoon.pdf"
    job = window.menus.export.export_pdf(target)
    # the job may end before a signal spy could connect: wait for its end as the window saw it
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(str(target)).pages)
    assert "Lagoon Crossing, Revised" in text and "Island Clash adventure sheet · Isleforge" in text
    assert "Seats for 2 players" in text and "Card stacks: clash-cards" in text
    assert window.prompter.questions("error") == []
    job = window.menus.export.export_map_image(tmp_path / "lagoon.png", dpi=72)
    # the job may end before a signal spy could connect: wait for its end as the window saw it
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    image = QImage(str(tmp_path / "lagoon.png"))
    assert image.width() > image.height() > 100  # the square board, then the rose beside it

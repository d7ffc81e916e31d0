"""Exports are written beside the target, then renamed (issue 30, item 10): a failure keeps the previous file.

`export --pdf/--png/--svg` and the editor's Export as PDF / Export Map Image all go through
`write_pdf`, `write_png` and `write_svg`; each used to open the target itself (truncating it) and
paint into it, so a crash half-way left an empty or partial file and the previous export was lost.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPainter

from editor.cli import main
from editor.export import map_image, sheet
from editor.export.map_image import write_png, write_svg
from editor.export.sheet import build_sheet, write_pdf
from editor.export.sources import load_printable


@pytest.fixture(scope="module")
def landing(qapp):
    return load_printable("first-landing")


def listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_pdf_whose_painting_fails_keeps_the_previous_export(landing, tmp_path: Path, monkeypatch):
    target = tmp_path / "sheet.pdf"
    write_pdf(build_sheet(landing), target)
    before = target.read_bytes()
    seen = []

    def broken(_sheet, device):
        painter = QPainter(device)  # QPdfWriter opens its file here
        seen.append(target.read_bytes())
        painter.end()
        raise RuntimeError("out of memory half-way")

    monkeypatch.setattr(sheet, "paint_sheet", broken)
    with pytest.raises(RuntimeError):
        write_pdf(build_sheet(landing), target)
    assert seen == [before] and target.read_bytes() == before and listing(tmp_path) == ["sheet.pdf"]


def test_a_png_that_cannot_be_saved_keeps_the_previous_export(landing, tmp_path: Path, monkeypatch):
    target = tmp_path / "map.png"
    write_png(landing, target, 30)
    before = target.read_bytes()

    def half(self, name, *_args):
        Path(name).write_bytes(before[:10])  # a full disk: part of the file, then failure
        return False

    monkeypatch.setattr(QImage, "save", half)
    with pytest.raises(OSError, match="cannot write"):
        write_png(landing, target, 30)
    assert target.read_bytes() == before and listing(tmp_path) == ["map.png"]


def test_an_svg_whose_painting_fails_keeps_the_previous_export(landing, tmp_path: Path, monkeypatch):
    target = tmp_path / "map.svg"
    write_svg(landing, target)
    before = target.read_bytes()

    def broken(self, painter, rect):
        raise RuntimeError("crash half-way")

    monkeypatch.setattr(map_image.MapPicture, "paint", broken)
    with pytest.raises(RuntimeError):
        write_svg(landing, target)
    assert target.read_bytes() == before and listing(tmp_path) == ["map.svg"]


def test_the_export_command_replaces_files_whole_and_keeps_links(tmp_path: Path, capsys):
    real = tmp_path / "real.svg"
    real.write_text("old", encoding="utf-8")
    (tmp_path / "link.svg").symlink_to("real.svg")
    png = tmp_path / "map.png"
    png.write_bytes(b"old png")
    png.chmod(0o640)
    assert main(["export", "first-landing", "--svg", str(tmp_path / "link.svg"), "--png", str(png), "--dpi", "30"]) == 0
    assert (tmp_path / "link.svg").is_symlink() and real.read_text(encoding="utf-8").startswith("<?xml")
    assert png.read_bytes().startswith(b"\x89PNG") and png.stat().st_mode & 0o777 == 0o640
    assert listing(tmp_path) == ["link.svg", "map.png", "real.svg"]


@pytest.mark.parametrize("make, problem", [
    (lambda d: d / "missing" / "sheet.pdf", "the folder {d}/missing does not exist"),
    (lambda d: d, "{d} is a folder, not a regular file"),
])
def test_an_export_target_that_cannot_be_written_is_refused_before_painting(tmp_path: Path, capsys, make, problem):
    code = main(["export", "first-landing", "--pdf", str(make(tmp_path))])
    captured = capsys.readouterr()
    assert (code, captured.out) == (2, "")
    assert captured.err == "isleforge: error: --pdf: " + problem.format(d=tmp_path) + "\n"


def test_a_sheet_whose_pages_fail_half_way_keeps_the_previous_pdf(landing, tmp_path: Path, monkeypatch):
    target = tmp_path / "sheet.pdf"
    write_pdf(build_sheet(landing), target)
    before = target.read_bytes()

    def broken(self, painter, new_page):
        painter.drawText(10, 10, "half a page")
        raise RuntimeError("a font failed half-way")

    monkeypatch.setattr(sheet._Pages, "paint", broken)
    with pytest.raises(RuntimeError, match="half-way"):
        write_pdf(build_sheet(landing), target)
    assert target.read_bytes() == before and listing(tmp_path) == ["sheet.pdf"]

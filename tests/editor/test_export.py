"""The printed sheet and the map images: pages and words read back from the PDF, colours at hex centres."""

from __future__ import annotations

import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QColor, QImage

from editor.cli import main
from editor.export._board import Board
from editor.export.map_image import POINTS_PER_INCH, MapPicture, write_png, write_svg
from editor.export.sheet import build_sheet, write_pdf
from editor.export.sources import DataView, PrintableCampaign, load_printable
from editor.board import style
from editor.board.layout import Layout

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def ember(qapp):
    return load_printable("ember-crown")


def flat(text: str) -> str:
    """Words with single spaces and ligatures spelled out ("ﬂ" -> "fl"), as a reader sees them."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def pdf_pages(path: Path) -> list[str]:
    return [flat(page.extract_text()) for page in PdfReader(str(path)).pages]


def test_the_sheet_has_a_map_page_then_the_words_with_running_heads(ember, tmp_path: Path):
    target = tmp_path / "ember.pdf"
    count = write_pdf(build_sheet(ember, players=3), target)
    pages = pdf_pages(target)
    assert len(pages) == count == 4  # the story starts under the map, not on a page of its own
    for number, text in enumerate(pages, 1):
        assert f"page {number} of 4" in text and "The Ember Crown" in text
    assert "The Ember Crown" in pages[0] and "3–4 players" in pages[0]
    assert "The Molten" in pages[0]  # an area name drawn on the map
    assert "Story Background Every chart of the Isles of Ash" in pages[0]


def test_the_sheet_says_everything_a_table_needs(ember, tmp_path: Path):
    target = tmp_path / "ember.pdf"
    write_pdf(build_sheet(ember, players=3), target)
    text = flat(" ".join(pdf_pages(target)))
    adventure = ember.adventure
    for task in adventure.progress_tasks:
        assert task.title in text and flat(task.text) in text
    campaign_only = {"Blessing of the Tide", "The Priest Follows"}  # they wait for flags only a campaign sets
    for rule in adventure.rules:
        assert (rule.title in text) is (rule.title not in campaign_only)
        assert (flat(rule.text)[:60] in text) is (rule.title not in campaign_only)
    for conditions in adventure.victory.values():
        for condition in conditions:
            assert condition.title in text
    assert "Setup for 3 players" in text and "10 soldiers, 1 captain, 4 camps" in text
    assert f"First event {adventure.setup.first_event.title}" in text
    assert "Components for 3 players" in text and "When you conquer an area tagged lava." in text


def test_mode_and_player_count_choose_what_is_printed(ember, tmp_path: Path):
    target = tmp_path / "ember.pdf"
    write_pdf(build_sheet(ember, players=4, mode="competitive"), target, page="letter")
    text = flat(" ".join(pdf_pages(target)))
    assert "Setup for 4 players" in text and "Cooperative" not in text.split("Victory", 1)[1].split("Special rules")[0]
    box = PdfReader(str(target)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


def test_a_campaign_prints_its_flow_then_each_chapter(qapp, tmp_path: Path):
    campaign = load_printable("isles-of-ash")
    assert isinstance(campaign, PrintableCampaign)
    target = tmp_path / "ash.pdf"
    write_pdf(build_sheet(campaign), target)
    pages = pdf_pages(target)
    assert "Campaign flow" in pages[0]
    titles = [c.adventure.title for c in campaign.chapters]
    map_pages = [i for i, text in enumerate(pages) if "direction 1 is north" in text]
    assert len(map_pages) == len(titles) and map_pages[0] >= 1
    for page, title in zip(map_pages, titles, strict=False):
        assert title in pages[page] and "Story" in pages[page]  # the words start under the map
    assert "Blessing of the Tide" in " ".join(pages)  # a chapter's rules that wait for a carried flag


def test_the_map_png_has_the_field_colours_at_the_hex_centres(ember, tmp_path: Path):
    target = tmp_path / "ember.png"
    dpi = 144
    size = write_png(ember, target, dpi)
    image = QImage(str(target))
    assert (image.width(), image.height()) == (size.width(), size.height())
    assert round(image.dotsPerMeterX() * 0.0254) == dpi
    picture = MapPicture(ember)
    scale = min(image.width() / picture.rect().width(), image.height() / picture.rect().height())
    assert scale == pytest.approx(dpi / POINTS_PER_INCH, rel=0.01)
    board = Board.from_document(DataView(ember.data))
    layout = Layout(board.grid, board.width, board.height)
    checked = 0
    for coord in board.fields():
        kind = board.kind(coord)
        if kind in ("green", "yellow", "red") and board.entry(coord) is None and coord not in {t.at for t in board.tokens}:
            centre = layout.centre(coord) - picture.board_rect.topLeft()  # the picture is cropped to the isle
            x = (image.width() - picture.rect().width() * scale) / 2 + centre.x() * scale
            pixel = QColor(image.pixel(int(x), int(centre.y() * scale)))
            assert pixel.name() == style.FILL[kind].name(), (coord, kind)
            checked += 1
    assert checked == 32  # every plain land field of the map


def test_the_map_svg_is_vector_with_the_area_names(ember, tmp_path: Path):
    target = tmp_path / "ember.svg"
    write_svg(ember, target)
    text = target.read_text(encoding="utf-8")
    assert text.startswith("<?xml") and "<svg" in text and "<image" not in text
    assert "Cinder" in text and style.FILL["red"].name() in text
    assert "direction 1" in text


def test_export_on_the_command_line_writes_all_three(qapp, tmp_path: Path, capsys):
    pdf, png, svg = tmp_path / "s.pdf", tmp_path / "m.png", tmp_path / "m.svg"
    assert main(["export", "first-landing", "--pdf", str(pdf), "--png", str(png), "--dpi", "72", "--svg", str(svg)]) == 0
    out = capsys.readouterr().out
    assert f"{pdf}: 3 pages (a4)" in out and "at 72 dpi" in out
    assert pdf.read_bytes().startswith(b"%PDF") and QImage(str(png)).width() > 100 and svg.stat().st_size > 1000


@pytest.mark.parametrize("argv, message", [
    (["export", "first-landing"], "say what to write"),
    (["export", "first-landing", "--png", "x.png", "--dpi", "5"], "--dpi must be between 30 and 1200"),
    (["export", "first-landing", "--pdf", "no/such/dir/x.pdf"], "--pdf: the folder no/such/dir does not exist"),
    (["export", "first-landing", "--pdf", "x.pdf", "--mode", "cooperative"], "played in competitive, solo"),
])
def test_bad_export_arguments_get_a_clear_message(qapp, argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    assert message in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_an_unknown_adventure_is_reported_not_raised(qapp, capsys, tmp_path):
    assert main(["export", "no-such-isle", "--pdf", str(tmp_path / "x.pdf")]) == 1
    assert "no adventure 'no-such-isle'" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_export_runs_without_a_display_and_pack_never_loads_qt(tmp_path: Path):
    """A fresh process with no DISPLAY and no platform set: export goes offscreen; pack stays Qt-free."""
    env = {"PATH": "", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)}
    pdf = tmp_path / "s.pdf"
    run = subprocess.run([sys.executable, "-m", "editor.cli", "export", "first-landing", "--pdf", str(pdf)],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    assert pdf.read_bytes().startswith(b"%PDF")
    folder = tmp_path / "lib"
    folder.mkdir()
    (folder / "a.yaml").write_text((ROOT / "adventures" / "first-landing.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    code = ("import sys; from editor.cli import main; code = main(['pack', sys.argv[1], '-o', sys.argv[2]]);"
            "assert 'PySide6' not in sys.modules, 'Qt was loaded'; sys.exit(code)")
    run = subprocess.run([sys.executable, "-c", code, str(folder), str(tmp_path / "a.isleforge.zip")],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr + run.stdout

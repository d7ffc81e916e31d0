"""`isleforge export` and the print hook for every installed ruleset and every bundled adventure: the sheet
is the adventure's own ruleset's (`EditorRuleset.print_sheet`), read back from the PDF with pypdf;
the map image is drawn for a hex grid and for a square one."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage

from editor import rulesets as editor_rulesets
from editor.cli import main
from editor.export.map_image import ROSE, MapPicture
from editor.export.sheet import NotPrintable, build_sheet
from editor.export.sources import load_printable
from engine.content import paths
from engine.content.library import load_library
from engine.core import ruleset as rulesets

ADVENTURES = sorted(f.id for f in load_library([paths.library_dir()]).files if f.kind == "adventure" and f.id)
def _modes(data: dict) -> list[str]:
    """An adventure file's modes, else its ruleset's (a game whose files name no modes: Cursed Island)."""
    return list(data.get("modes") or rulesets.get(data.get("ruleset") or None).modes)


_LIBRARY = load_library([paths.library_dir()])
MODES = [(a, mode) for a in ADVENTURES for mode in _modes(_LIBRARY.file("adventure", a).data)]
# The first bundled adventure of each ruleset by default (every one with `pytest --long`, about 3 s
# each): the sheet and map are the ruleset's print hooks, which every adventure of it shares.
FIRST_OF_RULESET = {next(a for a in ADVENTURES if (_LIBRARY.file("adventure", a).data.get("ruleset") or None) == r)
                    for r in {(_LIBRARY.file("adventure", a).data.get("ruleset") or None) for a in ADVENTURES}}
ADVENTURE_CELLS = [pytest.param(a, marks=() if a in FIRST_OF_RULESET else pytest.mark.long) for a in ADVENTURES]


def flat(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).split())


def pdf_text(path: Path) -> list[str]:
    return [flat(page.extract_text()) for page in PdfReader(str(path)).pages]


@pytest.mark.parametrize("adventure", ADVENTURE_CELLS)
def test_export_writes_the_sheet_and_map_of_every_bundled_adventure(qapp, tmp_path, capsys, adventure):
    pdf, png, svg = tmp_path / "s.pdf", tmp_path / "m.png", tmp_path / "m.svg"
    code = main(["export", adventure, "--pdf", str(pdf), "--png", str(png), "--dpi", "72", "--svg", str(svg)])
    out, err = capsys.readouterr()
    assert code == 0, err
    model = load_printable(adventure).adventure
    ruleset = rulesets.of(model)
    pages = pdf_text(pdf)
    assert f"{pdf}: {len(pages)} page{'s' * (len(pages) != 1)} (a4)" in out
    for number, text in enumerate(pages, 1):
        assert f"page {number} of {len(pages)}" in text and f"{ruleset.title} adventure sheet · Isleforge" in text
    # a numbered rose where the rules number directions (Isles of Terror's six), else a plain north arrow
    numbered = "direction 1 is north" in pages[0]
    assert model.title in pages[0] and numbered == bool(ruleset.numbered_directions) and "north" in pages[0]
    assert QImage(str(png)).width() > 100 and "<svg" in svg.read_text(encoding="utf-8")
    assert ("direction 1" in svg.read_text(encoding="utf-8")) == numbered


# Every mode of the first adventure of each ruleset by default (its sheet and map are printed above
# too); every other adventure's modes with `pytest --long` (about 5 s a sheet).
MODE_CELLS = [pytest.param(a, mode, id=f"{a}-{mode}", marks=() if a in FIRST_OF_RULESET else pytest.mark.long)
              for a, mode in MODES]


@pytest.mark.parametrize("adventure, mode", MODE_CELLS)
def test_export_prints_the_sheet_of_every_declared_mode(qapp, tmp_path, capsys, adventure, mode):
    target = tmp_path / "s.pdf"
    code = main(["export", adventure, "--pdf", str(target), "--mode", mode])
    assert code == 0, capsys.readouterr().err
    model = load_printable(adventure).adventure
    others = [m for m in model.modes if m != mode]
    assert model.title in pdf_text(target)[0]
    assert main(["export", adventure, "--pdf", str(target), "--mode", "no-such-mode"]) == 2
    assert capsys.readouterr().err.endswith(f"--mode no-such-mode: the content is played in "
                                            f"{', '.join(sorted([mode, *others]))}\n")


def test_island_clash_prints_its_board_seats_setup_and_card_stacks(qapp, tmp_path):
    printable = load_printable("lagoon-crossing")
    target = tmp_path / "lagoon.pdf"
    assert main(["export", "lagoon-crossing", "--pdf", str(target)]) == 0
    text = " ".join(pdf_text(target))
    assert "Lagoon Crossing by Isleforge, version 1.0.0 · 2 or 4 players · Standard, Randomized tiles" in text
    assert "6 × 6 fields" in text and "Start areas 4" in text and "Capture areas 2" in text
    assert "Random tile pool 3 arrow, 2 road, 3 water" in text and "Capture areas at [2, 2], [3, 3]" in text
    assert "Seats for 2 players Seat 1: red starts on [0, 0] Seat 2: blue starts on [5, 5] Setup" in text
    assert "Units 2 on each start area Resource cards 2 dealt to each player" in text
    assert f"Card stacks: clash-cards Combat cards ({len(printable.adventure.combat)})" in text
    assert "arrow 1 ×3, road 1 ×3, water 1 ×2" in text
    assert "Battle the loser loses 2 units; on equal strength the defender wins" in text
    assert "Victory most units in the capture areas; on a tie the tied players share the win" in text
    assert "Isles of Terror" not in text and "Progress tasks" not in text


def test_island_clash_players_and_mode_choose_what_is_printed(qapp, tmp_path):
    target = tmp_path / "lagoon.pdf"
    assert main(["export", "lagoon-crossing", "--pdf", str(target), "--players", "4", "--mode",
                 "randomized-tiles"]) == 0
    text = " ".join(pdf_text(target))
    assert "Seats for 4 players" in text and "Seat 4: yellow starts on [0, 5]" in text
    modes = text.split("Modes", 1)[1]
    assert "the tiles are shuffled and laid at random at setup" in modes and "the tiles lie as the map" not in modes
    assert main(["export", "lagoon-crossing", "--pdf", str(target), "--players", "3"]) == 0
    assert "This board is not played by 3 players (it is for 2 or 4)." in " ".join(pdf_text(target))


def test_the_square_map_image_is_the_boards_shape(qapp, tmp_path):
    printable = load_printable("three-reefs")  # 5 columns, 6 rows
    picture = MapPicture(printable)
    assert picture.board.grid == "square" and (picture.board.width, picture.board.height) == (5, 6)
    rect = picture.board_rect
    assert rect.height() / rect.width() == pytest.approx(6 / 5, rel=0.05)
    assert picture.rect().width() == pytest.approx(rect.width() + ROSE)


def test_a_ruleset_without_a_print_sheet_is_refused_not_raised(qapp, tmp_path, capsys, monkeypatch):
    parts = editor_rulesets.get("island-clash")
    monkeypatch.setattr(type(parts), "print_sheet", editor_rulesets.EditorRuleset.print_sheet)
    with pytest.raises(NotPrintable, match="^Island Clash has no printable adventure sheet$"):
        build_sheet(load_printable("three-reefs"))
    assert main(["export", "three-reefs", "--pdf", str(tmp_path / "x.pdf")]) == 2
    assert capsys.readouterr().err == "isleforge: error: Island Clash has no printable adventure sheet\n"

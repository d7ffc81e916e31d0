"""The sweep's HTML page says which file to edit (issue 31, item 10): the designer's own file by its
path, a bundled adventure only after duplicating it (never a path inside the installed package); and
the balance chart's variant labels are whole."""

from __future__ import annotations

import re
import shutil

from editor.cli import main
from engine.content import paths

VARY = "setup/player_materials/3/gold=2,4"  # the file says 3: the fairest variant is always an edit


def _sweep(capsys, adventure: str, page) -> str:
    code = main(["sweep", adventure, "--vary", VARY, "--games", "4", "--bots", "random", "--jobs", "1",
                 "--html", str(page)])
    capsys.readouterr()
    assert code == 0
    return page.read_text(encoding="utf-8")


def test_a_bundled_adventure_is_duplicated_first_and_its_path_never_shown(tmp_path, capsys):
    html = _sweep(capsys, "drowned-temple", tmp_path / "s.html")
    assert ("<i>drowned-temple</i> is a bundled adventure, read-only: duplicate it into your own folder first "
            "(in the editor: Duplicate in the Library panel; on the command line: <code>isleforge new adventure "
            "MY-ISLE --from drowned-temple</code>), then change in your copy:") in html
    assert re.search(r"<li><code>setup/player_materials/3/gold</code>: 3 &rarr; <b>[24]</b> \(line 255\)</li>", html)
    assert "drowned-temple.yaml" not in html and str(paths.library_dir()) not in html
    assert "site-packages" not in html


def test_the_designers_own_file_is_named(tmp_path, capsys):
    own = tmp_path / "my-temple.yaml"
    shutil.copy(paths.library_dir() / "drowned-temple.yaml", own)
    html = _sweep(capsys, str(own), tmp_path / "s.html")
    assert f"in <code>{own}</code><ul><li><code>setup/player_materials/3/gold</code>: 3 &rarr;" in html
    assert "bundled" not in html


def test_the_variant_labels_of_the_chart_are_whole(tmp_path, capsys):
    html = _sweep(capsys, "drowned-temple", tmp_path / "s.html")
    chart = html.split("<h2>Balance score by variant</h2>")[1]
    labels = re.findall(r'<text x="(\d+)" y="\d+" font-size="12" text-anchor="end">([^<]+)</text>', chart)
    assert sorted(label for _x, label in labels) == ["setup/player_materials/3/gold=2",
                                                     "setup/player_materials/3/gold=4"]
    # right-aligned at x: 7 px a character at font size 12 fits from x - 7 * len to x, inside the picture
    assert all(int(x) - 7 * len(label) >= 0 for x, label in labels)

"""The whole-file cases of benchmarks/fuzz_hostile.py on an Island Clash adventure: each one refused by
`validate` and by the loader with a located message, or accepted when it is the same file written
another way (a BOM, CRLF line ends); never a traceback. The 5 MB cases are the long run's."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from editor import cli
from engine.content.paths import library_dir
from engine.content.resolve import ContentError
from engine.sim.content import load_playable

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from fuzz_hostile import textual  # noqa: E402

ADVENTURE = library_dir() / "island-clash" / "lagoon-crossing.yaml"
CASES = dict(textual(ADVENTURE.read_text(encoding="utf-8")))
#: the case, and the exit code of `validate` on the folder (0: the same file written another way; a folder named
#: like the file is a folder of the library, empty, and the adventure is simply not there)
EXPECTED = {"bom": 0, "tabs": 1, "crlf": 0, "line separators": 1, "self alias": 1, "alias bomb": 1,
            "5 MB comment": 1, "5 MB value": 1, "latin-1": 1, "nul bytes": 1, "binary": 1, "empty": 1,
            "only a comment": 1, "a list": 1, "a scalar": 1, "truncated": 1, "directory": 0}


def test_every_whole_file_case_has_its_expectation():
    assert sorted(CASES) == sorted(EXPECTED)


@pytest.mark.parametrize("case", [pytest.param(c, marks=pytest.mark.long if c.startswith("5 MB") else ())
                                  for c in EXPECTED])
def test_a_whole_file_case_is_refused_with_a_located_message_or_read_alike(tmp_path, capsys, case):
    folder = tmp_path / "island-clash"
    shutil.copytree(library_dir() / "island-clash", folder)
    adventure = folder / ADVENTURE.name
    body = CASES[case]
    if body is None:
        adventure.unlink()
        adventure.mkdir()
    else:
        adventure.write_bytes(body)
    code = cli.main(["validate", str(folder)])
    out, err = capsys.readouterr()
    assert code == EXPECTED[case] and "Traceback" not in out + err
    if code:  # every refusal names the file, with its line and column
        assert "lagoon-crossing.yaml:" in out and " error: " in out
    try:
        load_playable(adventure)
        loaded = 0
    except (ContentError, FileNotFoundError):
        loaded = 1
    assert loaded == (1 if body is None else EXPECTED[case])

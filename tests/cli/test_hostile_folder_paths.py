"""A folder named like a content file, given where an adventure file is wanted (fuzz_hostile's case).

`playtest dir.yaml`, `sweep dir.yaml` and `export dir.yaml` said "no such adventure file", which
sent the designer looking for a typo in a path that exists: they say it is a folder now. One line on
standard error, exit 2, as for a missing file.
"""

from __future__ import annotations

import pytest

from editor import cli


@pytest.mark.parametrize("argv, what", [
    (["playtest", "{}", "--games", "1", "--jobs", "1"], "adventure"),
    (["sweep", "{}", "--vary", "rounds=1,2", "--games", "1", "--jobs", "1"], "adventure"),
    (["export", "{}", "--svg", "{}.svg"], "adventure or campaign"),
])
def test_a_folder_named_like_a_file_is_called_a_folder(tmp_path, capsys, argv, what):
    folder = tmp_path / "island.yaml"
    folder.mkdir()
    code = cli.main([a.format(folder) for a in argv])
    _out, err = capsys.readouterr()
    assert (code, err) == (2, f"isleforge: error: {folder} is a folder, not a file; give the path of the {what} "
                              "file (.yaml) in it\n")


def test_a_missing_file_is_still_missing(tmp_path, capsys):
    code = cli.main(["playtest", str(tmp_path / "gone.yaml"), "--games", "1"])
    assert (code, capsys.readouterr().err) == (2, f"isleforge: error: no such adventure file: {tmp_path / 'gone.yaml'}\n")

"""`isleforge pack` and `unpack`: exit codes and located messages; a refused pack writes nothing."""

from __future__ import annotations

import zipfile
from pathlib import Path

from editor.cli import main
from engine.content import paths


def make_folder(root: Path) -> Path:
    root.mkdir()
    text = (paths.library_dir() / "first-landing.yaml").read_text(encoding="utf-8")
    (root / "gull-rock.yaml").write_text(text.replace("id: first-landing", "id: gull-rock", 1), encoding="utf-8")
    return root


def test_pack_then_unpack(tmp_path: Path, capsys):
    folder = make_folder(tmp_path / "mine")
    pack = tmp_path / "mine.isleforge.zip"
    assert main(["pack", str(folder), "-o", str(pack), "--author", "Ada"]) == 0
    assert capsys.readouterr().out.startswith(f"{pack}: 1 file (adventure:gull-rock), digest ")
    target = tmp_path / "theirs"
    assert main(["unpack", str(pack), "-d", str(target)]) == 0
    assert capsys.readouterr().out == f"{target}: 1 file written\n"
    assert (target / "gull-rock.yaml").read_bytes() == (folder / "gull-rock.yaml").read_bytes()
    (target / "gull-rock.yaml").write_text("mine now\n", encoding="utf-8")
    assert main(["unpack", str(pack), "-d", str(target)]) == 1  # no terminal to ask: the user's file is kept
    assert "pack/would-overwrite" in capsys.readouterr().out
    assert (target / "gull-rock.yaml").read_text(encoding="utf-8") == "mine now\n"
    assert main(["unpack", str(pack), "-d", str(target), "--force"]) == 0


def test_a_hostile_pack_is_refused_with_a_located_message(tmp_path: Path, capsys):
    pack = tmp_path / "evil.isleforge.zip"
    with zipfile.ZipFile(pack, "w") as archive:
        archive.writestr("../../escape.yaml", "kind: x\n")
    target = tmp_path / "target"
    target.mkdir()
    assert main(["unpack", str(pack), "-d", str(target)]) == 1
    out, err = capsys.readouterr()
    assert "nothing was written" in err
    assert f"{pack}!../../escape.yaml: error: the entry's path '../../escape.yaml' climbs out with '..'" in out
    assert "[pack/unsafe-path]" in out
    assert list(target.iterdir()) == [] and not (tmp_path.parent / "escape.yaml").exists()


def test_an_invalid_folder_is_not_packed(tmp_path: Path, capsys):
    folder = make_folder(tmp_path / "mine")
    (folder / "bad.yaml").write_text("kind: adventure\nschema_version: 1\n", encoding="utf-8")
    assert main(["pack", str(folder), "-o", str(tmp_path / "x.isleforge.zip")]) == 1
    assert "bad.yaml" in capsys.readouterr().out
    assert not (tmp_path / "x.isleforge.zip").exists()
    assert main(["pack", str(tmp_path / "none")]) == 2

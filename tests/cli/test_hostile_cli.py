"""The command line under hostile input (issue 17): exit 2 with a message, escaped output, no traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli import main
from editor.cli.terminal import json_text, shown
from engine.content import paths

LIBRARY = paths.library_dir()
ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


# -- 6. validate on a path that is not a regular file ---------------------------------------------
def test_validate_on_a_character_device_says_what_it_is(capsys):
    assert run(capsys, "validate", "/dev/null") == (
        2, "", "isleforge: error: /dev/null is a character device; validate reads content files and folders\n")


def test_validate_on_a_fifo_and_a_link_to_a_device(tmp_path: Path, capsys):
    os.mkfifo(tmp_path / "pipe.yaml")
    os.symlink("/dev/zero", tmp_path / "zero.yaml")
    assert run(capsys, "validate", tmp_path / "pipe.yaml")[::2] == (
        2, f"isleforge: error: {tmp_path / 'pipe.yaml'} is a named pipe (FIFO); validate reads content files and folders\n")
    assert run(capsys, "validate", tmp_path / "zero.yaml")[::2] == (
        2, f"isleforge: error: {tmp_path / 'zero.yaml'} is a character device; validate reads content files and folders\n")


# -- 8. output cannot be forged or crash ---------------------------------------------------------
def test_shown_escapes_control_characters_and_undecodable_bytes():
    assert shown("kind: \x1b[2J\x1b]0;pwned\x07") == "kind: \\x1b[2J\\x1b]0;pwned\\x07"
    assert shown("a\nfake.yaml:9:9: error: x") == "a\\nfake.yaml:9:9: error: x"
    assert shown("caf\udce9.yaml") == "caf\\xe9.yaml"
    assert shown("\u202eevil") == "\\u202eevil"
    assert shown("Île de la Tempête") == "Île de la Tempête"
    assert json_text("a \udc80 b \ud800") == "a \\x80 b \\ud800"  # JSON text stays valid UTF-8


def test_a_value_with_escape_codes_and_a_newline_prints_on_one_escaped_line(tmp_path: Path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "evil.yaml").write_text('kind: "\\e[2J\\e]0;pwned\\a\\nfake.yaml:9:9: error: forged"\n',
                                        encoding="utf-8")
    code, out, _ = run(capsys, "validate", "--no-bundled", "evil.yaml")
    assert code == 1
    assert "\x1b" not in out and "\x07" not in out
    assert not any(line.startswith("fake.yaml") for line in out.splitlines())
    assert "'\\x1b[2J\\x1b]0;pwned\\x07\\nfake.yaml:9:9: error: forged' is not a kind of content" in out


def test_undecodable_file_names_print_under_strict_utf8_and_json_is_valid_utf8(tmp_path: Path):
    folder = os.fsencode(tmp_path)
    with open(os.path.join(folder, b"caf\xe9.yaml"), "wb") as stream:
        stream.write(b"kind: adventure\n")
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8:strict"}
    for form in ("text", "json"):
        done = subprocess.run([sys.executable, "-m", "editor.cli", "validate", "--no-bundled", "--format", form,
                               str(tmp_path)], capture_output=True, env=environment, cwd=tmp_path, timeout=120, check=False)
        assert done.returncode == 1, done.stderr.decode("utf-8", "replace")
        assert b"Traceback" not in done.stderr
        text = done.stdout.decode("utf-8")  # strict: raises if the output is not UTF-8
        assert ("caf\\xe9.yaml" if form == "text" else "caf\\\\xe9.yaml") in text
    diagnostics = json.loads(text)
    assert {d["file"] for d in diagnostics} == {"caf\\xe9.yaml"}


# -- 9. new refuses an id with a final newline --------------------------------------------------
def test_new_refuses_an_id_ending_in_a_newline(tmp_path: Path, capsys):
    code, out, err = run(capsys, "new", "adventure", "my-isle\n", "--dir", tmp_path)
    assert code == 2 and out == "" and list(tmp_path.iterdir()) == []
    assert err.startswith("isleforge: error: 'my-isle\\n' is not a kebab-case id")


# -- 7 and 10. playtest options checked before any game is played ---------------------------------
def test_negative_jobs_are_refused(capsys):
    assert run(capsys, "playtest", "first-landing", "--games", "1", "--jobs", "-3")[::2] == (
        2, "isleforge: error: --jobs must be 0 (the number of cores) or more\n")


@pytest.mark.parametrize("make, problem", [
    (lambda d: d / "missing" / "report.json", "the folder {d}/missing does not exist"),
    (lambda d: d, "{d} is a folder, not a regular file"),
    (lambda d: Path("/dev/null"), "/dev/null is a character device, not a regular file"),
])
def test_a_report_target_that_cannot_be_written_is_refused_before_playing(tmp_path: Path, capsys, make, problem):
    target = make(tmp_path)
    code, out, err = run(capsys, "playtest", "first-landing", "--games", "100000", "--jobs", "1",
                         "--no-progress", "--json", target)
    assert (code, out) == (2, "")
    assert err == "isleforge: error: --json: " + problem.format(d=tmp_path) + "\n"


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anything")
def test_a_report_target_without_permission_is_refused_before_playing(tmp_path: Path, capsys):
    target = tmp_path / "report.html"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o444)
    code, _, err = run(capsys, "playtest", "first-landing", "--games", "100000", "--html", target)
    assert (code, err) == (2, f"isleforge: error: --html: {target} cannot be written (permission denied)\n")


def test_a_report_written_through_a_link_keeps_the_link(tmp_path: Path, capsys):
    real = tmp_path / "real.json"
    real.write_text("old", encoding="utf-8")
    os.symlink("real.json", tmp_path / "link.json")
    code, _, _ = run(capsys, "playtest", "first-landing", "--games", "2", "--jobs", "1", "--no-progress",
                     "--json", tmp_path / "link.json")
    assert code == 0
    assert os.readlink(tmp_path / "link.json") == "real.json"
    assert json.loads(real.read_text(encoding="utf-8"))["adventure"]["id"] == "first-landing"


# -- 5. which files were read -----------------------------------------------------------------
def test_info_lists_the_files_read_for_one_file(tmp_path: Path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "isle.yaml").write_text((LIBRARY / "first-landing.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "notes.txt").write_text("not content", encoding="utf-8")
    _, out, _ = run(capsys, "validate", "--no-bundled", "--info", "isle.yaml")
    assert [line for line in out.splitlines() if line.startswith("read ")] == ["read isle.yaml"]

"""Content text never reaches a terminal raw (issue 30, item 9): playtest, sweep, campaign, replay and export.

The validator accepts any character a YAML string holds, so a title may carry a colour, a window
title, a screen clear, a carriage return and a newline that forges a `file:line:col: error:` line.
Every command prints it through the one helper (`engine.content.terminal_text.shown`).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from editor.cli import main
from engine.content import paths
from engine.content.terminal_text import shown, shown_lines

#: the title as YAML writes it, and as the terminal must show it
HOSTILE = r"Evil\e[31mRed\e]0;pwned\a\rX\nadventures/x.yaml:1:1: error: forged"
ESCAPED = r"Evil\x1b[31mRed\x1b]0;pwned\x07\rX\nadventures/x.yaml:1:1: error: forged"
CHAPTER, CHAPTER_ESCAPED = r"Chap\e[2J\nx.yaml:2:2: error: forged", r"Chap\x1b[2J\nx.yaml:2:2: error: forged"
RAW = ("\x1b", "\x07", "\r")


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def assert_clean(text: str) -> None:
    assert not any(c in text for c in RAW), text
    assert not any(re.match(r"^[^\\\s]*x\.yaml:\d+:\d+: error:", line) for line in text.splitlines()), text


@pytest.fixture
def evil_adventure(tmp_path: Path) -> Path:
    source = (paths.library_dir() / "first-landing.yaml").read_text(encoding="utf-8")
    target = tmp_path / "evil.yaml"
    target.write_text(source.replace("\ntitle: First Landing\n", f'\ntitle: "{HOSTILE}"\n'), encoding="utf-8")
    return target


def test_the_helper_escapes_every_line_of_a_summary():
    assert shown_lines(["a\x1b[2J", "b\nc"]) == "a\\x1b[2J\nb\\nc\n"
    assert shown("Île\u202e") == "Île\\u202e"


def test_the_playtest_header_shows_the_title_escaped(capsys, evil_adventure):
    code, out, err = run(capsys, "playtest", evil_adventure, "--games", "2", "--jobs", "1", "--bots", "random",
                         "--no-progress")
    assert code == 0, err
    assert out.splitlines()[0] == f"{ESCAPED} (first-landing 1.0.0): 2 games, 3 players, random bots, seed 0"
    assert_clean(out + err)


def test_the_sweep_summary_shows_a_file_name_escaped(capsys, tmp_path, evil_adventure):
    named = tmp_path / "evil\x1b[2J\nx.yaml:3:3: error: forged.yaml"
    evil_adventure.rename(named)
    code, out, err = run(capsys, "sweep", named, "--vary", "years=1", "--games", "1", "--jobs", "1", "--bots",
                         "random", "--no-progress")
    assert code == 0, err
    assert out.splitlines()[0] == (f"sweep of first-landing ({tmp_path}/evil\\x1b[2J\\nx.yaml:3:3: error: forged.yaml): "
                                   "1 variants x 1 games, random bots, seed 0, grid")
    assert_clean(out + err)


def test_the_replay_shows_the_title_and_names_escaped(capsys, evil_adventure):
    code, out, err = run(capsys, "replay", evil_adventure, "--game", "0", "--bots", "random")
    assert code == 0, err
    assert out.startswith("# first-landing game 0 of the run with seed 0 (random bots): ")
    assert_clean(out + err)


@pytest.fixture
def evil_campaign(tmp_path, monkeypatch) -> str:
    copy = tmp_path / "library"
    shutil.copytree(paths.library_dir(), copy)
    monkeypatch.setattr(paths, "library_dir", lambda: copy)
    file = copy / "campaigns" / "isles-of-ash.yaml"
    text = file.read_text(encoding="utf-8")
    text = text.replace("\ntitle: The Isles of Ash\n", f'\ntitle: "{HOSTILE}"\n')
    text = text.replace('title: "Chapter I: Landfall"', f'title: "{CHAPTER}"')
    file.write_text(text, encoding="utf-8")
    return "isles-of-ash"


def test_the_campaign_summary_and_replay_show_titles_escaped(capsys, evil_campaign):
    code, out, err = run(capsys, "playtest", evil_campaign, "--games", "1", "--jobs", "1", "--bots", "random",
                         "--no-progress")
    assert code == 0, err
    assert out.splitlines()[0].startswith(f"{ESCAPED} (isles-of-ash): 1 runs")
    assert_clean(out + err)
    code, out, err = run(capsys, "replay", evil_campaign, "--game", "0", "--bots", "random")
    assert code == 0, err
    assert f"## chapter 0: landfall ({CHAPTER_ESCAPED}), " in out
    assert_clean(out + err)


def test_the_export_messages_show_the_title_escaped(capsys, tmp_path, evil_adventure):
    png, svg = tmp_path / "map.png", tmp_path / "map.svg"
    code, out, err = run(capsys, "export", evil_adventure, "--png", png, "--dpi", "30", "--svg", svg)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith(f"{png}: the map of {ESCAPED}, ") and lines[0].endswith(" pixels at 30 dpi")
    assert lines[1] == f"{svg}: the map of {ESCAPED} (SVG)"
    assert_clean(out + err)


def test_an_export_target_with_control_characters_is_shown_escaped(capsys, tmp_path):
    svg = tmp_path / "m\x1b[2Jap.svg"
    code, out, err = run(capsys, "export", "first-landing", "--svg", svg)
    assert code == 0, err
    assert out == f"{tmp_path}/m\\x1b[2Jap.svg: the map of First Landing (SVG)\n"

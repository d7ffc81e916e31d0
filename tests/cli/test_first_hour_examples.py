"""`isleforge playtest --help` and `sweep --help` end with an example run of every installed game, each
from its ruleset (`Ruleset.cli_examples`), and every printed example runs. Before, the help named Isles of
Terror's and Island Clash's fields only, and a Cursed Island or Finis Terrae designer had to guess a path."""

from __future__ import annotations

import pytest

from editor.cli import main
from editor.cli.common import installed


def _help(capsys, command: str) -> str:
    with pytest.raises(SystemExit) as exited:
        main([command, "--help"])
    assert exited.value.code == 0
    return capsys.readouterr().out


def _examples(text: str, command: str) -> dict[str, str]:
    """{game title: the words after the command} of the help's examples section."""
    section = text.split("examples:\n", 1)[1]
    found = {}
    for line in section.splitlines():
        run, _, title = line.strip().rpartition("    (")
        assert run.startswith(f"isleforge {command} "), line
        found[title.rstrip(")")] = run.removeprefix(f"isleforge {command} ")
    return found


@pytest.mark.parametrize("command", ["playtest", "sweep"])
def test_the_help_gives_every_installed_games_example(capsys, command):
    examples = _examples(_help(capsys, command), command)
    assert sorted(examples) == sorted(r.title for r in installed() if r.cli_examples.get(command))
    assert {"Isles of Terror", "Island Clash", "Cursed Island", "Finis Terrae", "Haze Islands"} <= set(examples)
    assert examples["Cursed Island"] == ("the-long-tide --mode solo" if command == "playtest"
                                         else "the-long-tide --vary rounds=10..12")
    assert examples["Finis Terrae"] == ("elbow-reach --players 4" if command == "playtest"
                                        else "elbow-reach --vary rules/start_coins=15..20:5")


@pytest.mark.parametrize("command", ["playtest", "sweep"])
def test_every_printed_example_runs(capsys, command):
    for title, words in _examples(_help(capsys, command), command).items():
        code = main([command, *words.split(), "--games", "2", "--bots", "random", "--jobs", "1", "--no-progress"])
        out, err = capsys.readouterr()
        assert code == 0, (title, words, err)
        assert out  # the report or the ranking


def test_the_help_says_each_games_default_number_of_games(capsys):
    assert "(default: the game's own, a run of a few minutes: 1000; Cursed Island 200; Finis Terrae 100; " \
           "Haze Islands 100)" in " ".join(_help(capsys, "playtest").split())


@pytest.mark.parametrize(("adventure", "games"), [("the-long-tide", 200), ("elbow-reach", 100), ("misty-reach", 100),
                                                   ("drowned-temple", 1000), ("three-reefs", 1000)])
def test_a_run_without_games_is_the_games_own_number(capsys, adventure, games):
    """`playtest` without --games plays the game's own number (replay's check of --game reads the same
    default, and it is cheap to run): a run of Finis Terrae was 1,000 games, an hour and a half."""
    assert main(["replay", adventure, "--game", str(games)]) == 2
    assert capsys.readouterr().err == (f"isleforge: error: --game {games} is not in a run of {games} games (games are "
                                       f"numbered 0 to {games - 1}; pass --games N for a longer run)\n")


def test_the_description_stays_wrapped_and_says_95_percent(capsys, monkeypatch):
    """The examples keep their lines; the description above them is still wrapped, and its "95%" is not "95%%"
    (argparse formats a help's text only when it names %(prog))."""
    monkeypatch.setenv("COLUMNS", "80")  # argparse wraps to the terminal's width
    text = _help(capsys, "playtest")
    description = text.split("\n\n")[1]
    assert len(description.splitlines()) > 3 and all(len(line) <= 80 for line in description.splitlines())
    assert "95% intervals" in " ".join(text.split()) and "%%" not in text

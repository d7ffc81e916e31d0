"""Every command of `isleforge` serves every installed ruleset and every bundled adventure: exit codes
and messages come from the adventure's own ruleset (issue 26, item 2). Parametrized over what is
installed and bundled, so a new game is covered by itself."""

from __future__ import annotations

import json

import pytest

from editor.cli import main
from editor.cli.seats import counts_text
from engine.content import paths
from engine.content.library import load_library
from engine.content.schemas import report_validator
from engine.content.yaml_io import load_roundtrip, read_file
from engine.core import ruleset as rulesets

from cli_matrix import adventures, declared_modes, first_adventure, model, numeric_field, ruleset_ids


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_top_level_help_names_every_installed_game_and_none_as_the_game(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0
    titles = [rulesets.get(i).title for i in ruleset_ids()]
    assert "Isleforge: author, check and playtest adventures for island board games.\n" in out
    assert all(title in out.split("Installed games (rulesets): ", 1)[1].split("\n")[0] for title in titles)
    assert "adventures for Isles of Terror" not in out


@pytest.mark.parametrize("adventure", adventures())
def test_validate_checks_a_bundled_adventure_with_its_own_ruleset(capsys, adventure):
    assert run(capsys, "validate", adventure) == (0, "1 file checked: no problems\n", "")


def test_list_names_the_ruleset_of_every_bundled_adventure(capsys):
    code, out, _ = run(capsys, "list", "--kind", "adventure", "--format", "json")
    assert code == 0
    listed = {row["id"]: row["ruleset"] for row in json.loads(out)}
    assert listed == {a: rulesets.of(model(a)).id for a in adventures()}


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_list_offers_every_kind_of_every_ruleset(capsys, ruleset_id):
    for kind in rulesets.get(ruleset_id).kinds:
        code, out, err = run(capsys, "list", "--kind", kind, "--format", "json")
        assert code == 0, err
        assert {row["kind"] for row in json.loads(out)} <= {kind}


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_new_writes_a_valid_adventure_for_every_ruleset(capsys, tmp_path, ruleset_id):
    code, out, err = run(capsys, "new", "adventure", "my-isle", "--ruleset", ruleset_id, "--dir", tmp_path)
    target = tmp_path / "my-isle.yaml"
    assert (code, out, err) == (0, f"wrote {target}\n", "")
    data = read_file(target).data
    assert data.get("ruleset", rulesets.DEFAULT_RULESET) == ruleset_id and data["id"] == "my-isle"
    assert run(capsys, "validate", target)[0] == 0


def test_new_help_lists_every_installed_game_and_its_template(capsys):
    with pytest.raises(SystemExit):
        main(["new", "--help"])
    out = capsys.readouterr().out
    for ruleset_id in ruleset_ids():
        ruleset = rulesets.get(ruleset_id)
        assert f"{ruleset.id} ({ruleset.title})" in " ".join(out.split())
        assert f"\n  --ruleset {ruleset.id}: new adventure for {ruleset.title}, from {ruleset.template}\n" in out


@pytest.mark.parametrize("adventure", adventures())
def test_playtest_plays_the_adventures_own_player_count_by_default(capsys, tmp_path, adventure):
    report = tmp_path / "report.json"
    code, out, err = run(capsys, "playtest", adventure, "--games", "2", "--jobs", "1", "--bots", "random",
                         "--no-progress", "--json", report)
    assert code == 0, err
    game = model(adventure)
    ruleset = rulesets.of(game)
    players = ruleset.default_players(game, ruleset.default_mode(game))  # the default mode's, where it differs
    assert players in ruleset.player_counts(game, ruleset.default_mode(game))
    assert json.loads(report.read_text(encoding="utf-8"))["run"]["players"] == players
    assert f"2 games, {players} players, random bots" in out


@pytest.mark.parametrize("adventure, mode", declared_modes())
def test_playtest_plays_every_mode_the_adventure_declares(capsys, adventure, mode):
    code, out, err = run(capsys, "playtest", adventure, "--mode", mode, "--games", "2", "--jobs", "1",
                         "--bots", "random", "--no-progress")
    assert code == 0, err
    assert "2 games" in out and "Traceback" not in err


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_a_mode_the_ruleset_does_not_play_is_refused_with_its_modes(capsys, ruleset_id):
    adventure = first_adventure(ruleset_id)
    if adventure is None:
        pytest.skip(f"{ruleset_id} bundles no adventure")
    ruleset = rulesets.get(ruleset_id)
    pointer, value = numeric_field(_document(adventure))
    for command in (["playtest", adventure, "--games", "2"], ["replay", adventure, "--game", "0"],
                    ["sweep", adventure, "--vary", f"{pointer}={value}", "--games", "2"]):
        code, out, err = run(capsys, *command, "--mode", "no-such-mode")
        assert (code, out, err) == (2, "", f"isleforge: error: --mode no-such-mode: {ruleset.title} has no such "
                                           f"mode; it plays {', '.join(ruleset.modes)}\n")


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_an_unknown_bot_is_refused_with_the_rulesets_bots(capsys, ruleset_id):
    adventure = first_adventure(ruleset_id)
    if adventure is None:
        pytest.skip(f"{ruleset_id} bundles no adventure")
    bots = ", ".join(rulesets.get(ruleset_id).bots)
    for command in (["playtest", adventure, "--games", "2"], ["replay", adventure, "--game", "0"]):
        code, out, err = run(capsys, *command, "--bots", "wizard")
        assert (code, out, err) == (2, "", f"isleforge: error: unknown bot kind 'wizard' (choose one of: {bots}, "
                                           f"mcts, or mcts:BUDGET)\n")


@pytest.mark.parametrize("adventure", adventures())
def test_a_player_count_the_adventure_is_not_for_is_one_clear_line(capsys, adventure):
    game = model(adventure)
    counts = rulesets.of(game).player_counts(game)
    too_many = max(counts) + 1
    code, out, err = run(capsys, "playtest", adventure, "--players", too_many, "--games", "2")
    assert (code, out, err) == (2, "", f"isleforge: error: the adventure '{adventure}' is for {counts_text(counts)} "
                                       f"players, not {too_many}\n")


def test_lagoon_crossing_is_played_by_its_own_players_not_three(capsys):
    code, out, err = run(capsys, "playtest", "lagoon-crossing", "--games", "2", "--jobs", "1", "--no-progress")
    assert code == 0, err
    assert out.startswith("Lagoon Crossing (lagoon-crossing 1.0.0): 2 games, 2 players, greedy bots, seed 0\n")
    assert run(capsys, "playtest", "lagoon-crossing", "--players", "4", "--games", "2", "--jobs", "1",
               "--no-progress")[0] == 0


@pytest.mark.parametrize("adventure, mode", declared_modes())
def test_replay_prints_one_game_of_every_mode_in_the_rulesets_words(capsys, adventure, mode):
    code, out, err = run(capsys, "replay", adventure, "--mode", mode, "--game", "1", "--games", "2", "--bots", "random")
    assert code == 0, err
    first = out.splitlines()[0]
    assert first.startswith(f"# {adventure} game 1 of the run with seed 0 (random bots): game seed ")
    if mode != "competitive":
        assert first.endswith(f", {mode} play" + (" (one player)" if mode == "solo" else ""))
    assert out.splitlines()[-1].startswith(("# winners", "# not finished"))
    prose = out.splitlines()[1:-1]
    assert prose and all(line[:5].strip().isdigit() for line in prose)


def test_replay_without_a_mode_plays_the_adventures_first(capsys):
    for adventure in adventures():
        game = model(adventure)
        mode = rulesets.of(game).default_mode(game)
        code, out, _ = run(capsys, "replay", adventure, "--game", "0", "--games", "1", "--bots", "random")
        again = run(capsys, "replay", adventure, "--mode", mode, "--game", "0", "--games", "1", "--bots", "random")
        assert code == 0 and again == (0, out, "")


@pytest.mark.parametrize("adventure, mode", declared_modes())
def test_sweep_varies_a_numeric_field_of_every_rulesets_adventure(capsys, tmp_path, adventure, mode):
    pointer, value = numeric_field(_document(adventure))
    report = tmp_path / "sweep.json"
    code, out, err = run(capsys, "sweep", adventure, "--vary", f"{pointer}={value}", "--mode", mode, "--games", "2",
                         "--jobs", "1", "--bots", "random", "--no-progress", "--json", report)
    assert code == 0, err
    data = json.loads(report.read_text(encoding="utf-8"))
    report_validator("sweep-report.schema.json").validate(data)
    [variant] = data["variants"]
    assert (variant["key"], variant["valid"], variant["games_played"]) == (f"{pointer[1:]}={value}", True, 2)
    assert f"keep {_display(adventure)} as it is" in out


def test_sweep_of_an_island_clash_setup_field_ranks_its_variants(capsys, tmp_path):
    code, out, err = run(capsys, "sweep", "lagoon-crossing", "--vary", "setup/units=1..3", "--games", "4",
                         "--jobs", "1", "--bots", "random", "--no-progress")
    assert code == 0, err
    assert "3 variants x 4 games, random bots, seed 0, grid" in out
    assert sorted(line.split()[-1] for line in out.splitlines() if line.strip()[:1].isdigit()) == \
        ["setup/units=1", "setup/units=2", "setup/units=3"]


def _content(adventure: str):
    return next(f for f in load_library([paths.library_dir()]).files if f.kind == "adventure" and f.id == adventure)


def _document(adventure: str):
    return load_roundtrip(_content(adventure).path.read_text(encoding="utf-8"))


def _display(adventure: str) -> str:
    return _content(adventure).display

"""`isleforge sweep` under hostile arguments (issue 30, items 5, 7 and 8): refused before anything is built or played.

- 5. Ranges with non-finite ends or steps, steps that make too many values, and grids of more than
  `MAX_VARIANTS` variants are refused with their size, exit 2, before a variant is built.
- 7. `--json`/`--html` targets that cannot be written are refused before a game is played.
- 8. A variant the run's seats cannot play (`players/max=1..3` with three players) is skipped and
  reported like an invalid one, in the text, the JSON (valid against its schema) and the HTML.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.cli import main
from engine.content.schemas import report_validator
from engine.sim import variants
from engine.sim.variants import MAX_AXIS_VALUES, MAX_VARIANTS, VaryError, check_grid, parse_vary

SWEEP = ["sweep", "drowned-temple", "--bots", "random", "--games", "2", "--seed", "4", "--no-progress", "--jobs", "1"]


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


# -- 5. ranges and grid size ------------------------------------------------------------------
@pytest.mark.parametrize("vary, message", [
    ("years=nan..5", "the range 'nan..5' has a bound or step that is not a finite number (nan)"),
    ("years=0..inf", "the range '0..inf' has a bound or step that is not a finite number (inf)"),
    ("years=-inf..0", "the range '-inf..0' has a bound or step that is not a finite number (-inf)"),
    ("years=0..5:nan", "the range '0..5:nan' has a bound or step that is not a finite number (nan)"),
    ("years=0..1e308:1e-308", "the range '0..1e308:1e-308' has more than 1000 values (at most 1000)"),
    ("years=0..1e400", "the range '0..1e400' has a bound or step that is not a finite number (inf)"),
    ("years=0..100000", "the range '0..100000' has 100001 values (at most 1000)"),
    ("years=1,nan,3", "the value 'nan' is not a finite number"),
    ("years=inf", "the value 'inf' is not a finite number"),
])
def test_non_finite_ranges_and_huge_steps_are_one_clear_line_and_exit_2(capsys, vary, message):
    code, out, err = run(capsys, *SWEEP, "--vary", vary)
    assert (code, out, err) == (2, "", f"isleforge: error: --vary: {message}\n")


def test_a_grid_larger_than_the_limit_is_refused_with_its_size_before_a_variant_is_built(capsys, monkeypatch):
    built = []
    monkeypatch.setattr(variants.VariantBuilder, "open", lambda spec: built.append(spec))
    code, out, err = run(capsys, *SWEEP, "--vary", "years=1..100", "--vary", "setup/player_materials/3/gold=1..100",
                         "--vary", "setup/player_materials/2/gold=1..100")
    assert (code, out, built) == (2, "", [])
    assert err == (f"isleforge: error: --vary: the grid has 1000000 variants (100 x 100 x 100; at most {MAX_VARIANTS}):"
                   " vary fewer fields or fewer values, or use --search N\n")


def test_three_axes_of_a_thousand_values_are_refused_at_once(capsys):
    code, _, err = run(capsys, *SWEEP, "--vary", "years=1..1000", "--vary", "setup/player_materials/3/gold=1..1000",
                       "--vary", "setup/player_materials/2/gold=1..1000")
    assert code == 2 and "the grid has 1000000000 variants (1000 x 1000 x 1000; at most 1000)" in err


def test_a_grid_at_the_limit_is_accepted_and_the_engine_refuses_one_beyond_it():
    axes = [parse_vary("years=1..10"), parse_vary("a=1..10"), parse_vary("b=1..10")]
    assert check_grid(axes) == MAX_VARIANTS == 1000
    with pytest.raises(VaryError, match=r"the grid has 1001 variants \(7 x 143; at most 1000\)"):
        check_grid([parse_vary("years=1..7"), parse_vary("a=1..143")])


def test_the_search_reads_ranges_of_finite_numbers_only(capsys):
    code, _, err = run(capsys, *SWEEP, "--vary", "years=0..inf", "--search", "3")
    assert code == 2 and "not a finite number (inf)" in err


_number = st.one_of(st.integers(-10**6, 10**6), st.floats(allow_nan=True, allow_infinity=True),
                    st.sampled_from(["nan", "inf", "-inf", "1e308", "1e-308", "1e400", "-0", "0x10", "", "a"]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(low=_number, high=_number, step=st.one_of(st.none(), _number))
def test_any_range_is_values_or_a_vary_error(low, high, step):
    text = f"years={low}..{high}" + ("" if step is None else f":{step}")
    try:
        axis = parse_vary(text)
    except VaryError as error:
        assert "\n" not in str(error)
        return
    assert 1 <= len(axis.values) <= MAX_AXIS_VALUES
    assert all(math.isfinite(v) for v in axis.values)


# -- 7. report targets checked before playing ----------------------------------------------
@pytest.mark.parametrize("option", ["--json", "--html"])
@pytest.mark.parametrize("make, problem", [
    (lambda d: d / "missing" / "report.out", "the folder {d}/missing does not exist"),
    (lambda d: d, "{d} is a folder, not a regular file"),
])
def test_a_report_target_that_cannot_be_written_is_refused_before_playing(tmp_path, capsys, monkeypatch, option,
                                                                           make, problem):
    import engine.sim.sweep as sweep_module

    played = []
    monkeypatch.setattr(sweep_module, "run_sweep", lambda *a, **k: played.append(a))
    code, out, err = run(capsys, *SWEEP, "--vary", "years=1..2", option, make(tmp_path))
    assert (code, out, played) == (2, "", [])
    assert err == f"isleforge: error: {option}: " + problem.format(d=tmp_path) + "\n"


# -- 8. variants the seats cannot play ---------------------------------------------------------
def test_a_variant_three_players_cannot_play_is_skipped_and_reported(tmp_path: Path, capsys):
    report_file, page = tmp_path / "sweep.json", tmp_path / "sweep.html"
    code, out, err = run(capsys, *SWEEP, "--players", "3", "--vary", "players/max=2..4",
                         "--json", report_file, "--html", page)
    assert code == 0, err
    skipped = ("  skipped players/max=2: cannot be played (the adventure 'drowned-temple' is for 2 to 2 players,"
               " not 3 [game/players])")
    assert skipped in out.splitlines()
    report = json.loads(report_file.read_text(encoding="utf-8"))
    report_validator("sweep-report.schema.json").validate(report)
    rows = {row["key"]: row for row in report["variants"]}
    assert rows["players/max=2"]["valid"] is False
    assert rows["players/max=2"]["diagnostics"] == [{
        "code": "game/players", "message": "the adventure 'drowned-temple' is for 2 to 2 players, not 3",
        "file": "adventures/drowned-temple.yaml", "pointer": "", "line": 0, "column": 0}]
    assert [rows[k]["games_played"] for k in ("players/max=3", "players/max=4")] == [2, 2]
    assert sorted(r["key"] for r in report["ranking"]) == ["players/max=3", "players/max=4"]
    html = page.read_text(encoding="utf-8")
    assert "players/max=2" in html and "is for 2 to 2 players, not 3 [game/players]" in html

"""The Ember Crown's cooperative game as tuned for issue 31 (docs/team-tuning.md), and the team bot's pull
towards the goal areas it names (greedy_coop.py, `GoalMap`).

The cooperative game has its own setup (the crown at 0, the Glass Choir at 1, 8 gold for 3 players and 7
for 4) and victory (the crown conquered and one lava area held); the competitive game starts as before.
Fixed-seed games of the playtest run (greedy bots, seed 0) pin the outcomes the tuning was measured on.
"""

from __future__ import annotations

from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.greedy_coop import PULL, GoalMap
from engine.sim.runner import RunSpec, Table, run_game
from rules_helpers import adventure, at

CROWN, CHOIR, FORGE = (7, 5), (5, 5), (9, 5)
LAVA_NEXT_TO_CROWN, SHORE = (7, 4), (7, 9)


def _start(mode: str, players: int = 3):
    return Game(adventure("ember-crown"), players=players, mode=mode, seed=7).new_initial_state()


def test_the_cooperative_game_has_its_own_values_and_gold_and_the_competitive_game_keeps_the_printed_ones():
    seen = {}
    for mode in ("competitive", "cooperative"):
        state = _start(mode)
        seen[mode] = ([state.tile[at(state, a)].value for a in (CROWN, CHOIR, FORGE)],
                      [p.gold for p in state.players], [p.gold for p in _start(mode, 4).players])
    assert seen == {"competitive": ([6, 4, 4], [4, 4, 4], [3, 3, 3, 3]),
                    "cooperative": ([0, 1, 4], [8, 8, 8], [7, 7, 7, 7])}


def test_the_cooperative_victory_asks_for_the_crown_and_one_lava_area():
    (vc,) = [v for v in adventure("ember-crown").victory["cooperative"] if v.result == "win"]
    assert [(t.name, dict(t.args)) for t in vc.conditions] == [
        ("flag", {"flag": "crown-claimed"}), ("controls_area", {"tag": "lava", "count": 1})]


def test_the_goal_map_reads_the_goal_areas_from_the_content():
    state = _start("cooperative")
    goals = GoalMap(state, 12.0)
    crown, lava, choir, shore = (at(state, a) for a in (CROWN, LAVA_NEXT_TO_CROWN, CHOIR, SHORE))
    (flag, area) = goals.terms
    assert (flag[0], flag[1], flag[2], sorted(flag[3])) == ("flag", 6.0, "crown-claimed", [crown])
    assert (area[0], area[1], len(area[3]), lava in area[3]) == ("area", 6.0, 12, True)
    # the crown: its flag and the pull of a lava area next to it; a lava area: its own share and the
    # crown's pull; the Glass Choir (a bridge to the crown); Greyfoot's shore, 2 steps from the Lava Tongue
    assert [goals.value(state, a) for a in (crown, lava, choir, shore)] == [
        6.0 + PULL * 6.0, 6.0 + PULL * 6.0, PULL * 6.0, 6.0 * PULL ** 2]


def test_fixed_seed_cooperative_games_of_the_tuned_adventure():
    model = adventure("ember-crown")
    spec = RunSpec(players=3, bots="greedy", seed=0, mode="cooperative")
    table = Table(model, spec)
    ends = [run_game(model, spec, k, table)[1].result for k in range(12)]
    won = [k for k, end in enumerate(ends) if end == "the-fire-goes-out"]
    assert won == [0, 10, 11]
    assert set(ends) == {"the-fire-goes-out", "the-mountain-endures"}

"""Resolving content into the immutable model: the mini library's adventure and campaign, and every bundled adventure."""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path

import pytest

from engine.content import campaign as c
from engine.content import paths
from engine.content.library import load_file
from engine.content.resolve import ContentError, load_adventure, resolve_adventure, resolve_campaign
from engine.content.validate import validate_paths
from engine.rulesets.isles_of_terror import model as m

MINI = Path(__file__).parent / "fixtures" / "mini"
ADVENTURE_TEXT = (MINI / "mini-isle.yaml").read_text(encoding="utf-8")


def line_of(snippet: str, text: str = ADVENTURE_TEXT) -> int:
    assert text.count(snippet) == 1, snippet
    return text[: text.index(snippet)].count("\n") + 1


def column_of(snippet: str, text: str = ADVENTURE_TEXT) -> int:
    start = text.index(snippet)
    return start - (text.rfind("\n", 0, start) + 1) + 1


@pytest.fixture(scope="module")
def adventure() -> m.Adventure:
    return resolve_adventure(validate_paths([MINI], root=MINI), "mini-isle")


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    return root


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def resolve(root: Path, adventure_id: str = "mini-isle") -> m.Adventure:
    return resolve_adventure(validate_paths([root], root=root), adventure_id)


# -- the adventure --------------------------------------------------------------------

def test_metadata(adventure):
    assert (adventure.id, adventure.title, adventure.author, adventure.version) == (
        "mini-isle", "Mini Isle", "Isleforge tests", "1.0.0")
    assert adventure.summary == "A tiny isle for the tests."
    assert adventure.players == (2, 3)
    assert adventure.modes == ("competitive", "cooperative", "solo")
    assert (adventure.years, adventure.first_year) == (1, 1760)
    assert adventure.requires == ("mini",)
    assert adventure.board_side == "front"  # the schema default
    assert adventure.story == m.Story("A small isle with a ruined shrine at its heart.",
                                      "Land, explore and take the Shrine.", "The Shrine is yours, for now.")


def test_map_size_and_fields(adventure):
    game_map = adventure.map
    assert (game_map.grid, game_map.width, game_map.height) == ("hex", 7, 6)
    assert len(game_map.areas) == 27  # every non-empty field
    kinds = [a.kind for a in game_map.areas]
    assert {k: kinds.count(k) for k in set(kinds)} == {"sea": 11, "green": 8, "yellow": 4, "red": 2,
                                                        "adventure": 1, "fixed": 1}
    # areas come row by row, left to right
    assert [a.at for a in game_map.areas[:5]] == [(2, 0), (3, 0), (4, 0), (1, 1), (2, 1)]
    assert game_map.area_at((3, 2)).kind == "adventure"
    assert game_map.area_at((3, 3)).kind == "fixed"
    assert game_map.area_at((2, 1)).kind == "green"
    assert game_map.area_at((4, 1)).kind == "yellow"
    assert game_map.area_at((4, 2)).kind == "red"
    assert game_map.area_at((3, 5)).kind == "sea"
    assert game_map.area_at((0, 0)) is None  # empty water is no area
    assert game_map.area_at([3, 2]) is game_map.area("shrine")
    assert game_map.links == ()


def test_sea_areas_land_unless_told_otherwise(adventure):
    assert adventure.map.area_at((0, 2)).name == "Black Reef"
    assert adventure.map.area_at((0, 2)).landing is False
    assert adventure.map.area_at((2, 0)).landing is True
    assert adventure.map.area_at((2, 1)).landing is False  # land is never a landing
    assert sum(a.landing for a in adventure.map.areas) == 10


def test_an_adventure_area_with_tags_tile_and_rules(adventure):
    shrine = adventure.map.area("shrine")
    assert (shrine.at, shrine.kind, shrine.name, shrine.tags) == ((3, 2), "adventure", "The Shrine", ("ruin",))
    assert shrine.tile == m.TileFront(3, "red", ("gold", "gold"))
    assert shrine.fixed is None
    (rule,) = shrine.rules
    assert (rule.id, rule.title, rule.limit, rule.applies_to, rule.optional) == (
        "shrine-taken", "Shrine Taken", "once_per_game", "active_player", False)
    assert rule.text == "The first player to conquer the Shrine gains 1 victory point."
    assert rule.trigger == m.Trigger("conquer", m.AreaFilter(area="shrine"))
    assert rule.trigger.where.area == "shrine" and not rule.trigger.where.is_empty
    assert rule.conditions == ()
    assert [(t.name, t.args) for t in rule.effects] == [("victory_points", 1), ("set_flag", "shrine-taken")]
    assert rule.simulated


def test_other_described_areas(adventure):
    lookout = adventure.map.area("lookout")
    assert (lookout.at, lookout.kind, lookout.name, lookout.tags, lookout.tile) == (
        (2, 1), "green", "Lookout Hill", ("high-ground",), None)
    unnamed = adventure.map.area_at((4, 3))
    assert (unnamed.id, unnamed.name, unnamed.tags) == (None, "", ("ruin", "high-ground"))
    plain = adventure.map.area_at((1, 1))
    assert (plain.id, plain.name, plain.tags, plain.rules, plain.tile) == (None, "", (), (), None)


def test_a_fixed_tile_holds_its_location_card(adventure):
    cove = adventure.map.area("cove")
    assert (cove.kind, cove.name) == ("fixed", "Smugglers' Cove")
    fixed = cove.fixed
    assert (fixed.colour, fixed.kind, fixed.revealed, fixed.terrain) == ("yellow", "location", True, None)
    assert isinstance(fixed.location, m.LocationCard)
    assert (fixed.location.id, fixed.location.title, fixed.location.tile) == (
        "old-well", "Old Well", m.TileFront(2, "white", ("ration",)))
    assert fixed.location.rules[0].applies_to == "controller"


def test_setup_decks_are_card_objects_in_order(adventure):
    setup = adventure.setup
    assert isinstance(setup.first_event, m.EventCard) and setup.first_event.id == "calm-seas"
    assert [c.id for c in setup.event_deck] == ["squall", "squall", "dead-calm"]
    assert all(isinstance(c, m.EventCard) for c in setup.event_deck)
    assert setup.event_deck[0] == setup.event_deck[1]
    squall = setup.event_deck[0]
    assert (squall.kind, squall.title, squall.set, squall.copies, squall.colour) == ("event-cards", "Squall", "mini", 2, "red")
    assert squall.rules[0].trigger.event == "season_start"
    assert squall.rules[0].applies_to == "each_player"
    assert (setup.event_deck[2].colour, setup.event_deck[2].rules, setup.event_deck[2].copies) == ("gray", (), 1)
    assert [c.id for c in setup.exploration_deck] == ["spyglass", "ambush", "ambush", "dark-omen", "red-sky", "cold-light"]
    spyglass, ambush, _, omen, _, light = setup.exploration_deck
    assert (light.terror, light.acute) == ("purple", True)
    assert (spyglass.keep, spyglass.minion_attack, spyglass.rules[0].optional) == (True, 0, True)
    assert (ambush.keep, ambush.minion_attack, ambush.copies) == (False, 2, 2)
    assert (omen.terror, omen.acute, omen.random_movement) == ("yellow", False, False)
    assert [c.id for c in setup.mission_deck] == ["stake-a-claim", "silver-tongue", "pilgrim"]
    pilgrim = setup.mission_deck[2]
    assert (pilgrim.value, pilgrim.enforceable) == (3, False)
    assert pilgrim.success == m.Trigger("move_into", m.AreaFilter(tag="ruin"))
    assert [(t.name, t.args) for t in pilgrim.conditions] == [("has_resources", {"gold": 2})]
    assert setup.mission_deck[0].enforceable is True  # the schema default
    assert [c.id for c in setup.location_bag] == ["watchtower"]
    assert [(c.id, c.terrain) for c in setup.terrain_bag] == [("creek", "river"), ("bog", "swamp")]
    assert setup.terrain_bag[1].tile == m.TileFront(0, "white", ())


def test_minions_boss_and_terrors(adventure):
    minions = adventure.setup.minions
    assert sorted(minions) == [1, 2, 3]
    assert [(level, minions[level].id, minions[level].level) for level in (1, 2, 3)] == [
        (1, "sand-crabs", 1), (2, "reef-sharks", 2), (3, "stone-giants", 3)]
    assert all(isinstance(card, m.MinionCard) for card in minions.values())
    boss = adventure.setup.boss
    assert isinstance(boss, m.BossCard) and (boss.id, boss.title) == ("sea-witch", "The Sea Witch")
    assert [(t.name, t.args) for t in boss.rules[0].effects] == [("minion_attack", {"dice": 2})]
    terrors = adventure.setup.terrors
    assert [(t.id, t.colour, t.movement) for t in terrors] == [  # the shorthands, as movement terms
        ("the-gulls", "yellow", m.TerrorMovement("random")),
        ("the-tide", "red", m.TerrorMovement("toward", target="most_figures")),
        ("the-ghosts", "purple", m.TerrorMovement("stay"))]
    assert terrors[0].levels == (m.TerrorLevel(2, ()), m.TerrorLevel(3, (1, 4)), m.TerrorLevel(4, (1, 2, 3, 4, 5, 6)))
    assert [(t.name, t.args) for t in terrors[1].effects] == [("remove_figures", {"characters": 1})]


def test_area_tile_pool(adventure):
    pool = adventure.setup.area_tiles
    assert (pool.id, pool.set, pool.title) == ("mini-tiles", "mini", "Mini area tiles")
    assert pool.tiles[0] == m.AreaTile("green", "plain", 0, "white", ("ration",), 4)
    assert pool.tiles[2] == m.AreaTile("green", "terrain", 0, "white", (), 2)  # defaults for value and colour
    assert [len(pool.of_colour(c)) for c in ("green", "yellow", "red", "sea")] == [10, 5, 3, 12]
    assert [t.kind for t in pool.of_colour("red")] == ["minion-3", "minion-3", "boss"]


def test_progress_tokens_and_player_materials_per_count(adventure):
    assert adventure.setup.progress_tokens == (m.ProgressToken((2, 1), "lookouts"), m.ProgressToken((4, 3), "lookouts"))
    materials = adventure.setup.player_materials
    assert sorted(materials) == [1, 2, 3]
    assert materials[1] == m.Materials(soldiers=9, captains=1, camps=3, ships=1, gold=4, rations=4)
    assert materials[2] == m.Materials(soldiers=8, captains=1, camps=3, ships=1, gold=3, rations=3)
    assert materials[3] == m.Materials(soldiers=7, captains=1, camps=2, ships=1, gold=3, rations=2)


def test_progress_tasks_and_bars(adventure):
    assert [t.id for t in adventure.progress_tasks] == ["explorer", "shrine-keeper", "lookouts"]
    explorer, keeper, lookouts = adventure.progress_tasks
    assert explorer.trigger == m.Trigger("explore")
    assert (explorer.repeat_steps, explorer.bar) == (1, m.Bar(4, (2, 4), (3,)))  # repeat_steps defaults to 1
    assert keeper.trigger.event == "produce"
    assert [(t.name, t.args) for t in keeper.conditions] == [("controls_area", {"area": "shrine"})]
    assert keeper.conditions[0].arg("area") == "shrine"
    assert (keeper.repeat_steps, keeper.bar) == (2, m.Bar(5, (3, 5), ()))
    assert (lookouts.trigger, lookouts.conditions, lookouts.bar) == (None, (), m.Bar(2, (2,), ()))
    assert lookouts.text == "Take a progress token from a high-ground area to advance 1 field."
    assert adventure.task("lookouts") is lookouts
    assert adventure.task("nope") is None
    assert adventure.mission_bar == m.Bar(5, (2, 4, 5), (1, 3))


def test_the_threat_bar_defaults_when_absent(adventure):
    assert adventure.threat_bar == m.DEFAULT_THREAT_BAR
    assert [(r.from_points, r.hits_on) for r in adventure.threat_bar] == [(1, 6), (5, 5), (9, 4), (13, 3)]


def test_a_given_threat_bar_is_used(copy):
    edit(copy / "mini-isle.yaml", "victory:\n", "threat_bar:\n  - {from: 1, hits_on: 6}\n  - {from: 4, hits_on: 4}\nvictory:\n")
    assert resolve(copy).threat_bar == (m.ThreatRow(1, 6), m.ThreatRow(4, 4))


def test_victory_conditions_per_mode_with_defaults(adventure):
    victory = adventure.victory
    assert list(victory) == ["competitive", "cooperative", "solo"]
    lord, most = victory["competitive"]
    assert (lord.id, lord.timing, lord.result, lord.decide_by, lord.tie_breaks) == (
        "shrine-lord", "end_of_season", "win", "first", ("most_camps", "turn_order"))
    assert [(t.name, t.args) for t in lord.conditions] == [("controls_area", {"area": "shrine"}), ("camps_in_play", {"min": 3})]
    # everything left out takes the schema's default
    assert (most.id, most.title, most.text, most.timing, most.conditions) == (
        "most-points", "Most Victory Points", "", "end_of_game", ())
    assert (most.result, most.decide_by, most.tie_breaks) == ("win", "most_victory_points", ())
    cleansed, swept = victory["cooperative"]
    assert [(t.name, t.args) for t in cleansed.conditions] == [("flag", {"flag": "shrine-taken"})]
    assert (cleansed.result, swept.result, swept.decide_by) == ("win", "lose", "most_victory_points")
    (alone,) = victory["solo"]
    assert (alone.id, alone.timing, alone.result) == ("lone-camp", "end_of_game", "win")


def test_adventure_rules(adventure):
    gold, watchful = adventure.rules
    assert gold.id == "ruin-gold"
    assert gold.trigger == m.Trigger("explore", m.AreaFilter(tag="ruin"))
    assert [(t.name, t.args) for t in gold.effects] == [("gain", {"gold": 1})]
    assert watchful.trigger == m.Trigger("produce")
    assert [(t.name, t.args) for t in watchful.conditions] == [("controls_area", {"tag": "high-ground"})]
    (advance,) = watchful.effects
    assert (advance.name, advance.arg("task"), advance.arg("steps", 1)) == ("advance_progress", "lookouts", 1)


def test_factions(adventure):
    # no 'factions' list: every faction of the required sets, in library order
    assert [f.id for f in adventure.factions] == ["crabs", "eels", "gulls"]
    gulls = adventure.faction("gulls")
    assert (gulls.title, gulls.colour, gulls.description) == ("The Gulls", "#3366cc", "Sailors who never stray far from the shore.")
    assert gulls.figures == m.Figures(soldiers=10, captains=1, camps=4, ships=1)
    assert gulls.ability.title == "Shore Birds"
    assert gulls.ability.rules[0].trigger == m.Trigger("land")
    assert adventure.faction("crabs").ability is None
    assert [c.id for c in gulls.strategy_deck] == ["quick-march", "quick-march", "steady-aim"]
    assert isinstance(gulls.strategy_deck[0], m.StrategyCard)
    assert (gulls.strategy_deck[0].timing, gulls.strategy_deck[0].duration) == ("action", "turn")
    competitive, cooperative = gulls.competitive_board, gulls.cooperative_board
    assert (len(competitive.action_fields), competitive.raid_fields) == (5, 2)  # raid_fields defaults to 2
    assert (len(cooperative.action_fields), cooperative.raid_fields) == (5, 3)
    assert competitive.action_fields[0] == m.ActionField((m.ActionLink("land"), m.ActionLink("move"),
                                                          m.ActionLink("supply", ("gold",))))
    assert [link.action for link in cooperative.action_fields[0].links] == ["land", "move", "pacify"]
    assert gulls.board("competitive") is competitive
    assert gulls.board("solo") is cooperative
    assert adventure.faction("nope") is None


def test_a_faction_without_a_cooperative_side_plays_its_competitive_board(copy):
    faction = copy / "factions" / "eels.yaml"
    text = faction.read_text(encoding="utf-8")
    faction.write_text(text[: text.index("  cooperative:\n")], encoding="utf-8")
    edit(copy / "mini-isle.yaml", "modes: [competitive, cooperative, solo]", "modes: [competitive]")
    edit(copy / "mini-isle.yaml", "    1: {soldiers: 9, captains: 1, camps: 3, ships: 1, gold: 4, rations: 4}\n", "")
    text = (copy / "mini-isle.yaml").read_text(encoding="utf-8")
    start, end = text.index("  cooperative:\n    - id: shrine-cleansed"), text.index("rules:\n  - id: ruin-gold")
    (copy / "mini-isle.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    adventure = resolve(copy)
    assert list(adventure.victory) == ["competitive"]
    eels = adventure.faction("eels")
    assert eels.cooperative_board is None
    assert eels.board("cooperative") is eels.competitive_board


def test_source_positions_of_a_rule_and_its_terms():
    adventure = resolve_adventure(validate_paths([MINI], root=MINI, cwd=MINI), "mini-isle")
    rule = adventure.map.area("shrine").rules[0]
    assert rule.source == m.Source("mini-isle.yaml", "/map/areas/0/rules/0", line_of("- id: shrine-taken"),
                                   column_of("id: shrine-taken"))
    assert str(rule.source) == f"mini-isle.yaml:{rule.source.line}:{rule.source.column}"
    assert rule.trigger.source.pointer == "/map/areas/0/rules/0/trigger"
    assert rule.trigger.source.line == line_of("trigger: {event: conquer")
    points, flag = rule.effects
    assert (points.source.pointer, points.source.line) == ("/map/areas/0/rules/0/effects/0/victory_points",
                                                           line_of("- victory_points: 1"))
    assert (flag.source.pointer, flag.source.line) == ("/map/areas/0/rules/0/effects/1/set_flag", line_of("- set_flag:"))
    watchful = adventure.rules[1]
    assert (watchful.source.file, watchful.source.pointer, watchful.source.line) == (
        "mini-isle.yaml", "/rules/1", line_of("- id: watchful"))
    # cards carry the position in their own file
    sea_witch = adventure.setup.boss
    assert (sea_witch.source.file, sea_witch.source.pointer, sea_witch.source.line) == ("cards/bosses.yaml", "/cards/0", 8)
    assert adventure.map.area("shrine").source.line == line_of("- at: [3, 2]")
    assert adventure.victory["solo"][0].source.line == line_of("- id: lone-camp")
    assert adventure.progress_tasks[2].source.line == line_of("- id: lookouts")


def test_source_file_names_the_file_as_validated(adventure):
    rule = adventure.map.area("shrine").rules[0]
    assert Path(rule.source.file).resolve() == (MINI / "mini-isle.yaml").resolve()
    assert rule.source.line == line_of("- id: shrine-taken")


def test_sources_do_not_take_part_in_equality():
    here = resolve_adventure(validate_paths([MINI], root=MINI), "mini-isle")
    there = resolve_adventure(validate_paths([MINI], root=MINI, cwd=MINI), "mini-isle")
    assert here.rules[0].source != there.rules[0].source
    assert here == there
    assert hash(here) == hash(there)


# -- immutability ---------------------------------------------------------------------

@pytest.mark.parametrize("get, field", [
    (lambda a: a, "title"),
    (lambda a: a.map, "width"),
    (lambda a: a.map.area("shrine"), "tags"),
    (lambda a: a.map.area("shrine").rules[0], "effects"),
    (lambda a: a.map.area("shrine").rules[0].effects[0], "args"),
    (lambda a: a.map.area("shrine").rules[0].source, "line"),
    (lambda a: a.setup, "boss"),
    (lambda a: a.setup.event_deck[0], "text"),
    (lambda a: a.setup.player_materials[2], "gold"),
    (lambda a: a.progress_tasks[0].bar, "length"),
    (lambda a: a.victory["solo"][0], "result"),
    (lambda a: a.factions[0], "figures"),
    (lambda a: a.factions[0].competitive_board, "raid_fields"),
], ids=["adventure", "map", "area", "rule", "term", "source", "setup", "card", "materials", "bar", "victory",
        "faction", "board"])
def test_model_objects_are_frozen(adventure, get, field):
    target = get(adventure)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(target, field, None)


def test_mappings_and_sequences_of_the_model_are_immutable(adventure):
    with pytest.raises(TypeError):
        adventure.setup.player_materials[4] = adventure.setup.player_materials[3]  # type: ignore[index]
    with pytest.raises(TypeError):
        adventure.victory["solo"] = ()  # type: ignore[index]
    args = adventure.setup.mission_deck[2].conditions[0].args
    assert isinstance(args, m.FrozenMap)
    with pytest.raises(TypeError):
        args["gold"] = 5  # type: ignore[index]
    assert isinstance(adventure.setup.event_deck, tuple)
    assert isinstance(adventure.map.areas, tuple)
    assert isinstance(adventure.map.area("shrine").tags, tuple)
    assert hash(adventure) == hash(adventure)  # hashable all the way down


# -- the digest -----------------------------------------------------------------------

def test_the_digest_is_a_stable_sha256(adventure):
    assert re.fullmatch(r"[0-9a-f]{64}", adventure.digest)
    assert resolve(MINI).digest == adventure.digest


def test_the_digest_depends_on_content_not_on_the_folder(adventure, copy):
    assert resolve(copy).digest == adventure.digest


def test_the_digest_changes_when_a_card_text_changes(adventure, copy):
    edit(copy / "cards" / "events.yaml", "each player loses 1 ration.", "each player loses 2 rations.")
    changed = resolve(copy)
    assert changed.setup.event_deck[0].text == "At the start of this season, each player loses 2 rations."
    assert changed.digest != adventure.digest


@pytest.mark.parametrize("name, old, new", [
    ("mini-isle.yaml", "title: Mini Isle\n", "title: Mini Island\n"),
    ("factions/gulls.yaml", "figures: {soldiers: 10,", "figures: {soldiers: 11,"),
    ("area-tiles.yaml", "{colour: sea, kind: sea, copies: 12}", "{colour: sea, kind: sea, copies: 13}"),
], ids=["adventure", "faction", "pool"])
def test_the_digest_changes_with_every_file_the_adventure_draws_on(adventure, copy, name, old, new):
    edit(copy / name, old, new)
    assert resolve(copy).digest != adventure.digest


@pytest.mark.parametrize("name, old, new", [
    ("mini-isle.yaml", "kind: adventure\n", "kind: adventure  # a comment changes nothing\n"),
    ("campaigns/mini-saga.yaml", "Two visits to the same small isle.", "Two visits to one small isle."),
], ids=["comment", "campaign"])
def test_the_digest_ignores_what_the_adventure_does_not_draw_on(adventure, copy, name, old, new):
    edit(copy / name, old, new)
    assert resolve(copy).digest == adventure.digest


def test_the_digest_ignores_a_card_file_the_adventure_does_not_use(adventure, copy):
    (copy / "cards" / "more-events.yaml").write_text(
        "kind: event-cards\nschema_version: 1\nid: more-events\nset: mini\ntitle: More events\n"
        "cards:\n  - {id: heat-wave, title: Heat Wave, colour: red}\n", encoding="utf-8")
    assert validate_paths([copy], root=copy).diagnostics == []
    assert resolve(copy).digest == adventure.digest


# -- what cannot be resolved ----------------------------------------------------------

def test_an_adventure_with_an_error_raises_content_error_with_its_diagnostics(copy):
    edit(copy / "mini-isle.yaml", "boss: sea-witch", "boss: sea-wich")
    with pytest.raises(ContentError) as raised:
        resolve(copy)
    assert str(raised.value) == "the adventure 'mini-isle' or the content it uses has errors"
    assert [(d.code, Path(d.file).name, d.pointer) for d in raised.value.diagnostics] == [
        ("ref/unknown-id", "mini-isle.yaml", "/setup/boss")]
    assert raised.value.diagnostics[0].hint == "Did you mean 'sea-witch'?"


def test_an_error_in_a_card_the_adventure_uses_blocks_it(copy):
    edit(copy / "cards" / "minions.yaml", "trigger: {event: conquer}", "trigger: {event: conquer, where: {area: shrine}}")
    assert resolve(copy).setup.minions[1].id == "sand-crabs"  # a warning only
    edit(copy / "cards" / "minions.yaml", "    level: 3\n", "    level: 3\n    rules:\n      - {title: Nothing}\n")
    with pytest.raises(ContentError) as raised:
        resolve(copy)
    assert [(d.code, d.file.replace("\\", "/").rsplit("mini/", 1)[-1], d.pointer) for d in raised.value.diagnostics] == [
        ("rule/empty", "cards/minions.yaml", "/cards/2/rules/0")]


def test_an_adventure_that_fails_its_schema_raises_content_error(copy):
    edit(copy / "mini-isle.yaml", "years: 1\n", "years: 1\nweather: stormy\n")
    with pytest.raises(ContentError) as raised:
        resolve(copy)
    assert str(raised.value) == "the adventure 'mini-isle' has errors"
    assert [(d.code, Path(d.file).name, d.line) for d in raised.value.diagnostics] == [
        (raised.value.diagnostics[0].code, "mini-isle.yaml", line_of("years: 1\n") + 1)]
    assert raised.value.diagnostics[0].code.startswith("schema/")
    assert all(d.is_error for d in raised.value.diagnostics)


def test_an_unknown_adventure_raises_content_error():
    with pytest.raises(ContentError) as raised:
        resolve(MINI, "mini-iste")
    assert str(raised.value) == "the library has no adventure 'mini-iste'"
    assert raised.value.diagnostics == []


def test_warnings_do_not_block_resolving(copy):
    edit(copy / "mini-isle.yaml", "  terrors: [the-gulls, the-tide, the-ghosts]\n", "")
    validation = validate_paths([copy], root=copy)
    assert [d.code for d in validation.diagnostics] == ["mode/no-terrors"]
    assert resolve_adventure(validation, "mini-isle").setup.terrors == ()


def test_an_error_in_an_unrelated_file_does_not_block_an_adventure(copy):
    edit(copy / "campaigns" / "mini-saga.yaml", "next: homecoming}", "next: homecomming}")
    assert not validate_paths([copy], root=copy).ok
    assert resolve(copy).id == "mini-isle"


def test_load_adventure_validates_a_library_folder():
    adventure = load_adventure("mini-isle", MINI)
    assert (adventure.id, len(adventure.map.areas)) == ("mini-isle", 27)


# -- the campaign ---------------------------------------------------------------------

def test_resolve_campaign():
    campaign = resolve_campaign(validate_paths([MINI], root=MINI), "mini-saga")
    assert (campaign.id, campaign.title, campaign.description) == (
        "mini-saga", "The Mini Saga", "Two visits to the same small isle.")
    landfall, homecoming = campaign.chapters
    assert (landfall.id, landfall.adventure, landfall.title, landfall.intro) == (
        "landfall", "mini-isle", "Chapter I: Landfall", "Three ships, one small isle.")
    assert landfall.branches == (c.Branch("any", "shrine-taken", "homecoming"),)  # outcome defaults to any
    (blessing,) = landfall.advantages
    assert (blessing.id, blessing.title, blessing.awarded_to) == ("shrine-blessing", "Shrine Blessing", "winner")
    assert blessing.text == "At the start of every later chapter, gain 1 gold."
    assert blessing.rules[0].trigger == m.Trigger("game_start")
    assert [(t.name, t.args) for t in blessing.rules[0].effects] == [("gain", {"gold": 1})]
    assert (homecoming.id, homecoming.adventure, homecoming.intro, homecoming.branches, homecoming.advantages) == (
        "homecoming", "mini-isle", "", (), ())
    assert campaign.carry_over == c.CarryOver(advantages=True, resources="half", figures="none",
                                              flags=("shrine-taken",), victory_points=True)
    assert (campaign.scoring_method, campaign.chapter_bonus) == ("chapters_won", 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        campaign.title = "Another"  # type: ignore[misc]


def test_a_campaign_with_an_error_raises_content_error(copy):
    edit(copy / "campaigns" / "mini-saga.yaml", "next: homecoming}", "next: homecomming}")
    with pytest.raises(ContentError) as raised:
        resolve_campaign(validate_paths([copy], root=copy), "mini-saga")
    assert str(raised.value) == "the campaign 'mini-saga' has errors"
    assert [(d.code, d.pointer, d.hint) for d in raised.value.diagnostics] == [
        ("ref/unknown-id", "/chapters/0/branches/0/next", "Did you mean 'homecoming'?")]


def test_an_unknown_campaign_raises_content_error():
    with pytest.raises(ContentError, match="the library has no campaign 'mini-sago'"):
        resolve_campaign(validate_paths([MINI], root=MINI), "mini-sago")


# -- the bundled library --------------------------------------------------------------

BUNDLED = paths.library_dir()
BUNDLED_ADVENTURES = sorted(BUNDLED.glob("*.yaml"))
BUNDLED_CAMPAIGNS = sorted((BUNDLED / "campaigns").glob("*.yaml"))


@pytest.fixture(scope="module")
def bundled_validation():
    validation = validate_paths([BUNDLED])
    if not validation.ok:
        pytest.skip("the bundled library does not validate yet: "
                    + "; ".join(d.to_text().splitlines()[0] for d in validation.errors[:3]))
    return validation


def test_the_bundled_library_has_adventures():
    assert len(BUNDLED_ADVENTURES) >= 3


@pytest.mark.parametrize("path", BUNDLED_ADVENTURES, ids=lambda p: p.stem)
def test_every_bundled_adventure_resolves(bundled_validation, path):
    adventure_id = load_file(path).id
    adventure = load_adventure(adventure_id)
    assert adventure.id == adventure_id
    assert re.fullmatch(r"[0-9a-f]{64}", adventure.digest)
    assert adventure.map.areas and adventure.factions
    assert set(adventure.victory) == set(adventure.modes)
    assert sorted(adventure.setup.minions) == [1, 2, 3]
    assert set(adventure.setup.player_materials) >= set(range(adventure.players[0], adventure.players[1] + 1))
    assert resolve_adventure(bundled_validation, adventure_id).digest == adventure.digest


@pytest.mark.parametrize("path", BUNDLED_CAMPAIGNS, ids=lambda p: p.stem)
def test_every_bundled_campaign_resolves(bundled_validation, path):
    campaign = resolve_campaign(bundled_validation, load_file(path).id)
    adventures = {load_file(p).id for p in BUNDLED_ADVENTURES}
    assert campaign.chapters and all(chapter.adventure in adventures for chapter in campaign.chapters)

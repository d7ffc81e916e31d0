"""The generic content layer reads a game's kinds, card kinds, field codes and id fields from its ruleset.

Each generic reader asks the file's ruleset (`Ruleset.card_kinds`, `field_codes`, `id_targets`,
`rule_example`): what one game declares never leaks into another's files.
"""

from __future__ import annotations

from engine.content import geometry, id_fields, paths, reference
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets


def test_map_rows_are_read_with_the_codes_handed_in():
    codes = {"~": "empty", "L": "land"}
    grid, problems = geometry.parse_rows(["~ L", "L"], codes, "square")
    assert grid.fields == {(1, 0): "land", (0, 1): "land"}
    assert [(p.code, p.hint) for p in problems] == [
        ("map/ragged-row", "Every row of the map has the same number of fields; pad with '~' for water.")]
    _, problems = geometry.parse_rows(["L x"], {"L": "land"})
    assert [(p.code, p.message, p.hint) for p in problems] == [
        ("map/unknown-field-code", "'x' is not a field code", "Field codes: 'L' land.")]
    _, problems = geometry.parse_rows(["L", "L L"], {"L": "land"})  # no empty code: no padding to offer
    assert problems[0].hint == "Every row of the map has the same number of fields."


def test_cards_are_indexed_for_the_card_kinds_of_each_files_ruleset():
    context = validate_paths([paths.library_dir()]).context
    assert sorted(context.card_ids("terror-cards")) == ["the-burners", "the-scavengers", "the-whisperers"]
    assert "card-stacks" not in rulesets.get("island-clash").card_kinds
    assert "card-stacks" not in context.cards  # its stacks are its own, not a card set the index reads


def test_id_fields_follow_the_rows_of_the_files_ruleset():
    boss = id_fields.field_at("adventure", "/setup/boss")
    assert (boss.role, boss.target) == ("reference", "boss-cards")
    assert id_fields.field_at("adventure", "/setup/boss", "isles-of-terror") == boss
    assert id_fields.id_fields("adventure", "island-clash") == ()  # no `id_targets`: no id is followed
    assert id_fields.id_fields("adventure", "no-such-game") == ()
    assert id_fields.kinds("island-clash") == ("adventure", "card-stacks")  # its kinds, not its report schema
    assert id_fields.kinds() == tuple(sorted(rulesets.get().kinds))


def test_the_content_reference_shows_a_rule_example_only_where_the_ruleset_gives_one():
    default = reference.generate()
    assert "\n# Isleforge content reference\n" in default
    assert rulesets.get().rule_example.rstrip("\n").split("\n")[1] in default
    assert "(adventures, map areas, cards, faction abilities, campaign advantages)" in default
    clash = reference.generate("island-clash")
    assert "\n# Isleforge content reference: Island Clash\n" in clash
    assert "Example rule" not in clash and "schemas/island-clash/" in clash

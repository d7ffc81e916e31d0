"""Cursed Island's semantic checks, each proved on the mini fixture (tests/rulesets/cursed_island/ci_mini/)
broken in one place: the exact diagnostics (file, code, pointer, line, column, severity, message, hint).

The mini fixture is a complete, valid scenario of ten small files (its one advice: a text-only card);
each case copies it, applies literal text patches, validates the copy with every installed ruleset's
checks, and compares everything the validation reports, so a check that fires too often or in the
wrong place fails as surely as one that does not fire.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.content.validate import validate_paths

MINI = Path(__file__).parent / "ci_mini"
GOAL_HINT = "Change the goal, or give the scenario what it needs (an invention, a terrain, a track top or an effect raising it)."

#: case -> (the patches: file, text, replacement), the diagnostics the broken copy has
CASES = {
    'unknown-file': (
        [('mini-scenario.yaml', 'events: mini-events', 'events: mini-event')],
        [
            ('mini-scenario.yaml', 'cursed/unknown-file', '/events', 7, 9, 'error', "no island-events file has the id 'mini-event'", "Did you mean 'mini-events'?"),
        ],
    ),
    'unknown-start-tile': (
        [('mini-scenario.yaml', 'start_tile: home-beach', 'start_tile: home-beech')],
        [
            ('mini-scenario.yaml', 'cursed/unknown-tile', '/start_tile', 29, 13, 'error', "no tile of the island 'mini-isle' has the id 'home-beech'", "Did you mean 'home-beach'?"),
        ],
    ),
    'unknown-start-space': (
        [('mini-isle.yaml', 'start_space: camp', 'start_space: camps')],
        [
            ('mini-isle.yaml', 'cursed/unknown-space', '/start_space', 9, 14, 'error', "no space has the id 'camps'", "Did you mean 'camp'?"),
        ],
    ),
    'unknown-item-needed': (
        [('mini-inventions.yaml', 'items: [cord, blade]', 'items: [cord, blad]')],
        [
            ('mini-inventions.yaml', 'cursed/unknown-item', '/cards/3/items/1', 9, 78, 'error', "no invention has the id 'blad'", "Did you mean 'blade'?"),
            ('mini-scenario.yaml', 'cursed/goal-unreachable', '/goal/conditions/0', 23, 7, 'error', "the goal can never be met: 'lookout-post' needs 'blad': 'blad' is none of the scenario's inventions", GOAL_HINT),
        ],
    ),
    'unknown-item-term': (
        [('mini-events.yaml', 'has_item: splint', 'has_item: splitn')],
        [
            ('mini-events.yaml', 'cursed/unknown-item', '/cards/2/action/needs/0/has_item', 23, 43, 'error', "no invention has the id 'splitn'", "Did you mean 'splint'?"),
        ],
    ),
    'unknown-wreckage': (
        [('mini-scenario.yaml', 'start_tile: home-beach', 'start_tile: home-beach\nwreckage: jetsam')],
        [
            ('mini-scenario.yaml', 'cursed/unknown-wreckage', '/wreckage', 30, 11, 'error', "no wreckage card has the id 'jetsam'", "Did you mean 'flotsam'?"),
        ],
    ),
    'goal-track-top': (
        [('mini-scenario.yaml', 'min: 2', 'min: 4')],
        [
            ('mini-scenario.yaml', 'cursed/goal-unreachable', '/goal/conditions/1', 24, 7, 'error', "the goal can never be met: the track 'beacon' tops out at 3, below 4", GOAL_HINT),
        ],
    ),
    'goal-track-never-raised': (
        [('mini-scenario.yaml', 'cost: {wood: 1}, effects: [{scenario_track: {track: beacon, by: 1}}]', 'cost: {wood: 1}, text: Wood.'), ('mini-scenario.yaml', 'title: Kindling, effects: [{scenario_track: {track: beacon, by: 1}}]', 'title: Kindling, text: Dry.')],
        [
            ('mini-scenario.yaml', 'cursed/goal-unreachable', '/goal/conditions/1', 24, 7, 'error', "the goal can never be met: no effect of the scenario or its cards raises the track 'beacon'", GOAL_HINT),
        ],
    ),
    'terrain-missing': (
        [('mini-isle.yaml', 'terrain: river', 'terrain: plains')],
        [
            ('mini-inventions.yaml', 'cursed/terrain-missing', '/cards/3/terrains/0', 9, 56, 'warning', "the invention 'lookout-post' needs river, but no tile of the island 'mini-isle' is river, so it can never be built", 'Give a tile the terrain river, or change what it needs.'),
            ('mini-scenario.yaml', 'cursed/goal-unreachable', '/goal/conditions/0', 23, 7, 'error', "the goal can never be met: 'lookout-post' needs river, which no tile of the island has", GOAL_HINT),
        ],
    ),
    'event-deck-small': (
        [('mini-events.yaml', 'title: Chill\n    icon: book', 'title: Chill\n    icon: explore')],
        [
            ('mini-scenario.yaml', 'cursed/event-deck-small', '/events', 7, 9, 'error', "the event deck takes 2 book-icon cards for 4 rounds but 'mini-events' has 1", "Add 1 book-icon event card(s) (or copies with 'count'), or set 'event_book' lower."),
        ],
    ),
    'weather-longer': (
        [('mini-scenario.yaml', 'rounds: 4', 'rounds: 3')],
        [
            ('mini-scenario.yaml', 'cursed/weather-rounds', '/weather', 16, 3, 'error', "the weather schedule has 4 rounds, more than the scenario's 3", 'Write one entry per round (3); a round without weather is [].'),
        ],
    ),
    'weather-shorter': (
        [('mini-scenario.yaml', '  - [rain, winter]\n', '')],
        [
            ('mini-scenario.yaml', 'cursed/weather-rounds', '/weather', 16, 3, 'error', "the weather schedule has 3 rounds, fewer than the scenario's 4", 'Write one entry per round (4); a round without weather is [].'),
        ],
    ),
    'mark-past-life': (
        [('mini-cast.yaml', 'morale_marks: [3, 6]', 'morale_marks: [3, 8]')],
        [
            ('mini-cast.yaml', 'cursed/mark-past-life', '/characters/0/morale_marks/1', 10, 23, 'error', "the morale mark at 8 wounds of 'mender' is at or past the end of its life track (8 wounds: death), so it could never lower morale", "Keep each mark below 8, or lengthen the track ('life')."),
        ],
    ),
    'personal-invention-missing': (
        [('mini-cast.yaml', 'invention: splint', 'invention: splints')],
        [
            ('mini-cast.yaml', 'cursed/unknown-invention', '/characters/0/invention', 8, 16, 'error', "no invention has the id 'splints'", "Did you mean 'splint'?"),
        ],
    ),
    'build-cost-missing': (
        [('mini-isle.yaml', 'players: 2,', 'players: 3,')],
        [
            ('mini-scenario.yaml', 'cursed/missing-cost', '/player_counts/1', 30, 20, 'error', "the island 'mini-isle' has no build cost for 2 players, which this scenario plays", "Add a row for 2 players to the island's 'build_cost', or leave the count out of 'player_counts'."),
        ],
    ),
    'empty-card': (
        [('mini-events.yaml', '    text: The water tastes of rust.\n', '')],
        [
            ('mini-events.yaml', 'cursed/empty-card', '/cards/3', 24, 5, 'error', "the card 'bad-water' has neither effects nor text, so it would be played as nothing and printed blank", "Give it effects from the vocabulary, or a 'text' saying what it does (a card with only text is reported as not simulated)."),
        ],
    ),
    'missing-helper': (
        [('mini-cast.yaml', '  - {id: helper, title: Helper, helper: friday, life: 4}\n', '')],
        [
            ('mini-scenario.yaml', 'cursed/missing-helper', '/friday', 31, 9, 'error', "the scenario plays the helper 'friday' at [2] players, but 'mini-cast' has no character with 'helper: friday'", "Add the helper to the cast, or set 'friday: []'."),
        ],
    ),
    'unknown-track': (
        [('mini-scenario.yaml', '"track:beacon"', '"track:beakon"')],
        [
            ('mini-scenario.yaml', 'cursed/unknown-track', '/victory_points/0/what', 34, 12, 'error', "no track of the scenario 'mini-scenario' has the id 'beakon'", "Did you mean 'beacon'?"),
        ],
    ),
    'unknown-token-place': (
        [('mini-events.yaml', 'on: build}', 'on: bild}')],
        [
            ('mini-events.yaml', 'cursed/unknown-place', '/cards/2/effects/1/token/on', 22, 68, 'error', "no place for a token has the id 'bild'", "Did you mean 'build'?"),
        ],
    ),
    'goal-personal-invention': (
        [('mini-scenario.yaml', '{has_item: lookout-post}', '{has_item: splint}')],
        [
            ('mini-scenario.yaml', 'cursed/goal-personal', '/goal/conditions/0', 23, 7, 'warning', "the goal asks for 'splint', the personal invention of 'mender': only that castaway builds it, so a game without them cannot be won", "Seat 'mender' ('seats'), or ask for another invention."),
        ],
    ),
    'goal-personal-invention-seated': (
        [('mini-scenario.yaml', '{has_item: lookout-post}', '{has_item: splint}'),
         ('mini-scenario.yaml', 'player_counts: [1, 2]', 'player_counts: [1, 2]\nseats: [mender]')],
        [],
    ),
    'unreachable-space': (
        [('mini-isle.yaml', 'cell: [1, 0]', 'cell: [3, 0]')],
        [
            ('mini-isle.yaml', 'cursed/unreachable-space', '/spaces/1/cell', 7, 22, 'error', "the space 'east' at [3, 0] touches no space joined to the start space, so no tile could ever be laid there", 'Move it next to another space of the island.'),
        ],
    ),
    'shortcut-misplaced': (  # the shortcut's token is its item's: only an invention's effects place it
        [('mini-events.yaml', 'threat: [{discard: {wood: 1}}]', 'threat: [{shortcut: true}]')],
        [
            ('mini-events.yaml', 'cursed/shortcut-misplaced', '/cards/1/threat/0/shortcut', 18, 25, 'error', "a 'shortcut' effect belongs to an invention's effects: its token is the item's, lost with it and when the camp moves", 'Move it to the effects of an invention (the shortcut item), or use another effect here.'),
        ],
    ),
    'unknown-body-part': (
        [('mini-events.yaml', 'effects: [{weather: {winter: 1}}]', 'effects: [{special_wound: {part: foot}}]')],
        [
            ('mini-events.yaml', 'schema/enum', '/cards/1/effects/0/special_wound/part', 17, 38, 'error', "'part' is 'foot', which is not one of: head, arm, belly, leg", 'Where a special wound strikes: head (hurts exploring), arm (building and hunting), belly (threat actions and arranging the camp) or leg (gathering).'),
        ],
    ),
    'new-terms-where-they-belong': (  # no problem: a shortcut invention, a night outside and a special wound
        [('mini-inventions.yaml', 'effects: [{scout_tiles: {draw: 2}}]', 'effects: [{shortcut: true}]'),
         ('mini-events.yaml', 'effects: [{weather: {winter: 1}}]',
          'effects: [{night_outside: {who: all}}, {special_wound: {part: belly}}]')],
        [],
    ),
}


def _diagnostics(folder: Path, info: bool = False) -> list[tuple]:
    """Every problem of the folder (advice too when `info`), as comparable tuples."""
    return [(d.file.rsplit("/", 1)[-1], d.code, d.pointer, d.line, d.column, d.severity.value, d.message, d.hint)
            for d in validate_paths([folder]).diagnostics if info or d.severity.value != "info"]


def _broken(tmp_path: Path, patches) -> Path:
    folder = tmp_path / "ci_mini"
    shutil.copytree(MINI, folder)
    for name, old, new in patches:
        text = (folder / name).read_text(encoding="utf-8")
        assert text.count(old) == 1, (name, old)
        (folder / name).write_text(text.replace(old, new), encoding="utf-8")
    return folder


def test_the_mini_fixture_is_valid_and_its_text_only_card_is_reported_not_simulated():
    assert _diagnostics(MINI, info=True) == [
        ("mini-events.yaml", "cursed/not-simulated", "/cards/3", 24, 5, "info",
         "the card 'bad-water' has only text: the game plays it as nothing, and reports it as not simulated",
         "Give it effects from the vocabulary to have it simulated."),
    ]  # the invention 'cord' has only text too: an item others need, building it is what it does


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_broken_mini_fixture_is_reported_exactly(tmp_path: Path, case: str):
    patches, expected = CASES[case]
    assert _diagnostics(_broken(tmp_path, patches)) == expected

"""What each id field of Isles of Terror's schemas names (`Ruleset.id_targets`).

`engine.content.id_fields` walks the schemas for every field whose value is an id; this table says
what each one does: it *defines* an id (an area's, a progress task's, a card's) or *references* one
(the boss names a boss card, a trigger's `task` names a progress task of the same adventure). The
library's Rename Id, the forms' rename inside one document and tests/content/test_reference_fields.py
(which fails for an id field without a row) read it. The first row that matches a field decides. Rows
for rules (rules, triggers, conditions, effects) end in the term's own steps, so they match wherever
rules live (an adventure, an area, a card, a faction).
"""

from __future__ import annotations

from engine.content.id_fields import AREA, CHAPTER, FLAG, OWN_FILE, OWN_KIND, RULE, SET, TAG, TASK, target_rows

TARGETS = target_rows((
    # definitions
    ("", r"^/id$", "define", OWN_FILE),
    ("", r"^/set$", "define", SET),
    ("", r"^/cards/\*/id$", "define", OWN_KIND),
    ("adventure", r"^/map/areas/\*/id$", "define", AREA),
    ("adventure", r"^/progress_tasks/\*/id$", "define", TASK),
    ("adventure", r"^/victory/[a-z]+/\*/id$", "define", "victory-condition"),
    ("campaign", r"^/chapters/\*/id$", "define", CHAPTER),
    ("campaign", r"^/chapters/\*/advantages/\*/id$", "define", "advantage"),
    ("", r"/rules/\*/id$", "define", RULE),
    ("", r"/tags/\*$", "define", TAG),
    ("", r"/effects/\*/set_flag$", "define", FLAG),  # a flag is made by the rule that sets it
    # references of an adventure's own fields
    ("adventure", r"^/requires/\*$", "reference", SET),
    ("adventure", r"^/factions/\*$", "reference", "faction"),
    ("adventure", r"^/map/areas/\*/fixed/location$", "reference", "location-cards"),
    ("adventure", r"^/map/areas/\*/fixed/terrain$", "reference", "terrain-tiles"),
    ("adventure", r"^/setup/area_tiles$", "reference", "area-tiles"),
    ("adventure", r"^/setup/minions/level_[123]$", "reference", "minion-cards"),
    ("adventure", r"^/setup/boss$", "reference", "boss-cards"),
    ("adventure", r"^/setup/(first_event|event_deck/\*)$", "reference", "event-cards"),
    ("adventure", r"^/setup/exploration_deck/\*$", "reference", "exploration-cards"),
    ("adventure", r"^/setup/mission_deck/\*$", "reference", "mission-cards"),
    ("adventure", r"^/setup/location_bag/\*$", "reference", "location-cards"),
    ("adventure", r"^/setup/terrain_bag/\*$", "reference", "terrain-tiles"),
    ("adventure", r"^/setup/terrors/\*$", "reference", "terror-cards"),
    ("adventure", r"^/setup/progress_tokens/\*/task$", "reference", TASK),
    ("faction", r"^/strategy_deck/\*$", "reference", "strategy-cards"),
    ("campaign", r"^/chapters/\*/adventure$", "reference", "adventure"),
    ("campaign", r"^/chapters/\*/branches/\*/next$", "reference", CHAPTER),
    ("campaign", r"^/chapters/\*/branches/\*/flag$", "reference", FLAG),
    ("campaign", r"^/carry_over/flags/\*$", "reference", FLAG),
    # references inside rules: triggers, conditions, effects and their area filters
    ("", r"/(trigger|success|progress_position|advance_progress)/task$", "reference", TASK),
    ("", r"/(where|in_area|controls_area|toward)/area$", "reference", AREA),
    ("", r"/(where|in_area|controls_area|toward)/location$", "reference", "location-cards"),
    ("", r"/(where|in_area|controls_area|toward)/tag$", "reference", TAG),
    ("", r"/card_in_hand/card$", "reference", "exploration-cards"),
    ("", r"/(summon_terror|raise_terror)/terror$", "reference", "terror-cards"),
    ("", r"/(flag/flag|clear_flag)$", "reference", FLAG),
))

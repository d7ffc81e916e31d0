"""What the generic content layer reads of Isles of Terror's content: its kinds and card kinds, and the
words its content reference uses for its rules vocabulary (`Ruleset.kinds`, `card_kinds`,
`rule_example`, `rule_places`).

The kinds follow the order of the library (factions, the card sets, the area-tile pool, adventures,
campaigns); the content reference and the library panel list them in it.
"""

from __future__ import annotations

#: the modes the rules engine plays (game.py refuses any other)
MODES_IMPLEMENTED = ("competitive", "cooperative", "solo")

KINDS = (
    "faction",
    "event-cards",
    "strategy-cards",
    "mission-cards",
    "exploration-cards",
    "minion-cards",
    "boss-cards",
    "location-cards",
    "terrain-tiles",
    "terror-cards",
    "area-tiles",
    "adventure",
    "campaign",
)

#: the kinds whose files are sets of cards (terrain tiles are drawn from a bag like cards)
CARD_KINDS = tuple(k for k in KINDS if k.endswith("-cards") or k == "terrain-tiles")

# A rule written with real terms of the vocabulary. tests/content/test_reference.py
# validates it against the `rules` definition, so it cannot drift from the schema.
RULE_EXAMPLE = """\
rules:
  - id: harbour-toll
    title: Harbour Toll
    text: >-
      Once per season, when you land next to a harbour area, you may pay 1 gold
      to gain 1 victory point.
    trigger: {event: land, where: {tag: harbour}}
    conditions:
      - has_resources: {gold: 1}
      - mode: [competitive, solo]
    effects:
      - lose: {gold: 1}
      - victory_points: 1
    applies_to: active_player
    limit: once_per_season
    optional: true
"""

#: where content files hold rules, as the content reference says it
RULE_PLACES = "adventures, map areas, cards, faction abilities, campaign advantages"

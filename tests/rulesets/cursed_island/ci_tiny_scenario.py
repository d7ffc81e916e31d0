"""A tiny Cursed Island scenario built in code (the engine's tests do not depend on the bundled
content): an island of 9 spaces and 7 tiles, four castaways with one skill each, Friday and the
dog, a few cards of every deck whose effects use every effect term of the vocabulary, and a goal
(a signal pile track at 3 and a built fire item) checked immediately. All names are our own."""

from __future__ import annotations

from engine.content.frozen import freeze
from engine.core.vocabulary import Term
from engine.rulesets.cursed_island import model as m


def t(name, args=True) -> Term:
    return Term(name, freeze(args))


SPACES = (("s0", (0, 0)), ("s1", (1, 0)), ("s2", (1, -1)), ("s3", (0, -1)), ("s4", (-1, 0)), ("s5", (-1, 1)),
          ("s6", (0, 1)), ("s7", (2, 0)), ("s8", (2, -1)))

TILES = (
    m.Tile("t-cove", 8, "Cove", "beach", ("food", "wood")),
    m.Tile("t-ridge", 1, "Ridge", "hills", ("wood",), beast=True, discoveries=1),
    m.Tile("t-peak", 2, "Peak", "mountains", ("food",), discoveries=2, totem=True),
    m.Tile("t-brook", 3, "Brook", "river", ("food",), shelter=True, mystery=True),
    m.Tile("t-meadow", 4, "Meadow", "plains", ("food", "wood"), beast=True),
    m.Tile("t-dune", 5, "Dune", "beach", ("wood",), discoveries=1),
    m.Tile("t-grove", 6, "Grove", "plains", ("wood",), beast=True, shelter=True),
)


def skill(id_, cost, *effects) -> m.Skill:
    return m.Skill(id_, id_.replace("-", " ").title(), cost, tuple(effects))


CHARACTERS = (
    m.Character("joiner", "Joiner", life=9, morale_marks=(3, 6), invention="t-inv-bench",
                skills=(skill("spare-wood", 2, t("wood_discount", 1)), skill("idea", 3, t("draw_inventions", {"draw": 3, "keep": 1})))),
    m.Character("galley", "Galley Hand", life=10, morale_marks=(3, 6, 8), invention="t-inv-kettle",
                skills=(skill("broth", 2, t("heal", {"count": 2, "who": "chosen"}), t("discard", {"food": 1})),
                        skill("warm-drink", 3, t("ignore_cloud", "rain")))),
    m.Character("scout", "Scout", life=9, morale_marks=(3, 6), invention="t-inv-chart",
                skills=(skill("look-ahead", 2, t("scout_tiles", {"draw": 2})), skill("cheer", 3, t("morale", 1)))),
    m.Character("guard", "Guard", life=11, morale_marks=(4, 8), invention="t-inv-sling",
                skills=(skill("trail", 2, t("scout_hunt")), skill("lure", 4, t("beast_on_top")))),
    m.Character("friday", "Companion", life=4, morale_marks=(), helper="friday"),
    m.Character("dog", "Hound", life=1, morale_marks=(), helper="dog", pawn_actions=("hunt", "explore"), supports_only=True),
)

EVENTS = (
    m.EventCard("e-gale", "Gale", "book", (t("weather", {"rain": 1}),), (t("halve", "roof"),),
                m.ThreatAction(1, (), (("wood", 1),), (t("determination", {"count": 1}),))),
    m.EventCard("e-swarm", "Swarm", "gather", (t("if_possible", [t("discard", {"wood": 1})]),), (t("wound", {"who": "all"}),),
                m.ThreatAction(1, (t("level_at_least", {"track": "weapon", "min": 1}),), (), (t("gain", {"fur": 1}),))),
    m.EventCard("e-slide", "Slide", "explore", (t("exhaust", "food"),), (t("level", {"track": "palisade", "by": -1}),),
                m.ThreatAction(2, (), (), (t("morale", 1),))),
    m.EventCard("e-fever", "Fever", "book", (t("determination", {"count": -1, "who": "all"}),), (t("skip_production"),),
                m.ThreatAction(1, (t("has_item", "t-inv-pot"),), (), (t("heal", {"count": 1}),))),
    m.EventCard("e-prowl", "Prowler", "build", (t("fight", {"strength": 2}),), (t("lose_item", "any"),), count=2),
    m.EventCard("e-drift", "Driftwood", "gather", (t("gain", {"wood": 1}), t("token", {"token": "reroll", "on": "build"})),
                (t("weather", {"storm": 1, "animals": True}),)),
    m.EventCard("e-omen", "Omen", "book", (t("mystery", {"trap": 1}),), (t("resolve_again"), t("wound", {"who": "first"}))),
    m.EventCard("e-tide", "High Tide", "explore", (t("token", {"token": "plus_food", "on": "camp"}),),
                (t("weather", {"winter": 1}), t("winter_to_rain", 1))),
)

WRECKAGE = m.Wreckage("w-crates", "Crates", (t("gain", {"food": 1}),), (t("gain", {"food": 2, "wood": 1}),))

ADVENTURES = (
    m.AdventureCard("a-splinter", "Splinter", "build", (t("wound"),), ()),
    m.AdventureCard("a-collapse", "Collapse", "build",
                    (t("choose", [[], [t("gain", {"wood": 2}), t("shuffle_into_events")]]),), (t("halve", "palisade"),)),
    m.AdventureCard("a-sprain", "Sprain", "gather", (t("wound"), t("extra_pawn", "gather")), ()),
    m.AdventureCard("a-rot", "Rot", "gather", (t("choose", [[], [t("gain", {"food": 2}), t("shuffle_into_events")]]),),
                    (t("discard", {"food": 1, "who": "all"}),)),
    m.AdventureCard("a-cave", "Cave", "explore", (t("discovery", 1), t("weapon_bonus", 1)), ()),
    m.AdventureCard("a-mist", "Mist", "explore", (t("choose", [[t("inaccessible")], [t("beast", 1), t("shuffle_into_events")]]),),
                    (t("weather", {"rain": 1}),)),
)

MYSTERIES = (
    m.MysteryCard("m-chest", "Chest", "treasure", (t("gain", {"preserved": 1}),), (("keep_food", True),), 0),
    m.MysteryCard("m-flask", "Flask", "treasure", (t("heal", {"count": 1, "who": "first"}),), (), 2),
    m.MysteryCard("m-pit", "Pit", "trap", (t("wound"),), count=2),
    m.MysteryCard("m-crab", "Giant Crab", "monster", (t("fight", {"strength": 2}),), count=2),
    m.MysteryCard("m-curse", "Curse", "trap", (t("shuffle_into_events"),), event=(t("morale", -1),)),
)

BEASTS = (
    m.BeastCard("b-boar", "Boar", 2, 1, 2, 1),
    m.BeastCard("b-goat", "Goat", 1, 0, 2, 0),
    m.BeastCard("b-cat", "Wild Cat", 3, 1, 1, 2, 1),
    m.BeastCard("b-bird", "Bird", 0, 0, 1, 0),
)

INVENTIONS = (
    m.Invention("t-inv-fire", "Fire", ("mountains",), (), (), (), (("palisade_level", 1),), starting=True),
    m.Invention("t-inv-blade", "Blade", ("mountains",), (), (), (), (("weapon_level", 1),), starting=True),
    m.Invention("t-inv-pot", "Pot", ("river",), (), (), (), (("night_heal", freeze({"food": 1, "heal": 1})),),
                starting=True),
    m.Invention("t-inv-cellar", "Cellar", ("hills",), (), (("wood", 1),), (), (("keep_food", True),)),
    m.Invention("t-inv-diary", "Diary", ("plains",), (), (), (), (("morale_bonus", 1),)),
    m.Invention("t-inv-furnace", "Furnace", ("hills",), ("t-inv-fire",), (("wood", 1),), (), (("ignore_winter", 1),)),
    m.Invention("t-inv-snare", "Snare", ("plains",), (), (), (t("token", {"token": "plus_food", "on": "camp"}),), ()),
    m.Invention("t-inv-pit", "Pit Trap", ("beach",), (), (), (), (("production_gamble", freeze({"die": "build", "food": 1})),)),
    m.Invention("t-inv-bench", "Bench", (), (), (("wood", 1),), (), (("rest_heal", 2),)),
    m.Invention("t-inv-kettle", "Kettle", (), (), (("wood", 1),), (), (("production", freeze({"food": 1})),)),
    m.Invention("t-inv-chart", "Chart", (), (), (), (), (("extra_pawn", "explore"),)),
    m.Invention("t-inv-sling", "Sling", (), (), (("wood", 1),), (), (("weapon_level", 2),)),
)

SCENARIO_INVENTIONS = (m.Invention("t-inv-beacon", "Beacon", ("hills",), ("t-inv-fire",), (("wood", 2),),
                                   (t("scenario_track", {"track": "pile", "by": 1}),), multiple=True),)

ITEMS = (
    m.StartingItem("i-bottle", "Bottle", (t("level", {"track": "weapon", "by": 1}),)),
    m.StartingItem("i-biscuits", "Biscuits", (t("gain", {"food": 1}),)),
    m.StartingItem("i-rope", "Old Rope", (t("level", {"track": "palisade", "by": 1}),)),
)

DISCOVERIES = (
    m.Discovery("d-herbs", "Herbs", (t("heal", {"count": 2, "who": "chosen"}),), (t("has_item", "t-inv-pot"),), count=2),
    m.Discovery("d-planks", "Planks", (t("gain", {"wood": 1}),), count=3),
    m.Discovery("d-shells", "Shells", (t("scout_discoveries", {"draw": 2}),), count=1),
    m.Discovery("d-gust", "Gust", (t("ignore_cloud", "winter"),), count=1),
)


def scenario(**changes) -> m.Scenario:
    island = m.Island("t-isle", "Test Isle", tuple(m.Space(i, c) for i, c in SPACES), "s0", TILES)
    base = dict(
        id="t-signal", title="Test Signal", island=island, characters=CHARACTERS, events=EVENTS, wreckage=WRECKAGE,
        adventures=ADVENTURES, mysteries=MYSTERIES, beasts=BEASTS, inventions=INVENTIONS, items=ITEMS,
        discoveries=DISCOVERIES, rounds=6,
        weather=((), (), ("rain",), ("rain",), ("rain", "winter", "animals"), ("rain", "winter", "animals")),
        goal=m.Goal((t("scenario_track_at_least", {"track": "pile", "min": 3}), t("has_item", "t-inv-fire"))),
        special_discoveries=(m.Discovery("d-flint", "Flint", (t("scenario_track", {"track": "pile", "by": 1}),)),),
        scenario_inventions=SCENARIO_INVENTIONS,
        book=(t("wound", {"who": "first"}),), totem=(t("morale", 1),), mystery_icon=(t("mystery", {"treasure": 1, "monster": 1}),),
        rules=(m.ScenarioRule("round_end", (t("scenario_track", {"track": "pile", "by": 1}),),
                              (t("shelter", True),)),),
        tracks=(m.ScenarioTrack("pile", "Signal Pile", 0, 5, 0),),
        victory_points=(("won", 10), ("explored", 1), ("items", 2), ("wounds", -1), ("pile", 2)),
        start_tile="t-cove", small_game_characters=("joiner", "galley", "scout"), board_inventions=2,
        starting_items=2,
    )
    base.update(changes)
    return m.Scenario(**base)

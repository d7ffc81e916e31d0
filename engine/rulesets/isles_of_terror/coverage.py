"""The content an Isles of Terror playtest run could have met: the universe its coverage is measured in."""

from __future__ import annotations

from .game import Game
from .triggers import rule_name


def content_universe(adventure, faction_sets, mode: str = "competitive") -> dict:
    """Cards, rules, effects, locations and terrain the games of `mode` could have met (for coverage)."""
    setup = adventure.setup
    cards: dict[str, set[str]] = {"event": set(), "exploration": set(), "mission": set(), "minion": set(),
                                  "boss": set(), "strategy": set()}
    cards["event"].update(c.id for c in (setup.first_event, *setup.event_deck) if c is not None)
    cards["exploration"].update(c.id for c in setup.exploration_deck)
    cards["mission"].update(c.id for c in setup.mission_deck)
    cards["minion"].update(c.id for c in setup.minions.values())
    if setup.boss is not None:
        cards["boss"].add(setup.boss.id)
    locations = {c.id for c in setup.location_bag}
    terrain = {c.id for c in setup.terrain_bag}
    for area in adventure.map.areas:
        if area.fixed is not None:
            if area.fixed.location is not None:
                locations.add(area.fixed.location.id)
            if area.fixed.terrain is not None:
                terrain.add(area.fixed.terrain.id)
    rules: dict[str, dict] = {}
    effects: set[str] = set()
    text_only: dict[str, dict] = {}
    for factions in sorted(faction_sets):
        game = Game(adventure, factions=list(factions), mode=mode, seed=0)
        for faction in game.factions:
            cards["strategy"].update(c.id for c in faction.strategy_deck)
        for entry in game.rule_entries:
            name = rule_name(entry)
            rule = entry.rule
            if rule.simulated:
                rules.setdefault(name, {"rule": name, "scope": entry.scope})
                effects.update(t.name for t in rule.effects)
            else:
                text_only.setdefault(name, {"rule": name, "scope": entry.scope, "source": str(rule.source),
                                            "trigger": rule.trigger.event if rule.trigger else None})
    return {"cards": cards, "locations": locations, "terrain": terrain, "rules": rules, "effects": effects,
            "text_only": text_only}

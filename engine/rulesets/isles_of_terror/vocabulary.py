"""The rules vocabulary of `schemas/common.schema.json`, each term implemented exactly once.

- `TRIGGERS`: every trigger event, whether it is bound to an area (a rule of an adventure
  area, location or terrain tile then fires only for its own area) and the engine function
  that fires it (the tests check each name is fired somewhere in the engine).
- conditions (`conditions.py`, `game.CONDITIONS`): `function(state, ctx, args) -> bool`.
- effects (`effects.py`, `game.EFFECTS`): `function(state, ctx, args)`; an effect that needs
  a choice pushes a decision frame.

`triggers.fire` is the one place triggers are resolved into rules, tasks and missions.
"""

from __future__ import annotations

from typing import NamedTuple



class TriggerSpec(NamedTuple):
    area_bound: bool  # the event happens in one area (area rules fire only for their own area)
    fired_by: str  # the engine function that fires it


TRIGGERS: dict[str, TriggerSpec] = {
    "game_start": TriggerSpec(False, "season.run_game"),
    "season_start": TriggerSpec(False, "season.run_season"),
    "season_end": TriggerSpec(False, "season.run_season"),
    "year_end": TriggerSpec(False, "season.run_year_end"),
    "reveal": TriggerSpec(True, "season.run_season (event card), explore.run_explore (cards, minions, bosses, locations)"),
    "play": TriggerSpec(False, "cards.play_strategy, cards.use_kept"),
    "land": TriggerSpec(False, "actions.run_land"),
    "move_into": TriggerSpec(True, "move.run_movement, move.relocate"),
    "explore": TriggerSpec(True, "explore.run_explore"),
    "negotiate": TriggerSpec(True, "explore.Negotiate.apply"),
    "conquer": TriggerSpec(True, "combat.run_conquest"),
    "combat_start": TriggerSpec(True, "combat.run_combat"),
    "combat_won": TriggerSpec(True, "combat.run_combat"),
    "combat_lost": TriggerSpec(True, "combat.run_combat"),
    "raise_camp": TriggerSpec(True, "camps.raise_camp"),
    "raid": TriggerSpec(True, "camps.destroy_camp"),
    "produce": TriggerSpec(False, "actions.run_produce"),
    "recruit": TriggerSpec(False, "actions.Recruit.apply"),
    "supply": TriggerSpec(False, "actions.run_supply"),
    "minion_attack": TriggerSpec(False, "threat.run_minion_attack"),
    "defeat_boss": TriggerSpec(True, "combat.run_conquest"),
    "destroy_captain": TriggerSpec(True, "combat.Casualty.apply"),
    "mission_fulfilled": TriggerSpec(False, "scoring.success_token"),
    "progress": TriggerSpec(False, "scoring.advance_progress"),
}


__all__ = ["TRIGGERS", "TriggerSpec"]

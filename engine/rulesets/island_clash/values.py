"""The values of Island Clash's rules, each with the wiki's default: one named home for every number.

An adventure may set them (`setup`, `rules`, `end`, `victory` in its file); where the wiki leaves a
value open (a battle of equal strength, a tie in the capture areas) the default is Isleforge's
reading, recorded in docs/rules-island-clash.md.
"""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True, slots=True)
class Values:
    units: int = 2  # units on each start area at setup
    deal_resource: int = 2  # resource cards dealt to each player
    deal_combat: int = 2  # combat cards dealt to each player
    hand_limit: int = 6
    moves: int = 2  # move actions per turn and per road card
    max_units: int = 10  # most friendly units on one field
    battle_loss: int = 2  # units the loser of a battle loses
    battle_tie: str = "defender"  # who wins a battle of equal total strength
    resource_depletions: int = 2  # times the resource draw deck runs out before the last phase
    victory_tie: str = "shared"  # equal units in the capture areas: "shared" or "most-units"

    @classmethod
    def of(cls, data: dict) -> Values:
        """The values an adventure's data sets, the defaults for the rest."""
        given = {**(data.get("setup") or {}), **(data.get("rules") or {}), **(data.get("end") or {})}
        if "tie" in (data.get("victory") or {}):
            given["victory_tie"] = data["victory"]["tie"]
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in given.items() if k in names})

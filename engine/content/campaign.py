"""A campaign as a playable model: chapters in order, branches on outcomes, and what carries over.

This is generic (a decision of issue 26): chapters, branches on a chapter's outcome or a story flag,
and the carry-over declaration are what `engine.core.carry` (the carry-over policy) and
`engine.sim.campaign` (playing a campaign) read for any ruleset, and what the editor's campaign
flow draws. What is a ruleset's own is only the rules an advantage grants: they are written in the
ruleset's rule vocabulary, so `Advantage.rules` holds whatever the ruleset's `resolve_campaign`
built from them (its model's rule objects), and nothing here reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.ruleset import DEFAULT_RULESET

from .frozen import Source


@dataclass(frozen=True, slots=True)
class Advantage:
    id: str
    title: str
    text: str
    awarded_to: str
    rules: tuple  # the ruleset's own rules (its vocabulary), as its resolve built them


@dataclass(frozen=True, slots=True)
class Branch:
    outcome: str
    flag: str | None
    next: str


@dataclass(frozen=True, slots=True)
class Chapter:
    id: str
    adventure: str
    title: str
    intro: str
    branches: tuple[Branch, ...]
    advantages: tuple[Advantage, ...]


@dataclass(frozen=True, slots=True)
class CarryOver:
    advantages: bool = True
    resources: str = "none"
    figures: str = "none"
    flags: tuple[str, ...] = ()
    victory_points: bool = True


@dataclass(frozen=True, slots=True)
class Campaign:
    id: str
    title: str
    description: str
    chapters: tuple[Chapter, ...]
    carry_over: CarryOver
    scoring_method: str
    chapter_bonus: int
    source: Source = field(default=Source(), compare=False)
    ruleset: str = DEFAULT_RULESET

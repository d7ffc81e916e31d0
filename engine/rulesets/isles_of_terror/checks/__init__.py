"""Isles of Terror's semantic checks: what its schemas cannot see, one module per family.

`CHECKS` is the ruleset's `Ruleset.checks`: the generic id and file checks of `engine.content.checks`
and its own, in the order validation runs them (the order of diagnostics on one line and column
follows it). A new check is written as a generator function over the content layer's `Context`
and added to this tuple.
"""

from __future__ import annotations

from engine.content.checks import files, ids

from . import bars, budget, campaign, local_ids, mapcheck, modes, references, terms, terrors, victory

CHECKS = (
    ids.duplicate_file_ids,
    ids.duplicate_card_ids,
    local_ids.duplicate_local_ids,
    references.adventure_references,
    references.faction_references,
    terms.term_references,
    terms.rules_say_something,
    mapcheck.map_geometry,
    bars.progress_bars,
    modes.modes_and_players,
    modes.player_boards,
    budget.tile_budget,
    budget.deck_copies,
    budget.figure_budget,
    campaign.campaign_chain,
    files.file_references,
    victory.unreachable_victory_conditions,
    terrors.terrors_on_their_maps,
    terrors.terror_effects,
    terrors.terrors_are_summoned,
)

"""Cursed Island's rules vocabulary as the effect builder reads it: three term tables from the model.

The names and help of every effect, condition and lasting passive are the model's own tables
(`model.EFFECTS`, `model.CONDITIONS`, `model.PASSIVES`), so a term the engine learns appears in the
builder with no edit here. What the help does not list, the choices of an argument named alike
everywhere (`who`, `track`, a terrain, a token), comes from the model's constants, as the schema does;
the ids a term names (an item, a scenario track) are offered from the library (`KEY_SOURCES`).
Which fields of a file hold terms: `family_of(pointer)` by the field's name (a card's `effects`, a threat
card's `threat`, a goal's `conditions`, an item's `passives`...).
"""

from __future__ import annotations

from editor.forms.term_table import TermTable
from engine.rulesets.cursed_island import model

KEY_CHOICES: dict[str, tuple[str, ...]] = {  # a key by its name, or "term.key" where one term means another thing
    "who": ("actor", "all", "first"),
    "level.track": model.LEVELS,
    "level_at_least.track": model.LEVELS,
    "halve": model.LEVELS,
    "terrain": model.TERRAINS,
    "token": model.TOKENS,
    "source": model.SOURCES,
    "die": model.ACTION_DICE,
    "action": model.ACTIONS,
    "extra_pawn": model.ACTIONS,
    "reroll": model.DIE_ROLES + model.ACTION_DICE,
    "ignore_cloud": ("rain", "winter"),
    "part": tuple(model.BODY_PARTS),  # a special wound's body part
}

# Ids a term names, offered from the library (`CursedIslandEditor.lookup_options`): an item is an invention of the
# library's invention decks or a scenario's own; a track is a scenario's own track.
KEY_SOURCES: dict[str, str] = {
    "has_item": "ci-inventions:", "lose_item": "ci-inventions:", "built_count.item": "ci-inventions:",
    "scenario_track.track": "ci-tracks:", "scenario_track_at_least.track": "ci-tracks:",
}

EFFECTS = TermTable("effect", model.EFFECTS, KEY_CHOICES, KEY_SOURCES)
CONDITIONS = TermTable("condition", model.CONDITIONS, KEY_CHOICES, KEY_SOURCES)
PASSIVES = TermTable("passive", model.PASSIVES, KEY_CHOICES, KEY_SOURCES)
TABLES = {"effect": EFFECTS, "condition": CONDITIONS, "passive": PASSIVES}

# The fields that hold terms, by their name: effect lists, condition lists, passive mappings.
EFFECT_FIELDS = frozenset({"effects", "threat", "event", "reward", "small", "large", "book", "totem", "mystery_icon"})
CONDITION_FIELDS = frozenset({"conditions", "needs"})
PASSIVE_FIELDS = frozenset({"passives", "keep"})


def family_of(pointer: str) -> str | None:
    """"effect", "condition" or "passive" for a field that holds terms, None for any other."""
    name = pointer.rsplit("/", 1)[-1]
    if name in EFFECT_FIELDS:
        return "effect"
    if name in CONDITION_FIELDS:
        return "condition"
    if name in PASSIVE_FIELDS:
        return "passive"
    return None


def simulated(card: dict) -> bool:
    """Whether a card (plain data) plays anything: an effect in any of its effect fields (a threat card's
    action reward included), or a passive; conditions alone play nothing."""
    def has_terms(node) -> bool:
        if isinstance(node, dict):
            return any((family_of(k) in ("effect", "passive") and bool(v)) or has_terms(v)
                       for k, v in node.items() if isinstance(v, (dict, list)))
        return False

    return has_terms(card)

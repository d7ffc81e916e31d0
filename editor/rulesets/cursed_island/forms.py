"""Cursed Island's forms: the schema form of each kind, with the game's own widgets where a field needs one.

The generic `SchemaForm` lays out every field of a file from its schema; this module gives it
(`field_widget`) what a scenario designer works with rather than a nest of lists:

- the weather schedule (`/weather` of a scenario) as a table, a row per round of the scenario (its
  `rounds`), a column per weather die: a tick is that die rolled that round;
- the build costs per player count (`/build_cost` of an island) as a table of wood and fur;
- every field holding terms (a goal's conditions, the book's and totem's effects, a rule's effects, an
  item's passives, a card's effects in the Form tab) as the effect builder of the vocabulary.

The other fields (the victory-point lines, the tracks, the files the scenario plays with as pickers of
the library's files of that kind) are the schema form's own.
"""

from __future__ import annotations

import re

from editor.forms.array_table import ArrayTable
from editor.forms.context import FormContext, join, parent_pointer
from editor.forms.effect_builder import EffectBuilder
from editor.forms.fields import LongTextField
from editor.forms.schema_form import SchemaForm
from engine.rulesets.cursed_island import model

from .vocab import TABLES, family_of

SCENARIO_KINDS = ("adventure", "scenario")  # a scenario is the game's adventure: the file play and print start from
#: the tab of each kind's schema form
FORM_TITLES = {"adventure": "Scenario", "scenario": "Scenario"}
#: the scenario's field naming a file -> the kind of file it names
_FILES = {f"/{field}": f"file:{kind}" for field, kind in (
    ("island", "island-map"), ("characters", "character-cards"), ("events", "island-events"),
    ("adventures", "adventure-decks"), ("mysteries", "mystery-deck"), ("beasts", "beast-deck"),
    ("inventions", "invention-deck"), ("items", "starting-items"), ("discoveries", "discovery-tokens"))}
#: kind -> the fields naming another file or an id, as pickers (pointer, '#' for any index -> lookup source):
#: the files it plays with, the start tile among its island's, the wreckage card among its events', what each
#: victory-point line counts; a castaway's personal invention
REFERENCES = {**{kind: {**_FILES, "/start_tile": "ci-tiles:", "/wreckage": "ci-wreckage:",
                         "/victory_points/#/what": "ci-counted:"} for kind in SCENARIO_KINDS},
              "character-cards": {"/characters/#/invention": "ci-inventions:"}}


def _rounds(ctx: FormContext) -> int:
    rounds = ctx.value("/rounds")
    return rounds if isinstance(rounds, int) and not isinstance(rounds, bool) else 0


def weather_table(ctx: FormContext, pointer: str) -> ArrayTable:
    """The weather dice per round: a row for each of the scenario's rounds, a column per weather die."""
    table = ArrayTable.choices(ctx, pointer, model.WEATHER_DICE, rows=lambda: _rounds(ctx),
                               row_title=lambda i: f"Round {i + 1}", noun="round", follows=("/rounds",),
                               headers=[f"{d.capitalize()} die" for d in model.WEATHER_DICE])
    table.setObjectName("weatherTable")
    return table


def cost_table(ctx: FormContext, pointer: str) -> ArrayTable:
    """Shelter, roof and palisade costs per player count: players, wood, or fur."""
    def title(row: int) -> str:
        entries = ctx.value(pointer)
        entry = entries[row] if isinstance(entries, list) and row < len(entries) else {}
        players = entry.get("players") if isinstance(entry, dict) else None
        return f"{players} players" if isinstance(players, int) else f"Row {row + 1}"

    return ArrayTable.numbers(ctx, pointer, ("players", "wood", "fur"), keyed=True, row_title=title, bounds=(0, 20))


#: a scenario's story texts: paragraphs, typed in a box of several lines (the schema's shared `text` allows
#: 2,000 characters, under the schema form's bar for a box, so they were one line scrolling sideways)
STORY_FIELDS = ("/plot", "/text")


def field_widget(ctx: FormContext, pointer: str, sub: dict):
    """The game's own widget for a field of a Cursed Island file, or None for the schema form's own."""
    if ctx.kind in SCENARIO_KINDS and pointer == "/weather":
        return weather_table(ctx, pointer)
    if ctx.kind in SCENARIO_KINDS and pointer in STORY_FIELDS:
        return LongTextField(ctx, pointer, sub, lines=4)
    if ctx.kind == "island-map" and pointer == "/build_cost":
        return cost_table(ctx, pointer)
    family = family_of(pointer)
    if family is None:
        return None
    inside_card = re.search(r"/\d+/[^/]+$", pointer) is not None
    text = join(parent_pointer(pointer), "text") if inside_card and family == "effect" else None
    return EffectBuilder(ctx, pointer, TABLES[family], text_pointer=text, keyed=family == "passive")


#: a deck's Form tab builds its first cards at once, the others when scrolled to or pointed at: each card's effect
#: builders made a deck's tab cost up to a second of CPU (issue 32)
LAZY_AFTER = 3


def schema_form(kind: str | None):
    """The view factory of a kind's form."""
    links = REFERENCES.get(kind or "", {})
    return lambda document, workspace: SchemaForm(document, workspace, references=links, widgets=field_widget,
                                                  lazy_after=LAZY_AFTER)

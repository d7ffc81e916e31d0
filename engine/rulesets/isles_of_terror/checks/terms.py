"""Rules vocabulary: everything a rule, task, mission or condition names exists.

`iter_terms` walks any content file and yields every trigger, condition and
effect with its JSON pointer; the engine and the editor use it too (for
"who triggers what" and for coverage).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.content.library import ContentFile
from engine.content.checks.context import Context, ptr_join

_TERM_LISTS = ("effects", "conditions")
_TRIGGER_KEYS = ("trigger", "success")


@dataclass(frozen=True, slots=True)
class TermUse:
    role: str  # "trigger", "condition" or "effect"
    name: str  # term name (the trigger's event for triggers)
    args: Any
    pointer: str  # pointer of the term's value


def iter_terms(data: Any, ptr: str = "") -> Iterator[TermUse]:
    if isinstance(data, dict):
        for key, value in data.items():
            child = ptr_join(ptr, key)
            if key in _TERM_LISTS and isinstance(value, list):
                role = "effect" if key == "effects" else "condition"
                for index, entry in enumerate(value):
                    if isinstance(entry, dict) and len(entry) == 1:
                        name, args = next(iter(entry.items()))
                        yield TermUse(role, name, args, ptr_join(child, index, name))
                    yield from iter_terms(entry, ptr_join(child, index))
            elif key in _TRIGGER_KEYS and isinstance(value, dict) and "event" in value:
                yield TermUse("trigger", value["event"], value, child)
                yield from iter_terms(value, child)
            else:
                yield from iter_terms(value, child)
    elif isinstance(data, list):
        for index, entry in enumerate(data):
            yield from iter_terms(entry, ptr_join(ptr, index))


def iter_rules(data: Any, ptr: str = "") -> Iterator[tuple[str, dict]]:
    """Every rule (an entry of a `rules` list) with its pointer."""
    if isinstance(data, dict):
        for key, value in data.items():
            child = ptr_join(ptr, key)
            if key == "rules" and isinstance(value, list):
                for index, rule in enumerate(value):
                    if isinstance(rule, dict):
                        yield ptr_join(child, index), rule
            yield from iter_rules(value, child)
    elif isinstance(data, list):
        for index, entry in enumerate(data):
            yield from iter_rules(entry, ptr_join(ptr, index))


def terms_of(content: ContentFile) -> list[TermUse]:
    """Every term of a file (memoised: unchanged files are not walked again on re-validation)."""
    return content.remember("terms", lambda: list(iter_terms(content.data)))


def rules_of(content: ContentFile) -> list[tuple[str, dict]]:
    return content.remember("rules", lambda: list(iter_rules(content.data)))


def _area_filters(use: TermUse) -> Iterator[tuple[str, dict]]:
    """The area filters inside one term, with their pointers."""
    args = use.args
    if use.role == "condition" and use.name == "in_area" and isinstance(args, dict) or use.role == "condition" and use.name == "controls_area" and isinstance(args, dict):
        yield use.pointer, args
    elif isinstance(args, dict) and isinstance(args.get("where"), dict):
        yield ptr_join(use.pointer, "where"), args["where"]


def _adventure_facts(content: ContentFile) -> tuple[set[str], set[str], set[str]]:
    data = content.data
    tasks = {t["id"] for t in data.get("progress_tasks", []) if isinstance(t, dict)}
    areas = {a["id"] for a in data.get("map", {}).get("areas", []) if "id" in a}
    tags = {t for a in data.get("map", {}).get("areas", []) for t in a.get("tags", [])}
    return tasks, areas, tags


def flags_set(content: ContentFile) -> set[str]:
    return {use.args for use in terms_of(content) if use.role == "effect" and use.name == "set_flag"}


def term_references(context: Context) -> Iterator[Diagnostic]:
    all_tasks: set[str] = set()
    all_tags: set[str] = set()
    all_flags: set[str] = set()
    for adventure in context.of_kind("adventure"):
        tasks, _, tags = _adventure_facts(adventure)
        all_tasks |= tasks
        all_tags |= tags
    for content in context.library.files:
        if content.schema_ok:
            all_flags |= flags_set(content)
    terrors = context.card_ids("terror-cards")
    locations = context.card_ids("location-cards")
    for content in context.library.files:
        if not content.schema_ok:
            continue
        is_adventure = content.kind == "adventure"
        if is_adventure:
            tasks, areas, tags = _adventure_facts(content)
            flags = all_flags
        else:
            tasks, areas, tags, flags = all_tasks, set(), all_tags, all_flags
        for use in terms_of(content):
            args = use.args if isinstance(use.args, dict) else {}
            task = None
            if use.name in ("advance_progress", "progress_position") or use.role == "trigger" and "task" in args:
                task = args.get("task")
            if task is not None and task not in tasks:
                ptr = ptr_join(use.pointer, "task")
                if is_adventure:
                    yield context.dangling(content, ptr, "progress task", task, sorted(tasks))
                else:
                    yield context.warning(content, ptr, "ref/unknown-task",
                                          f"no adventure in the library has a progress task '{task}'",
                                          "Cards are shared by adventures; a task id only works in adventures that define it.")
            if use.name in ("summon_terror", "raise_terror") and args.get("terror") not in terrors:
                yield context.dangling(content, ptr_join(use.pointer, "terror"), "terror", args.get("terror"), terrors)
            if use.name == "card_in_hand":
                card = context.card("exploration-cards", args.get("card"))
                if card is None:
                    yield context.dangling(content, ptr_join(use.pointer, "card"), "exploration card", args.get("card"),
                                           context.card_ids("exploration-cards"))
                elif not card.data.get("keep"):
                    yield context.warning(content, ptr_join(use.pointer, "card"), "rule/card-not-kept",
                                          f"the exploration card '{args.get('card')}' is not a KEEP card, so no player ever holds it",
                                          "Set 'keep: true' on the card, or test for another card.")
            if use.name == "flag" and args.get("flag") not in flags:
                outcome = "never holds" if args.get("set", True) else "always holds"
                yield context.warning(content, ptr_join(use.pointer, "flag"), "rule/flag-never-set",
                                      f"no rule ever sets the flag '{args.get('flag')}', so this condition {outcome}",
                                      "Add a 'set_flag' effect somewhere, or check the spelling.")
            if use.name == "clear_flag" and use.args not in flags:
                yield context.warning(content, use.pointer, "rule/flag-never-set",
                                      f"no rule ever sets the flag '{use.args}', so clearing it does nothing",
                                      _flag_hint(str(use.args), flags))
            for filter_ptr, area_filter in _area_filters(use):
                if "area" in area_filter:
                    if is_adventure and area_filter["area"] not in areas:
                        yield context.dangling(content, ptr_join(filter_ptr, "area"), "area", area_filter["area"], sorted(areas))
                    elif not is_adventure:
                        yield context.warning(content, ptr_join(filter_ptr, "area"), "ref/area-outside-adventure",
                                              "only an adventure's own rules can name one of its areas",
                                              "Use a tag instead, and tag the areas in the adventures.")
                if "location" in area_filter and area_filter["location"] not in locations:
                    yield context.dangling(content, ptr_join(filter_ptr, "location"), "location", area_filter["location"], locations)
                if "tag" in area_filter and area_filter["tag"] not in tags and is_adventure:
                    yield context.warning(content, ptr_join(filter_ptr, "tag"), "rule/tag-unused",
                                          f"no area of this adventure's map has the tag '{area_filter['tag']}', so this never matches",
                                          _tag_hint(area_filter["tag"], tags))


def _flag_hint(flag: str, flags: set[str]) -> str:
    from engine.content.suggest import closest

    suggestion = closest(flag, flags)
    return f"Did you mean '{suggestion}'?" if suggestion else "Add a 'set_flag' effect somewhere, or check the spelling."


def _tag_hint(tag: str, tags: set[str]) -> str:
    from engine.content.suggest import closest

    suggestion = closest(tag, tags)
    return f"Did you mean '{suggestion}'?" if suggestion else "Tag some areas in the map, or check the spelling."


def rules_say_something(context: Context) -> Iterator[Diagnostic]:
    for content in context.library.files:
        if not content.schema_ok:
            continue
        for ptr, rule in rules_of(content):
            if rule.get("effects") or rule.get("text"):
                continue
            if rule.get("trigger"):
                yield context.error(content, ptr, "rule/no-effects", "this rule has a trigger but no effects",
                                    "Add at least one effect, or 'text' for players to apply.")
            else:
                yield context.error(content, ptr, "rule/empty",
                                    "this rule has neither effects nor text, so it does nothing",
                                    "Add 'effects' (with a 'trigger') from the rules vocabulary, or 'text' for players to apply.")

"""Isles of Terror's rules in the rulebook's language: one sentence a rule, for the rule builder and the sheet.

The rule builder's list (`editor.forms.rules`, through `EditorRuleset.rule_sentence`) and the printed
sheet (`print_sheet`) both say a rule with `sentence`: its trigger ("When you conquer an area tagged
lava"), its conditions ("if the game is cooperative, it is year 3 or later and “crown claimed” is not set")
and, for the builder, what it does. Nothing here reads engine syntax back to the reader.

Rules are read as the file holds them (a dict per rule, `{term: args}` per condition); the sheet
hands the resolved model's rules in that shape (`as_data`). Names: area ids are shown by their
names on the map, task ids by their titles, card and flag ids as words. No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

# what a trigger's event says, the area it happens in following (`_WHERE_AS_OBJECT`: "you conquer X")
EVENTS = {
    "game_start": "the game starts", "season_start": "a season starts", "season_end": "a season ends",
    "year_end": "a year ends", "reveal": "a tile is revealed", "play": "you play a card", "land": "you land",
    "move_into": "you move into", "explore": "you explore", "negotiate": "you negotiate", "conquer": "you conquer",
    "combat_start": "a combat starts", "combat_won": "you win a combat", "combat_lost": "you lose a combat",
    "raise_camp": "you raise a camp", "raid": "you raid", "produce": "you produce", "recruit": "you recruit",
    "supply": "you supply", "minion_attack": "the minions attack", "defeat_boss": "you defeat the boss",
    "destroy_captain": "a captain is destroyed", "mission_fulfilled": "you fulfil a mission",
    "progress": "you advance on a progress task",
}
_WHERE_AS_OBJECT = {"move_into", "explore", "conquer", "raid"}  # "you explore X"; the others: "... in X"
_LIMITS = {"once_per_game": "once a game", "once_per_season": "once a season", "once_per_turn": "once a turn",
          "once_per_combat": "once a combat"}
_FILTER_KEYS = ("area", "colour", "tag", "tile", "terrain", "location", "adventure_area")


def words(value: Any) -> str:
    return str(value).replace("_", " ").replace("-", " ")


def quoted(value: Any) -> str:
    return f"“{words(value)}”"


def either(items: Iterable[str], joiner: str = "or") -> str:
    items = [str(i) for i in items]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {joiner} {items[-1]}" if items else ""


class Names:
    """How ids are shown: areas by their names on the map, tasks by their titles (from the file's data)."""

    def __init__(self, data: Mapping | None) -> None:
        data = data if isinstance(data, Mapping) else {}
        areas = (data.get("map") or {}).get("areas") if isinstance(data.get("map"), Mapping) else None
        self.areas = {a["id"]: a.get("name") or words(a["id"]) for a in areas or ()
                      if isinstance(a, Mapping) and isinstance(a.get("id"), str)}
        tasks = data.get("progress_tasks") or ()
        self.tasks = {t["id"]: t.get("title") or words(t["id"]) for t in tasks
                      if isinstance(t, Mapping) and isinstance(t.get("id"), str)}

    def area(self, area_id: Any) -> str:
        return self.areas.get(area_id, words(area_id))

    def task(self, task_id: Any) -> str:
        return self.tasks.get(task_id, words(task_id))


def places(where: Any, names: Names, count: int = 1) -> str:
    """An area filter as words: "the Molten Gate", "an area tagged lava", "2 red areas tagged ruin"."""
    where = where if isinstance(where, Mapping) else {}
    if where.get("area"):
        return names.area(where["area"])
    kind = f"{where['colour']} " if where.get("colour") else ""
    if where.get("adventure_area") is True:
        kind += "adventure "
    noun = "areas" if count != 1 else "area"
    article = f"{count} " if count != 1 else ("an " if kind[:1] in "aeiou" else "a ")
    text = f"{article}{kind}{noun}"
    extras = []
    if where.get("tag"):
        extras.append(f"tagged {words(where['tag'])}")
    for key, say in (("tile", "with a {} tile"), ("terrain", "with {} terrain"), ("location", "holding {}")):
        if where.get(key):
            extras.append(say.format(words(where[key])))
    if where.get("adventure_area") is False:
        extras.append("that is not an adventure area")
    return " ".join([text, *extras])


def _range(args: Mapping, one: str, many: str) -> str:
    """min/max as words: "at least 3 {many}", "at most 1 {one}", "from 2 to 4 {many}", "no {many}"."""
    low, high = args.get("min"), args.get("max")
    if high == 0:
        return f"no {many}"
    if low is not None and high is not None:
        return f"{low} {one if low == high == 1 else many}" if low == high else f"from {low} to {high} {many}"
    if low is not None:
        return f"at least {low} {one if low == 1 else many}"
    return f"at most {high} {one if high == 1 else many}"


def _resources(args: Mapping) -> str:
    parts = [f"{args[k]} {k if k == 'gold' or args[k] != 1 else 'ration'}" for k in ("gold", "rations") if args.get(k)]
    return either(parts, "and") or "nothing"


def _year(args: Mapping) -> str:
    low, high = args.get("min"), args.get("max")
    if low is not None and high is not None:
        return f"it is year {low}" if low == high else f"it is year {low}, {high} or in between"
    return f"it is year {low} or later" if low is not None else f"it is year {high} or earlier"


def _progress(args: Mapping, names: Names) -> str:
    task = names.task(args.get("task"))
    low, high = args.get("min"), args.get("max")
    if high == 0:
        return f"your token is not yet on {task}"
    if low is not None and high is not None:
        return f"your token on {task} is on field {low}" if low == high else \
            f"your token on {task} is on fields {low} to {high}"
    return f"your token on {task} has reached field {low}" if low is not None else \
        f"your token on {task} is no further than field {high}"


def _controls(args: Mapping, names: Names) -> str:
    count = args.get("count", 1)
    return f"you control {'at least ' if count != 1 else ''}{places(args, names, count)}"


def _flag(args: Any) -> str:
    args = args if isinstance(args, Mapping) else {"flag": args}
    return f"{quoted(args.get('flag'))} {'is' if args.get('set', True) else 'is not'} set"


# condition name -> its words, from its arguments (a dict, a list, a scalar or True) and the names
CONDITIONS: dict[str, Callable[[Any, Names], str]] = {
    "controls_area": lambda a, n: _controls(a, n),
    "in_area": lambda a, n: f"it happens in {places(a, n)}",
    "has_resources": lambda a, n: f"you have at least {_resources(a)}",
    "season": lambda a, n: f"it is {either(words(s) for s in a)}",
    "year": lambda a, n: _year(a),
    "progress_position": _progress,
    "victory_points": lambda a, n: f"you have {_range(a, 'victory point', 'victory points')}",
    "camps_in_play": lambda a, n: f"you have {_range(a, 'camp', 'camps')} on the board",
    "card_in_hand": lambda a, n: f"you hold {words(a.get('card'))}",
    "flag": lambda a, n: _flag(a),
    "captain_on_board": lambda a, n: f"your captain is {'' if a else 'not '}on the board",
    "mode": lambda a, n: f"the game is {either(words(m) for m in a)}",
    "combat_role": lambda a, n: f"you are the {words(a)}",
}


def term(item: Any) -> tuple[str, Any] | None:
    if isinstance(item, Mapping) and len(item) == 1:
        name = next(iter(item))
        return str(name), item[name]
    return None


def condition(item: Any, names: Names) -> str:
    found = term(item)
    if found is None:
        return "a condition that is not written correctly"
    name, args = found
    say = CONDITIONS.get(name)
    try:
        return say(args, names) if say is not None else f"{words(name)} {words(args)}"
    except (AttributeError, TypeError, KeyError):
        return f"{words(name)} (as the file says)"  # a malformed argument: the Problems panel says what


def trigger(found: Any, names: Names) -> str:
    """"When you conquer an area tagged lava" (no trigger: "At any time")."""
    if not isinstance(found, Mapping) or "event" not in found:
        return "At any time"
    event = found["event"]
    text = "When " + EVENTS.get(event, words(event))
    where = found.get("where")
    if isinstance(where, Mapping) and any(where.get(k) not in (None, "") for k in _FILTER_KEYS):
        text += (" " if event in _WHERE_AS_OBJECT else " in ") + places(where, names)
    elif event in _WHERE_AS_OBJECT:
        text += " an area"
    if found.get("task"):
        text += f" ({names.task(found['task'])})"
    return text


def conditions(items: Any, names: Names) -> str:
    return either([condition(item, names) for item in items or ()], "and")


def flags_set(data: Any) -> set[str]:
    """Every flag the file's own rules set (`set_flag`): the others can only come from a campaign."""
    found: set[str] = set()
    if isinstance(data, Mapping):
        for key, value in data.items():
            if key == "set_flag" and isinstance(value, str):
                found.add(value)
            else:
                found |= flags_set(value)
    elif isinstance(data, list):
        for value in data:
            found |= flags_set(value)
    return found


def applies(rule: Mapping, modes: Iterable[str], flags: set[str]) -> bool:
    """Whether a rule can apply in one of `modes` with only `flags` ever set: a rule for another mode, or
    one waiting for a flag nothing sets (a campaign's, carried from an earlier chapter), does not."""
    modes = set(modes)
    for item in rule.get("conditions") or ():
        found = term(item)
        if found is None:
            continue
        name, args = found
        if name == "mode" and isinstance(args, (list, tuple)) and not modes & set(args):
            return False
        if name == "flag" and isinstance(args, Mapping) and args.get("set", True) and args.get("flag") not in flags:
            return False
    return True


def sentence(rule: Mapping, names: Names, effects: str = "") -> str:
    """The rule in one sentence: its trigger, its conditions, what it does (`effects`, already words), how often."""
    text = trigger(rule.get("trigger"), names)
    if rule.get("conditions"):
        text += ", if " + conditions(rule["conditions"], names)
    limit = _LIMITS.get(rule.get("limit") or "", "")
    if effects:
        text += f": {effects}"
    return text + (f" ({limit})" if limit else "") + "."


# -- the resolved model, in the file's shape --------------------------------------------------------
def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def as_data(rule: Any) -> dict:
    """A resolved rule (`model.Rule`, or a progress task) as the file's dict: trigger, conditions, limit."""
    found: dict[str, Any] = {"limit": getattr(rule, "limit", None)}  # a progress task has no limit
    if rule.trigger is not None:
        where = rule.trigger.where
        found["trigger"] = {"event": rule.trigger.event, "task": rule.trigger.task,
                            "where": {k: getattr(where, k) for k in _FILTER_KEYS if where is not None
                                      and getattr(where, k, None) not in (None, "")}}
    found["conditions"] = [{t.name: _plain(t.args)} for t in rule.conditions]
    return found

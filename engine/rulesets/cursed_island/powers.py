"""Any-time powers: the castaways' skills, the starting items, discovery tokens, kept treasures and
the night's healing items, offered as ("use", power, "") beside a stage's own decisions wherever a
window is open.

Power ids: "skill:<person>:<skill>" (its Determination cost, once a round: `Person.used`),
"item:<id>" (a starting item: `state.starting_items[id]` uses left, discarded after the last; or a
built item with `night_heal`, once a night, paying its food), "discovery:<i>" (the i-th held token,
discarded once used, if its `needs` hold), "treasure:<id>" (a kept treasure with uses left).

Windows (where the rulebook's "any time" is offered): "planning" (ci-actions' planning stage),
"reroll" (after an action's roll), "weather" (a stop before the weather dice), "night" (the camp
stage). A power whose `windows` lists "any" is offered in each; otherwise in the ones it names. Using
one plays its effects (flow's "terms" step) and then asks the same stage again ("reask").
"""

from __future__ import annotations

from .effects import Ctx
from .passives import values
from .queue import push
from .tell import event
from .wounds import held, take

WINDOWS = ("planning", "reroll", "weather", "night")


def _open(windows, window: str) -> bool:
    return "any" in windows or window in windows


def offers(state, window: str) -> list[tuple]:
    """The ("use", power, "") actions open in `window` now."""
    game = state.game
    out = []
    for i, p in enumerate(state.people):
        if not p.alive:
            continue
        for skill in game.characters[p.character].skills:
            if skill.effects and skill.id not in p.used and p.determination >= skill.cost and _open(skill.windows, window):
                out.append(("use", f"skill:{i}:{skill.id}", ""))
    for item, left in state.starting_items.items():
        model = game.items[item]
        if left > 0 and model.effects and _open(model.windows, window):
            out.append(("use", f"item:{item}", ""))
    seen = set()
    for i, token in enumerate(state.discoveries):
        model = game.discoveries[token]
        if token in seen or not model.effects or not _open(model.windows, window):
            continue
        seen.add(token)
        if game.vocabulary.holds(state, Ctx(state.first), model.needs):
            out.append(("use", f"discovery:{i}", ""))
    for card in state.treasures:
        model = game.mysteries[card]
        if model.uses and model.effects and state.uses.get(f"treasure:{card}", 0) > 0:
            out.append(("use", f"treasure:{card}", ""))
    if window == "night":
        for item in sorted(state.items):
            for heal in values_of(state, item):
                if f"night:{item}" not in state.uses and held(state, "food") >= int(heal.get("food", 1)):
                    out.append(("use", f"item:{item}", ""))
                    break
    return out


def values_of(state, item: str) -> list:
    invention = state.game.inventions.get(item)
    return [v for k, v in (invention.passives if invention else ()) if k == "night_heal" and state.items.get(item)]


def use(state, action, stage: str, actor: int) -> None:
    """Pay for the power, play its effects, then ask `stage` of `actor` again."""
    game = state.game
    power = action[1]
    kind, _, rest = power.partition(":")
    owner = state.first
    before: list = []
    if kind == "skill":
        person, _, skill_id = rest.partition(":")
        owner = int(person)
        p = state.people[owner]
        skill = next(s for s in game.characters[p.character].skills if s.id == skill_id)
        p.determination -= skill.cost
        p.used = p.used | {skill_id}
        effects = skill.effects
    elif kind == "item" and rest in state.starting_items:
        state.starting_items[rest] -= 1
        if state.starting_items[rest] <= 0:
            del state.starting_items[rest]
        effects = game.items[rest].effects
    elif kind == "item":
        heal = values_of(state, rest)[0]
        take(state, "food", int(heal.get("food", 1)))
        state.uses[f"night:{rest}"] = 1
        effects = ()
        before = [("heal-one", power) for _ in range(int(heal.get("heal", 1)))]
    elif kind == "discovery":
        token = state.discoveries.pop(int(rest))
        effects = game.discoveries[token].effects
        power = f"discovery:{token}"
    else:
        state.uses[power] -= 1
        if state.uses[power] <= 0:
            del state.uses[power]
            state.treasures.remove(rest)
        effects = game.mysteries[rest].effects
    event(state, "use", state.people[owner].seat, power=power)
    push(state, *before, ("terms", effects, 0, Ctx(owner, "", "", power)), ("reask", stage, actor))

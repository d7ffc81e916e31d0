"""Any-time powers (engine/core/windows.py): the castaways' skills, the starting items, discovery
tokens, kept treasures and the night's healing items, offered as ("use", power, "") beside a stage's
own decisions wherever a window is open.

Power ids and what limits them:
- "skill:<person>:<skill>": its Determination cost, once a round (the facade's `Person.used`, cleared
  at the end of the night);
- "item:<id>" of a starting item: `state.starting_items[id]` uses left, discarded after the last;
- "item:<id>" of a built item with `night_heal`: its food paid, once a night (`Limit(1, "night")`);
- "discovery:<i>": the i-th held token (one offer per kind of token), discarded once used, if its
  `needs` hold;
- "treasure:<id>": a kept treasure with uses (`Limit(uses, "game")`).
The uses with a limit are counted in `state.uses` (the kit's immutable `UseLog`).

A helper's skills (Friday's) and a skill raising the weapon serve only their owner's own action: they
are offered only in the "reroll" or "hunt" window of an action that person takes (`own_action_only`).

Windows (where the rulebook's "any time" is offered): "planning" (ci-actions' planning stage),
"reroll" (after an action's roll), "weather" (a stop before the weather dice), "night" (the camp
stage). A power whose `windows` lists "any" is offered in each; otherwise in the ones it names. Using
one plays its effects (flow's "terms" step) and then asks the same stage again ("reask").
"""

from __future__ import annotations

from engine.core.windows import Limit, Power, offers as core_offers

from .decks import discard
from .effects import Ctx
from .queue import push
from .tell import event
from .wounds import held, take

WINDOWS = ("planning", "reroll", "weather", "night")
NIGHT = Limit(1, "night")


def night_heal(state, item: str):
    """The `night_heal` argument of a built item ({food, heal}), or None."""
    invention = state.game.inventions.get(item)
    if invention is None or not state.items.get(item):
        return None
    return next((v for k, v in invention.passives if k == "night_heal"), None)


def heals(effects) -> bool:
    return any(term.name == "heal" for term in effects)


def windows(model) -> tuple[str, ...]:
    """Where an item, token or treasure may be used: a healing one only at night (the rulebook: outside
    resting and the cook's skill, healing is a night's), else where it says."""
    return ("night",) if heals(model.effects) else tuple(getattr(model, "windows", ("any",)))


def skill_powers(game, index: int, character: str) -> tuple[tuple[str, Power], ...]:
    """(skill id, its Power) of each skill with effects of `character` played as person `index`."""
    return tuple((s.id, Power(f"skill:{index}:{s.id}", s.cost, s.windows))
                 for s in game.characters[character].skills if s.effects)


def powers(state) -> list[Power]:
    """Every power the team holds now and can pay for, in a fixed order (people, items, discoveries,
    treasures)."""
    game = state.game
    skills = game.skill_powers
    out = []
    for i, p in enumerate(state.people):
        if p.alive:
            used = p.used
            det = p.determination
            out += [power for sid, power in skills[i, p.character] if power.cost <= det and sid not in used]
    items = game.items
    out += [Power(f"item:{i}", None, windows(items[i])) for i, left in state.starting_items.items()
            if left > 0 and items[i].effects]
    seen = set()
    for i, token in enumerate(state.discoveries):
        if token not in seen and game.discoveries[token].effects:
            seen.add(token)
            out.append(Power(f"discovery:{i}", None, windows(game.discoveries[token])))
    for card in state.treasures:
        model = game.mysteries[card]
        if model.uses and model.effects:
            out.append(Power(f"treasure:{card}", None, windows(model), Limit(model.uses, "game")))
    if state.items:
        out += [Power(f"item:{item}", None, ("night",), NIGHT) for item in sorted(state.items) if night_heal(state, item)]
    return out


def acting(state, window: str) -> int:
    """The person taking the action a window belongs to (-1: the window is no action's)."""
    if window == "reroll" and "roll" in state.ctx:
        return state.ctx["roll"][2]
    if window == "hunt" and "hunt" in state.ctx:
        return state.ctx["hunt"][1]
    return -1


def own_action_only(state, person: int, skill_id: str) -> bool:
    """Whether a skill serves only its owner's own action: every skill of a helper (Friday "rerolls
    during his Action") and a skill that raises the weapon ("for the Action he takes")."""
    if state.people[person].seat < 0:
        return True
    skill = next((s for s in state.game.characters[state.people[person].character].skills if s.id == skill_id), None)
    return skill is not None and any(t.name == "weapon_bonus" for t in skill.effects)


def _usable(state, window: str):
    def usable(power: Power) -> tuple:
        kind, _, rest = power.id.partition(":")
        if kind == "skill":
            person, _, skill_id = rest.partition(":")
            if own_action_only(state, int(person), skill_id) and acting(state, window) != int(person):
                return ()
            return ("",)
        if kind == "discovery":
            needs = state.game.discoveries[state.discoveries[int(rest)]].needs
            return ("",) if state.game.vocabulary.holds(state, Ctx(state.first), needs) else ()
        if kind == "item" and rest not in state.starting_items:
            return ("",) if held(state, "food") >= int(night_heal(state, rest).get("food", 1)) else ()
        return ("",)
    return usable


def offers(state, window: str) -> list[tuple]:
    """The ("use", power, "") actions open in `window` now."""
    return core_offers(powers(state), window, _usable(state, window), state.uses)


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
        heal = night_heal(state, rest)
        take(state, "food", int(heal.get("food", 1)))
        state.uses = state.uses.note(Power(power, None, ("night",), NIGHT))
        effects = ()
        before = [("heal-one", power) for _ in range(int(heal.get("heal", 1)))]
    elif kind == "discovery":
        token = state.discoveries.pop(int(rest))
        effects = game.discoveries[token].effects
        power = f"discovery:{token}"
    else:
        limit = Limit(game.mysteries[rest].uses, "game")
        state.uses = state.uses.note(Power(power, None, ("any",), limit))
        if state.uses.used(power, "game") >= limit.uses:
            state.treasures.remove(rest)
            discard(state, "mystery", rest)
        effects = game.mysteries[rest].effects
    event(state, "use", state.people[owner].seat, power=power)
    push(state, *before, ("terms", effects, 0, Ctx(owner, "", "", power)), ("reask", stage, actor))

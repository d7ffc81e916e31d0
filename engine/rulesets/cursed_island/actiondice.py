"""The three action dice of a one-pawn build, gather or explore, and the reroll window after them.

Rulebook 4.2 "Rolling Action dice": the wound die (a wound to the acting person), the success die (the
action happens, else 2 Determination instead) and the adventure die (draw the action's adventure
card), rolled together and read independently. Each action's dice are content (`Island.action_dice`:
how many of `faces` sides show the wound, the success, the adventure); a die is rolled as the kit's
`engine.core.dice.Die` in the order wound, success, adventure (one `rng.random()` each).

- A reroll token on the action's field: a success rolled is rolled once more, then the token goes.
- After the roll the window "reroll" opens while a die shows a bad face and a reroll can reach it: a
  power usable now (a skill, a starting item, a discovery token, a treasure) whose effects hold a
  `reroll` term naming the action's colour (build brown, gather grey, explore green), the action,
  the die or "any" (used as any power: ("use", power, ""), powers.py; its `reroll` effect holds a
  reroll in `state.mods["rerolls"]`), or a reroll held already. Friday's reroll with his own
  Determination is content: a skill of the Friday character (the bundled "second try").
  ("reroll", die, "power") rolls one die again; ("pass",) closes the window. The success die's
  2 Determination is given only after the window: a failure never pays for its own reroll (the
  rulebook's note on the reroll skills).
- Outcomes: the wound, then success (or 2 Determination), then the adventure card; Friday acting
  alone takes a wound instead of the card. An adventure token on the field draws one card however
  the dice fall (one card only when the die shows an adventure too); the token goes.
"""

from __future__ import annotations

from engine.core.dice import Die

from . import wounds
from .model import DIE_ROLES
from .powers import offers
from .queue import ask, push
from .tell import event

COLOURS = {"build": "brown", "gather": "grey", "explore": "green"}
GOOD = {"wound": "", "success": "success", "adventure": ""}  # the face nobody rerolls away from


def dice(state, action: str) -> tuple[Die, Die, Die]:
    """The wound, success and adventure dice of `action`."""
    d = state.game.action_dice[action]
    return tuple(Die(role, (role,) * n + ("",) * (d.faces - n))
                 for role, n in (("wound", d.wound), ("success", d.success), ("adventure", d.adventure)))


def roll(state, index: int, group, leader: int, friday: bool) -> None:
    """Roll the dice of the group at `index` and open the reroll window (or go to the outcome)."""
    action = group.action
    faces = [die.roll(state.rng) for die in dice(state, action)]
    if faces[1] == "success" and ("reroll", action) in state.tokens:
        state.tokens.discard(("reroll", action))
        faces[1] = dice(state, action)[1].roll(state.rng)
        event(state, "reroll-token", -1, action=action, success=faces[1])
    state.ctx["roll"] = (index, tuple(faces), leader, friday)
    event(state, "roll", state.people[leader].seat, action=action, person=leader,
          wound=faces[0], success=faces[1], adventure=faces[2])
    if can_reroll(state):
        ask(state, "reroll")
    else:
        push(state, ("outcome", index))


def _matches(arg, action: str, role: str) -> bool:
    """Does a `reroll` argument (a die role, an action, its colour or "any") reach this die?"""
    return arg in ("any", "", action, COLOURS[action], role)


def _bad(faces) -> list[str]:
    return [role for role, face in zip(DIE_ROLES, faces, strict=True) if face != GOOD[role]]


def effects_of(state, power: str) -> tuple:
    """The effects of a power offered by powers.py (its id: "skill:<person>:<skill>", "item:<id>",
    "discovery:<i>", "treasure:<id>")."""
    game = state.game
    kind, _, rest = power.partition(":")
    if kind == "skill":
        person, _, sid = rest.partition(":")
        skills = game.characters[state.people[int(person)].character].skills
        return next((s.effects for s in skills if s.id == sid), ())
    if kind == "item" and rest in game.items:
        return game.items[rest].effects
    if kind == "discovery" and rest.isdigit() and int(rest) < len(state.discoveries):
        return game.discoveries[state.discoveries[int(rest)]].effects
    if kind == "treasure" and rest in game.mysteries:
        return game.mysteries[rest].effects
    return ()


def _power_rerolls(state) -> list:
    """The `reroll` arguments of every power usable in the window "reroll" now."""
    return [t.args for _, power, _ in offers(state, "reroll")
            for t in effects_of(state, power) if t.name == "reroll"]


def can_reroll(state) -> bool:
    """Is there a reroll to offer on a die showing a bad face: one held (a power used: `state.mods`)
    or a power usable now whose `reroll` reaches it?"""
    index, faces, _, _ = state.ctx["roll"]
    action = state.ctx["groups"][index].action
    bad = _bad(faces)
    if not bad:
        return False
    if rerolls(state):
        return True
    return any(_matches(arg, action, role) for arg in _power_rerolls(state) for role in bad)


def rerolls(state) -> list[tuple]:
    """("reroll", die, "power") for each die a held reroll may roll again now."""
    index, faces, _, _ = state.ctx["roll"]
    action = state.ctx["groups"][index].action
    bad = _bad(faces)
    out: list[tuple] = []
    for arg in state.mods.get("rerolls", ()):
        out += [("reroll", role, "power") for role in bad if _matches(arg, action, role)]
    return list(dict.fromkeys(out))


def legal(state) -> list[tuple]:
    """The reroll window: the rerolls held, every power usable now (powers.py: a reroll skill used
    here holds its reroll), ("pass",)."""
    return rerolls(state) + offers(state, "reroll") + [("pass",)]


def _spend(state, action: str, role: str) -> None:
    held = list(state.mods.get("rerolls", ()))
    for i, arg in enumerate(held):
        if _matches(arg, action, role):
            del held[i]
            break
    if held:
        state.mods["rerolls"] = tuple(held)
    else:
        state.mods.pop("rerolls", None)


def apply(state, action: tuple) -> None:
    index, faces, leader, friday = state.ctx["roll"]
    if action[0] == "pass":
        push(state, ("outcome", index))
        return
    _, role, source = action
    group = state.ctx["groups"][index]
    _spend(state, group.action, role)
    at = DIE_ROLES.index(role)
    new = list(faces)
    new[at] = dice(state, group.action)[at].roll(state.rng)
    event(state, "reroll", -1, die=role, face=new[at], source=source)
    state.ctx["roll"] = (index, tuple(new), leader, friday)
    if can_reroll(state):
        ask(state, "reroll")
    else:
        push(state, ("outcome", index))


def outcome(state, step) -> None:
    """The rolled faces played: wound, success or 2 Determination, adventure (Friday: a wound)."""
    index = step[1]
    _, faces, leader, friday = state.ctx.pop("roll")
    action = state.ctx["groups"][index].action
    if faces[0] == "wound":
        wounds.wound(state, leader, 1, f"{action}-die")
    steps: list[tuple] = []
    if faces[1] == "success":
        steps.append(("success", index))
    else:
        wounds.determination(state, leader, 2, f"{action}-die")
    token = ("adventure", action) in state.tokens
    if token:
        state.tokens.discard(("adventure", action))
    if faces[2] == "adventure" or token:
        if friday:
            wounds.wound(state, leader, 1, "friday-adventure")
        else:
            steps.append(("adventure", index))
    push(state, *steps)

"""The morale and production phases.

Morale: solo, the morale first rises by 1 ("happy to stay alive"). Then the first player gains or
discards the Determination of the level (`island.morale`, levels -3..3; `morale_bonus` passives give
more or take less); what cannot be discarded is a wound each (unfulfilled demand). At the top level
the first player chooses ("morale", "determination") or ("morale", "heal"): heal 1 wound (asked only
of a wounded first player; an unwounded one takes the Determination).

Production: each source of the camp's tile that is not exhausted gives 1 (available at once); a
"plus_food"/"plus_wood" token on the camp's space gives 1 more, even on an exhausted source; the
`production` passives add theirs and `production_gamble` rolls the building wound die's chance for
its food. The shortcut's tile gives 1 of its resources (shortcut.py). A `skip_production` effect
empties the next production phase.
"""

from __future__ import annotations

from . import passives, shortcut, wounds
from .queue import ask
from .tell import event


def morale_amount(state) -> int:
    amount = state.game.island.morale[state.morale + 3]
    bonus = passives.total(state, "morale_bonus")
    return amount + bonus if amount >= 0 else min(0, amount + bonus)


def step_morale(state, step) -> None:
    state.phase = "morale"
    if state.game.mode == "solo":
        wounds.morale(state, 1, "solo")
    event(state, "morale-phase", state.first, level=state.morale)
    if state.morale >= 3 and state.people[state.first].wounds > 0:  # unwounded, there is nothing to choose
        ask(state, "morale")
        return
    wounds.determination(state, state.first, morale_amount(state), "morale")


def legal_morale(state) -> list:
    return [("morale", "determination"), ("morale", "heal")]


def apply_morale(state, action) -> None:
    if action[1] == "heal":
        wounds.heal(state, state.first, 1, "morale")
    else:
        wounds.determination(state, state.first, morale_amount(state), "morale")


def step_production(state, step) -> None:
    state.phase = "production"
    if state.mods.pop("skip_production", 0):
        event(state, "production", -1, skipped=True)
        return
    game = state.game
    camp = state.camp
    got = {"food": 0, "wood": 0}
    for source in game.tiles[state.tiles[camp]].sources:
        if (camp, source) not in state.exhausted:
            got[source] += 1
    for source in ("food", "wood"):
        if (f"plus_{source}", camp) in state.tokens:
            got[source] += 1
    for source, amount in shortcut.production(state).items():  # the shortcut's tile gives 1
        got[source] += amount
    for extra in passives.values(state, "production"):
        for source in ("food", "wood"):
            got[source] += int(extra.get(source, 0))
    build = game.action_dice.get("build")
    for gamble in passives.values(state, "production_gamble"):
        if build is not None and int(state.rng.random() * build.faces) < build.wound:
            got["food"] += int(gamble.get("food", 1))
    for source, amount in got.items():
        state.available[source] += amount
    event(state, "production", -1, **got)


STEPS = {"morale": step_morale, "production": step_production}
STAGES = {"morale": (legal_morale, apply_morale)}

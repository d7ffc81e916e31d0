"""Resolving the planned actions (rulebook 4.2), one group at a time, in the fixed order.

The groups of the committed plan (groups.py) are kept in `state.ctx["groups"]` and resolved action by
action in `model.ACTIONS` order (threat, hunt, build, gather, explore, camp, rest), each action's
groups in the order they were planned; the person of a group's first pawn takes the action (its
other pawns support: the team names who acts, rulebook 4.1). Everything gained
goes to the future resources (ci-flow's `wounds.gain` in the action phase); Determination goes to the
acting person at once.

- threat: its cost discarded, the card leaves the threat field, its reward played (the wreckage card:
  the large reward with two pawns, the small with one);
- hunt: the hunting deck's top beast is drawn (+1 strength and the token gone when a beast-strength
  token lies by the hunting deck); the window "hunt" opens while a usable power would raise the
  weapon for this fight (`weapon_bonus`); the beast is fought (a wound per missing weapon level,
  the weapon raised by the bonus), then the weapon and palisade lose the card's levels, its food and
  fur are gained and its effects played;
- build, gather, explore: with the pawns for a sure success it succeeds; with the fewest it rolls
  (actiondice.py). A success: a build pays its earmarked cost (less a `wood_discount`) and raises a
  level, builds the shelter or puts an invention among the future items (its owner's personal one: 2
  Determination); a gathering gains 1 (+1 for a +1 token on the tile; only the token's 1 from an
  exhausted source) and, on the round's first successful gathering, every `gather_bonus` passive
  (the basket and the sack once a round); an exploration lays the tile stack's top tile (its
  terrain now explored; a beast icon shuffles a beast into the hunting deck; its discovery tokens
  to the future ones; totem and mystery icons play the scenario's meanings; natural shelter is the
  tile's); the scenario's "build" and "explore" rules play after a success;
- a held `wood_discount` (a skill used before) takes that much wood off the first cost paying wood
  when it is paid (planning counted it as held wood: groups.affordable); a token on the action's field
  (`extra_pawn`, the building field's `extra_wood`) is spent by the first such action;
- a beast-strength token on the space of a gathering or exploring: a wound to the actor unless the
  weapon level is at least 1;
- camp: 2 Determination and +1 morale (4 players: the team chooses one, stage "arrange");
- rest: heal 1 (the `rest_heal` passive: that many instead) and `rest_determination` Determination;
  it takes one special wound token off first (special_wounds.py);
- a castaway with a special wound on the part an action uses takes 1 wound as he takes it.
"""

from __future__ import annotations

from . import actiondice, decks, items, passives, pawns, reach, special_wounds, wounds
from .adventure import draw as draw_adventure
from .effects import Ctx
from .groups import build_what, space_of
from .powers import offers
from .queue import ask, push
from .specials import scenario_rules
from .tell import event


def group(state, index: int):
    return state.ctx["groups"][index]


def leader(state, g) -> tuple[int, bool]:
    """(the acting person, whether it is Friday) of a group: its first pawn's, but the owner's for a
    personal invention (planning keeps the owner a place there)."""
    placed = [pawns.by_id(state, pid) for pid in g.pawns]
    pawn = placed[0]
    if g.action == "build":
        owner = items.personal_owner(state, build_what(g.target)[0])
        pawn = next((p for p in placed if owner >= 0 and p.person == owner), pawn)
    return pawn.person, pawn.kind == pawns.FRIDAY


def act(state, step) -> None:
    """Resolve the group at `step[1]` (see the module docstring)."""
    index = step[1]
    g = group(state, index)
    state.mods.pop("weapon_bonus", None)  # a temporary weapon lasts for the action that got it only
    state.ctx.pop("gathered", None)  # what the last gathering gained is this group's only (outside.py)
    person, friday = leader(state, g)
    if not state.people[person].alive:
        event(state, "action-lost", -1, action=g.action, target=g.target, person=person)
        return
    event(state, "action", state.people[person].seat, action=g.action, target=g.target,
          person=person, pawns=list(g.pawns))
    special_wounds.toll(state, person, g.action)  # a hurt part doing its action (reading 17)
    state.tokens.discard(("extra_pawn", g.action))  # a field's token is spent by the next such action
    if g.action == "build" and dict(g.cost).get("wood"):
        state.tokens.discard(("extra_wood", "build"))
    if g.action == "threat":
        threat(state, g, person)
    elif g.action == "hunt":
        hunt(state, g, person)
    elif g.action in ("build", "gather", "explore"):
        space = space_of(g.action, g.target)
        if space and ("beast_strength", space) in state.tokens and state.levels["weapon"] < 1:
            wounds.wound(state, person, 1, "beast-token")
        if len(g.pawns) > g.need:
            push(state, ("success", index))
            if ("adventure", g.action) in state.tokens:
                state.tokens.discard(("adventure", g.action))
                push(state, ("adventure", index))
        else:
            actiondice.roll(state, index, g, person, friday)
    elif g.action == "camp":
        if state.game.num_players == 4:
            state.ctx["arrange"] = person
            ask(state, "arrange")
        else:
            arrange(state, person, "both")
    elif g.action == "rest":
        rest(state, person)


def threat(state, g, person: int) -> None:
    cid = g.target
    if cid not in state.threat:
        return
    state.threat[state.threat.index(cid)] = None
    if g.cost:
        wounds.pay(state, discounted(state, g.cost), [person], cid)
    scenario = state.game.scenario
    if cid == scenario.wreckage.id:
        reward = scenario.wreckage.large if len(g.pawns) >= 2 else scenario.wreckage.small
    else:
        reward = state.game.events[cid].action.reward
    decks.discard(state, "event", cid)
    event(state, "threat-done", state.people[person].seat, card=cid, person=person)
    push(state, ("terms", tuple(reward), 0, Ctx(person, "threat", "", cid)))


def hunt(state, g, person: int) -> None:
    """Draw the beast; the window "hunt" opens while a power usable now would raise the weapon for
    this fight (`weapon_bonus`: the bundled battle fury, flints, cutlass), then ("fight", ...)."""
    card_id = decks.draw(state, "hunt")
    if card_id is None:
        return
    strength = state.game.beasts[card_id].strength
    if ("beast_strength", "hunt_deck") in state.tokens:
        state.tokens.discard(("beast_strength", "hunt_deck"))
        strength += 1
    event(state, "hunt", state.people[person].seat, beast=card_id, strength=strength, person=person)
    state.ctx["hunt"] = (card_id, person, strength)
    if _arming(state):
        ask(state, "hunt")
    else:
        push(state, ("fight",))


def _arming(state) -> bool:
    return any(t.name == "weapon_bonus" for _, power, _ in offers(state, "hunt")
               for t in actiondice.effects_of(state, power))


def hunt_legal(state) -> list[tuple]:
    return offers(state, "hunt") + [("pass",)]


def hunt_apply(state, action: tuple) -> None:
    push(state, ("fight",))


def fight(state, step) -> None:
    """The beast fought: wounds per missing weapon level, weapon and palisade loss, food and fur."""
    card_id, person, strength = state.ctx.pop("hunt")
    beast = state.game.beasts[card_id]
    wounds.fight(state, strength, [person], card_id)
    state.mods.pop("weapon_bonus", None)  # a temporary weapon lasts for one action
    if beast.weapon_loss:
        wounds.level(state, "weapon", -beast.weapon_loss, card_id, [person])
    wounds.gain(state, {"food": beast.food, "fur": beast.fur}, card_id)
    if beast.palisade_loss:
        wounds.level(state, "palisade", -beast.palisade_loss, card_id, [person])
    if beast.effects:
        push(state, ("terms", tuple(beast.effects), 0, Ctx(person, "hunt", "", card_id)))


def success(state, step) -> None:
    index = step[1]
    g = group(state, index)
    person, _ = leader(state, g)
    if g.action == "build":
        build(state, g, person)
    elif g.action == "gather":
        gather(state, g)
    else:
        explore(state, g, person)


def discounted(state, cost) -> dict[str, int]:
    """An action's cost less a held `wood_discount` (spent by the first action paying wood)."""
    out = dict(cost)
    if out.get("wood") and state.mods.get("wood_discount"):
        out["wood"] -= min(out["wood"], state.mods.pop("wood_discount"))
    return out


def build(state, g, person: int) -> None:
    cost = discounted(state, g.cost)
    if any(cost.values()):
        wounds.pay(state, cost, [person], g.target)
    what, _ = build_what(g.target)
    if what == "shelter":
        state.shelter = True
        event(state, "shelter", -1, space=state.camp)
    elif what in ("roof", "palisade", "weapon"):
        wounds.level(state, what, 1, "build")
    else:
        items.build(state, what)
        event(state, "invention-built", state.people[person].seat, invention=what, person=person)
        if items.personal_owner(state, what) == person:
            wounds.determination(state, person, 2, what)
    scenario_rules(state, "build", Ctx(person, "build", "", what))


def gather(state, g) -> None:
    space, source = g.target.rsplit(":", 1)
    if not reach.explored(state, space):  # turned down since planning: nothing to gather
        return
    amount = 0 if (space, source) in state.exhausted else 1
    if ("plus_" + source, space) in state.tokens:
        amount += 1
    if amount and not state.ctx.get("gather_bonus"):  # the basket and the sack once a round
        state.ctx["gather_bonus"] = True
        amount += passives.total(state, "gather_bonus")
    wounds.gain(state, {source: amount}, "gather")
    state.ctx["gathered"] = (source, amount)  # a night outside drawn by its adventure keeps it (outside.py)


def explore(state, g, person: int) -> None:
    space = g.target
    if space in state.tiles or space in state.inaccessible:  # laid or turned down since planning
        return
    tile_id = decks.draw(state, "tile")
    if tile_id is None:
        return
    state.tiles[space] = tile_id
    tile = state.game.tiles[tile_id]
    event(state, "explore", state.people[person].seat, space=space, tile=tile_id, terrain=tile.terrain, person=person)
    ctx = Ctx(person, "explore", space, tile_id)
    if tile.beast:
        beast = decks.draw(state, "beast")
        if beast is not None:
            decks.shuffle_in(state, state.hunt_deck, beast)
            event(state, "beast", -1, hunt=len(state.hunt_deck), reason=tile_id)
    for _ in range(tile.discoveries):
        token = decks.draw(state, "discovery")
        if token is None:
            break
        state.future_discoveries.append(token)
        event(state, "discovery", -1, token=token, future=True)
    scenario = state.game.scenario
    steps = []
    if tile.totem and scenario.totem:
        steps.append(("terms", tuple(scenario.totem), 0, ctx))
    if tile.mystery and scenario.mystery_icon:
        steps.append(("terms", tuple(scenario.mystery_icon), 0, ctx))
    scenario_rules(state, "explore", ctx)
    push(state, *steps)  # in front of the rules: the tile's icons first


def adventure(state, step) -> None:
    g = group(state, step[1])
    person, _ = leader(state, g)
    draw_adventure(state, g.action, person, space_of(g.action, g.target))


def arrange(state, person: int, choice: str) -> None:
    """Arranging the camp: 2 Determination and +1 morale ("both"), or one of them (4 players)."""
    if choice in ("both", "determination"):
        wounds.determination(state, person, 2, "camp")
    if choice in ("both", "morale"):
        wounds.morale(state, 1, "camp")


def arrange_legal(state) -> list[tuple]:
    return [("arrange", "determination"), ("arrange", "morale")]


def arrange_apply(state, action: tuple) -> None:
    arrange(state, state.ctx.pop("arrange"), action[1])


def rest(state, person: int) -> None:
    special_wounds.mend(state, person)
    heal = max([1] + [int(v) for v in passives.values(state, "rest_heal")])
    wounds.heal(state, person, heal, "rest")
    more = passives.total(state, "rest_determination")
    if more:
        wounds.determination(state, person, more, "rest")


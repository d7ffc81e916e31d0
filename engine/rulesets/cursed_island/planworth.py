"""What a whole round's plan is worth, foreseen without playing it (plansearch.py compares candidate
plans by it): rulesets-next §2.4's "expected wounds avoided + goal progress - expected shortfall".

A round's luck (three action dice a gamble, the weather dice, the hunting deck's top, an adventure)
swings a played-out round by more than the plans differ, so two plays of each plan pick at random;
the expectation is what tells plans apart. For each group of the plan (groups.py):

- a gamble (fewer pawns than a sure success) succeeds with its die's odds and costs the die's wound
  and adventure chances; a sure one always succeeds;
- gathering adds the expected unit; building the shelter, a roof, palisade or weapon level, or an
  invention (its goal progress); exploring a tile (more reach); hunting the scenario's beasts on
  average (food, fur, a wound a strength above the weapon, the weapon they break); a threat card met
  its reward and no threat; arranging the camp a morale level and 2 Determination; resting a heal.

Then the night: `appraise.night_cost` with the food and wood the plan leaves (a shelter gamble
weighted by its odds), the threat card left on the leftmost slot (it falls), and what lasts: a
shelter for the nights to come, the roof against the clouds the scenario's weather dice bring in the
rounds to come (`cover`: a cloud above the roof costs a food and a wood), weapon and palisade against
their palisade and beast faces (`guard`), wood kept toward them, morale and Determination, tiles, and
the goal (`appraise.goal_progress`'s weight, growing as the rounds run out). Wounds weigh by `appraise.danger`: more as death nears.
"""

from __future__ import annotations

import math

from . import appraise, goal, passives, shortcut
from . import groups as grouping
from .appraise import castaways, danger, margin

ADVENTURE = 0.4  # wounds an adventure card costs on average (our decks: about half hurt)
FAIL_DETERMINATION = 2  # a failed roll gives the roller 2 Determination
GOAL = 4.0  # the goal's worth (its share reached) until its last `GOAL_ROUNDS` rounds, then growing to
GOAL_LATE = 45.0  # this in the last round: survival first, the goal once the rounds run out
GOAL_ROUNDS = 6
SHELTER_WOOD = 1.5  # nights of the open air a wood toward the shelter is worth (shared by its cost)
CLOUD = 0.45  # a cloud above the roof in a round to come, per castaway, in wounds: its food and wood
# (1.35 for three castaways); a unit the stock lacks wounds every castaway, and a small team's wood builds
# the goal: measured, a fixed 1.4 a cloud lost solo and 2-player games of the beacon to the pyre's wood
SHELTER = 1.0  # a night with shelter, per castaway (the open air's wound), for up to `NIGHTS` nights
NIGHTS = 4
BUILD_WOOD = 0.8  # a wood kept toward the shelter or the roof the season asks for, beyond stock


def slope(m: int) -> float:
    """What one more wound costs a castaway `m` wounds from death."""
    return danger(m) - danger(m - 1)


def beasts_mean(state) -> tuple[float, float, float, float]:
    """(food, fur, strength, weapon loss) of the hunting deck's beast on average (the scenario's)."""
    beasts = state.game.scenario.beasts
    total = sum(b.count for b in beasts) or 1
    return tuple(sum(b.count * getattr(b, k) for b in beasts) / total for k in ("food", "fur", "strength", "weapon_loss"))


def worth(state, plan: list[tuple]) -> float:
    """The plan's foreseen worth in wounds (higher is better); `plan`: its ("assign", ...) actions and
    separate attempts (("separate", ...): each its own group)."""
    scenario = state.game.scenario
    gs = grouping.groups(state, [a[1:] for a in plan if a[0] in ("assign", "separate")],
                         {a[1] for a in plan if a[0] == "separate"})
    people = castaways(state)
    players = len(people) or 1
    all_slope = sum(slope(margin(state, i)) for i in people) / players
    owner = {p.id: p.person for p in state.pawns}
    spent = grouping.earmarked(gs)
    food = appraise.food(state) - spent.get("food", 0) - spent.get("preserved", 0)
    wood = state.available.get("wood", 0) - spent.get("wood", 0)
    fur = state.available.get("fur", 0) - spent.get("fur", 0)
    levels = dict(state.levels)
    sheltered = 1.0 if appraise.camp_sheltered(state) else 0.0
    was_sheltered = sheltered
    value = 0.0
    tiles = morale = determination = 0.0
    progress = 0.0
    met: set[str] = set()
    dice = dict(scenario.island.action_dice)
    for g in gs:
        who = owner.get(g.pawns[0], people[0] if people else 0)
        sure = len(g.pawns) >= g.most
        odds = 1.0
        if g.action in grouping.DICE_ACTIONS and not sure and g.action in dice:
            d = dice[g.action]
            odds = d.success / d.faces
            hurt = d.wound / d.faces + ADVENTURE * d.adventure / d.faces
            value -= hurt * slope(margin(state, who)) if 0 <= who < len(state.people) else hurt
            determination += (1 - odds) * FAIL_DETERMINATION
        if g.action == "gather":
            if g.target.endswith(":food"):
                food += odds
            else:
                wood += odds
        elif g.action == "build":
            what = grouping.build_what(g.target)[0]
            if what == "shelter":
                sheltered = 1 - (1 - sheltered) * (1 - odds)
            elif what in ("roof", "palisade", "weapon"):
                levels[what] = levels.get(what, 0) + odds
            else:
                progress += odds * invention_progress(state, what)
                value += odds * item_value(state, what)
        elif g.action == "explore":
            tiles += odds
        elif g.action == "hunt":
            b_food, b_fur, strength, loss = beasts_mean(state) if state.hunt_deck else (0, 0, 0, 0)
            weapon = levels.get("weapon", 0)
            value -= max(0.0, strength - weapon) * slope(margin(state, who))
            food += b_food
            fur += b_fur
            levels["weapon"] = max(0.0, weapon - loss)
        elif g.action == "threat":
            met.add(g.target)
            reward = scenario.wreckage.large if len(g.pawns) >= 2 else scenario.wreckage.small
            card = appraise.event_card(state, g.target)
            terms = card.action.reward if card is not None else reward
            food += sum((t.arg("food", 0) or 0) + (t.arg("preserved", 0) or 0) for t in terms if t.name == "gain")
            wood += sum((t.arg("wood", 0) or 0) for t in terms if t.name == "gain")
            fur += sum((t.arg("fur", 0) or 0) for t in terms if t.name == "gain")
            value -= sum(appraise.harm(state, [t]) for t in terms if t.name != "gain")
        elif g.action == "camp":
            morale += 1
            determination += 2
        elif g.action == "rest" and 0 <= who < len(state.people):
            value += slope(margin(state, who) + 1)
    roof = levels.get("roof", 0)
    night = lambda shelter: appraise.night_cost(state, food_in_hand=max(0.0, food), wood=max(0.0, wood), roof=roof,  # noqa: E731
                                                palisade=levels.get("palisade", 0), weapon=levels.get("weapon", 0),
                                                sheltered=shelter)
    value -= all_slope * (sheltered * night(True) + (1 - sheltered) * night(False))
    last = state.round >= scenario.rounds
    for card_id in state.threat[:1]:
        if card_id and card_id not in met and not last:
            value -= appraise.threat_harm(state, card_id)
    rounds_left = max(0, scenario.rounds - state.round)
    value += (sheltered - was_sheltered) * SHELTER * players * min(rounds_left, NIGHTS) * all_slope
    season = max((appraise.clouds_likely(state, r, 0.5) for r in range(state.round + 1, scenario.rounds + 1)), default=0)
    value += CLOUD * players * (cover(state, roof) - cover(state, state.levels.get("roof", 0))) * all_slope
    for track, worth_ in (("weapon", 1.5 if state.hunt_deck else 0.6), ("palisade", 0.6)):
        value += worth_ * (min(levels.get(track, 0), 3) - min(state.levels.get(track, 0), 3))
    value += players * all_slope * (guard(state, levels) - guard(state, state.levels))
    _, weather_wood = appraise.weather_needs(state)
    kept = max(0.0, wood - weather_wood)
    wood_cost, fur_cost = state.game.scenario.island.cost(state.game.num_players)
    shelter_wood = wood_cost * (1 - sheltered)  # a wood toward the shelter spares the open air's wounds sooner
    roof_wood = wood_cost * max(0.0, min(season, 2) - roof)
    value += 0.35 * kept + SHELTER_WOOD * players * all_slope / max(1, wood_cost) * min(kept, shelter_wood)
    value += BUILD_WOOD * min(max(0.0, kept - shelter_wood), roof_wood) + 0.5 * max(0.0, fur)
    value += 0.25 * food_kept(state, food)
    value += 1.0 * min(morale, 3 - state.morale) + 0.25 * determination
    reach_short = max(0, players - len(goal.gather_targets(state, "food")))
    value += tiles * (0.5 + 0.5 * min(reach_short, 2))
    progress += tiles * goal.tile_progress(state)  # a tile the goal counts, or one of a terrain it lacks
    late = max(0.0, (state.round - (scenario.rounds - GOAL_ROUNDS)) / GOAL_ROUNDS)
    value += (GOAL + (GOAL_LATE - GOAL) * late) * progress
    return value


def cover(state, roof: float) -> float:
    """The clouds a roof of `roof` keeps off over the rounds to come (the scenario's weather dice of each
    round after this one, up to `HORIZON` rounds as an invention's passives): sum of E[min(clouds,
    roof)], a fractional level (a gamble's odds) between its two levels. (A weight falling with each
    round further off, 0.85 a round, was tried: no better on the four rows measured at 20 seeds.)"""
    scenario = state.game.scenario
    low, part = math.floor(roof), roof - math.floor(roof)
    ignored = (passives.total(state, "ignore_rain"), passives.total(state, "ignore_winter"))
    total = 0.0
    for r in range(state.round + 1, min(scenario.rounds, state.round + HORIZON) + 1):
        for chance, (rain, winter, *_rest) in appraise.weather_odds(appraise.dice_of(state, r)):
            clouds = max(0, rain - ignored[0]) + max(0, winter - ignored[1])
            total += chance * (min(clouds, low) + part * (clouds > low))
    return total


def guard(state, levels: dict) -> float:
    """Wounds a castaway is spared over the rounds to come by the palisade and weapon `levels`, against
    the scenario's weather dice: a palisade level absorbs one palisade face (the k-th level spares a
    wound when a k-th face comes: P(faces >= k)), a weapon level a wound at each beast face (up to the
    beast's strength). Fractional levels (a gamble's odds) count their share of the next level."""
    scenario = state.game.scenario
    strength = scenario.island.beast_strength_animals
    hits = {0: 1.0}  # palisade faces to come -> chance
    beasts = 0.0
    for r in range(state.round + 1, scenario.rounds + 1):
        odds = appraise.weather_odds(appraise.dice_of(state, r))
        beasts += sum(chance * beast for chance, (*_clouds, _food, _fence, beast) in odds)
        spread: dict[int, float] = {}
        for have, p in hits.items():
            for chance, (*_clouds, _food, fence, _beast) in odds:
                spread[have + fence] = spread.get(have + fence, 0.0) + p * chance
        hits = spread
    palisade = levels.get("palisade", 0)
    low, part = math.floor(palisade), palisade - math.floor(palisade)
    at_least = lambda k: sum(p for n, p in hits.items() if n >= k)  # noqa: E731
    spared = sum(at_least(k) for k in range(1, low + 1)) + part * at_least(low + 1)
    return spared + beasts * min(levels.get("weapon", 0), strength)


def food_kept(state, food: float) -> float:
    """Food left after the night that keeps (preserved food; the rest rots)."""
    return min(max(0.0, food - len(castaways(state))), state.available.get("preserved", 0))


def invention_progress(state, item_id: str) -> float:
    """The share of the scenario goal building `item_id` once adds (an item it names, a track it raises)."""
    conditions = state.game.scenario.goal.conditions
    if not conditions:
        return 0.0
    inv = goal.invention(state, item_id)
    share = 0.0
    for c in conditions:
        if c.name == "has_item" and (c.args if isinstance(c.args, str) else c.arg("item", "")) == item_id \
                and not state.items.get(item_id):
            share += 1.0
        elif c.name == "scenario_track_at_least" and inv is not None:
            track, need = c.arg("track", ""), c.arg("min", 1) or 1
            if state.tracks.get(track, 0) < need:
                share += sum((t.arg("by", 0) or 0) for t in inv.effects
                             if t.name == "scenario_track" and t.arg("track", "") == track) / need
    return share / len(conditions)


# what an item's lasting effects are worth a round (model.PASSIVES), for up to `HORIZON` rounds
PER_ROUND = {"production": 0.8, "gather_bonus": 0.6, "extra_pawn": 0.4, "keep_food": 0.3, "night_heal": 0.5,
             "rest_heal": 0.1, "morale_bonus": 0.4, "ignore_winter": 0.3, "production_gamble": 0.4}
ONCE = {"weapon_level": 1.2, "palisade_level": 0.6}
HORIZON = 6


def item_value(state, item_id: str) -> float:
    """What building `item_id` is worth beyond the goal: its passives over the rounds to come (a
    production of 2 counts twice), the inventions it opens on the board, a personal one's Determination."""
    inv = goal.invention(state, item_id)
    if inv is None:
        return 0.0
    rounds = min(HORIZON, max(0, state.game.scenario.rounds - state.round))
    value = 0.2
    for name, arg in inv.passives:
        amount = sum(v for v in arg.values() if isinstance(v, (int, float))) if hasattr(arg, "values") else \
            (arg if isinstance(arg, (int, float)) and not isinstance(arg, bool) else 1)
        if name in PER_ROUND:
            value += PER_ROUND[name] * max(1, amount if name == "production" else 1) * rounds
        elif name in ONCE:
            value += ONCE[name] * min(amount, 3)
    if any(t.name == "shortcut" for t in inv.effects) and shortcut.spots(state):
        value += PER_ROUND["production"] * rounds  # the shortcut's tile: 1 a production while the camp stays
    opens = sum(1 for other in state.board_inventions
                if item_id in getattr(goal.invention(state, other), "items", ()) and not state.items.get(other))
    return value + 0.8 * opens

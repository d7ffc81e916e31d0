"""The team's outlook, read from the state's facade: what the bots (greedy.py, rollout.py) plan by and
score with, in *wounds*: one wound on one castaway is the unit every need is weighed in.

A castaway's death loses the game, so the team plays for its worst-placed member (rulesets-next §2.4):

- `margin(state, i)`: wounds person i can still take before dying;
- `weather_odds(faces)`: every outcome of a round's weather dice with its chance (clouds of rain and of
  winter, the hungry animals' food, palisade and beast faces), enumerated once per set of dice;
- `night_cost(state, food, wood, roof, ...)`: the wounds this round's weather phase and night are
  expected to cost each castaway with that much food and wood in hand and that roof: winter clouds
  take wood, clouds above the roof take a food and a wood each, the animals take food, palisade or
  fight, a missing unit is a wound to each player (unfulfilled demand), each unfed castaway takes 2,
  no shelter takes 1 each;
- `roof_wanted(state)`: the roof the coming rounds' weather asks for (its likely clouds), so the roof
  is built ahead of the rounds the schedule hardens;
- `harm(state, terms)`: what a list of effect terms (a threat card's threat) costs, in wounds;
- `worth(state)`: the team's position in wounds, what a one-step evaluation compares and what the
  search bot's cut-offs (`evaluate`) turn into a win chance.

Only the facade of CURSED.md is read here (`state.people`, `levels`, `available`, `threat`, ...); no rule
is played: the engine plays them, this only foresees.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterable

from engine.core.ruleset import win_chance

from . import reach

# -- the castaways ---------------------------------------------------------------------------------
DANGER = 2  # a castaway this many wounds (or fewer) from death rests or is healed first
SCALE = 6.0  # wounds of advantage that make a win about 73% likely (evaluate)


def character(state, person):
    """The model's Character of a Person."""
    return state.game.characters[person.character]


def margin(state, i: int) -> int:
    """Wounds person i can still take before dying (the last space of its life track is death)."""
    person = state.people[i]
    return character(state, person).life - person.wounds


def castaways(state) -> list[int]:
    """Indices of the living players' characters (helpers excepted: they neither eat nor lose the game)."""
    return [i for i, p in enumerate(state.people) if p.seat >= 0 and p.alive]


def worst_margin(state) -> int:
    return min((margin(state, i) for i in castaways(state)), default=99)


def camp_sheltered(state) -> bool:
    """Built shelter, or natural shelter on the camp's tile: no wound for the open air at night."""
    return reach.has_shelter(state)


def tile_of(state, space: str):
    """The model's Tile explored on `space`, or None."""
    return reach.tile_of(state, space)


def food(state) -> int:
    return state.available.get("food", 0) + state.available.get("preserved", 0)


# -- morale ---------------------------------------------------------------------------------------
def next_payer(state) -> int:
    """The person who pays the next morale phase: the first player now before it, else the next one."""
    first = state.first if state.phase == "event" else (state.first + 1) % state.game.num_players
    return first


def morale_cost(state, person: int) -> int:
    """Determination `person` would lack at the next morale phase (a wound each token short); tonight's
    wounds are expected to take morale one level lower before it."""
    if person >= len(state.people) or not state.people[person].alive:
        return 0
    amounts = state.game.scenario.island.morale
    level = state.morale - (state.morale > -3 and state.phase not in ("event", "night"))
    amount = amounts[max(0, min(len(amounts) - 1, level + 3))]
    return max(0, -amount - state.people[person].determination)


# -- the weather -----------------------------------------------------------------------------------
# what one weather face brings: (rain clouds, winter clouds, food, palisade, beast)
FACES = {"": (0, 0, 0, 0, 0), "rain": (1, 0, 0, 0, 0), "rain2": (2, 0, 0, 0, 0), "winter": (0, 1, 0, 0, 0),
         "winter2": (0, 2, 0, 0, 0), "rain_winter": (1, 1, 0, 0, 0), "food": (0, 0, 1, 0, 0),
         "palisade": (0, 0, 0, 1, 0), "beast": (0, 0, 0, 0, 1)}


@functools.lru_cache(maxsize=64)
def weather_odds(dice: tuple[tuple[str, ...], ...]) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """Every outcome of rolling `dice` (each a tuple of faces) with its chance: ((p, (rain, winter, food,
    palisade, beast)), ...), equal outcomes merged. Keyed by the faces themselves (a value, not an object)."""
    outcomes: dict[tuple[int, ...], float] = {}
    for roll in itertools.product(*dice):
        chance = 1.0
        for faces in dice:
            chance /= len(faces)
        total = tuple(sum(FACES.get(face, (0,) * 5)[k] for face in roll) for k in range(5))
        outcomes[total] = outcomes.get(total, 0.0) + chance
    return tuple(sorted((p, o) for o, p in outcomes.items()))


def dice_of(state, round_no: int) -> tuple[tuple[str, ...], ...]:
    """The faces of the weather dice the scenario rolls in `round_no`."""
    island = state.game.scenario.island
    faces = dict(island.weather_dice)
    return tuple(tuple(faces[die]) for die in state.game.scenario.weather_of(round_no) if die in faces)


def clouds_likely(state, round_no: int, share: float = 0.75) -> int:
    """The clouds (rain and winter) the round's dice stay at or under with chance `share`; this round's
    weather tokens added."""
    extra = 0
    if round_no == state.round:
        tokens = state.weather_tokens
        extra = tokens.get("rain", 0) + tokens.get("winter", 0)
    seen = 0.0
    for chance, (rain, winter, *_rest) in sorted(weather_odds(dice_of(state, round_no)), key=lambda o: o[1][:2]):
        seen += chance
        if seen >= share - 1e-9:
            return rain + winter + extra
    return extra


def roof_wanted(state, ahead: int = 2) -> int:
    """The roof the weather of this round and the next `ahead` asks for (its likely clouds): the roof is
    built from the round before the schedule hardens."""
    last = state.game.scenario.rounds
    return max((clouds_likely(state, r) for r in range(state.round, min(last, state.round + ahead) + 1)), default=0)


def night_cost(state, *, food_in_hand: float, wood: float, roof: int | None = None, palisade: int | None = None,
               weapon: int | None = None, sheltered: bool | None = None) -> float:
    """Expected wounds (summed over the castaways) of this round's weather phase and night with that much
    food and wood in hand after the actions (see the module docstring)."""
    players = len(castaways(state))
    roof = state.levels.get("roof", 0) if roof is None else roof
    palisade = state.levels.get("palisade", 0) if palisade is None else palisade
    weapon = state.levels.get("weapon", 0) if weapon is None else weapon
    sheltered = camp_sheltered(state) if sheltered is None else sheltered
    tokens = state.weather_tokens
    strength = state.game.scenario.island.beast_strength_animals
    wounds = 0.0
    for chance, (rain, winter, eat, fence, beast) in weather_odds(dice_of(state, state.round)):
        rain += tokens.get("rain", 0)
        winter += tokens.get("winter", 0)
        fence += tokens.get("storm", 0)
        open_sky = max(0, rain + winter - roof)
        need_wood = winter + open_sky
        need_food = open_sky + eat
        lacking = max(0.0, need_wood - wood) + max(0.0, need_food - food_in_hand)
        lacking += max(0, fence - palisade)
        lacking += beast * max(0, strength - weapon)
        left = max(0.0, food_in_hand - need_food)
        unfed = max(0.0, players - left)
        wounds += chance * (lacking * players + 2 * unfed)
    if not sheltered:
        wounds += players
    return wounds


def weather_needs(state) -> tuple[float, float]:
    """(food, wood) this round's weather is expected to take with the roof as it stands (its mean)."""
    roof = state.levels.get("roof", 0)
    tokens = state.weather_tokens
    food_need = wood_need = 0.0
    for chance, (rain, winter, eat, _fence, _beast) in weather_odds(dice_of(state, state.round)):
        rain += tokens.get("rain", 0)
        winter += tokens.get("winter", 0)
        open_sky = max(0, rain + winter - roof)
        food_need += chance * (open_sky + eat)
        wood_need += chance * (winter + open_sky)
    return food_need, wood_need


# -- effects, in wounds ----------------------------------------------------------------------------
RESOURCE_WORTH = {"food": 0.8, "preserved": 1.0, "wood": 0.6, "fur": 0.7}


def _count(term, key: str = "count", default: int = 1) -> float:
    args = term.args
    if isinstance(args, (int, float)) and not isinstance(args, bool):
        return float(args)
    value = term.arg(key, default)
    return float(value) if isinstance(value, (int, float)) else float(default)


def _who(state, term) -> int:
    return len(castaways(state)) if term.arg("who") == "all" else 1


def harm(state, terms: Iterable) -> float:
    """What effect terms cost the team, in wounds (negative: a gain). Unknown terms cost nothing; a
    `choose` costs its cheapest option, `if_possible` its terms."""
    total = 0.0
    have = dict(state.available)
    for term in terms:
        name = term.name
        if name == "wound":
            total += _count(term) * _who(state, term)
        elif name == "heal":
            total -= 0.8 * _count(term) * _who(state, term)
        elif name == "discard":
            for resource, worth in RESOURCE_WORTH.items():
                amount = term.arg(resource, 0) or 0
                short = max(0, amount - have.get(resource, 0))
                have[resource] = max(0, have.get(resource, 0) - amount)
                total += ((amount - short) * worth + short) * _who(state, term)
        elif name == "gain":
            total -= sum((term.arg(r, 0) or 0) * w for r, w in RESOURCE_WORTH.items())
        elif name == "determination":
            total -= 0.3 * _count(term) * _who(state, term)
        elif name == "morale":
            total -= 0.7 * _count(term)
        elif name == "level":
            by = term.arg("by", 0) or 0
            level = state.levels.get(term.arg("track", ""), 0)
            missing = max(0, -(level + by)) if by < 0 else 0
            total -= 1.2 * by if by > 0 else 1.2 * (-by - missing) + missing * len(castaways(state))
        elif name == "halve":
            level = state.levels.get(term.args if isinstance(term.args, str) else term.arg("track", ""), 0)
            total += 1.2 * (level - level // 2)
        elif name == "weather":
            total += 0.9 * sum(term.arg(k, 0) or 0 for k in ("rain", "winter", "storm")) + 1.5 * (term.arg("animals", 0) or 0)
        elif name == "fight":
            strength = _count(term, "strength", 0)
            total += max(0.0, strength - state.levels.get("weapon", 0))
        elif name in ("exhaust", "inaccessible", "skip_production", "lose_item"):
            total += 1.5
        elif name == "beast":
            total += 0.5 * _count(term)
        elif name == "choose":
            options = term.args if isinstance(term.args, (list, tuple)) else ()
            total += min((harm(state, option) for option in options), default=0.0)
        elif name == "if_possible":
            total += harm(state, term.args if isinstance(term.args, (list, tuple)) else ())
    return total


# -- the position ----------------------------------------------------------------------------------
def danger(m: float) -> float:
    """What a castaway's margin is worth, in wounds: each wound at least one (the unit every need is
    weighed in), and more as death nears (the team loses with its worst member); a dead castaway
    counts as lost. (Without the linear part a wound of a healthy castaway weighed a fifth of a unit,
    less than a tile explored: the plans let the team starve in the rain.)"""
    if m <= 0:
        return -60.0
    return m - 12.0 / (m + 0.5)


def worth(state) -> float:
    """The team's position in wounds (higher is better): the castaways' margins, tonight's expected
    wounds, shelter and levels against the weather to come, resources, morale and Determination, the
    threat about to fall, and the scenario goal's progress (`goal_progress`)."""
    if state.is_terminal():
        return 200.0 if state.winners else -200.0 + 3.0 * state.round
    value = 0.0
    for i in castaways(state):
        value += danger(margin(state, i)) + 0.25 * state.people[i].determination
    for i, person in enumerate(state.people):
        if person.seat < 0 and person.alive:
            value += 0.3 * danger(margin(state, i))
    if state.phase in ("event", "morale", "production", "action"):
        value -= night_cost(state, food_in_hand=food(state) + state.future.get("food", 0),
                            wood=state.available.get("wood", 0) + state.future.get("wood", 0))
    left = max(0, state.game.scenario.rounds - state.round)
    if camp_sheltered(state):
        value += 0.5 * len(castaways(state)) * min(left, 4)
    roof, want = state.levels.get("roof", 0), roof_wanted(state)
    value += 1.5 * min(roof, want) + 0.2 * max(0, roof - want)
    value += 0.8 * min(state.levels.get("palisade", 0), 2) + 0.8 * min(state.levels.get("weapon", 0), 3)
    have = {k: state.available.get(k, 0) + state.future.get(k, 0) for k in RESOURCE_WORTH}
    value += sum(min(have[k], 6) * w * 0.6 for k, w in RESOURCE_WORTH.items())
    value += 0.7 * state.morale * len(castaways(state)) / 2
    value -= morale_cost(state, next_payer(state))  # the Determination the next morale phase lacks
    value += 0.6 * sum(state.items.values()) + 0.4 * len(state.tiles)
    falling = [card for card in state.threat[:1] if card]
    value -= 0.7 * sum(threat_harm(state, card) for card in falling)
    value += 25.0 * goal_progress(state)
    return value


def threat_harm(state, card_id: str) -> float:
    card = event_card(state, card_id)
    return harm(state, card.threat) if card is not None else 0.0


def event_card(state, card_id: str):
    """The model's EventCard of a threat slot's card (None: the wreckage, or an empty slot)."""
    return state.game.events.get(card_id)


def evaluate(state, seat: int) -> float:
    """The team's win chance in [0, 1], the same for every seat (team returns)."""
    if state.is_terminal():
        return max(0.0, state.returns()[seat])
    return win_chance(worth(state) - baseline(state), SCALE)


def baseline(state) -> float:
    """What an even position is worth at this point of the game (a fresh camp with every castaway whole)."""
    return sum(danger(character(state, state.people[i]).life) for i in castaways(state)) + 12.5 * min(1.0, state.round / max(1, state.game.scenario.rounds))


# -- the goal --------------------------------------------------------------------------------------
def goal_progress(state) -> float:
    """The share of the scenario goal reached, in [0, 1]: each condition of the goal counts equally; a
    scenario-track condition and a count by how far along it is."""
    conditions = state.game.scenario.goal.conditions
    if not conditions:
        return 0.0
    return sum(condition_progress(state, c) for c in conditions) / len(conditions)


def condition_progress(state, term) -> float:
    """How far one goal condition is met, in [0, 1] (read from the facade)."""
    name = term.name
    if name == "has_item":
        item = term.args if isinstance(term.args, str) else term.arg("item", "")
        return 1.0 if state.items.get(item, 0) > 0 else 0.0
    if name == "built_count":
        need = term.arg("count", 1) or 1
        return min(1.0, state.items.get(term.arg("item", ""), 0) / need)
    if name == "scenario_track_at_least":
        track = term.arg("track", "")
        need = term.arg("min", 1) or 1
        return max(0.0, min(1.0, state.tracks.get(track, 0) / need))
    if name == "explored_at_least":
        need = _count(term, "count", 1) or 1
        return min(1.0, len(state.tiles) / need)
    if name == "level_at_least":
        need = term.arg("min", 1) or 1
        return min(1.0, state.levels.get(term.arg("track", ""), 0) / need)
    if name == "shelter":
        return 1.0 if state.shelter else 0.0
    if name == "morale_at_least":
        return 1.0 if state.morale >= _count(term, "level", 0) else 0.0
    if name == "terrain":
        terrain = term.args if isinstance(term.args, str) else term.arg("terrain", "")
        return 1.0 if terrain in explored_terrains(state) else 0.0
    if name == "all":
        parts = term.args if isinstance(term.args, (list, tuple)) else ()
        return sum(condition_progress(state, c) for c in parts) / len(parts) if parts else 1.0
    if name == "any":
        parts = term.args if isinstance(term.args, (list, tuple)) else ()
        return max((condition_progress(state, c) for c in parts), default=1.0)
    if name == "resources":
        wanted = [(k, term.arg(k, 0) or 0) for k in RESOURCE_WORTH]
        total = sum(n for _, n in wanted) or 1
        return sum(min(state.available.get(k, 0), n) for k, n in wanted) / total
    return 0.0


def explored_terrains(state) -> set[str]:
    """The terrains of explored, accessible tiles (what inventions need)."""
    return reach.explored_terrains(state)


def success_chance(state, action: str) -> float:
    """The chance a one-pawn roll of `action`'s dice succeeds (build, gather, explore)."""
    dice = dict(state.game.scenario.island.action_dice).get(action)
    return dice.success / dice.faces if dice else 1.0


def ceil(x: float) -> int:
    return int(math.ceil(x - 1e-9))

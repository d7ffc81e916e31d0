"""The team greedy's plan for a round, made pawn by pawn through the same ("assign", pawn, action, target)
actions every player uses (rulesets-next §2.4).

`tasks(state)` lists what the round needs, most urgent first, each a `Task` (an action, the targets
it may go to in order of preference, sure or a gamble, and for a rest whose castaway):

1. a castaway `appraise.DANGER` wounds (or fewer) from death after tonight's expected wounds rests;
   one with a special wound rests too (the rest mends it; special_wounds.py);
2. the next first player arranges the camp when the next morale phase would cost it more Determination
   than it holds (`appraise.morale_cost`: a wound each token short);
3. shelter (unless the camp's tile has one), then the roof the coming weather asks for
   (`appraise.roof_wanted`: from the round before the schedule hardens), where wood or fur pays them;
4. food for tonight (a food per castaway) and this round's weather: a hunt when its food (two wounds a
   unit while short) and fur outweigh its wounds by `HUNT`, sure gathers while sources are few, single
   pawns on more sources than food is short, the wreckage card, exploration when the food sources
   within reach are too few; then wood for the weather;
5. the scenario goal (goal.py) here when its work left per round left passes `GOAL_PRESSURE`;
6. the threat card about to slide off (the leftmost) when its threat costs more than its pawns would
   gain elsewhere (`ALTERNATIVE` wounds a pawn);
7. more arrangements while morale is below 0, the wood the shelter or roof lacks, weapons toward
   `WEAPON` and a palisade against storms and hungry animals;
8. the scenario goal otherwise; exploration toward the terrains the board's inventions need;
9. what is left: inventions that can be built, wood and food in stock, the island, rests, morale.

A task the plan depends on is *sure*: as many pawns as make the action succeed without a roll
(two, one more for a space one tile away or under an extra-pawn token); the others are gambles of the
fewest pawns. `choose(state, legal)` is the decision for the pawn being assigned: a rest of its own
castaway, then the first task whose group of pawns is still short, then the first task not started
whose assignment is legal (as a separate attempt, ("separate", ...), where another task's group of
that action and target is planned already: two gambles on the weapon roll their own dice); the engine's legal list is the judge of every rule (earmarked resources,
restricted pawns, a legal completion), this only prefers among it.
"""

from __future__ import annotations

from typing import NamedTuple

from . import appraise, goal, pawns
from . import groups as grouping
from .appraise import castaways, margin
from .needs import Task, explore_targets, gather_targets

ALTERNATIVE = 1.0  # wounds one pawn spends elsewhere is worth (a sure gather's food or wood)
WOOD_STOCK = 4  # wood worth keeping beyond today's needs (a roof's cost soon)
WEAPON = 2  # the weapon level the team builds toward (most beasts then cost a wound or none)
HUNT = 4.0  # wounds a hunt must be worth (its food while short, fur, less its wounds) to be planned
MYSTERY_SAFE = 6  # a mystery may be drawn on only while every castaway can take this many wounds
PREFERRED = ("gather", "explore", "build", "rest", "camp", "hunt", "threat")  # a spare pawn's fallback
GOAL_PRESSURE = 1.0  # goal work left per round left above which the goal comes before threats and arms


# -- what the plan already holds -------------------------------------------------------------------
def left(state, resource: str, spent: dict[str, int] | None = None) -> int:
    """What the team holds of `resource` less what the plan so far earmarks (groups.py; `spent`: those
    earmarks, when the caller has them)."""
    spent = grouping.earmarked(grouping.groups(state)) if spent is None else spent
    return grouping.held(state, resource) - spent.get(resource, 0)


def earmarked(state, resource: str) -> int:
    return grouping.earmarked(grouping.groups(state)).get(resource, 0)


# -- the round's tasks ----------------------------------------------------------------------------
class Outlook(NamedTuple):
    """What the round's tasks read that no placement changes: everything but the plan so far (the
    resources its groups earmark, the builds and supporters placed). Planning changes only the plan,
    so plansearch.py reads this once a round for all its candidate plans, pawn by pawn (it was ~40%
    of a team greedy game's CPU read again for each pawn of each candidate)."""
    players: int
    rests: tuple[Task, ...]  # the rests of castaways near death or with a special wound
    following: int  # the castaway who pays the next morale phase
    morale_short: bool  # ... and lacks its Determination
    food_for_weather: float
    wood_for_weather: float
    wood_sources: tuple[str, ...]
    food_sources: tuple[str, ...]
    explore: tuple[str, ...]
    goal_tasks: tuple[Task, ...]
    urgent: bool  # the goal's work left per round left passes `GOAL_PRESSURE`
    threats: tuple[Task, ...]
    morale: int  # camp arrangements `morale_wanted`
    terrains_wanted: bool
    inventions: tuple[str, ...]  # goal.buildable
    wounded: tuple[Task, ...]  # the rests of wounded castaways (spare pawns)
    roof_wanted: int  # appraise.roof_wanted


def outlook(state) -> Outlook:
    """The round's `Outlook` now."""
    players = len(castaways(state))
    tonight = appraise.night_cost(state, food_in_hand=appraise.food(state), wood=state.available.get("wood", 0))
    rests = []
    for i in castaways(state):
        if margin(state, i) - tonight / max(1, players) <= appraise.DANGER:
            rests.append(Task("rest", ("",), False, person=i, why="near death"))
        elif state.people[i].hurts:  # a special wound costs a wound per action its part does: a rest mends it
            rests.append(Task("rest", ("",), False, person=i, why="a special wound"))
    following = appraise.next_payer(state)  # the next morale phase is this castaway's to pay
    food_for_weather, wood_for_weather = appraise.weather_needs(state)
    return Outlook(
        players, tuple(rests), following, appraise.morale_cost(state, following) > 0, food_for_weather,
        wood_for_weather, gather_targets(state, "wood"), gather_targets(state, "food"), explore_targets(state),
        tuple(goal.tasks(state)), goal.pressure(state) >= GOAL_PRESSURE, tuple(threat_tasks(state)),
        morale_wanted(state), bool(goal.terrains_wanted(state)), goal.buildable(state),
        tuple(Task("rest", ("",), False, person=i, why="wounded") for i in castaways(state)
              if state.people[i].wounds), appraise.roof_wanted(state))


def tasks(state, fixed: Outlook | None = None) -> list[Task]:
    """What the round needs, most urgent first (see the module docstring); `fixed`: the round's
    `outlook(state)` when the caller has it."""
    fixed = outlook(state) if fixed is None else fixed
    out: list[Task] = list(fixed.rests)
    players = fixed.players
    following = fixed.following
    if fixed.morale_short:  # an arrangement by that castaway pays it: 2 Determination, 1 level
        out.append(Task("camp", ("",), False, person=following, why="the next morale phase"))
    food_for_weather, wood_for_weather = fixed.food_for_weather, fixed.wood_for_weather
    wood_sources = fixed.wood_sources
    spent = grouping.earmarked(grouping.groups(state))  # what the plan so far earmarks
    builds, wood_for_builds, arms = shelter_tasks(state, wood_sources, spent, fixed.roof_wanted)
    out.extend(builds)  # shelter spares every castaway a wound a night; the roof the weather's food and wood
    food_gap = appraise.ceil(players + food_for_weather - left(state, "food", spent))
    food_sources = fixed.food_sources
    if food_gap > 0 and hunt_worth(state, food_gap) > HUNT:
        out.append(Task("hunt", ("",), why="food for the night"))
        food_gap -= appraise.ceil(beast_food(state))
    out.extend(food_tasks(state, food_gap, food_sources))
    food_gap -= len(food_sources)
    wreckage = state.game.scenario.wreckage.id
    if food_gap > 0 and wreckage in state.threat:
        gives = food_from(state.game.scenario.wreckage.small)
        out.append(Task("threat", (wreckage,), food_gap > gives, why="food for the night"))
        food_gap -= food_from(state.game.scenario.wreckage.large if food_gap > gives else state.game.scenario.wreckage.small)
    if food_gap > 0 and len(food_sources) < players:
        out.append(Task("explore", fixed.explore, why="food sources"))
    wood_gap = appraise.ceil(wood_for_weather - left(state, "wood", spent))
    for _ in range(min(max(0, wood_gap), len(wood_sources))):
        out.append(Task("gather", wood_sources, why="wood for the weather"))
    out.extend(support_tasks(state, fixed.explore))
    goal_tasks = fixed.goal_tasks
    urgent = fixed.urgent
    if urgent:  # the goal's work left no longer fits the rounds left behind everything else
        out.extend(goal_tasks)
    asked = {t.targets for t in out if t.action == "threat"}
    out.extend(t for t in fixed.threats if t.targets not in asked)
    for _ in range(fixed.morale - fixed.morale_short):
        out.append(Task("camp", ("",), False, why="morale"))
    out.extend(wood_for_builds)
    out.extend(arms)
    if not urgent:
        out.extend(goal_tasks)
    if fixed.terrains_wanted:
        out.append(Task("explore", fixed.explore, sure=False, why="terrains for inventions"))
    out.extend(fill_tasks(state, food_sources, wood_sources, fixed, spent))
    return out


def support_tasks(state, explore: tuple[str, ...] | None = None) -> list[Task]:
    """One pawn on an action a supporting pawn still to place can join (the dog, an item's extra pawn:
    they never act alone, so a round without such a group leaves them out): an exploration, one a
    supporter, the nearest spaces first (a castaway's pawn and the supporter make it sure); a hunt for
    a hunting supporter only when it is worth it. Supporters are placed last, so the castaway's pawn
    is placed first and the supporter joins it (`fallback`)."""
    placed = {pawn for pawn, _, _ in state.plan}
    helpers = [p for p in pawns.current(state) if p.supports_only and p.id not in placed]
    out: list[Task] = []
    explore = explore_targets(state) if explore is None else explore
    for pawn in helpers:
        if "explore" in pawn.actions and explore:
            out.append(Task("explore", explore, False, why="a supporter's exploration"))
        elif "hunt" in pawn.actions and hunt_worth(state) > 0:
            out.append(Task("hunt", ("",), False, why="a supporter's hunt"))
    return out


def food_tasks(state, gap: int, sources: tuple[str, ...]) -> list[Task]:
    """Gathers for `gap` food: sure ones (two pawns) while the sources are few; where more sources lie
    within reach than food is short, one pawn on each of enough of them (more food per pawn)."""
    if gap <= 0 or not sources:
        return []
    if len(sources) > gap:
        tries = min(len(sources), appraise.ceil(gap / appraise.success_chance(state, "gather")))
        return [Task("gather", sources, False, why="food for the night")] * tries
    return [Task("gather", sources, why="food for the night")] * len(sources)  # each source once a round


def hunt_worth(state, short: int = 0) -> float:
    """A hunt's expected worth in wounds: its food (two wounds a unit while the team is `short` of food
    for tonight, else its stock worth) and fur, less the wounds a beast stronger than the weapon deals
    and the weapon it breaks (the scenario's beasts, equally likely); nothing without a beast to hunt."""
    beasts = state.game.scenario.beasts
    if not state.hunt_deck or not beasts:
        return 0.0
    weapon = state.levels.get("weapon", 0)
    total = sum(b.count for b in beasts)

    def food_worth(food: int) -> float:
        needed = min(food, max(0, short))
        return 2.0 * needed + appraise.RESOURCE_WORTH["food"] * (food - needed)
    return sum(b.count * (food_worth(b.food) + 0.7 * b.fur - max(0, b.strength - weapon) - 0.8 * b.weapon_loss)
               for b in beasts) / total


def beast_food(state) -> float:
    beasts = state.game.scenario.beasts
    return sum(b.count * b.food for b in beasts) / max(1, sum(b.count for b in beasts)) if beasts else 0.0


def beast_strength(state) -> float:
    """The mean strength of the scenario's beasts (the hunting deck is hidden: any of them may be on top)."""
    beasts = state.game.scenario.beasts
    return sum(b.strength * b.count for b in beasts) / max(1, sum(b.count for b in beasts)) if beasts else 0.0


def food_from(terms) -> int:
    """The food (of both kinds) a reward's `gain` terms give."""
    return sum((t.arg("food", 0) or 0) + (t.arg("preserved", 0) or 0) for t in terms if t.name == "gain")


def morale_wanted(state) -> int:
    """Camp arrangements this round: morale below 0 costs the next first player Determination every
    morale phase, a wound each token short (and low morale stays); one arrangement a level below 0, two
    at most."""
    return min(2, max(0, -state.morale))


def threat_tasks(state) -> list[Task]:
    """The leftmost threat card (it slides off at the next event phase) when its threat and reward are
    worth more than its pawns elsewhere; the wreckage (round 1) for its reward."""
    out = []
    last = state.round >= state.game.scenario.rounds
    for slot, card_id in enumerate(state.threat):
        if not card_id:
            continue
        card = appraise.event_card(state, card_id)
        if card is None:  # the wreckage card of the first round (food for the night may have asked for it)
            wreckage = state.game.scenario.wreckage
            large, small = -appraise.harm(state, wreckage.large), -appraise.harm(state, wreckage.small)
            if large > 2 * ALTERNATIVE:
                out.append(Task("threat", (card_id,), True, why="the wreckage"))
            elif small > ALTERNATIVE:
                out.append(Task("threat", (card_id,), False, why="the wreckage"))
            continue
        falls = slot == 0 and not last
        value = (appraise.harm(state, card.threat) if falls else 0.0) - appraise.harm(state, card.action.reward)
        value -= sum(appraise.RESOURCE_WORTH.get(r, 1.0) * n for r, n in card.action.cost)
        if value > ALTERNATIVE * card.action.pawns:
            out.append(Task("threat", (card_id,), True, why="a threat about to fall"))
    return out


def shelter_tasks(state, wood_sources: tuple[str, ...], spent: dict[str, int] | None = None,
                  roof_wanted: int | None = None) -> tuple[list[Task], list[Task], list[Task]]:
    """(builds, gathers, arms): shelter, then the roof the weather asks for, where the team can pay for
    them; else the wood gathered for them; weapon and palisade (`spent`: the plan's earmarks,
    `roof_wanted`: `appraise.roof_wanted`, when the caller has them)."""
    island = state.game.scenario.island
    wood_cost, fur_cost = island.cost(state.game.num_players)
    spent = grouping.earmarked(grouping.groups(state)) if spent is None else spent
    wood, fur = left(state, "wood", spent), left(state, "fur", spent)
    out: list[Task] = []
    gathers: list[Task] = []
    arms: list[Task] = []
    wants = []
    if not appraise.camp_sheltered(state):
        wants.append("shelter")
    roof_short = (appraise.roof_wanted(state) if roof_wanted is None else roof_wanted) - state.levels.get("roof", 0)
    if appraise.camp_sheltered(state) and roof_short > 0:
        wants.append("roof")
    placed = {grouping.build_what(t)[0] for _, a, t in state.plan if a == "build"}  # earmarked already
    for target in wants:
        if target in placed:
            out.append(Task("build", (target, target + grouping.FUR), why=f"{target} against the nights and weather"))
        elif wood >= wood_cost:
            out.append(Task("build", (target,), why=f"{target} against the nights and weather"))
            wood -= wood_cost
        elif fur >= fur_cost:
            out.append(Task("build", (target + grouping.FUR,), why=f"{target} against the nights and weather"))
            fur -= fur_cost
        else:
            for _ in range(min(2, max(0, wood_cost - wood), len(wood_sources))):
                gathers.append(Task("gather", wood_sources, why=f"wood for the {target}"))
            break
    if state.levels.get("weapon", 0) < WEAPON and ("weapon" in placed or wood >= island.weapon_wood):
        arms.append(Task("build", ("weapon",), sure=False, why="weapons to hunt with"))
    animals = any("animals" in state.game.scenario.weather_of(r)
                  for r in range(state.round, min(state.game.scenario.rounds, state.round + 2) + 1))
    if (animals or state.weather_tokens.get("storm", 0)) and state.levels.get("palisade", 0) < 1 \
            and appraise.camp_sheltered(state) and ("palisade" in placed or wood >= wood_cost):
        arms.append(Task("build", ("palisade",), sure=False, why="a palisade against storms and animals"))
    return out, gathers, arms


def fill_tasks(state, food_sources: tuple[str, ...], wood_sources: tuple[str, ...],
               fixed: Outlook | None = None, spent: dict[str, int] | None = None) -> list[Task]:
    """What spare pawns do: lift a low morale, build inventions, stock wood and food, explore, rest."""
    fixed = outlook(state) if fixed is None else fixed
    out: list[Task] = []
    inventions = fixed.inventions
    if inventions:
        out.append(Task("build", inventions, sure=False, why="an invention"))
    if left(state, "wood", spent) < WOOD_STOCK and wood_sources:
        out.append(Task("gather", wood_sources, sure=False, why="wood in stock"))
    if food_sources:
        out.append(Task("gather", food_sources, sure=False, why="food in stock"))
    explore = fixed.explore
    if explore:
        out.append(Task("explore", explore, sure=False, why="the island"))
    out.extend(fixed.wounded)
    if state.morale < 3:
        out.append(Task("camp", ("",), False, why="morale"))
    return out


# -- one pawn --------------------------------------------------------------------------------------
def choose(state, legal: list, plan_tasks: list[Task] | None = None):
    """The assignment of the pawn being placed, among `legal` (see the module docstring); None when no
    task fits (the caller then falls back)."""
    assigns = [a for a in legal if a[0] == "assign" and a[2]]
    if not assigns:
        return None
    pawn = pawn_of(state, assigns[0][1])
    person = pawn.person if pawn is not None else None
    options = {(a[2], a[3]): a for a in assigns}
    apart = {(a[2], a[3]): a for a in legal if a[0] == "separate"}
    plan_tasks = tasks(state) if plan_tasks is None else plan_tasks
    if any(t.why == "near death" and t.person == person for t in plan_tasks) and not resting(state, person) \
            and ("rest", "") in options:
        return options[("rest", "")]  # a castaway near death rests with its own pawn before anything else
    claimed: dict[int, Task] = {}
    unclaimed: list[Task] = []
    arranging = sum(1 for _, action, _ in state.plan if action == "camp")  # camp pawns resolve one by one
    gs = [g for g in grouping.groups(state) if g.action not in grouping.SOLO]
    for task in plan_tasks:
        if task.action == "camp" and arranging:
            arranging -= 1
            continue
        index = next((i for i, g in enumerate(gs) if i not in claimed and g.action == task.action
                      and g.target in task.targets), None)
        if index is None:
            unclaimed.append(task)
        else:
            claimed[index] = task
    # a new task opens its own group: a source or space already planned is another task's
    taken = {(g.action, g.target) for g in gs if g.action in ("gather", "explore", "threat")}
    for index, task in sorted(claimed.items()):
        g = gs[index]
        if len(g.pawns) < (g.most if task.sure else g.need) and (g.action, g.target) in options:
            return options[(g.action, g.target)]
    for task in unclaimed:
        if task.person is not None and (task.person != person or (task.action == "rest" and resting(state, person))):
            continue
        for target in task.targets:
            if (task.action, target) in apart:  # that group is another task's: this one opens its own
                return apart[(task.action, target)]
            if (task.action, target) in options and (task.action, target) not in taken:
                return options[(task.action, target)]
    return None


def resting(state, person: int | None) -> bool:
    """Whether a pawn of `person` already rests in the plan."""
    owner = {p.id: p.person for p in pawns.current(state)}
    return any(action == "rest" and owner.get(pawn) == person for pawn, action, _ in state.plan)


def pawn_of(state, pawn_id):
    return next((p for p in pawns.current(state) if p.id == pawn_id), None)


def fallback(state, assigns: list):
    """A spare pawn no task wanted: join a group already placed (a sure success), else the first action
    of `PREFERRED` that is legal, a rest only for a wounded castaway."""
    placed = {(a, t) for _, a, t in state.plan}
    joining = [a for a in assigns if (a[2], a[3]) in placed and a[2] not in ("rest", "camp")]
    if joining:
        return joining[0]
    pawn = pawn_of(state, assigns[0][1])
    wounded = pawn is not None and 0 <= pawn.person < len(state.people) and state.people[pawn.person].wounds > 0
    for verb in PREFERRED:
        if verb == "rest" and not wounded:
            continue
        found = [a for a in assigns if a[2] == verb]
        if found:
            return found[0]
    return assigns[0]

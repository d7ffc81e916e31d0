"""The team greedy's plan for a round, made pawn by pawn through the same ("assign", pawn, action, target)
actions every player uses (rulesets-next §2.4).

`tasks(state)` lists what the round needs, most urgent first, each a `Task` (an action, the targets
it may go to in order of preference, sure or a gamble, and for a rest whose castaway):

1. a castaway `appraise.DANGER` wounds (or fewer) from death after tonight's expected wounds rests;
2. food for tonight (a food per castaway) and this round's weather, wood for the weather: sure gathers
   from the nearest sources, a hunt when the sources are too few and the weapon is up;
3. the threat card about to slide off (the leftmost) when its threat costs more than its pawns would
   gain elsewhere (`ALTERNATIVE` wounds a pawn);
4. shelter (unless the camp's tile has one), then the roof the coming weather asks for
   (`appraise.roof_wanted`: from the round before the schedule hardens), then weapon and palisade;
   the wood each needs gathered first when the team lacks it;
5. the scenario goal (goal.py): the inventions, tracks, tiles and levels its conditions name;
6. exploration toward the terrains the board's inventions need;
7. what is left: morale when it is low, inventions that can be built, more wood and food, rest.

A task the plan depends on (1-5) is *sure*: as many pawns as make the action succeed without a roll
(two, one more for a space one tile away or under an extra-pawn token); the others are gambles of the
fewest pawns. `choose(state, legal)` is the decision for the pawn being assigned: a rest of its own
castaway, then the first task whose group of pawns is still short, then the first task not started
whose assignment is legal; the engine's legal list is the judge of every rule (earmarked resources,
restricted pawns, a legal completion), this only prefers among it.
"""

from __future__ import annotations

from collections import Counter

from . import appraise, goal
from .appraise import castaways, margin
from .needs import Task, explore_targets, gather_targets, reach

ALTERNATIVE = 1.0  # wounds one pawn spends elsewhere is worth (a sure gather's food or wood)
WOOD_STOCK = 4  # wood worth keeping beyond today's needs (a roof's cost soon)


# -- pawns ----------------------------------------------------------------------------------------
def space_of(target: str) -> str:
    return target.split(":", 1)[0]


def pawns_needed(state, action: str, target: str, sure: bool) -> int:
    """Pawns that make an assignment to (action, target) sure (or, for a gamble, the fewest that may try)."""
    if action in ("rest", "camp"):
        return 1
    if action == "hunt":
        return 2 + (("extra_pawn", "hunt") in state.tokens)
    if action == "threat":
        card = appraise.event_card(state, target)
        if card is None:  # the wreckage: two pawns for its large reward
            return 2 if sure else 1
        return card.action.pawns + (("extra_pawn", "threat") in state.tokens)
    base = 1 + (("extra_pawn", action) in state.tokens)
    if action in ("gather", "explore"):
        space = space_of(target)
        base += reach(state).get(space, 1) - 1
        base += ("extra_pawn", space) in state.tokens
    return base + (1 if sure else 0)


# -- what the plan already holds -------------------------------------------------------------------
def committed(state) -> Counter:
    """Resources the plan so far spends (earmarked at planning): builds and threat actions."""
    spent: Counter = Counter()
    island = state.game.scenario.island
    groups = {(a, t) for _, a, t in state.plan}
    for action, target in groups:
        if action == "build":
            if target in ("shelter", "roof", "palisade"):
                wood, fur = island.cost(state.game.num_players)
                if state.available.get("wood", 0) - spent["wood"] >= wood:
                    spent["wood"] += wood
                else:
                    spent["fur"] += fur
            elif target == "weapon":
                spent["wood"] += island.weapon_wood
            else:
                invention = goal.invention(state, target)
                for resource, amount in (invention.cost if invention else ()):
                    spent[resource] += amount
        elif action == "threat":
            card = appraise.event_card(state, target)
            for resource, amount in (card.action.cost if card else ()):
                spent[resource] += amount
    return spent


def left(state, resource: str) -> int:
    return state.available.get(resource, 0) - committed(state)[resource]


# -- the round's tasks ----------------------------------------------------------------------------
def tasks(state) -> list[Task]:
    """What the round needs, most urgent first (see the module docstring)."""
    out: list[Task] = []
    players = len(castaways(state))
    tonight = appraise.night_cost(state, food_in_hand=appraise.food(state), wood=state.available.get("wood", 0))
    for i in castaways(state):
        if margin(state, i) - tonight / max(1, players) <= appraise.DANGER:
            out.append(Task("rest", ("",), False, person=i, why="near death"))
    food_for_weather, wood_for_weather = appraise.weather_needs(state)
    food_gap = appraise.ceil(players + food_for_weather - appraise.food(state) + committed(state)["food"])
    food_sources = gather_targets(state, "food")
    for _ in range(min(max(0, food_gap), len(food_sources))):
        out.append(Task("gather", food_sources, why="food for the night"))
    if food_gap > len(food_sources) and state.hunt_deck and state.levels.get("weapon", 0) >= 1:
        out.append(Task("hunt", ("",), why="food for the night"))
    wood_gap = appraise.ceil(wood_for_weather - left(state, "wood"))
    wood_sources = gather_targets(state, "wood")
    for _ in range(min(max(0, wood_gap), len(wood_sources))):
        out.append(Task("gather", wood_sources, why="wood for the weather"))
    out.extend(threat_tasks(state))
    out.extend(shelter_tasks(state, wood_sources))
    out.extend(goal.tasks(state))
    wanted = goal.terrains_wanted(state)
    if wanted:
        out.append(Task("explore", explore_targets(state), sure=False, why="terrains for inventions"))
    out.extend(fill_tasks(state, food_sources, wood_sources))
    return out


def threat_tasks(state) -> list[Task]:
    """The leftmost threat card (it slides off at the next event phase) when its threat and reward are
    worth more than its pawns elsewhere; the wreckage (round 1) for its reward."""
    out = []
    last = state.round >= state.game.scenario.rounds
    for slot, card_id in enumerate(state.threat):
        if not card_id:
            continue
        card = appraise.event_card(state, card_id)
        if card is None:  # the wreckage card of the first round
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


def shelter_tasks(state, wood_sources: tuple[str, ...]) -> list[Task]:
    """Shelter, then the roof the weather asks for, then weapon and palisade; wood gathered for them."""
    island = state.game.scenario.island
    wood_cost, fur_cost = island.cost(state.game.num_players)
    wood, fur = left(state, "wood"), left(state, "fur")
    out: list[Task] = []
    wants = []
    if not appraise.camp_sheltered(state):
        wants.append("shelter")
    roof_short = appraise.roof_wanted(state) - state.levels.get("roof", 0)
    if appraise.camp_sheltered(state) and roof_short > 0:
        wants.append("roof")
    placed = {t for _, a, t in state.plan if a == "build"}  # their resources are earmarked already
    for target in wants:
        if target in placed:
            out.append(Task("build", (target,), why=f"{target} against the nights and weather"))
        elif wood >= wood_cost or fur >= fur_cost:
            out.append(Task("build", (target,), why=f"{target} against the nights and weather"))
            if wood >= wood_cost:
                wood -= wood_cost
            else:
                fur -= fur_cost
        else:
            for _ in range(min(2, max(0, wood_cost - wood), len(wood_sources))):
                out.append(Task("gather", wood_sources, why=f"wood for the {target}"))
            break
    if state.levels.get("weapon", 0) < 1 and ("weapon" in placed or wood >= island.weapon_wood):
        out.append(Task("build", ("weapon",), sure=False, why="a weapon against beasts"))
    animals = any("animals" in state.game.scenario.weather_of(r)
                  for r in range(state.round, min(state.game.scenario.rounds, state.round + 2) + 1))
    if (animals or state.weather_tokens.get("storm", 0)) and state.levels.get("palisade", 0) < 1 \
            and appraise.camp_sheltered(state):
        out.append(Task("build", ("palisade",), sure=False, why="a palisade against storms and animals"))
    return out


def fill_tasks(state, food_sources: tuple[str, ...], wood_sources: tuple[str, ...]) -> list[Task]:
    """What spare pawns do: lift a low morale, build inventions, stock wood and food, explore, rest."""
    out: list[Task] = []
    if state.morale < 0:
        out.append(Task("camp", ("",), False, why="morale"))
    inventions = goal.buildable(state)
    if inventions:
        out.append(Task("build", inventions, sure=False, why="an invention"))
    if left(state, "wood") < WOOD_STOCK and wood_sources:
        out.append(Task("gather", wood_sources, sure=False, why="wood in stock"))
    if food_sources:
        out.append(Task("gather", food_sources, sure=False, why="food in stock"))
    explore = explore_targets(state)
    if explore:
        out.append(Task("explore", explore, sure=False, why="the island"))
    for i in castaways(state):
        if state.people[i].wounds:
            out.append(Task("rest", ("",), False, person=i, why="wounded"))
    if state.morale < 3:
        out.append(Task("camp", ("",), False, why="morale"))
    return out


# -- one pawn --------------------------------------------------------------------------------------
def choose(state, legal: list, plan_tasks: list[Task] | None = None):
    """The assignment of the pawn being placed, among `legal` (see the module docstring); None when no
    task fits (the caller then falls back)."""
    assigns = [a for a in legal if a[0] == "assign"]
    if not assigns:
        return None
    pawn = pawn_of(state, assigns[0][1])
    options = {(a[2], a[3]): a for a in assigns}
    placed = Counter((a, t) for _, a, t in state.plan)
    plan_tasks = tasks(state) if plan_tasks is None else plan_tasks
    claimed: dict[tuple[str, str], Task] = {}
    open_tasks: list[Task] = []
    for task in plan_tasks:
        group = next(((task.action, t) for t in task.targets if (task.action, t) in placed
                      and (task.action, t) not in claimed and task.action not in ("rest", "camp")), None)
        if group is not None:
            claimed[group] = task
        else:
            open_tasks.append(task)
    person = pawn.person if pawn is not None else None
    near_death = any(t.action == "rest" and t.person == person and t.why == "near death" for t in plan_tasks)
    if near_death and rest_placed(state, person) == 0 and ("rest", "") in options:
        return options[("rest", "")]  # a castaway near death rests with its own pawn before anything else
    for group, task in claimed.items():
        if placed[group] < pawns_needed(state, task.action, group[1], task.sure) and group in options:
            return options[group]
    for task in open_tasks:
        if task.person is not None and task.person != person:
            continue
        if task.action == "rest" and rest_placed(state, task.person) > 0:
            continue
        for target in task.targets:
            group = (task.action, target)
            if group in options and (group not in placed or task.action == "camp"):
                return options[group]
    return None


def rest_placed(state, person: int | None) -> int:
    """Pawns of `person` already resting in the plan."""
    pawns = {p.id: p for p in state.pawns}
    return sum(1 for pawn, action, _ in state.plan if action == "rest" and pawns.get(pawn) is not None
               and pawns[pawn].person == person)


def pawn_of(state, pawn_id):
    return next((p for p in state.pawns if p.id == pawn_id), None)

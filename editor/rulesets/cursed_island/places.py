"""What a pawn dropped on the Cursed Island planning board stands for, and why a drop is refused.

The board never decides what is legal. A drop (or a click on a field with a pawn picked up) names
the pawn and the field it fell on; the field is an `(action, target)` of the engine's actions
(`("hunt", "")`, `("build", "roof")`, `("gather", "<space>:food")`, `("explore", "<space>")`, a
threat card's id, ...), so the drop is the key `("assign", pawn, action, target)`. `place_of` maps
each legal action onto the same key (the assign itself; `("commit",)` for the board's commit button),
so the playtest window's generic click path (`editor.playtest.picks.for_area`) finds exactly the one
legal action a drop stands for, or none; then `refusal` says why in words, from the legal list and
the pawns' own restrictions (the planning rules stay the engine's).
"""

from __future__ import annotations

NOWHERE = ""  # the action of a drop that fell on no field


FUR = ":fur"  # a build target paid in fur instead of wood ("roof:fur"): the same field as the wood one


def field_target(action: str, target: str) -> str:
    """The field a target lies on: a build paid in fur on its build target's field, the rest on their own."""
    return target[: -len(FUR)] if action == "build" and target.endswith(FUR) else target


def place_of(action: tuple, camp: str = ""):
    """The board key of a legal action: an assignment is keyed by the pawn and the field it lands on (so
    a drop on the roof matches both paying wood and paying fur, and the window asks which), the commit
    by itself, the night's camp move by the space it goes to (`("space", id)`; staying: the camp's own
    space `camp`); the rest (decide, hungry, use, pass, ...) is picked in the decision panel (None).
    Taking the lead of a group another castaway leads (`("lead", pawn, action, target)`) lies on the same
    field as supporting it, and so does a separate attempt of the same action (`("separate", pawn,
    action, target)`: its own pawns and dice): a drop there matches each, and the window asks which."""
    if action and action[0] in ("assign", "lead", "separate") and len(action) == 4:
        return "assign", action[1], action[2], field_target(action[2], action[3])
    if action == ("commit",):
        return action
    if action and action[0] == "camp" and len(action) == 2 and isinstance(action[1], str):
        return ("space", action[1] or camp) if action[1] or camp else None
    return None


def places_of(state):
    """`place_of` for the state shown (staying at night is a click on the camp's own space)."""
    camp = state.camp or ""
    return lambda action: place_of(action, camp)


def drop_key(pawn: str, action: str, target: str) -> tuple:
    return ("assign", pawn, action, target)


def pawn_of(state, pawn_id: str):
    return next((p for p in state.pawns if p.id == pawn_id), None)


def pawn_title(state, pawn) -> str:
    """A pawn in words: its person's title (and which of a player's two pawns, or the extra pawn's kind)."""
    if pawn is None:
        return "that pawn"
    if pawn.person < 0:  # an item's, a treasure's, a skill's or a discovery's extra pawn
        source = pawn.id.split("#")[0]
        if source.startswith("once:"):
            return "an extra pawn"
        title = invention_title(state.game.scenario, source)
        return f"the extra pawn of {card_title(state.game.scenario, source) if title == source else title}"
    person = state.people[pawn.person]
    name = character_title(state, person.character)
    mine = [p.id for p in state.pawns if p.person == pawn.person and p.kind == pawn.kind]
    if pawn.kind == "extra":
        return f"{name}'s extra pawn"
    if len(mine) > 1:
        return f"{name}'s pawn {mine.index(pawn.id) + 1}"
    return name


def character_title(state, character_id: str) -> str:
    for character in state.game.scenario.characters:
        if character.id == character_id:
            return character.title
    return character_id


def target_title(state, action: str, target: str) -> str:
    """A field in words: "the hunt", "build the roof", "gather wood on Cove", "explore Ridge", ..."""
    scenario = state.game.scenario
    if action == "threat":
        return f"the threat of {card_title(scenario, target)}"
    if action == "build":
        fur = " paying fur" if target.endswith(FUR) else ""
        return f"build {invention_title(scenario, field_target(action, target))}{fur}"
    if action == "gather":
        space, _, source = target.partition(":")
        return f"gather {source} on {space_title(state, space)}"
    if action == "explore":
        return f"explore {space_title(state, target)}"
    return {"hunt": "the hunt", "camp": "arranging the camp", "rest": "rest"}.get(action, action or "no field")


def card_title(scenario, card_id: str) -> str:
    if scenario.wreckage.id == card_id:
        return scenario.wreckage.title
    for card in (*scenario.events, *scenario.adventures, *scenario.mysteries):
        if card.id == card_id:
            return card.title
    return card_id


def invention_title(scenario, target: str) -> str:
    if target in ("shelter", "roof", "palisade", "weapon"):
        return {"shelter": "the shelter", "roof": "the roof", "palisade": "the palisade", "weapon": "a weapon"}[target]
    for invention in (*scenario.inventions, *scenario.scenario_inventions):
        if invention.id == target:
            return invention.title
    return target


def space_title(state, space_id: str) -> str:
    """A space by its explored tile's title, else by its id."""
    tile = state.tiles.get(space_id)
    if tile:
        for t in state.game.scenario.island.tiles:
            if t.id == tile:
                return t.title
    return space_id


def refusal(state, key) -> str | None:
    """Why the drop `key` matches no legal action now (None: `key` is legal, or no drop of this board)."""
    why = _refusal(state, key)
    return why[:1].upper() + why[1:] if why else why


def _refusal(state, key) -> str | None:
    if key == ("commit",):
        if state.phase != "action" or not state.pawns:
            return f"There is no plan to commit in the {state.phase} phase."
        left = len(state.pawns) - len(state.plan)
        if left:
            return f"Every pawn is placed before the plan is committed: {left} still in the tray."
        return "The plan is already committed."
    if not (isinstance(key, tuple) and len(key) == 4 and key[0] == "assign"):
        return None
    _, pawn_id, action, target = key
    legal = [] if state.is_terminal() else [a for a in state.legal_actions() if a and a[0] == "assign"]
    if key in legal:
        return None
    pawn = pawn_of(state, pawn_id)
    who = pawn_title(state, pawn)
    if action == NOWHERE:
        return f"{who} fell on no action field: drop it on a threat card, the hunt, a build target, an island " \
               f"space (gather on a source, explore an unexplored space), the camp or rest."
    if not legal:
        if state.phase != "action":
            return f"Pawns are placed while the team plans the action phase; this is the {state.phase} phase."
        return "The plan is complete: commit it (the Commit button or Ctrl+Enter) or step back to change it."
    planning = legal[0][1]
    if pawn_id != planning:
        if any(p == pawn_id for p, _, _ in state.plan):
            return f"{who} is already placed: step back (Left) to take it back."
        return f"Pawns are placed one by one in order: {pawn_title(state, pawn_of(state, planning))} is next."
    mine = [a for a in legal if a[1] == pawn_id]
    field = target_title(state, action, target)
    if pawn is not None and action not in pawn.actions:
        allowed = ", ".join(pawn.actions)
        return f"{who} may not take {field} (it may: {allowed})."
    same = [a for a in mine if a[2] == action]
    if any(field_target(action, a[3]) == target for a in same):
        return None  # the field is open (a drop there matches, the window asks wood or fur)
    if not same:
        if pawn is not None and pawn.supports_only:
            return f"{who} only supports another pawn: {field} has no pawn to support."
        return f"{field} is not open to {who} now ({_why_closed(state, action)})."
    options = ", ".join(target_title(state, action, a[3]) for a in same)
    return f"{field} is not possible now; open: {options}."


def _why_closed(state, action: str) -> str:
    """A hint from the state why nothing of `action` is legal (the engine's planning decides)."""
    if action == "threat":
        return "no threat card it can take on lies on the threat slots" if any(state.threat) else \
            "the threat slots are empty"
    if action == "hunt":
        return "the hunting deck is empty" if not state.hunt_deck else "a hunt needs two pawns and none is left"
    if action == "build":
        return "its resources, terrains or items are missing"
    if action == "gather":
        return "no source there is reachable or left"
    if action == "explore":
        return "that space is explored, out of reach or inaccessible"
    return "the engine lists no such choice"

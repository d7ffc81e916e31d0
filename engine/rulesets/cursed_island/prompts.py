"""Actions and decisions in words, for people choosing in a playtest (`action_text`, `prompt`).

Every stage has a prompt that names what is being decided and, where the options are few, the options
themselves (a DECIDE's two effect lists, the beast about to be fought, the dice that came up badly);
every action a label that names its pawn, card, tile or effect (wording.py) rather than an id or an
index. The seat in a prompt is named by the castaway who sits there (`seat_name`).
"""

from __future__ import annotations

from . import groups, pawns, wording
from .actiondice import GOOD
from .model import DIE_ROLES

PROMPTS = {
    "plan": "place {pawn}: choose its action (or use a power)",
    "plan-done": "every pawn is placed: commit the plan (or use a power)",
    "morale": "morale is at its top: the first player gains 2 Determination or heals a wound",
    "decide": "{card}: choose {options}",
    "pick": "{what}",
    "heal": "who is healed next",
    "mystery": "draw on for the next mystery still to resolve, or stop",
    "weather": "before the weather: use a power, or let it come",
    "hungry": "food is short: who goes without (2 wounds)",
    "camp": "move the camp to a neighbouring explored tile, or stay",
    "reroll": "the {action} roll shows {faces}: reroll a die, use a power, or let it stand",
    "hunt": "the hunt draws the {beast} (strength {strength} against weapon {weapon}): use a power, or fight",
    "arrange": "{person} arranges the camp: 2 Determination or morale +1",
    "over": "the game is over",
}
PICKS = {"invention": "a new idea: which invention stays on the board",
         "tile": "scouting: which tile goes on top of the stack",
         "discovery": "scouting: which discovery token to keep",
         "hunt": "the hunting deck's top beast ({card}): keep it on top or put it at the bottom",
         "exhaust": "which {card} source is exhausted",
         "item": "which item is lost"}
FACES = {"wound": "a wound", "success": "a failure", "adventure": "an adventure"}  # the bad face of each die


def _person(state, index) -> str:
    if isinstance(index, int) and 0 <= index < len(state.people):
        return state.game.characters[state.people[index].character].title
    return str(index)


def seat_name(state, seat: int) -> str:
    """The castaway a seat plays in this game (seat i is person i)."""
    return _person(state, seat)


def _card(state, cid) -> str:
    """A card's title (any kind), or a power's words when an effect came from a power."""
    game = state.game
    if isinstance(cid, str) and cid.split(":", 1)[0] in ("skill", "item", "discovery", "treasure") and ":" in cid:
        return _power(state, cid)
    for table in (game.events, game.adventures, game.mysteries, game.inventions, game.items, game.discoveries,
                  game.beasts, game.tiles):
        if cid in table:
            return table[cid].title
    return game.wreckage.title if cid == game.wreckage.id else str(cid)


def _power(state, power: str) -> str:
    kind, _, rest = power.partition(":")
    game = state.game
    if kind == "skill":
        person, _, skill = rest.partition(":")
        titles = {s.id: s.title for s in game.characters[state.people[int(person)].character].skills}
        return f"{_person(state, int(person))}'s {titles.get(skill, skill)}"
    if kind == "item":
        model = game.items.get(rest) or game.inventions.get(rest)
        return model.title if model else rest
    if kind == "discovery" and rest.isdigit() and int(rest) < len(state.discoveries):
        token = state.discoveries[int(rest)]
        return f"discovery {game.discoveries[token].title}"
    if kind == "treasure" and rest in game.mysteries:
        return game.mysteries[rest].title
    return power


def _placement(state, pid, what, target) -> str:
    out = f"{wording.pawn(state, pid)} to {wording.ACTION_WORDS.get(what, what)}"
    words = wording.target(state, what, target)
    return out + (f": {words}" if words else "")


def _supporting(state, what: str, target: str) -> str:
    """", supporting the Cook" when a pawn placed on (what, target) joins a group another pawn leads: a
    drop there may both support and take the lead (("lead", ...)), and the choice must say which."""
    if state.stage != "plan":
        return ""
    gs = groups.groups(state)
    index = groups.joined(gs, what, target)
    if index is None:
        return ""
    leader = next((p.person for p in pawns.current(state) if p.id == gs[index].pawns[0]), -1)
    if not 0 <= leader < len(state.people):
        return ", supporting"
    return f", supporting {state.game.characters[state.people[leader].character].title}"


def _pick_option(state, option) -> str:
    purpose = state.ctx["pick"][0]
    if purpose == "exhaust":
        return wording.space_words(state, option)
    if purpose == "hunt":
        return "keep it on top" if option == "top" else "put it at the bottom"
    return _card(state, option)


def action_text(state, action) -> str:
    verb, *args = action
    if verb == "assign":
        pawn, what, target = args
        if not what:
            return f"{wording.pawn(state, pawn)} stays out (supports nothing)"
        return _placement(state, pawn, what, target) + _supporting(state, what, target)
    if verb == "lead":
        return _placement(state, *args) + ", taking the action (the others support)"
    if verb == "separate":
        return _placement(state, *args) + ", a separate attempt (its own pawns and dice)"
    if verb == "commit":
        return "commit the plan"
    if verb == "use":
        return f"use {_power(state, args[0])}" + (f" ({args[1]})" if len(args) > 1 and args[1] != "" else "")
    if verb in ("hungry", "heal"):
        return f"{'without food' if verb == 'hungry' else 'heal'}: {_person(state, args[0])}"
    if verb == "camp":
        return f"move the camp to {wording.space_words(state, args[0])}" if args[0] else "the camp stays"
    if verb == "mystery":
        return "draw on" if args[0] else "stop drawing"
    if verb == "decide" and state.stage == "decide" and "choose" in state.ctx:
        options = state.ctx["choose"][0]
        return wording.terms(state, options[args[0]]) if args[0] < len(options) else f"option {args[0] + 1}"
    if verb == "pick" and state.stage == "pick" and "pick" in state.ctx:
        options = state.ctx["pick"][1]
        return f"choose {_pick_option(state, options[args[0]])}" if args[0] < len(options) else f"choose {args[0]}"
    if verb == "reroll":
        return f"reroll the {args[0]} die" + (" (a reroll held)" if args[1:] == ["power"] else "")
    if verb == "morale":
        return "gain 2 Determination" if args[0] == "determination" else "heal a wound"
    if verb == "arrange":
        return "gain 2 Determination" if args[0] == "determination" else "morale +1"
    if verb == "pass":
        return {"reroll": "let the roll stand", "hunt": "fight", "weather": "let the weather come"}.get(state.stage, "pass")
    return " ".join([verb, *map(str, args)])


def _stage_text(state) -> str:
    stage, ctx = state.stage, state.ctx
    if stage == "plan":
        from .planning import next_pawn
        pawn = next_pawn(state)
        return PROMPTS["plan-done"] if pawn is None else PROMPTS["plan"].format(pawn=wording.pawn(state, pawn.id))
    if stage == "decide" and "choose" in ctx:
        options, card_ctx = ctx["choose"]
        card = getattr(card_ctx, "card", "") or "a card"
        return PROMPTS["decide"].format(card=_card(state, card), options=" or ".join(
            f"({wording.terms(state, option)})" for option in options))
    if stage == "pick" and "pick" in ctx:
        purpose, _, extra = ctx["pick"]
        card = extra if purpose == "exhaust" else _card(state, extra)
        return PICKS.get(purpose, "choose one").format(card=card)
    if stage == "reroll" and "roll" in ctx:
        index, faces, _, _ = ctx["roll"]
        action = ctx["groups"][index].action
        shown = ", ".join(FACES[role] for role, face in zip(DIE_ROLES, faces, strict=True)
                          if face != GOOD[role]) or "no bad face"
        return PROMPTS["reroll"].format(action=wording.ACTION_WORDS.get(action, action), faces=shown)
    if stage == "hunt" and "hunt" in ctx:
        beast, _, strength = ctx["hunt"]
        return PROMPTS["hunt"].format(beast=_card(state, beast), strength=strength,
                                      weapon=state.levels.get("weapon", 0))
    if stage == "arrange" and "arrange" in ctx:
        return PROMPTS["arrange"].format(person=_person(state, ctx["arrange"]))
    return PROMPTS.get(stage, stage)


def prompt(state) -> str:
    if state.stage == "over":
        return PROMPTS["over"]
    name = seat_name(state, state.actor) if 0 <= state.actor < state.game.num_players else "the team"
    return f"{name}: {_stage_text(state)}"

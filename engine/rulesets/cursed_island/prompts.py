"""Actions and decisions in words, for people choosing in a playtest (`action_to_string`,
`decision_prompt`)."""

from __future__ import annotations

PROMPTS = {
    "plan": "assign the next pawn to an action, or commit the plan",
    "morale": "morale is at its top: the first player takes Determination or heals a wound",
    "decide": "decide which way the card goes", "pick": "choose one", "heal": "who is healed",
    "mystery": "draw on for the next mystery still to resolve, or stop",
    "weather": "use a power before the weather, or let it come",
    "hungry": "food is short: who goes without (2 wounds)",
    "camp": "move the camp to a neighbouring tile, or stay", "over": "the game is over",
}


def _person(state, index) -> str:
    if isinstance(index, int) and 0 <= index < len(state.people):
        return state.game.characters[state.people[index].character].title
    return str(index)


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


def action_text(state, action) -> str:
    verb, *args = action
    if verb == "assign":
        pawn, what, target = args
        return f"{pawn} to {what}" + (f" {target}" if target else "")
    if verb == "commit":
        return "commit the plan"
    if verb == "use":
        return f"use {_power(state, args[0])}" + (f" ({args[1]})" if len(args) > 1 and args[1] != "" else "")
    if verb in ("hungry", "heal"):
        return f"{'without food' if verb == 'hungry' else 'heal'}: {_person(state, args[0])}"
    if verb == "camp":
        return f"move the camp to {args[0]}" if args[0] else "the camp stays"
    if verb == "mystery":
        return "draw on" if args[0] else "stop drawing"
    if verb == "pick" and state.stage == "pick" and "pick" in state.ctx:
        options = state.ctx["pick"][1]
        return f"choose {options[args[0]]}" if args[0] < len(options) else f"choose {args[0]}"
    if verb == "pass":
        return "pass"
    return " ".join([verb, *map(str, args)])


def prompt(state) -> str:
    if state.stage == "over":
        return PROMPTS["over"]
    name = state.game.seat_names()[state.actor] if 0 <= state.actor < state.game.num_players else "team"
    return f"{name}: {PROMPTS.get(state.stage, state.stage)}"

"""Actions and decisions in words, for people choosing in a playtest (`action_to_string`,
`decision_prompt`)."""

from __future__ import annotations

PROMPTS = {
    "port": "choose the beach of your home port on the start island",
    "load": "how many coins go into your next empty compartment (0: the rest stays in your bank)",
    "tile": "choose the next tile to lay", "cell": "choose where the tile goes", "turn": "choose how the tile is turned",
    "die": "which die is your first move: your own roll or the common die",
    "move": "choose where your ship sails", "loot": "you won the fight: take, dump or leave the loser's cargo",
    "interact": "act where your ship stopped, or be done", "drop": "wrecked: choose the cargo left on the sea",
    "den": "choose the pirate den where the galleon goes back", "over": "the game is over",
}

WORDS = {
    "port": "home port at", "load": "load", "tile": "lay tile", "cell": "at", "turn": "turned",
    "die": "first move with the", "move": "sail to", "stay": "stay (no move possible)",
    "pirate": "hoist the black flag", "return": "pay the fee and lower the black flag",
    "found": "found a port here", "collect": "collect the token here", "salvage": "salvage pile",
    "treasure": "redeem the treasure in compartment", "redeem": "redeem compartment", "buy": "buy spices:",
    "sell": "sell the spices of compartment", "merge": "merge compartments", "split": "split compartment",
    "bank": "bank the coins of compartment", "withdraw": "withdraw from the bank:",
    "jettison": "throw overboard compartment", "loot": "take compartment", "dump": "throw into the sea compartment",
    "done": "done", "drop": "leave on the sea compartment", "den": "galleon to the den at",
}


def _part(value) -> str:
    if isinstance(value, tuple):
        return " ".join(_part(v) for v in value)
    return str(value)


def action_text(state, action) -> str:
    verb, *args = action
    if verb in ("port", "cell", "move", "den") and len(args) == 2:
        words = f"{WORDS[verb]} ({args[0]},{args[1]})"
    elif verb == "tile" and args and 0 <= args[0] < len(state.drawn):
        words = f"{WORDS[verb]} {state.drawn[args[0]]}"
    elif verb == "turn" and args:
        words = f"{WORDS[verb]} {args[0]} quarter{'s' if args[0] != 1 else ''}"
    elif verb == "die" and args:
        words = f"{WORDS[verb]} {args[0]} die"
    else:
        words = " ".join([WORDS.get(verb, verb)] + [_part(a) for a in args])
    who = state.ctx.get("move", (None,))[0] if state.stage == "move" else None
    return f"galleon: {words}" if who == "galleon" else words


def prompt(state) -> str:
    if state.stage == "over":
        return PROMPTS["over"]
    name = state.game.seat_names()[state.actor]
    text = PROMPTS.get(state.stage, state.stage)
    if state.stage == "move" and state.ctx.get("move", (None,))[0] == "galleon":
        text = "choose where the pirate galleon sails"
    return f"{name}: {text}"

"""Text for people: what an action does and what the player to move is asked (the playtest window)."""

from __future__ import annotations

from .model import icon_of, value_of
from .phases import Phase


def _at(field) -> str:
    return f"({field[0]},{field[1]})"


def _card(card: str) -> str:
    return f"{icon_of(card)} {value_of(card)}"


def action_text(state, action: tuple, player: int) -> str:
    names = state.game.seat_names()
    who = names[player] if 0 <= player < len(names) else "?"
    kind = action[0]
    if kind == "move":
        verb = "sails" if state.phase is Phase.SAIL else "moves"
        return f"{who} {verb} {action[3]} unit{'s' if action[3] != 1 else ''} {_at(action[1])} -> {_at(action[2])}"
    texts = {
        "stop": f"{who} stops moving",
        "battle-card": lambda: f"{who} plays the combat card {_card(action[1])} face down",
        "recruit": lambda: f"{who} plays {_card(action[1])} to recruit at {_at(action[2])}",
        "recruit-also": lambda: f"{who} recruits at {_at(action[1])} with the same card",
        "road": lambda: f"{who} plays {_card(action[1])} for another move step",
        "water": lambda: f"{who} plays {_card(action[1])} to move across water",
        "arrow": lambda: f"{who} plays {_card(action[1])} to remove an enemy unit at {_at(action[2])}",
        "done": f"{who} ends playing cards",
        "draw": lambda: f"{who} draws a {action[1]} card",
        "discard": lambda: f"{who} discards {_card(action[1])}",
        "keep": f"{who} keeps every card",
    }
    text = texts.get(kind, repr(action))
    return text() if callable(text) else text


def prompt(state) -> str:
    if state.is_terminal():
        return "The game is over."
    names = state.game.seat_names()
    who = names[state.current_player()]
    phase = state.phase
    if phase is Phase.MOVE:
        return f"{who}: move ({state.moves_left} move action{'s' if state.moves_left != 1 else ''} left) or stop."
    if phase is Phase.SAIL:
        return f"{who}: choose the units to move across water, from the coast to the coast."
    if phase in (Phase.ATTACKER_CARD, Phase.DEFENDER_CARD):
        side = "attack" if phase is Phase.ATTACKER_CARD else "defence"
        return f"{who}: battle at {_at(state.battle)}: play a combat card for your {side}."
    if phase is Phase.CARDS:
        return f"{who}: play cards (recruit, road, water, arrow) or end this step."
    if phase is Phase.DRAW:
        if state.last_phase and state.played:
            return f"{who}: the last phase: you may discard a card or keep them all."
        if state.last_phase:
            return f"{who}: the last phase: discard a card (you played none this turn)."
        return f"{who}: draw a resource card or a combat card."
    return f"{who}: discard a card (you hold {len(state.hands[state.seat])}) or keep them all."

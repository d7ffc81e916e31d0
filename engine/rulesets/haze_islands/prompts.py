"""Actions and decisions in words, for people choosing in a playtest (`action_to_string`,
`decision_prompt`)."""

from __future__ import annotations

PROMPTS = {
    "turn": "state an action (or discard a card, or pass)", "window": "use a special order, or skip",
    "fate": "choose a corner of the face-down card", "skull": "a skull of fate: ignore it with your order?",
    "pay": "pay the next icon", "keep-spent": "keep spent cards with your order?", "keep": "keep one raided card",
    "put": "put the next raided card on the next deck", "limit": "discard a card over the hand limit",
    "take": "take a card from your deck", "reorder": "choose the next card from the top of your deck",
    "use": "pay the sail with a hand card", "place": "choose a location for a new adventure", "over": "the game is over",
}


def _part(value) -> str:
    if isinstance(value, tuple):
        if len(value) == 2 and all(isinstance(v, int) for v in value):
            return f"({value[0]},{value[1]})"
        return " ".join(_part(v) for v in value)
    return str(value)


def action_text(state, action) -> str:
    names = state.game.seat_names()
    verb, *args = action
    if verb in ("attack", "hijack", "trade") and args:
        return " ".join([verb, names[args[0]]] + [_part(a) for a in args[1:]])
    return " ".join([verb] + [_part(a) for a in args])


def prompt(state) -> str:
    if state.stage == "over":
        return PROMPTS["over"]
    name = state.game.seat_names()[state.actor]
    return f"{name}: {PROMPTS.get(state.stage, state.stage)}"

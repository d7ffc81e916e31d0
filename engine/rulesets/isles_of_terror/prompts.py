"""What each decision of Isles of Terror is about, in words: `State.decision_prompt()`."""

from __future__ import annotations

PROMPTS = {  # by the kind of the decision frame on top of the stack (game.DECISIONS)
    "field": "put the action token on an action field",
    "act": "take one of the field's actions, or enforce the mission",
    "hire": "hire characters into the sea area, then Done",
    "land_sea": "choose the sea area to land at",
    "land_target": "send characters from the ship into an adjacent area, or Done",
    "move_target": "choose where to move, or Done",
    "move_figure": "choose the figures that move there, then Done",
    "recruit_pick": "recruit figures into areas you control, then Done",
    "negotiate": "negotiate (pay) or fight",
    "combat_window": "play a strategy card, or be ready",
    "reaction_window": "play a reaction card in another player's turn, or pass",
    "reroll_window": "re-roll a die, or keep the dice",
    "casualty": "choose a casualty",
    "retreat": "retreat to an adjacent area, or stay",
    "camp": "raise a camp here, or not",
    "place": "place a figure",
    "remove": "remove a figure",
    "discard": "discard a strategy card",
    "choose_mission": "keep one of the missions",
    "bonus": "take a bonus resource, or skip it",
    "morale": "choose the progress task to advance",
    "resource": "choose gold or rations",
    "raid_take": "take a resource from the raided player",
    "threat_loss": "choose what the threat takes",
    "mark": "mark a die",
    "river": "follow the river on, or stay",
    "starter": "choose the starting player",
    "optional": "apply the rule, or decline it",
    "terror_move": "choose where the terror moves",
    "next_player": "choose the player who takes the next turn",
    "supply_kind": "supply your sea card, or trade with another player",
    "trade_gold": "choose the gold you give (negative: receive)",
    "trade_rations": "choose the rations you give (negative: receive)",
    "pacify_pick": "choose the terror to pacify",
    "ally_reroll": "discard a Reaction card so that your ally re-rolls their ones, or pass",
}


def decision_prompt(state) -> str:
    """What the current decision is about, in words (\"\" once the game is over)."""
    if state.terminal or not state.stack:
        return ""
    return PROMPTS.get(state.stack[-1].kind, "decide")

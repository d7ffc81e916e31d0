"""The event log of Haze Islands in words, for people (`replay` and the playtest log)."""

from __future__ import annotations

from .ending import ENDINGS


def _at(cell) -> str:
    return f"({cell[0]},{cell[1]})" if cell is not None else "somewhere"


def narrate(event, game) -> str:
    names = game.seat_names()
    who = names[event.player] if 0 <= event.player < len(names) else ""
    d = event.data
    kind = event.kind
    at = _at(event.area)
    model = game.adventure

    def title(card_id: str, kind_: str = "map") -> str:
        getter = {"map": model.map_card, "adventure": model.adventure_card, "doom": model.doom_card}[kind_]
        return getter(card_id).title

    if kind == "setup":
        return (f"The first location, {title(d['card'])}, lies at {at} with {title(d['adventure'], 'adventure')} "
                f"under it; {who} rolled highest and plays first with {d['deck']} cards of time.")
    if kind == "scout":
        return f"{who} scouts {d['side']} and finds {title(d['card'])} at {at}, with {title(d['adventure'], 'adventure')}."
    if kind == "sail":
        how = "hand cards" if d["paid"] == "hand" else f"{d['cost']} card{'s' if d['cost'] != 1 else ''} of time"
        return f"{who} sails {d['side']} to {at}, paying {how}."
    if kind == "raid":
        return f"{who} raids {at}, drawing {d['drawn']} card{'s' if d['drawn'] != 1 else ''} to keep one."
    if kind == "trade":
        return f"{who} hands {title(d['card'])} to {names[d['to']]}."
    if kind == "steal":
        return f"{who} searches the deck for the location's icon{'' if d['found'] else ', in vain'}."
    if kind == "stolen":
        return f"{who} takes the card and shuffles the deck."
    if kind == "deploy":
        return f"{who} deploys a pirate at {at}."
    if kind == "complete":
        return f"{who} completes {title(d['card'], 'adventure')} ({d['side']} side) for {d['score']} icons."
    if kind == "pay":
        how = "returning a pirate" if d["source"] == "pirate" else "from the hand"
        return f"{who} pays {d['icon']}{' twice' if d['double'] else ''} {how}."
    if kind == "fate":
        shown = "a skull" if d["skull"] else "no skull"
        return f"{who} reveals the {d['corner']} corner of fate: {shown}."
    if kind == "failed":
        return f"{who}'s {d['action']} fails."
    if kind == "attack":
        return f"{who} attacks {names[d['target']]}."
    if kind == "damage":
        by = "The Doom" if d["by"] < 0 else names[d["by"]]
        return f"{who} takes {d['amount']} damage from {by}."
    if kind == "sunk":
        return _sunk(who, names, d)
    if kind == "castaway":
        return f"{who} is cast away at {at} and hands {d['cards']} card{'s' if d['cards'] != 1 else ''} to {names[d['to']]}."
    if kind == "hijacked":
        return f"{who} hijacks {names[d['target']]}'s ship at {at}."
    if kind == "revived":
        return f"{who}'s ghost ship is revived."
    if kind == "rotate":
        return f"{who} turns the location at {at} by {90 * d['quarters']} degrees."
    if kind == "doom-card":
        return f"{who} strikes The Doom and takes {title(d['card'], 'doom')} ({d['score']} icons); {d['left']} left."
    if kind == "discard":
        return f"{who} lets a card of time pass."
    if kind == "pass":
        return f"{who} waits."
    if kind == "hand-limit":
        return f"{who} discards a card over the hand limit."
    if kind == "kept":
        return f"{who} keeps {len(d['cards'])} spent card{'s' if len(d['cards']) != 1 else ''}."
    if kind == "order":
        return f"{who} uses the special order of {title(d['card'], 'adventure')} ({d['kind']})."
    if kind == "order-effect":
        return f"The order {d['kind']} takes effect."
    if kind == "night-falls":
        return f"Night falls on round {d['round']}: {d['flipped']} adventure{'s' if d['flipped'] != 1 else ''} sink into the sea."
    if kind == "doom":
        target = names[d["target"]] if d["target"] >= 0 else "nobody"
        return (f"The Doom rises to {d['power']}, hunts {target} and crosses {d['crossed']} diamond"
                f"{'s' if d['crossed'] != 1 else ''} to {at}.")
    if kind == "doom-attack":
        return f"The Doom strikes {names[d['target']]} for {d['damage']}."
    if kind == "new-adventure":
        return f"A new adventure, {title(d['card'], 'adventure')}, appears at {at}."
    if kind == "final-round":
        return f"The last adventure card is drawn: the die shows {d['die']}, the final round."
    if kind == "new-round":
        return f"Round {d['round']} dawns: {who} plays first with {d['deck']} cards; The Doom's die shows {d['die']}."
    if kind == "game-end":
        return f"The game ends ({ENDINGS.get(d['result'], d['result'])}): {_outcome(game, names, d['winners'])}."
    return f"{kind} {who}".strip()


def _sunk(who: str, names, d: dict) -> str:
    """The sinking with its cause: who dealt the damage, how much, and that no pirate was left to take it."""
    by = "The Doom" if d["by"] < 0 else names[d["by"]]
    cause = f"{by}'s {d['damage']} damage" if "damage" in d else by
    becomes = {"lost": "the crew is lost", "ghost": "it becomes a ghost ship",
               "castaway": "its captain becomes a castaway"}.get(d["becomes"], d["becomes"])
    return f"{who}'s ship sinks under {cause} with no pirate left in the supply: {becomes}."


def _outcome(game, names, winners) -> str:
    """Who wins, in words fit for the mode: the team wins or loses together in cooperative play, the one
    captain wins or loses in solo play, else the winners (sharing a tie) or nobody."""
    if game.mode == "cooperative":
        return "the team wins" if winners else "the team loses"
    if game.mode == "solo":
        return f"{names[0]} {'wins' if winners else 'loses'}"
    if not winners:
        return "nobody wins"
    if len(winners) == 1:
        return f"{names[winners[0]]} wins"
    return f"{' and '.join(names[s] for s in winners)} share the win"

"""Strategy cards and kept exploration cards (rulebook p. 21, p. 24), and combat re-rolls.

- Strategy cards: 3 drawn each spring, 1 each other season (an empty deck reshuffles its
  discard pile). They may be played only while their player's captain is on the board.
  Action cards during your own turn, reaction cards at any time: in your turn, in the combats you
  are in (attacker first, then both in any order until both pass: `combat_cards`), and before
  each decision of another player's turn (`freeacts.reaction_due`). A played card
  lies on the left of the board; a new one covers the old (one active effect per player); when
  the effect ends (instantly, or at the end of the turn, combat or season the card names) all
  played cards go to the discard pile. All strategy cards are reshuffled at the end of a year.
- Instead of its effect, any strategy card may be discarded to re-roll any number of your dice
  once after a roll (same captain condition).
- KEEP exploration cards are used from the hand; their `play` rules apply (with the scope of
  the moment: this movement, exploration, combat round or turn) and the card is discarded.
- A camp on a mountain lets its player re-roll one attack die once per round when attacking in
  adjacent areas. `reroll` effects grant re-rolls for the round.
- No cap on cards played in a turn; the engine's guard against a card that draws cards being
  replayed through reshuffles without end: a player plays at most as many strategy cards in one
  turn as they own (`owned`), which needs the whole deck cycled within a turn.
"""

from __future__ import annotations

from . import mods
from engine.core.frames import Decision
from .rules import fire


def draw_strategy(state, seat: int, count: int) -> None:
    p = state.players[seat]
    drawn = []
    for _ in range(count):
        if not p.deck:
            if not p.discard:
                break
            p.deck.extend(p.discard)
            p.discard.clear()
            state.rng.shuffle(p.deck)
            state.emit("reshuffle", seat, -1, pile="strategy cards", size=len(p.deck))
        card = p.deck.pop()
        p.hand.append(card)
        drawn.append(card.id)
    state.emit("strategy_draw", seat, -1, cards=drawn)


def reshuffle_strategy(state, seat: int) -> None:
    p = state.players[seat]
    p.deck.extend(p.hand + p.discard + p.played)
    p.hand.clear()
    p.discard.clear()
    p.played.clear()
    p.active = None
    p.active_until = ""
    state.rng.shuffle(p.deck)
    state.emit("reshuffle", seat, -1, pile="strategy cards", size=len(p.deck))


def owned(p) -> int:
    """The strategy cards a player owns (hand, deck, discard pile, played): the most they may play
    in one turn (an engine bound; see the module text)."""
    return len(p.hand) + len(p.deck) + len(p.discard) + len(p.played)


def playable(state, seat: int, window: str) -> list[str]:
    """Distinct ids of the strategy cards the player may play in this window (`reaction`: in
    another player's turn, outside combats: reaction cards that do not last a combat), sorted."""
    p = state.players[seat]
    hand = p.hand
    if not hand:  # (the usual answer outside spring)
        return []
    out = []  # (`sorted({...})`, without the set: a hand holds a few cards)
    if window == "reaction":  # asked before every decision of another player's turn: the hand first
        for card in hand:
            timing = card.timing
            duration = card.duration
            if timing == "reaction" and duration != "combat":
                cid = card.id
                if cid not in out:
                    out.append(cid)
        if not out or not may_play(state, p):
            return []
    elif not may_play(state, p):
        return []
    elif window == "combat":  # cards lasting an instant or the combat; reaction cards only in another's turn
        own_turn = seat == state.active
        for card in hand:
            duration = card.duration
            if duration == "instant" or duration == "combat":
                timing = card.timing
                if own_turn or timing == "reaction":
                    cid = card.id
                    if cid not in out:
                        out.append(cid)
    else:
        for card in hand:
            duration = card.duration
            if duration != "combat":
                cid = card.id
                if cid not in out:
                    out.append(cid)
    out.sort()
    return out


def may_play(state, p) -> bool:
    """May the player, holding a strategy card, play one now: their captain is on the board and they have
    played fewer cards this turn than they own (none played yet: they own the card they hold)?"""
    plays = state.plays[p.seat]
    if plays and plays >= owned(p):
        return False
    captains = p.captains
    return captains.count(0) != len(captains)  # `p.captain_on_board()`, without the call


def take_card(cards: list, card_id: str):
    """Remove from `cards` and return the first card with that id (what `cards.remove(card)` removes after
    `card = next(c for c in cards if c.id == card_id)`: the cards before it have other ids, so none equals
    it; without the dataclass `__eq__` that `remove` calls on each of them, nor a generator)."""
    for i, card in enumerate(cards):
        if card.id == card_id:
            del cards[i]
            return card
    raise StopIteration  # (as `next` on no such card)


def play_strategy(state, seat: int, card_id: str, scope: str) -> None:
    p = state.players[seat]
    card = take_card(p.hand, card_id)
    p.played.append(card)
    state.plays[seat] += 1
    latest = 0  # `max(q.played_at for q in state.players)`, without the generator (counters are >= 0)
    for q in state.players:
        at = q.played_at
        if at > latest:
            latest = at
    p.played_at = 1 + latest
    state.emit("play", seat, -1, card=card.id, duration=card.duration, covers=p.active.id if p.active else "")
    if card.duration == "instant":
        p.active = None
        p.active_until = ""
        state.push("card_done", seat)
    else:
        p.active = card
        p.active_until = card.duration
    fire(state, "play", seat, only=card.id, owner=seat, scope=scope, card=card)


def run_card_done(state, frame) -> None:
    state.stack.pop()
    p = state.players[frame.player]
    if p.active is None and p.played:
        p.discard.extend(p.played)
        p.played.clear()


def expire_cards(state, scope: str) -> None:
    """Effects lasting a turn, combat or season end: the played cards go to the discard pile."""
    for p in state.players:
        if p.active is not None and p.active_until == scope:
            state.emit("card_expired", p.seat, -1, card=p.active.id)
            p.discard.extend(p.played)
            p.played.clear()
            p.active = None
            p.active_until = ""


def use_kept(state, seat: int, card_id: str, scope: str) -> None:
    for card in state.players[seat].kept:  # the first kept card with that id
        if card.id == card_id:
            break
    else:
        raise StopIteration
    state.emit("use", seat, -1, card=card.id)
    state.push("kept_done", seat, card=card)
    fire(state, "play", seat, only=card.id, owner=seat, scope=scope, card=card)


def run_kept_done(state, frame) -> None:
    state.stack.pop()
    p = state.players[frame.player]
    card = frame.d["card"]
    for i, held in enumerate(p.kept):
        if held is card:
            del p.kept[i]
            state.explore_discard.append(card)
            state.emit("card_discarded", frame.player, -1, card=card.id, reason="used")
            break


# -- combat windows --------------------------------------------------------------------------
def has_combat_window(state, seat: int) -> bool:
    p = state.players[seat]
    return bool(p.kept) or bool(playable(state, seat, "combat"))


def run_combat_cards(state, frame) -> None:
    """Before a round's dice (p. 24): the attacker's window first, then the two players of the
    combat in turn, each answering the other, until both pass in a row (`next`: the seat asked
    next, `quiet`: passes in a row, `since`: decisions made when the open window began)."""
    c = state.combat
    d = frame.d
    if d["since"] >= 0:  # a window just closed: did its player play or use a card?
        acted = False  # `any(a != ("ready",) for a in ...)`, without the generator
        for a in state.decisions[d["since"]:]:
            if a != ("ready",):
                acted = True
                break
        d["quiet"] = 1 if acted else d["quiet"] + 1
        d["next"] = _other(c, d["next"])
        d["since"] = -1
    while d["quiet"] < 2:
        seat = d["next"]
        if seat >= 0 and has_combat_window(state, seat):
            d["since"] = len(state.decisions)
            state.push("combat_window", seat)
            return
        d["quiet"] += 1
        d["next"] = _other(c, seat)
    state.stack.pop()


def _other(c, seat: int) -> int:
    return c.defender if seat == c.attacker else c.attacker


class CombatWindow(Decision):
    """Before the dice of a round: play strategy cards or use kept cards, then `ready`."""

    def legal(self, state, frame):
        return [("ready",)]

    def apply(self, state, frame, action):
        state.stack.pop()


def _mountain(state, seat: int, area: int) -> bool:
    camps = state.players[seat].camps
    for a in state.adjacency()[area]:
        if camps[a]:
            tile = state.tile[a]
            if tile is not None and tile.kind == "terrain" and tile.card.terrain == "mountain":
                return True
    return False


def _my_dice(state, seat: int):
    c = state.combat
    return c.dice_a if seat == c.attacker else c.dice_d  # (`c.side_of(seat) == "attacker"`)


def reroll_sources(state, seat: int, first: bool = False) -> list[str]:
    """The re-rolls the player may take now, in this order (`first`: only the first of them)."""
    c = state.combat
    attacker = seat == c.attacker
    if not (c.dice_a if attacker else c.dice_d):  # (`_my_dice`, inline)
        return []
    used = c.used
    out = []
    if attacker and ("mountain", seat) not in used and _mountain(state, seat, c.area):
        out.append("mountain")
        if first:
            return out
    if ("strategy", seat) not in used:
        p = state.players[seat]
        if p.hand:
            captains = p.captains
            if captains.count(0) != len(captains):  # `p.captain_on_board()`, without the call
                out.append("strategy")
                if first:
                    return out
    if ("allowance", seat) not in used and state.mods and mods.reroll_allowance(state, seat) > 0:
        out.append("allowance")  # (no effect in play, `state.mods` empty: no allowance; asked without a call)
    return out


def has_reroll(state, seat: int) -> bool:
    return bool(reroll_sources(state, seat, True))


def _distinct(dice, skip=()) -> list[tuple[int, int]]:
    seen = []
    for i, die in enumerate(dice):
        if i not in skip and die not in seen:
            seen.append(die)
    return seen


class RerollWindow(Decision):
    """After the dice of a round: re-roll from a mountain camp, a discarded strategy card or a
    re-roll effect (each once per round), then `keep`."""

    def legal(self, state, frame):
        seat = frame.player
        sources = reroll_sources(state, seat)
        out = []
        if "mountain" in sources:
            out += [("mountain_reroll", s, v) for s, v in _distinct(_my_dice(state, seat))]
        if "strategy" in sources:
            out += [("discard_reroll", cid) for cid in sorted({c.id for c in state.players[seat].hand})]
        if "allowance" in sources:
            out.append(("reroll_effect",))
        return out + [("keep",)]

    def apply(self, state, frame, action):
        seat = frame.player
        c = state.combat
        kind = action[0]
        if kind == "keep":
            state.stack.pop()
        elif kind == "mountain_reroll":
            c.used = c.used + (("mountain", seat),)
            dice = _my_dice(state, seat)
            index = dice.index((action[1], action[2]))
            _reroll(state, seat, (index,), "mountain")
        elif kind == "discard_reroll":
            c.used = c.used + (("strategy", seat),)
            p = state.players[seat]
            card = take_card(p.hand, action[1])
            p.discard.append(card)
            state.emit("card_discarded", seat, -1, card=card.id, reason="re-roll")
            state.push("mark", seat, limit=len(_my_dice(state, seat)), marked=(), source="strategy card")
        else:
            c.used = c.used + (("allowance", seat),)
            state.push("mark", seat, limit=mods.use_reroll_allowance(state, seat), marked=(), source="effect")


class MarkDice(Decision):
    """Choose the dice to re-roll one at a time (by value), then `roll`."""

    def legal(self, state, frame):
        marked = frame.d["marked"]
        out = []
        if len(marked) < frame.d["limit"]:
            out = [("mark", s, v) for s, v in _distinct(_my_dice(state, frame.player), marked)]
        return out + [("roll",)]

    def apply(self, state, frame, action):
        if action[0] == "roll":
            state.stack.pop()
            _reroll(state, frame.player, frame.d["marked"], frame.d["source"])
            return
        marked = frame.d["marked"]
        wanted = (action[1], action[2])
        for index, die in enumerate(_my_dice(state, frame.player)):  # the first unmarked die of that value
            if die == wanted and index not in marked:
                break
        else:
            raise StopIteration  # (as `next` on no such die)
        frame.d["marked"] = marked + (index,)


def _reroll(state, seat: int, indices, source: str) -> None:
    c = state.combat
    attacker = c.side_of(seat) == "attacker"
    dice = list(c.dice_a if attacker else c.dice_d)
    before = [f"d{s}:{v}" for s, v in dice]
    for i in indices:
        sides = dice[i][0]
        dice[i] = (sides, state.roll(sides))
    if attacker:
        c.dice_a = tuple(dice)
    else:
        c.dice_d = tuple(dice)
    state.emit("reroll", seat, c.area, source=source, before=before, after=[f"d{s}:{v}" for s, v in dice],
               dice=len(indices))

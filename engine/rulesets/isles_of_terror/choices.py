"""Small generic decisions several rules share: remove or place figures, discard cards,
choose a mission (picking a resource is in `resources.py`).

Each is a decision frame; the helpers below push it (or act at once when nothing is left to
choose). All are `auto`: a choice with one option is taken without asking.
"""

from __future__ import annotations

from engine.core.frames import Decision
from .camps import destroy_camp
from .board import CHARACTERS_PER_AREA

def remove_figures(state, seat: int, count: int, areas: tuple | None, camps: bool, reason: str) -> None:
    """The player removes `count` of their figures (characters, and camps if `camps`) from the
    board to their pool, choosing which; `areas` limits where (None: anywhere)."""
    if count > 0 and removable(state, seat, areas, camps):
        state.push("remove", seat, left=count, areas=areas, camps=camps, reason=reason)


def removable(state, seat: int, areas, camps: bool) -> list:
    p = state.players[seat]
    out = []
    coords = state.board.coords
    for area in (range(state.board.size) if areas is None else areas):
        if p.soldiers[area]:
            out.append(("remove", coords[area], "soldier"))
        if p.captains[area]:
            out.append(("remove", coords[area], "captain"))
        if camps and p.camps[area]:
            out.append(("remove", coords[area], "camp"))
    return out


def take_figure(state, seat: int, area: int, kind: str, by: int = -1) -> None:
    """Return one figure from the board to its owner's pool (a camp is destroyed)."""
    p = state.players[seat]
    if kind == "soldier":
        p.soldiers[area] -= 1
        p.pool_soldiers += 1
    elif kind == "captain":
        p.captains[area] -= 1
        p.pool_captains += 1
    else:
        destroy_camp(state, seat, area, by)
        return
    state.vacated(area)


class RemoveFigure(Decision):
    def legal(self, state, frame):
        return removable(state, frame.player, frame.d["areas"], frame.d["camps"])

    def apply(self, state, frame, action):
        area = state.board.index[action[1]]
        state.emit("figure_removed", frame.player, area, figure=action[2], reason=frame.d["reason"])
        frame.d["left"] -= 1
        if frame.d["left"] <= 0:
            state.stack.pop()
        take_figure(state, frame.player, area, action[2])
        if frame.d["left"] > 0 and not removable(state, frame.player, frame.d["areas"], frame.d["camps"]):
            state.stack.remove(frame)


# -- placing figures -------------------------------------------------------------------------
def room(state, seat: int, area: int) -> int:
    return max(0, CHARACTERS_PER_AREA - state.crowd(seat, area))


def place_figures(state, seat: int, soldiers: int, captains: int, areas: list[int], reason: str) -> None:
    """Place figures from the pool into one of `areas` (the player's choice; at most 3 characters)."""
    candidates = [a for a in areas if room(state, seat, a) > 0]
    if not candidates:
        state.emit("place_figures_skipped", seat, -1, reason=reason)
        return
    if len(candidates) == 1:
        put_figures(state, seat, candidates[0], soldiers, captains, reason)
        return
    state.push("place", seat, areas=tuple(candidates), soldiers=soldiers, captains=captains, reason=reason)


def put_figures(state, seat: int, area: int, soldiers: int, captains: int, reason: str) -> None:
    p = state.players[seat]
    placed_c = min(captains, p.pool_captains, room(state, seat, area))
    p.pool_captains -= placed_c
    p.captains[area] += placed_c
    placed_s = min(soldiers, p.pool_soldiers, room(state, seat, area))
    p.pool_soldiers -= placed_s
    p.soldiers[area] += placed_s
    state.emit("figures_placed", seat, area, soldiers=placed_s, captains=placed_c, reason=reason)


class PlaceFigures(Decision):
    def legal(self, state, frame):
        return [("place_at", state.board.coords[a]) for a in frame.d["areas"]]

    def apply(self, state, frame, action):
        state.stack.pop()
        put_figures(state, frame.player, state.board.index[action[1]], frame.d["soldiers"],
                    frame.d["captains"], frame.d["reason"])


# -- cards -----------------------------------------------------------------------------------
def discard_cards(state, seat: int, deck: str, count: int, reason: str) -> None:
    hand = state.players[seat].hand if deck == "strategy" else state.players[seat].kept
    if count > 0 and hand:
        state.push("discard", seat, deck=deck, left=count, reason=reason)


class DiscardCard(Decision):
    def legal(self, state, frame):
        p = state.players[frame.player]
        hand = p.hand if frame.d["deck"] == "strategy" else p.kept
        return [("discard", card_id) for card_id in sorted({c.id for c in hand})]

    def apply(self, state, frame, action):
        p = state.players[frame.player]
        strategy = frame.d["deck"] == "strategy"
        hand = p.hand if strategy else p.kept
        card = next(c for c in hand if c.id == action[1])
        hand.remove(card)
        (p.discard if strategy else state.explore_discard).append(card)
        state.emit("card_discarded", frame.player, -1, card=card.id, reason=frame.d["reason"])
        frame.d["left"] -= 1
        if frame.d["left"] <= 0 or not hand:
            state.stack.pop()


class ChooseMission(Decision):
    """After drawing mission cards: keep one (the current mission keeps its success tokens)."""

    def legal(self, state, frame):
        return [("mission", card.id) for card in frame.d["options"]]

    def apply(self, state, frame, action):
        state.stack.pop()
        p = state.players[frame.player]
        keep = next(c for c in frame.d["options"] if c.id == action[1])
        if keep is not p.mission:
            if p.mission is not None:
                state.mission_discard.append(p.mission)
            p.mission = keep
            p.success = 0
        for card in frame.d["options"]:
            if card is not keep and card is not frame.d["current"]:
                state.mission_discard.append(card)
        state.emit("mission_kept", frame.player, -1, mission=keep.id)

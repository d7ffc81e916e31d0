"""Which legal actions a click on the playtest board stands for (pure Python, no Qt).

The playtest window never decides what is legal: it filters the engine's `legal_actions()` by what
was clicked. An action names a field when one of its arguments is a board coordinate
(`("target", (3, 2))`, `("recruit", (3, 2), "soldier")`, `("retreat", (4, 2))`, ...); a figure
click narrows that to the actions about that kind of figure (`move_from`, `recruit`, `remove`,
`camp_instead` for a camp), and a click on one's own figure in the area being fought over picks
the matching casualty. Action fields and cards are picked by their index or id.
"""

from __future__ import annotations

from collections.abc import Iterable

Coord = tuple[int, int]
FIGURE_KINDS = ("soldier", "captain", "camp", "ship")
CARD_ACTIONS = ("play", "use", "discard", "discard_reroll", "mission")


def is_coord(value) -> bool:
    return (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in value))


def action_coord(action: tuple) -> Coord | None:
    """The board field an action is about (None when it is about no field)."""
    return action[1] if len(action) > 1 and is_coord(action[1]) else None


def clickable_fields(actions: Iterable[tuple], place=action_coord) -> set[Coord]:
    """The fields a click can act on now (`place(action)`: the field an action is about, or None; a
    ruleset whose actions name sides or cards rather than fields gives its own, `EditorRuleset.action_place`)."""
    return {c for c in map(place, actions) if c is not None}


def for_area(actions: Iterable[tuple], coord: Coord, place=action_coord) -> list[tuple]:
    """The legal actions about the field `coord`, in the engine's order."""
    coord = tuple(coord)
    return [a for a in actions if place(a) == coord]


def for_figure(actions: Iterable[tuple], coord: Coord, figure: str, seat: int, player: int,
               combat_area: Coord | None = None) -> list[tuple]:
    """The legal actions a click on a figure stands for.

    `seat` owns the figure, `player` is the one deciding. A deciding player's own figure in the area
    being fought over picks the casualty of that kind; otherwise the actions about the field that
    name the figure's kind (a camp also matches `camp_instead`); failing those, everything about the
    field (a click on an enemy soldier in an area you may attack is a click on the area).
    """
    actions = list(actions)
    coord = tuple(coord)
    if seat == player and combat_area is not None and tuple(combat_area) == coord:
        casualties = [a for a in actions if a[0] == "casualty" and a[1] == figure]
        if casualties:
            return casualties
    here = for_area(actions, coord)
    if seat == player:
        named = [a for a in here if (len(a) > 2 and a[2] == figure) or (figure == "camp" and a[0] == "camp_instead")]
        if named:
            return named
    return here


def for_field(actions: Iterable[tuple], index: int) -> list[tuple]:
    """The action that puts the action token on field `index` (empty if that is not a choice now)."""
    return [a for a in actions if a[0] == "field" and a[1] == index]


def for_card(actions: Iterable[tuple], card_id: str) -> list[tuple]:
    """The actions about a card in hand (play it, use it, discard it, keep it as mission)."""
    return [a for a in actions if a[0] in CARD_ACTIONS and len(a) > 1 and a[1] == card_id]


def clickable_action_fields(actions: Iterable[tuple]) -> set[int]:
    return {a[1] for a in actions if a[0] == "field"}


def clickable_cards(actions: Iterable[tuple]) -> set[str]:
    return {a[1] for a in actions if a[0] in CARD_ACTIONS and len(a) > 1 and isinstance(a[1], str)}

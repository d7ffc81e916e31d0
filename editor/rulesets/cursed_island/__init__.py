"""The editor side of Cursed Island: its scenario forms, card editors with the effect builder, island
tiles, planning board, panels, print sheets and the log's prose. It imports its own engine ruleset
(`engine.rulesets.cursed_island`) only."""

from __future__ import annotations

from editor.rulesets import EditorRuleset


class CursedIslandEditor(EditorRuleset):
    id = "cursed-island"

    # -- views and cards hooks --

    # -- print hooks --

    # -- playtest hooks --
    #: what the log keeps with "Important only": the rounds, the cards that strike (threats falling, events),
    #: the plan's commit and each action resolved, fights, wounds and deaths, items built or lost, tiles
    #: explored, morale, the weather, and the end (won or lost)
    important_kinds = frozenset({"round", "event", "threat-falls", "commit", "action", "action-lost", "fight",
                                 "wound", "death", "invention-built", "item-lost", "explore", "shelter", "morale",
                                 "weather", "open-air", "unfulfilled", "won", "lost"})
    #: what chance decided under a decision: the action and weather dice, the cards and tiles drawn
    chance_kinds = frozenset({"roll", "weather", "adventure", "mystery", "event", "explore", "beast", "discovery",
                              "reshuffle", "hunt"})
    score_name = "Points"

    def board_view(self, parent=None):
        from .board_view import CursedBoardView

        return CursedBoardView(parent)

    def game_status(self, parent=None):
        from .panels import GameStatus

        return GameStatus(parent)

    def board_legend(self, parent=None):
        from .legend import CursedLegend

        return CursedLegend(parent)

    def player_boards(self, parent=None):
        from .panels import PlayerBoards

        return PlayerBoards(parent)

    def narrate(self, event, game) -> str:
        from engine.core import ruleset as rulesets

        return rulesets.get(self.id).narrate_event(event, game)

    def seat_colours(self, game) -> list[str]:
        from .layout import PERSON_COLOURS

        return [PERSON_COLOURS[s % len(PERSON_COLOURS)] for s in range(game.num_players)]

    def position_text(self, state) -> str:
        return f"Round {state.round} of {state.game.scenario.rounds}, {state.phase}"

    def action_place(self, state):
        """A drop on the planning board names the (pawn, action, target) it stands for, the commit button
        the commit, a click on a space at night the camp's move there (`places.place_of`)."""
        from .places import places_of

        return places_of(state)

    def pick_refusal(self, state, coord) -> str | None:
        from .places import refusal

        return refusal(state, coord)


EDITOR_RULESET = CursedIslandEditor()

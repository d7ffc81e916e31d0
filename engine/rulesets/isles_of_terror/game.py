"""`Game`: an adventure, its players (seat order) and the mode. Immutable; each game is dealt from
it with its own seed (OpenSpiel's shape), so a run builds one `Game` and plays every game from it.

```python
from engine.content.resolve import load_adventure
from engine.rulesets.isles_of_terror import Game

game = Game(load_adventure("drowned-temple"), factions=["yoruba", "red-coats", "chasseurs"])
state = game.new_initial_state(7)
while not state.is_terminal():
    state.apply_action(state.legal_actions()[0])
```

Factions: pass `factions=[ids]` (seat order = list order), or let them be drawn per game: the
adventure's allowed factions shuffled by a `random.Random` seeded with `f"factions:{seed}"`,
first N taken (`draw_factions`; `IslesOfTerror.seating` tells a run the seats of each game, and
the run keeps one `Game` per seating). Modes: `competitive`, `cooperative` and `solo` (cooperative.py): in solo one
seat controls every faction of the game (`factions=[a, b]`: the engine's players are the
factions, `seats` is 1 and `seat_of(player)` is 0); otherwise each faction has its own seat.

The game also indexes every special rule that can apply (adventure, areas, event cards,
minions and boss, exploration cards, locations, terrain, faction abilities, strategy cards) by
trigger event, so firing a trigger only looks at the rules that could answer it.
"""

from __future__ import annotations

import random

from . import model as m

from . import (actions, allies, camps, cards, choices, combat, conditions, cooperative, effects, explore, freeacts, move,
               resources, scoring, season, team_actions, terror_effects, terror_moves, text, threat, triggers, turn,
               victory)
from .board import Board
from .conditions import Memo
from .rules import Hooks, IslesRules
from .setup import Opening, initial_state
from engine.core.errors import EngineError
from engine.core.vocabulary import CONDITION_COMBINATORS, EFFECT_COMBINATORS
from .triggers import RuleEntry
from .victory import conditions_by_timing, possible_test
from .vocabulary import TRIGGERS
from .content_kinds import MODES_IMPLEMENTED  # re-exported: where the ruleset object reads it too

# -- the rules of Isles of Terror, put together here: every procedure, decision, effect and condition
# of the frame machine and the rules vocabulary, in one table each (rules.IslesRules)
PROCEDURES = {  # frame kind -> function (state, frame)
    "card_done": cards.run_card_done,
    "kept_done": cards.run_kept_done,
    "combat_cards": cards.run_combat_cards,
    "combat": combat.run_combat,
    "conquest": combat.run_conquest,
    "move": move.run_move,
    "movement": move.run_movement,
    "arrive": move.run_arrive,
    "land": actions.run_land,
    "recruit": actions.run_recruit,
    "produce": actions.run_produce,
    "supply": actions.run_supply,
    "fire": triggers.run_fire,
    "effects": triggers.run_effects,
    "minion_attack": threat.run_minion_attack,
    "threat_roll": threat.run_threat_roll,
    "explore": explore.run_explore,
    "terror_phase": terror_moves.run_terror_phase,
    "terror_activation": terror_moves.run_terror_activation,
    "game": season.run_game,
    "season": season.run_season,
    "year_end": season.run_year_end,
    "pacify": team_actions.run_pacify,
    "terror_effects": terror_effects.run_terror_effects,
    "turn": turn.run_turn,
}
DECISIONS = {  # frame kind -> (Decision class, its window of free actions, auto: taken alone when the only one)
    "resource": (resources.ChooseResource, None, False),
    "morale": (scoring.Morale, None, True),
    "camp": (camps.RaiseCamp, None, True),
    "raid_take": (camps.RaidTake, None, True),
    "remove": (choices.RemoveFigure, None, True),
    "place": (choices.PlaceFigures, None, True),
    "discard": (choices.DiscardCard, None, True),
    "choose_mission": (choices.ChooseMission, None, True),
    "combat_window": (cards.CombatWindow, "combat", True),
    "reroll_window": (cards.RerollWindow, None, True),
    "mark": (cards.MarkDice, None, True),
    "ally_reroll": (allies.AllyReroll, None, True),
    "casualty": (combat.Casualty, None, True),
    "retreat": (combat.Retreat, None, True),
    "move_target": (move.MoveTarget, "main", True),
    "move_figure": (move.MoveFigure, "target", False),
    "river": (move.RiverMove, None, True),
    "land_sea": (actions.LandSea, None, True),
    "hire": (actions.Hire, "main", False),
    "land_target": (actions.LandTarget, "main", False),
    "recruit_pick": (actions.Recruit, "main", False),
    "optional": (triggers.Optional_, None, False),
    "threat_loss": (threat.ThreatLoss, None, True),
    "negotiate": (explore.Negotiate, "exploration", True),
    "reaction_window": (freeacts.ReactionWindow, "reaction", True),
    "terror_move": (terror_moves.TerrorMove, None, True),
    "starter": (season.ChooseStarter, None, True),
    "next_player": (team_actions.NextPlayer, None, True),
    "supply_kind": (team_actions.SupplyKind, None, True),
    "trade_gold": (team_actions.TradeGold, None, True),
    "trade_rations": (team_actions.TradeRations, None, True),
    "pacify_pick": (team_actions.PacifyPick, None, True),
    "field": (turn.ChooseField, "turn", False),
    "act": (turn.ChooseAction, "main", False),
    "bonus": (turn.Bonus, None, False),
}
EFFECTS = {  # effect name of the vocabulary -> function (state, ctx, args)
    "gain": effects.gain,
    "lose": effects.lose,
    "gain_to_sea_card": effects.gain_to_sea_card,
    "victory_points": effects.victory_points,
    "advance_progress": effects.advance_progress,
    "place_figures": effects.place_figures,
    "remove_figures": effects.remove_figures,
    "minion_attack": effects.minion_attack,
    "random_movement": effects.random_movement,
    "modify_combat_dice": effects.modify_combat_dice,
    "reroll": effects.reroll,
    "draw_cards": effects.draw_cards,
    "discard_cards": effects.discard_cards,
    "summon_terror": effects.summon_terror,
    "raise_terror": effects.raise_terror,
    "swap_tile": effects.swap_tile,
    "set_flag": effects.set_flag,
    "clear_flag": effects.clear_flag,
    "negotiation_cost": effects.negotiation_cost,
    "move_cost": effects.move_cost,
    "forbid_action": effects.forbid_action,
    "success_token": effects.success_token,
    "area_value": effects.area_value,
    "end_exploration": effects.end_exploration,
    "discard_this_card": effects.discard_this_card,
}
CONDITIONS = {  # condition name of the vocabulary -> function (state, ctx, args) -> bool
    "controls_area": conditions.controls_area,
    "in_area": conditions.in_area,
    "has_resources": conditions.has_resources,
    "season": conditions.season,
    "year": conditions.year,
    "progress_position": conditions.progress_position,
    "victory_points": conditions.victory_points,
    "camps_in_play": conditions.camps_in_play,
    "card_in_hand": conditions.card_in_hand,
    "flag": conditions.flag,
    "captain_on_board": conditions.captain_on_board,
    "mode": conditions.mode,
    "combat_role": conditions.combat_role,
}
RULES = IslesRules(PROCEDURES, DECISIONS, EFFECTS, CONDITIONS)
# what the lower layers start of the higher ones' work (rules.Hooks), put together here where the game is
HOOKS = Hooks(
    fire=triggers.fire,
    start_exploration=explore.start_exploration,
    check_victory=victory.check,
    check_team_victory=cooperative.check_team,
    free_actions=freeacts.offers,
    apply_free_action=freeacts.apply,
    reaction_due=freeacts.reaction_due,
    action_text=text.action_text,
)


def term_names() -> dict[str, set[str]]:
    """The names of the rules vocabulary the engine implements, by role (compared with the schema by the
    tests): the game's own, without the kit's combinators (`all`, `any`, `not`, `if_possible`) that its
    vocabulary also plays but its schema does not offer."""
    return {"trigger": set(TRIGGERS), "condition": set(RULES.conditions) - set(CONDITION_COMBINATORS),
            "effect": set(RULES.effects) - set(EFFECT_COMBINATORS)}


def draw_factions(adventure: m.Adventure, players: int, seed: int) -> tuple[str, ...]:
    """The factions a game dealt from `seed` seats when none are chosen, in seat order: the adventure's
    factions shuffled by a generator seeded with `f"factions:{seed}"`, the first `players` taken (fewer
    factions than players: all of them, and the `Game` refuses the count)."""
    order = list(adventure.factions)
    random.Random(f"factions:{seed}").shuffle(order)
    return tuple(f.id for f in order[:players])


class Game:
    def __init__(self, adventure: m.Adventure, players: int | None = None, factions=None,
                 mode: str = "competitive", seed: int = 0, carry_in=None) -> None:
        """`seed`: the seed `new_initial_state()` deals with when given none, and, when `factions` is
        None, the one the seats are drawn from (`draw_factions`); `Ruleset.new_game` and every run
        give the seed per game instead (`new_initial_state(seed)`)."""
        if mode not in adventure.modes:
            raise EngineError("game/mode", f"the adventure '{adventure.id}' is not played in {mode} mode")
        if mode not in MODES_IMPLEMENTED:
            raise EngineError("game/mode-not-supported", f"the rules engine plays the {', '.join(MODES_IMPLEMENTED)} "
                                                         f"mode; {mode} is not implemented")
        solo = mode == "solo"
        if solo and players is not None and players != 1 and (factions is None or players != len(factions)):
            raise EngineError("game/players", f"a solo game has one player, not {players} "
                                              "(pass factions=[...] to play several factions)")
        if factions is not None:
            chosen = []
            for f in factions:
                fid = f if isinstance(f, str) else f.id
                faction = adventure.faction(fid)
                if faction is None:
                    raise EngineError("game/faction", f"'{fid}' is not a faction of the adventure "
                                                      f"({', '.join(x.id for x in adventure.factions)})")
                if faction in chosen:
                    raise EngineError("game/faction", f"the faction '{fid}' is chosen twice")
                chosen.append(faction)
            if players is not None and players != len(chosen) and not solo:
                raise EngineError("game/players", f"{players} players but {len(chosen)} factions")
            players = len(chosen)
        else:
            players = 1 if solo else 3 if players is None else players
            if players > len(adventure.factions):
                raise EngineError("game/players", f"{players} players but only {len(adventure.factions)} factions")
            chosen = [adventure.faction(fid) for fid in draw_factions(adventure, players, seed)]
        low, high = adventure.players
        if solo:
            if not 1 <= players <= high:
                raise EngineError("game/players", f"a solo player of '{adventure.id}' controls 1 to {high} factions, "
                                                  f"not {players}")
        elif not low <= players <= high:
            raise EngineError("game/players", f"the adventure '{adventure.id}' is for {low} to {high} players, not {players}")
        if players not in adventure.setup.player_materials:
            raise EngineError("game/players", f"the adventure has no player materials for {players} players")
        self.adventure = adventure
        self.num_players = players
        self.factions: tuple[m.Faction, ...] = tuple(chosen)
        self.mode = mode
        self.seats = 1 if solo else players  # the people (or bots) at the table
        self.default_seed = int(seed)  # see __init__: a run gives the seed per game
        if carry_in is not None:  # a campaign chapter: what the chapters before carry over (carry.py)
            carry_in.check(players)
        self.carry_in = carry_in
        # what every game dealt from this one shares (all of it from frozen content): built once here
        self.board = Board(adventure.map)
        self.condition_memo = Memo()  # conditions.py
        self.opening = Opening(adventure, self.board, mode)  # setup.py
        self.materials: m.Materials = adventure.setup.materials(mode, players)  # the mode's own where it has one
        self.rules = RULES  # the procedures, decisions, effects and conditions of Isles of Terror
        self.hooks: Hooks = HOOKS  # the higher layers' work the lower ones start (rules.Hooks)
        self._build_rule_index()
        # the mode's victory conditions by timing (victory.py: cheap terms first), whether there are
        # `immediate` ones, and the test whether a seat can meet one now: False when none can (victory.py);
        # None: always check. The test reads one seat's figures, so it does not hold for a team's sums
        # (cooperative.py): None there
        self.victory_at = conditions_by_timing(adventure, mode)
        self.immediate = "immediate" in self.victory_at
        self.immediate_possible = possible_test(self.victory_at["immediate"]) \
            if self.immediate and mode == "competitive" else None

    # -- rules by trigger -----------------------------------------------------------------
    def _build_rule_index(self) -> None:
        """Every special rule that can apply in games of this adventure with these factions in these
        seats and the campaign advantages each seat holds, indexed by trigger event."""
        a = self.adventure
        setup = a.setup
        entries: list[RuleEntry] = []
        seen_cards: set[tuple[str, str]] = set()

        def add(rules, scope, ref, card=None):
            for rule in rules:
                entries.append(RuleEntry(len(entries), rule, scope, ref, card))

        def add_card(card, scope):
            if card is None or (card.kind, card.id) in seen_cards:
                return
            seen_cards.add((card.kind, card.id))
            add(card.rules, scope, card.id, card)

        add(a.rules, "adventure", None)
        for index, area in enumerate(self.board.areas):
            add(area.rules, "area", index)
            if area.fixed is not None:
                add_card(area.fixed.location, "location")
                add_card(area.fixed.terrain, "terrain")
        for card in (setup.first_event, *setup.event_deck):
            add_card(card, "event")
        for card in (*setup.minions.values(), setup.boss):
            add_card(card, "monster")
        for card in setup.exploration_deck:
            add_card(card, "exploration")
        for card in setup.location_bag:
            add_card(card, "location")
        for card in setup.terrain_bag:
            add_card(card, "terrain")
        for seat, faction in enumerate(self.factions):
            if faction.ability is not None:
                add(faction.ability.rules, "faction", seat)
            for card in faction.strategy_deck:
                add_card(card, "strategy")
        for seat, seat_carry in enumerate(self.carry_in.seats if self.carry_in is not None else ()):
            for advantage in seat_carry.advantages:  # a campaign advantage is a rule of the seat
                add(advantage.rules, "faction", seat)
        self.rule_entries: tuple[RuleEntry, ...] = tuple(entries)
        by_event: dict[str, list[RuleEntry]] = {}
        untriggered = []
        for entry in entries:
            if entry.rule.trigger is None:
                untriggered.append(entry)
            else:
                by_event.setdefault(entry.rule.trigger.event, []).append(entry)
        self.by_event = {k: tuple(v) for k, v in by_event.items()}
        self.untriggered_text_rules = tuple(untriggered)
        tasks: dict[str, list[int]] = {}
        for index, task in enumerate(a.progress_tasks):
            if task.trigger is not None:
                tasks.setdefault(task.trigger.event, []).append(index)
        self.tasks_by_event = {k: tuple(v) for k, v in tasks.items()}
        # the events anything listens to (a rule, a progress task or a mission's success): `fire` returns at
        # once for the others, which are most of them in most adventures
        self.mission_events = frozenset(m.success.event for m in setup.mission_deck if m.success is not None)
        self.heard = frozenset(self.by_event) | frozenset(self.tasks_by_event) | self.mission_events
        # (event, card) or (event, None, the season's event card) -> what may answer it, and (event,) -> the
        # event's record they are made from: filled by `triggers.answer_of` as the games ask
        self.answering: dict[tuple, tuple] = {}
        # does a seated faction's strategy deck hold a card of the reaction window (`freeacts.reaction_due`)?
        # The players' strategy cards all come from those decks (setup.py, cards.py)
        self.reacting = any(card.timing == "reaction" and card.duration != "combat"
                            for f in self.factions for card in f.strategy_deck)

    @property
    def cooperative(self) -> bool:
        """Cooperative or solo: the players win or lose together (cooperative.py)."""
        return self.mode != "competitive"

    def seat_of(self, player: int) -> int:
        """The seat that decides for an engine player: 0 in solo, else the player's own seat."""
        return 0 if self.seats == 1 else player

    def seat_names(self) -> list[str]:
        """The faction id of each seat, in seat order (how logs and reports name the players)."""
        return [f.id for f in self.factions]

    def new_initial_state(self, seed: int | None = None):
        """A fresh game dealt from `seed` (the game's own seed when None): its state before the first
        decision. Every game of a run is dealt from one `Game`."""
        return initial_state(self, self.default_seed if seed is None else int(seed))

    def __repr__(self) -> str:
        return f"Game({self.adventure.id!r}, factions={[f.id for f in self.factions]}, mode={self.mode!r})"

"""Every effect term the bundled scenario's cards, skills, items, tokens and rules carry plays through
the vocabulary to its end, in the event phase and during an action, with every decision it asks for
answered, and the game's invariants hold after it (the arguments content writes are the ones the
effects read)."""

from __future__ import annotations

import random

from engine.content.resolve import load_adventure
from engine.core.vocabulary import Term
from engine.rulesets.cursed_island import flow
from engine.rulesets.cursed_island.effects import Ctx
from engine.rulesets.cursed_island.game import Game
from engine.rulesets.cursed_island.invariants import invariants


def terms_of(model) -> list[tuple[str, Term]]:
    found: list[tuple[str, Term]] = []

    def walk(terms, where):
        for term in terms:
            found.append((where, term))
            if term.name == "if_possible":
                walk(term.args, where)
            elif term.name == "choose":
                for option in term.args:
                    walk(option, where)

    for c in model.events:
        walk((*c.effects, *c.threat, *c.action.reward), c.id)
    walk((*model.wreckage.small, *model.wreckage.large), model.wreckage.id)
    for c in (*model.adventures, *model.mysteries):
        walk((*c.effects, *c.event), c.id)
    for c in (*model.beasts, *model.inventions, *model.scenario_inventions, *model.items, *model.discoveries,
              *model.special_discoveries):
        walk(c.effects, c.id)
    for character in model.characters:
        for skill in character.skills:
            walk(skill.effects, skill.id)
    walk((*model.book, *model.totem, *model.mystery_icon), model.id)
    for rule in model.rules:
        walk(rule.effects, model.id)
    return found


def test_every_effect_term_of_the_bundled_scenario_plays():
    model = load_adventure("wreck-and-beacon")
    game = Game(model, players=3)
    found = terms_of(model)
    assert {term.name for _, term in found} >= {"gain", "discard", "wound", "choose", "mystery", "fight"}
    start = game.new_initial_state(1)
    for where, term in found:
        for phase, action in (("event", ""), ("action", "explore")):
            state = start.clone()
            state.phase = phase
            state.stage = None
            state._legal = None
            state.todo[:] = [("terms", (term,), 0, Ctx(0, action, "", where)), ("reask", "halt", 0)]
            flow.run(state)
            rng = random.Random(0)
            while state.stage not in ("halt", "over"):
                state.apply_action(rng.choice(state.legal_actions()))
            state.stage = "plan"  # back at the planning the state was cloned from
            state._legal = None
            # (the card itself was never drawn: where its terms put it is not counted here)
            kept = [p for p in invariants(state) if "conserved" not in p and "more often" not in p]
            assert kept == [], (where, term.name, term.args)

"""Effect terms, pawns and action targets in plain words, for the choices a person reads in a playtest.

A DECIDE names its options by what they do ("gain 2 wood, or 1 wound to the actor"), not by their
index; a pawn by its castaway ("Cook's pawn 1"); a target by the card, invention or tile it names.
Every term of `model.EFFECTS` has its phrase here (`test_ci_prompts.py` checks none is missing), so a
card written in the editor reads as well as a bundled one; a term without a phrase would fall back
to its name.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.vocabulary import Term

from .model import RESOURCES

ACTION_WORDS = {"threat": "the threat action", "hunt": "hunting", "build": "building", "gather": "gathering",
                "explore": "exploring", "camp": "arranging the camp", "rest": "resting"}
WHO = {"all": "every castaway", "actor": "the one acting", "first": "the first player"}


def plural(n, word: str) -> str:
    return f"{n} {word}" if n == 1 or n == -1 else f"{n} {word}s"


def _args(term) -> dict:
    return term.args if isinstance(term.args, Mapping) else {}


def _count(term, default=1):
    if isinstance(term.args, Mapping):
        return term.args.get("count", default)
    return default if term.args is True else term.args


def _who(term) -> str:
    who = _args(term).get("who")
    return f" ({WHO.get(who, who)})" if who else ""


def resources(values: dict) -> str:
    parts = [f"{values[r]} {'preserved food' if r == 'preserved' else r}" for r in RESOURCES if values.get(r)]
    return ", ".join(parts) or "nothing"


def _title(table: dict | None, key) -> str:
    model = table.get(key) if table is not None else None
    return model.title if model is not None else str(key).replace("-", " ")


def term(state, t) -> str:
    """One effect term in words (`state` None: a card in the editor, its ids' own words for titles)."""
    game = state.game if state is not None else None
    a = _args(t)
    name = t.name
    if name == "gain":
        return "gain " + resources(a)
    if name == "discard":
        return "discard " + resources(a) + _who(t)
    if name in ("wound", "heal"):
        return plural(_count(t), "wound") + (" healed" if name == "heal" else "") + _who(t)
    if name == "determination":
        n = _count(t)
        return (f"gain {n}" if n >= 0 else f"discard {-n}") + " Determination" + _who(t)
    if name == "morale":
        n = _count(t)
        return f"morale {'+' if n >= 0 else ''}{n}"
    if name == "level":
        by = a.get("by", 1)
        return f"{a.get('track', 'level')} {'+' if by >= 0 else ''}{by}"
    if name == "halve":
        return f"{t.args} halved"
    if name == "weather":
        return "weather: " + ", ".join(f"{plural(v, k + ' cloud') if k != 'animals' else 'the animals die'}"
                                       for k, v in a.items() if v)
    if name == "token":
        return f"a {a.get('token', 'token').replace('_', ' ')} token on {a.get('on', 'the board')}"
    if name == "fight":
        return f"fight a beast of strength {a.get('strength', 0)}" + _who(t)
    if name == "mystery":
        return "draw mystery cards: " + ", ".join(plural(v, k) for k, v in a.items() if v)
    if name == "shuffle_into_events":
        return "this card goes into the event deck"
    if name == "beast":
        return plural(_count(t), "beast") + " into the hunting deck"
    if name == "discovery":
        return plural(_count(t), "discovery token")
    if name == "lose_item":
        return ("lose an item of the team's choice" if t.args == "any"
                else f"lose the {_title(game.inventions if game is not None else None, t.args)}")
    if name == "exhaust":
        return f"a {t.args} source exhausted"
    if name == "inaccessible":
        return "the tile becomes inaccessible"
    if name == "skip_production":
        return "no production next round"
    if name == "scenario_track":
        track = game.tracks.get(a.get("track")) if game is not None else None
        by = a.get("by", 1)
        return f"{track.title if track else _title(None, a.get('track'))} {'+' if by >= 0 else ''}{by}"
    if name == "extra_pawn":
        return f"an extra pawn for {ACTION_WORDS.get(t.args, t.args)} this round"
    if name == "reroll":
        return f"reroll a {t.args} die"
    if name == "ignore_cloud":
        return f"one {t.args} cloud less"
    if name == "winter_to_rain":
        return plural(_count(t), "winter cloud") + " turned to rain"
    if name == "wood_discount":
        return f"{_count(t)} wood less for one action"
    if name == "weapon_bonus":
        return f"weapon +{_count(t)} for this action"
    if name == "draw_inventions":
        return f"draw {a.get('draw', 1)} inventions, keep {a.get('keep', 1)}"
    if name == "scout_tiles":
        return f"look at {a.get('draw', 1)} island tiles, one on top"
    if name == "scout_discoveries":
        return f"draw {a.get('draw', 1)} discovery tokens, keep one"
    if name == "scout_hunt":
        return "look at the hunting deck's top beast"
    if name == "beast_on_top":
        return "a beast on top of the hunting deck"
    if name == "resolve_again":
        return "the event's effects once more"
    if name == "special_wound":
        return f"a special wound to the {a.get('part', 'body')}" + _who(t)
    if name == "shortcut":
        return "a shortcut to a tile next to the camp (1 of its resources each production)"
    if name == "night_outside":
        return "a night outside the camp" + _who(t)
    if name == "choose":
        return " or ".join(f"({terms(state, option)})" for option in t.args)
    if name == "if_possible":
        return f"if possible: {terms(state, t.args)}"
    return name.replace("_", " ")


def terms(state, ts) -> str:
    """A list of effect terms in words ("nothing" when empty)."""
    return "; ".join(term(state, t) for t in ts) or "nothing"


CONDITION_WORDS = {"shelter": "the shelter built", "morale_at_least": "morale at least {}",
                   "round_at_least": "from round {}", "terrain": "{} explored",
                   "explored_at_least": "at least {} tiles explored"}


def condition(t) -> str:
    """One condition term in words ("the Hearth Flame built", "Signal Pyre at least 5")."""
    a = _args(t)
    name = t.name
    if name == "has_item":
        return f"the {_title(None, t.args)} built"
    if name == "resources":
        return resources(a) + " in store"
    if name == "level_at_least":
        return f"{a.get('track', 'level')} at least {a.get('min', 0)}"
    if name == "built_count":
        return f"the {_title(None, a.get('item', '?'))} built {plural(a.get('count', 1), 'time')}"
    if name == "scenario_track_at_least":
        return f"{_title(None, a.get('track', '?'))} at least {a.get('min', 0)}"
    if name in ("all", "any"):
        return (" and " if name == "all" else " or ").join(condition(c) for c in t.args) or "nothing"
    if name == "not":
        return f"not ({condition(t.args)})"
    if name in CONDITION_WORDS:
        return CONDITION_WORDS[name].format(t.args)
    return name.replace("_", " ")


PASSIVE_WORDS = {"gather_bonus": "+{} to a successful gathering (once a round)", "keep_food": "food does not rot",
                 "ignore_winter": "{} winter cloud ignored each weather phase",
                 "ignore_rain": "{} rain cloud ignored each weather phase", "rest_heal": "a rest heals {} wounds",
                 "rest_determination": "a rest also gives {} Determination",
                 "morale_bonus": "{} more Determination at the morale phase",
                 "extra_pawn": "an extra pawn for {} every round", "weapon_level": "weapon +{} while kept",
                 "palisade_level": "palisade +{} while kept"}


def passive(name: str, value) -> str:
    """A lasting effect in words ("food does not rot", "an extra pawn for exploring every round")."""
    if name == "night_heal" and isinstance(value, Mapping):
        return f"at night, {value.get('food', 1)} food heals {plural(value.get('heal', 1), 'wound')} (once a night)"
    if name == "production" and isinstance(value, Mapping):
        return f"{resources(dict(value))} more at each production"
    if name == "production_gamble" and isinstance(value, Mapping):
        return f"at production, the {value.get('die', 'build')} wound die's wound gives {value.get('food', 1)} food"
    if name == "extra_pawn":
        value = ACTION_WORDS.get(value, value)
    return PASSIVE_WORDS.get(name, name.replace("_", " ") + " {}").format(value)


def from_data(item) -> Term:
    """A term as content writes it (`{name: args}`, combinators nested) as the engine's `Term`, for words."""
    (name, args), = item.items()
    if name == "choose":
        args = tuple(tuple(from_data(x) for x in option) for option in args)
    elif name in ("if_possible", "all", "any"):
        args = tuple(from_data(x) for x in args)
    elif name == "not":
        args = from_data(args)
    return Term(name, args)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else ""


def _terms_of(data) -> list:
    return [x for x in data if isinstance(x, Mapping) and len(x) == 1] if isinstance(data, list) else []


def effects_text(data) -> str:
    """Effects as content writes them in words for a card's face ("" when none)."""
    found = _terms_of(data)
    return _sentence("; ".join(term(None, from_data(x)) for x in found))


def conditions_text(data) -> str:
    """Conditions as content writes them in words ("" when none)."""
    return "; ".join(condition(from_data(x)) for x in _terms_of(data))


def passives_text(data) -> str:
    """A card's lasting effects (`{name: value}`) in words ("" when none)."""
    return _sentence("; ".join(passive(k, v) for k, v in data.items())) if isinstance(data, Mapping) else ""


def pawn(state, pid: str) -> str:
    """A pawn id in words: "Cook's pawn 1", "Friday", "the dog", "the map's pawn"."""
    who, _, n = pid.partition(":")
    game = state.game
    if who in game.characters and n:
        return f"{game.characters[who].title}'s pawn {n}"
    if who in ("friday", "dog") and not n:
        return _title(game.characters, game.helpers.get(who, who)) if who in game.helpers else who.capitalize()
    if who == "item":
        return f"the {_title({**game.inventions, **game.items}, n)}'s pawn"
    if who == "once":
        return f"this round's extra pawn {n}"
    return pid


def target(state, action: str, tgt: str) -> str:
    """An action's target in words: a threat card's title, what is built, a source and its tile, a space."""
    game = state.game
    if not tgt:
        return ""
    if action == "threat":
        return game.wreckage.title if tgt == game.wreckage.id else _title(game.events, tgt)
    if action == "build":
        what, fur = (tgt[:-4], True) if tgt.endswith(":fur") else (tgt, False)
        return _title(game.inventions, what) + (" paid with fur" if fur else "")
    if action == "gather":
        space, _, source = tgt.rpartition(":")
        return f"{source} on {space_words(state, space)}"
    if action == "explore":
        return space_words(state, tgt)
    return tgt


def space_words(state, space: str) -> str:
    tile = state.tiles.get(space)
    return f"the {_title(state.game.tiles, tile)} ({space})" if tile else f"space {space}"

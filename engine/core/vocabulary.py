"""The rules vocabulary (the kit): conditions and effects as closed data, each term implemented once.

A card, a rule or a goal of content says what it does as *terms*: a name of its ruleset's vocabulary
and the term's arguments (`Term`). A ruleset assembles its vocabulary from literal tables
(`Vocabulary(effects={...}, conditions={...}, possible={...}, choose=...)`: a name twice raises
`registry/duplicate`, nothing registers on import), and the engine plays terms only through it:

- `holds(state, ctx, conditions)`: every condition true (an empty list holds);
- `run_terms(state, ctx, terms, start, suspended)`: play effects in order from `start` until one
  leaves work that needs a decision (`suspended()` true after it); returns the position to resume
  from, or None when all were played. A frame-machine game (`engine.core.frames`) and a
  queue-of-stages game (`engine.core.staged`) both keep that position in their own frame or stage
  and call again with it once the decision is made, so the loop is written once;
- `unknown(terms)`: the terms whose names a vocabulary does not know (content checks locate them
  through each term's `source`);
- `simulated(terms)`: a card with no terms is valid and reported as *not simulated*.

`ctx` is the game's own object (who acts, where, with which card): the kit never reads it, it only
hands it to the game's functions. `args` are the term's arguments as content gave them (frozen).

The combinators every game means alike are played here, once, so no game writes them again:

- conditions `all` (args: a list of conditions), `any` (a list: one holds) and `not` (one condition,
  or a list: not all hold);
- effect `if_possible` (args: a list of effects): the list plays only if each of its effects can be
  played in full *now*, as the game's `possible` table says for each name (a name without an entry
  can always be played: gaining, moving a track). Checked once, when the term's turn comes: an effect
  of the list that asks for a decision suspends inside it and the play resumes there, not asking
  again (so the position `run_terms` returns counts the effects of such lists, flattened in order);
- effect `choose` (args: a list of options, each a list of effects): the game's `choose(state, ctx,
  options)` hook given to the constructor asks the deciding seat, and plays the chosen list as its
  own work once answered (DECIDE). A vocabulary built without the hook does not know `choose`.

Names of the game's tables may not take a combinator's name (`registry/duplicate`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import EngineError
from .registry import Registry

ALL, ANY, NOT = "all", "any", "not"
IF_POSSIBLE, CHOOSE = "if_possible", "choose"
CONDITION_COMBINATORS = (ALL, ANY, NOT)
EFFECT_COMBINATORS = (CHOOSE, IF_POSSIBLE)

Effect = Callable[[Any, Any, Any], None]
Condition = Callable[[Any, Any, Any], bool]


@dataclass(frozen=True, slots=True)
class Term:
    """One condition or effect: its name in the vocabulary and its arguments. `source` is where content
    wrote it (whatever the ruleset's loader records: a file and line), for messages; it is not compared."""

    name: str
    args: Any  # a FrozenMap, a number, a tuple, a string or True, as the term's schema says
    source: Any = field(default=None, compare=False)

    def arg(self, key: str, default: Any = None) -> Any:
        return self.args.get(key, default) if isinstance(self.args, Mapping) else default


def simulated(terms: Sequence[Term]) -> bool:
    """Does the engine play this card or rule? One with no terms (only its text) is valid content, which
    the reports list as *not simulated* rather than play as doing nothing."""
    return len(terms) > 0


def _span(term: Term) -> int:
    """How many positions of `run_terms` a term takes: 1, plus the effects of an `if_possible` list."""
    if term.name != IF_POSSIBLE:
        return 1
    return 1 + sum(_span(inner) for inner in term.args)


class Vocabulary:
    """A ruleset's effects, conditions and `possible` tests, from literal tables, plus the combinators.

    `effects`/`conditions`/`possible` are `Registry`s; `effect_of`/`condition_of`/`possible_of` their
    read-only live views, for hot loops that look a name up without a method call."""

    __slots__ = ("effects", "conditions", "possible", "effect_of", "condition_of", "possible_of")

    def __init__(self, effects: Mapping[str, Effect], conditions: Mapping[str, Condition],
                 possible: Mapping[str, Condition] | None = None,
                 choose: Callable[[Any, Any, Any], None] | None = None) -> None:
        self.effects: Registry[Effect] = Registry("effect")
        self.conditions: Registry[Condition] = Registry("condition")
        self.possible: Registry[Condition] = Registry("possible test")
        self.effect_of = self.effects.view()
        self.condition_of = self.conditions.view()
        self.possible_of = self.possible.view()
        for name, effect in effects.items():
            self.effects.add(name, effect)
        for name, condition in conditions.items():
            self.conditions.add(name, condition)
        # the combinators after the game's own names (a game's table in its order comes first)
        self.conditions.add(ALL, self.holds)
        self.conditions.add(ANY, self._any)
        self.conditions.add(NOT, self._not)
        if choose is not None:
            self.effects.add(CHOOSE, choose)
        self.effects.add(IF_POSSIBLE, self._if_possible_alone)
        for name, test in (possible or {}).items():
            if name not in self.effects or name in EFFECT_COMBINATORS:
                raise EngineError("vocabulary/possible", f"the possible test '{name}' is for no effect of the "
                                  "vocabulary: name one of its effects (combinators test themselves)")
            self.possible.add(name, test)

    # -- conditions --

    def holds(self, state, ctx, conditions: Sequence[Term]) -> bool:
        """Does every condition hold (an empty list holds)? Also the combinator `all`."""
        condition_of = self.condition_of
        for term in conditions:  # noqa: SIM110 (a loop: all() over a generator is slower on hot paths)
            if not condition_of[term.name](state, ctx, term.args):
                return False
        return True

    def _any(self, state, ctx, conditions: Sequence[Term]) -> bool:
        condition_of = self.condition_of
        for term in conditions:  # noqa: SIM110
            if condition_of[term.name](state, ctx, term.args):
                return True
        return False

    def _not(self, state, ctx, args) -> bool:
        if isinstance(args, Term):
            return not self.condition_of[args.name](state, ctx, args.args)
        return not self.holds(state, ctx, args)

    # -- effects --

    def run_terms(self, state, ctx, terms: Sequence[Term], start: int,
                  suspended: Callable[[], bool]) -> int | None:
        """Play `terms` from position `start`; after each effect, if `suspended()` (it left work that needs a
        decision), the position to resume from (it may be `len(terms)`: nothing left but the decision's
        answer), else go on; None once every effect was played. Positions are indexes of `terms` unless an
        `if_possible` list comes before (then they count its effects too, see the module's docstring)."""
        effect_of = self.effect_of
        n = len(terms)
        i = start
        if i:
            for term in terms[:i]:
                if term.name == IF_POSSIBLE:
                    return self._play(state, ctx, terms, start, suspended)
        while i < n:
            term = terms[i]
            name = term.name
            if name == IF_POSSIBLE:
                return self._play(state, ctx, terms, i, suspended)
            effect_of[name](state, ctx, term.args)
            i += 1
            if suspended():
                return i
        return None

    def _play(self, state, ctx, terms: Sequence[Term], start: int, suspended: Callable[[], bool]) -> int | None:
        """`run_terms` over lists with `if_possible` effects: positions flattened (an `if_possible` takes one,
        then one for each effect of its list); a resume inside a list plays on in it without testing again."""
        effect_of = self.effect_of
        pos = 0
        for term in terms:
            if term.name == IF_POSSIBLE:
                span = _span(term)
                if start < pos + span:
                    body = term.args
                    inner = start - pos - 1
                    if inner < 0:
                        inner = 0 if self.can_play(state, ctx, body) else -1
                    if inner >= 0:
                        resume = self._play(state, ctx, body, inner, suspended)
                        if resume is not None:
                            return pos + 1 + resume
                pos += span
                continue
            pos += 1
            if pos > start:
                effect_of[term.name](state, ctx, term.args)
                if suspended():
                    return pos
        return None

    def _if_possible_alone(self, state, ctx, body: Sequence[Term]) -> None:
        """`if_possible` called as a plain effect (outside `run_terms`, e.g. one effect a game plays by
        itself): the list plays in full if it can, and must not stop for a decision there."""
        if self.can_play(state, ctx, body):
            for term in body:
                self.effect_of[term.name](state, ctx, term.args)

    def can_play(self, state, ctx, terms: Sequence[Term]) -> bool:
        """Can every effect be played in full now (IF POSSIBLE)? A name without a `possible` test can; a
        nested `if_possible` can (it is its own test); a `choose` can when one of its options can."""
        possible_of = self.possible_of
        for term in terms:
            name = term.name
            if name == IF_POSSIBLE:
                continue
            if name == CHOOSE:
                if not any(self.can_play(state, ctx, option) for option in term.args):
                    return False
                continue
            test = possible_of.get(name)
            if test is not None and not test(state, ctx, term.args):
                return False
        return True

    # -- what content may name --

    def unknown(self, terms: Sequence[Term], conditions: bool = False) -> list[Term]:
        """The terms (nested in combinators too) whose names this vocabulary does not know, in order:
        effects, or with `conditions=True` conditions. Content checks report each at its `source`."""
        found: list[Term] = []
        self._unknown(terms, conditions, found)
        return found

    def _unknown(self, terms, conditions: bool, found: list[Term]) -> None:
        known = self.condition_of if conditions else self.effect_of
        for term in terms:
            name = term.name
            if name not in known:
                found.append(term)
            elif conditions and name in (ALL, ANY):
                self._unknown(term.args, True, found)
            elif conditions and name == NOT:
                self._unknown((term.args,) if isinstance(term.args, Term) else term.args, True, found)
            elif not conditions and name == IF_POSSIBLE:
                self._unknown(term.args, False, found)
            elif not conditions and name == CHOOSE:
                for option in term.args:
                    self._unknown(option, False, found)

    @property
    def effect_names(self) -> tuple[str, ...]:
        """Every effect name it plays, combinators included, sorted (schemas, the effect builder, docs)."""
        return tuple(self.effects.names())

    @property
    def condition_names(self) -> tuple[str, ...]:
        return tuple(self.conditions.names())

    def __reduce__(self):
        # rebuilt from its game's entries (the live views of its registries do not pickle): a game holding
        # its vocabulary crosses process boundaries
        effects = {name: fn for name, fn in self.effects.items() if name not in EFFECT_COMBINATORS}
        conditions = {name: fn for name, fn in self.conditions.items() if name not in CONDITION_COMBINATORS}
        return type(self), (effects, conditions, dict(self.possible.items()), self.effect_of.get(CHOOSE))

    def __repr__(self) -> str:
        return f"Vocabulary({len(self.effects)} effects, {len(self.conditions)} conditions)"

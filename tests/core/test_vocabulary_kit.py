"""The kit's rules vocabulary (engine/core/vocabulary.py) on a tiny game: a purse of coins, a log, and
an effect that stops for a decision. Combinators, resumable play, IF POSSIBLE, DECIDE, unknown names."""

from __future__ import annotations

import pickle

import pytest

from engine.core.errors import EngineError
from engine.core.vocabulary import Term, Vocabulary, simulated


class Purse:
    """The tiny game's state: coins, what happened, and the decisions waiting (a stand-in for a stack)."""

    def __init__(self, coins: int = 0) -> None:
        self.coins = coins
        self.log: list[str] = []
        self.waiting: list[tuple] = []


def gain(state, ctx, args):
    state.coins += args
    state.log.append(f"{ctx}+{args}")


def pay(state, ctx, args):
    state.coins -= args
    state.log.append(f"{ctx}-{args}")


def ask(state, ctx, args):
    state.waiting.append(("ask", args))
    state.log.append(f"{ctx}?{args}")


def rich(state, ctx, args):
    return state.coins >= args


def named(state, ctx, args):
    return ctx == args


def choose(state, ctx, options):
    state.waiting.append(("choose", options))
    state.log.append(f"{ctx}:choose{len(options)}")


def vocabulary(with_choose: bool = True) -> Vocabulary:
    return Vocabulary(effects={"gain": gain, "pay": pay, "ask": ask},
                      conditions={"rich": rich, "named": named},
                      possible={"pay": rich}, choose=choose if with_choose else None)


V = vocabulary()


def t(name, args=None):
    return Term(name, args)


def play(vocab, state, terms, start=0):
    return vocab.run_terms(state, "me", terms, start, lambda: bool(state.waiting))


def test_a_term_reads_its_arguments_and_compares_without_its_source():
    term = Term("gain", {"food": 2}, source="cards.yaml:3:5")
    assert term.arg("food") == 2 and term.arg("wood", 0) == 0 and Term("gain", 3).arg("food", 7) == 7
    assert term == Term("gain", {"food": 2}) and term.source == "cards.yaml:3:5"


def test_conditions_hold_all_of_them_and_the_combinators_nest():
    purse = Purse(3)
    assert V.holds(purse, "me", ()) is True
    assert V.holds(purse, "me", (t("rich", 3), t("named", "me"))) is True
    assert V.holds(purse, "me", (t("rich", 3), t("named", "you"))) is False
    assert V.holds(purse, "me", (t("any", (t("rich", 9), t("named", "me"))),)) is True
    assert V.holds(purse, "me", (t("any", (t("rich", 9), t("named", "you"))),)) is False
    assert V.holds(purse, "me", (t("any", ()),)) is False
    assert V.holds(purse, "me", (t("all", (t("rich", 1), t("not", t("rich", 4)))),)) is True
    assert V.holds(purse, "me", (t("not", (t("rich", 1), t("rich", 4))),)) is True  # a list: not all hold
    assert V.holds(purse, "me", (t("not", (t("rich", 1),)),)) is False


def test_effects_play_in_order_until_one_waits_for_a_decision_then_resume_there():
    purse = Purse()
    terms = (t("gain", 2), t("ask", "who"), t("gain", 1), t("ask", "last"))
    assert play(V, purse, terms) == 2 and purse.log == ["me+2", "me?who"] and purse.coins == 2
    purse.waiting.clear()
    assert play(V, purse, terms, 2) == 4  # the last effect waits: nothing left but its answer
    purse.waiting.clear()
    assert play(V, purse, terms, 4) is None and purse.log == ["me+2", "me?who", "me+1", "me?last"]
    assert play(V, Purse(), ()) is None


def test_if_possible_plays_its_list_only_when_every_effect_can_be_played_in_full():
    purse = Purse(2)
    terms = (t("if_possible", (t("pay", 3), t("gain", 5))), t("if_possible", (t("pay", 2), t("gain", 1))))
    assert play(V, purse, terms) is None
    assert purse.log == ["me-2", "me+1"] and purse.coins == 1
    purse = Purse(2)  # tested when its turn comes: earlier effects count
    assert play(V, purse, (t("gain", 1), t("if_possible", (t("pay", 3),)))) is None and purse.coins == 0


def test_a_decision_inside_an_if_possible_list_resumes_inside_it_without_testing_again():
    purse = Purse(1)
    body = (t("pay", 1), t("ask", "x"), t("pay", 1), t("gain", 4))
    terms = (t("gain", 0), t("if_possible", body), t("gain", 10))
    # positions: gain 0, if_possible 1, its effects 2..5, gain 6
    assert play(V, purse, terms) == 4 and purse.coins == 0
    purse.waiting.clear()
    assert play(V, purse, terms, 4) is None  # pays with nothing left: no second test
    assert purse.log == ["me+0", "me-1", "me?x", "me-1", "me+4", "me+10"] and purse.coins == 13


def test_a_decision_as_the_last_effect_of_an_if_possible_list_resumes_after_the_list():
    purse = Purse()
    terms = (t("if_possible", (t("if_possible", (t("ask", 1),)),)), t("gain", 2))
    assert play(V, purse, terms) == 3
    purse.waiting.clear()
    assert play(V, purse, terms, 3) is None and purse.log == ["me?1", "me+2"]


def test_choose_asks_through_the_games_hook_and_can_be_played_if_one_option_can():
    purse = Purse(1)
    options = ((t("pay", 5),), (t("gain", 1),))
    assert play(V, purse, (t("choose", options), t("gain", 3))) == 1
    assert purse.waiting == [("choose", options)] and purse.coins == 1
    assert V.can_play(purse, "me", (t("choose", options),)) is True
    assert V.can_play(purse, "me", (t("choose", ((t("pay", 5),),)),)) is False
    assert V.can_play(purse, "me", (t("pay", 1), t("if_possible", (t("pay", 9),)))) is True


def test_if_possible_played_alone_as_an_effect_plays_its_list_when_it_can():
    purse = Purse(1)
    V.effect_of["if_possible"](purse, "me", (t("pay", 1), t("gain", 2)))
    V.effect_of["if_possible"](purse, "me", (t("pay", 9),))
    assert purse.log == ["me-1", "me+2"]


def test_unknown_names_are_found_inside_combinators_and_without_a_choose_hook():
    bad = Term("steal", 1, source="deck.yaml:4:3")
    terms = (t("gain", 1), t("if_possible", (bad,)), t("choose", ((t("gain", 1),), (t("fly", 2),))))
    assert [term.name for term in V.unknown(terms)] == ["steal", "fly"]
    assert V.unknown(terms)[0].source == "deck.yaml:4:3"
    assert [term.name for term in vocabulary(with_choose=False).unknown(terms)] == ["steal", "choose"]
    conditions = (t("any", (t("rich", 1), t("not", t("lucky", 1)))), t("gain", 1))
    assert [term.name for term in V.unknown(conditions, conditions=True)] == ["lucky", "gain"]


def test_names_are_listed_with_the_combinators_and_a_name_twice_is_refused():
    assert V.effect_names == ("ask", "choose", "gain", "if_possible", "pay")
    assert V.condition_names == ("all", "any", "named", "not", "rich")
    assert vocabulary(with_choose=False).effect_names == ("ask", "gain", "if_possible", "pay")
    with pytest.raises(EngineError, match="registry/duplicate"):
        Vocabulary(effects={}, conditions={"not": rich})
    with pytest.raises(EngineError, match="vocabulary/possible"):
        Vocabulary(effects={"gain": gain}, conditions={}, possible={"pay": rich})


def test_a_card_without_terms_is_not_simulated_and_a_vocabulary_pickles():
    assert simulated(()) is False and simulated((t("gain", 1),)) is True
    copy = pickle.loads(pickle.dumps(vocabulary()))
    assert copy.holds(Purse(2), "me", (t("all", (t("rich", 2),)),)) is True and copy.effect_names == V.effect_names
    assert copy.can_play(Purse(0), "me", (t("pay", 1),)) is False and copy.effect_of["choose"] is choose

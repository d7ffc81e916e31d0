"""The greedy look-ahead's cheaper clone: it borrows the state's list of decisions (`Copy.APPEND_ONLY`, `lent`)
and gives it back as it was; and `_field_scores` reads its board side's links from a table built once."""

from __future__ import annotations

import random

import pytest

from engine.core.copytable import Copy, Field, check_table, copy_function, copy_source
from engine.core.errors import EngineError
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.clones import clone_state
from engine.rulesets.isles_of_terror.greedy import GreedyBot, field_links
from engine.rulesets.isles_of_terror.state import STATE_FIELDS
from rules_helpers import adventure


class Log:
    pass


def test_an_append_only_row_is_copied_unless_lent():
    copy = copy_function(Log, (Field("taken", Copy.APPEND_ONLY), Field("name", Copy.SHARED)), "copy")
    log = Log()
    log.taken, log.name = [("a",), ("b",)], "x"
    copied, lent = copy(log), copy(log, lent=True)
    assert copied.taken == log.taken and copied.taken is not log.taken
    assert lent.taken is log.taken and lent.name is log.name


def test_an_append_only_row_cannot_be_copied_inline_in_an_element_table():
    class Holder:
        __slots__ = ("items",)
    table = (Field("items", Copy.EACH_COPIED, each=(Log, (Field("taken", Copy.APPEND_ONLY),))),)
    Log.__slots__ = ()  # (check_table reads the element's slots)
    try:
        assert check_table(table, Holder.__slots__) == [
            "'items': 'taken' is in the copy table but not an attribute",
            "'items': 'taken' cannot be copied inline"]
    finally:
        del Log.__slots__


def test_every_copy_kind_is_a_member_of_its_own():
    """Kinds with the same text were one enum member (`Copy.DICT is Copy.LIST`), so nothing could tell a list
    from a dict, and a list of lists counted as elements copied one by one (`EACH_COPIED`)."""
    assert list(Copy.__members__) == [kind.name for kind in Copy]
    assert Copy.DICT is not Copy.LIST and Copy.LIST_OF_LISTS is not Copy.EACH_COPIED
    assert Copy.DICT.template == Copy.LIST.template == "{1}.{0}.copy()"


def test_a_module_slices_its_lists_and_copies_the_rest_by_method():
    table = (Field("a", Copy.LIST), Field("b", Copy.DICT), Field("c", Copy.SET), Field("d", Copy.DICT_OF_LISTS),
             Field("e", Copy.LIST_OR_NONE), Field("f", Copy.APPEND_ONLY))
    lines, _ = copy_source(Log, table, "copy", in_module=True)
    assert lines[0] == "def copy(self, lent=False):"
    assert lines[3:-1] == [
        "    s.a = self.a[:]",
        "    s.b = self.b.copy()",
        "    s.c = self.c.copy()",
        "    s.d = {k: v[:] for k, v in self.d.items()}",
        "    s.e = self.e[:] if self.e is not None else None",
        "    s.f = self.f if lent else self.f[:]"]
    executed, _ = copy_source(Log, table, "copy")  # (the exec'd function keeps the methods)
    assert executed[2:-1] == [
        "    s.a = self.a.copy()",
        "    s.b = self.b.copy()",
        "    s.c = self.c.copy()",
        "    s.d = {k: v.copy() for k, v in self.d.items()}",
        "    s.e = self.e.copy() if self.e is not None else None",
        "    s.f = self.f if lent else self.f.copy()"]


def test_the_state_lends_only_its_decisions():
    assert [f.name for f in STATE_FIELDS if f.copy is Copy.APPEND_ONLY] == ["decisions"]
    state = Game(adventure("drowned-temple"), players=3, seed=4).new_initial_state()
    for _ in range(30):
        state.apply_action(state.legal_actions()[0])
    lent, copied = clone_state(state, random.Random(1), False, True), clone_state(state, random.Random(1), False)
    assert lent.decisions is state.decisions and copied.decisions is not state.decisions
    assert copied.decisions == state.decisions and len(state.decisions) == 30


def test_every_look_ahead_gives_the_decisions_back_as_they_were():
    """A whole greedy game: after each decision the bot weighed, the state's list of decisions is the same
    list with the same entries (the look-aheads appended to it and cut it back), and the game is the one a
    second game replaying the same decisions plays."""
    game = Game(adventure("drowned-temple"), players=3, seed=7)
    state, mirror = game.new_initial_state(), game.new_initial_state()
    bots = [GreedyBot(random.Random(70 + seat)) for seat in range(3)]
    looked = 0
    while not state.is_terminal():
        decisions, before = state.decisions, list(state.decisions)
        action = bots[state.current_player()].step(state)
        assert state.decisions is decisions and state.decisions == before
        looked += len(state.legal_actions()) > 1
        state.apply_action(action)
        mirror.apply_action(action)
    assert looked > 100 and state.decisions == mirror.decisions
    assert state.snapshot() == mirror.snapshot()


def test_a_look_ahead_that_fails_gives_the_decisions_back_too():
    state = Game(adventure("drowned-temple"), players=3, seed=4).new_initial_state()
    bot = GreedyBot(random.Random(4))
    taken = list(state.decisions)
    with pytest.raises(EngineError):
        bot._look_ahead(state, state.current_player(), ("no-such-action",))
    assert state.decisions == taken


def test_the_field_links_of_a_board_side():
    game = Game(adventure("drowned-temple"), players=3, seed=1)
    board = game.new_initial_state().players[0].board
    table = field_links(board, 0.9)
    assert len(table) == len(board.action_fields)
    for field, links in zip(board.action_fields, table, strict=True):
        assert links == tuple((link.action, 0.9 * len(link.bonus)) for link in field.links)
    assert any(extra == 0.9 for links in table for _, extra in links)  # a link with one bonus resource

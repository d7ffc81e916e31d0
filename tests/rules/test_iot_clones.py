"""`clones.py`, Isles of Terror's state clone kept as a module so that the compiled build compiles it, is what
the copy tables say (clone_source.py writes it), and clones exactly as the function `exec` writes from them."""

from __future__ import annotations

import random

from engine.bots import RandomBot
from engine.core.copytable import copy_function, module_source
from engine.core.frames import Frame
from engine.rulesets.isles_of_terror import Game, clone_source, clones
from engine.rulesets.isles_of_terror.copytable import Copy, Field
from engine.rulesets.isles_of_terror.state import FRAME_FIELDS, STATE_FIELDS, State
from rules_helpers import adventure


def test_clones_py_is_what_the_copy_tables_say():
    # after a change of STATE_FIELDS, PLAYER_FIELDS or FRAME_FIELDS: python -m engine.rulesets.isles_of_terror.clone_source
    assert clone_source.TARGET.read_text(encoding="utf-8") == clone_source.text()
    assert State.clone.__doc__ and clones.clone_state.__module__ == "engine.rulesets.isles_of_terror.clones"


def test_the_module_source_of_a_table_names_its_classes_and_makes_the_copy_from_self():
    class Pair:
        __slots__ = ("a", "frames")
    table = (Field("a", Copy.LIST), Field("frames", Copy.EACH_COPIED, each=(Frame, FRAME_FIELDS)))
    assert module_source("Pairs.", [(Pair, table, "copy_pair")]) == '''"""Pairs."""

from engine.core.frames import Frame

new_Frame = Frame.__new__


def copy_pair(self):
    cls = type(self)
    s = cls.__new__(cls)
    s.a = self.a[:]
    items = []
    for x_frames in self.frames:
        y_frames = new_Frame(Frame)
        y_frames.kind = x_frames.kind
        y_frames.player = x_frames.player
        y_frames.step = x_frames.step
        y_frames.d = x_frames.d.copy()
        items.append(y_frames)
    s.frames = items
    return s
'''


def test_the_module_clone_is_the_table_clone():
    """Positions of random games of every kind of frame: the clone of clones.py and the one `exec` writes from
    the same table give the same snapshot, share the same objects and copy the same ones."""
    written = copy_function(State, STATE_FIELDS, "clone")
    for seed in range(4):
        state = Game(adventure("drowned-temple"), seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        for step in range(300):
            if state.is_terminal():
                break
            if step % 11 == 0:
                history = step % 2 == 0
                ours, theirs = clones.clone_state(state, None, history), written(state, None, history)
                assert type(ours) is type(theirs) is State
                assert ours.snapshot() == theirs.snapshot()
                assert ours.snapshot() == state.snapshot() if history else len(ours.log) == 0
                for name in State.__slots__:
                    assert (getattr(ours, name) is getattr(state, name)) is (getattr(theirs, name) is getattr(state, name)), name
            state.apply_action(bot.step(state))

# Types for the compiled engine (Cython reads this beside cards.py; pure Python ignores it).
cimport cython
from engine.rulesets.isles_of_terror.state cimport State
from engine.rulesets.isles_of_terror.player cimport Player

# cpdef: the module's own calls of these are direct C calls (other modules call them as before).
cpdef Py_ssize_t owned(Player p) except -1
@cython.locals(timing=str, duration=str, p=Player, hand=list, out=list)
cpdef list playable(State state, seat, str window)
cpdef bint may_play(State state, Player p) except -1
@cython.locals(i=Py_ssize_t)
cpdef take_card(list cards, card_id)
cpdef bint has_combat_window(State state, seat) except -1
cpdef bint _mountain(State state, seat, area) except -1
cpdef _my_dice(State state, seat)
cpdef list reroll_sources(State state, seat, bint first=*)

# the procedures (game.PROCEDURES), their state and frame typed
from engine.core.frames cimport Frame
@cython.locals(p=Player)
cpdef run_card_done(State state, Frame frame)
@cython.locals(p=Player, i=Py_ssize_t)
cpdef run_kept_done(State state, Frame frame)
@cython.locals(d=dict)
cpdef run_combat_cards(State state, Frame frame)

# The decisions (game.DECISIONS) are extension types whose `legal` and `apply` read a typed state and frame
# (their kind, window and auto are set on the one instance by `Rules.decision`).
cimport cython
from engine.core.frames cimport Decision, Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

cdef class CombatWindow(Decision):
    cpdef legal(self, State state, Frame frame)
    cpdef apply(self, State state, Frame frame, action)
cdef class RerollWindow(Decision):
    cpdef legal(self, State state, Frame frame)
    @cython.locals(p=Player)
    cpdef apply(self, State state, Frame frame, action)
cdef class MarkDice(Decision):
    cpdef legal(self, State state, Frame frame)
    cpdef apply(self, State state, Frame frame, action)

# Types for the compiled engine (Cython reads this beside combat.py; pure Python ignores it).
# The procedures of the frame machine (game.PROCEDURES) are cpdef with their state and frame typed: every
# field they read or write is a C struct access, not the generic attribute lookup.
cimport cython
from engine.core.frames cimport Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

cpdef run_combat(State state, Frame frame)
@cython.locals(p=Player)
cpdef run_conquest(State state, Frame frame)

# The decisions (game.DECISIONS) are extension types whose `legal` and `apply` read a typed state and frame
# (their kind, window and auto are set on the one instance by `Rules.decision`).
cimport cython
from engine.core.frames cimport Decision, Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

cdef class Casualty(Decision):
    @cython.locals(p=Player)
    cpdef legal(self, State state, Frame frame)
    cpdef apply(self, State state, Frame frame, action)
cdef class Retreat(Decision):
    cpdef legal(self, State state, Frame frame)
    @cython.locals(p=Player)
    cpdef apply(self, State state, Frame frame, action)

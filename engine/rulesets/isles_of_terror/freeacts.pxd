# Types for the compiled engine (Cython reads this beside freeacts.py; pure Python ignores it).
# The state, the frame and the player are their extension types (state.pxd): each decision of a turn asks
# `offers` and `reaction_due`, whose fields are then C struct reads.
cimport cython
from engine.core.frames cimport Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

cpdef window_of(State state, Frame frame, window)

@cython.locals(p=Player, out=list)
cpdef list offers(State state, Frame frame, window)

@cython.locals(a=Py_ssize_t, n=Py_ssize_t)
cpdef list abandon_offers(board, list camps)

@cython.locals(active=Py_ssize_t, n=Py_ssize_t, i=Py_ssize_t, seat=Py_ssize_t, timing=str, duration=str, p=Player,
               players=list)
cpdef Py_ssize_t reaction_due(State state, Frame frame) except -2

# The decisions (game.DECISIONS) are extension types whose `legal` and `apply` read a typed state and frame
# (their kind, window and auto are set on the one instance by `Rules.decision`).
cimport cython
from engine.core.frames cimport Decision, Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

cdef class ReactionWindow(Decision):
    cpdef legal(self, State state, Frame frame)
# (a method with a generator expression stays a def: a cpdef function cannot hold its closure)

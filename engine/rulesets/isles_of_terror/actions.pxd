# Types for the compiled engine (Cython reads this beside actions.py; pure Python ignores it).
cimport cython
from engine.rulesets.isles_of_terror.state cimport State

@cython.locals(i=Py_ssize_t, a=Py_ssize_t, rows=list, ships=list)
cpdef list landing_sites(State state, Py_ssize_t seat)

# the procedures (game.PROCEDURES), their state and frame typed
from engine.core.frames cimport Frame
from engine.rulesets.isles_of_terror.player cimport Player
@cython.locals(p=Player)
cpdef run_land(State state, Frame frame)
cpdef run_recruit(State state, Frame frame)
@cython.locals(p=Player)
cpdef run_produce(State state, Frame frame)
cpdef run_supply(State state, Frame frame)

# The decisions (game.DECISIONS) are extension types whose `legal` and `apply` read a typed state and frame
# (their kind, window and auto are set on the one instance by `Rules.decision`).
cimport cython
from engine.core.frames cimport Decision, Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

cdef class LandSea(Decision):
    cpdef legal(self, State state, Frame frame)
    @cython.locals(p=Player)
    cpdef apply(self, State state, Frame frame, action)
cdef class Hire(Decision):
    @cython.locals(p=Player)
    cpdef legal(self, State state, Frame frame)
    @cython.locals(p=Player)
    cpdef apply(self, State state, Frame frame, action)
cdef class LandTarget(Decision):
    cpdef legal(self, State state, Frame frame)
    cpdef apply(self, State state, Frame frame, action)
cdef class Recruit(Decision):
    @cython.locals(p=Player)
    cpdef legal(self, State state, Frame frame)
    @cython.locals(p=Player)
    cpdef apply(self, State state, Frame frame, action)

# Types for the compiled engine (Cython reads this beside allies.py; pure Python ignores it).

# The decisions (game.DECISIONS) are extension types whose `legal` and `apply` read a typed state and frame
# (their kind, window and auto are set on the one instance by `Rules.decision`).
cimport cython
from engine.core.frames cimport Decision, Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

cdef class AllyReroll(Decision):
    @cython.locals(p=Player)
    cpdef apply(self, State state, Frame frame, action)
# (a method with a generator expression stays a def: a cpdef function cannot hold its closure)

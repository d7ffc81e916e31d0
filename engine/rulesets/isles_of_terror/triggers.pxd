# Types for the compiled engine (Cython reads this beside triggers.py; pure Python ignores it).
# cpdef: `fire` and the procedures call these helpers as C functions, not through a Python call.
cimport cython
from engine.rulesets.isles_of_terror.state cimport State

@cython.locals(items=list, cards=list)
cpdef fire(State state, event, actor=*, area=*, task=*, scope=*, only=*, owner=*, card=*)
cpdef long locate(State state, kind, card_id) except? -2
cpdef bint _in_where(State state, long area, where, static) except -1
cpdef object _targets(State state, entry, bint area_bound, long actor, long area, long owner)
cpdef bint _involved(State state, long seat, long actor) except -1
cpdef object _apply_to(State state, entry, long you, long actor, long area, long ctrl)
cpdef object _run_item(State state, frame, dict d, tuple item)
cpdef object apply_rule(State state, fire_frame, ctx, key)
cpdef bint holds(State state, conditions, ctx) except -1
@cython.locals(laid=dict)
cpdef bint _in_play(State state, long check, key, long area) except -1

# the procedure of the items a trigger fires (game.PROCEDURES), its state and frame typed (`run_effects` stays
# a def: its lambda is a closure, which a cpdef function cannot hold)
from engine.core.frames cimport Frame
@cython.locals(d=dict, items=tuple, stack=list, i=Py_ssize_t)
cpdef run_fire(State state, Frame frame)

# The decisions (game.DECISIONS) are extension types whose `legal` and `apply` read a typed state and frame
# (their kind, window and auto are set on the one instance by `Rules.decision`).
cimport cython
from engine.core.frames cimport Decision, Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

cdef class Optional_(Decision):
    cpdef legal(self, State state, Frame frame)
    cpdef apply(self, State state, Frame frame, action)

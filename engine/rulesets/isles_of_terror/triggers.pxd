# Types for the compiled engine (Cython reads this beside triggers.py; pure Python ignores it).
# cpdef: `fire` and the procedures call these helpers as C functions, not through a Python call.
cimport cython

cpdef long locate(state, kind, card_id) except? -2
cpdef bint _in_where(state, long area, where, static) except -1
cpdef object _targets(state, entry, bint area_bound, long actor, long area, long owner)
cpdef bint _involved(state, long seat, long actor) except -1
cpdef object _apply_to(state, entry, long you, long actor, long area, long ctrl)
cpdef object _run_item(state, frame, dict d, tuple item)
cpdef object apply_rule(state, fire_frame, ctx, key)
cpdef bint holds(state, conditions, ctx) except -1
@cython.locals(laid=dict)
cpdef bint _in_play(state, long check, key, long area) except -1

# Types for the compiled engine (Cython reads this beside cards.py; pure Python ignores it).
cimport cython

# cpdef: the module's own calls of these are direct C calls (other modules call them as before).
cpdef Py_ssize_t owned(p) except -1
@cython.locals(timing=str, duration=str)
cpdef list playable(state, seat, str window)
cpdef bint may_play(state, p) except -1
@cython.locals(i=Py_ssize_t)
cpdef take_card(list cards, card_id)
cpdef bint has_combat_window(state, seat) except -1
cpdef bint _mountain(state, seat, area) except -1
cpdef _my_dice(state, seat)
cpdef list reroll_sources(state, seat, bint first=*)

# Types for the compiled engine (Cython reads this beside freeacts.py; pure Python ignores it).
cimport cython
from engine.rulesets.isles_of_terror.state cimport State

@cython.locals(a=Py_ssize_t, n=Py_ssize_t)
cpdef list abandon_offers(board, list camps)

@cython.locals(i=Py_ssize_t, seat=Py_ssize_t, timing=str, duration=str)
cpdef Py_ssize_t _reacting_seat(State state, players, passed, Py_ssize_t active, Py_ssize_t n) except -2

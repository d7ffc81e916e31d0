# Types for the compiled engine (Cython reads this beside actions.py; pure Python ignores it).
cimport cython
from engine.rulesets.isles_of_terror.state cimport State

@cython.locals(i=Py_ssize_t, a=Py_ssize_t, rows=list, ships=list)
cpdef list landing_sites(State state, Py_ssize_t seat)

# Types for the compiled engine (Cython reads this beside actions.py; pure Python ignores it).
cimport cython

@cython.locals(i=Py_ssize_t, a=Py_ssize_t, rows=list, ships=list)
cpdef list landing_sites(state, Py_ssize_t seat)

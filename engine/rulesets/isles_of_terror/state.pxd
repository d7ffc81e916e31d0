# Types for the compiled engine (Cython reads this beside state.py; pure Python ignores it):
# C-typed area indexes make the loops over a player's figures by area C loops.
cimport cython

@cython.locals(a=Py_ssize_t)
cpdef list _held(Py_ssize_t size, soldiers, captains, camps, explored, is_sea)

@cython.locals(seat=Py_ssize_t)
cpdef Py_ssize_t _occupant(list players, Py_ssize_t area, Py_ssize_t but) except? -2

# Types for the compiled engine (Cython reads this beside greedy.py; pure Python ignores it).
cimport cython

@cython.locals(a=Py_ssize_t, b=Py_ssize_t, mine=Py_ssize_t, n=Py_ssize_t, threat=Py_ssize_t,
               areas=Py_ssize_t, symbols=Py_ssize_t, exposed=Py_ssize_t)
cpdef tuple board_terms(Py_ssize_t size, soldiers, captains, camps, is_sea, explored, tiles, adjacency, rivals)

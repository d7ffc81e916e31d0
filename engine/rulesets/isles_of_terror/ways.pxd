# Types for the compiled engine (Cython reads this beside ways.py; pure Python ignores it): the
# searches for move targets and ways run as C loops over area numbers. The per-area lists of a
# player and the state (`soldiers`, `captains`, `camps`, `explored`) are lists.
cimport cython
from engine.rulesets.isles_of_terror.state cimport State

@cython.locals(size=Py_ssize_t, a=Py_ssize_t, chars=Py_ssize_t, ship=Py_ssize_t, limit=Py_ssize_t,
               soldiers=list, captains=list, camps=list, explored=list, qs=list, qc=list, qk=list,
               out=list, sources=list, crowd=list, allied=list)
cpdef tuple passage(State state, Py_ssize_t seat, left, held)

@cython.locals(a=Py_ssize_t, qs=list, qc=list, out=list)
cpdef list crowds(State state)

@cython.locals(a=Py_ssize_t, out=list, explored=list, tiles=list)
cpdef list swamp_list(State state, Py_ssize_t size)

@cython.locals(size=Py_ssize_t, d=Py_ssize_t, y=Py_ssize_t, z=Py_ssize_t, known=Py_ssize_t, leaves=bint,
               dist=list, swampy=list, frontier=list, nxt=list)
cpdef tuple search_from(adjacency, list passable, list swamp, Py_ssize_t source, Py_ssize_t target)

@cython.locals(size=Py_ssize_t, d=Py_ssize_t, i=Py_ssize_t, y=Py_ssize_t, z=Py_ssize_t, s=Py_ssize_t,
               source=Py_ssize_t, first=Py_ssize_t, nearest=list, full=list, best=list, areas=list, froms=list,
               next_areas=list, next_froms=list)
cpdef list steps_from_another_source(adjacency, list passable, list sources, Py_ssize_t most)

@cython.locals(area=Py_ssize_t, chars=Py_ssize_t, ship=Py_ssize_t, limit=Py_ssize_t, taken=bint,
               soldiers=list, captains=list, explored=list, out=list, crowd=list)
cpdef list targets_of(State state, Py_ssize_t seat, list best, held)

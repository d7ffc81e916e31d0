# Types for the compiled engine (Cython reads this beside frames.py; pure Python ignores it).
# `Frame` is an extension type: a compiled module that types a frame `Frame` (cimport) reads its
# fields from the C struct instead of through Python's generic attribute lookup. Its fields are the
# source's `__slots__`; a module that builds a frame without `__init__` calls `Frame.__new__(Frame)`.

cdef class Frame:
    cdef public object kind, player, step
    cdef public dict d  # every writer stores a dict (push's **d, Frame(d or {}), copies, the decisions' own)

# A decision handler: its kind, window and auto are the instance's (`Rules.decision` sets them), so that a
# ruleset's `.pxd` may declare its decisions as extension types with typed `legal` and `apply` (cpdef).
cdef class Decision:
    cdef public object kind, window, auto

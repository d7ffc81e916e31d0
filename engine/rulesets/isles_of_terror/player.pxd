# Types for the compiled engine (Cython reads this beside player.py; pure Python ignores it).
# `Player` is an extension type (its fields are the source's `__slots__`): a compiled module that types
# a player `Player` (cimport) reads them from the C struct, not through the generic attribute lookup.
# The figures by area and the card piles are always lists; the rest are any object.

cdef class Player:
    cdef public object seat, faction, board, gold, rations, sea_gold, sea_rations, ship
    cdef public object sea_soldiers, sea_captains, pool_soldiers, pool_captains, free_camps
    cdef public object field_soldiers, lost_camps, total_soldiers, total_captains, total_camps, vp
    cdef public object progress, mission_pos, missions_done, mission, success, active, active_until
    cdef public object eliminated, played_at
    cdef public list soldiers, captains, camps, raided, deck, hand, discard, played, kept, fields_used

"""`isleforge unpack PACK`: the other half of `pack` (the code is in `pack.py`, which both share)."""

from __future__ import annotations

from . import pack

NAME = pack.UNPACK_NAME
HELP = pack.UNPACK_HELP
add_parser = pack.add_unpack_parser
run = pack.run_unpack

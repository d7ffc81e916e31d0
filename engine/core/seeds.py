"""Seeds: how every game, bot and chance stream of a run gets its own seed from one number (the kit).

A run (`isleforge playtest --seed S`, a sweep, a campaign) has one master seed. Everything else is
*derived*, never drawn from a shared generator, so game k of a run is the same game whether it is
played first, alone, or in another worker process:

- game k's seed: `derive_seed(S, k)`; the game's state seeds its generator with it
  (`random.Random(state.seed)`, every chance outcome of the game comes from there);
- the bot of seat s in game k: `derive_seed(S, k, "bot", s)`; a sweep's variant: `derive_seed(S,
  "variant", key)`; a campaign's chapter: `derive_seed(run seed, "chapter", step)`;
- a stream of its own inside one game (a deck shuffled by a rule that must not shift every later
  die when it changes): `derive_seed(state.seed, "stream", name)` (`stream`).

`derive_seed` is the SHA-256 of the parts joined by ':' (`"7:3:bot:1"`), its first 8 bytes as a
big-endian integer shifted right once: a 63-bit non-negative seed, the same on every platform and
Python version (unlike `hash()`). `engine.sim.runner.derive_seed` is this function.
"""

from __future__ import annotations

import hashlib
import random


def derive_seed(master: int, *parts: object) -> int:
    """A 63-bit seed from the master seed and the given parts (`derive_seed(s, k)`: game k's seed)."""
    text = ":".join(str(p) for p in (master, *parts))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1


def game_seed(master: int, k: int) -> int:
    """The seed of game k of a run."""
    return derive_seed(master, k)


def bot_seed(master: int, k: int, seat: int) -> int:
    """The seed of the bot of `seat` in game k of a run."""
    return derive_seed(master, k, "bot", seat)


def stream(seed: int, name: str) -> random.Random:
    """A generator of its own for one named stream of chance inside a game of this seed."""
    return random.Random(derive_seed(seed, "stream", name))

"""Play the games of one or many runs on a Dask cluster (`--scheduler tcp://HOST:PORT`).

Distributed work runs on Dask's own scheduler and workers, never on a home-made one:

```python
from engine.sim.distributed import Job, connect, run_jobs
client = connect("tcp://10.0.0.5:8786")                    # SchedulerUnavailable if nobody answers
batches = run_jobs(client, [Job(adventure, spec, 1000)], progress=lambda done, total: ...)
```

- Work goes out in chunks of consecutive games (`Client.submit` per chunk, never one task per game;
  about four chunks per worker, at most `MAX_CHUNK` games) and comes back through `as_completed` as
  chunks finish, so `progress` and `on_results` see it live. A chunk plays under the same collector
  settings as a local worker (`engine.sim.batch.games_collector`).
  Results are sorted by game index, so a run's report is the same as the local one for the seed.
- The adventure travels as resolved data: pickled once per run and scattered to every worker
  (`broadcast=True`, so losing one worker loses no copy), tagged with its content digest; a worker
  unpickles it once per digest. Workers need Isleforge installed, not the designer's files.
- A worker whose Isleforge version differs from this one is refused: `connect` asks every worker
  first (`Client.run`) and every chunk checks again, for a worker that joins later.
- A worker lost mid-run: the scheduler moves its chunks to another worker (Dask's own recovery);
  `retries=` also replays a chunk whose task failed for another reason.
- Ctrl-C (KeyboardInterrupt, also from `progress`): the pending futures are cancelled, the call
  waits until no worker is still executing one of them, and the finished games are returned with
  `interrupted=True`.
"""

from __future__ import annotations

import contextlib
import functools
import pickle
import socket
import struct
import threading
import time
from dataclasses import dataclass
from importlib import metadata

from .batch import BatchResult, Progress, games_collector
from .runner import GameResult, RunSpec, play_games

RETRIES = 2
MAX_CHUNK = 250
CONNECT_TIMEOUT = 10  # seconds
MAX_GREETING = 1024 * 1024  # bytes: a scheduler's first message (its handshake) is well under this
_ADVENTURES: dict = {}  # in a worker: content digest -> adventure
_PLAYING = 0  # in a worker: chunks playing now (`_playing`)
_PLAYING_LOCK = threading.Lock()
_RESTORE = None


class SchedulerUnavailable(Exception):
    """No Dask scheduler answers at the address, or Dask is not installed."""


class WorkerVersionError(Exception):
    """A worker runs another Isleforge version than the one sending it work."""


def isleforge_version() -> str:
    return _installed_version()


@functools.cache
def _installed_version() -> str:
    """Asked once per process: `metadata.version` scans every folder of `sys.path` for distributions,
    milliseconds that every chunk paid again; the code a process runs does not change under it."""
    try:
        return metadata.version("isleforge")
    except metadata.PackageNotFoundError:
        return "0+unknown"


@dataclass
class Job:
    """The games 0..games-1 of one run of one adventure (a playtest, or one variant of a sweep)."""

    adventure: object
    spec: RunSpec
    games: int


def connect(address: str, timeout: float = CONNECT_TIMEOUT):
    """A `distributed.Client` on the scheduler at `address`, its workers' versions checked."""
    try:
        from distributed import Client
    except ImportError as error:  # pragma: no cover - dask is a dependency
        raise SchedulerUnavailable(f"Dask is not installed ({error})") from None
    probe(address, timeout)
    try:
        client = Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as error:
        raise SchedulerUnavailable(f"no Dask scheduler answers at {address}: {error}") from None
    except (MemoryError, OverflowError, struct.error) as error:  # a reply in another protocol, read as Dask's
        raise SchedulerUnavailable(f"no Dask scheduler at {address}: its reply is not Dask's ({error})") from None
    try:
        check_versions(client)
    except Exception:
        client.close()
        raise
    return client


def probe(address: str, timeout: float = CONNECT_TIMEOUT) -> None:
    """SchedulerUnavailable unless whatever listens at a tcp:// `address` greets like a Dask scheduler.

    Dask's client writes its handshake and then waits for the scheduler's with no time limit, and
    reads the first 8 bytes of any reply as a frame length: a silent port hangs it for ever, an HTTP
    server's "HTTP/1.x" becomes a 3 EiB allocation. A scheduler writes its handshake (an 8-byte
    length, then that many bytes) as soon as it accepts a connection, so this reads that greeting,
    all of it, within `timeout`, before Dask connects. Other schemes (tls://, ucx://, ...) are left to Dask.
    """
    scheme, _, location = address.rpartition("://")
    host, _, port = location.rpartition(":")
    if scheme not in ("", "tcp") or not host or not port.isdigit():
        return
    deadline = time.monotonic() + timeout
    advice = "check the address and port `dask scheduler` printed"
    while True:
        try:
            with socket.create_connection((host.strip("[]"), int(port)), timeout=max(0.01, deadline - time.monotonic())) as conn:
                head = _received(conn, 8, deadline)
                if len(head) < 8:
                    raise SchedulerUnavailable(f"no Dask scheduler at {address}: it closed the connection without a "
                                               f"greeting; {advice}")
                (length,) = struct.unpack("<Q", head)
                if not 0 < length <= MAX_GREETING:
                    raise SchedulerUnavailable(f"no Dask scheduler at {address}: it answers in another protocol (its "
                                               f"first bytes are {head!r}); {advice}")
                if len(_received(conn, length, deadline)) < length:
                    raise SchedulerUnavailable(f"no Dask scheduler at {address}: its greeting was cut short; {advice}")
            return
        except ConnectionRefusedError as error:  # a scheduler still starting: try again until the deadline
            if time.monotonic() + 0.1 >= deadline:
                raise SchedulerUnavailable(f"no Dask scheduler answers at {address}: {error}") from None
            time.sleep(0.1)
        except TimeoutError:
            raise SchedulerUnavailable(f"no Dask scheduler at {address}: nothing Dask would say came in {timeout:g} s "
                                       f"(a Dask scheduler greets every connection at once); {advice}") from None
        except (OSError, ValueError, OverflowError) as error:
            raise SchedulerUnavailable(f"no Dask scheduler answers at {address}: {error}") from None


def _received(conn: socket.socket, size: int, deadline: float) -> bytes:
    """Up to `size` bytes from `conn` (fewer if it closes); TimeoutError once `deadline` passes."""
    data = bytearray()
    while len(data) < size:
        conn.settimeout(max(0.01, deadline - time.monotonic()))
        chunk = conn.recv(min(size - len(data), 65536))
        if not chunk:
            break
        data += chunk
    return bytes(data)


def check_versions(client) -> None:
    """WorkerVersionError naming every worker whose Isleforge version differs from ours."""
    ours = isleforge_version()
    theirs = client.run(isleforge_version)
    if not theirs:
        raise SchedulerUnavailable("the Dask cluster has no workers (start some with `dask worker ADDRESS`)")
    wrong = {address: v for address, v in sorted(theirs.items()) if v != ours}
    if wrong:
        listed = ", ".join(f"{address} has {v}" for address, v in wrong.items())
        raise WorkerVersionError(f"workers run another Isleforge version than this one ({ours}): {listed}; "
                                 f"install isleforge {ours} on them")


def _adventure(blob: bytes, digest: str):
    adventure = _ADVENTURES.get(digest)
    if adventure is None:
        adventure = _ADVENTURES[digest] = pickle.loads(blob)
    return adventure


def play_chunk(blob: bytes, digest: str, version: str, spec: RunSpec, start: int, stop: int) -> list[GameResult]:
    """On a worker: games start..stop-1 of the run (refused if this worker's Isleforge differs)."""
    mine = isleforge_version()
    if mine != version:
        raise WorkerVersionError(f"this worker runs Isleforge {mine}, the run needs {version}")
    adventure = _adventure(blob, digest)
    with _playing():
        return play_games(adventure, spec, start, stop)


@contextlib.contextmanager
def _playing():
    """A local worker's collector settings (`games_collector`) while any chunk plays on this worker: a
    Dask worker may run several chunks at once in its threads, so the first to start sets them and
    the last to end restores the interpreter's."""
    global _PLAYING, _RESTORE
    with _PLAYING_LOCK:
        if _PLAYING == 0:
            _RESTORE = games_collector()
            _RESTORE.__enter__()
        _PLAYING += 1
    try:
        yield
    finally:
        with _PLAYING_LOCK:
            _PLAYING -= 1
            if _PLAYING == 0:
                _RESTORE.__exit__(None, None, None)


def chunk_size(games: int, workers: int) -> int:
    """About four chunks per worker, at most MAX_CHUNK games: every task costs the scheduler, the worker
    and this client a round trip, so fewer and bigger tasks; four per worker still balance the load."""
    return max(1, min(MAX_CHUNK, games // (max(1, workers) * 4)))


def _executing(dask_worker) -> int:
    return len(dask_worker.state.executing)


def wait_idle(client, timeout: float = 30.0) -> None:
    """Wait until no worker executes a task (the chunks already running when a run was cancelled)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not any(client.run(_executing).values()):
            return
        time.sleep(0.05)


def run_jobs(client, jobs: list[Job], progress: Progress | None = None, chunk: int | None = None,
             on_results=None) -> list[BatchResult]:
    """Play every job's games on the cluster; a BatchResult per job (see the module docstring).

    ``progress(done, total)`` counts games over all jobs; ``on_results(job_index, results)`` gets a
    job's games finished so far (arrival order) whenever a chunk of it comes back.
    """
    from distributed import as_completed

    version = isleforge_version()
    workers = len(client.scheduler_info().get("workers", {})) or 1
    batches = [BatchResult(job.spec, job.games, jobs=workers) for job in jobs]
    total = sum(job.games for job in jobs)
    owner: dict = {}
    futures = []
    blobs: dict = {}
    for index, job in enumerate(jobs):
        digest = job.adventure.digest
        if digest not in blobs:
            blob = pickle.dumps(job.adventure, protocol=pickle.HIGHEST_PROTOCOL)
            blobs[digest] = client.scatter(blob, broadcast=True, hash=False)
        size = chunk or chunk_size(job.games, workers)
        for start in range(0, job.games, size):
            future = client.submit(play_chunk, blobs[digest], digest, version, job.spec, start,
                                   min(start + size, job.games), pure=False, retries=RETRIES)
            owner[future.key] = index
            futures.append(future)
    done = 0
    try:
        for future, results in as_completed(futures, with_results=True):
            index = owner[future.key]
            batches[index].results.extend(results)
            done += len(results)
            if on_results is not None:
                on_results(index, batches[index].results)
            if progress is not None:
                progress(done, total)
    except KeyboardInterrupt:
        client.cancel(futures, force=True)
        wait_idle(client)
        for batch in batches:
            batch.interrupted = len(batch.results) < batch.requested
    finally:
        client.cancel(list(blobs.values()), force=True)
    for batch in batches:
        batch.results.sort(key=lambda r: r.index)
    return batches


def run_batch(client, adventure, spec: RunSpec, games: int, progress: Progress | None = None,
              chunk: int | None = None, on_results=None) -> BatchResult:
    """`engine.sim.batch.run_batch`, on the cluster: the same BatchResult for the same seed."""
    relay = None if on_results is None else (lambda _index, results: on_results(results))
    return run_jobs(client, [Job(adventure, spec, games)], progress, chunk, relay)[0]

"""`--scheduler` at a port that is not Dask (issue 30, item 6): "no Dask scheduler at ADDRESS" within the
timeout, never a traceback (a frame length read from an HTTP reply) or a wait for ever (a silent port).

Real local sockets: a tiny HTTP server thread and a socket that accepts and says nothing. The
timeout passed in is short, so the module takes about a second, not the 10 s of the default.
"""

from __future__ import annotations

import http.server
import socket
import threading
import time

import pytest

pytest.importorskip("distributed")

from engine.sim.distributed import SchedulerUnavailable, connect  # noqa: E402

TIMEOUT = 0.5


@pytest.fixture
def http_port():
    server = http.server.HTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


@pytest.fixture
def silent_port():
    """A port that accepts every connection and never sends a byte."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    held = []
    stop = threading.Event()

    def accept():
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield listener.getsockname()[1]
    stop.set()
    thread.join()
    for conn in held:
        conn.close()
    listener.close()


def _refusal_within(address: str, seconds: float) -> tuple[str, float]:
    """connect's SchedulerUnavailable text and how long it took; fails (not hangs) after `seconds`."""
    outcome = {}

    def attempt():
        started = time.monotonic()
        try:
            client = connect(address, timeout=TIMEOUT)
        except SchedulerUnavailable as error:
            outcome["error"] = str(error)
        except BaseException as error:  # noqa: BLE001 - the test reports what escaped
            outcome["escaped"] = error
        else:
            client.close()
            outcome["client"] = client
        outcome["took"] = time.monotonic() - started

    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"connect({address!r}, timeout={TIMEOUT}) still waits after {seconds} s"
    assert "error" in outcome, f"connect gave {outcome!r}"
    return outcome["error"], outcome["took"]


def test_a_port_answering_http_is_no_dask_scheduler(http_port):
    address = f"tcp://127.0.0.1:{http_port}"
    message, took = _refusal_within(address, 5)
    assert message.startswith(f"no Dask scheduler at {address}: ") and took < TIMEOUT + 1


def test_a_port_that_accepts_and_stays_silent_is_no_dask_scheduler(silent_port):
    address = f"tcp://127.0.0.1:{silent_port}"
    message, took = _refusal_within(address, 5)
    assert message.startswith(f"no Dask scheduler at {address}: ") and f"{TIMEOUT:g} s" in message
    assert took < TIMEOUT + 1


def test_an_address_without_its_scheme_is_probed_too(silent_port):
    message, _ = _refusal_within(f"127.0.0.1:{silent_port}", 5)
    assert message.startswith(f"no Dask scheduler at 127.0.0.1:{silent_port}: ")


def _greeter(greeting: bytes, close: bool):
    """A port that sends `greeting` to each connection, then closes it or keeps it open saying nothing more."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    held = []

    def serve():
        while True:
            try:
                conn = listener.accept()[0]
            except OSError:
                return
            conn.sendall(greeting)
            conn.close() if close else held.append(conn)

    threading.Thread(target=serve, daemon=True).start()
    return listener, held


@pytest.mark.parametrize("greeting, close, words", [
    (b"SSH-2.0-OpenSSH_9.6\r\n", False, "another protocol"),  # as a frame length: about 3.6 EiB
    ((100).to_bytes(8, "little") + b"partial", False, "nothing Dask would say came in"),  # a length, then silence
    ((100).to_bytes(8, "little") + b"partial", True, "cut short"),
    (b"\0\0", True, "without a greeting"),
])
def test_a_port_that_greets_in_another_protocol_is_no_dask_scheduler(greeting, close, words):
    listener, held = _greeter(greeting, close)
    address = f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    try:
        message, took = _refusal_within(address, 5)
    finally:
        listener.close()
        for conn in held:
            conn.close()
    assert message.startswith(f"no Dask scheduler at {address}: ") and words in message and took < TIMEOUT + 1

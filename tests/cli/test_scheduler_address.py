"""`--scheduler ADDRESS` at a port that is not Dask (issue 30, item 6): exit 2 and "no Dask scheduler at
ADDRESS" within the timeout, on a real HTTP server thread and a real silent accepting socket."""

from __future__ import annotations

import http.server
import socket
import threading
import time

import pytest

pytest.importorskip("distributed")

from editor.cli import main  # noqa: E402
from engine.sim import distributed  # noqa: E402

SWEEP = ["sweep", "drowned-temple", "--bots", "random", "--games", "3", "--seed", "4", "--no-progress",
         "--vary", "years=2"]


def _http_server():
    server = http.server.HTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def test_sweep_and_playtest_refuse_a_port_that_is_not_dask(capsys, monkeypatch):
    monkeypatch.setattr(distributed.connect, "__defaults__", (0.5,))
    server, http_port = _http_server()
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen()  # the kernel accepts connections into the backlog: the port answers nothing
    try:
        for argv in (SWEEP, ["playtest", "drowned-temple", "--bots", "random", "--games", "2", "--no-progress"]):
            for port in (http_port, silent.getsockname()[1]):
                address = f"tcp://127.0.0.1:{port}"
                started = time.monotonic()
                code = main([*argv, "--scheduler", address])
                err = capsys.readouterr().err
                assert code == 2 and err.startswith(f"isleforge: error: no Dask scheduler at {address}: ")
                assert "Traceback" not in err and time.monotonic() - started < 3
    finally:
        server.shutdown()
        server.server_close()
        silent.close()

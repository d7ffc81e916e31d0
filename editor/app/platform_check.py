"""Before the QApplication exists: can Qt's X11 platform plugin load on this machine?

On a stock Debian or Ubuntu desktop Qt 6's `xcb` plugin needs three libraries that are not always
installed; without them Qt aborts the process (exit 134) and its message names only the first.
`missing_libraries()` asks the dynamic loader for each of them first, so `isleforge` can say which
are missing and the one command that installs them, and exit 2 instead.

No Qt is imported here: this runs before Qt has a chance to abort.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from collections.abc import Callable, Mapping

# The libraries Qt 6's xcb plugin loads beyond libxcb itself: soname -> the Debian/Ubuntu package.
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
}
EXIT_PLATFORM = 2


def loadable(soname: str) -> bool:
    """Whether the dynamic loader finds ``soname`` (what the plugin will ask it for)."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return ctypes.util.find_library(soname.removeprefix("lib").split(".so")[0]) == soname
    return True


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will pick the xcb plugin: on Linux, asked for by name, or by default with an X display."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "").split(":")[0].strip()
    if asked:
        return asked == "xcb" and bool(environ.get("DISPLAY"))
    if environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland":
        return False  # Qt 6 prefers its wayland plugin there
    return bool(environ.get("DISPLAY"))


def missing_libraries(environ: Mapping[str, str] | None = None, platform: str | None = None,
                      find: Callable[[str], bool] | None = None) -> list[str]:
    """The sonames the xcb plugin needs that cannot be loaded (empty when Qt will not use xcb).

    Defaults: this process's environment, `sys.platform` and `loadable`.
    """
    if not uses_xcb(os.environ if environ is None else environ, platform or sys.platform):
        return []
    find = find or loadable
    return [soname for soname in XCB_LIBRARIES if not find(soname)]


def explain(missing: list[str]) -> str:
    """What to tell the user: the missing libraries and the one command that installs them."""
    packages = " ".join(XCB_LIBRARIES[soname] for soname in missing)
    return (f"isleforge: the editor cannot start: Qt's X11 platform plugin (xcb) needs "
            f"{', '.join(missing)}, which {'is' if len(missing) == 1 else 'are'} not installed.\n"
            f"Install {'it' if len(missing) == 1 else 'them'} (Debian, Ubuntu) with:\n\n"
            f"    sudo apt-get install {packages}\n\n"
            f"or run the headless commands (validate, playtest, export, ...), which need no display.\n")


def check(stream=None, environ: Mapping[str, str] | None = None, platform: str | None = None,
          find: Callable[[str], bool] | None = None) -> int | None:
    """None when the editor may create its QApplication; else the exit code, after saying why not."""
    missing = missing_libraries(environ, platform, find)
    if not missing:
        return None
    (stream or sys.stderr).write(explain(missing))
    return EXIT_PLATFORM

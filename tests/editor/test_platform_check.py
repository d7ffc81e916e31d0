"""`isleforge` on a machine where Qt's X11 platform plugin cannot load: say what is missing, exit 2."""

from __future__ import annotations

import io

from editor import cli
from editor.app import application, platform_check

X11 = {"DISPLAY": ":0"}


def test_every_missing_library_is_named_with_the_one_command_that_installs_them():
    stream = io.StringIO()
    installed = {"libxcb-icccm.so.4"}
    code = platform_check.check(stream, X11, "linux", find=installed.__contains__)
    assert code == 2
    assert stream.getvalue() == (
        "isleforge: the editor cannot start: Qt's X11 platform plugin (xcb) needs libxcb-cursor.so.0, "
        "libxcb-keysyms.so.1, which are not installed.\n"
        "Install them (Debian, Ubuntu) with:\n\n"
        "    sudo apt-get install libxcb-cursor0 libxcb-keysyms1\n\n"
        "or run the headless commands (validate, playtest, export, ...), which need no display.\n")


def test_nothing_is_checked_where_qt_will_not_use_xcb():
    nothing = lambda soname: False  # noqa: E731 (every library missing)
    assert platform_check.missing_libraries({}, "linux", nothing) == []  # no display
    assert platform_check.missing_libraries({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", nothing) == []
    assert platform_check.missing_libraries(X11, "darwin", nothing) == []
    wayland = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}
    assert platform_check.missing_libraries(wayland, "linux", nothing) == []
    assert platform_check.missing_libraries({**wayland, "QT_QPA_PLATFORM": "xcb"}, "linux", nothing) == [
        "libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert platform_check.missing_libraries(X11, "linux", lambda soname: True) == []


def test_the_editor_command_exits_2_before_creating_the_application(monkeypatch, capsys):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(platform_check.sys, "platform", "linux")
    monkeypatch.setattr(platform_check, "loadable", lambda soname: soname != "libxcb-cursor.so.0")
    started = []
    monkeypatch.setattr(application, "run", lambda path=None: started.append(path) or 0)
    assert cli.main([]) == 2
    assert started == []
    err = capsys.readouterr().err
    assert "needs libxcb-cursor.so.0, which is not installed" in err
    assert "    sudo apt-get install libxcb-cursor0\n" in err


def test_the_real_lookup_finds_the_c_library_and_not_a_made_up_one():
    assert platform_check.loadable("libc.so.6")
    assert not platform_check.loadable("libisleforge-nowhere.so.9")

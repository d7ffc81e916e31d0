"""The main window under hostile files (issue 17): one bad file never takes the session down."""

from __future__ import annotations



def test_an_omap_file_opens_read_only_and_the_session_keeps_working(window, library, qtbot):
    odd = library / "odd.yaml"
    odd.write_text("kind: adventure\nmodes: !!omap [a: 1, b: 2]\n", encoding="utf-8")
    page = window.session.open(odd)
    assert page.read_only
    document = window.session.open(library / "drowned-temple.yaml").document
    document.set_value("/title", "Still Working")
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10000)
    assert window.session.save(document)


def test_typing_an_unusable_cover_path_is_a_diagnostic_and_validation_goes_on(window, library, qtbot):
    document = window.session.open(library / "drowned-temple.yaml").document
    qtbot.waitUntil(lambda: window.workspace.ready and not window.workspace.busy, timeout=10000)
    document.set_value("/cover", "x" * 300 + ".png")
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10000)
    codes = [d.code for d in window.workspace.diagnostics_for(document.path)]
    assert "ref/file-unusable" in codes
    document.set_value("/cover", "art/cover.png")
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10000)
    codes = [d.code for d in window.workspace.diagnostics_for(document.path)]
    assert "ref/file-unusable" not in codes and "ref/file-missing" in codes


def test_unsaved_work_is_copied_shortly_after_typing_stops(make_window, library, qtbot):
    window = make_window(autosave=3600)  # the periodic autosave never fires during the test
    document = window.session.open(library / "drowned-temple.yaml").document
    document.set_value("/title", "Typed Just Now")
    qtbot.waitUntil(lambda: [c.path for c in window.recovery.store.copies()] == [document.path], timeout=5000)
    assert window.recovery.store.copies()[0].text() == document.text()

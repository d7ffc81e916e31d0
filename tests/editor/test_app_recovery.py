"""Never lose work: autosave to the recovery folder, and recovery after a crash."""

from __future__ import annotations

from pathlib import Path

from editor.app.prompter import DISCARD, ScriptedPrompter
from editor.app.recovery import RecoveryStore



def _copies(window) -> list[Path]:
    return [c.path for c in window.recovery.store.copies()]


def test_autosave_keeps_a_copy_of_each_modified_document_until_it_is_saved(make_window, library, qtbot):
    window = make_window(autosave=0.05)
    document = window.session.open(library / "drowned-temple.yaml").document
    assert window.recovery.autosave() == 0 and _copies(window) == []
    document.set_value("/years", 3)
    qtbot.waitUntil(lambda: _copies(window) == [document.path], timeout=3000)  # the timer wrote it
    (copy,) = window.recovery.store.copies()
    assert copy.text() == document.text()
    assert copy.copy.parent == window.config.recovery_dir
    window.menus.save.trigger()
    assert _copies(window) == []


def test_a_document_back_to_its_saved_state_has_no_copy(window, library):
    document = window.session.open(library / "drowned-temple.yaml").document
    document.set_value("/years", 3)
    assert window.recovery.autosave() == 1
    window.undo.undo_action.trigger()
    window.recovery.autosave()
    assert _copies(window) == []


def test_discarding_on_close_removes_the_copy(window, library):
    page = window.session.open(library / "drowned-temple.yaml")
    page.document.set_value("/years", 3)
    window.recovery.autosave()
    window.prompter.answer("ask_save", DISCARD)
    window.session.close(page)
    assert _copies(window) == []
    assert "\nyears: 2\n" in (library / "drowned-temple.yaml").read_text(encoding="utf-8")


def test_after_a_crash_the_next_start_offers_the_unsaved_work_back(make_window, library, tmp_path):
    path = library / "drowned-temple.yaml"
    on_disk = path.read_text(encoding="utf-8")
    crashed = make_window()
    document = crashed.session.open(path).document
    document.set_value("/title", "The Sunken Temple")
    document.set_value("/years", 3)
    crashed.recovery.autosave()
    recovered_text = document.text()
    crashed.shutdown()  # the process "dies": no close, no questions, the copy stays

    window = make_window(prompter=ScriptedPrompter(ask_recover=True))
    (recovered,) = window.recovery.offer()
    assert window.prompter.questions("ask_recover") == [(["drowned-temple.yaml"],)]
    assert recovered.path == path and recovered.modified
    assert recovered.text() == recovered_text and path.read_text(encoding="utf-8") == on_disk
    assert window.tabs.title(window.tabs.current()) == "drowned-temple*"
    assert window.undo.undo_action.text() == "Undo Recover unsaved changes"
    assert _copies(window) == [path]  # kept until saved or discarded
    window.menus.save.trigger()
    assert path.read_text(encoding="utf-8") == recovered_text and _copies(window) == []


def test_declining_recovery_deletes_the_copies(make_window, library, tmp_path):
    path = library / "drowned-temple.yaml"
    store = RecoveryStore(tmp_path / "config" / "recovery")
    store.write(path, path.read_text(encoding="utf-8").replace("years: 2", "years: 3"))
    window = make_window(prompter=ScriptedPrompter(ask_recover=False))
    assert window.recovery.offer() == []
    assert window.prompter.questions("ask_recover") and _copies(window) == []
    assert window.workspace.documents() == []


def test_copies_of_another_library_are_left_alone(make_window, library, tmp_path):
    elsewhere = tmp_path / "elsewhere" / "isle.yaml"
    store = RecoveryStore(tmp_path / "config" / "recovery")
    store.write(elsewhere, "kind: adventure\n")
    window = make_window(prompter=ScriptedPrompter(ask_recover=True))
    assert window.recovery.offer() == [] and window.prompter.questions("ask_recover") == []
    assert _copies(window) == [elsewhere.resolve()]

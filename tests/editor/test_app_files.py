"""Files changed by other programs: silent reload, Reload or Keep mine, and new or removed files."""

from __future__ import annotations

from pathlib import Path

from editor.app.prompter import KEEP, RELOAD



def _write_outside(path: Path, old: str, new: str) -> str:
    text = path.read_text(encoding="utf-8").replace(old, new)
    path.write_text(text, encoding="utf-8")
    return text


def test_an_unmodified_document_reloads_silently(window, library, qtbot):
    path = library / "drowned-temple.yaml"
    document = window.session.open(path).document
    text = _write_outside(path, "years: 2", "years: 3")
    qtbot.waitUntil(lambda: document.text() == text, timeout=5000)  # noticed by the file watcher
    assert not document.modified and window.prompter.questions("ask_reload") == []
    assert window.yaml.view.source is document


def test_a_modified_document_asks_and_reload_takes_the_file(window, library, qtbot):
    path = library / "drowned-temple.yaml"
    document = window.session.open(path).document
    document.set_value("/title", "Mine")
    window.prompter.answer("ask_reload", RELOAD)
    text = _write_outside(path, "years: 2", "years: 3")
    qtbot.waitUntil(lambda: document.text() == text, timeout=5000)
    assert window.prompter.questions("ask_reload") == [("drowned-temple.yaml",)]
    assert not document.modified and document.value("/title") == "The Drowned Temple"


def test_a_modified_document_asks_and_keep_mine_keeps_it(window, library, qtbot):
    path = library / "drowned-temple.yaml"
    document = window.session.open(path).document
    document.set_value("/title", "Mine")
    window.prompter.answer("ask_reload", KEEP)
    text = _write_outside(path, "years: 2", "years: 3")
    qtbot.waitUntil(lambda: bool(window.prompter.questions("ask_reload")), timeout=5000)
    assert document.value("/title") == "Mine" and document.value("/years") == 2 and document.modified
    assert not document.changed_on_disk()  # asked once, not again
    assert window.files.check_all() == {}
    window.menus.save.trigger()
    assert path.read_text(encoding="utf-8") != text and "title: Mine" in path.read_text(encoding="utf-8")


def test_our_own_saves_are_not_outside_changes(window, library, qtbot):
    path = library / "drowned-temple.yaml"
    document = window.session.open(path).document
    document.set_value("/years", 3)
    window.menus.save.trigger()
    assert window.files.check_all() == {}
    assert window.prompter.asked == []


def test_a_file_that_no_longer_parses_keeps_the_designers_version(window, library, qtbot):
    path = library / "drowned-temple.yaml"
    document = window.session.open(path).document
    before = document.text()
    path.write_text("kind: adventure\ntitle: [\n", encoding="utf-8")
    qtbot.waitUntil(lambda: bool(window.prompter.questions("error")), timeout=5000)
    assert document.text() == before and document.modified  # saving would write the designer's version back


def test_files_added_and_removed_by_other_programs_are_relisted_and_revalidated(window, library, qtbot):
    extra = library / "extra-minions.yaml"
    extra.write_text((library / "core" / "cards" / "minions.yaml").read_text(encoding="utf-8")
                     .replace("id: core-minions", "id: extra-minions"), encoding="utf-8")
    qtbot.waitUntil(lambda: window.library.model.entry(extra) is not None, timeout=5000)
    qtbot.waitUntil(lambda: any(d.code == "id/duplicate-card" for d in window.workspace.diagnostics()), timeout=5000)
    extra.unlink()
    qtbot.waitUntil(lambda: window.library.model.entry(extra) is None, timeout=5000)
    qtbot.waitUntil(lambda: not any(d.code == "id/duplicate-card" for d in window.workspace.diagnostics()), timeout=5000)


def test_a_read_only_file_fixed_outside_becomes_editable(window, library, qtbot):
    broken = library / "broken.yaml"
    broken.write_text("kind: adventure\ntitle: [\n", encoding="utf-8")
    page = window.session.open(broken)
    assert page.read_only
    broken.write_text("kind: adventure\ntitle: Fixed\n", encoding="utf-8")
    qtbot.waitUntil(lambda: not window.tabs.current().read_only, timeout=5000)
    assert window.tabs.current().document.value("/title") == "Fixed"

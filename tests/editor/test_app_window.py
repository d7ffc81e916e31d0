"""The main window: tabs per document, views or the YAML fallback, undo through the window, saving, closing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence

from editor.app.document_page import DocumentPage, ReadOnlyPage
from editor.app.library_index import content_files
from editor.app.prompter import CANCEL, DISCARD, SAVE, ScriptedPrompter
from editor.app.yaml_view import YamlView
from editor.documents.document import Document, DocumentError

from app_support import register_fake


def one_of_each_kind(library: Path, files: list[Path]) -> list[Path]:
    """The first file of each (game's folder, kind): every registered view is built at least once."""
    seen: dict[tuple, Path] = {}
    for path in files:
        kind = re.search(r"^kind:\s*(\S+)", path.read_text(encoding="utf-8"), re.M)
        game = path.relative_to(library).parts[0] if len(path.relative_to(library).parts) > 1 else ""
        seen.setdefault((game, kind and kind.group(1)), path)
    return list(seen.values())


@pytest.mark.parametrize("every", [False, pytest.param(True, marks=pytest.mark.long)])
def test_every_bundled_file_opens_with_its_registered_views(make_window, library: Path, every):
    window = make_window(feature_views=True)
    files = content_files(library)
    assert len(files) >= 18
    if not every:  # the fast default: each kind of each game once; the long run opens every file
        files = one_of_each_kind(library, files)
    for path in files:
        window.navigator.activate(path)
        page = window.tabs.current()
        assert isinstance(page, DocumentPage), path
        assert page.document.path == path and page.count() >= 1
        assert not any(v.objectName() == "brokenView" for v in page.views()), f"a view of {path.name} failed"
    assert len(window.tabs.pages()) == len(files)
    assert window.session.close_all() and window.tabs.pages() == []


def test_a_kind_without_views_shows_the_read_only_yaml(window, library: Path):
    page = window.session.open(library / "core" / "area-tiles.yaml")
    assert [page.tabText(i) for i in range(page.count())] == ["YAML"]
    view = page.widget(0)
    assert isinstance(view, YamlView) and view.isReadOnly()
    assert view.toPlainText() == page.document.text()


def test_the_tab_shows_the_id_and_a_star_when_modified_and_undo_redo_go_through_the_window(window, library, qtbot):
    page = window.session.open(library / "drowned-temple.yaml")
    document = page.document
    assert window.tabs.title(page) == "drowned-temple"
    assert not window.undo.undo_action.isEnabled()
    document.set_value("/title", "The Sunken Temple")
    assert window.tabs.title(page) == "drowned-temple*"
    assert window.undo.undo_action.isEnabled() and window.undo.undo_action.text() == "Undo Change title"
    window.undo.undo_action.trigger()
    assert document.value("/title") == "The Drowned Temple" and window.tabs.title(page) == "drowned-temple"
    window.undo.redo_action.trigger()
    assert document.value("/title") == "The Sunken Temple" and window.tabs.title(page) == "drowned-temple*"
    document.set_value("/id", "sunken-temple")
    assert window.tabs.title(page) == "sunken-temple*"


def test_undo_follows_the_current_tab(window, library):
    first = window.session.open(library / "drowned-temple.yaml").document
    second = window.session.open(library / "ember-crown.yaml").document
    first.set_value("/years", 3)
    assert not window.undo.undo_action.isEnabled()  # ember-crown is current and untouched
    window.session.open(first.path)
    window.undo.undo_action.trigger()
    assert first.value("/years") == 2 and not second.modified


def test_standard_shortcuts(window):
    menus, library, undo = window.menus, window.library, window.undo
    expected = {
        library.new_adventure: [QKeySequence(QKeySequence.StandardKey.New)],
        menus.open: [QKeySequence(QKeySequence.StandardKey.Open)],
        menus.save: [QKeySequence(QKeySequence.StandardKey.Save)],
        menus.save_all: [QKeySequence("Ctrl+Shift+S")],
        menus.close: [QKeySequence(QKeySequence.StandardKey.Close)],
        menus.find: [QKeySequence(QKeySequence.StandardKey.Find)],
        menus.playtest: [QKeySequence("F5")],
    }
    for action, shortcuts in expected.items():
        assert action.shortcut() == shortcuts[0], action.text()
    assert QKeySequence("Ctrl+Z") in undo.undo_action.shortcuts()
    assert {QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")} <= set(undo.redo_action.shortcuts())


def test_open_shows_a_file_of_the_library_here_and_another_library_in_its_own_window(window, library, monkeypatch,
                                                                                     tmp_path):
    from editor.app import application

    window.prompter.answer("open_file", library / "ember-crown.yaml")
    window.menus.open.trigger()
    assert window.tabs.current().path == library / "ember-crown.yaml"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    opened = []
    monkeypatch.setattr(application, "open_window", lambda path, config: opened.append(path))
    window.prompter.answer("open_folder", elsewhere)
    window.menus.open_folder.trigger()
    assert opened == [elsewhere.resolve()]


def test_f5_without_an_adventure_says_what_it_plays(window):
    window.menus.playtest.trigger()
    assert window.prompter.questions("info") == [
        ("Playtest", "Open an adventure first: the playtest plays the adventure in the current tab, as it is in the "
                     "editor.")]


@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # the offscreen platform
def test_help_menu_opens_the_content_reference_and_about(window):
    from PySide6.QtGui import QKeySequence

    from engine.content import reference

    assert window.menus.reference.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    window.menus.reference.trigger()
    shown = window.menus.reference_window  # made from the schemas in use: every install has it, no browser needed
    assert shown.isVisible() and shown.windowTitle() == "Content Reference: Isles of Terror — Isleforge"
    text = shown.browser.toPlainText()
    headings = [line.lstrip("# ") for line in reference.generate().splitlines() if line.startswith("## ")]
    assert len(headings) > 10 and all(h.split(" (`")[0] in text for h in headings)
    shown.open_in_browser.emit(shown.ruleset_id())  # the window's Open in Browser still writes the page
    (url,), = window.prompter.questions("open_url")
    page = Path(url.toLocalFile())
    assert page == window.config.cache_dir / "help" / "content-reference.html"
    html = page.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE HTML") and "<title>Isles of Terror: Isleforge content reference</title>" in html
    shown.close()
    window.menus.about.trigger()
    assert window.prompter.questions("info")[0][0] == "About Isleforge"


def test_saving_an_untouched_file_keeps_every_byte(window, library):
    path = library / "drowned-temple.yaml"
    before = path.read_bytes()
    window.session.open(path)
    window.menus.save.trigger()
    assert path.read_bytes() == before
    assert window.statusBar().currentMessage() == "Saved drowned-temple.yaml"


def test_save_all_saves_every_modified_document(window, library):
    first = window.session.open(library / "drowned-temple.yaml").document
    second = window.session.open(library / "ember-crown.yaml").document
    first.set_value("/years", 3)
    second.set_value("/years", 1)
    assert window.menus.save_all.isEnabled()
    window.menus.save_all.trigger()
    assert not first.modified and not second.modified
    assert "\nyears: 3\n" in first.path.read_text(encoding="utf-8")


def test_a_refused_save_shows_its_message(window, library, monkeypatch):
    document = window.session.open(library / "drowned-temple.yaml").document
    document.set_value("/years", 3)
    monkeypatch.setattr(Document, "save", lambda self, path=None: (_ for _ in ()).throw(
        DocumentError("Not saved: the result would not be valid YAML (line 3: oops).")))
    assert not window.session.save()
    assert window.prompter.questions("error") == [("Not saved", "Not saved: the result would not be valid YAML (line 3: oops).")]
    assert document.modified


@pytest.mark.parametrize("answer", [CANCEL, DISCARD, SAVE])
def test_closing_a_modified_document_asks(window, library, answer):
    path = library / "drowned-temple.yaml"
    page = window.session.open(path)
    page.document.set_value("/years", 3)
    window.prompter.answer("ask_save", answer)
    closed = window.menus.close.trigger() or window.tabs.page_for(path) is None
    assert window.prompter.questions("ask_save") == [(["drowned-temple.yaml"],)]
    assert closed == (answer != CANCEL)
    assert ("\nyears: 3\n" in path.read_text(encoding="utf-8")) == (answer == SAVE)


def test_closing_the_window_asks_and_cancel_keeps_it_open(make_window, library, qtbot):
    window = make_window(prompter=ScriptedPrompter(ask_save=CANCEL))
    window.session.open(library / "drowned-temple.yaml").document.set_value("/years", 3)
    assert not window.close()
    assert window.workspace.documents() and not window._closed
    window.prompter.answer("ask_save", DISCARD)
    assert window.close()


def test_a_file_that_cannot_be_edited_opens_read_only_with_its_problems(window, library, qtbot):
    broken = library / "broken.yaml"
    broken.write_text("kind: adventure\ntitle: [\n", encoding="utf-8")
    window.workspace.reread(broken)
    qtbot.waitUntil(lambda: bool(window.workspace.diagnostics_for(broken)), timeout=5000)
    window.navigator.activate(broken)
    page = window.tabs.current()
    assert isinstance(page, ReadOnlyPage)
    assert window.tabs.title(page) == "broken.yaml (read-only)"
    assert "cannot be opened for editing" in page.banner.text()
    assert page.yaml.toPlainText() == "kind: adventure\ntitle: [\n"
    qtbot.waitUntil(lambda: page.problems.count() >= 1, timeout=5000)
    assert page.problems.item(0).text().startswith("line 3:")
    assert window.yaml.view.toPlainText() == page.yaml.toPlainText()
    assert window.status.state.text() == "Read-only"


def test_the_yaml_panel_follows_the_selection_of_a_view(window, library, registry):
    made = register_fake()
    page = window.session.open(library / "drowned-temple.yaml")
    document = page.document
    made[0].pointer_selected.emit("/setup/boss")
    line = document.line_of("/setup/boss")
    assert window.yaml.view.marked_line == line
    assert window.yaml.view.textCursor().blockNumber() == line - 1
    assert window.yaml.view.document().findBlockByNumber(line - 1).text().strip().startswith("boss:")


def test_a_view_asking_to_edit_rules_hands_over_to_the_view_that_claims_them(window, library, registry):
    board = register_fake(claims=("/map",), title="Map", order=10)
    forms = register_fake(claims=("/map/areas", "/rules"), title="Rules", order=20)
    page = window.session.open(library / "drowned-temple.yaml")
    assert page.currentWidget() is board[0]
    board[0].edit_rules.emit("/map/areas/0/rules")
    assert forms[0].selected == ["/map/areas/0/rules"] and board[0].selected == []
    assert page.currentWidget() is forms[0]


def test_the_status_bar_shows_headline_problem_state_and_coordinates(window, library, registry, qtbot):
    made = register_fake()
    page = window.session.open(library / "drowned-temple.yaml")
    assert window.status.state.text() == "Saved"
    assert window.status.problem.text() == "No errors or warnings in this file"
    with qtbot.waitSignal(window.workspace.diagnostics_changed, timeout=5000):
        page.document.set_value("/setup/boss", "drowned-preist")
        assert window.status.state.text() == "Modified — validating…"
    assert window.status.state.text() == "Modified"
    line = page.document.line_of("/setup/boss")
    assert window.status.problem.text() == f"Line {line}: no boss has the id 'drowned-preist'"
    made[0].coordinates.emit("column 3, row 4")
    assert window.status.coordinates.text() == "column 3, row 4"
    window.status.problem.click()
    assert made[0].selected == ["/setup/boss"]


def test_recent_files_and_the_layout_are_kept_between_runs(make_window, library):
    first = make_window()
    first.session.open(library / "ember-crown.yaml")
    first.problems.hide()
    first.close()
    second = make_window()
    assert second.recent.paths()[0] == library / "ember-crown.yaml"
    assert second.problems.isHidden()
    second.menus.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in second.menus.recent_menu.actions()]
    assert texts[0].startswith("&1 ember-crown.yaml")
    second.menus.recent_menu.actions()[0].trigger()
    assert second.tabs.current().path == library / "ember-crown.yaml"

"""Documents under hostile and unusual files (issue 17): nothing lost, nothing crashes."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from editor.documents.document import Document, DocumentError
from engine.content import paths
from engine.content.yaml_io import MAX_FILE_BYTES

LIBRARY = paths.library_dir()


@pytest.fixture
def adventure(tmp_path: Path, qtbot) -> Document:
    target = tmp_path / "drowned-temple.yaml"
    shutil.copy(LIBRARY / "drowned-temple.yaml", target)
    return Document.open(target)


# -- 1. a save never writes data that differs from the document's model ------------------------
def test_a_collection_tag_cannot_be_opened_so_it_cannot_be_rewritten(tmp_path: Path, qtbot):
    target = tmp_path / "isle.yaml"
    target.write_text("kind: adventure\nplayers: !!set {min: 2, max: 3}\n", encoding="utf-8")
    with pytest.raises(DocumentError, match=r"line 2: the YAML tag 'tag:yaml.org,2002:set' is not used"):
        Document.open(target)


def test_a_save_whose_text_reads_back_as_other_data_is_refused_and_the_file_kept(adventure: Document):
    before = adventure.path.read_bytes()
    adventure.set_value("/years", 10 ** 50)  # written as 51 digits, read back as text (no count is that long)
    with pytest.raises(DocumentError, match="would not read back as the document's data"):
        adventure.save()
    assert adventure.path.read_bytes() == before and adventure.modified


# -- 2. a file the round-trip loader refuses opens read-only, never aborts ------------------------
def test_an_omap_file_is_a_document_error_not_a_crash(tmp_path: Path, qtbot):
    target = tmp_path / "isle.yaml"
    target.write_text("kind: adventure\nmodes: !!omap [a: 1, b: 2]\n", encoding="utf-8")
    with pytest.raises(DocumentError, match="cannot be opened for editing"):
        Document.open(target)


# -- 7. saving through a link, in a folder the user cannot write ---------------------------------
def test_saving_through_a_link_writes_its_target_and_keeps_the_link(tmp_path: Path, qtbot):
    real = tmp_path / "real.yaml"
    shutil.copy(LIBRARY / "drowned-temple.yaml", real)
    link = tmp_path / "link.yaml"
    os.symlink("real.yaml", link)
    document = Document(link, real.read_text(encoding="utf-8"))
    document.set_value("/title", "Through the Link")
    document.save()
    assert os.readlink(link) == "real.yaml"
    assert "title: Through the Link" in real.read_text(encoding="utf-8")


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_writable_file_in_a_read_only_folder_is_saved_in_place(adventure: Document):
    folder = adventure.path.parent
    adventure.set_value("/title", "In Place")
    folder.chmod(0o555)
    try:
        adventure.save()
    finally:
        folder.chmod(0o755)
    assert "title: In Place" in adventure.path.read_text(encoding="utf-8")


def test_the_in_place_fallback_writes_the_whole_text(tmp_path: Path):
    from engine.content.files import _write_in_place

    target = tmp_path / "isle.yaml"
    target.write_text("a long old text that is longer\n", encoding="utf-8")
    _write_in_place(target, b"short\n")
    assert target.read_bytes() == b"short\n"


# -- 10. the limits of validate apply when opening ----------------------------------------------
def test_a_file_over_the_size_limit_is_refused_at_once(tmp_path: Path, qtbot):
    target = tmp_path / "huge.yaml"
    target.write_bytes(b"kind: adventure\n" + b"# padding\n" * (MAX_FILE_BYTES // 10))
    with pytest.raises(DocumentError, match=r"is 1,048,586 bytes; content files are at most 1,048,576 bytes"):
        Document.open(target)


def test_a_fifo_is_refused_without_blocking(tmp_path: Path, qtbot):
    os.mkfifo(tmp_path / "pipe.yaml")
    with pytest.raises(DocumentError, match="is not a regular file"):
        Document.open(tmp_path / "pipe.yaml")


# -- 10. editing one use of an alias changes that use only ----------------------------------------
ALIASED = "kind: adventure\nbase: &b\n  x: 1\n  y: [1, 2]\nother: *b\nthird: *b\n"


@pytest.fixture
def aliased(tmp_path: Path, qtbot) -> Document:
    target = tmp_path / "aliased.yaml"
    target.write_text(ALIASED, encoding="utf-8")
    return Document.open(target)


def test_editing_an_aliased_use_changes_that_use_only(aliased: Document):
    aliased.set_value("/other/x", 5)
    assert (aliased.value("/base/x"), aliased.value("/other/x"), aliased.value("/third/x")) == (1, 5, 1)
    assert aliased.text() == "kind: adventure\nbase: &b\n  x: 1\n  y: [1, 2]\nother:\n  x: 5\n  y: [1, 2]\nthird: *b\n"
    assert aliased.undo_stack.count() == 1
    aliased.undo_stack.undo()
    assert aliased.text() == ALIASED


def test_editing_the_anchored_original_leaves_the_other_uses(aliased: Document):
    aliased.insert("/base/y", 0, 9)
    assert aliased.value("/base/y") == [9, 1, 2]
    assert aliased.value("/other/y") == [1, 2] and aliased.value("/third/y") == [1, 2]
    aliased.save()
    assert Document.open(aliased.path).value("/third/y") == [1, 2]

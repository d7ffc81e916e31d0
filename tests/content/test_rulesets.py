"""Content names its ruleset, and `isleforge validate` checks each file with that ruleset's schemas,
kinds and semantic checks: the file's `ruleset:`, else its folder's `library.yaml`, else the default."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.content import paths
from engine.content.checks.context import Context
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.resolve import resolve_adventure
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.core.ruleset import Ruleset

LIBRARY = paths.library_dir()


def _lonely_tokens(context: Context):
    """The tiny ruleset's one semantic check: a token set needs two tokens."""
    for content in context.files.get("token-set", {}).get("solo", []):
        yield Diagnostic(Severity.ERROR, "token/lonely", "a token set needs two tokens", content.display, "/tokens",
                         *content.at("/tokens"))


class Tokens(Ruleset):
    id = "tokens"
    title = "Tokens"
    kinds = ("token-set",)
    checks = (_lonely_tokens,)


@pytest.fixture
def tokens(tmp_path: Path):
    folder = tmp_path / "schemas" / "tokens"
    folder.mkdir(parents=True)
    (folder / "token-set.schema.json").write_text(json.dumps({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://isleforge.dev/schemas/tokens/token-set.schema.json",
        "type": "object", "additionalProperties": False, "required": ["kind", "id", "tokens"],
        "properties": {"kind": {"const": "token-set"}, "ruleset": {"type": "string"}, "id": {"type": "string"},
                       "tokens": {"type": "array", "items": {"type": "string"}}}}), encoding="utf-8")
    ruleset = Tokens()
    ruleset.schema_dir = folder
    rulesets.register(ruleset)
    yield ruleset
    rulesets.unregister(ruleset.id)


def _codes(validation) -> list[tuple[str, str, str, int, int]]:
    return [(Path(d.file).name, d.code, d.pointer, d.line, d.column) for d in validation.diagnostics]


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_file_without_a_ruleset_is_the_default_rulesets_and_the_model_carries_it():
    validation = validate_paths([LIBRARY])
    assert validation.ok
    assert {f.ruleset for f in validation.library.files
            if not {"island-clash", "haze-islands", "finis-terrae", "cursed-island"} & set(f.path.parts)} \
        == {"isles-of-terror"}
    assert {f.ruleset for f in validation.library.files if "finis-terrae" in f.path.parts} == {"finis-terrae"}
    assert {f.ruleset for f in validation.library.files if "cursed-island" in f.path.parts} == {"cursed-island"}
    assert {f.ruleset for f in validation.library.files if "haze-islands" in f.path.parts} == {"haze-islands"}
    assert {f.ruleset for f in validation.library.files if "island-clash" in f.path.parts} == {"island-clash"}
    assert resolve_adventure(validation, "drowned-temple").ruleset == "isles-of-terror"
    assert rulesets.of(resolve_adventure(validation, "drowned-temple")).id == "isles-of-terror"


def test_an_adventure_may_name_the_default_ruleset(tmp_path: Path):
    source = (LIBRARY / "first-landing.yaml").read_text(encoding="utf-8")
    _write(tmp_path / "first-landing.yaml", source.replace("kind: adventure\n", "kind: adventure\nruleset: isles-of-terror\n", 1))
    validation = validate_paths([tmp_path], base=LIBRARY)
    assert validation.errors == []
    assert resolve_adventure(validation, "first-landing").ruleset == "isles-of-terror"


def test_an_unknown_ruleset_is_located_and_lists_the_installed_ones(tmp_path: Path):
    _write(tmp_path / "a.yaml", "kind: adventure\nruleset: isles-of-terrer\nid: a\n")
    [diagnostic] = validate_paths([tmp_path]).diagnostics
    assert (diagnostic.code, diagnostic.pointer, diagnostic.line, diagnostic.column) == ("content/unknown-ruleset", "/ruleset", 2, 10)
    assert diagnostic.message == "'isles-of-terrer' is not an installed ruleset"
    assert diagnostic.hint == ("Did you mean 'isles-of-terror'? Installed rulesets: cursed-island, finis-terrae, "
                               "haze-islands, island-clash, isles-of-terror.")


def test_a_file_of_another_ruleset_gets_its_schemas_kinds_and_checks(tmp_path: Path, tokens):
    _write(tmp_path / "solo.yaml", "kind: token-set\nruleset: tokens\nid: solo\ntokens: [a]\n")
    _write(tmp_path / "typo.yaml", "kind: token-set\nruleset: tokens\nid: typo\ntokenz: [a]\n")
    _write(tmp_path / "boss.yaml", "kind: boss-cards\nruleset: tokens\nid: b\n")
    validation = validate_paths([tmp_path])
    assert _codes(validation) == [
        ("boss.yaml", "content/unknown-kind", "/kind", 1, 7),
        ("solo.yaml", "token/lonely", "/tokens", 4, 9),
        ("typo.yaml", "schema/required", "", 1, 1),
        ("typo.yaml", "schema/unknown-field", "/tokenz", 4, 1),
    ]
    assert validation.diagnostics[0].hint == "Kinds: token-set."
    assert {f.path.name: f.ruleset for f in validation.library.files}["solo.yaml"] == "tokens"


def test_the_folder_manifest_names_the_ruleset_of_the_files_below_it(tmp_path: Path, tokens):
    _write(tmp_path / "library.yaml", "kind: library\nruleset: tokens\ntitle: Token games\n")
    _write(tmp_path / "sets" / "solo.yaml", "kind: token-set\nid: solo\ntokens: [a]\n")
    _write(tmp_path / "sets" / "pair.yaml", "kind: token-set\nid: pair\ntokens: [a, b]\n")
    validation = validate_paths([tmp_path])
    assert _codes(validation) == [("solo.yaml", "token/lonely", "/tokens", 3, 9)]
    assert {f.path.name: f.ruleset for f in validation.library.files} == {
        "library.yaml": "tokens", "pair.yaml": "tokens", "solo.yaml": "tokens"}


def test_a_files_own_ruleset_wins_over_the_manifest(tmp_path: Path, tokens):
    _write(tmp_path / "library.yaml", "kind: library\nruleset: tokens\n")
    _write(tmp_path / "faction.yaml", "kind: faction\nruleset: isles-of-terror\nid: f\n")
    validation = validate_paths([tmp_path])
    # checked against the faction schema of Isles of Terror, which has no 'ruleset' field
    assert ("faction.yaml", "schema/unknown-field", "/ruleset", 2, 1) in _codes(validation)
    assert validation.library.find(tmp_path / "faction.yaml").ruleset == "isles-of-terror"


def test_a_manifest_with_an_unknown_ruleset_reports_it_once(tmp_path: Path):
    _write(tmp_path / "library.yaml", "kind: library\nruleset: chess\n")
    _write(tmp_path / "a.yaml", "kind: token-set\nid: a\n")
    _write(tmp_path / "b.yaml", "kind: token-set\nid: b\n")
    assert _codes(validate_paths([tmp_path])) == [("library.yaml", "content/unknown-ruleset", "/ruleset", 2, 10)]


def test_a_manifest_is_checked_against_the_common_schema(tmp_path: Path):
    _write(tmp_path / "library.yaml", "kind: library\nrulset: isles-of-terror\n")
    assert _codes(validate_paths([tmp_path])) == [("library.yaml", "schema/required", "", 1, 1),
                                                  ("library.yaml", "schema/unknown-field", "/rulset", 2, 1)]


def test_a_manifest_edit_is_seen_on_revalidation(tmp_path: Path, tokens):
    manifest = _write(tmp_path / "library.yaml", "kind: library\nruleset: tokens\n")
    _write(tmp_path / "solo.yaml", "kind: token-set\nid: solo\ntokens: [a]\n")
    validation = validate_paths([tmp_path])
    assert [d.code for d in validation.diagnostics] == ["token/lonely"]
    manifest.write_text("kind: library\nruleset: isles-of-terror\nschema_version: 1\n", encoding="utf-8")
    validation.replace_file(manifest)
    validation.replace_file(tmp_path / "solo.yaml")
    assert [d.code for d in validation.diagnostics] == ["content/unknown-kind"]


def test_validation_asks_the_default_ruleset_itself_for_its_schemas_kinds_and_checks():
    from engine.content import rulesets as content_rulesets
    ruleset = rulesets.get("isles-of-terror")
    assert content_rulesets.find("isles-of-terror") is ruleset  # no shortcut that could drift from it
    assert ruleset.schema_dir == paths.schemas_dir() / "isles-of-terror"
    assert len(ruleset.checks) == 20 and tuple(ruleset.kinds)[-2:] == ("adventure", "campaign")
    assert [f.__name__ for f in ruleset.checks][:3] == ["duplicate_file_ids", "duplicate_card_ids", "duplicate_local_ids"]


def test_the_generic_resolve_dispatches_to_the_ruleset_the_file_names():
    from engine.content.validate import validate_paths
    validation = validate_paths([paths.library_dir()])
    clash = resolve_adventure(validation, "lagoon-crossing")
    assert (type(clash).__module__, clash.ruleset) == ("engine.rulesets.island_clash.model", "island-clash")
    terror = resolve_adventure(validation, "drowned-temple")
    assert (type(terror).__module__, terror.ruleset) == ("engine.rulesets.isles_of_terror.model", "isles-of-terror")


def test_a_campaign_of_a_ruleset_without_campaigns_is_refused_in_words(tmp_path: Path):
    import pytest

    from engine.content.resolve import ContentError, resolve_campaign
    from engine.content.validate import validate_paths
    (tmp_path / "saga.yaml").write_text("kind: campaign\nruleset: island-clash\nid: saga\n", encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        resolve_campaign(validate_paths([tmp_path], root=tmp_path), "saga")
    assert str(raised.value) == "the campaign 'saga' cannot be played: Island Clash has no campaigns"


def test_an_adventure_naming_a_ruleset_not_installed_is_refused_with_its_diagnostic(tmp_path: Path):
    import pytest

    from engine.content.resolve import ContentError
    from engine.content.validate import validate_paths
    (tmp_path / "far.yaml").write_text("kind: adventure\nruleset: far-reaches\nid: far\n", encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        resolve_adventure(validate_paths([tmp_path], root=tmp_path), "far")
    assert str(raised.value) == "the adventure 'far' has errors"
    assert [d.code for d in raised.value.diagnostics] == ["content/unknown-ruleset"]


def test_a_rulesets_validators_reach_the_common_schemas_as_its_schemas_write_them():
    from jsonschema import Draft202012Validator

    from engine.content import schemas
    registry = schemas.default_set()._by_name
    validator = Draft202012Validator({"$ref": "../common/library.schema.json"}, registry=registry)
    assert [e.message for e in validator.iter_errors({"kind": "library"})] == ["'ruleset' is a required property"]


def test_the_content_layer_has_no_import_cycle_even_through_a_packages_own_init():
    """The checks' registry once closed a cycle of 15 modules: library -> rulesets -> checks/__init__
    (its default checks) -> every check module -> checks/__init__ (for `@check`) -> context -> library.
    Here an `__init__` importing its own submodules counts too."""
    import grimp

    graph = grimp.build_graph("engine", cache_dir=None)
    modules = {m for m in graph.modules if m == "engine.content" or m.startswith("engine.content.")}
    edges = {m: {n for n in graph.find_modules_directly_imported_by(m) if n in modules and n != m} for m in modules}
    state: dict[str, str] = {}  # module -> "open" while on the path, "done" once every import is seen

    def cycle_from(module: str, path: list[str]) -> list[str]:
        state[module] = "open"
        for imported in sorted(edges[module]):
            if state.get(imported) == "open":
                return path[path.index(imported):] + [imported]
            if imported not in state and (found := cycle_from(imported, path + [imported])):
                return found
        state[module] = "done"
        return []

    first = next((c for m in sorted(modules) if m not in state and (c := cycle_from(m, [m]))), [])
    assert first == []

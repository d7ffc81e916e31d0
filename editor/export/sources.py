"""What a sheet is printed from: a resolved adventure (or campaign) of any ruleset and the raw data its map is drawn from.

No Qt here. An adventure is resolved by the ruleset its file names (`engine.sim.content.resolve_playable`),
so `Printable.adventure` is that ruleset's model (Isles of Terror's `Adventure`, Island Clash's
`ClashAdventure`, ...), which only the ruleset's own print hook reads. `load_printable(spec)` takes an id of the bundled library or the path of an adventure or
campaign file (validated in its folder with the bundled library as base, as `playtest` does);
`from_validation` serves the editor, which holds a validation of its open library already.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.content import paths
from engine.content.campaign import Campaign
from engine.content.library import is_inside
from engine.content.resolve import ContentError, resolve_campaign
from engine.content.validate import Validation, validate_paths
from engine.core import ruleset as rulesets
from engine.sim.content import not_a_file, resolve_playable


@dataclass(frozen=True, slots=True)
class Printable:
    """One adventure to print: the model for the text, the file's data for the map."""

    adventure: Any  # the ruleset's playable model of the adventure
    data: dict
    campaign_flags: frozenset[str] = frozenset()  # flags a campaign carries into it (a chapter's rules may read them)


@dataclass(frozen=True, slots=True)
class PrintableCampaign:
    campaign: Campaign
    chapters: tuple[Printable, ...]  # one per chapter, in the campaign's order


class DataView:
    """The `value(pointer, default)` reading the board drawing asks of a document, over plain data."""

    def __init__(self, data: Any) -> None:
        self.data = data

    def value(self, ptr: str, default: Any = None) -> Any:
        node = self.data
        for token in ptr.strip("/").split("/") if ptr.strip("/") else []:
            if isinstance(node, dict) and token in node:
                node = node[token]
            elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
                node = node[int(token)]
            else:
                return default
        return node


def from_validation(validation: Validation, kind: str, item_id: str) -> Printable | PrintableCampaign:
    """The adventure or campaign with this id; ContentError if it or what it uses has errors."""
    if kind == "campaign":
        campaign = resolve_campaign(validation, item_id)
        ruleset = rulesets.of(campaign)
        flags = frozenset(campaign.carry_over.flags)
        return PrintableCampaign(campaign, tuple(_adventure(validation, c.adventure, ruleset, flags)
                                                 for c in campaign.chapters))
    return _adventure(validation, item_id)


def _adventure(validation: Validation, adventure_id: str, ruleset=None, flags: frozenset[str] = frozenset()) -> Printable:
    """An adventure resolved by its campaign's ruleset, or (alone) by the ruleset its file names."""
    adventure = ruleset.resolve(validation, adventure_id) if ruleset is not None else \
        resolve_playable(validation, adventure_id)
    content = validation.library.file("adventure", adventure_id)
    return Printable(adventure, content.data if content is not None else {}, flags)


def load_printable(spec: str | Path) -> Printable | PrintableCampaign:
    """An id of the bundled library (adventure, else campaign) or a content file's path."""
    bundled = paths.library_dir()
    path = Path(spec)
    looks_like_path = path.suffix in (".yaml", ".yml") or path.parent != Path(".") or path.exists()
    if not looks_like_path:
        validation = validate_paths([bundled])
        kind = "adventure" if validation.library.file("adventure", str(spec)) else \
            "campaign" if validation.library.file("campaign", str(spec)) else "adventure"
        return from_validation(validation, kind, str(spec))
    if not path.is_file():
        raise FileNotFoundError(not_a_file(path, "adventure or campaign"))
    path = path.resolve()
    inside = is_inside(path, bundled)
    folder = bundled if inside else path.parent
    validation = validate_paths([folder], root=folder, base=None if inside else bundled)
    content = next((f for f in validation.library.files if f.path == path), None)
    if content is None or content.kind not in ("adventure", "campaign") or not content.id:
        problems = [d for d in validation.diagnostics if content is not None and d.file == content.display and d.is_error]
        raise ContentError(f"{path} is not a valid adventure or campaign file", problems)
    return from_validation(validation, content.kind, content.id)

"""Icons: the desktop theme's when it has one, else the style's standard pixmaps (always present)."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QStyle

SP = QStyle.StandardPixmap
_STANDARD = {
    "document-new": SP.SP_FileIcon,
    "document-open": SP.SP_DialogOpenButton,
    "folder-open": SP.SP_DirOpenIcon,
    "document-save": SP.SP_DialogSaveButton,
    "document-save-all": SP.SP_DialogSaveButton,
    "document-close": SP.SP_DialogCloseButton,
    "edit-undo": SP.SP_ArrowBack,
    "edit-redo": SP.SP_ArrowForward,
    "edit-find": SP.SP_FileDialogContentsView,
    "edit-rename": SP.SP_FileDialogDetailedView,
    "edit-copy": SP.SP_FileDialogNewFolder,
    "edit-delete": SP.SP_TrashIcon,
    "playtest": SP.SP_MediaPlay,
    "help-about": SP.SP_MessageBoxQuestion,
    "help-contents": SP.SP_DialogHelpButton,
    "folder": SP.SP_DirIcon,
    "file": SP.SP_FileIcon,
    "error": SP.SP_MessageBoxCritical,
    "warning": SP.SP_MessageBoxWarning,
    "info": SP.SP_MessageBoxInformation,
}
_THEME = {"playtest": "media-playback-start", "edit-copy": "edit-copy"}
_cache: dict[str, QIcon] = {}


def icon(name: str) -> QIcon:
    if name not in _cache:
        theme = _THEME.get(name, name)
        if name not in ("error", "warning", "info") and QIcon.hasThemeIcon(theme):
            _cache[name] = QIcon.fromTheme(theme)
        else:
            _cache[name] = QApplication.style().standardIcon(_STANDARD.get(name, SP.SP_FileIcon))
    return _cache[name]

"""The one place the export takes the editor's board drawing from (repoint here when it moves)."""

from editor.map.board import Board
from editor.map.board_item import BoardItem
from editor.board.layout import SIZE

__all__ = ["SIZE", "Board", "BoardItem"]

"""The daifugō (大富豪) table view."""

from collections.abc import Iterator

from client.games.daifugo.table_canvas import TITLE_NAMES
from client.games.daifugo.view import DaifugoView

GAME_VIEW = DaifugoView


def translatable() -> Iterator[tuple[str, str]]:
    """The view's own table translated from a variable: the titles (tools/build_translations.py)."""
    for name in TITLE_NAMES.values():
        yield "TableCanvas", name


__all__ = ["GAME_VIEW", "DaifugoView", "translatable"]
